#pragma once
/// @file The candidate lines of the exhaustive line of sight search
/// (Sight::line_of_sight), and the proof that lets it skip some. Internal
/// to engine/geometry; in cell units, y down as on the map.
///
/// The lines meeting two squares form a 2-D space cut into faces by the
/// pencils of lines through the critical points (the squares' corners, wall
/// ends, walls' crossings with the squares); within a face, whether the gap
/// segment is clear does not change. Every face has a vertex (a line
/// through two critical points), and the 8 candidate lines around it enter
/// each face around the vertex.

#include "geometry/exact.h"
#include "geometry/point.h"
#include "geometry/rect.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <utility>

namespace skirmish::critical {

/// How far a candidate turns (radians) or shifts (cells) off a critical
/// line: far below any feature of a map (1/5120 cell), far above the
/// lattice of geometry/exact.h (about 1.2e-11 cell). These only place
/// candidates; every candidate is decided by the exact predicates.
inline constexpr double kTurn = 1e-9;
inline constexpr double kShift = 1e-9;

/// `d` turned by kTurn (sign +1) or -kTurn (sign -1).
Point turn(Point d, double sign);

/// The line o + t * dir, for any real t.
struct Line {
    Point o;
    Point dir;
};

/// The 8 candidates for the critical line through the critical points x
/// and y, with u the unit vector from x to y and len their distance:
/// turned by +-kTurn about the midpoint of x and y, about x - len * u and
/// about y + len * u, then shifted by +-kShift along the normal, in that
/// order.
std::array<Line, 8> candidates(Point x, Point y, Point u, double len);

/// A segment on the lattice of geometry/exact.h.
struct FixedSegment {
    exact::FixedPoint a;
    exact::FixedPoint b;
    Segment segment() const { return {exact::to_point(a), exact::to_point(b)}; }
};

/// The shortest piece of `line` joining a to b, oriented from a to b, with
/// its ends on the lattice inside a and b (fa, fb, their lattice forms);
/// nullopt when the line misses either.
std::optional<FixedSegment> gap_segment(const Line& line, const Rect& a, const exact::FixedRect& fa,
                                        const Rect& b, const exact::FixedRect& fb);

/// The gap between a and b on the line o + t * u, as its parameters
/// (t0 < t1); nullopt when the line misses a square or the two overlap
/// or touch on it.
std::optional<std::pair<double, double>> line_gap(Point o, Point u, const Rect& a, const Rect& b);

/// A bound, in cells, on how far the candidates of a critical line of
/// length `len` (two critical points in the bounding box of a and b) lie
/// from it anywhere in that box, with slack for the lattice.
double drift(const Rect& a, const Rect& b, double len);

namespace detail {
/// Whether `p` lies farther than `d` (>= 0) from the closed rectangle `r`.
inline bool farther_than(Point p, const Rect& r, double d) {
    const double dx = std::max({r.x0 - p.x, 0.0, p.x - r.x1});
    const double dy = std::max({r.y0 - p.y, 0.0, p.y - r.y1});
    return dx * dx + dy * dy > d * d;
}
} // namespace detail

/// True when the wall `w` blocks the gap segment of each of the candidates
/// of the critical line through `o` along the unit vector `u` (whose gap is
/// `gap`, from line_gap), so that none of them can be a witness. `drift`
/// is drift(); `margin` (at least drift) is the room kept on top. w's ends
/// must lie within the lattice's range (exact::kMaxCells), as a map's walls
/// do: beyond it the exact test reads a clamped, different wall.
///
/// The proof. Let D = |d1| + |d2| for w's ends' distances d1, d2 from the
/// line, and X where w crosses it.
/// - The test asks that w's ends lie on opposite sides, each farther than
///   `drift`, and that X lie inside the gap, farther than room = move +
///   margin from its ends and from both squares, with move = drift * (1 +
///   2 |w| / D).
/// - A candidate lies within drift / 2 of the line over the box and turns
///   from it by at most kTurn. The gap is shorter than the box's diagonal
///   and longer than 2 room > 4 drift |w| / D, so sin(phi) = D / |w|, for
///   phi the angle between w and the line, exceeds 8 kTurn: the candidate
///   still crosses w's line, at a point X' within (drift / 2) /
///   sin(phi - kTurn) < move of X, on w itself (move < |w| min(|d1|,
///   |d2|) / D).
/// - Each square lies more than room from X, so a point of the candidate
///   inside it projects onto the line more than room - drift > move short
///   of X, on that square's side of X: X' lies strictly between the squares
///   on the candidate, inside its gap segment and farther than margin from
///   the segment's ends, so the exact test reads the segment as meeting w.
inline bool blocks_with_room(const Segment& w, Point o, Point u, std::pair<double, double> gap,
                             const Rect& a, const Rect& b, double drift, double margin) {
    const double d1 = u.x * (w.a.y - o.y) - u.y * (w.a.x - o.x);
    const double d2 = u.x * (w.b.y - o.y) - u.y * (w.b.x - o.x);
    if (!((d1 > drift && d2 < -drift) || (d1 < -drift && d2 > drift))) {
        return false;
    }
    const double f = d1 / (d1 - d2); // where w crosses the line, along w
    const Point x{w.a.x + f * (w.b.x - w.a.x), w.a.y + f * (w.b.y - w.a.y)};
    const double t = u.x * (x.x - o.x) + u.y * (x.y - o.y);
    const double dx = w.b.x - w.a.x;
    const double dy = w.b.y - w.a.y;
    const double move =
        drift + 2 * drift * std::sqrt(dx * dx + dy * dy) / (std::abs(d1) + std::abs(d2));
    const double room = move + margin;
    return t - gap.first > room && gap.second - t > room && detail::farther_than(x, a, room) &&
           detail::farther_than(x, b, room);
}

} // namespace skirmish::critical
