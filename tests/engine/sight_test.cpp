// Line of sight and cover: the cases of issue 3 (seed 002 "Line of Sight and Cover").
#include "geometry/metric.h"
#include "geometry/primitives.h"
#include "geometry/sight.h"

#include <gtest/gtest.h>

using namespace skirmish;

namespace {

BattleMap with_walls(std::initializer_list<Wall> walls, int size = 12) {
    BattleMap m(size, size);
    for (const Wall& w : walls) {
        m.walls().push_back(w);
    }
    return m;
}

Wall wall(Point a, Point b, WallKind k = WallKind::Wall, DoorState s = DoorState::Closed) {
    return Wall{a, b, k, s};
}

// Every witness must be clear of every blocking wall of the map.
void expect_clear(const BattleMap& m, const Segment& s) {
    for (const Wall& w : m.walls()) {
        if (w.blocks_sight()) {
            EXPECT_FALSE(geom::segments_intersect(s.a, s.b, w.from, w.to))
                << "witness (" << s.a.x << "," << s.a.y << ")-(" << s.b.x << "," << s.b.y
                << ") touches a wall";
        }
    }
}

} // namespace

TEST(Sight, OpenGroundSeesWithoutCover) {
    const BattleMap m(12, 12);
    const Sight sight(m);
    const CoverResult c = sight.cover(sight_square({0, 0}), sight_square({7, 9}));
    EXPECT_TRUE(c.sight.visible);
    EXPECT_EQ(c.cover, Cover::None);
}

TEST(Sight, AWallBehindTheTargetGivesNoCover) {
    // Target C6, attacker C3; the wall runs along the target's far (south) edge.
    const BattleMap m = with_walls({wall({0, 6}, {12, 6})});
    const Sight sight(m);
    const CoverResult c = sight.cover(sight_square({2, 2}), sight_square({2, 5}));
    EXPECT_TRUE(c.sight.visible);
    EXPECT_EQ(c.cover, Cover::None);
    for (const auto& corner : c.corners) {
        EXPECT_TRUE(corner.seen);
        ASSERT_TRUE(corner.witness);
        expect_clear(m, *corner.witness);
    }
    // And along its far east edge, seen from the west.
    const BattleMap m2 = with_walls({wall({6, 0}, {6, 12})});
    EXPECT_EQ(Sight(m2).cover(sight_square({1, 4}), sight_square({5, 4})).cover, Cover::None);
}

TEST(Sight, AWallOnTheSharedEdgeBlocksAdjacentSquares) {
    const BattleMap m = with_walls({wall({4, 3}, {4, 4})});
    const Sight sight(m);
    EXPECT_FALSE(sight.line_of_sight(Cell{3, 3}, Cell{4, 3}).visible);
    EXPECT_FALSE(sight.line_of_sight(Cell{4, 3}, Cell{3, 3}).visible);
    EXPECT_EQ(sight.cover(sight_square({3, 3}), sight_square({4, 3})).cover, Cover::Blocked);
    // The diagonal neighbours still see each other past the wall's ends.
    EXPECT_TRUE(sight.line_of_sight(Cell{3, 2}, Cell{4, 3}).visible);
}

TEST(Sight, TheJointOfTwoWallsDoesNotLeak) {
    // Two diagonal pieces meeting at (4, 3); the squares on either side are
    // joined only through the joint.
    const BattleMap m = with_walls({wall({2, 1}, {4, 3}), wall({4, 3}, {6, 5})});
    const Sight sight(m);
    EXPECT_FALSE(sight.line_of_sight(Cell{4, 2}, Cell{3, 3}).visible);
    // Two straight pieces meeting on a grid corner.
    const BattleMap m2 = with_walls({wall({0, 4}, {5, 4}), wall({5, 4}, {12, 4})});
    EXPECT_FALSE(Sight(m2).line_of_sight(Cell{4, 3}, Cell{5, 4}).visible);
    EXPECT_FALSE(Sight(m2).line_of_sight(Cell{5, 3}, Cell{4, 4}).visible);
}

TEST(Sight, WindowsAndOpenDoorsDoNotBlockClosedAndLockedDoorsDo) {
    auto seen_through = [](WallKind k, DoorState s) {
        const BattleMap m = with_walls({wall({0, 5}, {12, 5}, k, s)});
        return Sight(m).line_of_sight(Cell{3, 1}, Cell{3, 9}).visible;
    };
    EXPECT_TRUE(seen_through(WallKind::Window, DoorState::Closed));
    EXPECT_TRUE(seen_through(WallKind::Door, DoorState::Open));
    EXPECT_FALSE(seen_through(WallKind::Door, DoorState::Closed));
    EXPECT_FALSE(seen_through(WallKind::Door, DoorState::Locked));
    EXPECT_FALSE(seen_through(WallKind::Wall, DoorState::Closed));
}

TEST(Sight, TheArrowSlitGivesSightWithFullCover) {
    // A wall along y = 4 from x = 0 to 12 with a gap from 5.4 to 5.6.
    const BattleMap m = with_walls({wall({0, 4}, {5.4, 4}), wall({5.6, 4}, {12, 4})});
    const Sight sight(m);
    const CoverResult c =
        sight.cover(sight_square(*parse_label("F1")), sight_square(*parse_label("F5")));
    ASSERT_TRUE(c.sight.visible);
    ASSERT_TRUE(c.sight.witness);
    expect_clear(m, *c.sight.witness);
    // The witness goes through the slit.
    const Segment w = *c.sight.witness;
    const double t = (4 - w.a.y) / (w.b.y - w.a.y);
    const double x = w.a.x + t * (w.b.x - w.a.x);
    EXPECT_GT(x, 5.4);
    EXPECT_LT(x, 5.6);
    EXPECT_EQ(c.cover, Cover::Full);
    for (const auto& corner : c.corners) {
        EXPECT_FALSE(corner.seen);
    }
}

TEST(Sight, HalfCoverBehindTheCornerOfAWall) {
    // A wall covers part of the target from the attacker.
    const BattleMap m = with_walls({wall({0, 5}, {5.5, 5})});
    const CoverResult c = Sight(m).cover(sight_square({2, 1}), sight_square({5, 5}));
    EXPECT_TRUE(c.sight.visible);
    EXPECT_EQ(c.cover, Cover::Half);
    int seen = 0;
    for (const auto& corner : c.corners) {
        seen += corner.seen;
        if (corner.seen) {
            expect_clear(m, *corner.witness);
        }
    }
    EXPECT_GT(seen, 0);
    EXPECT_LT(seen, 4);
}

TEST(Sight, LargeUnitsUseTheirWholeFootprint) {
    const BattleMap m = with_walls({wall({4, 1}, {4, 4})});
    const Sight sight(m);
    // A 1x1 at C4 cannot see G4 past the wall; a 2x2 whose footprint reaches
    // below the wall's end can.
    EXPECT_FALSE(sight.line_of_sight(Cell{2, 3}, Cell{6, 3}).visible);
    EXPECT_TRUE(sight.line_of_sight(Cell{2, 3}, Cell{6, 2}, 2, 1).visible);
    // The same in the target's role.
    EXPECT_TRUE(sight.line_of_sight(Cell{2, 3}, Cell{6, 3}, 1, 2).visible);
    EXPECT_FALSE(sight.line_of_sight(Cell{2, 2}, Cell{6, 2}, 1, 1).visible);
    // A large target seen past a wall has half cover.
    EXPECT_EQ(sight.cover(sight_square({2, 3}), sight_square({6, 3}, 2)).cover, Cover::Half);
}

TEST(Sight, VisibleCellsStopAtWallsAndPassWindows) {
    BattleMap m = with_walls({wall({0, 4}, {8, 4}), wall({8, 4}, {12, 4}, WallKind::Window)}, 12);
    const Sight sight(m);
    const auto cells = sight.visible_cells(sight_square({1, 1}));
    auto has = [&](const char* label) {
        return std::find(cells.begin(), cells.end(), *parse_label(label)) != cells.end();
    };
    EXPECT_TRUE(has("B2"));
    EXPECT_TRUE(has("L4"));
    EXPECT_TRUE(has("L6"));   // through the window
    EXPECT_FALSE(has("L12")); // too steep for the window
    EXPECT_FALSE(has("A12"));
    EXPECT_TRUE(std::is_sorted(cells.begin(), cells.end(), [](Cell a, Cell b) {
        return a.y < b.y || (a.y == b.y && a.x < b.x);
    }));
}

TEST(Metric, DiagonalRules) {
    const Cell a{0, 0};
    const Cell b{3, 5};
    EXPECT_EQ(grid_distance(a, b, DiagonalRule::Uniform), 5);
    EXPECT_EQ(grid_distance(a, b, DiagonalRule::Manhattan), 8);
    // 3 diagonals (1 + 2 + 1) and 2 straight steps.
    EXPECT_EQ(grid_distance(a, b, DiagonalRule::Alternating), 6);
    EXPECT_EQ(grid_distance(a, {1, 1}, DiagonalRule::Alternating), 1);
    EXPECT_EQ(grid_distance(a, {2, 2}, DiagonalRule::Alternating), 3);
    EXPECT_EQ(grid_distance(a, {4, 4}, DiagonalRule::Alternating), 6);
    BattleMap m(10, 10);
    m.set_square({5, LengthUnit::Feet});
    EXPECT_EQ(map_distance(m, a, b, DiagonalRule::Uniform), 25);
}
