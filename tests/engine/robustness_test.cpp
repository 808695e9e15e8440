// Inputs found by review that once hung, overflowed, or could not be saved
// and opened again.
#include "encounter/command_engine.h"
#include "io/encounter_json.h"
#include "io/uvtt_import.h"
#include "movement/pathfinder.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace skirmish;
using namespace std::string_literals;

namespace {
const std::string kHead =
    R"({"format":"skirmish-encounter","version":1,"ruleset":"phases","map":{"width":12,"height":12)";
}

TEST(Robustness, NulBytesAreRefusedNotLoopedOn) {
    std::string utf16 = "{\0\"\0f\0o\0r\0m\0a\0t\0\"\0:\0"s;
    utf16 += std::string(100000, '\0');
    auto r = io::read_encounter(utf16);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.reason().find("not valid JSON"), std::string::npos) << r.reason();
    r = io::read_encounter(std::string(1000, '\0'));
    EXPECT_FALSE(r.ok());
}

TEST(Robustness, FogBlocksCannotCoverMoreThanTheMap) {
    std::string text = kHead + R"(},"fog":{"explored":[)";
    for (int i = 0; i < 100; ++i) { // 100 x 144 squares on a 144-square map
        text += R"("A1:L12",)";
    }
    text += R"("A1"]}})";
    auto r = io::read_encounter(text);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.reason(), "fog.explored[1]: the blocks cover more squares than the map has");
    r = io::read_encounter(kHead + R"(},"fog":{"hidden":["A1:Z99"]}})");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.reason(), R"(fog.hidden[0]: "A1:Z99" is outside the 12x12 map)");
}

TEST(Robustness, TooManyValuesAreRefusedBeforeParsing) {
    std::string text = kHead + R"(},"options":{"x":[)";
    for (int a = 0; a < 41; ++a) {
        text += "[";
        for (int i = 0; i < 99'999; ++i) {
            text += "{},";
        }
        text += "{}],";
    }
    text += "[]]}}";
    auto r = io::read_encounter(text);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.reason().find("more than 4000000 values"), std::string::npos) << r.reason();
}

TEST(Robustness, OnlyDoorsKeepAState) {
    auto r = io::read_encounter(
        kHead + R"(,"walls":[{"from":[0,0],"to":[1,0],"kind":"window","state":"open"}]}})");
    ASSERT_TRUE(r.ok()) << r.reason();
    auto again = io::read_encounter(io::write_encounter(r.value()));
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value(), r.value());
}

TEST(Robustness, TheEngineRefusesWhatAFileCannotHold) {
    Encounter enc;
    enc.sides = {Side{"red", "Red", "#c0392b", true}};
    Unit u;
    u.id = "u";
    u.name = "U";
    u.side = "red";
    u.stats["hp"] = 2'000'000'000;
    EXPECT_FALSE(plan(enc, PlaceUnit{u}).ok());
    u.stats["hp"] = 7;
    u.id = std::string(200, 'x');
    EXPECT_FALSE(plan(enc, PlaceUnit{u}).ok());
    u.id = "u";
    u.image = TokenImage{{1, 2, 3}, "png"};
    EXPECT_FALSE(plan(enc, PlaceUnit{u}).ok());
    EXPECT_FALSE(plan(enc, PaintZone{{{0, 0}}, std::string(300, 'z'), ""}).ok());
}

TEST(Robustness, HugeBudgetsAreClampedAndZoneMoversTakeNoWaypoints) {
    Encounter enc;
    enc.ruleset = RulesetId::Factions;
    enc.map = BattleMap(6, 6);
    enc.sides = {Side{"red", "Red", "#c0392b", true}};
    Unit u;
    u.id = "u";
    u.name = "U";
    u.side = "red";
    u.stats["move"] = 3'000'000;
    enc.units = {u};
    const Pathfinder grid(enc);
    EXPECT_EQ(grid.reachable("u").budget, Pathfinder::kMaxBudget);
    EXPECT_EQ(grid.reachable("u").squares.size(), 35u);
    ASSERT_TRUE(execute(enc, PaintZone{{{0, 0}, {1, 0}, {2, 0}}, "hall", "Hall"}).ok());
    const Pathfinder zones(enc);
    const PathResult p = zones.path("u", {2, 0}, {{1, 0}});
    EXPECT_FALSE(p.legal);
    EXPECT_NE(p.reason.find("no waypoints"), std::string::npos) << p.reason;
    EXPECT_TRUE(zones.path("u", {2, 0}).legal);
}

// Issue 16: a wall that runs past the map's edge (a crop of a bigger floor)
// is clipped to the map, not dropped; one wholly outside is dropped and
// counted. Doors too.
TEST(Robustness, UvttWallsCrossingTheEdgeAreClippedToTheMap) {
    auto r = io::import_uvtt(R"({"format":0.3,"resolution":{"map_origin":{"x":0,"y":0},
        "map_size":{"x":4,"y":4},"pixels_per_grid":50},
        "line_of_sight":[[{"x":2,"y":2},{"x":40,"y":2}],
                         [{"x":-10,"y":-10},{"x":10,"y":10}],
                         [{"x":20,"y":20},{"x":30,"y":20}]],
        "portals":[{"bounds":[{"x":3,"y":3},{"x":3,"y":30}],"closed":false}]})",
                             RulesetId::Phases, "x");
    ASSERT_TRUE(r.ok()) << r.reason();
    const auto& walls = r.value().encounter.map.walls();
    ASSERT_EQ(walls.size(), 3u);
    EXPECT_EQ(walls[0].from, (Point{2, 2}));
    EXPECT_EQ(walls[0].to, (Point{4, 2}));
    EXPECT_EQ(walls[1].from, (Point{0, 0})); // the diagonal across the whole map
    EXPECT_EQ(walls[1].to, (Point{4, 4}));
    EXPECT_TRUE(walls[2].is_door());
    EXPECT_EQ(walls[2].from, (Point{3, 3}));
    EXPECT_EQ(walls[2].to, (Point{3, 4}));
    const auto& warnings = r.value().warnings;
    EXPECT_EQ(std::count_if(warnings.begin(), warnings.end(),
                            [](const std::string& w) {
                                return w.find("1 wall or door segment lies wholly outside") !=
                                       std::string::npos;
                            }),
              1);
    EXPECT_TRUE(io::read_encounter(io::write_encounter(r.value().encounter)).ok());
}

TEST(Robustness, UvttWallsOffTheMapAreLeftOutWithAWarning) {
    auto r = io::import_uvtt(R"({"format":0.3,"resolution":{"map_origin":{"x":0,"y":0},
        "map_size":{"x":4,"y":4},"pixels_per_grid":50},
        "line_of_sight":[[{"x":0,"y":0},{"x":4,"y":0},{"x":9000000,"y":0}]],
        "portals":[{"bounds":[{"x":1,"y":1},{"x":1,"y":1}],"closed":true}]})",
                             RulesetId::Phases, "x");
    ASSERT_TRUE(r.ok()) << r.reason();
    EXPECT_EQ(r.value().encounter.map.walls().size(), 1u);
    bool warned = false;
    for (const auto& w : r.value().warnings) {
        warned = warned ||
                 w.find("2 wall or door segments lie wholly outside the map") != std::string::npos;
    }
    EXPECT_TRUE(warned);
    // And what was imported can be saved and opened again.
    EXPECT_TRUE(io::read_encounter(io::write_encounter(r.value().encounter)).ok());
}
