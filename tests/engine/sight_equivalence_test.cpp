// Issue 17, acceptance: the faster visibility gives the same answer as the
// old one (reference_sight.cpp, the code before issue 17) on every cell of
// the benchmark map, of the 80,000-segment cave map and of 1,000 random maps
// built to exercise what the new code relies on: chains and loops of walls
// sharing end points, walls ending on others (T), walls crossing, walls
// through squares, staggered walls, on 1/8- and 1/16-square lattices, and
// walls along and at the corners of squares' sight insets (0.05 in). Line
// of sight and cover's corners between squares are compared too: on those
// random maps and for every pair of units of the benchmark map.
#include "bench_map.h"
#include "big_encounter.h"
#include "geometry/wall_barrier.h"
#include "reference_sight.h"

#include <gtest/gtest.h>

#include <random>

using namespace skirmish;

namespace {

// Sanitizer builds run the large maps from fewer units (each view of the old
// code on the cave takes a third of a second unsanitized).
#if defined(__SANITIZE_ADDRESS__) // g++
#define SKIRMISH_SANITIZED 1
#elif defined(__has_feature) // clang
#if __has_feature(address_sanitizer)
#define SKIRMISH_SANITIZED 1
#endif
#endif
#if defined(SKIRMISH_SANITIZED)
constexpr std::size_t kCaveUnits = 4;
#else
constexpr std::size_t kCaveUnits = 20;
#endif
#undef SKIRMISH_SANITIZED

BattleMap chain_map(std::mt19937& rng) {
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const int n = pick(8, 14);
    BattleMap m(n, n);
    auto lattice = [&](int lo, int hi) { return pick(lo * 8, hi * 8) / 8.0; };
    auto add = [&](Point a, Point b) {
        if (a.x == b.x && a.y == b.y) {
            return;
        }
        Wall w{a, b, WallKind::Wall, DoorState::Closed};
        const int k = pick(0, 9);
        if (k == 0) {
            w.kind = WallKind::Window;
        } else if (k == 1) {
            w.kind = WallKind::Door;
            w.state = static_cast<DoorState>(pick(0, 2));
        }
        m.walls().push_back(w);
    };
    // Chains and closed loops with ragged steps.
    for (int c = pick(1, 4); c > 0; --c) {
        const Point start{lattice(0, n), lattice(0, n)};
        Point at = start;
        const int steps = pick(2, 7);
        for (int i = 0; i < steps; ++i) {
            const Point next{std::clamp(at.x + pick(-16, 16) / 8.0, 0.0, double(n)),
                             std::clamp(at.y + pick(-16, 16) / 8.0, 0.0, double(n))};
            add(at, next);
            at = next;
        }
        if (pick(0, 2) == 0) {
            add(at, start);
        }
    }
    // Grid walls, some ending on others (T) or crossing them.
    for (int c = pick(0, 5); c > 0; --c) {
        const Point a{double(pick(0, n)), double(pick(0, n))};
        const int len = pick(1, 4);
        add(a, pick(0, 1) ? Point{a.x + len, a.y} : Point{a.x, a.y + len});
    }
    for (int c = pick(0, 2); c > 0 && !m.walls().empty(); --c) {
        const Wall& on = m.walls()[static_cast<std::size_t>(pick(0, int(m.walls().size()) - 1))];
        const Point mid{(on.from.x + on.to.x) / 2, (on.from.y + on.to.y) / 2};
        add(mid, {std::clamp(mid.x + pick(-12, 12) / 8.0, 0.0, double(n)),
                  std::clamp(mid.y + pick(-12, 12) / 8.0, 0.0, double(n))});
    }
    // Walls on the insets' edges (x.05 and x.95), touching or running along
    // a square's sight square exactly.
    for (int c = pick(0, 2); c > 0; --c) {
        auto inset = [&] { return pick(0, n - 1) + (pick(0, 1) ? 0.05 : 0.95); };
        const Point a{inset(), inset()};
        const int len = pick(0, 2);
        add(a, pick(0, 1) ? Point{std::min(a.x + len + 0.9, double(n)), a.y}
                          : Point{inset(), inset()});
    }
    // Short free walls: staggered pairs and walls through squares.
    for (int c = pick(0, 4); c > 0; --c) {
        const Point a{lattice(0, n), lattice(0, n)};
        add(a, {std::clamp(a.x + pick(-16, 16) / 8.0, 0.0, double(n)),
                std::clamp(a.y + pick(-16, 16) / 8.0, 0.0, double(n))});
    }
    return m;
}

void expect_same_views(const Encounter& enc, std::size_t units, const char* name) {
    const Sight sight(enc.map);
    const reference::OldSight old(enc.map);
    for (std::size_t i = 0; i < std::min(units, enc.units.size()); ++i) {
        const Unit& u = enc.units[i];
        const Rect from = sight_square(u.cell, u.size);
        const std::vector<Cell> now = sight.visible_cells(from);
        ASSERT_EQ(now, old.visible_cells(from)) << name << ", unit " << i;
        EXPECT_GT(now.size(), 1U) << name << ", unit " << i; // not a blind view
    }
}

} // namespace

TEST(SightEquivalence, RandomMapsGiveTheOldAnswerOnEveryCell) {
    std::mt19937 rng(20261127);
    int hidden = 0;
    int visible = 0;
    int proofs = 0;
    int corners_seen = 0;
    for (int round = 0; round < 1000; ++round) {
        const BattleMap m = chain_map(rng);
        const Sight sight(m);
        const reference::OldSight old(m);
        auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
        const int size = pick(0, 4) == 0 ? 2 : 1;
        const Rect from =
            sight_square({pick(0, m.width() - size), pick(0, m.height() - size)}, size);
        const std::vector<Cell> now = sight.visible_cells(from);
        ASSERT_EQ(now, old.visible_cells(from)) << "round " << round;
        visible += static_cast<int>(now.size());
        hidden += m.width() * m.height() - static_cast<int>(now.size());
        // The barrier proof on its own: never claimed where there is sight.
        for (int k = 0; k < 20; ++k) {
            const Rect to = sight_square({pick(0, m.width() - 1), pick(0, m.height() - 1)});
            std::vector<std::uint32_t> ids(sight.walls().segments().size());
            for (std::uint32_t id = 0; id < ids.size(); ++id) {
                ids[id] = id;
            }
            if (walls_separate(sight.walls(), ids, from, to)) {
                ++proofs;
                ASSERT_FALSE(old.line_of_sight(from, to).visible) << "round " << round;
            }
            ASSERT_EQ(sight.line_of_sight(from, to).visible, old.line_of_sight(from, to).visible)
                << "round " << round;
            // Cover's corners.
            for (Point corner : to.corners()) {
                const LineOfSight now = sight.sees_point(from, corner);
                ASSERT_EQ(now.visible, old.sees_point(from, corner).visible) << "round " << round;
                corners_seen += now.visible ? 1 : 0;
            }
        }
    }
    EXPECT_GT(corners_seen, 10000);
    // Both answers are common, and the barrier proves a good share of the hidden.
    EXPECT_GT(hidden, 20000);
    EXPECT_GT(visible, 20000);
    EXPECT_GT(proofs, 1000);
}

// The exhaustive search skips a critical line when one wall blocks every
// line near it with room to spare (sight.cpp, blocks_with_room). Its margin
// grows with the wall's length over its ends' distances from the line, so
// these maps hold long walls at shallow angles, walls ending on the lines
// through the insets' corners, and walls grazing the insets.
TEST(SightEquivalence, LongShallowWallsGiveTheOldAnswer) {
    std::mt19937 rng(5120);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    int hidden = 0;
    for (int round = 0; round < 1000; ++round) {
        const int n = pick(10, 18);
        BattleMap m(n, n);
        auto add = [&](Point a, Point b) {
            if (a.x != b.x || a.y != b.y) {
                m.walls().push_back({a, b, WallKind::Wall, DoorState::Closed});
            }
        };
        auto inset = [&] { return pick(0, n - 1) + (pick(0, 1) ? 0.05 : 0.95); };
        for (int c = pick(2, 6); c > 0; --c) {
            // Across the map, rising a fraction of a cell over its length.
            const double y = pick(1, n - 1) + pick(-4, 4) / 16.0;
            const double rise = pick(-8, 8) / 64.0;
            const double x0 = pick(0, n / 2) + pick(0, 7) / 8.0;
            add({x0, y}, {std::min(double(n), x0 + pick(4, n)), y + rise});
        }
        for (int c = pick(0, 3); c > 0; --c) {
            // On the line through two insets' corners, ending short of them.
            const Point p{inset(), inset()};
            const Point q{inset(), inset()};
            const double f = pick(1, 3) / 4.0;
            const double g = pick(5, 7) / 8.0;
            add({p.x + f * (q.x - p.x), p.y + f * (q.y - p.y)},
                {p.x + g * (q.x - p.x), p.y + g * (q.y - p.y)});
        }
        for (int c = pick(0, 3); c > 0; --c) {
            // Short walls grazing an inset's corner, in either direction.
            const Point p{inset(), inset()};
            add(p, {std::clamp(p.x + pick(-12, 12) / 8.0, 0.0, double(n)),
                    std::clamp(p.y + pick(-12, 12) / 8.0, 0.0, double(n))});
        }
        const Sight sight(m);
        const reference::OldSight old(m);
        const int size = pick(0, 3) == 0 ? 2 : 1;
        const Rect from = sight_square({pick(0, n - size), pick(0, n - size)}, size);
        const std::vector<Cell> now = sight.visible_cells(from);
        ASSERT_EQ(now, old.visible_cells(from)) << "round " << round;
        hidden += n * n - static_cast<int>(now.size());
        for (int k = 0; k < 10; ++k) {
            const Rect to = sight_square({pick(0, n - 1), pick(0, n - 1)});
            ASSERT_EQ(sight.line_of_sight(from, to).visible, old.line_of_sight(from, to).visible)
                << "round " << round;
        }
    }
    EXPECT_GT(hidden, 20000); // the walls hide a good share
}

TEST(SightEquivalence, BenchmarkMapFromEveryUnit) {
    expect_same_views(bench::benchmark_encounter(), 100, "benchmark map");
}

// Line of sight between units, and cover's corners, walk through the index
// before they gather the walls under the two squares (sight.cpp): the same
// answers as the old code for every pair of units of the benchmark map, and
// witnesses that are clear of every wall and run from square to square.
TEST(SightEquivalence, BenchmarkMapPairsGiveTheOldAnswer) {
    const Encounter enc = bench::benchmark_encounter();
    const Sight sight(enc.map);
    const reference::OldSight old(enc.map);
    // Within 1e-9 cell of the square: witnesses sit on the lattice.
    auto near = [](const Rect& r, Point p) {
        constexpr double e = 1e-9;
        return p.x >= r.x0 - e && p.x <= r.x1 + e && p.y >= r.y0 - e && p.y <= r.y1 + e;
    };
    int visible = 0;
    for (std::size_t i = 0; i < enc.units.size(); ++i) {
        for (std::size_t j = i + 1; j < enc.units.size(); ++j) {
            const Rect a = sight_square(enc.units[i].cell, enc.units[i].size);
            const Rect b = sight_square(enc.units[j].cell, enc.units[j].size);
            const LineOfSight now = sight.line_of_sight(a, b);
            ASSERT_EQ(now.visible, old.line_of_sight(a, b).visible) << i << " to " << j;
            if (now.visible) {
                ++visible;
                ASSERT_TRUE(sight.walls().segment_clear(now.witness->a, now.witness->b))
                    << i << " to " << j;
                EXPECT_TRUE(near(a, now.witness->a)) << i << " to " << j;
                EXPECT_TRUE(near(b, now.witness->b)) << i << " to " << j;
                // Cover's corners, both ways.
                for (const auto& [x, y] : {std::pair{a, b}, std::pair{b, a}}) {
                    for (Point corner : y.corners()) {
                        ASSERT_EQ(sight.sees_point(x, corner).visible,
                                  old.sees_point(x, corner).visible)
                            << i << " to " << j;
                    }
                }
            }
        }
    }
    EXPECT_GT(visible, 100); // 131 of the 4,950 pairs see each other
}

TEST(SightEquivalence, CaveMapFromItsUnits) {
    expect_same_views(bench::cave_encounter(), kCaveUnits, "cave");
}
