// Issue 16: the exact predicates of engine/geometry/exact.h.
#include "geometry/exact.h"
#include "geometry/primitives.h"

#include <gtest/gtest.h>

#include <random>

using namespace skirmish;
using exact::to_fixed;

TEST(Exact, LatticeValuesAreReadExactly) {
    // 0.3 and 0.1 + 0.2 are different doubles for one point of the lattice.
    EXPECT_NE(0.3, 0.1 + 0.2);
    EXPECT_EQ(to_fixed(Point{0.3, 0}), to_fixed(Point{0.1 + 0.2, 0}));
    EXPECT_EQ(to_fixed(Point{3.05, 0}).x, 3 * exact::kUnitsPerCell + exact::kUnitsPerCell / 20);
    EXPECT_EQ(to_fixed(Point{1.0 / 1024, 0}).x, exact::kUnitsPerCell / 1024);
    // The double written back reads as the same lattice point.
    const exact::FixedPoint f{123456789012345, -98765432109};
    EXPECT_EQ(to_fixed(exact::to_point(f)), f);
    // Far and NaN points are clamped, not undefined.
    EXPECT_EQ(to_fixed(Point{1e300, 0}).x,
              static_cast<std::int64_t>(exact::kMaxCells) * exact::kUnitsPerCell);
    EXPECT_EQ(to_fixed(Point{std::nan(""), 0}).x,
              -static_cast<std::int64_t>(exact::kMaxCells) * exact::kUnitsPerCell);
}

TEST(Exact, CollinearInsetPointsAreCollinear) {
    // (0.95, 0.05), (2, 1) and (3.05, 1.95) lie on one line; in doubles the
    // orientation is not 0 in every mirror of it.
    for (int n : {4, 8, 10, 1000}) {
        const Point a{n - 0.95, 0.05};
        const Point b{n - 2.0, 1};
        const Point c{n - 3.05, 1.95};
        EXPECT_EQ(geom::orientation(a, b, c), 0) << n;
        EXPECT_EQ(geom::orientation({0.95, 0.05}, {2, 1}, {3.05, 1.95}), 0);
    }
    EXPECT_EQ(geom::orientation({0, 0}, {1, 0}, {0, 1}), 1);
    EXPECT_EQ(geom::orientation({0, 0}, {1, 0}, {0, -1}), -1);
}

TEST(Exact, ClosedSegmentsTouchAtTheirEnds) {
    EXPECT_TRUE(geom::segments_intersect({0.95, 0.05}, {3.05, 1.95}, {2, 1}, {2, 5}));
    EXPECT_FALSE(
        geom::segments_intersect({0.95, 0.05}, {3.05, 1.95}, {2, 1.0 + 1.0 / 1024}, {2, 5}));
    EXPECT_TRUE(geom::segments_intersect({0, 0}, {1, 0}, {1, 0}, {2, 0})); // end to end
    EXPECT_FALSE(geom::segments_intersect({0, 0}, {1, 0}, {1.05, 0}, {2, 0}));
    EXPECT_TRUE(geom::segments_intersect({0, 0}, {2, 2}, {1, 1}, {1, 1})); // a point on it
    EXPECT_TRUE(geom::segments_intersect({0, 0}, {2, 2}, {0, 2}, {2, 0})); // a crossing
}

TEST(Exact, AnEdgesOpenInteriorLeavesOutItsEnds) {
    using exact::meets_open_segment;
    const auto p = to_fixed(Point{3, 2});
    const auto q = to_fixed(Point{3, 3});
    // A wall ending on the edge's corner does not meet the open edge...
    EXPECT_FALSE(meets_open_segment(to_fixed(Point{1, 2}), to_fixed(Point{3, 2}), p, q));
    // ...nor one crossing through that corner.
    EXPECT_FALSE(meets_open_segment(to_fixed(Point{2, 1}), to_fixed(Point{4, 3}), p, q));
    // One along the line that stops at the corner does not; one past it does.
    EXPECT_FALSE(meets_open_segment(to_fixed(Point{3, 0}), to_fixed(Point{3, 2}), p, q));
    EXPECT_TRUE(meets_open_segment(to_fixed(Point{3, 0}), to_fixed(Point{3, 2.05}), p, q));
    // A crossing 1/1024 from the corner does.
    EXPECT_TRUE(meets_open_segment(to_fixed(Point{2, 2 + 1.0 / 1024}),
                                   to_fixed(Point{4, 2 + 1.0 / 1024}), p, q));
    // A point wall inside the edge does; one at its end does not.
    EXPECT_TRUE(meets_open_segment(to_fixed(Point{3, 2.5}), to_fixed(Point{3, 2.5}), p, q));
    EXPECT_FALSE(meets_open_segment(q, q, p, q));
}

namespace {
/// segment_meets_convex as its contract reads, the slow way: [a, b] meets
/// an edge, or lies inside (a on the inner side of every edge of a polygon
/// with an inside: a flat one is all edges).
bool meets_by_edges(exact::FixedPoint a, exact::FixedPoint b,
                    const std::vector<exact::FixedPoint>& poly) {
    const std::size_t n = poly.size();
    if (n < 3) {
        return n > 0 && exact::segments_intersect(a, b, poly.front(), poly.back());
    }
    bool flat = true;
    for (std::size_t i = 1; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            flat = flat && exact::orientation(poly[0], poly[i], poly[j]) == 0;
        }
    }
    bool inside = !flat;
    for (std::size_t i = 0; i < n; ++i) {
        const auto p = poly[i];
        const auto q = poly[(i + 1) % n];
        if (exact::segments_intersect(a, b, p, q)) {
            return true;
        }
        inside = inside && exact::orientation(p, q, a) >= 0;
    }
    return inside;
}
} // namespace

TEST(Exact, SegmentMeetsConvexAsItsEdgesAndInteriorSay) {
    // Points on a coarse grid of half cells, so that touching, collinear and
    // end-on-edge cases are common; polygons are hulls of 1-7 points (so
    // also single points and segments), rectangles, and flat polygons of 3
    // or 4 vertices on one line or at one point. A seventh of the segments
    // are points (point_in_convex's path).
    std::mt19937 rng(17);
    std::uniform_int_distribution<int> coord(0, 8);
    auto point = [&] { return Point{coord(rng) / 2.0, coord(rng) / 2.0}; };
    int met = 0;
    int missed = 0;
    for (int round = 0; round < 20000; ++round) {
        std::vector<Point> pts;
        if (round % 4 == 0) {
            const Point p = point();
            Point q = point();
            while (q.x == p.x || q.y == p.y) { // a rectangle, not a flat one
                q = point();
            }
            pts = {p, {q.x, p.y}, q, {p.x, q.y}};
            if (p.x > q.x) {
                std::swap(pts[1], pts[3]); // keep it counter-clockwise
            }
            if (p.y > q.y) {
                std::swap(pts[1], pts[3]);
            }
        } else if (round % 8 == 1) {
            // Flat: there along a line and back, or one point repeated.
            const Point p = point();
            const Point q = round % 16 == 1 ? point() : p;
            const Point m{(p.x + q.x) / 2, (p.y + q.y) / 2};
            pts = round % 3 == 0 ? std::vector<Point>{p, m, q} : std::vector<Point>{p, m, q, m};
        } else {
            const int n = 1 + static_cast<int>(rng() % 7);
            for (int i = 0; i < n; ++i) {
                pts.push_back(point());
            }
            pts = geom::convex_hull(pts);
        }
        std::vector<exact::FixedPoint> poly;
        for (Point p : pts) {
            poly.push_back(to_fixed(p));
        }
        const auto a = to_fixed(point());
        const auto b = round % 7 == 0 ? a : to_fixed(point());
        const bool want = meets_by_edges(a, b, poly);
        ASSERT_EQ(exact::segment_meets_convex(a, b, poly), want) << "round " << round;
        ASSERT_EQ(exact::point_in_convex(a, poly), meets_by_edges(a, a, poly)) << "round " << round;
        if (round % 4 == 0 || round % 8 == 1) {
            // Rectangles, and flat ones (a segment or a point along an axis).
            const auto [x0, x1] = std::minmax({poly.front().x, poly[poly.size() / 2].x});
            const auto [y0, y1] = std::minmax({poly.front().y, poly[poly.size() / 2].y});
            const exact::FixedRect r{x0, y0, x1, y1};
            const std::vector<exact::FixedPoint> box{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
            ASSERT_EQ(exact::segment_meets_rect(a, b, r), meets_by_edges(a, b, box))
                << "round " << round;
        }
        (want ? met : missed) += 1;
    }
    // Both answers were exercised, many times.
    EXPECT_GT(met, 2000);
    EXPECT_GT(missed, 2000);
}
