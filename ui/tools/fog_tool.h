#pragma once
/// @file FogTool: the GM's fog brush. The whole stroke becomes one PaintFog
/// command (see SquareBrushTool): reveal squares to the players, hide them,
/// or clear the GM's marks (for maps without walls, or to keep a room dark).

#include "encounter/command.h"
#include "tools/square_brush_tool.h"

namespace skirmish::ui {

class FogTool : public SquareBrushTool {
    Q_OBJECT
public:
    explicit FogTool(MapScene* scene, QObject* parent = nullptr) : SquareBrushTool(scene, parent) {}

    FogBrush brush() const { return brush_; }
    void setBrush(FogBrush brush) { brush_ = brush; }

    bool paint(const std::vector<Cell>& cells) override;

protected:
    QBrush previewFill() const override;
    QPen previewPen() const override;

private:
    FogBrush brush_ = FogBrush::Reveal;
};

} // namespace skirmish::ui
