#pragma once
/// @file Finding the wall segment nearest to a point (for clicks).

#include "map/battle_map.h"

#include <cstddef>
#include <optional>

namespace skirmish::ui {

/// Distance from `p` to the segment a-b, in cell units.
double distanceToSegment(Point p, Point a, Point b);

/// The index in map.walls() of the segment nearest to `p` within `maxDistance`
/// cells, or nullopt. With `doorsOnly`, other kinds are ignored.
std::optional<std::size_t> nearestWall(const BattleMap& map, Point p, double maxDistance,
                                       bool doorsOnly = false);

/// The state a click on a door asks for: open <-> closed; a locked door
/// stays locked (the engine, not the UI, decides on the command).
DoorState toggledDoorState(DoorState s);

} // namespace skirmish::ui
