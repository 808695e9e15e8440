#pragma once
// The visibility of Skirmish before issue 17 (see reference_sight.cpp): the
// oracle of the equivalence test.

#include "geometry/sight.h"

#include <vector>

namespace skirmish::reference {

/// Sight as it was: exhaustive line_of_sight, sees_point over the walls
/// gathered under the hull, and visible_cells by a flood.
class OldSight {
public:
    explicit OldSight(const BattleMap& map);
    LineOfSight line_of_sight(const Rect& a, const Rect& b) const;
    LineOfSight sees_point(const Rect& from, Point c) const;
    std::vector<Cell> visible_cells(const Rect& from) const;

private:
    int width_;
    int height_;
    WallIndex index_;
};

} // namespace skirmish::reference
