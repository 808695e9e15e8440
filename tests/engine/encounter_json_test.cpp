#include "io/encounter_json.h"

#include <gtest/gtest.h>

using namespace skirmish;

namespace {
// The minimal file of issue 2, verbatim.
const char* kMinimal = R"({"format": "skirmish-encounter", "version": 1, "name": "Example",
 "ruleset": "phases",
 "map": {"width": 12, "height": 12, "square": {"size": 1, "unit": "square"},
         "walls": [{"from": [0, 5], "to": [4, 5]},
                   {"from": [4, 5], "to": [5, 5], "kind": "door", "state": "closed"},
                   {"from": [5, 5], "to": [7, 5], "kind": "window"}]},
 "sides": [{"id": "red", "name": "Red", "color": "#c0392b", "player": true},
           {"id": "blue", "name": "Blue"}],
 "units": [{"id": "attacker", "name": "Attacker", "side": "red", "cell": "C1",
            "stats": {"combat": 3}, "specials": ["Heavy"]},
           {"id": "guard", "name": "Guard", "side": "blue", "cell": [2, 7],
            "size": 1, "conditions": ["dodging"], "hidden": true}]})";
} // namespace

TEST(EncounterJson, TheMinimalFileLoads) {
    auto r = io::read_encounter(kMinimal);
    ASSERT_TRUE(r.ok()) << r.reason();
    const Encounter& e = r.value();
    EXPECT_EQ(e.name, "Example");
    EXPECT_EQ(e.ruleset, RulesetId::Phases);
    EXPECT_EQ(e.map.width(), 12);
    ASSERT_EQ(e.map.walls().size(), 3u);
    EXPECT_EQ(e.map.walls()[0].kind, WallKind::Wall);
    EXPECT_EQ(e.map.walls()[1].kind, WallKind::Door);
    EXPECT_EQ(e.map.walls()[1].state, DoorState::Closed);
    EXPECT_EQ(e.map.walls()[2].kind, WallKind::Window);
    ASSERT_EQ(e.sides.size(), 2u);
    EXPECT_TRUE(e.sides[0].player);
    EXPECT_FALSE(e.sides[1].player);
    EXPECT_EQ(e.sides[1].color, "#7f8c8d"); // the default colour
    const Unit* a = e.find_unit("attacker");
    ASSERT_NE(a, nullptr);
    EXPECT_EQ(a->cell, (Cell{2, 0}));
    EXPECT_EQ(a->stats.at("combat"), 3);
    EXPECT_TRUE(a->specials.count("Heavy"));
    EXPECT_FALSE(a->hidden);
    const Unit* g = e.find_unit("guard");
    ASSERT_NE(g, nullptr);
    EXPECT_EQ(g->cell, (Cell{2, 7}));
    EXPECT_TRUE(g->hidden);
    EXPECT_TRUE(g->conditions.count("dodging"));
    EXPECT_EQ(e.diagonal_rule(), DiagonalRule::Uniform);
}

TEST(EncounterJson, SaveThenLoadGivesTheSameEncounter) {
    auto r = io::read_encounter(kMinimal);
    ASSERT_TRUE(r.ok());
    const std::string text = io::write_encounter(r.value());
    auto again = io::read_encounter(text);
    ASSERT_TRUE(again.ok()) << again.reason();
    EXPECT_EQ(again.value(), r.value());
    EXPECT_EQ(io::write_encounter(again.value()), text); // stable bytes
}

TEST(EncounterJson, TerrainAndElevationRows) {
    auto r = io::read_encounter(R"({"format":"skirmish-encounter","version":1,"ruleset":"teams",
        "map":{"width":3,"height":2,"terrain":[".~#","..."],"elevation":["012","340"]}})");
    ASSERT_TRUE(r.ok()) << r.reason();
    const BattleMap& m = r.value().map;
    EXPECT_EQ(m.terrain({1, 0}), Terrain::Difficult);
    EXPECT_EQ(m.terrain({2, 0}), Terrain::Impassable);
    EXPECT_EQ(m.elevation({1, 1}), 4);
    EXPECT_EQ(r.value().diagonal_rule(), DiagonalRule::Alternating); // teams' default
}
