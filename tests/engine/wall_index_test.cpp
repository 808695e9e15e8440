// Issue 17: the wall index's walk (WallIndex::blocking_segment, which
// visible_cells uses for every square) answers as a test of every wall does.
#include "geometry/exact.h"
#include "geometry/wall_index.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

using namespace skirmish;

namespace {

/// Walls of every shape the index buckets differently: long straight runs
/// along bucket edges, pieces that join, long diagonals across many
/// buckets, short fractional ones, points, and walls up to a cell beyond
/// the map (as far as a file or a command may place them).
BattleMap random_wall_map(std::mt19937& rng, int n) {
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    auto real = [&](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    BattleMap m(n, n);
    for (int i = pick(20, 120); i > 0; --i) {
        Wall w;
        const int kind = pick(0, 9);
        if (kind < 4) {
            const Point a{static_cast<double>(pick(-1, n + 1)),
                          static_cast<double>(pick(-1, n + 1))};
            const double len = pick(1, 12);
            w.from = a;
            w.to = pick(0, 1) ? Point{a.x + len, a.y} : Point{a.x, a.y + len};
        } else if (kind < 6) {
            w.from = {real(-1, n + 1), real(-1, n + 1)};
            w.to = {real(-1, n + 1), real(-1, n + 1)};
        } else if (kind < 8) {
            w.from = {real(0, n), real(0, n)};
            w.to = {w.from.x + real(-2, 2), w.from.y + real(-2, 2)};
        } else if (kind < 9) {
            w.from = {static_cast<double>(pick(0, n)), static_cast<double>(pick(0, n))};
            w.to = w.from;
        } else {
            const Point a{static_cast<double>(pick(0, n - 2)), static_cast<double>(pick(0, n - 2))};
            w.from = a;
            w.to = {a.x + 2, a.y + (pick(0, 1) ? 2 : -2)};
        }
        for (Point* p : {&w.from, &w.to}) {
            p->x = std::clamp(p->x, -1.0, n + 1.0);
            p->y = std::clamp(p->y, -1.0, n + 1.0);
        }
        const int k = pick(0, 5);
        w.kind = k < 4 ? WallKind::Wall : k == 4 ? WallKind::Window : WallKind::Door;
        w.state = static_cast<DoorState>(pick(0, 2));
        m.walls().push_back(w);
    }
    return m;
}

/// A query segment: anywhere, along an edge of the buckets (`side` cells
/// wide), on a wall's end, or a point.
std::pair<Point, Point> random_query(std::mt19937& rng, const BattleMap& m, int side) {
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    auto real = [&](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    const int n = m.width();
    Point p{real(0, n), real(0, n)};
    Point q{real(0, n), real(0, n)};
    switch (pick(0, 4)) {
    case 0: // along a bucket edge, horizontal or vertical
        p.y = q.y = side * pick(0, n / side);
        break;
    case 1:
        p.x = q.x = side * pick(0, n / side);
        break;
    case 2: // ending on a wall's end point
        if (!m.walls().empty()) {
            q = m.walls()[static_cast<std::size_t>(pick(0, static_cast<int>(m.walls().size()) - 1))]
                    .to;
        }
        break;
    case 3:
        q = p;
        break;
    default:
        break;
    }
    return {p, q};
}

} // namespace

TEST(WallIndex, BlockingSegmentAnswersAsEveryWallDoes) {
    std::mt19937 rng(17);
    int blocked = 0;
    int clear = 0;
    std::set<int> sides;
    for (int map = 0; map < 200; ++map) {
        const BattleMap m = random_wall_map(rng, 8 + 4 * (map % 10));
        const WallIndex index(m);
        sides.insert(index.bucket_side());
        for (int k = 0; k < 200; ++k) {
            const auto [p, q] = random_query(rng, m, index.bucket_side());
            const exact::FixedPoint fp = exact::to_fixed(p);
            const exact::FixedPoint fq = exact::to_fixed(q);
            bool every_wall_clear = true;
            for (const Wall& w : m.walls()) {
                if (w.blocks_sight() && exact::segments_intersect(fp, fq, exact::to_fixed(w.from),
                                                                  exact::to_fixed(w.to))) {
                    every_wall_clear = false;
                }
            }
            const auto found = index.blocking_segment(p, q);
            ASSERT_EQ(!found.has_value(), every_wall_clear)
                << "map " << map << ", [" << p.x << ", " << p.y << "] to [" << q.x << ", " << q.y
                << "]";
            ASSERT_EQ(index.segment_clear(p, q), every_wall_clear);
            if (found) {
                const auto& [a, b] = index.fixed(*found);
                EXPECT_TRUE(exact::segments_intersect(fp, fq, a, b)); // the wall it names blocks
                ++blocked;
            } else {
                ++clear;
            }
        }
    }
    // Both answers were asked for often, with every size of bucket.
    EXPECT_GT(blocked, 5000);
    EXPECT_GT(clear, 5000);
    EXPECT_EQ(sides, (std::set<int>{2, 4, 8}));
}

TEST(WallIndex, AWalkReadsTheSegmentOnTheLattice) {
    // The exact test reads each end at its lattice point; the walk must read
    // the buckets along that segment, not along the doubles given.
    BattleMap m(40, 40);
    m.walls().push_back(Wall{{0.5, 0}, {0.5, 2}});
    m.walls().push_back(Wall{{20, 8}, {20, 10}});
    const WallIndex index(m);
    // A rise of 5e-324 (a subnormal: dx / dy is infinite) that the lattice
    // reads as flat, along y = 0 through the first wall's end.
    EXPECT_FALSE(index.segment_clear({0, -5e-324}, {1, 0}));
    EXPECT_FALSE(index.segment_clear({1, 5e-324}, {0, -5e-324}));
    // Ends a few lattice units apart, under a band's edge (y = 8), that the
    // lattice reads as on it: the second wall's end is 18 cells from q.
    EXPECT_FALSE(index.segment_clear({2, 8 - 4e-12}, {30, 8 - 2e-12}));
    EXPECT_TRUE(index.segment_clear({2, 8 - 1.0 / 1024}, {30, 8 - 1.0 / 1024}));
}
