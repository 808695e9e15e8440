// Dialog helpers: ids from names, stat lines, comma lists, token initials.
#include "dialogs/ids.h"
#include "dialogs/side_dialog.h"
#include "dialogs/unit_dialog.h"
#include "scene/token_item.h"
#include "test_support.h"

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

TEST(Ids, SlugFromName) {
    EXPECT_EQ(slugOf(QStringLiteral("Orc Archer"), "unit"), QStringLiteral("orc-archer"));
    EXPECT_EQ(slugOf(QStringLiteral("  Orc   2 "), "unit"), QStringLiteral("orc-2"));
    EXPECT_EQ(slugOf(QStringLiteral("Éowyn"), "unit"), QStringLiteral("eowyn"));
    EXPECT_EQ(slugOf(QStringLiteral("!!!"), "unit"), QStringLiteral("unit"));
}

TEST(Ids, UniqueIdAddsSuffix) {
    const QStringList taken{"orc", "orc-2"};
    EXPECT_EQ(uniqueId("Orc", "unit", [&](const QString& id) { return taken.contains(id); }),
              QStringLiteral("orc-3"));
    EXPECT_EQ(uniqueId("Elf", "unit", [&](const QString& id) { return taken.contains(id); }),
              QStringLiteral("elf"));
}

TEST(UnitDialog, ParsesStatLines) {
    QString error;
    auto stats = UnitDialog::parseStats("speed=6\n\n combat = 3 \n", &error);
    ASSERT_TRUE(stats.has_value());
    EXPECT_EQ(stats->at("speed"), 6);
    EXPECT_EQ(stats->at("combat"), 3);
    EXPECT_FALSE(UnitDialog::parseStats("speed=6\nfast", &error).has_value());
    EXPECT_TRUE(error.contains("line 2"));
    EXPECT_FALSE(UnitDialog::parseStats("speed=six", &error).has_value());
}

TEST(UnitDialog, ParsesCommaLists) {
    const auto list = UnitDialog::parseList(" Heavy, melee,, Agile ");
    EXPECT_EQ(list, (std::set<std::string>{"Agile", "Heavy", "melee"}));
}

TEST(UnitDialog, NewUnitGetsUniqueIdAndFields) {
    const Encounter enc = test::smallEncounter();
    UnitDialog dialog(enc, std::nullopt);
    dialog.setName("Knight");
    dialog.setCell(Cell{4, 6});
    dialog.setStatsText("hp=12");
    ASSERT_FALSE(dialog.validate().has_value());
    const Unit u = dialog.unit();
    EXPECT_EQ(u.id, "knight-2"); // "knight" is taken
    EXPECT_EQ(u.name, "Knight");
    EXPECT_EQ(u.side, "heroes");
    EXPECT_EQ(u.cell, (Cell{4, 6}));
    EXPECT_EQ(u.stats.at("hp"), 12);
}

TEST(UnitDialog, EditKeepsIdAndRejectsBadLabel) {
    const Encounter enc = test::smallEncounter();
    UnitDialog dialog(enc, enc.units[0]);
    EXPECT_EQ(dialog.unit(), enc.units[0]);
    dialog.setName("Sir Knight");
    EXPECT_EQ(dialog.unit().id, "knight");
    EXPECT_EQ(dialog.unit().name, "Sir Knight");
    dialog.setStatsText("hp");
    EXPECT_TRUE(dialog.validate().has_value());
}

TEST(SideDialog, NewSideGetsUniqueId) {
    const Encounter enc = test::smallEncounter();
    SideDialog dialog(enc, std::nullopt);
    dialog.setName("Heroes");
    dialog.setColor(QColor("#123456"));
    const Side s = dialog.side();
    EXPECT_EQ(s.id, "heroes-2");
    EXPECT_EQ(s.color, "#123456");
}

TEST(TokenItem, Initials) {
    EXPECT_EQ(TokenItem::initialsOf("Orc 2"), QStringLiteral("O2"));
    EXPECT_EQ(TokenItem::initialsOf("Goblin Archer"), QStringLiteral("GA"));
    EXPECT_EQ(TokenItem::initialsOf("roland"), QStringLiteral("Ro"));
    EXPECT_EQ(TokenItem::initialsOf("Cultist 12"), QStringLiteral("C12"));
    EXPECT_EQ(TokenItem::initialsOf(""), QStringLiteral("?"));
}

} // namespace
} // namespace skirmish::ui
