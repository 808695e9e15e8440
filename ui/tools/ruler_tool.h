#pragma once
/// @file RulerTool: drag from a square to a square to measure the distance
/// in the map's unit under the encounter's diagonal rule, e.g.
/// "35 ft (7 squares)". The numbers come from the engine's metric
/// (grid_distance, map_distance). It changes nothing in the encounter; the
/// measurement stays on the map until the next drag or until another tool
/// is chosen.

#include "core/cell.h"
#include "tools/tool.h"

#include <QString>

class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace skirmish::ui {

class RulerTool : public Tool {
    Q_OBJECT
public:
    explicit RulerTool(MapScene* scene, QObject* parent = nullptr);
    ~RulerTool() override;

    /// The distance from square `a` to square `b` as a label:
    /// "35 ft (7 squares)", "6 m (6 squares)", or "6 squares" on maps
    /// measured in plain squares.
    QString measure(Cell a, Cell b) const;
    /// The label shown now (empty when nothing is measured).
    QString text() const { return text_; }
    /// Shows the measurement from `a` to `b` as a drag would.
    void showMeasure(Cell a, Cell b);

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

private:
    void clear();

    bool dragging_ = false;
    Cell start_;
    Cell end_;
    QString text_;
    QGraphicsRectItem* startMark_ = nullptr; ///< owns the line and the label
    QGraphicsRectItem* endMark_ = nullptr;
    QGraphicsLineItem* lineUnder_ = nullptr; ///< dark outline under the line
    QGraphicsLineItem* line_ = nullptr;
    QGraphicsRectItem* plate_ = nullptr;
    QGraphicsSimpleTextItem* label_ = nullptr;
};

} // namespace skirmish::ui
