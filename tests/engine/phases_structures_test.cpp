// phases structural damage and digging (issue 14; seed 000 "Specials":
// "Siege(X): Unit does Xd6 structural damage to a wall, door, tower, or
// other structure. Attack ignores structure's defense." and "Digging(X):
// ... Unit can create a tunnel X squares long through dirt each round. Each
// square must be adjacent in a cardinal direction (N/E/S/W) to a previous
// square; diagonal moves are not allowed when digging.").
#include "fight_builder.h"
#include "test_helpers.h"

#include "encounter/command_engine.h"
#include "io/encounter_json.h"
#include "rules/structures.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// An ogre (Siege 2) on B2 with a door on B2's east edge; a goblin (no
/// Siege) on B4; a mole (Digging 2) on H2 above a block of earth H3:J5; a
/// blue orc on L5. Red attacks.
Encounter quarry(std::optional<int> door_points = 8) {
    Encounter enc = make_fight(
        RulesetId::Phases, {"red", "blue"},
        {{"ogre", "red", "B2", {{"combat", 3}, {"hits", 12}, {"siege", 2}}, {"Siege"}},
         {"gob", "red", "B4", {{"combat", 3}, {"hits", 5}}},
         {"mole", "red", "H2", {{"combat", 3}, {"hits", 6}, {"digging", 2}}, {"Digging"}},
         {"orc", "blue", "L5", {{"combat", 1}, {"hits", 8}}}});
    Wall door{{2, 1}, {2, 2}, WallKind::Door};
    door.structure = door_points;
    enc.map.walls().push_back(door);
    enc.map.walls().push_back(Wall{{6, 0}, {6, 1}}); // far from everyone
    for (int y = 2; y <= 4; ++y) {
        for (int x = 7; x <= 9; ++x) {
            enc.map.set_terrain({x, y}, Terrain::Earth);
        }
    }
    StartCombat s;
    s.setup.initiator = "red";
    EXPECT_TRUE(run(enc, s));
    EXPECT_TRUE(run(enc, SetDiceMode{"entered"}));
    return enc;
}

TakeAction siege(const std::string& unit, std::size_t wall, std::vector<int> rolls) {
    TakeAction t{unit, "siege"};
    t.wall = wall;
    t.rolls = std::move(rolls);
    return t;
}

Dig dig(const std::string& unit, std::vector<const char*> cells) {
    Dig d{unit, {}};
    for (const char* c : cells) {
        d.cells.push_back(at(c));
    }
    return d;
}

/// Ends round 1's phases, so that round 2 begins in phase 3.
void next_round(Encounter& enc) {
    ASSERT_TRUE(run(enc, NextRound{}));
}

} // namespace

// "Siege(X): Unit does Xd6 structural damage ... Attack ignores structure's
// defense": 2d6 entered as 3 and 4 take 7 of the door's 8 points; the next
// round's 1 and 1 bring it to 0, and it falls. Undo puts it back.
TEST(PhasesStructures, SiegeDealsXd6StructuralDamageAndTheStructureFallsAtZero) {
    Encounter enc = quarry();
    ASSERT_EQ(structures_in_reach(enc, *enc.find_unit("ogre")).size(), 1U);
    EXPECT_EQ(structures_in_reach(enc, *enc.find_unit("ogre"))[0].label,
              "the door by C2 (8 points)");
    ASSERT_TRUE(run(enc, siege("ogre", 0, {3, 4})));
    ASSERT_EQ(enc.map.walls().size(), 2U);
    EXPECT_EQ(enc.map.walls()[0].structure, 1);
    EXPECT_TRUE(logged(enc, "Ogre deals 7 structural damage to the door by C2 (8 points): 1 left "
                            "(seed 000 \"Specials\")"));
    // The Action is spent: no second strike in the phase.
    EXPECT_FALSE(refused(enc, siege("ogre", 0, {6, 6})).empty());
    next_round(enc);
    const Encounter before = enc;
    auto fell = execute(enc, siege("ogre", 0, {1, 1}));
    ASSERT_TRUE(fell) << fell.reason();
    ASSERT_EQ(enc.map.walls().size(), 1U); // the far wall is left
    EXPECT_EQ(enc.map.walls()[0].from, (Point{6, 0}));
    EXPECT_TRUE(logged(enc, "Ogre deals 2 structural damage to the door by C2 (1 point): it falls "
                            "(seed 000 \"Specials\")"));
    revert_all(enc, fell.value());
    EXPECT_EQ(enc, before);
}

// The seed gives structures no strength: without points set, the damage is
// logged and the GM judges, the section named.
TEST(PhasesStructures, WithoutPointsTheGmJudgesTheDamage) {
    Encounter enc = quarry(std::nullopt);
    ASSERT_TRUE(run(enc, siege("ogre", 0, {6, 5})));
    EXPECT_EQ(enc.map.walls().size(), 2U);
    EXPECT_FALSE(enc.map.walls()[0].structure.has_value());
    EXPECT_TRUE(logged(enc, "Ogre deals 11 structural damage to the door by C2: its strength is "
                            "not set, so the GM judges whether it falls (remove it if it does) "
                            "(seed 000 \"Specials\")"));
}

// Only a Siege or Digging unit strikes, and only a structure next to it.
TEST(PhasesStructures, OnlySiegeOrDiggingUnitsStrikeAStructureNextToThem) {
    Encounter enc = quarry();
    EXPECT_TRUE(contains(refused(enc, siege("gob", 0, {3, 3})),
                         "Gob deals no structural damage: that takes Siege(X) or Digging(X)"));
    EXPECT_TRUE(
        contains(refused(enc, siege("ogre", 1, {3, 3})), "the wall by G1 is not next to Ogre"));
    EXPECT_TRUE(contains(refused(enc, siege("ogre", 9, {3, 3})), "There is no wall number 9"));
    EXPECT_TRUE(contains(refused(enc, TakeAction{"ogre", "siege"}), "Name the wall"));
    EXPECT_TRUE(contains(refused(enc, TakeAction{"mole", "siege"}),
                         "No wall, window or door is next to Mole"));
    TakeAction other{"ogre", "other"};
    other.wall = 0;
    EXPECT_TRUE(contains(refused(enc, other), "Other action is not aimed at a wall"));
    // A Digging unit strikes too, with its own X: 2 dice from the mole.
    EXPECT_TRUE(structures_in_reach(enc, *enc.find_unit("mole")).empty());
    EXPECT_EQ(structural_dice(enc, *enc.find_unit("mole")), 2);
    EXPECT_EQ(structural_dice(enc, *enc.find_unit("gob")), 0);
    // Entered dice: two d6 faces for Siege 2.
    EXPECT_FALSE(refused(enc, siege("ogre", 0, {3})).empty());
    EXPECT_FALSE(refused(enc, siege("ogre", 0, {3, 7})).empty());
}

// A wall counts as next to a unit when it passes closer than one square:
// on its square's edge, or across a square next to it (diagonals too), but
// not along the far edge of a neighbouring square.
TEST(PhasesStructures, NextToMeansCloserThanOneSquare) {
    Encounter enc = quarry();
    const Unit& ogre = *enc.find_unit("ogre"); // B2: the square [1,2] x [1,2]
    auto& walls = enc.map.walls();
    walls.clear();
    walls.push_back(Wall{{1, 1}, {2, 1}});       // its own north edge
    walls.push_back(Wall{{3, 0.5}, {3.5, 0.5}}); // in D1, two squares off
    walls.push_back(Wall{{2.5, 0}, {2.5, 1}});   // across C1, the diagonal neighbour
    walls.push_back(Wall{{3, 1}, {3, 2}});       // the far edge of C2
    walls.push_back(Wall{{0, 3}, {3, 3}});       // the far edge of row 3
    EXPECT_TRUE(structure_next_to(enc.map, 0, ogre));
    EXPECT_FALSE(structure_next_to(enc.map, 1, ogre));
    EXPECT_TRUE(structure_next_to(enc.map, 2, ogre));
    EXPECT_FALSE(structure_next_to(enc.map, 3, ogre));
    EXPECT_FALSE(structure_next_to(enc.map, 4, ogre));
}

// "Unit can create a tunnel X squares long through dirt each round": the
// mole (Digging 2) digs H3 and H4 with its Move and ends on H4; the earth
// there is open ground now. Undo fills the tunnel and puts it back.
TEST(PhasesStructures, DiggingTunnelsXSquaresOfEarthWithTheMove) {
    Encounter enc = quarry();
    EXPECT_EQ(dig_left(enc, *enc.find_unit("mole")), 2);
    const auto options = dig_options(enc, *enc.find_unit("mole"));
    ASSERT_EQ(options.size(), 2U); // south only: 1 and 2 squares
    EXPECT_EQ(options[1].label, "South, 2 squares (H3, H4)");
    const Encounter before = enc;
    auto dug = execute(enc, dig("mole", {"H3", "H4"}));
    ASSERT_TRUE(dug) << dug.reason();
    EXPECT_EQ(enc.find_unit("mole")->cell, at("H4"));
    EXPECT_EQ(enc.map.terrain(at("H3")), Terrain::Open);
    EXPECT_EQ(enc.map.terrain(at("H4")), Terrain::Open);
    EXPECT_EQ(enc.map.terrain(at("H5")), Terrain::Earth);
    EXPECT_TRUE(logged(enc, "Mole digs a tunnel through H3, H4 (2 of Digging 2 this round) "
                            "(seed 000 \"Specials\")"));
    EXPECT_TRUE(logged(enc, "Mole moves H2 to H4 (2 squares)"));
    EXPECT_EQ(dig_left(enc, *enc.find_unit("mole")), 0);
    EXPECT_TRUE(contains(refused(enc, dig("mole", {"H5"})),
                         "Mole may dig 0 more squares this round (Digging 2), not 1"));
    revert_all(enc, dug.value());
    EXPECT_EQ(enc, before);
    // The next round it digs again: its X counts afresh.
    ASSERT_TRUE(run(enc, dig("mole", {"H3"})));
    next_round(enc);
    EXPECT_EQ(dig_left(enc, *enc.find_unit("mole")), 2);
    ASSERT_TRUE(run(enc, dig("mole", {"H4", "I4"})));
    EXPECT_EQ(enc.find_unit("mole")->cell, at("I4"));
}

// "Each square must be adjacent in a cardinal direction (N/E/S/W) to a
// previous square; diagonal moves are not allowed when digging"; a tunnel
// goes "through dirt"; no more than X squares; only a Digging unit digs.
TEST(PhasesStructures, ATunnelTakesCardinalStepsThroughEarthOnly) {
    Encounter enc = quarry();
    EXPECT_TRUE(contains(refused(enc, dig("mole", {"I3"})),
                         "each square must be next to the one before to the N, E, S or W"));
    EXPECT_TRUE(contains(refused(enc, dig("mole", {"H3", "I4"})), "no diagonal digging"));
    EXPECT_TRUE(contains(refused(enc, dig("mole", {"G2"})), "G2 is open, not earth"));
    EXPECT_TRUE(contains(refused(enc, dig("mole", {"H3", "H4", "H5"})),
                         "Mole may dig 2 more squares this round (Digging 2), not 3"));
    EXPECT_TRUE(
        contains(refused(enc, dig("ogre", {"B3"})), "Ogre cannot dig: that takes Digging(X)"));
    EXPECT_TRUE(contains(refused(enc, dig("mole", {"H3", "H3"})), "The tunnel names H3 twice"));
    // A wall between two squares of earth stops the tunnel.
    enc.map.walls().push_back(Wall{{7, 3}, {8, 3}}); // between H3 and H4
    EXPECT_TRUE(
        contains(refused(enc, dig("mole", {"H3", "H4"})), "A wall stands between H3 and H4"));
}

// Digging is a move: an enemy next to a tunnel square ends it there
// ("Hostile Squares"), so the tunnel cannot go on past it.
TEST(PhasesStructures, HostileSquaresEndTheTunnelsMove) {
    Encounter enc = quarry();
    ASSERT_TRUE(run(enc, override_of(MoveUnit{"orc", at("G4"), {}, true})));
    const std::string no = refused(enc, dig("mole", {"H3", "H4"}));
    EXPECT_TRUE(contains(no, "The tunnel is dug only as Mole moves: ")) << no;
    ASSERT_TRUE(run(enc, dig("mole", {"H3"}))); // H3 is next to the orc: it stops there
    EXPECT_EQ(enc.find_unit("mole")->cell, at("H3"));
}

// The new fields load from files and old files load without them: a wall's
// structural points, and earth ('%') in the terrain rows.
TEST(PhasesStructures, StructureAndEarthSurviveAFileAndOldFilesLoad) {
    Encounter enc = quarry();
    ASSERT_TRUE(run(enc, SetStructure{1, 30}));
    const std::string text = io::write_encounter(enc);
    auto back = io::read_encounter(text);
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().map.walls()[0].structure, 8);
    EXPECT_EQ(back.value().map.walls()[1].structure, 30);
    EXPECT_EQ(back.value().map.terrain(at("H3")), Terrain::Earth);
    // A file written before issue 14's structures: no "structure" field.
    const std::string old = R"({"format": "skirmish-encounter", "version": 2, "ruleset": "phases",
        "map": {"width": 4, "height": 2, "terrain": ["..#.", "~..."],
                "walls": [{"from": [1, 0], "to": [1, 1], "kind": "door", "state": "closed"}]}})";
    auto loaded = io::read_encounter(old);
    ASSERT_TRUE(loaded) << loaded.reason();
    EXPECT_FALSE(loaded.value().map.walls()[0].structure.has_value());
    EXPECT_EQ(loaded.value().map.terrain({2, 0}), Terrain::Impassable);
    // Bad points name their place in the file.
    const std::string bad = R"({"format": "skirmish-encounter", "version": 2, "ruleset": "phases",
        "map": {"width": 4, "height": 2, "walls": [{"from": [1, 0], "to": [1, 1], "structure": 0}]}})";
    auto refused_file = io::read_encounter(bad);
    ASSERT_FALSE(refused_file);
    EXPECT_TRUE(contains(refused_file.reason(), "map.walls[0].structure")) << refused_file.reason();
}

// The GM sets and clears a structure's points as a command, undoable.
TEST(PhasesStructures, TheGmSetsStructuralPoints) {
    Encounter enc = quarry();
    EXPECT_TRUE(contains(refused(enc, SetStructure{0, 8}), "already has 8 structural points"));
    EXPECT_TRUE(contains(refused(enc, SetStructure{0, 0}), "Structural points are 1 to 100000"));
    EXPECT_TRUE(contains(refused(enc, SetStructure{5, 3}), "There is no wall number 5"));
    ASSERT_TRUE(run(enc, SetStructure{0, std::nullopt}));
    EXPECT_FALSE(enc.map.walls()[0].structure.has_value());
    // Earth takes no unit, as impassable ground.
    EXPECT_FALSE(refused(enc, PaintTerrain{{at("B4")}, Terrain::Earth}).empty());
}
