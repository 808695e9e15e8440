// Movement, adjacency and threat (issue 4): seed 000's Bull Rush movement,
// seed 001's free-hit triggers, metrics, walls, doors, terrain, large units.
#include "test_helpers.h"

#include "io/encounter_json.h"
#include "movement/move_rules.h"
#include "movement/passability_memo.h"
#include "movement/pathfinder.h"
#include "movement/threat.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

Encounter load_bundled(const char* name) {
    std::ifstream in(std::string(SKIRMISH_SOURCE_DIR) + "/resources/encounters/" + name);
    std::stringstream s;
    s << in.rdbuf();
    auto r = io::read_encounter(s.str());
    EXPECT_TRUE(r.ok()) << r.reason();
    return r.value();
}

Unit unit(const char* id, const char* side, const char* cell) {
    Unit u;
    u.id = id;
    u.name = id;
    u.side = side;
    u.cell = at(cell);
    return u;
}

Encounter open_map(RulesetId ruleset, int size = 12) {
    Encounter enc;
    enc.ruleset = ruleset;
    enc.map = BattleMap(size, size);
    enc.sides = {Side{"red", "Red", "#c0392b", true}, Side{"blue", "Blue", "#2e86de", false}};
    return enc;
}

const ReachSquare* find(const Reach& r, const char* label) {
    for (const auto& s : r.squares) {
        if (s.cell == at(label)) {
            return &s;
        }
    }
    return nullptr;
}

} // namespace

// ---- seed 000, "Bull Rush" example: the movement half.

TEST(BullRushMovement, TheAttackerStopsAtC7NextToB8AndD8) {
    const Encounter enc = load_bundled("bull-rush.skirmish");
    const Pathfinder pf(enc);
    const PathResult p = pf.path("attacker", at("C8"));
    EXPECT_FALSE(p.legal);
    EXPECT_EQ(to_label(p.stops_at), "C7");
    EXPECT_EQ(labels(p.path),
              (std::vector<std::string>{"C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"}));
    // C8 is dodging: only B8 and D8 make C7 hostile.
    EXPECT_NE(p.reason.find("move ends at C7, next to Defender B8 and Defender D8"),
              std::string::npos)
        << p.reason;
    // C7 itself is a legal end, and the move ends there.
    const PathResult to_c7 = pf.path("attacker", at("C7"));
    EXPECT_TRUE(to_c7.legal) << to_c7.reason;
    EXPECT_EQ(to_c7.cost, 6);
    const Reach r = pf.reachable("attacker");
    ASSERT_NE(find(r, "C7"), nullptr);
    EXPECT_TRUE(find(r, "C7")->ends_move);
    EXPECT_FALSE(find(r, "C5")->ends_move);
    EXPECT_EQ(find(r, "C8"), nullptr);
}

TEST(BullRushMovement, WithB7AndD7ItStopsAtC6) {
    const Encounter enc = load_bundled("bull-rush-variant.skirmish");
    const Pathfinder pf(enc);
    const PathResult p = pf.path("attacker", at("C8"));
    EXPECT_FALSE(p.legal);
    EXPECT_EQ(to_label(p.stops_at), "C6");
    EXPECT_NE(p.reason.find("move ends at C6"), std::string::npos) << p.reason;
    // C7 cannot be reached at all: every way in passes a hostile square.
    EXPECT_FALSE(pf.path("attacker", at("C7")).legal);
    EXPECT_EQ(find(pf.reachable("attacker"), "C7"), nullptr);
}

TEST(BullRushMovement, AnAgileAttackerIsNotStopped) {
    Encounter enc = load_bundled("bull-rush-variant.skirmish");
    enc.find_unit("attacker")->specials.insert("Agile");
    const Pathfinder pf(enc);
    const PathResult p = pf.path("attacker", at("C7"));
    EXPECT_TRUE(p.legal) << p.reason;
    EXPECT_EQ(to_label(p.stops_at), "C7");
    EXPECT_FALSE(find(pf.reachable("attacker"), "C7")->ends_move);
}

// seed 000 "Specials": "Scout units do not auto-engage enemy units"
// (settled: neither way). A Scout attacker walks C1 to C7 past B8 and D8
// without stopping; Scout defenders on B7 and D7 stop no one, so the
// attacker reaches C7 (only C8, dodging, and B8, D8 remain: C7 ends it).
TEST(PhasesMovement, AScoutNeitherStopsNorIsStopped) {
    Encounter enc = load_bundled("bull-rush-variant.skirmish");
    enc.find_unit("attacker")->specials.insert("Scout");
    const Pathfinder scout(enc);
    EXPECT_TRUE(scout.path("attacker", at("C7")).legal);
    EXPECT_FALSE(find(scout.reachable("attacker"), "C7")->ends_move);
    enc.find_unit("attacker")->specials.clear();
    for (const Unit& u : enc.units) {
        if (u.cell == at("B7") || u.cell == at("D7")) {
            enc.find_unit(u.id)->specials.insert("Scout");
        }
    }
    const Pathfinder past(enc);
    const PathResult p = past.path("attacker", at("C7"));
    EXPECT_TRUE(p.legal) << p.reason;
    EXPECT_TRUE(find(past.reachable("attacker"), "C7")->ends_move); // B8 and D8 still stop it
}

// seed 000 "Specials", Dodging: "If a mount is Dodging, the rider is also
// considered to be Dodging". C8 dodges (the example); a rider on C8's
// square makes C7 hostile, unless C8 is its mount.
TEST(PhasesMovement, TheRiderOfADodgingMountIsDodgingToo) {
    Encounter enc = load_bundled("bull-rush.skirmish");
    const Unit* c8 = nullptr;
    for (const Unit& u : enc.units) {
        c8 = u.cell == at("C8") ? &u : c8;
    }
    ASSERT_NE(c8, nullptr);
    ASSERT_TRUE(c8->conditions.contains("dodging"));
    const std::string mount = c8->id;
    const std::string side = c8->side;
    // Only C8's square makes hostile squares: B8 and D8 go.
    std::erase_if(enc.units, [&](const Unit& u) { return u.side == side && u.id != mount; });
    enc.units.push_back(unit("rider", side.c_str(), "C8"));
    EXPECT_TRUE(find(Pathfinder(enc).reachable("attacker"), "C7")->ends_move);
    enc.find_unit("rider")->mount = mount;
    EXPECT_FALSE(find(Pathfinder(enc).reachable("attacker"), "C7")->ends_move);
}

TEST(PhasesMovement, ImmobilizedUnitsCannotMove) {
    Encounter enc = load_bundled("bull-rush.skirmish");
    enc.find_unit("attacker")->conditions.insert("Immobilized");
    const Pathfinder pf(enc);
    EXPECT_TRUE(pf.reachable("attacker").squares.empty());
    EXPECT_EQ(pf.reachable("attacker").cannot_move, "Attacker is Immobilized");
    EXPECT_FALSE(pf.path("attacker", at("C3")).legal);
}

// ---- seed 001, free hits.

TEST(FreeHits, LeavingAMeleeZoneProvokes) {
    Encounter enc = open_map(RulesetId::Freehits);
    enc.units = {unit("hero", "red", "E5"), unit("orc", "blue", "F5")};
    const Pathfinder pf(enc);
    const PathResult p = pf.path("hero", at("B5"));
    ASSERT_TRUE(p.legal) << p.reason;
    ASSERT_EQ(p.provokes.size(), 1u);
    EXPECT_EQ(p.provokes[0].by, "orc");
    EXPECT_EQ(to_label(p.provokes[0].at), "E5");
}

TEST(FreeHits, MovingThreeSpacesInsideAZoneProvokesTwoDoesNot) {
    Encounter enc = open_map(RulesetId::Freehits);
    // A 2x2 ogre's zone is the ring around it: E4..H4, E5, H5, E6, H6, E7..H7.
    Unit ogre = unit("ogre", "blue", "F5");
    ogre.size = 2;
    enc.units = {unit("hero", "red", "E4"), ogre};
    const Pathfinder pf(enc);
    const PathResult two = pf.path("hero", at("G4")); // E4 -> F4 -> G4: 2 spaces inside
    ASSERT_TRUE(two.legal) << two.reason;
    EXPECT_TRUE(two.provokes.empty());
    const PathResult three = pf.path("hero", at("H4")); // 3 spaces inside
    ASSERT_TRUE(three.legal) << three.reason;
    ASSERT_EQ(three.provokes.size(), 1u);
    EXPECT_EQ(three.provokes[0].by, "ogre");
    EXPECT_EQ(to_label(three.provokes[0].at), "G4");
}

TEST(FreeHits, ReachWidensTheZone) {
    Encounter enc = open_map(RulesetId::Freehits);
    Unit orc = unit("orc", "blue", "F5");
    enc.units = {unit("hero", "red", "D5"), orc};
    EXPECT_TRUE(Pathfinder(enc).path("hero", at("B5")).provokes.empty()); // D5 is 2 away
    enc.find_unit("orc")->specials.insert("Reach");
    const Pathfinder pf(enc);
    EXPECT_EQ(threatened_cells(enc, pf.passability(), *enc.find_unit("orc")).size(), 24u);
    const PathResult p = pf.path("hero", at("B5"));
    ASSERT_EQ(p.provokes.size(), 1u);
    EXPECT_EQ(to_label(p.provokes[0].at), "D5");
}

TEST(FreeHits, DisengageSuppressesBoth) {
    Encounter enc = open_map(RulesetId::Freehits);
    Unit ogre = unit("ogre", "blue", "F5");
    ogre.size = 2;
    enc.units = {unit("hero", "red", "E4"), ogre};
    enc.find_unit("hero")->conditions.insert("disengaged");
    const Pathfinder pf(enc);
    EXPECT_TRUE(pf.path("hero", at("H4")).provokes.empty());
    EXPECT_TRUE(pf.path("hero", at("B4")).provokes.empty());
}

TEST(FreeHits, ThePathAvoidsProvokingWhenItCan) {
    Encounter enc = open_map(RulesetId::Freehits);
    enc.units = {unit("hero", "red", "E5"), unit("orc", "blue", "F5")};
    // Around the orc to G5 inside its zone (E5 -> F4 -> G5, two spaces)
    // provokes nothing, though leaving and coming back would cost the same.
    const Pathfinder pf(enc);
    const PathResult p = pf.path("hero", at("G5"));
    ASSERT_TRUE(p.legal) << p.reason;
    EXPECT_TRUE(p.provokes.empty()); // E5 -> F4 -> G5: two spaces inside, never leaving
    EXPECT_EQ(p.cost, 2);
}

// ---- sides: only armed enemies threaten.

TEST(SidesMovement, RunningOutOfAnArmedEnemysReachProvokes) {
    Encounter enc = open_map(RulesetId::Sides);
    enc.units = {unit("hero", "red", "E5"), unit("guard", "blue", "F5")};
    EXPECT_EQ(Pathfinder(enc).path("hero", at("B5")).provokes.size(), 1u);
    enc.find_unit("guard")->specials.insert("unarmed");
    EXPECT_TRUE(Pathfinder(enc).path("hero", at("B5")).provokes.empty());
}

// ---- metrics, walls, doors, terrain, large units.

TEST(Movement, AlternatingDiagonalsAreExact) {
    Encounter enc = open_map(RulesetId::Teams, 12);
    enc.units = {unit("hero", "red", "A1")};
    enc.find_unit("hero")->stats["speed"] = 20;
    const Pathfinder pf(enc);
    const Reach r = pf.reachable("hero");
    EXPECT_EQ(find(r, "B2")->cost, 1);
    EXPECT_EQ(find(r, "C3")->cost, 3);
    EXPECT_EQ(find(r, "D4")->cost, 4);
    EXPECT_EQ(find(r, "E5")->cost, 6);
    EXPECT_EQ(find(r, "D6")->cost, 6); // 3 diagonals (1+2+1) and 2 straight
    // The parity choice: a wall forces the first diagonal later; the cost
    // still counts every second diagonal as 2.
    EXPECT_EQ(pf.path("hero", at("C3")).cost, 3);
}

TEST(Movement, UniformAndManhattan) {
    Encounter enc = open_map(RulesetId::Phases);
    enc.units = {unit("hero", "red", "A1")};
    EXPECT_EQ(find(Pathfinder(enc).reachable("hero"), "D4")->cost, 3);
    enc.map.set_diagonal(DiagonalRule::Manhattan);
    EXPECT_EQ(find(Pathfinder(enc).reachable("hero"), "D4")->cost, 6);
}

TEST(Movement, CornerCuttingIsBlocked) {
    Encounter enc = open_map(RulesetId::Phases);
    // A wall from (2,0) to (2,2) ends at the corner between B2 and C3.
    enc.map.walls().push_back(Wall{{2, 0}, {2, 2}});
    enc.units = {unit("hero", "red", "B2")};
    const Pathfinder pf(enc);
    EXPECT_FALSE(pf.passability().can_step(at("B2"), 1)); // B2 -> C3 touches the corner
    const PathResult p = pf.path("hero", at("C3"));
    ASSERT_TRUE(p.legal);
    EXPECT_EQ(p.cost, 2);                                 // around, not through the corner
    EXPECT_FALSE(pf.passability().can_step(at("B1"), 0)); // through the wall
}

TEST(Movement, DoorsOpenAndClosedWindows) {
    Encounter enc = open_map(RulesetId::Phases);
    enc.map.walls().push_back(Wall{{0, 3}, {5, 3}});
    enc.map.walls().push_back(Wall{{5, 3}, {6, 3}, WallKind::Door, DoorState::Closed});
    enc.map.walls().push_back(Wall{{6, 3}, {12, 3}, WallKind::Window});
    enc.units = {unit("hero", "red", "F2")};
    EXPECT_FALSE(Pathfinder(enc).path("hero", at("F5"), {}, 20).legal);
    enc.map.walls()[1].state = DoorState::Open;
    const PathResult p = Pathfinder(enc).path("hero", at("F5"));
    EXPECT_TRUE(p.legal) << p.reason;
    EXPECT_EQ(p.cost, 3);
    // An open door still stops squeezing past its ends diagonally.
    EXPECT_FALSE(Pathfinder(enc).passability().can_step(at("E3"), 1));
}

// Issue 17: the move overlay keeps the Passability while the map's walls
// and terrain stay the same, and builds it again when any of them changes.
TEST(PassabilityMemo, KeptWhileTheMapStaysBuiltAgainWhenItChanges) {
    Encounter enc = open_map(RulesetId::Phases);
    enc.map.walls().push_back(Wall{{0, 3}, {5, 3}});
    enc.map.walls().push_back(Wall{{5, 3}, {6, 3}, WallKind::Door, DoorState::Closed});
    enc.units = {unit("hero", "red", "F2")};
    PassabilityMemo memo;
    const auto first = memo.get(enc.map);
    EXPECT_FALSE(first->can_step(at("F3"), 2)); // the closed door
    enc.units[0].cell = at("B2");               // a token moves: the map is the same
    EXPECT_EQ(memo.get(enc.map), first);
    EXPECT_EQ(memo.built(), 1);

    enc.map.walls()[1].state = DoorState::Open;
    const auto opened = memo.get(enc.map);
    EXPECT_NE(opened, first);
    EXPECT_TRUE(opened->can_step(at("F3"), 2));
    EXPECT_FALSE(first->can_step(at("F3"), 2)); // a kept one is not changed under its holder

    enc.map.walls().push_back(Wall{{3, 0}, {3, 3}});
    EXPECT_FALSE(memo.get(enc.map)->can_step(at("C1"), 0));
    enc.map.set_terrain(at("H8"), Terrain::Difficult);
    EXPECT_EQ(memo.get(enc.map)->terrain_factor(at("H8"), 1), 2);
    enc.map.set_terrain(at("H8"), Terrain::Impassable);
    EXPECT_FALSE(memo.get(enc.map)->can_stand(at("H8"), 1));
    EXPECT_EQ(memo.built(), 5);

    // A wall's end moves: as many walls, of the same kinds.
    enc.map.walls().back().to = {3, 2};
    EXPECT_TRUE(memo.get(enc.map)->can_step(at("C3"), 0));
    EXPECT_EQ(memo.built(), 6);

    // The same number of squares, the other way round.
    enc.map = BattleMap(14, 12);
    EXPECT_EQ(memo.get(enc.map)->width(), 14);
    enc.map = BattleMap(12, 14);
    EXPECT_EQ(memo.get(enc.map)->width(), 12);
    EXPECT_EQ(memo.built(), 8);
}

TEST(PassabilityMemo, APathfinderOverASharedPassabilityAnswersAsItsOwn) {
    Encounter enc = open_map(RulesetId::Phases);
    enc.map.walls().push_back(Wall{{0, 3}, {5, 3}});
    enc.map.set_terrain(at("C2"), Terrain::Difficult);
    enc.units = {unit("hero", "red", "B2"), unit("orc", "blue", "E5")};
    PassabilityMemo memo;
    const Pathfinder shared(enc, memo.get(enc.map));
    const Pathfinder own(enc);
    const Reach a = shared.reachable("hero");
    const Reach b = own.reachable("hero");
    ASSERT_EQ(a.squares.size(), b.squares.size());
    for (std::size_t i = 0; i < a.squares.size(); ++i) {
        EXPECT_EQ(a.squares[i].cell, b.squares[i].cell);
        EXPECT_EQ(a.squares[i].cost, b.squares[i].cost);
    }
    EXPECT_EQ(shared.path("hero", at("B5")).cost, own.path("hero", at("B5")).cost);
    // Not the map's passability: refused, not searched.
    EXPECT_THROW(Pathfinder(enc, nullptr), std::invalid_argument);
    EXPECT_THROW(Pathfinder(enc, std::make_shared<const Passability>(BattleMap(5, 5))),
                 std::invalid_argument);
}

TEST(Movement, DifficultTerrainCostsDouble) {
    Encounter enc = open_map(RulesetId::Phases);
    for (int y = 0; y < 12; ++y) {
        enc.map.set_terrain({3, y}, Terrain::Difficult);
    }
    enc.units = {unit("hero", "red", "A1")};
    const Reach r = Pathfinder(enc).reachable("hero");
    EXPECT_EQ(find(r, "C1")->cost, 2);
    EXPECT_EQ(find(r, "D1")->cost, 4);
    EXPECT_EQ(find(r, "E1")->cost, 5);
}

TEST(Movement, LargeUnitsCannotUseACorridorOneSquareWide) {
    Encounter enc = open_map(RulesetId::Phases);
    // A corridor along row 6 (y 5..6) between walls, from x=2 to x=10.
    enc.map.walls().push_back(Wall{{2, 5}, {10, 5}});
    enc.map.walls().push_back(Wall{{2, 6}, {10, 6}});
    for (int x = 2; x < 10; ++x) {
        for (int y = 0; y < 12; ++y) {
            if (y != 5) {
                enc.map.set_terrain({x, y}, Terrain::Impassable);
            }
        }
    }
    Unit ogre = unit("ogre", "red", "A5");
    ogre.size = 2;
    enc.units = {ogre, unit("imp", "red", "B9")};
    const Pathfinder pf(enc);
    EXPECT_FALSE(pf.path("ogre", at("K5"), {}, 30).legal);
    EXPECT_EQ(find(pf.reachable("ogre", 30), "E5"), nullptr);
    // A one-square unit goes through.
    enc.units[1].cell = at("A6");
    EXPECT_TRUE(Pathfinder(enc).path("imp", at("K6"), {}, 30).legal);
}

TEST(Movement, AlliesCanBePassedButNotEndedOnEnemiesBlock) {
    Encounter enc = open_map(RulesetId::Teams);
    enc.map.set_diagonal(DiagonalRule::Manhattan);
    // A corridor one square wide along row 1, walled below.
    enc.map.walls().push_back(Wall{{0, 1}, {12, 1}});
    enc.units = {unit("hero", "red", "A1"), unit("friend", "red", "B1")};
    enc.find_unit("hero")->stats["speed"] = 6;
    Pathfinder pf(enc);
    EXPECT_TRUE(pf.path("hero", at("D1")).legal);
    EXPECT_FALSE(pf.path("hero", at("B1")).legal);
    EXPECT_EQ(find(pf.reachable("hero"), "B1"), nullptr);
    EXPECT_NE(find(pf.reachable("hero"), "C1"), nullptr);
    enc.units[1].side = "blue";
    Pathfinder pf2(enc);
    EXPECT_EQ(find(pf2.reachable("hero"), "C1"), nullptr);
}

TEST(Movement, WaypointsAreVisitedInOrder) {
    Encounter enc = open_map(RulesetId::Phases);
    enc.units = {unit("hero", "red", "A1")};
    const PathResult p = Pathfinder(enc).path("hero", at("A5"), {at("C3")});
    ASSERT_TRUE(p.legal) << p.reason;
    EXPECT_EQ(p.cost, 4);
    EXPECT_NE(std::find(p.path.begin(), p.path.end(), at("C3")), p.path.end());
}

TEST(Threat, MeleeZonesStopAtWalls) {
    Encounter enc = open_map(RulesetId::Freehits);
    enc.map.walls().push_back(Wall{{6, 0}, {6, 12}});
    enc.units = {unit("orc", "blue", "F5")};
    const Pathfinder pf(enc);
    const auto zone = threatened_cells(enc, pf.passability(), enc.units[0]);
    EXPECT_EQ(labels(zone), (std::vector<std::string>{"E4", "F4", "E5", "E6", "F6"}));
}

// "Hostile Squares: Units that enter a square that is adjacent to an
// occupied enemy square must end their move, if both units are at the same
// elevation" (seed 000 "Situational Modifiers"). The defenders of C8 stand
// on a wall at level 1: the attacker walks past them to C8's neighbour and
// on, as far as its Move goes.
TEST(BullRushMovement, EnemiesOnAnotherLevelMakeNoHostileSquares) {
    Encounter enc = load_bundled("bull-rush.skirmish");
    for (const char* sq : {"B8", "C8", "D8"}) {
        enc.map.set_elevation(at(sq), 1);
    }
    const Pathfinder pf(enc);
    const Reach r = pf.reachable("attacker");
    ASSERT_NE(find(r, "C7"), nullptr);
    EXPECT_FALSE(find(r, "C7")->ends_move);
    const PathResult to_c7 = pf.path("attacker", at("C7"));
    EXPECT_TRUE(to_c7.legal) << to_c7.reason;
    // One of them back on the ground: C7 ends the move again.
    enc.map.set_elevation(at("D8"), 0);
    EXPECT_TRUE(find(Pathfinder(enc).reachable("attacker"), "C7")->ends_move);
}

// "Run (Move)": "When you leave a melee combatant's range (usually 5',
// though can be longer for big foes or Long weapons), they get an Attack of
// Opportunity." A Long guard (or one holding a Long weapon) threatens 10 ft.
TEST(SidesMovement, ALongWeaponThreatensTenFeet) {
    Encounter enc = open_map(RulesetId::Sides);
    enc.units = {unit("hero", "red", "D5"), unit("guard", "blue", "F5")};
    // Two squares off: outside an ordinary reach, nothing provoked.
    EXPECT_TRUE(Pathfinder(enc).path("hero", at("A5")).provokes.empty());
    EXPECT_EQ(melee_reach(enc, *enc.find_unit("guard")), 1);
    enc.find_unit("guard")->specials.insert("Long");
    EXPECT_EQ(melee_reach(enc, *enc.find_unit("guard")), 2);
    EXPECT_EQ(Pathfinder(enc).path("hero", at("A5")).provokes.size(), 1u);
    // A Long weapon does the same; a plain one does not.
    enc.find_unit("guard")->specials.erase("Long");
    Weapon pike;
    pike.name = "Pike";
    pike.kind = WeaponKind::Melee;
    enc.find_unit("guard")->weapons = {pike};
    EXPECT_TRUE(Pathfinder(enc).path("hero", at("A5")).provokes.empty());
    enc.find_unit("guard")->weapons.front().specials = {"Long"};
    EXPECT_EQ(Pathfinder(enc).path("hero", at("A5")).provokes.size(), 1u);
}

// "A unit's move drops to 0 if it moves into a square that is adjacent to an
// enemy unit (unless otherwise noted : see Dodge and Agile)"; the example:
// "If there were non-dodging units in B7 and D7, attacker would lose their
// remaining move when they entered C6" (seed 000 "Combat Sequence",
// "Special Combat Maneuvers"). Dodging units there do not stop it.
TEST(BullRushMovement, DodgingEnemiesMakeNoHostileSquares) {
    Encounter enc = load_bundled("bull-rush-variant.skirmish");
    enc.find_unit("b7")->conditions.insert("dodging");
    enc.find_unit("d7")->conditions.insert("dodging");
    const Pathfinder pf(enc);
    const Reach r = pf.reachable("attacker");
    ASSERT_NE(find(r, "C6"), nullptr);
    EXPECT_FALSE(find(r, "C6")->ends_move);
    // It goes on to C7, where the non-dodging B8 and D8 end the move.
    const PathResult p = pf.path("attacker", at("C7"));
    EXPECT_TRUE(p.legal) << p.reason;
    ASSERT_NE(find(r, "C7"), nullptr);
    EXPECT_TRUE(find(r, "C7")->ends_move);
}
