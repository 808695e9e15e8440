#include "tools/elevation_tool.h"

#include "encounter/command.h"

namespace skirmish::ui {

bool ElevationTool::paint(const std::vector<Cell>& cells) {
    return run(SetElevation{cells, level_});
}

QBrush ElevationTool::previewFill() const {
    return QColor(40, 60, 110, 40 + 30 * level_);
}

} // namespace skirmish::ui
