#pragma once
/// @file FogTool: the GM's fog brush. Dragging paints the squares under the
/// pointer (shown live as a preview); the whole stroke becomes one PaintFog
/// command when the button is released: reveal squares to the players, hide
/// them, or clear the GM's marks (for maps without walls, or to keep a room
/// dark).

#include "core/cell.h"
#include "encounter/command.h"
#include "tools/cell_stroke.h"
#include "tools/tool.h"

#include <vector>

class QGraphicsPathItem;

namespace skirmish::ui {

class FogTool : public Tool {
    Q_OBJECT
public:
    explicit FogTool(MapScene* scene, QObject* parent = nullptr);
    ~FogTool() override;

    FogBrush brush() const { return brush_; }
    void setBrush(FogBrush brush) { brush_ = brush; }

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

    /// Paints `cells` with the brush as one command. Returns true when accepted.
    bool paint(const std::vector<Cell>& cells);

private:
    void updatePreview();
    void clearPreview();

    FogBrush brush_ = FogBrush::Reveal;
    bool painting_ = false;
    CellStroke stroke_;
    QGraphicsPathItem* preview_ = nullptr;
};

} // namespace skirmish::ui
