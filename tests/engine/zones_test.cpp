// Zone movement for factions (issue 4; seed 003, RULESETS.md `factions`).
#include "test_helpers.h"

#include "encounter/command_engine.h"
#include "io/encounter_json.h"
#include "movement/pathfinder.h"
#include "movement/zones.h"

#include <gtest/gtest.h>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

std::vector<Cell> block(const char* from, const char* to) {
    std::vector<Cell> out;
    const Cell a = at(from);
    const Cell b = at(to);
    for (int y = a.y; y <= b.y; ++y) {
        for (int x = a.x; x <= b.x; ++x) {
            out.push_back({x, y});
        }
    }
    return out;
}

// A hall (A..F), a yard (G1:L6) and a cellar (G7:L12); a wall between the
// hall and the cellar.
Encounter painted() {
    Encounter enc;
    enc.ruleset = RulesetId::Factions;
    enc.map = BattleMap(12, 12);
    enc.map.walls().push_back(Wall{{6, 6}, {6, 12}});
    enc.sides = {Side{"heroes", "Heroes", "#2e86de", true},
                 Side{"bandits", "Bandits", "#c0392b", false}};
    EXPECT_TRUE(execute(enc, PaintZone{block("A1", "F12"), "hall", "Great hall"}).ok());
    EXPECT_TRUE(execute(enc, PaintZone{block("G1", "L6"), "yard", "Yard"}).ok());
    EXPECT_TRUE(execute(enc, PaintZone{block("G7", "L12"), "cellar", "Cellar"}).ok());
    Unit hero;
    hero.id = "balthasar";
    hero.name = "Balthasar";
    hero.side = "heroes";
    hero.cell = at("C8");
    enc.units.push_back(hero);
    return enc;
}

} // namespace

TEST(Zones, AdjacencyFollowsWalls) {
    const Encounter enc = painted();
    const Passability pass(enc.map);
    const ZoneGraph g(enc.map, pass);
    EXPECT_EQ(g.zone_of(at("C8")), 0);
    EXPECT_TRUE(g.adjacent(0, 1));  // hall - yard: open edge along x = 6, y < 6
    EXPECT_FALSE(g.adjacent(0, 2)); // hall - cellar: walled
    EXPECT_TRUE(g.adjacent(1, 2));  // yard - cellar
    EXPECT_EQ(g.neighbours(1), (std::vector<int>{0, 2}));
}

TEST(Zones, AMoveIsOneZone) {
    const Encounter enc = painted();
    const Pathfinder pf(enc);
    const Reach r = pf.reachable("balthasar");
    EXPECT_EQ(r.budget, 1);
    int own = 0;
    int next = 0;
    for (const ReachSquare& s : r.squares) {
        const int z = enc.map.zone_at(s.cell);
        ASSERT_NE(z, 2) << to_label(s.cell); // never the cellar
        (z == 0 ? own : next)++;
        EXPECT_EQ(s.cost, z == 0 ? 0 : 1);
    }
    EXPECT_EQ(own, 6 * 12 - 1);
    EXPECT_EQ(next, 6 * 6);
    EXPECT_TRUE(pf.path("balthasar", at("J3")).legal);
    const PathResult p = pf.path("balthasar", at("J9"));
    EXPECT_FALSE(p.legal);
    EXPECT_NE(p.reason.find("a turn's move is one zone"), std::string::npos) << p.reason;
}

TEST(Zones, MovingAwayFromANearbyEnemyProvokes) {
    Encounter enc = painted();
    Unit bandit;
    bandit.id = "bandit1";
    bandit.name = "Bandit 1";
    bandit.side = "bandits";
    bandit.cell = at("A2");
    enc.units.push_back(bandit);
    const Pathfinder pf(enc);
    EXPECT_TRUE(pf.path("balthasar", at("B3")).provokes.empty()); // within the hall
    const PathResult out = pf.path("balthasar", at("H2"));
    ASSERT_TRUE(out.legal);
    ASSERT_EQ(out.provokes.size(), 1u);
    EXPECT_EQ(out.provokes[0].by, "bandit1");
    EXPECT_EQ(to_label(out.provokes[0].at), "C8");
}

TEST(Zones, PaintingIsUndoableAndSaved) {
    Encounter enc = painted();
    const Encounter before = enc;
    auto r = execute(enc, PaintZone{block("A1", "B2"), "", ""});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(enc.map.zone_at(at("A1")), -1);
    revert_all(enc, r.value());
    EXPECT_EQ(enc, before);
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back.ok()) << back.reason();
    EXPECT_EQ(back.value(), enc);
    EXPECT_NE(io::write_encounter(enc).find("\"A1:F1\""), std::string::npos);
}
