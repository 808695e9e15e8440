#include "geometry/exact.h"

#include <algorithm>
#include <cmath>

namespace skirmish::exact {
namespace {

__extension__ typedef __int128 Wide; // |coordinates| <= 5 * 2^48, so |products| < 2^104

bool within_box(FixedPoint a, FixedPoint b, FixedPoint p) {
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
           p.y <= std::max(a.y, b.y);
}

Wide dot(FixedPoint o, FixedPoint a, FixedPoint b) {
    return Wide{a.x - o.x} * (b.x - o.x) + Wide{a.y - o.y} * (b.y - o.y);
}

} // namespace

FixedRect to_fixed(const Rect& r) {
    return {to_units(r.x0), to_units(r.y0), to_units(r.x1), to_units(r.y1)};
}

Point to_point(FixedPoint f) {
    return {static_cast<double>(f.x) / static_cast<double>(kUnitsPerCell),
            static_cast<double>(f.y) / static_cast<double>(kUnitsPerCell)};
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

bool point_in_convex(FixedPoint p, const std::vector<FixedPoint>& poly) {
    const std::size_t n = poly.size();
    if (n < 3) {
        return n > 0 && segments_intersect(p, p, poly.front(), poly.back());
    }
    bool inner = false; // strictly inside some edge
    for (std::size_t i = 0; i < n; ++i) {
        const int side = orientation(poly[i], poly[i + 1 == n ? 0 : i + 1], p);
        if (side < 0) {
            return false;
        }
        inner = inner || side > 0;
    }
    if (inner) {
        return true;
    }
    // On the line of every edge: the polygon is flat (all its vertices on
    // one line, or one point), and p on that line; its box decides.
    const auto [lo_x, hi_x] =
        std::minmax_element(poly.begin(), poly.end(),
                            [](const FixedPoint& u, const FixedPoint& v) { return u.x < v.x; });
    const auto [lo_y, hi_y] =
        std::minmax_element(poly.begin(), poly.end(),
                            [](const FixedPoint& u, const FixedPoint& v) { return u.y < v.y; });
    return p.x >= lo_x->x && p.x <= hi_x->x && p.y >= lo_y->y && p.y <= hi_y->y;
}

bool segment_meets_convex(FixedPoint a, FixedPoint b, const std::vector<FixedPoint>& poly) {
    const std::size_t n = poly.size();
    if (n == 0) {
        return false;
    }
    if (n < 3) {
        return segments_intersect(a, b, poly.front(), poly.back());
    }
    if (a == b) {
        return point_in_convex(a, poly); // the same answer, with fewer orientations
    }
    // Separating axes: two closed convex polygons (the segment is one, or a
    // point) are disjoint exactly when a line parallel to an edge of one of
    // them separates them strictly. First the axes of the boxes, then each
    // edge of poly (both ends strictly outside it), then the segment's own
    // line (every vertex strictly on one side; never for a point).
    auto [x_lo, x_hi] = std::minmax(a.x, b.x);
    auto [y_lo, y_hi] = std::minmax(a.y, b.y);
    bool left_of_x = true, right_of_x = true, above_y = true, below_y = true;
    for (const FixedPoint& p : poly) {
        left_of_x = left_of_x && p.x < x_lo;
        right_of_x = right_of_x && p.x > x_hi;
        below_y = below_y && p.y < y_lo;
        above_y = above_y && p.y > y_hi;
    }
    if (left_of_x || right_of_x || below_y || above_y) {
        return false;
    }
    int positive = 0;
    int negative = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const FixedPoint p = poly[i];
        const FixedPoint q = poly[i + 1 == n ? 0 : i + 1];
        if (orientation(p, q, a) < 0 && orientation(p, q, b) < 0) {
            return false;
        }
        const int side = orientation(a, b, p);
        positive += side > 0 ? 1 : 0;
        negative += side < 0 ? 1 : 0;
    }
    return positive != static_cast<int>(n) && negative != static_cast<int>(n);
}

FixedPoint clamp_into(FixedPoint p, const FixedRect& r) {
    return {std::clamp(p.x, r.x0, r.x1), std::clamp(p.y, r.y0, r.y1)};
}

} // namespace skirmish::exact
