#include "tools/terrain_tool.h"

namespace skirmish::ui {

bool TerrainTool::paint(const std::vector<Cell>& cells) {
    return run(PaintTerrain{cells, brush_});
}

QBrush TerrainTool::previewFill() const {
    return brush_ == Terrain::Open        ? QColor(255, 255, 255, 90)
           : brush_ == Terrain::Difficult ? QColor(170, 110, 40, 110)
           : brush_ == Terrain::Earth     ? QColor(110, 70, 35, 150)
                                          : QColor(20, 20, 25, 140);
}

} // namespace skirmish::ui
