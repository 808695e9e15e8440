#pragma once
/// @file A quick, exact proof that no sight passes between two squares: one
/// wall across the way, and the gaps it leaves closed by other walls.

#include "geometry/rect.h"
#include "geometry/wall_index.h"

#include <cstdint>
#include <span>

namespace skirmish {

/// True when some wall w of `ids` (ids of `index`) lies on a line L that
/// strictly separates `a` from `b`, and each gap that w leaves in the chord
/// of L across the squares' convex hull is closed by another wall of `ids`:
/// a wall that meets every segment from a point of the gap to a point of
/// `a`, or to a point of `b`. Every segment from a to b crosses L once, on
/// w or in a gap, so then every one meets a wall: no line of sight (seed
/// 002 "Line of Sight and Cover"). This is how a wall's end beside a
/// doorway and a pillar behind it hide a square together, which neither a
/// single wall nor a connected chain (walls_separate) proves. False proves
/// nothing. Decided with the exact predicates of geometry/exact.h: each
/// gap's far end is a lattice point on L at or a little beyond the chord's
/// end, checked exactly; floating point only places it. Allocates nothing.
///
/// `a` and `b` are closed rectangles in cell units with x0 <= x1 and y0 <=
/// y1 (sight_square()); `ids` are ids of `index` in any order, repeats
/// allowed. Walls that are points, or whose line touches a square, never
/// serve as the wall across the way.
bool walls_close_gaps(const WallIndex& index, std::span<const std::uint32_t> ids, const Rect& a,
                      const Rect& b);

} // namespace skirmish
