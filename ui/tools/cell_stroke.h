#pragma once
/// @file CellStroke: the squares a brush stroke passes over, for the tools
/// that paint squares (terrain, zones, fog). A fast drag is sampled along
/// its whole segment, a quarter square at a time, so it leaves no gaps.

#include "core/cell.h"

#include <QPointF>

#include <set>
#include <vector>

namespace skirmish::ui {

class MapScene;

class CellStroke {
public:
    /// Starts a stroke at `scenePos` (scene px); the square under it is in.
    void begin(const MapScene& scene, QPointF scenePos);
    /// Extends the stroke to `scenePos`; squares off the map are left out.
    void extend(const MapScene& scene, QPointF scenePos);
    const std::set<Cell>& cells() const { return cells_; }
    /// The squares, in row-major order, and an empty stroke.
    std::vector<Cell> take();
    void clear() { cells_.clear(); }

private:
    QPointF last_;
    std::set<Cell> cells_;
};

} // namespace skirmish::ui
