#pragma once
/// @file WallTool: drag from a grid corner to a grid corner to draw a wall,
/// window or door along the grid. The line follows the row or column the
/// drag mostly follows. Walls and windows are split into one-cell segments
/// (so single edges can be erased); a door stays one segment. Several
/// AddWall commands form one undo step (a QUndoStack macro).

#include "map/wall.h"
#include "tools/tool.h"

#include <QPoint>

#include <vector>

class QGraphicsLineItem;

namespace skirmish::ui {

class WallTool : public Tool {
    Q_OBJECT
public:
    WallTool(MapScene* scene, WallKind kind, QObject* parent = nullptr);
    ~WallTool() override;

    WallKind kind() const { return kind_; }

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

    /// The segments a drag from grid corner `a` to `b` draws (cell units).
    std::vector<Wall> segmentsFor(QPoint a, QPoint b) const;
    /// Adds the segments of a drag from corner `a` to corner `b`. Returns
    /// how many the engine accepted.
    int draw(QPoint a, QPoint b);

private:
    QPoint cornerAt(QPointF scenePos) const;
    QPoint constrained(QPoint a, QPoint b) const;
    void clearPreview();

    WallKind kind_;
    bool dragging_ = false;
    QPoint start_;
    QGraphicsLineItem* preview_ = nullptr;
};

} // namespace skirmish::ui
