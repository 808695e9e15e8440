#pragma once
/// @file The pieces of the exact line of sight search that Sight and its
/// view flood share (geometry/sight.h, geometry/view_flood.h). Internal to
/// engine/geometry. Squares are closed axis-aligned rectangles with x0 <= x1
/// and y0 <= y1, in cell units (sight_square()); the rule is seed 002 "Line
/// of Sight and Cover".

#include "geometry/blockers.h"
#include "geometry/exact.h"
#include "geometry/point.h"
#include "geometry/rect.h"

#include <array>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace skirmish::search {

/// The corners of `r` on the lattice: nw, ne, se, sw, as Rect::corners().
std::array<exact::FixedPoint, 4> fixed_corners(const Rect& r);

/// The convex hull of two squares' corners (counter-clockwise).
std::vector<Point> hull_of_squares(const Rect& a, const Rect& b);

/// The side (+1 or -1) of the line through p and q on which every point of
/// `points` lies strictly; 0 when they do not all lie strictly on one side
/// (always 0 when p == q).
template <std::size_t N>
int strict_side(exact::FixedPoint p, exact::FixedPoint q,
                const std::array<exact::FixedPoint, N>& points) {
    int s = 0;
    for (exact::FixedPoint c : points) {
        const int cs = exact::orientation(p, q, c);
        if (cs == 0 || (s != 0 && cs != s)) {
            return 0;
        }
        s = cs;
    }
    return s;
}

/// True when the line of the wall `w` strictly separates two squares and w
/// blocks every segment between them; `a` and `b` are their fixed_corners()
/// (a point is a square too). Why four segments decide it: see the .cpp.
bool single_wall_blocks(const std::pair<exact::FixedPoint, exact::FixedPoint>& w,
                        const std::array<exact::FixedPoint, 4>& a,
                        const std::array<exact::FixedPoint, 4>& b);

/// A segment from a point of `a` to a point of `b` that touches none of
/// `blockers`' walls: corner to corner first, then the exhaustive search
/// over the candidates of every line through two critical points
/// (geometry/critical_lines.h). nullopt when every candidate is blocked,
/// which proves that no segment from `a` to `b` is clear of those walls:
/// this holds for any set of walls, filtered to the hull or not, so a
/// search over some of the walls proves a square hidden from all of them.
/// `hull` is hull_of_squares(a, b). Reorders `blockers`' walls.
std::optional<Segment> clear_line(const Rect& a, const Rect& b, const std::vector<Point>& hull,
                                  Blockers& blockers);

} // namespace skirmish::search
