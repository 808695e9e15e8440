// walls_separate (geometry/wall_barrier.h) and the junctions it reads
// (WallIndex::junctions): hand-made cases with known answers.
#include "geometry/sight.h"
#include "geometry/wall_barrier.h"

#include "test_helpers.h"

#include <gtest/gtest.h>

using namespace skirmish;

namespace {

bool separates(const BattleMap& m, Cell a, Cell b) {
    const WallIndex index(m);
    return walls_separate(index, test_support::every_segment(index), sight_square(a),
                          sight_square(b));
}

} // namespace

TEST(WallBarrier, ChainOfTwoWallsMeetingAtACornerSeparates) {
    // C3 looks at F6 across a corner at (4, 4) whose arms run down and to the
    // right: neither arm alone blocks every segment, the two joined do.
    const BattleMap m = test_support::walled_map({{{4, 4}, {4, 7}}, {{4, 4}, {7, 4}}});
    EXPECT_TRUE(separates(m, {2, 2}, {5, 5}));
    EXPECT_FALSE(Sight(m).line_of_sight(Cell{2, 2}, Cell{5, 5}).visible);
    // Along row 3 the walls are out of the way.
    EXPECT_FALSE(separates(m, {2, 2}, {8, 2}));
    EXPECT_TRUE(Sight(m).line_of_sight(Cell{2, 2}, Cell{8, 2}).visible);
}

TEST(WallBarrier, TJunctionJoinsAChain) {
    // A bar whose middle a stem ends on: a T at (4.5, 4.5). The bar crosses
    // one side of the hull between C3 and H8, the stem the other.
    const BattleMap m = test_support::walled_map({{{4.2, 4.5}, {8, 4.5}}, {{4.5, 4.5}, {4.5, 8}}});
    const WallIndex index(m);
    ASSERT_EQ(index.segments().size(), 2U);
    ASSERT_EQ(index.junctions(0).size(), 1U);
    ASSERT_EQ(index.junctions(1).size(), 1U);
    EXPECT_EQ(index.junctions(0)[0].other, 1U);
    EXPECT_EQ(index.junctions(0)[0].at, exact::to_fixed(Point{4.5, 4.5}));
    EXPECT_TRUE(separates(m, {2, 2}, {7, 7}));
    EXPECT_FALSE(Sight(m).line_of_sight(Cell{2, 2}, Cell{7, 7}).visible);
}

TEST(WallBarrier, CrossingWallsHaveNoJunction) {
    const BattleMap m = test_support::walled_map({{{2, 2}, {6, 6}}, {{2, 6}, {6, 2}}});
    const WallIndex index(m);
    EXPECT_TRUE(index.junctions(0).empty());
    EXPECT_TRUE(index.junctions(1).empty());
}

TEST(WallBarrier, StaggeredWallsBlockButAreNoBarrier) {
    // Two walls that overlap as seen from B6 and never touch: no straight
    // segment reaches I6, but a bent path does, so the barrier proves
    // nothing and the exhaustive search decides.
    const BattleMap m = test_support::walled_map({{{4, 2}, {4, 5.6}}, {{5, 5.4}, {5, 10}}});
    EXPECT_FALSE(separates(m, {1, 5}, {8, 5}));
    EXPECT_FALSE(Sight(m).line_of_sight(Cell{1, 5}, Cell{8, 5}).visible);
}

TEST(WallBarrier, AWallTouchingATargetIsLeftOut) {
    // x = 5 crosses the whole hull between C5 and I5: a barrier.
    const BattleMap m =
        test_support::walled_map({{{5, 1}, {5, 8}}, {{5, 8}, {8.5, 8.5}}, {{8.5, 8.5}, {7, 9.5}}});
    EXPECT_TRUE(separates(m, {2, 4}, {8, 4}));
    // Between C8 and I9 the three walls, joined end to end, reach both sides
    // of the hull, but the last two run through I9's square: left out, no
    // barrier is left, and I9 is in sight below the first wall's end.
    EXPECT_FALSE(separates(m, {2, 7}, {8, 8}));
    EXPECT_TRUE(Sight(m).line_of_sight(Cell{2, 7}, Cell{8, 8}).visible);
}

TEST(WallBarrier, WallsJoinedOnlyOutsideTheHullAreNoBarrier) {
    // One wall reaches into the hull between B6 and J6 from above, one from
    // below; they are joined only around the far side of J6. A tilted line
    // passes between their ends.
    const BattleMap m = test_support::walled_map({{{4, 5.5}, {4, 3}},
                                                  {{4, 3}, {11, 3}},
                                                  {{11, 3}, {11, 8}},
                                                  {{11, 8}, {6, 8}},
                                                  {{6, 8}, {6, 5.5}}});
    EXPECT_FALSE(separates(m, {1, 5}, {9, 5}));
    EXPECT_TRUE(Sight(m).line_of_sight(Cell{1, 5}, Cell{9, 5}).visible);
}
