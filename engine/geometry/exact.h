#pragma once
/// @file Exact geometric predicates on a fixed lattice, with no epsilon.
///
/// Every coordinate the engine meets is a rational with a small denominator:
/// grid points are whole cells, sight squares are inset by 0.05 = 1/20 cell,
/// and imported points are rounded to 1/1024 cell (docs/file-format.md). All
/// of them lie on the lattice of 1/5120 cell. The predicates read a point at
/// its nearest point of a finer lattice, kUnitsPerCell = 5120 * 2^24 units a
/// cell (about 1.2e-11 cell a unit), so that a double such as 3.05, which is
/// not 3.05 exactly, is read as 3.05 exactly, and the points that search
/// builds between lattice points (witnesses of sight) are read the same way
/// every time. On that lattice the orientation of three points is an integer
/// computed exactly in 128 bits, so touching, crossing and collinearity are
/// decided exactly, and mirrored or rotated copies of a position give
/// mirrored or rotated answers.
///
/// Range: coordinates within +-kMaxCells cells (a map is at most 1000 cells
/// on a side, walls at most a cell beyond it); farther points are clamped
/// to it.

#include "geometry/point.h"
#include "geometry/rect.h"

#include <cstdint>
#include <vector>

namespace skirmish::exact {

/// Lattice units in one cell: 5120 (= lcm of 20 and 1024) times 2^24.
inline constexpr std::int64_t kUnitsPerCell = std::int64_t{5120} << 24;
/// The largest |coordinate| read, in cells (a map is at most 1000 cells).
inline constexpr double kMaxCells = 16384;

/// A point on the fixed lattice, in units of 1 / kUnitsPerCell cell.
struct FixedPoint {
    std::int64_t x = 0;
    std::int64_t y = 0;
    bool operator==(const FixedPoint&) const = default;
};

/// A closed axis-aligned rectangle on the lattice.
struct FixedRect {
    std::int64_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

/// `v` cells in lattice units: the nearest (ties away from zero, so that
/// mirrored points read as mirrored lattice points), clamped to
/// +-kMaxCells. NaN reads as -kMaxCells.
inline std::int64_t to_units(double v) {
    constexpr double kLimit = kMaxCells * static_cast<double>(kUnitsPerCell);
    // Multiplying by 5 * 2^34 rounds at most once, far below half a unit
    // for |v| <= kMaxCells, so a lattice value is recovered exactly.
    const double scaled = v * static_cast<double>(kUnitsPerCell);
    if (!(scaled >= -kLimit)) {
        return -static_cast<std::int64_t>(kLimit);
    }
    if (scaled > kLimit) {
        return static_cast<std::int64_t>(kLimit);
    }
    // Half away from zero, then truncation: exact below 2^52.
    return static_cast<std::int64_t>(scaled + (scaled < 0 ? -0.5 : 0.5));
}

/// The lattice point nearest `p`, as to_units() reads each coordinate.
inline FixedPoint to_fixed(Point p) {
    return {to_units(p.x), to_units(p.y)};
}
FixedRect to_fixed(const Rect& r);
/// The double nearest the lattice point; to_fixed(to_point(f)) == f.
Point to_point(FixedPoint f);

/// The sign of twice the signed area of (a, b, c): +1 when c is left of
/// a->b in a y-up frame (counter-clockwise), 0 when collinear, -1 otherwise.
inline int orientation(FixedPoint a, FixedPoint b, FixedPoint c) {
    __extension__ typedef __int128 Wide; // |coordinates| <= 5 * 2^48, so |products| < 2^104
    const Wide det = Wide{b.x - a.x} * (c.y - a.y) - Wide{b.y - a.y} * (c.x - a.x);
    return (det > 0) - (det < 0);
}

/// True when the closed segments [a, b] and [c, d] share a point. A
/// segment may be a single point (a == b).
inline bool segments_intersect(FixedPoint a, FixedPoint b, FixedPoint c, FixedPoint d) {
    auto lo = [](std::int64_t p, std::int64_t q) { return p < q ? p : q; };
    auto hi = [](std::int64_t p, std::int64_t q) { return p < q ? q : p; };
    if (hi(a.x, b.x) < lo(c.x, d.x) || hi(c.x, d.x) < lo(a.x, b.x) || hi(a.y, b.y) < lo(c.y, d.y) ||
        hi(c.y, d.y) < lo(a.y, b.y)) {
        return false;
    }
    const int o1 = orientation(a, b, c);
    const int o2 = orientation(a, b, d);
    if (o1 * o2 > 0) {
        return false; // c and d strictly on one side of the line through a and b
    }
    const int o3 = orientation(c, d, a);
    const int o4 = orientation(c, d, b);
    if (o3 * o4 > 0) {
        return false; // a and b strictly on one side of the line through c and d
    }
    if (o1 * o2 < 0 && o3 * o4 < 0) {
        return true; // a proper crossing
    }
    // Otherwise they meet only where an end point of one lies on the other
    // (the boxes overlap, so collinear segments meet iff one holds an end
    // of the other; a point segment has every orientation 0).
    auto within = [&](FixedPoint p, FixedPoint q, FixedPoint r) {
        return lo(p.x, q.x) <= r.x && r.x <= hi(p.x, q.x) && lo(p.y, q.y) <= r.y &&
               r.y <= hi(p.y, q.y);
    };
    return (o1 == 0 && within(a, b, c)) || (o2 == 0 && within(a, b, d)) ||
           (o3 == 0 && within(c, d, a)) || (o4 == 0 && within(c, d, b));
}

/// True when the closed segment [a, b] shares a point with the open segment
/// (p, q), that is, with [p, q] less its two end points. p != q.
bool meets_open_segment(FixedPoint a, FixedPoint b, FixedPoint p, FixedPoint q);

/// True when the closed segment [a, b] meets the closed convex polygon
/// `poly` (counter-clockwise, as from geom::convex_hull; 1 or 2 points allowed).
bool segment_meets_convex(FixedPoint a, FixedPoint b, const std::vector<FixedPoint>& poly);

/// segment_meets_convex(p, p, poly): the point p lies in the closed convex
/// polygon `poly` (counter-clockwise; 1 or 2 points allowed, and flat ones).
bool point_in_convex(FixedPoint p, const std::vector<FixedPoint>& poly);

inline bool contains(const FixedRect& r, FixedPoint p) {
    return p.x >= r.x0 && p.x <= r.x1 && p.y >= r.y0 && p.y <= r.y1;
}

/// segment_meets_convex with the closed rectangle `r` (x0 <= x1, y0 <= y1;
/// flat ones allowed): the boxes first, then an end inside or a crossing of
/// an edge.
inline bool segment_meets_rect(FixedPoint a, FixedPoint b, const FixedRect& r) {
    if ((a.x < r.x0 && b.x < r.x0) || (a.x > r.x1 && b.x > r.x1) || (a.y < r.y0 && b.y < r.y0) ||
        (a.y > r.y1 && b.y > r.y1)) {
        return false;
    }
    if (contains(r, a) || contains(r, b)) {
        return true;
    }
    // Neither end inside: the segment meets the rectangle only across its edges.
    const FixedPoint c[4] = {{r.x0, r.y0}, {r.x1, r.y0}, {r.x1, r.y1}, {r.x0, r.y1}};
    for (int i = 0; i < 4; ++i) {
        if (segments_intersect(a, b, c[i], c[(i + 1) % 4])) {
            return true;
        }
    }
    return false;
}
inline bool intersects(const FixedRect& r, const FixedRect& o) {
    return r.x0 <= o.x1 && o.x0 <= r.x1 && r.y0 <= o.y1 && o.y0 <= r.y1;
}
/// The point of `r` nearest `p` (each coordinate clamped).
FixedPoint clamp_into(FixedPoint p, const FixedRect& r);

} // namespace skirmish::exact
