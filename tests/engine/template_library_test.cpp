// Issue 15, templates and roster: a unit kept for next time as its body
// alone, in a JSON library and in CSV (a bestiary pasted in), and placed
// again numbered on a free square.
#include "io/template_library.h"

#include <gtest/gtest.h>

using namespace skirmish;
using namespace skirmish::io;

namespace {

Encounter camp() {
    Encounter enc;
    enc.ruleset = RulesetId::Factions;
    enc.map = BattleMap(6, 6);
    enc.sides = {Side{"players", "Players", "#2e86de", true},
                 Side{"bandits", "Bandits", "#c0392b"}};
    Unit b{"bandit", "Bandit", "bandits", Cell{2, 2}};
    b.stats = {{"health", 6}, {"wit", 8}, {"agi", 9}};
    b.specials = {"Immune to fear"};
    b.conditions = {"concealed"};
    b.weapons = {Weapon{"Club", WeaponKind::Melee, {{"damage_die", 6}}, {}}};
    b.notes = "Smells of smoke";
    enc.units = {b};
    return enc;
}

} // namespace

TEST(TemplateLibrary, ATemplateKeepsTheBodyAndPlacesNumbered) {
    Encounter enc = camp();
    const UnitTemplate t = template_of(enc, enc.units[0]);
    EXPECT_EQ(t.ruleset, RulesetId::Factions);
    EXPECT_EQ(t.unit.stats, enc.units[0].stats);
    EXPECT_EQ(t.unit.weapons, enc.units[0].weapons);
    EXPECT_TRUE(t.unit.conditions.empty()); // a fight's state is not kept
    EXPECT_TRUE(t.unit.id.empty());
    auto placed = unit_from_template(enc, t, "bandits", Cell{2, 2});
    ASSERT_TRUE(placed.has_value());
    EXPECT_EQ(placed->name, "Bandit 2");
    EXPECT_EQ(placed->id, "bandit-2");
    EXPECT_EQ(placed->side, "bandits");
    EXPECT_EQ(placed->cell, (Cell{1, 1})); // the first free square around C3
}

TEST(TemplateLibrary, TheJsonLibraryRoundTripsAndReportsItsPath) {
    const Encounter enc = camp();
    std::vector<UnitTemplate> lib = {template_of(enc, enc.units[0])};
    lib.push_back(lib[0]);
    lib[1].unit.name = "Leader";
    lib[1].ruleset = RulesetId::Teams;
    lib[1].unit.image = TokenImage{{0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 1, 2, 3}, "png"};
    const std::string text = write_templates(lib);
    auto back = read_templates(text);
    ASSERT_TRUE(back.ok()) << back.reason();
    EXPECT_EQ(back.value(), lib);
    EXPECT_EQ(write_templates(back.value()), text);

    auto bad = read_templates(R"({"format":"skirmish-templates","version":1,"templates":[
        {"name":"Orc","ruleset":"sides","stats":{"hp":"lots"}}]})");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.reason().find("templates[0].stats.hp"), std::string::npos) << bad.reason();
    auto unknown = read_templates(
        R"({"format":"skirmish-templates","version":1,"templates":[{"name":"Orc","ruleset":"chess"}]})");
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(unknown.reason().find("templates[0].ruleset: unknown ruleset \"chess\""),
              std::string::npos)
        << unknown.reason();
    EXPECT_FALSE(read_templates("{\"format\":\"skirmish-encounter\",\"version\":1}").ok());
}

// A bestiary pasted in: the seed 004 example's guards, with quotes and a
// weapon list; stat columns are stats, an empty cell is no stat.
TEST(TemplateLibrary, CsvImportsABestiaryAndExportsWhatItImports) {
    // The byte order mark a spreadsheet writes; teams' own "size" stat is a
    // stat (the token's squares are "footprint").
    const std::string csv =
        "\xEF\xBB\xBFname,footprint,specials,weapons,evasion,health,endurance,size,notes\n"
        "Guard,1,Danger Sense,\"Spear: melee, damage=+4, critical=19 | Sling: ranged, damage=2, "
        "range=20\",6,10,20,3,\"Bored, sleepy\"\n"
        "\"Captain \"\"Red\"\"\",2,,,7,12,,,\n";
    auto lib = read_templates_csv(csv, RulesetId::Teams);
    ASSERT_TRUE(lib.ok()) << lib.reason();
    ASSERT_EQ(lib.value().size(), 2U);
    const Unit& guard = lib.value()[0].unit;
    EXPECT_EQ(lib.value()[0].ruleset, RulesetId::Teams);
    EXPECT_EQ(guard.stats, (std::map<std::string, int>{
                               {"evasion", 6}, {"health", 10}, {"endurance", 20}, {"size", 3}}));
    EXPECT_EQ(guard.weapons[0].stats.at("damage"), 4); // "+4"
    EXPECT_EQ(lib.value()[1].unit.size, 2);
    ASSERT_EQ(guard.weapons.size(), 2U);
    EXPECT_EQ(guard.weapons[1].name, "Sling");
    EXPECT_EQ(guard.weapons[1].kind, WeaponKind::Ranged);
    EXPECT_EQ(guard.weapons[1].stats.at("range"), 20);
    EXPECT_EQ(guard.notes, "Bored, sleepy");
    EXPECT_TRUE(guard.specials.contains("Danger Sense"));
    EXPECT_EQ(lib.value()[1].unit.name, "Captain \"Red\"");
    EXPECT_FALSE(lib.value()[1].unit.stats.contains("endurance"));
    auto again = read_templates_csv(write_templates_csv(lib.value()), RulesetId::Sides);
    ASSERT_TRUE(again.ok()) << again.reason();
    EXPECT_EQ(again.value(), lib.value());

    auto bad = read_templates_csv("name,hp\nOrc,lots\n", RulesetId::Sides);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.reason(), "line 2, column \"hp\": \"lots\" is not a whole number");
    EXPECT_EQ(read_templates_csv("hp\n3\n", RulesetId::Sides).reason(),
              "line 1: no \"name\" column");
    EXPECT_EQ(read_templates_csv("name\n\"Orc\n", RulesetId::Sides).reason(),
              "line 2: a quote is never closed");
    EXPECT_EQ(read_templates_csv("name,ruleset\nOrc,chess\n", RulesetId::Sides).reason(),
              "line 2, column \"ruleset\": unknown ruleset \"chess\"");
    EXPECT_EQ(read_templates_csv("name,hp,hp\nOrc,1,2\n", RulesetId::Sides).reason(),
              "line 1: column \"hp\" twice");
    EXPECT_EQ(read_templates_csv("name,,hp\nOrc,1,2\n", RulesetId::Sides).reason(),
              "line 1: column 2 has no name");
    // What the library file would refuse is refused here, at its line.
    auto twice =
        read_templates_csv("name,weapons\nOrc,\"Axe: melee | axe: thrown\"\n", RulesetId::Sides);
    ASSERT_FALSE(twice.ok());
    EXPECT_EQ(twice.reason().rfind("line 2: ", 0), 0U) << twice.reason();
    EXPECT_NE(twice.reason().find("duplicate weapon name"), std::string::npos) << twice.reason();
}
