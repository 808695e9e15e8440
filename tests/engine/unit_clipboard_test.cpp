// Issue 15, copy and paste: units on the clipboard keep their bodies, sides,
// conditions and formation; pasting numbers names, finds free squares and
// brings missing sides along, within an encounter or into another.
#include "encounter/command_engine.h"
#include "encounter/unit_copies.h"
#include "io/unit_clipboard.h"

#include <gtest/gtest.h>

using namespace skirmish;

namespace {

Encounter clipboard_camp() {
    Encounter enc;
    enc.ruleset = RulesetId::Sides;
    enc.map = BattleMap(8, 6);
    enc.sides = {Side{"heroes", "Heroes", "#2e86de", true}, Side{"bandits", "Bandits", "#c0392b"}};
    Unit b{"bandit", "Bandit", "bandits", Cell{2, 1}};
    b.stats = {{"hp", 8}};
    b.conditions = {"prone"};
    b.specials = {"Bow"};
    Unit l{"leader", "Bandit Leader", "bandits", Cell{3, 2}};
    l.hidden = true;
    Unit h{"hero", "Hero", "heroes", Cell{6, 4}};
    enc.units = {b, l, h};
    return enc;
}

} // namespace

TEST(UnitClipboard, UnitsGoOnTheClipboardWithTheirSidesAndFormation) {
    const Encounter enc = clipboard_camp();
    const std::string text = io::write_unit_clip(enc, {"bandit", "leader", "nobody"});
    auto clip = io::read_unit_clip(text);
    ASSERT_TRUE(clip.ok()) << clip.reason();
    EXPECT_EQ(clip.value().ruleset, RulesetId::Sides);
    ASSERT_EQ(clip.value().sides.size(), 1u); // only the bandits' side
    EXPECT_EQ(clip.value().sides[0], enc.sides[1]);
    ASSERT_EQ(clip.value().units.size(), 2u);
    const Unit& b = clip.value().units[0];
    EXPECT_EQ(b.cell, (Cell{0, 0}));
    EXPECT_EQ(b.stats, enc.units[0].stats);
    EXPECT_EQ(b.conditions, enc.units[0].conditions);
    EXPECT_EQ(b.specials, enc.units[0].specials);
    const Unit& l = clip.value().units[1];
    EXPECT_EQ(l.cell, (Cell{1, 1})); // one right, one down from the bandit
    EXPECT_TRUE(l.hidden);
}

TEST(UnitClipboard, OtherTextIsRefusedWithItsPath) {
    EXPECT_EQ(io::read_unit_clip("Bandit, 8 hp").reason().rfind("$", 0), 0u);
    auto other = io::read_unit_clip(R"({"format": "skirmish-encounter", "version": 1})");
    ASSERT_FALSE(other.ok());
    EXPECT_EQ(other.reason().rfind("format:", 0), 0u) << other.reason();
    auto side = io::read_unit_clip(
        R"({"format": "skirmish-units", "version": 1, "ruleset": "sides", "sides": [],
            "units": [{"id": "x", "name": "X", "side": "ghosts", "offset": [0, 0]}]})");
    ASSERT_FALSE(side.ok());
    EXPECT_EQ(side.reason().rfind("units[0].side:", 0), 0u) << side.reason();
}

TEST(UnitClipboard, PastingIntoTheSameEncounterNumbersAndKeepsTheFormation) {
    Encounter enc = clipboard_camp();
    auto clip = io::read_unit_clip(io::write_unit_clip(enc, {"bandit", "leader"}));
    ASSERT_TRUE(clip.ok());
    // Pasted with the bandit on F2: the leader goes on G3, one down-right.
    const auto cmds = paste_commands(enc, clip.value().sides, clip.value().units, Cell{5, 1});
    ASSERT_EQ(cmds.size(), 2u); // the side exists: no AddSide
    const auto* first = std::get_if<PlaceUnit>(&cmds[0]);
    const auto* second = std::get_if<PlaceUnit>(&cmds[1]);
    ASSERT_NE(first, nullptr);
    ASSERT_NE(second, nullptr);
    EXPECT_EQ(first->unit.name, "Bandit 2");
    EXPECT_EQ(first->unit.id, "bandit-2");
    EXPECT_EQ(first->unit.cell, (Cell{5, 1}));
    EXPECT_EQ(second->unit.name, "Bandit Leader 2");
    EXPECT_EQ(second->unit.cell, (Cell{6, 2}));
    for (const Command& c : cmds) {
        ASSERT_TRUE(execute(enc, c).ok());
    }
    EXPECT_EQ(enc.units.size(), 5u);
    // On top of the originals: each goes to the free square nearest its own.
    const auto again = paste_commands(enc, clip.value().sides, clip.value().units, Cell{2, 1});
    ASSERT_EQ(again.size(), 2u);
    for (const Command& c : again) {
        const Unit& u = std::get<PlaceUnit>(c).unit;
        EXPECT_FALSE(placement_problem(enc, u).has_value()) << u.name;
        ASSERT_TRUE(execute(enc, c).ok()) << u.name;
    }
    EXPECT_EQ(std::get<PlaceUnit>(again[0]).unit.name, "Bandit 3");
}

TEST(UnitClipboard, PastingIntoAnotherEncounterBringsTheSide) {
    const Encounter from = clipboard_camp();
    auto clip = io::read_unit_clip(io::write_unit_clip(from, {"bandit"}));
    ASSERT_TRUE(clip.ok());
    Encounter to;
    to.ruleset = RulesetId::Sides;
    to.map = BattleMap(4, 4);
    to.sides = {Side{"heroes", "Heroes", "#2e86de", true}};
    const auto cmds = paste_commands(to, clip.value().sides, clip.value().units, Cell{1, 1});
    ASSERT_EQ(cmds.size(), 2u);
    ASSERT_TRUE(std::holds_alternative<AddSide>(cmds[0]));
    for (const Command& c : cmds) {
        ASSERT_TRUE(execute(to, c).ok());
    }
    ASSERT_NE(to.find_side("bandits"), nullptr);
    const Unit* b = to.find_unit("bandit");
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->name, "Bandit"); // no Bandit here yet: no number
    EXPECT_EQ(b->cell, (Cell{1, 1}));
    EXPECT_EQ(b->stats.at("hp"), 8);
    // A full map: nothing placed.
    to.map = BattleMap(1, 1);
    to.units.clear();
    to.units.push_back(Unit{"h", "H", "heroes", Cell{0, 0}});
    const auto none = paste_commands(to, clip.value().sides, clip.value().units, Cell{0, 0});
    EXPECT_TRUE(std::none_of(none.begin(), none.end(), [](const Command& c) {
        return std::holds_alternative<PlaceUnit>(c);
    }));
}
