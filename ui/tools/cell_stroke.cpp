#include "tools/cell_stroke.h"

#include "document/encounter_document.h"
#include "scene/map_scene.h"

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

void CellStroke::begin(const MapScene& scene, QPointF scenePos) {
    cells_.clear();
    last_ = scenePos;
    extend(scene, scenePos);
}

void CellStroke::extend(const MapScene& scene, QPointF scenePos) {
    const auto& map = scene.document()->encounter().map;
    const double c = scene.cellPixels();
    const QPointF d = scenePos - last_;
    const int n = std::max(1, static_cast<int>(std::ceil(std::hypot(d.x(), d.y()) / (c * 0.25))));
    for (int i = 0; i <= n; ++i) {
        const Cell cell = scene.sceneToCell(last_ + d * (static_cast<double>(i) / n));
        if (map.contains(cell)) {
            cells_.insert(cell);
        }
    }
    last_ = scenePos;
}

std::vector<Cell> CellStroke::take() {
    std::vector<Cell> out(cells_.begin(), cells_.end());
    cells_.clear();
    return out;
}

} // namespace skirmish::ui
