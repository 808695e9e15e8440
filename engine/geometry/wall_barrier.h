#pragma once
/// @file A quick, exact proof that no sight passes between two squares:
/// walls that join the two long sides of the squares' hull.

#include "geometry/rect.h"
#include "geometry/wall_index.h"

#include <cstdint>
#include <vector>

namespace skirmish {

/// True when the walls `ids` (ids of `index`, in increasing order, as
/// WallIndex::query_convex gives them; those that miss the hull are ignored) hold a chain,
/// connected inside the convex hull H of `a` and `b`, that meets both sides of H joining a to b and
/// touches neither a nor b. Such a chain cuts H in two with a on one side and b on the other, so
/// every segment from a to b (which lies in H) meets a wall: no line of sight (seed 002 "Line of
/// Sight and Cover"). False proves nothing: a chain the test cannot see (walls that only cross,
/// with no end on one another) or a set of walls that blocks every straight segment but no bent
/// path. Decided with the exact predicates of geometry/exact.h; false when a and b meet. Allocates
/// only small vectors sized by `ids`.
bool walls_separate(const WallIndex& index, const std::vector<std::uint32_t>& ids, const Rect& a,
                    const Rect& b);

} // namespace skirmish
