// Not checks: pictures of a fight under each ruleset for docs/images
// (issue 5). Each test plays a few commands on the sample dungeon under one
// ruleset and saves the main window, with the turn tracker and the combat
// log, to $SKIRMISH_COMBAT_PNG_DIR/combat-<ruleset>.png (default: the
// source tree's docs/images). Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*CombatScreenshot*'
#include "dialogs/start_combat_dialog.h"
#include "docks/combat_actions.h"
#include "docks/combat_log_dock.h"
#include "docks/turn_tracker_dock.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "mainwindow.h"
#include "rules/registry.h"
#include "scene/map_scene.h"
#include "test_support.h"
#include "tools/zone_tool.h"
#include "views/map_view.h"

#include <QDir>
#include <QTest>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

class CombatScreenshot : public ::testing::Test {
protected:
    /// Opens the sample dungeon under `ruleset` with `stat` set per unit.
    void open(RulesetId ruleset, const std::string& stat,
              const std::map<std::string, int>& values) {
        auto loaded = loadEncounterFile(test::sampleDungeonPath());
        ASSERT_TRUE(loaded.ok());
        Encounter enc = std::move(loaded).value();
        enc.ruleset = ruleset;
        for (const auto& [id, v] : values) {
            Unit* u = enc.find_unit(id);
            ASSERT_NE(u, nullptr) << id;
            u->stats[stat] = v;
        }
        window.setQuiet(true);
        window.newEncounter(std::move(enc));
        // The fight reads better without the GM's fog hatch and the
        // selected unit's line-of-sight shading (which dims the rings of
        // the units it does not see).
        window.fogOnGmViewAction()->setChecked(false);
        window.lineOfSightAction()->setChecked(false);
        ASSERT_TRUE(test::showWindow(window, {1600, 1000}));
    }

    /// A command that must be accepted.
    void step(const Command& cmd) {
        auto why = window.combatActions()->run(cmd);
        ASSERT_FALSE(why.has_value()) << why->toStdString();
    }
    /// A command the rules refuse (it shows in red in the log).
    void refuse(const Command& cmd) {
        auto why = window.combatActions()->run(cmd);
        ASSERT_TRUE(why.has_value());
    }

    void save(const char* ruleset, const QString& selected) {
        window.scene()->selectUnit(selected);
        QTest::qWait(200); // the docks settle
        window.mapView()->fitToWindow();
        QTest::qWait(100);
        window.mapView()->fitToWindow();
        QCoreApplication::processEvents();
        const QString dir = qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")
                                ? qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR")
                                : QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
        QDir().mkpath(dir);
        const QString path = dir + QStringLiteral("/combat-%1.png").arg(QLatin1String(ruleset));
        ASSERT_TRUE(window.grab().save(path)) << path.toStdString();
    }

    MainWindow window;
};

TEST_F(CombatScreenshot, DISABLED_Phases) {
    open(RulesetId::Phases, "combat",
         {{"roland", 3},
          {"clementine", 2},
          {"balthasar", 1},
          {"sybilla", 2},
          {"cultist1", 2},
          {"cultist2", 2},
          {"priest", 3},
          {"ogre", 3},
          {"lurker", 1}});
    StartCombat start;
    start.setup.initiator = "party";
    step(start);
    step(MoveUnit{"roland", Cell{4, 2}});
    step(EndTurn{}); // the GM ends phase 3
    step(MoveUnit{"clementine", Cell{5, 4}});
    step(TakeAction{"cultist1", "attack"}); // its delayed Action
    refuse(TakeAction{"balthasar", "attack"});
    step(SetCondition{"cultist2", "unconscious", true});
    save("phases", QStringLiteral("clementine"));
}

TEST_F(CombatScreenshot, DISABLED_Freehits) {
    open(RulesetId::Freehits, "agility",
         {{"roland", 2},
          {"clementine", 3},
          {"balthasar", 1},
          {"sybilla", 0},
          {"cultist1", 1},
          {"cultist2", 1},
          {"priest", 2},
          {"ogre", -1},
          {"lurker", 0}});
    step(StartCombat{});
    step(MoveUnit{"clementine", Cell{5, 4}});
    step(EndTurn{});
    step(MoveUnit{"roland", Cell{4, 2}});
    step(TakeAction{"roland", "attack"});
    refuse(TakeAction{"ogre", "attack"});
    save("freehits", QStringLiteral("roland"));
}

TEST_F(CombatScreenshot, DISABLED_Sides) {
    open(RulesetId::Sides, "dex", {});
    StartCombat start;
    start.setup.party = "party";
    start.rolls = {{"party", {5}}, {"cult", {4}}};
    step(start);
    step(MoveUnit{"roland", Cell{4, 2}});
    step(TakeAction{"roland", "attack"});
    step(TakeAction{"clementine", "ranged_attack"});
    step(EndTurn{"sybilla"});
    refuse(TakeAction{"cultist1", "attack"});
    step(override_of(MoveUnit{"cultist1", Cell{10, 3}}));
    save("sides", QStringLiteral("balthasar"));
}

TEST_F(CombatScreenshot, DISABLED_Factions) {
    open(RulesetId::Factions, "wit",
         {{"roland", 6},
          {"clementine", 8},
          {"balthasar", 10},
          {"sybilla", 12},
          {"cultist1", 5},
          {"cultist2", 5},
          {"priest", 11},
          {"ogre", 3},
          {"lurker", 4}});
    // The rooms of the sample dungeon as zones.
    auto rect = [](int x0, int y0, int x1, int y1) {
        std::vector<Cell> cells;
        for (int y = y0; y <= y1; ++y) {
            for (int x = x0; x <= x1; ++x) {
                cells.push_back(Cell{x, y});
            }
        }
        return cells;
    };
    auto hall = rect(9, 0, 13, 11);
    const auto east = rect(14, 3, 17, 11);
    hall.insert(hall.end(), east.begin(), east.end());
    step(PaintZone{rect(0, 0, 8, 5), "guard_room", "Guard Room"});
    step(PaintZone{rect(0, 6, 8, 11), "cellar", "Cellar"});
    step(PaintZone{rect(14, 0, 17, 2), "shrine", "Shrine"});
    step(PaintZone{hall, "long_hall", "Long Hall"});
    StartCombat start;
    start.setup.initiative_holder = "party";
    start.setup.fast_slow = true;
    start.rolls = {{"threshold", {9}}};
    step(start);
    step(TakeAction{"sybilla", "attack"});
    step(EndTurn{});
    step(TakeAction{"priest", "power"});
    step(EndTurn{});
    refuse(TakeAction{"roland", "attack"});
    step(TakeAction{"balthasar", "say"});
    save("factions", QStringLiteral("balthasar"));
}

TEST_F(CombatScreenshot, DISABLED_Teams) {
    open(RulesetId::Teams, "wit", {});
    StartCombat start;
    start.setup.initiator = "cult";
    start.setup.attacked = "party";
    step(start);
    step(TakeAction{"cultist1", "attack"});
    step(EndTurn{});
    step(MoveUnit{"roland", Cell{3, 2}});
    step(TakeAction{"roland", "attack"});
    step(SetCondition{"clementine", "unconscious", true});
    refuse(TakeAction{"ogre", "attack"});
    save("teams", QStringLiteral("roland"));
}

// The start-of-combat dialog each ruleset's questions make, saved as
// start-<ruleset>.png beside the fights.
TEST(StartDialogScreenshot, DISABLED_EveryRuleset) {
    auto loaded = loadEncounterFile(test::sampleDungeonPath());
    ASSERT_TRUE(loaded.ok());
    const QString dir = qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")
                            ? qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR")
                            : QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
    QDir().mkpath(dir);
    for (RulesetId id : RulesetRegistry::builtin().all()) {
        Encounter enc = loaded.value();
        enc.ruleset = id;
        StartCombatDialog dialog(enc);
        dialog.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
        QCoreApplication::processEvents();
        const QString path =
            dir +
            QStringLiteral("/start-%1.png").arg(QString::fromStdString(std::string(id.str())));
        ASSERT_TRUE(dialog.grab().save(path)) << path.toStdString();
    }
}

} // namespace
} // namespace skirmish::ui
