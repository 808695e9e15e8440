// Issue 15, quick placement: copies of a unit with numbered names, fresh
// ids and free squares near the original.
#include "encounter/command_engine.h"
#include "encounter/unit_copies.h"

#include <gtest/gtest.h>

using namespace skirmish;

namespace {

Encounter bandits() {
    Encounter enc;
    enc.map = BattleMap(5, 4);
    enc.sides = {Side{"bandits", "Bandits", "#c0392b"}};
    Unit b{"bandit", "Bandit", "bandits", Cell{1, 1}};
    b.stats = {{"hp", 8}};
    b.conditions = {"prone"};
    enc.units = {b};
    return enc;
}

} // namespace

TEST(UnitCopies, NamesAreNumberedAsAGmNumbersThem) {
    Encounter enc = bandits();
    EXPECT_EQ(numbered_names(enc, "Bandit", 2), (std::vector<std::string>{"Bandit 2", "Bandit 3"}));
    enc.units.push_back(Unit{"b3", "Bandit 3", "bandits", Cell{3, 3}});
    // "Bandit 3" is taken: skipped.
    EXPECT_EQ(numbered_names(enc, "Bandit", 2), (std::vector<std::string>{"Bandit 2", "Bandit 4"}));
    EXPECT_EQ(numbered_names(enc, "Bandit 3", 1), (std::vector<std::string>{"Bandit 4"}));
    // A number not preceded by a space is part of the name.
    EXPECT_EQ(numbered_names(enc, "R2D2", 1), (std::vector<std::string>{"R2D2 2"}));
}

TEST(UnitCopies, IdsAreFresh) {
    const Encounter enc = bandits();
    EXPECT_EQ(fresh_unit_id(enc, "Bandit 2"), "bandit-2");
    EXPECT_EQ(fresh_unit_id(enc, "Bandit"), "bandit-2"); // "bandit" is taken
    EXPECT_EQ(fresh_unit_id(enc, "Bandit", {"bandit-2"}), "bandit-3");
    EXPECT_EQ(fresh_unit_id(enc, "  Éowyn!  "), "owyn");
    EXPECT_EQ(fresh_unit_id(enc, "!!"), "unit");
    EXPECT_EQ(fresh_unit_id(enc, std::string(300, 'a')).size(), 100U); // ids hold 128 bytes
}

// Nearest first: the ring around B2 in row order (A1, B1, C1, A2, ...).
TEST(UnitCopies, CopiesStandOnFreeSquaresNearestFirst) {
    Encounter enc = bandits();
    enc.map.set_terrain(Cell{0, 0}, Terrain::Impassable); // A1
    const std::vector<Unit> copies = copies_of(enc, enc.units[0], enc.units[0].cell, 3);
    ASSERT_EQ(copies.size(), 3U);
    EXPECT_EQ(copies[0].cell, (Cell{1, 0})); // B1
    EXPECT_EQ(copies[1].cell, (Cell{2, 0})); // C1
    EXPECT_EQ(copies[2].cell, (Cell{0, 1})); // A2
    EXPECT_EQ(copies[0].name, "Bandit 2");
    EXPECT_EQ(copies[2].id, "bandit-4");
    EXPECT_EQ(copies[1].stats, enc.units[0].stats);
    EXPECT_EQ(copies[1].conditions, enc.units[0].conditions);
    for (const Unit& c : copies) {
        auto placed = execute(enc, PlaceUnit{c});
        ASSERT_TRUE(placed.ok()) << placed.reason();
    }
    EXPECT_EQ(enc.units.size(), 4U);
}

// A 2 x 2 unit: its copies do not overlap one another; a full map gives
// fewer copies, not an error.
TEST(UnitCopies, LargeUnitsAndAFullMap) {
    Encounter enc = bandits();
    enc.units[0].size = 2; // B2:C3
    const std::vector<Cell> cells = free_cells_near(enc, enc.units[0], enc.units[0].cell, 10);
    ASSERT_FALSE(cells.empty());
    for (std::size_t i = 0; i < cells.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            EXPECT_TRUE(std::abs(cells[i].x - cells[j].x) >= 2 ||
                        std::abs(cells[i].y - cells[j].y) >= 2)
                << i << " " << j;
        }
    }
    // 5 x 4 = 20 squares, 4 taken by the unit: at most 16 single copies.
    Unit one = enc.units[0];
    one.size = 1;
    EXPECT_EQ(free_cells_near(enc, one, Cell{0, 0}, 100).size(), 16U);
}

// Issue 15: several units edited together take what the GM changed in the
// form (shown with the first unit's values) and keep the rest their own.
TEST(UnitCopies, EditedTogetherEachTakesOnlyTheChanges) {
    Unit first{"b1", "Bandit", "bandits", Cell{1, 1}};
    first.stats = {{"hp", 8}, {"attack", 2}};
    first.specials = {"Bow"};
    first.conditions = {"prone"};
    Unit other{"b2", "Bandit 2", "bandits", Cell{2, 1}};
    other.stats = {{"hp", 5}, {"attack", 2}, {"armour", 1}};
    other.conditions = {"prone", "hidden"};
    // The GM raised attack to 3, cleared hp, added Reach, took prone away,
    // made them hidden from the players.
    Unit after = first;
    after.stats = {{"attack", 3}};
    after.specials = {"Bow", "Reach"};
    after.conditions = {};
    after.hidden = true;
    after.name = "Renamed";  // ignored: names stay each unit's own
    after.cell = Cell{7, 7}; // ignored too
    const Unit got = with_changes(other, first, after);
    EXPECT_EQ(got.id, "b2");
    EXPECT_EQ(got.name, "Bandit 2");
    EXPECT_EQ(got.cell, (Cell{2, 1}));
    EXPECT_EQ(got.stats, (std::map<std::string, int>{{"attack", 3}, {"armour", 1}}));
    EXPECT_EQ(got.specials, (std::set<std::string>{"Reach"})); // Bow was never its own
    EXPECT_EQ(got.conditions, (std::set<std::string>{"hidden"}));
    EXPECT_TRUE(got.hidden);
    // Nothing changed: nothing changes.
    EXPECT_EQ(with_changes(other, first, first), other);
}
