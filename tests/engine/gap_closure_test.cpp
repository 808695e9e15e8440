// walls_close_gaps (geometry/gap_closure.h): a hand-made doorway with a
// pillar behind it, and on random small maps, every proof it gives agrees
// with the exhaustive line of sight.
#include "geometry/gap_closure.h"
#include "geometry/sight.h"

#include "test_helpers.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <span>

using namespace skirmish;

namespace {

bool gaps_closed(const BattleMap& m, Cell a, Cell b) {
    const WallIndex index(m);
    return walls_close_gaps(index, test_support::every_segment(index), sight_square(a),
                            sight_square(b));
}

} // namespace

TEST(GapClosure, AWallEndAndAPillarBehindItHideASquareTogether) {
    // A room wall along y = 4 ends at x = 3.4; a pillar's side stands behind
    // the opening, at x = 4.2 from y = 4 to 6. C3 (cell [2, 2]) cannot see
    // F8 ([5, 7]): the segments that pass the wall's end meet the pillar.
    const std::pair<Point, Point> wall{{0, 4}, {3.4, 4}};
    const std::pair<Point, Point> pillar{{4.2, 4}, {4.2, 6}};
    const BattleMap both = test_support::walled_map({wall, pillar});
    EXPECT_FALSE(Sight(both).line_of_sight(Cell{2, 2}, Cell{5, 7}).visible);
    EXPECT_TRUE(gaps_closed(both, {2, 2}, {5, 7}));
    // Neither hides it alone.
    EXPECT_TRUE(
        Sight(test_support::walled_map({wall})).line_of_sight(Cell{2, 2}, Cell{5, 7}).visible);
    EXPECT_TRUE(
        Sight(test_support::walled_map({pillar})).line_of_sight(Cell{2, 2}, Cell{5, 7}).visible);
}

TEST(GapClosure, APillarTooShortLeavesTheGapOpen) {
    // The same opening with a shorter pillar: a line passes below it.
    const BattleMap m = test_support::walled_map({{{0, 4}, {3.4, 4}}, {{4.2, 4}, {4.2, 5}}});
    EXPECT_TRUE(Sight(m).line_of_sight(Cell{2, 2}, Cell{5, 7}).visible);
    EXPECT_FALSE(gaps_closed(m, {2, 2}, {5, 7}));
}

TEST(GapClosure, AWallThatIsAPointIsNoWallAcrossTheWay) {
    // The doorway's wall shrunk to a point at its end: the pillar alone
    // leaves a way past it, and the point separates nothing.
    const BattleMap m = test_support::walled_map({{{3.4, 4}, {3.4, 4}}, {{4.2, 4}, {4.2, 6}}});
    EXPECT_TRUE(Sight(m).line_of_sight(Cell{2, 2}, Cell{5, 7}).visible);
    EXPECT_FALSE(gaps_closed(m, {2, 2}, {5, 7}));
}

TEST(GapClosure, EveryProofOnRandomMapsIsAHiddenSquare) {
    // Small maps of 3 to 8 walls on a quarter-cell grid, fractional ones and
    // grid edges, a quarter of the maps nudged off the 1/5120-cell grid (long
    // lattice steps along a wall); a proof must always agree with the
    // exhaustive test, and enough proofs that need two walls must occur for
    // the check to mean something.
    std::mt19937 rng(17);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    int proofs = 0;
    int hidden = 0;
    for (int trial = 0; trial < 50000; ++trial) {
        BattleMap m(8, 8);
        const double nudge = pick(0, 3) == 0 ? 1e-4 : 0;
        auto near = [&](double v) {
            return v + nudge * std::uniform_real_distribution<double>(-1, 1)(rng);
        };
        for (int i = pick(3, 8); i > 0; --i) {
            const Point a{near(pick(0, 32) / 4.0), near(pick(0, 32) / 4.0)};
            const Point b = pick(0, 1) ? Point{near(pick(0, 32) / 4.0), near(pick(0, 32) / 4.0)}
                                       : Point{near(a.x + pick(-8, 8) / 4.0), a.y};
            if (a.x == b.x && a.y == b.y) {
                continue;
            }
            m.walls().push_back(Wall{a, b, WallKind::Wall, DoorState::Closed});
        }
        const Cell from{pick(0, 7), pick(0, 7)};
        const Cell to{pick(0, 7), pick(0, 7)};
        if (std::abs(from.x - to.x) < 2 && std::abs(from.y - to.y) < 2) {
            continue;
        }
        const bool visible = Sight(m).line_of_sight(from, to).visible;
        hidden += visible ? 0 : 1;
        const WallIndex index(m);
        const Rect a = sight_square(from);
        const Rect b = sight_square(to);
        if (walls_close_gaps(index, test_support::every_segment(index), a, b)) {
            ASSERT_FALSE(visible) << "trial " << trial;
            // Proofs that need a second wall: no wall closes its own gaps.
            bool alone = false;
            for (std::uint32_t id : test_support::every_segment(index)) {
                alone = alone || walls_close_gaps(index, std::span(&id, 1), a, b);
            }
            proofs += alone ? 0 : 1;
        }
    }
    EXPECT_GT(proofs, 150) << "of " << hidden << " hidden squares";
}
