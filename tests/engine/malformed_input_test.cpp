// Issue 2, acceptance 3: malformed inputs are refused with a JSON path,
// quickly, and never crash.
#include "io/encounter_json.h"

#include <gtest/gtest.h>

#include <chrono>

using namespace skirmish;

namespace {

std::string with(const std::string& map, const std::string& units = "[]",
                 const std::string& version = "1") {
    return R"({"format":"skirmish-encounter","version":)" + version +
           R"(,"ruleset":"phases","map":)" + map +
           R"(,"sides":[{"id":"red"},{"id":"blue"}],"units":)" + units + "}";
}

const std::string kMap = R"({"width":12,"height":12})";

std::string error_of(const std::string& text) {
    const auto start = std::chrono::steady_clock::now();
    auto r = io::read_encounter(text);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    EXPECT_LT(ms, 1000) << "took " << ms << " ms";
    EXPECT_FALSE(r.ok());
    return r.ok() ? std::string("<accepted>") : r.reason();
}

} // namespace

TEST(MalformedInput, SyntaxErrorsNameWhereTheyHappen) {
    EXPECT_EQ(error_of(with(kMap, R"([{"id":"a","side":"red","cell":"A1"},{"id":"b",,}])")),
              "units[1].id: not valid JSON at byte 186");
}

TEST(MalformedInput, TruncatedJson) {
    const std::string full = with(kMap);
    for (std::size_t cut : {std::size_t{1}, full.size() / 2, full.size() - 1}) {
        const std::string e = error_of(full.substr(0, cut));
        EXPECT_NE(e.find(": not valid JSON at byte"), std::string::npos) << e;
    }
}

TEST(MalformedInput, WrongTypes) {
    EXPECT_EQ(error_of(with(R"({"width":"12","height":12})")),
              "map.width: expected an integer, found a string");
    EXPECT_EQ(error_of(with(kMap, R"({"id":"a"})")), "units: expected an array, found an object");
    EXPECT_EQ(error_of(with(kMap, R"([{"id":"a","side":"red","cell":"A1","hidden":"yes"}])")),
              "units[0].hidden: expected true or false, found a string");
    EXPECT_EQ(error_of("[1,2,3]"), "$: expected an object, found an array");
}

TEST(MalformedInput, BadMapSizes) {
    for (const char* size : {"-3", "0", "1000000000", "1001"}) {
        const std::string e =
            error_of(with(std::string(R"({"width":)") + size + R"(,"height":12})"));
        EXPECT_EQ(e.rfind("map.width: ", 0), 0u) << e;
        EXPECT_NE(e.find("out of range 1..1000"), std::string::npos) << e;
    }
}

TEST(MalformedInput, UnitOffTheMap) {
    EXPECT_EQ(error_of(with(kMap, R"([{"id":"a","side":"red","cell":"A1"},
                                      {"id":"b","side":"red","cell":"A2"},
                                      {"id":"c","side":"red","cell":"A3"},
                                      {"id":"d","side":"red","cell":"Z99"}])")),
              R"(units[3].cell: "Z99" is outside the 12x12 map)");
    EXPECT_EQ(error_of(with(kMap, R"([{"id":"a","side":"red","cell":[11,11],"size":2}])")),
              "units[0].cell: [11, 11] (size 2) is outside the 12x12 map");
}

TEST(MalformedInput, DuplicateUnitIds) {
    EXPECT_EQ(error_of(with(kMap, R"([{"id":"a","side":"red","cell":"A1"},
                                      {"id":"a","side":"blue","cell":"B1"}])")),
              R"(units[1].id: duplicate unit id "a")");
}

TEST(MalformedInput, UnknownSide) {
    EXPECT_EQ(error_of(with(kMap, R"([{"id":"a","side":"green","cell":"A1"}])")),
              R"(units[0].side: unknown side "green")");
}

TEST(MalformedInput, NanAndInfCoordinates) {
    // JSON has no NaN literal; writers that emit one produce invalid JSON,
    // and huge exponents overflow to infinity.
    EXPECT_EQ(error_of(with(R"({"width":12,"height":12,"walls":[{"from":[NaN,0],"to":[1,1]}]})"))
                  .rfind("map.walls[0].from[0]: not valid JSON at byte", 0),
              0u);
    EXPECT_EQ(error_of(with(R"({"width":12,"height":12,"walls":[{"from":[0,0],"to":[1e999,1]}]})")),
              "map.walls[0].to[0]: number is not finite");
    EXPECT_EQ(
        error_of(with(R"({"width":12,"height":12,"walls":[{"from":[0,0],"to":[1,-Infinity]}]})"))
            .rfind("map.walls[0].to[1]: not valid JSON at byte", 0),
        0u);
}

TEST(MalformedInput, HundredMegabyteString) {
    std::string big = R"({"format":"skirmish-encounter","version":1,"ruleset":"phases","name":")";
    big.append(100u << 20, 'x');
    big += R"(","map":{"width":2,"height":2}})";
    EXPECT_EQ(error_of(big), "name: string of 104857600 bytes is longer than the limit of 1048576");
    // Under the quick guard's limit, the reader's own limit for names applies.
    std::string medium =
        R"({"format":"skirmish-encounter","version":1,"ruleset":"phases","name":")";
    medium.append(5000, 'x');
    medium += R"(","map":{"width":2,"height":2}})";
    EXPECT_EQ(error_of(medium), "name: string of 5000 bytes is longer than the limit of 1024");
}

TEST(MalformedInput, HugeArraysAndNumbersAreRefusedBeforeParsing) {
    std::string walls = R"({"format":"skirmish-encounter","version":1,"ruleset":"phases",
        "map":{"width":2,"height":2,"walls":[)";
    for (int i = 0; i < 20'000'000; ++i) {
        walls += "0,";
    }
    walls += "0]}}";
    EXPECT_EQ(error_of(walls), "map.walls: has more than 100000 elements");
    EXPECT_EQ(error_of(with(R"({"width":)" + std::string(1000, '1') + R"(,"height":2})")),
              "map.width: a number or literal of 1000 characters");
    // Escaped quotes do not end a string early.
    EXPECT_EQ(error_of(with(kMap, R"([{"id":"a\"b\\","side":"nope","cell":"A1"}])")),
              R"(units[0].side: unknown side "nope")");
}

TEST(MalformedInput, UnknownFormatVersion) {
    EXPECT_EQ(error_of(with(kMap, "[]", "7")),
              "version: unsupported version 7; this program reads versions 1 to 2 (a newer "
              "program wrote it)");
    EXPECT_EQ(error_of(with(kMap, "[]", "\"1\"")), "version: expected an integer, found a string");
}

TEST(MalformedInput, OtherProblemsNameTheirPath) {
    EXPECT_EQ(error_of(R"({"format":"something-else","version":1})"),
              R"(format: expected "skirmish-encounter", found "something-else")");
    EXPECT_EQ(error_of(R"({"format":"skirmish-encounter","version":1,"ruleset":"chess","map":{}})"),
              R"(ruleset: "chess" is not one of phases, freehits, sides, factions, teams)");
    EXPECT_EQ(error_of(with(R"({"width":12})")), "map.height: is missing");
    EXPECT_EQ(error_of(with(R"({"width":2,"height":2,"terrain":["..","x."]})")),
              "map.terrain[1]: terrain 'x' at A2 is not one of . ~ # %");
    EXPECT_EQ(error_of(with(
                  R"({"width":2,"height":2,"background":{"data":"%%%","pixels_per_cell":64}})")),
              "map.background.data: is not base64");
    EXPECT_EQ(error_of(with(R"({"width":4,"height":4,"zones":[{"id":"a","cells":["A1:B2"]},
                                 {"id":"b","cells":["B2"]}]})")),
              R"(map.zones[1].cells[0]: B2 is already in zone "a")");
    EXPECT_EQ(error_of(with(R"({"width":4,"height":4,"zones":[{"id":"a","cells":["A1:E2"]}]})")),
              R"(map.zones[0].cells[0]: "A1:E2" is outside the 4x4 map)");
    std::string deep(10000, '[');
    EXPECT_NE(error_of(deep + std::string(10000, ']')).find(": nesting deeper than 64 levels"),
              std::string::npos);
}
