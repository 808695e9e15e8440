#include "geometry/sight_search.h"

#include "geometry/critical_lines.h"
#include "geometry/primitives.h"

#include <algorithm>
#include <cmath>

namespace skirmish::search {
namespace {

/// Whether the line through `o` along `d` (any length) meets the closed
/// rectangle `r`: its corners are not all strictly on one side. With d == 0
/// every side is 0, so it answers true; the caller skips that case.
bool line_meets(Point o, Point d, const Rect& r) {
    double lo = INFINITY;
    double hi = -INFINITY;
    for (Point c : r.corners()) {
        const double side = d.x * (c.y - o.y) - d.y * (c.x - o.x);
        lo = std::min(lo, side);
        hi = std::max(hi, side);
    }
    return lo <= 0 && hi >= 0;
}

/// Removes from `points` (from index `first` on) each point equal to an
/// earlier one, keeping the order of the rest.
void drop_repeats(std::vector<Point>& points, std::size_t first) {
    std::vector<std::pair<Point, std::size_t>> sorted;
    sorted.reserve(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        sorted.emplace_back(points[i], i);
    }
    auto key = [](const Point& p) { return std::pair{p.x, p.y}; };
    std::stable_sort(sorted.begin(), sorted.end(),
                     [&](const auto& p, const auto& q) { return key(p.first) < key(q.first); });
    std::vector<bool> keep(points.size(), true);
    for (std::size_t i = 1; i < sorted.size(); ++i) {
        if (key(sorted[i].first) == key(sorted[i - 1].first)) {
            keep[sorted[i].second] = false;
        }
    }
    std::size_t out = first;
    for (std::size_t i = first; i < points.size(); ++i) {
        if (keep[i]) {
            points[out++] = points[i];
        }
    }
    points.resize(out);
}

} // namespace

std::array<exact::FixedPoint, 4> fixed_corners(const Rect& r) {
    const auto c = r.corners();
    return {exact::to_fixed(c[0]), exact::to_fixed(c[1]), exact::to_fixed(c[2]),
            exact::to_fixed(c[3])};
}

std::vector<Point> hull_of_squares(const Rect& a, const Rect& b) {
    std::vector<Point> pts;
    pts.reserve(8);
    for (Point p : a.corners()) {
        pts.push_back(p);
    }
    for (Point p : b.corners()) {
        pts.push_back(p);
    }
    return geom::convex_hull(std::move(pts));
}

/// True when the line L of `w` strictly separates a from b and w blocks
/// every segment from a point of a to a point of b; a and b are the corners
/// (nw, ne, se, sw, as fixed_corners() gives them) of two axis-aligned
/// rectangles with x0 <= x1 and y0 <= y1 (a point is one): the like-corner
/// pairs below rely on that order.
///
/// Why four segments decide it. The segments between the rectangles fill
/// their convex hull H, and each crosses L once, so their crossings with L fill L's
/// chord of H, whose ends lie on H's two bridges (the hull's edges joining
/// a to b). w lies on L, so it meets every segment iff it meets both
/// bridges. A bridge lies on a line supporting both squares on the same
/// side, and a line supports an axis-aligned square at the corner picked by
/// the signs of its outward normal (at either corner of an edge when a sign
/// is 0): the same corner of each square. So each bridge's line holds a
/// pair of like corners (nw to nw, ne to ne, ...), whose segment crosses L
/// where the bridge does; testing the four like pairs tests both bridges.
bool single_wall_blocks(const std::pair<exact::FixedPoint, exact::FixedPoint>& w,
                        const std::array<exact::FixedPoint, 4>& a,
                        const std::array<exact::FixedPoint, 4>& b) {
    // One pair first: most walls miss its box.
    if (!exact::segments_intersect(a[0], b[0], w.first, w.second)) {
        return false;
    }
    const int sa = strict_side(w.first, w.second, a);
    const int sb = strict_side(w.first, w.second, b);
    if (sa == 0 || sb == 0 || sa == sb) {
        return false;
    }
    for (std::size_t i = 1; i < 4; ++i) {
        if (!exact::segments_intersect(a[i], b[i], w.first, w.second)) {
            return false;
        }
    }
    return true;
}

std::optional<Segment> clear_line(const Rect& a, const Rect& b, const std::vector<Point>& hull,
                                  Blockers& blockers) {
    const auto corners_a = fixed_corners(a);
    const auto corners_b = fixed_corners(b);
    for (std::size_t i = 0; i < 4; ++i) {
        for (std::size_t j = 0; j < 4; ++j) {
            if (blockers.clear(corners_a[i], corners_b[j])) {
                return Segment{a.corners()[i], b.corners()[j]};
            }
        }
    }
    // The exhaustive search.
    std::vector<Point> crit;
    crit.reserve(8 + 4 * blockers.ids().size());
    for (Point p : a.corners()) {
        crit.push_back(p);
    }
    for (Point p : b.corners()) {
        crit.push_back(p);
    }
    blockers.add_critical_points(hull, {a, b}, crit);
    drop_repeats(crit, 8); // walls drawn as chains share their end points
    const exact::FixedRect fixed_a = exact::to_fixed(a);
    const exact::FixedRect fixed_b = exact::to_fixed(b);
    constexpr double kGrow = 1e-6;
    const Rect grown_a{a.x0 - kGrow, a.y0 - kGrow, a.x1 + kGrow, a.y1 + kGrow};
    const Rect grown_b{b.x0 - kGrow, b.y0 - kGrow, b.x1 + kGrow, b.y1 + kGrow};
    for (std::size_t i = 0; i < crit.size(); ++i) {
        for (std::size_t j = i + 1; j < crit.size(); ++j) {
            const Point x = crit[i];
            const Point y = crit[j];
            const Point d = y - x;
            // Lines near this one meet both squares only if it (nearly) does.
            if (!line_meets(x, d, grown_a) || !line_meets(x, d, grown_b)) {
                continue;
            }
            const double len = std::hypot(d.x, d.y);
            if (len == 0) {
                continue;
            }
            const Point u = d * (1 / len);
            // One wall that blocks every candidate with room to spare.
            if (auto gap = critical::line_gap(x, u, a, b)) {
                const double drift = critical::drift(a, b, len);
                if (blockers.blocked_with_room(x, u, *gap, a, b, drift, 10 * drift)) {
                    continue;
                }
            }
            for (const critical::Line& line : critical::candidates(x, y, u, len)) {
                auto g = critical::gap_segment(line, a, fixed_a, b, fixed_b);
                if (g && blockers.clear_searching(g->a, g->b)) {
                    return g->segment();
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace skirmish::search
