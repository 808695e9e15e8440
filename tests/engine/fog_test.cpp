// Fog of war (issue 7): exploration follows the players' units through
// commands, is undoable, and the GM's brush and switches work.
#include "test_helpers.h"

#include "encounter/command_engine.h"
#include "fog/fog_of_war.h"
#include "fog/party_sight.h"
#include "io/encounter_json.h"

#include <gtest/gtest.h>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

// Two rooms split by a wall along x = 6 with a door at D..; the party's
// scout in the west room, a monster in the east room.
Encounter two_rooms() {
    Encounter enc;
    enc.ruleset = RulesetId::Sides;
    enc.map = BattleMap(12, 8);
    enc.map.walls().push_back(Wall{{6, 0}, {6, 3}});
    enc.map.walls().push_back(Wall{{6, 3}, {6, 4}, WallKind::Door, DoorState::Closed});
    enc.map.walls().push_back(Wall{{6, 4}, {6, 8}});
    enc.sides = {Side{"party", "Party", "#2e86de", true},
                 Side{"monsters", "Monsters", "#c0392b", false}};
    Unit scout;
    scout.id = "scout";
    scout.name = "Scout";
    scout.side = "party";
    scout.cell = at("B2");
    Unit troll = scout;
    troll.id = "troll";
    troll.name = "Troll";
    troll.side = "monsters";
    troll.cell = at("K6");
    enc.units = {scout, troll};
    return enc;
}

PlayerSight seen(const Encounter& enc, const char* label) {
    return player_sight(enc, party_sight(enc), at(label));
}

} // namespace

TEST(Fog, ThePartySeesItsRoomOnly) {
    const Encounter enc = two_rooms();
    EXPECT_EQ(seen(enc, "C3"), PlayerSight::Visible);
    EXPECT_EQ(seen(enc, "K6"), PlayerSight::Dark);
}

TEST(Fog, MovingExploresWhatWasSeenBeforeAndAfter) {
    Encounter enc = two_rooms();
    // Open the door: the party now sees into the east room, and what it saw
    // of the west room before is explored.
    auto opened = execute(enc, SetDoor{1, DoorState::Open});
    ASSERT_TRUE(opened.ok()) << opened.reason();
    EXPECT_EQ(seen(enc, "K4"), PlayerSight::Visible);
    EXPECT_TRUE(fog_flags(enc, at("K4")) & FogOfWar::kExplored);
    EXPECT_TRUE(fog_flags(enc, at("C3")) & FogOfWar::kExplored);
    // Walk away east of the door and close it: the west room is explored, dimmed.
    ASSERT_TRUE(execute(enc, MoveUnit{"scout", at("H4"), {}, true}).ok());
    auto closed = execute(enc, SetDoor{1, DoorState::Closed});
    ASSERT_TRUE(closed.ok());
    EXPECT_EQ(seen(enc, "C3"), PlayerSight::Explored);
    EXPECT_EQ(seen(enc, "K6"), PlayerSight::Visible);
    // Undoing the close forgets nothing explored before it.
    revert_all(enc, closed.value());
    EXPECT_TRUE(fog_flags(enc, at("C3")) & FogOfWar::kExplored);
}

TEST(Fog, UndoingEveryCommandGivesBackTheStart) {
    Encounter enc = two_rooms();
    const Encounter start = enc;
    std::vector<std::vector<Event>> history;
    for (const Command& cmd : std::vector<Command>{
             SetDoor{1, DoorState::Open}, MoveUnit{"scout", at("E4"), {}, true},
             MoveUnit{"troll", at("J2"), {}, true}, PaintFog{{at("A8"), at("B8")}, FogBrush::Hide},
             ResetExplored{}, SetFog{false}}) {
        auto r = execute(enc, cmd);
        ASSERT_TRUE(r.ok()) << r.reason();
        history.push_back(r.value());
    }
    EXPECT_FALSE(enc.fog.enabled);
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
        revert_all(enc, *it);
    }
    EXPECT_EQ(enc, start);
    EXPECT_EQ(io::write_encounter(enc), io::write_encounter(start));
}

TEST(Fog, MonstersMovingExploreNothing) {
    Encounter enc = two_rooms();
    auto r = execute(enc, MoveUnit{"troll", at("J2"), {}, true});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value().size(), 1u); // just the move
    EXPECT_TRUE(enc.fog.cells.empty());
}

TEST(Fog, TheGmBrushAndSwitches) {
    Encounter enc = two_rooms();
    ASSERT_TRUE(execute(enc, PaintFog{{at("K1"), at("L1")}, FogBrush::Reveal}).ok());
    EXPECT_EQ(seen(enc, "K1"), PlayerSight::Visible);
    ASSERT_TRUE(execute(enc, PaintFog{{at("C3")}, FogBrush::Hide}).ok());
    EXPECT_EQ(seen(enc, "C3"), PlayerSight::Dark);
    ASSERT_TRUE(execute(enc, PaintFog{{at("C3"), at("K1")}, FogBrush::Clear}).ok());
    EXPECT_EQ(seen(enc, "C3"), PlayerSight::Visible);
    EXPECT_EQ(seen(enc, "K1"), PlayerSight::Dark);
    ASSERT_TRUE(execute(enc, SetFog{false}).ok());
    EXPECT_EQ(seen(enc, "K6"), PlayerSight::Visible);
    EXPECT_FALSE(plan(enc, SetFog{false}).ok());
    EXPECT_FALSE(plan(enc, ResetExplored{}).ok()); // nothing explored yet
}

TEST(Fog, ExploredSquaresSurviveSaveAndLoad) {
    Encounter enc = two_rooms();
    ASSERT_TRUE(execute(enc, SetDoor{1, DoorState::Open}).ok());
    ASSERT_TRUE(execute(enc, PaintFog{{at("A8")}, FogBrush::Hide}).ok());
    const std::string text = io::write_encounter(enc);
    auto back = io::read_encounter(text);
    ASSERT_TRUE(back.ok()) << back.reason();
    EXPECT_EQ(back.value(), enc);
    EXPECT_NE(text.find("\"explored\""), std::string::npos);
}

namespace {

/// two_rooms() with a second player unit, the priest, on C6.
Encounter two_rooms_and_a_priest() {
    Encounter enc = two_rooms();
    Unit second = enc.units.front();
    second.id = "priest";
    second.cell = at("C6");
    enc.units.push_back(second);
    return enc;
}

} // namespace

TEST(PartySight, LooksAgainOnlyAtUnitsThatMoved) {
    Encounter enc = two_rooms_and_a_priest();
    PartySight sight(enc);
    EXPECT_EQ(sight.views_computed(), 2);
    EXPECT_EQ(sight.mask(), party_sight(enc));

    auto r = execute(enc, MoveUnit{"troll", at("J2"), {}, true});
    sight.update(enc, r.value());
    EXPECT_EQ(sight.views_computed(), 2); // a monster moved: nothing to look at
    r = execute(enc, MoveUnit{"scout", at("E3"), {}, true});
    sight.update(enc, r.value());
    EXPECT_EQ(sight.views_computed(), 3); // only the scout
    EXPECT_EQ(sight.mask(), party_sight(enc));
    r = execute(enc, SetDoor{1, DoorState::Open});
    sight.update(enc, r.value());
    EXPECT_EQ(sight.views_computed(), 5); // a door: everyone
    EXPECT_EQ(sight.mask(), party_sight(enc));
    revert_all(enc, r.value()); // undo sees the same events
    sight.update(enc, r.value());
    EXPECT_EQ(sight.mask(), party_sight(enc));
    r = execute(enc, RemoveUnit{"scout"});
    sight.update(enc, r.value());
    EXPECT_EQ(sight.mask(), party_sight(enc));
}

// Issue 17: the views are reported as they are computed, so that the GUI
// can show a bar when they take long; one view (a unit moved) is not.
TEST(PartySight, ReportsProgressWhenItComputesSeveralViews) {
    Encounter enc = two_rooms_and_a_priest();
    PartySight sight(enc);
    std::vector<std::pair<std::size_t, std::size_t>> calls;
    sight.set_progress(
        [&](std::size_t done, std::size_t total) { calls.emplace_back(done, total); });
    sight.reset(enc);
    EXPECT_EQ(calls, (std::vector<std::pair<std::size_t, std::size_t>>{{0, 2}, {1, 2}, {2, 2}}));
    EXPECT_EQ(sight.mask(), party_sight(enc));
    calls.clear();
    auto r = execute(enc, MoveUnit{"scout", at("E3"), {}, true});
    sight.update(enc, r.value());
    EXPECT_TRUE(calls.empty());
    r = execute(enc, SetDoor{1, DoorState::Open}); // everyone
    sight.update(enc, r.value());
    EXPECT_EQ(calls.size(), 3u);
    EXPECT_EQ(calls.back(), (std::pair<std::size_t, std::size_t>{2, 2}));
}

// Issue 17: a command given with the party's memo works each view out once.
// The moved unit's view before the move is the party's; the one after is
// worked out by the command and read again by the party's update. The
// explored squares are those of the command given without the memo.
TEST(PartySight, ACommandReusesThePartysViews) {
    Encounter enc = two_rooms_and_a_priest();
    Encounter alone = enc;
    PartySight sight(enc);
    EXPECT_EQ(sight.memo().computed(), 2);

    const Command move = MoveUnit{"scout", at("E3"), {}, true};
    auto r = resolve(enc, move, &sight.memo());
    ASSERT_TRUE(r.ok()) << r.reason();
    EXPECT_EQ(sight.memo().computed(), 3); // the scout on E3 only
    apply_all(enc, r.value());
    sight.update(enc, r.value());
    EXPECT_EQ(sight.memo().computed(), 3);
    EXPECT_EQ(sight.mask(), party_sight(enc));
    ASSERT_TRUE(execute(alone, move).ok());
    EXPECT_EQ(enc, alone);

    // A door opens: the old walls' views are forgotten, the new ones worked
    // out once each.
    const Command open = SetDoor{1, DoorState::Open};
    r = resolve(enc, open, &sight.memo());
    ASSERT_TRUE(r.ok()) << r.reason();
    EXPECT_EQ(sight.memo().computed(), 5);
    apply_all(enc, r.value());
    sight.update(enc, r.value());
    EXPECT_EQ(sight.memo().computed(), 5);
    EXPECT_EQ(sight.mask(), party_sight(enc));
    EXPECT_TRUE(fog_flags(enc, at("K4")) & FogOfWar::kExplored);
    ASSERT_TRUE(execute(alone, open).ok());
    EXPECT_EQ(enc, alone);

    // Undone, the door's walls come back and so do the views they give.
    revert_all(enc, r.value());
    sight.update(enc, r.value());
    EXPECT_EQ(sight.mask(), party_sight(enc));
    EXPECT_EQ(sight.memo().computed(), 7);
}

// The memo answers as a Sight built now does, for each state of the walls;
// `computed` counts the views worked out rather than remembered.
TEST(ViewMemo, AnswersAsSightDoesAsTheWallsChange) {
    Encounter enc = two_rooms();
    ViewMemo memo;
    const Rect from = sight_square(at("E4"));
    auto fresh = [&](const Rect& r) { return Sight(enc.map).visible_cells(r); };
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.computed(), 1);
    enc.map.walls()[1].state = DoorState::Open;
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.computed(), 2);
    // An open door made a window still lets sight through: remembered.
    enc.map.walls()[1].kind = WallKind::Window;
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.computed(), 2);
    // Made a wall, it blocks whatever its door state says: worked out again.
    enc.map.walls()[1].kind = WallKind::Wall;
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.computed(), 3);
    enc.map.walls()[1].kind = WallKind::Door;
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.computed(), 4);
    enc.map.walls().push_back(Wall{{0, 5}, {5, 5}});
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.computed(), 5);
    enc.map.walls().back().from = {1, 5}; // moved: the old view must not be read
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.computed(), 6);
    // Two walls swapped: the same walls, worked out again all the same.
    std::swap(enc.map.walls()[0], enc.map.walls()[2]);
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.computed(), 7);
    // A unit of size 2 on the same square has a view of its own.
    const Rect big = sight_square(at("E4"), 2);
    EXPECT_EQ(memo.visible_cells(enc.map, big), fresh(big));
    EXPECT_EQ(memo.computed(), 8);
    EXPECT_EQ(memo.visible_cells(enc.map, from), fresh(from));
    EXPECT_EQ(memo.computed(), 8);
    // A larger map with the same walls: worked out again, and larger.
    BattleMap wider(16, 8);
    wider.walls() = enc.map.walls();
    const std::vector<Cell> before = memo.visible_cells(enc.map, from);
    const std::vector<Cell> after = memo.visible_cells(wider, from);
    EXPECT_EQ(after, Sight(wider).visible_cells(from));
    EXPECT_GT(after.size(), before.size());
    EXPECT_EQ(memo.computed(), 9);
}
