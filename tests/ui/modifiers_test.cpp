// Combat Modifiers in the GUI (issue 14; seed 000 "Combat Modifiers"): the
// unit's menu opens a dialog drawn from the engine's modifier_menu(); it
// ticks no more than the unit's level allows, runs SetModifiers, and undo
// takes it back. A unit that is not Military gets a disabled entry with
// the engine's reason.
#include "dialogs/modifiers_dialog.h"
#include "document/encounter_document.h"
#include "mainwindow.h"

#include "test_support.h"

#include <QApplication>
#include <QCheckBox>
#include <QMenu>
#include <QTimer>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

Encounter camp() {
    Encounter enc;
    enc.name = "Camp";
    enc.ruleset = RulesetId::Phases;
    enc.map = BattleMap(8, 6);
    enc.sides = {Side{"red", "Guards", "#c0392b"}, Side{"blue", "Raiders", "#2e86de"}};
    Unit sergeant{"sarge", "Sergeant", "red", Cell{1, 1}};
    sergeant.stats = {{"combat", 3}, {"defense", 4}, {"hits", 10}, {"level", 1}};
    sergeant.specials = {"Military"};
    Unit farmer{"farmer", "Farmer", "red", Cell{2, 1}};
    farmer.stats = {{"combat", 1}, {"hits", 5}};
    enc.units = {sergeant, farmer};
    return enc;
}

TEST(ModifiersMenu, TheDialogSetsAsManyAsTheLevelAllowsAndUndoTakesThemBack) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(camp());
    const Encounter& enc = window.document()->encounter();
    std::unique_ptr<QMenu> menu(window.unitMenu(QStringLiteral("sarge")));
    QAction* entry = test::menuEntry(menu.get(), QStringLiteral("Combat Modifiers"));
    ASSERT_NE(entry, nullptr);
    ASSERT_TRUE(entry->isEnabled());
    bool limited = false;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<ModifiersDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->box("block")->setChecked(true);
        // Level 1: one modifier; the others cannot be ticked now.
        limited = !dialog->box("guard")->isEnabled() && dialog->box("block")->isEnabled();
        dialog->accept();
    });
    entry->trigger();
    EXPECT_TRUE(limited);
    EXPECT_TRUE(enc.find_unit("sarge")->conditions.contains("block"));
    window.document()->undoStack()->undo();
    EXPECT_FALSE(enc.find_unit("sarge")->conditions.contains("block"));
    // The farmer is not Military: the entry is there, disabled, with why.
    std::unique_ptr<QMenu> other(window.unitMenu(QStringLiteral("farmer")));
    QAction* none = test::menuEntry(other.get(), QStringLiteral("Combat Modifiers"));
    ASSERT_NE(none, nullptr);
    EXPECT_FALSE(none->isEnabled());
    EXPECT_TRUE(none->toolTip().contains(QStringLiteral("Military")))
        << none->toolTip().toStdString();
}

} // namespace
} // namespace skirmish::ui

namespace skirmish::ui {
namespace {

// The dialog as a GM sees it, for docs/images (run by hand with
// --gtest_also_run_disabled_tests and SKIRMISH_COMBAT_PNG_DIR).
TEST(ModifiersMenu, DISABLED_ModifiersScreenshot) {
    const QString dir = qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR", QStringLiteral("."));
    Encounter enc = camp();
    enc.find_unit("sarge")->stats["level"] = 2;
    enc.find_unit("sarge")->conditions = {"support"};
    ModifiersDialog dialog(enc, *enc.find_unit("sarge"));
    dialog.box("guard")->setChecked(true);
    dialog.show();
    QCoreApplication::processEvents();
    ASSERT_TRUE(dialog.grab().save(dir + QStringLiteral("/combat-modifiers.png")));
}

} // namespace
} // namespace skirmish::ui
