#include "geometry/primitives.h"

#include <algorithm>
#include <cmath>

namespace skirmish::geom {
namespace {

int sign(double v) {
    return (v > 0) - (v < 0);
}

bool on_segment(Point a, Point b, Point p) {
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
           p.y <= std::max(a.y, b.y);
}

} // namespace

bool segments_intersect(Point a, Point b, Point c, Point d) {
    // Boxes first: besides being quick, this keeps rounding in the
    // orientations of nearly collinear, far-apart segments from inventing
    // a crossing.
    if (std::max(a.x, b.x) < std::min(c.x, d.x) || std::max(c.x, d.x) < std::min(a.x, b.x) ||
        std::max(a.y, b.y) < std::min(c.y, d.y) || std::max(c.y, d.y) < std::min(a.y, b.y)) {
        return false;
    }
    const int o1 = sign(orient(a, b, c));
    const int o2 = sign(orient(a, b, d));
    const int o3 = sign(orient(c, d, a));
    const int o4 = sign(orient(c, d, b));
    if (o1 != o2 && o3 != o4) {
        return true;
    }
    return (o1 == 0 && on_segment(a, b, c)) || (o2 == 0 && on_segment(a, b, d)) ||
           (o3 == 0 && on_segment(c, d, a)) || (o4 == 0 && on_segment(c, d, b));
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

std::vector<Point> convex_hull(std::vector<Point> pts) {
    std::sort(pts.begin(), pts.end(),
              [](Point a, Point b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
    if (pts.size() < 3) {
        return pts;
    }
    std::vector<Point> hull(2 * pts.size());
    std::size_t k = 0;
    for (const Point& p : pts) { // lower chain
        while (k >= 2 && orient(hull[k - 2], hull[k - 1], p) <= 0) {
            --k;
        }
        hull[k++] = p;
    }
    for (std::size_t i = pts.size() - 1, lower = k + 1; i-- > 0;) { // upper chain
        while (k >= lower && orient(hull[k - 2], hull[k - 1], pts[i]) <= 0) {
            --k;
        }
        hull[k++] = pts[i];
    }
    hull.resize(k - 1);
    return hull;
}

bool segment_meets_convex(Point a, Point b, const std::vector<Point>& poly) {
    const std::size_t n = poly.size();
    if (n == 0) {
        return false;
    }
    if (n == 1) {
        return segments_intersect(a, b, poly[0], poly[0]);
    }
    bool a_inside = n >= 3;
    for (std::size_t i = 0; i < n; ++i) {
        const Point& p = poly[i];
        const Point& q = poly[(i + 1) % n];
        if (segments_intersect(a, b, p, q)) {
            return true;
        }
        if (orient(p, q, a) < 0) {
            a_inside = false;
        }
    }
    return a_inside; // no edge crossed: the segment is wholly inside or wholly outside
}

bool segment_clear_of_convex(Point a, Point b, const std::vector<Point>& poly, double margin) {
    if (poly.empty()) {
        return true;
    }
    auto separated_along = [&](Point axis) {
        const double len = std::hypot(axis.x, axis.y);
        if (len == 0) {
            return false;
        }
        auto proj = [&](Point p) { return (p.x * axis.x + p.y * axis.y) / len; };
        double lo = INFINITY;
        double hi = -INFINITY;
        for (const Point& p : poly) {
            lo = std::min(lo, proj(p));
            hi = std::max(hi, proj(p));
        }
        const double s0 = std::min(proj(a), proj(b));
        const double s1 = std::max(proj(a), proj(b));
        return s1 < lo - margin || s0 > hi + margin;
    };
    if (separated_along({-(b.y - a.y), b.x - a.x}) || separated_along({1, 0}) ||
        separated_along({0, 1})) {
        return true;
    }
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const Point p = poly[i];
        const Point q = poly[(i + 1) % poly.size()];
        if (separated_along({-(q.y - p.y), q.x - p.x})) {
            return true;
        }
    }
    return false;
}

std::vector<Point> segment_rect_boundary_points(Point a, Point b, const Rect& r) {
    std::vector<Point> out;
    const Point dir{b.x - a.x, b.y - a.y};
    auto range = clip_line(a, dir, r);
    if (!range) {
        return out;
    }
    const double t0 = std::max(range->first, 0.0);
    const double t1 = std::min(range->second, 1.0);
    if (t0 > t1) {
        return out;
    }
    auto at = [&](double t) { return Point{a.x + t * dir.x, a.y + t * dir.y}; };
    auto on_boundary = [&](Point p) {
        return p.x == r.x0 || p.x == r.x1 || p.y == r.y0 || p.y == r.y1 ||
               std::abs(p.x - r.x0) < 1e-12 || std::abs(p.x - r.x1) < 1e-12 ||
               std::abs(p.y - r.y0) < 1e-12 || std::abs(p.y - r.y1) < 1e-12;
    };
    const Point p0 = at(t0);
    const Point p1 = at(t1);
    if (on_boundary(p0)) {
        out.push_back(p0);
    }
    if (t1 > t0 && on_boundary(p1)) {
        out.push_back(p1);
    }
    return out;
}

} // namespace skirmish::geom
