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

namespace skirmish::exact {

/// Lattice units in one cell: 5120 (= lcm of 20 and 1024) times 2^24.
inline constexpr std::int64_t kUnitsPerCell = std::int64_t{5120} << 24;
/// The largest |coordinate| read, in cells.
inline constexpr double kMaxCells = 65536;

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

/// The lattice point nearest `p` (ties to even), clamped to +-kMaxCells.
/// NaN reads as -kMaxCells.
FixedPoint to_fixed(Point p);
FixedRect to_fixed(const Rect& r);
/// The double nearest the lattice point; to_fixed(to_point(f)) == f.
Point to_point(FixedPoint f);

/// The sign of twice the signed area of (a, b, c): +1 when c is left of
/// a->b in a y-up frame (counter-clockwise), 0 when collinear, -1 otherwise.
int orientation(FixedPoint a, FixedPoint b, FixedPoint c);

/// True when the closed segments [a, b] and [c, d] share a point. A
/// segment may be a single point (a == b).
bool segments_intersect(FixedPoint a, FixedPoint b, FixedPoint c, FixedPoint d);

/// True when the closed segment [a, b] shares a point with the open segment
/// (p, q), that is, with [p, q] less its two end points. p != q.
bool meets_open_segment(FixedPoint a, FixedPoint b, FixedPoint p, FixedPoint q);

inline bool contains(const FixedRect& r, FixedPoint p) {
    return p.x >= r.x0 && p.x <= r.x1 && p.y >= r.y0 && p.y <= r.y1;
}
inline bool intersects(const FixedRect& r, const FixedRect& o) {
    return r.x0 <= o.x1 && o.x0 <= r.x1 && r.y0 <= o.y1 && o.y0 <= r.y1;
}
/// The point of `r` nearest `p` (each coordinate clamped).
FixedPoint clamp_into(FixedPoint p, const FixedRect& r);

} // namespace skirmish::exact
