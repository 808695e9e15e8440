// Not checks: pictures for docs/images (issue 6, acceptance 8): a pending
// free hit with the reaction prompt over the map, and the seed 000 Bull
// Rush preview (attacker on C7, C8 pushed to C9). Saved to
// $SKIRMISH_COMBAT_PNG_DIR (default: the source tree's docs/images). Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*ReactionScreenshot*'
#include "docks/combat_actions.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "test_support.h"
#include "tools/forced_move_tool.h"
#include "views/map_view.h"
#include "views/reaction_prompt.h"

#include <QDir>
#include <QSpinBox>
#include <QTest>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

class ReactionScreenshot : public ::testing::Test {
protected:
    void open(const QString& relative) {
        auto loaded = loadEncounterFile(QStringLiteral(SKIRMISH_SOURCE_DIR "/") + relative);
        ASSERT_TRUE(loaded.ok());
        window.setQuiet(true);
        window.newEncounter(std::move(loaded).value());
        window.fogOnGmViewAction()->setChecked(false);
        window.lineOfSightAction()->setChecked(false);
        ASSERT_TRUE(test::showWindow(window, {1600, 1000}));
    }
    void step(const Command& cmd) {
        auto why = window.combatActions()->run(cmd);
        ASSERT_FALSE(why.has_value()) << why->toStdString();
    }
    void save(const char* name) {
        QTest::qWait(200);
        QCoreApplication::processEvents();
        const QString dir = qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")
                                ? qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR")
                                : QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
        QDir().mkpath(dir);
        const QString path = dir + QStringLiteral("/%1.png").arg(QLatin1String(name));
        ASSERT_TRUE(window.grab().save(path)) << path.toStdString();
    }
    void fit() {
        window.mapView()->fitToWindow();
        QTest::qWait(100);
        window.mapView()->fitToWindow();
        QCoreApplication::processEvents();
    }

    MainWindow window;
};

TEST_F(ReactionScreenshot, DISABLED_ReactionPrompt) {
    open(QStringLiteral("tests/scenarios/freehits-free-hit/encounter.skirmish"));
    StartCombat start;
    start.setup.initiator = "heroes";
    start.seed = 7;
    step(start);
    step(SetDiceMode{"entered"});
    step(MoveUnit{"roland", *parse_label("B6")});
    window.scene()->selectUnit(QString()); // no movement range: the marks stand out
    fit();
    window.reactionPrompt()->refresh();
    window.reactionPrompt()->d20Box()->setValue(12);
    save("reaction-prompt");
}

TEST_F(ReactionScreenshot, DISABLED_MoraleCheck) {
    open(QStringLiteral("tests/scenarios/factions-fight-to-the-end/encounter.skirmish"));
    StartCombat start;
    start.setup.initiator = "players";
    start.setup.initiative_holder = "players";
    step(start);
    step(SetDiceMode{"entered"});
    step(TakeAction{"theobald", "attack", "", "bandit"});
    Respond dodge;
    dodge.as = "dodge";
    dodge.rolls = {7};
    step(dodge);
    step(EndTurn{"theobald"});
    step(TakeAction{"theobald", "attack", "", "bandit"});
    Respond counter;
    counter.as = "counter";
    counter.rolls = {3, 2};
    step(counter);
    step(EndTurn{"theobald"}); // the round ends: the bandit checks morale
    window.scene()->selectUnit(QString());
    fit();
    window.reactionPrompt()->refresh();
    window.reactionPrompt()->d20Box()->setValue(5);
    save("morale-prompt");
}

TEST_F(ReactionScreenshot, DISABLED_TeamsDefence) {
    open(QStringLiteral("tests/scenarios/teams-fight-to-the-end/encounter.skirmish"));
    StartCombat start;
    start.setup.initiator = "players";
    start.setup.attacked = "bandits";
    step(start);
    step(SetDiceMode{"entered"});
    step(TakeAction{"boudica", "attack", "", "bandit", {2, 3, 10}});
    window.scene()->selectUnit(QString());
    fit();
    window.reactionPrompt()->refresh();
    window.reactionPrompt()->d20Box()->setValue(5);
    save("teams-defence-prompt");
}

TEST_F(ReactionScreenshot, DISABLED_BullRushPreview) {
    open(QStringLiteral("resources/encounters/bull-rush.skirmish"));
    StartCombat start;
    start.setup.initiator = "red";
    step(start);
    step(MoveUnit{"attacker", *parse_label("C7")});
    window.movementRangeAction()->setChecked(false);
    window.startForcedMove(QStringLiteral("attacker"));
    fit();
    // Closer in, on the push.
    window.mapView()->scale(1.7, 1.7);
    window.mapView()->centerOn(window.scene()->cellToScene(*parse_label("C8")) +
                               QPointF(0, window.scene()->cellPixels() * 0.5));
    QCoreApplication::processEvents();
    window.forcedMoveTool()->previewAt(*parse_label("C8"));
    save("bull-rush-preview");
}

} // namespace
} // namespace skirmish::ui
