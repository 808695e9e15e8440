#pragma once
/// @file Distances between squares under a map's diagonal rule.

#include "core/cell.h"
#include "map/battle_map.h"

namespace skirmish {

/// Steps between two squares, in squares, under `rule`:
/// - `uniform`: max(|dx|, |dy|) (every step counts 1);
/// - `alternating`: every second diagonal counts 2 (seed 004: "every second
///   diagonal space moved as 2m"): straight + diagonals + floor(diagonals / 2);
/// - `manhattan`: |dx| + |dy|.
int grid_distance(Cell a, Cell b, DiagonalRule rule);

/// The same distance in the map's unit: squares times the square's size
/// (feet, metres, or plain squares).
double map_distance(const BattleMap& map, Cell a, Cell b, DiagonalRule rule);

} // namespace skirmish
