#include "encounter/command_engine.h"

#include "random_encounter.h"

#include <gtest/gtest.h>

#include <random>

using namespace skirmish;

namespace {

Encounter small_fight() {
    Encounter enc;
    enc.map = BattleMap(12, 12);
    enc.sides = {Side{"red", "Red", "#c0392b", true}, Side{"blue", "Blue", "#2e86de", false}};
    Unit a;
    a.id = "attacker";
    a.name = "Attacker";
    a.side = "red";
    a.cell = {2, 0};
    Unit g;
    g.id = "guard";
    g.name = "Guard";
    g.side = "blue";
    g.cell = {2, 7};
    enc.units = {a, g};
    enc.map.walls().push_back(Wall{{4, 5}, {5, 5}, WallKind::Door, DoorState::Closed});
    return enc;
}

} // namespace

TEST(Commands, MoveAppliesAndRevertsExactly) {
    Encounter enc = small_fight();
    const Encounter before = enc;
    auto events = execute(enc, MoveUnit{"attacker", {2, 6}});
    ASSERT_TRUE(events.ok()) << events.reason();
    EXPECT_EQ(enc.find_unit("attacker")->cell, (Cell{2, 6}));
    revert_all(enc, events.value());
    EXPECT_EQ(enc, before);
}

TEST(Commands, MoveOntoAnotherUnitIsRejectedWithReason) {
    Encounter enc = small_fight();
    const Encounter before = enc;
    auto r = execute(enc, MoveUnit{"attacker", {2, 7}});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.reason().find("Guard is there"), std::string::npos) << r.reason();
    EXPECT_EQ(enc, before);
}

TEST(Commands, MoveOffTheMapIsRejected) {
    Encounter enc = small_fight();
    auto r = execute(enc, MoveUnit{"attacker", {25, 98}});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.reason(), "Square Z99 is outside the 12x12 map for Attacker");
}

TEST(Commands, LargeUnitNeedsItsWholeFootprint) {
    Encounter enc = small_fight();
    Unit ogre;
    ogre.id = "ogre";
    ogre.name = "Ogre";
    ogre.side = "blue";
    ogre.size = 2;
    ogre.cell = {11, 0};
    EXPECT_FALSE(plan(enc, PlaceUnit{ogre}).ok()); // would hang off the east edge
    ogre.cell = {1, 6};                            // would cover the guard at C8
    EXPECT_FALSE(plan(enc, PlaceUnit{ogre}).ok());
    ogre.cell = {5, 5};
    EXPECT_TRUE(execute(enc, PlaceUnit{ogre}).ok());
    EXPECT_EQ(enc.unit_at({6, 6})->id, "ogre");
}

TEST(Commands, ImpassableTerrainBlocksStandingAndPaintingUnderUnits) {
    Encounter enc = small_fight();
    EXPECT_FALSE(plan(enc, PaintTerrain{{{2, 7}}, Terrain::Impassable}).ok());
    ASSERT_TRUE(execute(enc, PaintTerrain{{{3, 3}, {4, 3}}, Terrain::Impassable}).ok());
    auto r = plan(enc, MoveUnit{"attacker", {3, 3}});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.reason().find("impassable"), std::string::npos);
}

TEST(Commands, DoorTogglesAndOnlyDoors) {
    Encounter enc = small_fight();
    enc.map.walls().push_back(Wall{{0, 5}, {4, 5}});
    ASSERT_TRUE(execute(enc, SetDoor{0, DoorState::Open}).ok());
    EXPECT_EQ(enc.map.walls()[0].state, DoorState::Open);
    EXPECT_FALSE(enc.map.walls()[0].blocks_sight());
    EXPECT_FALSE(plan(enc, SetDoor{1, DoorState::Open}).ok());
    EXPECT_FALSE(plan(enc, SetDoor{7, DoorState::Open}).ok());
    EXPECT_FALSE(plan(enc, SetDoor{0, DoorState::Open}).ok()); // already open
}

TEST(Commands, RejectsBadSidesAndIds) {
    Encounter enc = small_fight();
    EXPECT_FALSE(plan(enc, AddSide{Side{"red", "Again", "#000000", false}}).ok());
    EXPECT_FALSE(plan(enc, AddSide{Side{"green", "Green", "green", false}}).ok());
    Unit u;
    u.id = "guard";
    u.side = "red";
    EXPECT_FALSE(plan(enc, PlaceUnit{u}).ok());
    u.id = "new";
    u.side = "purple";
    EXPECT_FALSE(plan(enc, PlaceUnit{u}).ok());
}

TEST(Commands, WallsMustLieOnTheMap) {
    Encounter enc = small_fight();
    EXPECT_FALSE(plan(enc, AddWall{Wall{{0, 0}, {13, 0}}}).ok());
    EXPECT_FALSE(plan(enc, AddWall{Wall{{1, 1}, {1, 1}}}).ok());
    EXPECT_FALSE(plan(enc, AddWall{Wall{{0, 0}, {std::nan(""), 1}}}).ok());
    EXPECT_TRUE(plan(enc, AddWall{Wall{{0, 0}, {12, 12}, WallKind::Window}}).ok());
}

// Property: any sequence of accepted commands, reverted in reverse order,
// gives back the starting encounter exactly.
TEST(Commands, RandomCommandSequencesUndoExactly) {
    for (std::uint32_t seed = 1; seed <= 200; ++seed) {
        Encounter enc = test_support::random_encounter(seed);
        const Encounter start = enc;
        std::mt19937 rng(seed);
        auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
        std::vector<std::vector<Event>> history;
        for (int step = 0; step < 40; ++step) {
            const Cell c{pick(0, enc.map.width() - 1), pick(0, enc.map.height() - 1)};
            Command cmd;
            switch (pick(0, 7)) {
            case 0:
                if (enc.units.empty())
                    continue;
                cmd = MoveUnit{enc.units[static_cast<std::size_t>(
                                             pick(0, static_cast<int>(enc.units.size()) - 1))]
                                   .id,
                               c};
                break;
            case 1: {
                Unit u;
                u.id = "n" + std::to_string(step);
                u.name = u.id;
                u.side = enc.sides.front().id;
                u.cell = c;
                cmd = PlaceUnit{u};
                break;
            }
            case 2:
                if (enc.units.empty())
                    continue;
                cmd = RemoveUnit{enc.units.front().id};
                break;
            case 3:
                cmd = PaintTerrain{{c, c}, static_cast<Terrain>(pick(0, 2))};
                break;
            case 4:
                cmd = AddWall{Wall{{0, 0},
                                   {static_cast<double>(c.x + 1), static_cast<double>(c.y)},
                                   WallKind::Door}};
                break;
            case 5:
                if (enc.map.walls().empty())
                    continue;
                cmd = SetDoor{
                    static_cast<std::size_t>(pick(0, static_cast<int>(enc.map.walls().size()) - 1)),
                    DoorState::Open};
                break;
            case 6:
                cmd = PaintZone{{c}, pick(0, 2) ? "zone" + std::to_string(pick(0, 2)) : "", "Z"};
                break;
            default:
                cmd = SetElevation{{c}, pick(0, 4)};
            }
            auto r = execute(enc, cmd);
            if (r.ok()) {
                history.push_back(std::move(r).value());
            }
        }
        ASSERT_FALSE(history.empty()) << seed;
        for (auto it = history.rbegin(); it != history.rend(); ++it) {
            revert_all(enc, *it);
        }
        ASSERT_EQ(enc, start) << "seed " << seed;
    }
}

// Issue 15, Encounter Settings: one undoable command for the name, the
// ruleset, the square and the diagonal rule.
TEST(Commands, EditSettingsChangesAndRevertsTheSettings) {
    Encounter enc = small_fight();
    const Encounter before = enc;
    EncounterSettings s = enc.settings();
    s.name = "The bridge";
    s.ruleset = RulesetId::Teams;
    s.square = SquareSize{1.5, LengthUnit::Metres};
    s.diagonal = DiagonalRule::Manhattan;
    auto events = execute(enc, EditSettings{s});
    ASSERT_TRUE(events.ok()) << events.reason();
    EXPECT_EQ(enc.name, "The bridge");
    EXPECT_EQ(enc.ruleset, RulesetId::Teams);
    EXPECT_EQ(enc.map.square(), (SquareSize{1.5, LengthUnit::Metres}));
    EXPECT_EQ(enc.diagonal_rule(), DiagonalRule::Manhattan);
    revert_all(enc, events.value());
    EXPECT_EQ(enc, before);

    EXPECT_EQ(execute(enc, EditSettings{enc.settings()}).reason(), "The settings are unchanged");
    s = enc.settings();
    s.name = "";
    EXPECT_EQ(execute(enc, EditSettings{s}).reason(), "The encounter needs a name");
    s = enc.settings();
    s.square.size = 0;
    EXPECT_EQ(execute(enc, EditSettings{s}).reason(),
              "A square's size must be from 0.01 to 10,000");
    // nullopt: the ruleset's own rule again.
    s = enc.settings();
    s.diagonal = DiagonalRule::Alternating;
    ASSERT_TRUE(execute(enc, EditSettings{s}).ok());
    s.diagonal = std::nullopt;
    ASSERT_TRUE(execute(enc, EditSettings{s}).ok());
    EXPECT_FALSE(enc.map.diagonal().has_value());
}

// The fight's state is the old ruleset's: changing the ruleset mid-fight
// is refused unless the fight ends with it; undo brings the fight back.
TEST(Commands, ChangingTheRulesetMidFightEndsTheFight) {
    Encounter enc = small_fight();
    enc.ruleset = RulesetId::Sides;
    ASSERT_TRUE(execute(enc, StartCombat{}).ok());
    ASSERT_TRUE(enc.combat.active);
    const Encounter fighting = enc;
    EncounterSettings s = enc.settings();
    s.ruleset = RulesetId::Freehits;
    auto refused = execute(enc, EditSettings{s});
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.reason().find("changing the ruleset ends it"), std::string::npos);
    EXPECT_EQ(enc, fighting);
    // Renaming mid-fight is fine.
    EncounterSettings renamed = enc.settings();
    renamed.name = "Round two";
    auto rename = execute(enc, EditSettings{renamed});
    ASSERT_TRUE(rename.ok()) << rename.reason();
    EXPECT_TRUE(enc.combat.active);
    revert_all(enc, rename.value());

    auto events = execute(enc, EditSettings{s, true});
    ASSERT_TRUE(events.ok()) << events.reason();
    EXPECT_FALSE(enc.combat.active);
    EXPECT_EQ(enc.ruleset, RulesetId::Freehits);
    EXPECT_NE(enc.log.back().text.find("Combat ends"), std::string::npos);
    revert_all(enc, events.value());
    EXPECT_EQ(enc, fighting);
}

// Issue 15, token images: a command sets one of at most 4 MB, and says how
// to fix a larger one; a unit keeps a larger image it already has (files
// written earlier) when something else about it changes.
TEST(Commands, ATokenImageOver4MbIsRefusedWithASuggestion) {
    Encounter enc = small_fight();
    Unit u = enc.units[0];
    u.image = TokenImage{std::vector<std::uint8_t>(20u << 20, 0), "png"};
    u.image->bytes[0] = 0x89; // the PNG signature
    const std::uint8_t sig[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    std::copy(std::begin(sig), std::end(sig), u.image->bytes.begin());
    auto r = execute(enc, EditUnit{u});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.reason(), "The token image is 20.0 MB; a token image may be at most 4 MB. Scale it "
                          "down to about 512 x 512 pixels (a token is never drawn larger) and "
                          "choose it again");
    EXPECT_EQ(token_image_problem(u), r.reason());
    Unit placed = u;
    placed.id = "copy";
    placed.cell = {8, 8};
    EXPECT_EQ(execute(enc, PlaceUnit{placed}).reason(), r.reason());
    // Already there (an older file): other edits go through.
    enc.units[0].image = u.image;
    Unit renamed = enc.units[0];
    renamed.name = "Big picture";
    EXPECT_TRUE(execute(enc, EditUnit{renamed}).ok());
    u.image->bytes.resize(1000);
    EXPECT_FALSE(token_image_problem(u).has_value());
}

// Issue 15: the map changed in the middle of a fight is logged as the GM's
// edit; outside a fight nothing is logged; undo takes the line back.
TEST(Commands, MapEditsInAFightAreLogged) {
    Encounter enc = small_fight();
    ASSERT_TRUE(execute(enc, RemoveWall{0}).ok());
    EXPECT_TRUE(enc.log.empty());
    enc = small_fight();
    enc.ruleset = RulesetId::Sides;
    ASSERT_TRUE(execute(enc, StartCombat{}).ok());
    const std::size_t lines = enc.log.size();
    auto removed = execute(enc, RemoveWall{0});
    ASSERT_TRUE(removed.ok()) << removed.reason();
    ASSERT_EQ(enc.log.size(), lines + 1);
    EXPECT_EQ(enc.log.back().kind, "override");
    EXPECT_EQ(enc.log.back().text.rfind("GM edit: ", 0), 0U) << enc.log.back().text;
    auto painted = execute(enc, PaintTerrain{{Cell{9, 9}}, Terrain::Difficult});
    ASSERT_TRUE(painted.ok()) << painted.reason();
    EXPECT_EQ(enc.log.size(), lines + 2);
    revert_all(enc, painted.value());
    revert_all(enc, removed.value());
    EXPECT_EQ(enc.log.size(), lines);
    EXPECT_EQ(enc.map.walls().size(), 1U);
}
