#include "geometry/gap_closure.h"

#include "geometry/exact.h"
#include "geometry/sight_search.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <optional>

namespace skirmish {
namespace {

using exact::FixedPoint;
using search::strict_side;
using Corners = std::array<FixedPoint, 4>;
using FixedSegment = std::pair<FixedPoint, FixedPoint>;

/// Whether the wall w meets every segment from a point of the segment g to a
/// point of the rectangle with corners `r`. Sufficient test: w's line
/// strictly separates g from r, and w meets the 8 segments from g's ends to
/// r's corners. The segments between g and r fill their convex hull, each
/// crosses w's line once, and the crossings fill the chord of the hull on
/// that line, whose ends lie on hull edges joining an end of g to a corner
/// of r: among the 8, so w holds both ends, so all of the chord.
bool closes(const FixedSegment& w, const FixedSegment& g, const Corners& r) {
    const int sg = strict_side<2>(w.first, w.second, {g.first, g.second});
    const int sr = strict_side<4>(w.first, w.second, r);
    if (sg == 0 || sr == 0 || sg == sr) {
        return false;
    }
    for (FixedPoint end : {g.first, g.second}) {
        for (FixedPoint c : r) {
            if (!exact::segments_intersect(end, c, w.first, w.second)) {
                return false;
            }
        }
    }
    return true;
}

/// A lattice point on the line through `from` and `to`, beyond `to` (seen
/// from `from`) by at least `beyond` times |to - from| and a hair, and by at
/// most one step more: to + k * step, with step = (to - from) / gcd, so that
/// it lies on the line exactly (for walls off the 1/5120-cell grid a step
/// may be long). nullopt when that point would leave the lattice's range
/// (then no proof is tried).
std::optional<FixedPoint> lattice_point_beyond(FixedPoint from, FixedPoint to, double beyond) {
    const std::int64_t dx = to.x - from.x;
    const std::int64_t dy = to.y - from.y;
    const std::int64_t g = std::gcd(dx, dy); // > 0: the caller has a wall across the way
    const std::int64_t sx = dx / g;
    const std::int64_t sy = dy / g;
    // Steps of |step| units for `beyond` wall lengths, plus a millionth of a
    // cell of room; the caller checks the point exactly.
    const double len = std::hypot(static_cast<double>(dx), static_cast<double>(dy));
    const double step = std::hypot(static_cast<double>(sx), static_cast<double>(sy));
    const double room = static_cast<double>(exact::kUnitsPerCell) * 1e-6;
    const double k = std::ceil((beyond * len + room) / step);
    // A sane count first, so that the cast and the products below cannot
    // overflow; then the point itself within range.
    if (!(k >= 1 && k * step <= exact::kMaxCells * static_cast<double>(exact::kUnitsPerCell))) {
        return std::nullopt;
    }
    const auto n = static_cast<std::int64_t>(k);
    const FixedPoint out{to.x + n * sx, to.y + n * sy};
    // Within the lattice's range (exact.h), where orientations are exact.
    const auto limit = static_cast<std::int64_t>(exact::kMaxCells) * exact::kUnitsPerCell;
    if (std::max({out.x, -out.x, out.y, -out.y}) > limit) {
        return std::nullopt;
    }
    return out;
}

/// Where the line through p and q crosses the line through w's ends, as a
/// multiple of w's length from w.first along w (a ratio of lengths, so the
/// lattice units need no scaling); nullopt when the lines are parallel, or
/// so nearly that the doubles cannot tell (then no proof is tried).
std::optional<double> crossing_along(FixedPoint p, FixedPoint q, const FixedSegment& w) {
    auto d = [](std::int64_t v) { return static_cast<double>(v); };
    const double wx = d(w.second.x - w.first.x);
    const double wy = d(w.second.y - w.first.y);
    const double ex = d(q.x - p.x);
    const double ey = d(q.y - p.y);
    const double den = wx * ey - wy * ex;
    if (den == 0) {
        return std::nullopt;
    }
    return (d(p.x - w.first.x) * ey - d(p.y - w.first.y) * ex) / den;
}

/// The proof with w as the wall across the way (see walls_close_gaps).
bool closed_around(const WallIndex& index, std::span<const std::uint32_t> ids, std::uint32_t w,
                   const Corners& a, const Corners& b) {
    const FixedSegment& wall = index.fixed(w);
    const int sa = strict_side<4>(wall.first, wall.second, a);
    const int sb = strict_side<4>(wall.first, wall.second, b);
    if (sa == 0 || sb == 0 || sa == sb) {
        return false;
    }
    // The chord's ends lie on the like-corner segments (see
    // search::single_wall_blocks in sight_search.cpp), so these four
    // crossings bound it.
    double lo = 0;
    double hi = 1;
    for (std::size_t i = 0; i < 4; ++i) {
        const auto t = crossing_along(a[i], b[i], wall);
        if (!t) {
            return false; // nearly parallel in doubles: no proof
        }
        lo = std::min(lo, *t);
        hi = std::max(hi, *t);
    }
    const auto far_first = lattice_point_beyond(wall.second, wall.first, -lo);
    const auto far_second = lattice_point_beyond(wall.first, wall.second, hi - 1);
    if (!far_first || !far_second) {
        return false;
    }
    const FixedSegment gap_first{wall.first, *far_first};
    const FixedSegment gap_second{wall.second, *far_second};
    // Checked exactly: the chord lies on the wall and its two gaps.
    bool open_first = false;
    bool open_second = false;
    for (std::size_t i = 0; i < 4; ++i) {
        if (exact::segments_intersect(a[i], b[i], wall.first, wall.second)) {
            continue;
        }
        const bool first = exact::segments_intersect(a[i], b[i], gap_first.first, gap_first.second);
        const bool second =
            exact::segments_intersect(a[i], b[i], gap_second.first, gap_second.second);
        if (!first && !second) {
            return false;
        }
        open_first = open_first || first;
        open_second = open_second || second;
    }
    auto closed = [&](const FixedSegment& gap) {
        for (std::uint32_t other : ids) {
            if (other == w) {
                continue;
            }
            const FixedSegment& o = index.fixed(other);
            if (closes(o, gap, a) || closes(o, gap, b)) {
                return true;
            }
        }
        return false;
    };
    return (!open_first || closed(gap_first)) && (!open_second || closed(gap_second));
}

} // namespace

bool walls_close_gaps(const WallIndex& index, std::span<const std::uint32_t> ids, const Rect& a,
                      const Rect& b) {
    const Corners ca = search::fixed_corners(a);
    const Corners cb = search::fixed_corners(b);
    for (std::uint32_t w : ids) {
        if (closed_around(index, ids, w, ca, cb)) {
            return true;
        }
    }
    return false;
}

} // namespace skirmish
