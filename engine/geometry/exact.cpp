#include "geometry/exact.h"

#include <algorithm>
#include <cmath>

namespace skirmish::exact {
namespace {

__extension__ typedef __int128 Wide; // |products| < 2^103 with |coordinates| <= 2^50

std::int64_t to_units(double v) {
    constexpr double kLimit = kMaxCells * static_cast<double>(kUnitsPerCell);
    // Multiplying by 5 * 2^34 rounds at most once, far below half a unit
    // for |v| <= kMaxCells, so a lattice value is recovered exactly.
    const double scaled = std::nearbyint(v * static_cast<double>(kUnitsPerCell));
    if (!(scaled >= -kLimit)) {
        return -static_cast<std::int64_t>(kLimit);
    }
    if (scaled > kLimit) {
        return static_cast<std::int64_t>(kLimit);
    }
    return static_cast<std::int64_t>(scaled);
}

bool within_box(FixedPoint a, FixedPoint b, FixedPoint p) {
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
           p.y <= std::max(a.y, b.y);
}

Wide dot(FixedPoint o, FixedPoint a, FixedPoint b) {
    return Wide{a.x - o.x} * (b.x - o.x) + Wide{a.y - o.y} * (b.y - o.y);
}

} // namespace

FixedPoint to_fixed(Point p) {
    return {to_units(p.x), to_units(p.y)};
}

FixedRect to_fixed(const Rect& r) {
    return {to_units(r.x0), to_units(r.y0), to_units(r.x1), to_units(r.y1)};
}

Point to_point(FixedPoint f) {
    return {static_cast<double>(f.x) / static_cast<double>(kUnitsPerCell),
            static_cast<double>(f.y) / static_cast<double>(kUnitsPerCell)};
}

int orientation(FixedPoint a, FixedPoint b, FixedPoint c) {
    const Wide det = Wide{b.x - a.x} * (c.y - a.y) - Wide{b.y - a.y} * (c.x - a.x);
    return (det > 0) - (det < 0);
}

bool segments_intersect(FixedPoint a, FixedPoint b, FixedPoint c, FixedPoint d) {
    if (std::max(a.x, b.x) < std::min(c.x, d.x) || std::max(c.x, d.x) < std::min(a.x, b.x) ||
        std::max(a.y, b.y) < std::min(c.y, d.y) || std::max(c.y, d.y) < std::min(a.y, b.y)) {
        return false;
    }
    const int o1 = orientation(a, b, c);
    const int o2 = orientation(a, b, d);
    const int o3 = orientation(c, d, a);
    const int o4 = orientation(c, d, b);
    if (o1 * o2 < 0 && o3 * o4 < 0) {
        return true; // a proper crossing
    }
    // Otherwise they meet only where an end point of one lies on the other
    // (the boxes overlap, so collinear segments meet iff one holds an end
    // of the other; a point segment has every orientation 0).
    return (o1 == 0 && within_box(a, b, c)) || (o2 == 0 && within_box(a, b, d)) ||
           (o3 == 0 && within_box(c, d, a)) || (o4 == 0 && within_box(c, d, b));
}

bool meets_open_segment(FixedPoint a, FixedPoint b, FixedPoint p, FixedPoint q) {
    if (!segments_intersect(a, b, p, q)) {
        return false;
    }
    if (orientation(a, b, p) == 0 && orientation(a, b, q) == 0 && orientation(p, q, a) == 0 &&
        orientation(p, q, b) == 0) {
        // On one line: measure along p->q; the overlap of [a, b] with
        // [p, q] must reach past an end point into the open middle.
        const Wide len = dot(p, q, q);
        const Wide ta = dot(p, q, a);
        const Wide tb = dot(p, q, b);
        const Wide lo = std::max(std::min(ta, tb), Wide{0});
        const Wide hi = std::min(std::max(ta, tb), len);
        return lo < hi || (lo == hi && lo > 0 && lo < len);
    }
    // Not on one line: they meet in a single point, which is p (or q)
    // exactly when p (or q) lies on [a, b].
    const bool at_p = orientation(a, b, p) == 0 && within_box(a, b, p);
    const bool at_q = orientation(a, b, q) == 0 && within_box(a, b, q);
    return !at_p && !at_q;
}

FixedPoint clamp_into(FixedPoint p, const FixedRect& r) {
    return {std::clamp(p.x, r.x0, r.x1), std::clamp(p.y, r.y0, r.y1)};
}

} // namespace skirmish::exact
