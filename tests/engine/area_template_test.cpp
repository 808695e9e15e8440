// Area templates (issue 14 "Area templates": circle, cone and line, snapped
// to the grid; the engine lists the units and squares inside). The seeds
// give no templated rule; encounter/area_template.h settles the grid
// conventions, and each figure below is worked out by hand from them.
#include "fight_builder.h"

#include "encounter/area_template.h"
#include "io/command_json.h"
#include "io/encounter_json.h"

#include <nlohmann/json.hpp>

#include <set>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

AreaTemplate shape(TemplateShape s, HalfPoint origin, HalfPoint toward, int size) {
    return AreaTemplate{"t1", s, origin, toward, size};
}

std::set<std::string> label_set(const std::vector<Cell>& cells) {
    std::set<std::string> out;
    for (Cell c : cells) {
        out.insert(to_label(c));
    }
    return out;
}

} // namespace

TEST(AreaTemplate, CircleAboutAGridPointCoversTheSquaresWhoseCentresAreWithin) {
    // Radius 1 about the corner [5, 5]: the four squares around it (their
    // centres are 0.71 away; the next ring is 1.58 away).
    const AreaTemplate r1 = shape(TemplateShape::Circle, {10, 10}, {10, 10}, 1);
    EXPECT_EQ(label_set(template_cells(r1, 12, 12)),
              (std::set<std::string>{"E5", "F5", "E6", "F6"}));
    // Radius 2: those four and the eight at 1.58; the corners at 2.12 are out.
    const AreaTemplate r2 = shape(TemplateShape::Circle, {10, 10}, {10, 10}, 2);
    const auto cells = template_cells(r2, 12, 12);
    EXPECT_EQ(cells.size(), 12u);
    EXPECT_TRUE(template_covers(r2, Cell{3, 4}));  // D5: 1.58
    EXPECT_FALSE(template_covers(r2, Cell{3, 3})); // D4: 2.12
}

TEST(AreaTemplate, CircleAboutASquaresCentreTakesTheSquaresAtExactlyItsRadius) {
    // Radius 1 about the centre of F6: F6 and its four side neighbours,
    // whose centres are exactly 1 away (the closed shape holds them).
    const AreaTemplate t = shape(TemplateShape::Circle, {11, 11}, {11, 11}, 1);
    EXPECT_EQ(label_set(template_cells(t, 12, 12)),
              (std::set<std::string>{"F5", "E6", "F6", "G6", "F7"}));
}

TEST(AreaTemplate, ConeIsAsWideAsItIsLong) {
    // From the middle of A6's left edge [0, 5.5], east, 3 squares: at 0.5
    // along it is 0.25 wide each side (A6 only), at 1.5 0.75 (B6 only), at
    // 2.5 1.25 (C5, C6, C7).
    const AreaTemplate t = shape(TemplateShape::Cone, {0, 11}, {2, 11}, 3);
    EXPECT_EQ(label_set(template_cells(t, 12, 12)),
              (std::set<std::string>{"A6", "B6", "C5", "C6", "C7"}));
    // Pointed north-east from the grid point [0, 12], 2 squares: A12 on the
    // axis, A11 and B12 exactly on its edges (0.71 across at 1.41 along).
    const AreaTemplate diag = shape(TemplateShape::Cone, {0, 24}, {2, 22}, 2);
    EXPECT_EQ(label_set(template_cells(diag, 12, 12)),
              (std::set<std::string>{"A12", "A11", "B12"}));
}

TEST(AreaTemplate, LineIsOneSquareWide) {
    // From the middle of A6's left edge, east, 4 squares: A6 to D6.
    const AreaTemplate t = shape(TemplateShape::Line, {0, 11}, {1, 11}, 4);
    EXPECT_EQ(label_set(template_cells(t, 12, 12)),
              (std::set<std::string>{"A6", "B6", "C6", "D6"}));
    // Along a grid line, both rows it touches are half in: the closed shape
    // takes them both.
    const AreaTemplate edge = shape(TemplateShape::Line, {0, 10}, {2, 10}, 2);
    EXPECT_EQ(label_set(template_cells(edge, 12, 12)),
              (std::set<std::string>{"A5", "B5", "A6", "B6"}));
    // Diagonal, from the grid point [0, 0] to the south-east: the squares
    // on the diagonal (A1, B2) and none beside them (0.71 across > 0.5).
    const AreaTemplate diag = shape(TemplateShape::Line, {0, 0}, {2, 2}, 3);
    EXPECT_EQ(label_set(template_cells(diag, 12, 12)), (std::set<std::string>{"A1", "B2"}));
}

TEST(AreaTemplate, StaysOnTheMapAndNeedsADirection) {
    EXPECT_TRUE(template_cells(shape(TemplateShape::Circle, {0, 0}, {0, 0}, 1), 12, 12).size() ==
                1u); // only A1 of the four around the map's corner
    EXPECT_TRUE(template_problem(shape(TemplateShape::Circle, {25, 0}, {25, 0}, 1), 12, 12));
    EXPECT_TRUE(template_problem(shape(TemplateShape::Cone, {4, 4}, {4, 4}, 1), 12, 12));
    EXPECT_TRUE(template_problem(shape(TemplateShape::Line, {4, 4}, {6, 4}, 0), 12, 12));
    EXPECT_FALSE(template_problem(shape(TemplateShape::Line, {4, 4}, {6, 4}, 3), 12, 12));
}

TEST(AreaTemplate, PlacingListsTheUnitsInsideAndUndoes) {
    Encounter enc = make_fight(RulesetId::Phases, {"players", "orcs"},
                               {{"roland", "players", "C6"},
                                {"orc", "orcs", "B6"},
                                {"ogre", "orcs", "C8"},
                                {"troll", "orcs", "H2"}});
    enc.find_unit("ogre")->size = 2; // C8:D9, its nearest centres 2 off the cone's axis
    // A cone east from [0, 5.5], 4 squares: A6, B6, C5-C7, D5-D7.
    ASSERT_TRUE(run(enc, PlaceTemplate{shape(TemplateShape::Cone, {0, 11}, {2, 11}, 4)}));
    ASSERT_EQ(enc.templates.size(), 1u);
    EXPECT_EQ(units_in_template(enc, enc.templates[0]),
              (std::vector<std::string>{"roland", "orc"}));
    EXPECT_EQ(enc.log.back().kind, "template");
    EXPECT_NE(enc.log.back().text.find("covers 8 squares: Roland, Orc"), std::string::npos)
        << enc.log.back().text;
    // Moved: the same id, another place; the ogre is in, the others out.
    ASSERT_TRUE(run(enc, PlaceTemplate{shape(TemplateShape::Circle, {8, 16}, {8, 16}, 1)}));
    ASSERT_EQ(enc.templates.size(), 1u);
    EXPECT_EQ(units_in_template(enc, enc.templates[0]), (std::vector<std::string>{"ogre"}));
    EXPECT_NE(refused(enc, RemoveTemplate{"t9"}).find("no template"), std::string::npos);
    ASSERT_TRUE(run(enc, RemoveTemplate{"t1"}));
    EXPECT_TRUE(enc.templates.empty());
    // Placed, then moved, each undone, gives back the encounter it was.
    ASSERT_TRUE(run(enc, PlaceTemplate{shape(TemplateShape::Line, {0, 11}, {2, 11}, 2)}));
    const Encounter placed = enc;
    auto moved = resolve(enc, PlaceTemplate{shape(TemplateShape::Cone, {0, 11}, {2, 11}, 4)});
    ASSERT_TRUE(moved) << moved.reason();
    apply_all(enc, moved.value());
    EXPECT_EQ(enc.templates[0].shape, TemplateShape::Cone);
    revert_all(enc, moved.value());
    EXPECT_EQ(enc, placed);
}

TEST(AreaTemplate, SavedInTheFileAndReadFromACommandLine) {
    Encounter enc = make_fight(RulesetId::Phases, {"players"}, {{"roland", "players", "C6"}});
    auto cmd = io::read_command(nlohmann::json::parse(
        R"({"cmd": "place_template", "id": "fire", "shape": "line", "origin": [0, 5.5],
            "toward": [3, 5.5], "size": 3})"));
    ASSERT_TRUE(cmd) << cmd.reason();
    ASSERT_TRUE(run(enc, cmd.value()));
    const std::string text = io::write_encounter(enc);
    auto back = io::read_encounter(text);
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().templates, enc.templates);
    EXPECT_EQ(back.value().templates[0].origin, (HalfPoint{0, 11}));
    EXPECT_NE(text.find("5.5"), std::string::npos);
    // A point off the half-square lattice names its place in the line.
    auto bad = io::read_command(nlohmann::json::parse(
        R"({"cmd": "place_template", "id": "x", "shape": "circle", "origin": [1.25, 2],
            "size": 1})"));
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.reason().find("origin[0]"), std::string::npos) << bad.reason();
    auto shapeless = io::read_command(nlohmann::json::parse(
        R"({"cmd": "place_template", "id": "x", "shape": "square", "origin": [1, 2], "size": 1})"));
    ASSERT_FALSE(shapeless);
    EXPECT_NE(shapeless.reason().find("circle, cone or line"), std::string::npos);
}

// template_cells lists exactly the squares template_covers accepts, for
// long cones and lines at awkward angles (a cone's far corners lie beyond
// its length from the origin).
TEST(AreaTemplate, TheListedSquaresAreExactlyTheCoveredOnes) {
    const int w = 100;
    const int h = 100;
    for (TemplateShape s : {TemplateShape::Circle, TemplateShape::Cone, TemplateShape::Line}) {
        for (HalfPoint toward : {HalfPoint{104, 102}, HalfPoint{99, 100}, HalfPoint{101, 97}}) {
            for (int size : {1, 7, 40}) {
                const AreaTemplate t{"t", s, HalfPoint{100, 100}, toward, size};
                std::vector<Cell> all;
                for (int y = 0; y < h; ++y) {
                    for (int x = 0; x < w; ++x) {
                        if (template_covers(t, Cell{x, y})) {
                            all.push_back(Cell{x, y});
                        }
                    }
                }
                EXPECT_EQ(template_cells(t, w, h), all) << static_cast<int>(s) << " " << size;
            }
        }
    }
}
