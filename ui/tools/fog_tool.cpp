#include "tools/fog_tool.h"

#include "scene/map_scene.h"

#include <algorithm>

namespace skirmish::ui {

bool FogTool::paint(const std::vector<Cell>& cells) {
    return run(PaintFog{cells, brush_});
}

QBrush FogTool::previewFill() const {
    // Reveal: warm light; hide: dark; clear: a plain outline.
    return brush_ == FogBrush::Reveal ? QColor(255, 230, 140, 110)
           : brush_ == FogBrush::Hide ? QColor(11, 11, 15, 170)
                                      : QColor(255, 255, 255, 60);
}

QPen FogTool::previewPen() const {
    return QPen(QColor(60, 60, 70, 200), std::max(1.0, scene()->cellPixels() * 0.02), Qt::DashLine);
}

} // namespace skirmish::ui
