#include "geometry/primitives.h"

#include "geometry/exact.h"

#include <algorithm>
#include <cmath>

namespace skirmish::geom {

int orientation(Point a, Point b, Point c) {
    return exact::orientation(exact::to_fixed(a), exact::to_fixed(b), exact::to_fixed(c));
}

bool segments_intersect(Point a, Point b, Point c, Point d) {
    return exact::segments_intersect(exact::to_fixed(a), exact::to_fixed(b), exact::to_fixed(c),
                                     exact::to_fixed(d));
}

bool contains(const Rect& r, Point p) {
    return exact::contains(exact::to_fixed(r), exact::to_fixed(p));
}

bool intersects(const Rect& r, const Rect& o) {
    return exact::intersects(exact::to_fixed(r), exact::to_fixed(o));
}

std::optional<std::pair<double, double>> clip_line(Point o, Point dir, const Rect& r) {
    double t0 = -INFINITY;
    double t1 = INFINITY;
    const double p[4] = {-dir.x, dir.x, -dir.y, dir.y};
    const double q[4] = {o.x - r.x0, r.x1 - o.x, o.y - r.y0, r.y1 - o.y};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) {
                return std::nullopt;
            }
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) {
            t0 = std::max(t0, t);
        } else {
            t1 = std::min(t1, t);
        }
    }
    if (t0 > t1) {
        return std::nullopt;
    }
    return std::make_pair(t0, t1);
}

std::vector<Point> convex_hull(std::vector<Point> points) {
    // On the lattice, so that two doubles for one point (0.3 and 0.1 + 0.2)
    // are one point, and every turn is decided exactly.
    std::vector<exact::FixedPoint> pts;
    pts.reserve(points.size());
    for (Point p : points) {
        pts.push_back(exact::to_fixed(p));
    }
    auto less = [](exact::FixedPoint a, exact::FixedPoint b) {
        return a.x < b.x || (a.x == b.x && a.y < b.y);
    };
    std::sort(pts.begin(), pts.end(), less);
    pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
    std::vector<Point> out;
    if (pts.size() < 3) {
        for (exact::FixedPoint p : pts) {
            out.push_back(exact::to_point(p));
        }
        return out;
    }
    std::vector<exact::FixedPoint> hull(2 * pts.size());
    std::size_t k = 0;
    for (const exact::FixedPoint& p : pts) { // lower chain
        while (k >= 2 && exact::orientation(hull[k - 2], hull[k - 1], p) <= 0) {
            --k;
        }
        hull[k++] = p;
    }
    for (std::size_t i = pts.size() - 1, lower = k + 1; i-- > 0;) { // upper chain
        while (k >= lower && exact::orientation(hull[k - 2], hull[k - 1], pts[i]) <= 0) {
            --k;
        }
        hull[k++] = pts[i];
    }
    hull.resize(k - 1);
    for (exact::FixedPoint p : hull) {
        out.push_back(exact::to_point(p));
    }
    return out;
}

bool segment_meets_convex(Point a, Point b, const std::vector<Point>& poly) {
    std::vector<exact::FixedPoint> fixed;
    fixed.reserve(poly.size());
    for (Point p : poly) {
        fixed.push_back(exact::to_fixed(p));
    }
    return exact::segment_meets_convex(exact::to_fixed(a), exact::to_fixed(b), fixed);
}

std::vector<Point> segment_rect_boundary_points(Point a, Point b, const Rect& r) {
    std::vector<Point> out;
    const Point dir = b - a;
    auto range = clip_line(a, dir, r);
    if (!range) {
        return out;
    }
    const double t0 = std::max(range->first, 0.0);
    const double t1 = std::min(range->second, 1.0);
    if (t0 > t1) {
        return out;
    }
    // Where the clipped piece ends inside [0, 1], it ends on the boundary.
    auto at = [&](double t) { return Point{a.x + t * dir.x, a.y + t * dir.y}; };
    if (range->first >= 0) {
        out.push_back(at(t0));
    }
    if (range->second <= 1 && t1 > t0) {
        out.push_back(at(t1));
    }
    return out;
}

} // namespace skirmish::geom
