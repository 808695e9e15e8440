// Issue 6 in the GUI: the reaction prompt over the map (Take/Decline,
// Enter/Esc, entered dice, undo/redo), the dice mode switch, the Bull Rush
// and Shove tool with its preview, and the units' context menu.
#include "docks/combat_actions.h"
#include "docks/turn_tracker_dock.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "scene/push_preview_item.h"
#include "scene/reaction_mark_item.h"
#include "test_support.h"
#include "tools/forced_move_tool.h"
#include "views/map_view.h"
#include "views/reaction_prompt.h"

#include "rules/forced_movement.h"
#include "rules/reactions.h"
#include "rules/turn_context.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

Encounter load(const QString& relative) {
    auto loaded = loadEncounterFile(QStringLiteral(SKIRMISH_SOURCE_DIR "/") + relative);
    EXPECT_TRUE(loaded.ok()) << relative.toStdString();
    return std::move(loaded).value();
}

class Reactions : public ::testing::Test {
protected:
    void open(Encounter enc) {
        window.setQuiet(true);
        window.newEncounter(std::move(enc));
        ASSERT_TRUE(test::showWindow(window, {1200, 800}));
    }
    void step(const Command& cmd) {
        auto why = window.document()->execute(cmd);
        ASSERT_FALSE(why.has_value()) << why->toStdString();
    }
    const Encounter& enc() { return window.document()->encounter(); }
    ReactionPrompt* prompt() { return window.reactionPrompt(); }

    /// The seed's free hit: Roland (B2) walks away from the Orc (C3) to B6.
    void freeHit() {
        open(load(QStringLiteral("tests/scenarios/freehits-free-hit/encounter.skirmish")));
        StartCombat start;
        start.setup.initiator = "heroes";
        start.seed = 7;
        step(start);
        EXPECT_FALSE(prompt()->isVisible());
        step(MoveUnit{"roland", test::at("B6")});
        ASSERT_TRUE(enc().combat.pending.has_value());
    }

    /// teams: Boudica's attack (entered dice) hits the bandit, who must answer.
    void boudicaHitsTheBandit() { boudicaHitsTheBandit(teamsFight()); }
    void boudicaHitsTheBandit(Encounter e) {
        open(std::move(e));
        StartCombat start;
        start.setup.initiator = "players";
        start.setup.attacked = "bandits";
        step(start);
        step(SetDiceMode{"entered"});
        step(TakeAction{"boudica", "attack", "", "bandit", {2, 3, 10}});
        ASSERT_TRUE(prompt()->isVisible());
    }

    static Encounter teamsFight() {
        return load(QStringLiteral("tests/scenarios/teams-fight-to-the-end/encounter.skirmish"));
    }

    /// factions, entered dice: the bandit of `e` (the opportunity-attack
    /// scenario's) attacks Theobald, who must answer.
    void banditHitsTheobald(Encounter e) {
        open(std::move(e));
        StartCombat start;
        start.setup.initiator = "bandits";
        step(start);
        step(SetDiceMode{"entered"});
        step(TakeAction{"bandit", "attack", "", "theobald"});
        ASSERT_TRUE(prompt()->isVisible());
    }

    MainWindow window;
};

// factions: a unit hit by an attack chooses how it reacts; Guarded by sends
// the hit to the chosen ally (seed 003 "Reacting to an attack").
TEST_F(Reactions, AFactionsUnitHitByAnAttackIsGuardedByTheChosenAlly) {
    open(load(QStringLiteral("tests/scenarios/factions-opportunity-attack/encounter.skirmish")));
    Unit ally = enc().units.front();
    ally.id = "sybilla";
    ally.name = "Sybilla";
    ally.cell = test::at("C3");
    ally.stats = {{"health", 10}};
    step(PlaceUnit{ally});
    StartCombat start;
    start.setup.initiator = "bandits";
    step(start);
    step(TakeAction{"bandit", "attack", "", "theobald"});
    ASSERT_TRUE(prompt()->isVisible());
    EXPECT_TRUE(prompt()->reactionBox()->isVisible());
    EXPECT_EQ(prompt()->declineButton()->text(), QStringLiteral("Take the hit (Esc)"));
    prompt()->reactionBox()->setCurrentIndex(prompt()->reactionBox()->findData("guard"));
    ASSERT_EQ(prompt()->allyBox()->count(), 1);
    EXPECT_EQ(prompt()->allyBox()->currentData().toString(), QStringLiteral("sybilla"));
    QTest::keyClick(&window, Qt::Key_Return);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_EQ(enc().find_unit("theobald")->stats.at("health"), 10);
    EXPECT_EQ(enc().find_unit("sybilla")->stats.at("health"), 7);
    EXPECT_FALSE(prompt()->isVisible());
}

// teams: a hit waits for its target's answer, listed by the engine with
// what cannot be given greyed out (no shield: no Block); a Dodge asks for
// the test's total, and Enter gives it (seed 004 "Defensive Actions").
TEST_F(Reactions, ATeamsUnitHitChoosesItsDefenceFromTheEnginesList) {
    ASSERT_NO_FATAL_FAILURE(boudicaHitsTheBandit());
    QComboBox* how = prompt()->reactionBox();
    ASSERT_TRUE(how->isVisible());
    ASSERT_EQ(how->count(), 4);
    EXPECT_EQ(how->itemData(0).toString(), QStringLiteral("dodge"));
    EXPECT_EQ(how->itemText(1), QStringLiteral("Parry"));
    const auto* model = qobject_cast<const QStandardItemModel*>(how->model());
    ASSERT_NE(model, nullptr);
    EXPECT_FALSE(model->item(2)->isEnabled()); // the bandit has no shield
    EXPECT_FALSE(model->item(3)->isEnabled()); // no ally next to it to Intercept
    EXPECT_NE(how->itemData(2, Qt::ToolTipRole).toString().indexOf(QStringLiteral("block")), -1);
    EXPECT_FALSE(prompt()->allyBox()->isVisible());
    EXPECT_FALSE(prompt()->damageCheck()->isVisible()); // the damage is known
    // A Dodge: the total of the player's test, in the number box.
    how->setCurrentIndex(0);
    ASSERT_TRUE(prompt()->d20Box()->isVisible());
    // A screen reader names each field by its label (issue 18).
    EXPECT_EQ(test::unnamed(prompt()).join(QStringLiteral("; ")).toStdString(), "");
    prompt()->d20Box()->setValue(6);
    QTest::keyClick(&window, Qt::Key_Return);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("endurance"), 4); // 6 reaches the attack's 6
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("stamina"), 0);
    // Undo brings the question back.
    window.document()->undoStack()->undo();
    ASSERT_TRUE(enc().combat.pending.has_value());
    EXPECT_TRUE(prompt()->isVisible());
    // Parry needs no dice: Enter gives it (deflection 8 + 1: 10 - 9 = 1).
    how->setCurrentIndex(1);
    EXPECT_FALSE(prompt()->d20Box()->isVisible());
    QTest::keyClick(&window, Qt::Key_Return);
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("endurance"), 3);
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("parry_durability"), 3);
    // Esc takes the hit instead: 6 + 4 - 8.
    window.document()->undoStack()->undo();
    ASSERT_TRUE(prompt()->isVisible());
    QTest::keyClick(&window, Qt::Key_Escape);
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("endurance"), 2);
}

// Issue 18, a fight by keyboard alone: Alt+A comes to the answers, the
// arrows choose one, Enter reacts, and the keys go back to the map.
TEST_F(Reactions, TheAnswerIsChosenByKeyboard) {
    ASSERT_NO_FATAL_FAILURE(boudicaHitsTheBandit());
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    QComboBox* how = prompt()->reactionBox();
    ASSERT_EQ(how->currentIndex(), 0); // Dodge
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::AltModifier);
    ASSERT_EQ(QApplication::focusWidget(), how);
    QTest::keyClick(how, Qt::Key_Down);
    EXPECT_EQ(how->currentData().toString(), QStringLiteral("parry"));
    QTest::keyClick(how, Qt::Key_Down); // Block is not open to the bandit: it stays on Parry
    EXPECT_EQ(how->currentData().toString(), QStringLiteral("parry"));
    QTest::keyClick(how, Qt::Key_Up);
    EXPECT_EQ(how->currentData().toString(), QStringLiteral("dodge"));
    prompt()->d20Box()->setValue(6);
    EXPECT_EQ(prompt()->response(true).as, "dodge");
    QTest::keyClick(how, Qt::Key_Return);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_FALSE(prompt()->isVisible());
    // The dodge's 6 reaches the attack's 6: the bandit loses endurance but
    // no stamina (the parry would have worn its weapon instead).
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("stamina"), 0);
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("endurance"), 4);
    EXPECT_EQ(QApplication::focusWidget(), window.mapView()) << "the keys are the map's again";
}

// sides: a hit by less than 2 over the AC, on a target that may still take
// Total Defense, waits; the prompt offers it (seed 002 "Total Defense
// (Instant)": "you may use it after you see the result of an Attack Roll").
TEST_F(Reactions, ASidesUnitHitJustOverItsAcMayTakeTotalDefense) {
    open(load(QStringLiteral("tests/scenarios/sides-fight-to-the-end/encounter.skirmish")));
    StartCombat start;
    start.setup.party = "party";
    start.rolls = {{"party", {6}}, {"bandits", {2}}};
    step(start);
    step(SetDiceMode{"entered"});
    step(TakeAction{"fighter", "attack", "", "bandit", {10}}); // 10 + 3 = 13 against AC 13
    ASSERT_TRUE(prompt()->isVisible());
    QComboBox* how = prompt()->reactionBox();
    ASSERT_TRUE(how->isVisible());
    ASSERT_EQ(how->count(), 1);
    EXPECT_EQ(how->itemData(0).toString(), QStringLiteral("total_defense"));
    EXPECT_EQ(prompt()->declineButton()->text(), QStringLiteral("Take the hit (Esc)"));
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        window.grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                           QStringLiteral("/total-defense.png"));
    }
    QTest::keyClick(&window, Qt::Key_Return);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("hp"), 6);
    EXPECT_TRUE(enc().find_unit("bandit")->conditions.contains("total defense"));
    // Undo asks again; Esc takes the 4 damage.
    window.document()->undoStack()->undo();
    ASSERT_TRUE(prompt()->isVisible());
    QTest::keyClick(&window, Qt::Key_Escape);
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("hp"), 2);
}

// factions with entered dice: the prompt asks for the dice the engine
// lists for the chosen answer: a dodge's AGI d20 in the d20 box, the
// damage die's total in the damage box; a counter needs no d20.
TEST_F(Reactions, TheDiceToTypeFollowTheChosenAnswer) {
    banditHitsTheobald(
        load(QStringLiteral("tests/scenarios/factions-opportunity-attack/encounter.skirmish")));
    prompt()->reactionBox()->setCurrentIndex(prompt()->reactionBox()->findData("dodge"));
    EXPECT_TRUE(prompt()->d20Box()->isVisible());
    prompt()->reactionBox()->setCurrentIndex(prompt()->reactionBox()->findData("counter"));
    EXPECT_FALSE(prompt()->d20Box()->isVisible());
    EXPECT_TRUE(prompt()->response(true).rolls.empty());
    // Taking the hit: the bandit's 3 damage, no dice.
    QTest::keyClick(&window, Qt::Key_Escape);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_EQ(enc().find_unit("theobald")->stats.at("health"), 7);
}

// factions with entered dice: a counter's two damage dice (the attack's d6,
// then the counter's d6) are typed in one field, in the engine's order:
// 4 + 3 on Theobald, 5 on the bandit (seed 003 "Reacting to an attack").
TEST_F(Reactions, EveryEnteredDieOfACounterIsTyped) {
    Encounter e =
        load(QStringLiteral("tests/scenarios/factions-opportunity-attack/encounter.skirmish"));
    e.find_unit("theobald")->stats["damage_die"] = 6;
    e.find_unit("bandit")->stats["damage_die"] = 6;
    banditHitsTheobald(std::move(e));
    prompt()->reactionBox()->setCurrentIndex(prompt()->reactionBox()->findData("counter"));
    EXPECT_FALSE(prompt()->d20Box()->isVisible());
    ASSERT_TRUE(prompt()->moreDiceField()->isVisible());
    EXPECT_EQ(prompt()->moreDiceField()->placeholderText(),
              QStringLiteral("damage d6, damage d6 (the counter)"));
    QTest::keyClicks(prompt()->moreDiceField(), QStringLiteral("4 5"));
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        prompt()->grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                              QStringLiteral("/counter-dice.png"));
    }
    QTest::keyClick(prompt()->moreDiceField(), Qt::Key_Return);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_EQ(enc().find_unit("theobald")->stats.at("health"), 3);
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("health"), 1);
}

// teams (seed 004, Table: Reactions: "Intercept | Spend 1 stamina to move
// and displace an ally replacing them as a target"): the bandit hit by
// Boudica has a second bandit next to it; the GM picks Intercept, the
// prompt names the ally, and Enter puts the second bandit in its square,
// where the hit now waits for its free defence.
TEST_F(Reactions, ATeamsAllyInterceptsTheHitFromThePrompt) {
    Encounter e = teamsFight();
    Unit second = *e.find_unit("bandit");
    second.id = "bandit2";
    second.name = "Second Bandit";
    second.cell = *parse_label("C3");
    second.stats["stamina"] = 2;
    e.units.push_back(second);
    ASSERT_NO_FATAL_FAILURE(boudicaHitsTheBandit(std::move(e)));
    QComboBox* how = prompt()->reactionBox();
    how->setCurrentIndex(how->findData(QStringLiteral("intercept")));
    ASSERT_TRUE(prompt()->allyBox()->isVisible());
    ASSERT_EQ(prompt()->allyBox()->count(), 1);
    EXPECT_EQ(prompt()->allyBox()->currentData().toString(), QStringLiteral("bandit2"));
    EXPECT_FALSE(prompt()->d20Box()->isVisible());              // nothing to type
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        QApplication::processEvents();
        prompt()->grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                              QStringLiteral("/teams-intercept.png"));
    }
    QTest::keyClick(&window, Qt::Key_Return);
    ASSERT_TRUE(enc().combat.pending.has_value());
    EXPECT_EQ(enc().combat.pending->by, "bandit2");
    EXPECT_EQ(to_label(enc().find_unit("bandit2")->cell), "C2");
    EXPECT_EQ(to_label(enc().find_unit("bandit")->cell), "C3");
    EXPECT_TRUE(prompt()->isVisible());         // its free defence, or take the hit
    EXPECT_EQ(enc().combat.pending->damage, 2); // 2 + 3 + 1 + 4 against its deflection 8
}

// factions (seed 003 "Non-lethal attacks": "can be used to counter"): the
// engine's list offers a counter with a grapple; chosen, the d20 box asks
// for the save it forces, the bandit's blow (3) lands first and a 15 on
// the bandit's save (STR 10) leaves it grabbed by Theobald.
TEST_F(Reactions, ACounterMayBeAGrapple) {
    Encounter e =
        load(QStringLiteral("tests/scenarios/factions-opportunity-attack/encounter.skirmish"));
    e.find_unit("bandit")->stats["str"] = 10;
    banditHitsTheobald(std::move(e));
    QComboBox* how = prompt()->reactionBox();
    const int grapple = how->findText(QStringLiteral("Counter with Grapple"));
    ASSERT_GE(grapple, 0);
    EXPECT_EQ(how->itemData(grapple).toString(), QStringLiteral("counter"));
    how->setCurrentIndex(grapple);
    ASSERT_TRUE(prompt()->d20Box()->isVisible());
    EXPECT_EQ(prompt()->response(true).action, "grapple");
    prompt()->d20Box()->setValue(15);
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        QApplication::processEvents(); // the layout, as the event loop runs it
        prompt()->grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                              QStringLiteral("/counter-grapple.png"));
    }
    QTest::keyClick(&window, Qt::Key_Return);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_EQ(enc().find_unit("theobald")->stats.at("health"), 7);
    ASSERT_TRUE(enc().combat.grappling.contains("theobald"));
    EXPECT_EQ(enc().combat.grappling.at("theobald"), "bandit");
    EXPECT_TRUE(has_condition(*enc().find_unit("bandit"), "grabbed"));
}

// teams (seed 004 "Damage"): the fortify test to stay conscious is rolled by
// its player, so the prompt asks for its total even when the engine rolls.
TEST_F(Reactions, AFortifyTestAsksForItsTotal) {
    Encounter e;
    e.name = "Boudica";
    e.ruleset = RulesetId::Teams;
    e.map = BattleMap(6, 6);
    e.sides = {Side{"players", "Players", "#2e86de"}, Side{"enemies", "Enemies", "#c0392b"}};
    Unit boudica{"boudica", "Boudica", "players", Cell{1, 1}};
    boudica.stats = {
        {"endurance", 0}, {"health", 12}, {"health_max", 12}, {"constitution", 4}, {"stamina", 2}};
    e.units = {boudica, Unit{"enemy", "Enemy", "enemies", Cell{4, 4}}};
    open(e);
    StartCombat start;
    start.setup.initiator = "players";
    step(start);
    step(ChangeHealth{{"boudica"}, -5});
    ASSERT_TRUE(prompt()->isVisible());
    EXPECT_TRUE(prompt()->d20Box()->isVisible()); // rng mode, and still asked
    prompt()->d20Box()->setValue(7);
    QTest::keyClick(&window, Qt::Key_Return);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_FALSE(has_condition(*enc().find_unit("boudica"), "unconscious"));
    EXPECT_EQ(enc().find_unit("boudica")->stats.at("stamina"), 1);
}

TEST_F(Reactions, AProvokingMoveShowsThePromptWithTheEnginesWords) {
    freeHit();
    EXPECT_TRUE(prompt()->isVisible());
    const PendingReaction& p = *enc().combat.pending;
    EXPECT_EQ(p.by, "orc");
    const TurnContext ctx(enc(), false);
    EXPECT_EQ(prompt()->text().toStdString(), pending_text(ctx, p));
    EXPECT_TRUE(prompt()->text().startsWith(QStringLiteral("Orc may take a free hit on Roland")))
        << prompt()->text().toStdString();
    EXPECT_TRUE(prompt()->text().contains(QString::fromStdString(to_label(p.at))));
    // Roland stopped where it provoked; the square and the Orc are marked.
    EXPECT_EQ(enc().find_unit("roland")->cell, p.at);
    ASSERT_NE(prompt()->markItem(), nullptr);
    EXPECT_EQ(prompt()->markItem()->at(), p.at);
    EXPECT_EQ(prompt()->markItem()->reactor(), test::at("C3"));
    // The panel sits over the map, at the top.
    const QRect vp = window.mapView()->viewport()->geometry();
    EXPECT_TRUE(vp.contains(prompt()->geometry().center()));
    // At the top, or at the bottom when the marked squares would be under it.
    const QRect g = prompt()->geometry();
    EXPECT_TRUE(g.top() < vp.top() + vp.height() / 4 || g.bottom() > vp.bottom() - vp.height() / 4);
    const QRect marks =
        window.mapView()
            ->mapFromScene(prompt()->markItem()->mapToScene(prompt()->markItem()->boundingRect()))
            .boundingRect()
            .translated(vp.topLeft());
    EXPECT_FALSE(marks.intersects(g));
    // rng mode: no d20 field.
    EXPECT_FALSE(prompt()->d20Box()->isVisible());
}

TEST_F(Reactions, EnterTakesAndTheMoveGoesOn) {
    freeHit();
    const int freeHits = enc().combat.turn_of("orc")->left("free_hits");
    window.mapView()->setFocus();
    QTest::keyClick(window.mapView(), Qt::Key_Return);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_FALSE(prompt()->isVisible());
    EXPECT_EQ(prompt()->markItem(), nullptr);
    EXPECT_EQ(enc().find_unit("roland")->cell, test::at("B6"));
    EXPECT_EQ(enc().combat.turn_of("orc")->left("free_hits"), freeHits - 1);
    bool took = false;
    for (const LogEntry& e : enc().log) {
        took = took || e.text == "Orc takes it";
    }
    EXPECT_TRUE(took);
}

// Issue 13: Enter opened Edit Unit while a unit was selected (its
// shortcut), instead of taking the reaction; Esc likewise.
TEST_F(Reactions, EnterTakesEvenWithAUnitSelected) {
    for (const Qt::Key key : {Qt::Key_Return, Qt::Key_Enter, Qt::Key_Escape}) {
        freeHit();
        window.scene()->selectUnit(QStringLiteral("roland"));
        window.mapView()->setFocus();
        QCoreApplication::processEvents();
        bool dialogOpened = false;
        QTimer::singleShot(0, [&] {
            if (QWidget* modal = QApplication::activeModalWidget()) {
                dialogOpened = true;
                modal->close();
            }
        });
        QTest::keyClick(window.mapView(), key);
        QCoreApplication::processEvents();
        EXPECT_FALSE(dialogOpened) << key;
        EXPECT_FALSE(enc().combat.pending.has_value()) << key;
        const std::string said = key == Qt::Key_Escape ? "Orc declines" : "Orc takes it";
        EXPECT_TRUE(std::any_of(enc().log.begin(), enc().log.end(), [&](const LogEntry& e) {
            return e.text == said;
        })) << key;
    }
}

TEST_F(Reactions, EscDeclines) {
    freeHit();
    const int freeHits = enc().combat.turn_of("orc")->left("free_hits");
    const int hp = enc().find_unit("roland")->stats.at("hp");
    window.mapView()->setFocus();
    QTest::keyClick(window.mapView(), Qt::Key_Escape);
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_FALSE(prompt()->isVisible());
    EXPECT_EQ(enc().find_unit("roland")->cell, test::at("B6"));
    EXPECT_EQ(enc().combat.turn_of("orc")->left("free_hits"), freeHits);
    EXPECT_EQ(enc().find_unit("roland")->stats.at("hp"), hp);
    EXPECT_TRUE(std::any_of(enc().log.begin(), enc().log.end(),
                            [](const LogEntry& e) { return e.text == "Orc declines"; }));
}

TEST_F(Reactions, EnterInATextFieldElsewhereIsNotTaken) {
    freeHit();
    auto* field = new QLineEdit(&window);
    field->show();
    field->setFocus();
    QCoreApplication::processEvents();
    ASSERT_TRUE(field->hasFocus());
    QTest::keyClick(field, Qt::Key_Return);
    QTest::keyClick(field, Qt::Key_Escape);
    EXPECT_TRUE(enc().combat.pending.has_value());
    EXPECT_TRUE(prompt()->isVisible());
    delete field;
}

TEST_F(Reactions, EnteredDiceAndDamageAreUsed) {
    freeHit();
    // The dice mode switch in the Combat menu.
    QAction* dice = window.combatActions()->diceModeAction();
    EXPECT_FALSE(dice->isChecked());
    dice->trigger();
    EXPECT_EQ(enc().combat.dice_mode, "entered");
    EXPECT_TRUE(dice->isChecked());
    ASSERT_TRUE(prompt()->isVisible());
    EXPECT_TRUE(prompt()->d20Box()->isVisible());
    prompt()->d20Box()->setValue(12);
    prompt()->damageCheck()->setChecked(true);
    prompt()->damageBox()->setValue(6);
    const Respond r = prompt()->response(true);
    EXPECT_EQ(r.rolls, std::vector<int>{12});
    EXPECT_EQ(r.damage, std::optional<int>(6));
    prompt()->takeButton()->click();
    EXPECT_FALSE(enc().combat.pending.has_value());
    // 12 + Accuracy 1 = 13 against Agility 3 + 10: a hit for the 6 entered.
    EXPECT_EQ(enc().find_unit("roland")->stats.at("hp"), 14);
    bool rolled = false;
    for (const LogEntry& e : enc().log) {
        rolled = rolled || e.text.find("Orc rolls 12+1 = 13") != std::string::npos;
    }
    EXPECT_TRUE(rolled);
    // Undo takes the mode back with the action following it.
    window.document()->undoStack()->undo(); // the response
    window.document()->undoStack()->undo(); // the dice mode
    EXPECT_EQ(enc().combat.dice_mode, "rng");
    EXPECT_FALSE(dice->isChecked());
}

TEST_F(Reactions, AnOutOfRangeEnteredDieIsRefusedAndThePromptStays) {
    freeHit();
    step(SetDiceMode{"entered"});
    Respond bad{true, {21}, std::nullopt};
    EXPECT_TRUE(window.document()->execute(bad).has_value());
    EXPECT_TRUE(enc().combat.pending.has_value());
    EXPECT_TRUE(prompt()->isVisible());
}

TEST_F(Reactions, ThePromptFollowsUndoAndRedo) {
    freeHit();
    QUndoStack* undo = window.document()->undoStack();
    undo->undo(); // the move
    EXPECT_FALSE(enc().combat.pending.has_value());
    EXPECT_FALSE(prompt()->isVisible());
    EXPECT_EQ(prompt()->markItem(), nullptr);
    undo->redo();
    ASSERT_TRUE(enc().combat.pending.has_value());
    EXPECT_TRUE(prompt()->isVisible());
    EXPECT_TRUE(prompt()->text().startsWith(QStringLiteral("Orc may take a free hit on Roland")));
    // Declined, then undone: the prompt comes back.
    prompt()->declineButton()->click();
    EXPECT_FALSE(prompt()->isVisible());
    undo->undo();
    EXPECT_TRUE(prompt()->isVisible());
    EXPECT_EQ(enc().find_unit("roland")->cell, enc().combat.pending->at);
}

TEST_F(Reactions, TheTrackerShowsFreeHitSlots) {
    freeHit();
    auto* tree = window.turnTrackerDock()->findChild<QTreeWidget*>();
    ASSERT_NE(tree, nullptr);
    QString orcRow;
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        if ((*it)->text(0).contains(QStringLiteral("Orc"))) {
            orcRow = (*it)->text(1);
        }
    }
    // The Orc has Agility 0: one slot a round, still unspent.
    EXPECT_TRUE(orcRow.contains(QStringLiteral("Free") + QChar::Nbsp + QStringLiteral("hits") +
                                QChar::Nbsp + QChar(0x25CF)))
        << orcRow.toStdString();
}

// --- Bull Rush --------------------------------------------------------------

class BullRushGui : public Reactions {
protected:
    void attackerOnC7() {
        open(load(QStringLiteral("resources/encounters/bull-rush.skirmish")));
        StartCombat start;
        start.setup.initiator = "red";
        step(start);
        step(MoveUnit{"attacker", test::at("C7")});
        ASSERT_EQ(enc().find_unit("attacker")->cell, test::at("C7"));
    }
};

TEST_F(BullRushGui, PreviewShowsC8ToC9AndTheAttackerIntoC8) {
    attackerOnC7();
    window.startForcedMove(QStringLiteral("attacker"));
    ForcedMoveTool* tool = window.forcedMoveTool();
    EXPECT_EQ(window.activeTool(), tool);
    EXPECT_EQ(tool->previewAt(test::at("C8")), QString());
    ASSERT_NE(tool->previewItem(), nullptr);
    const auto& arrows = tool->previewItem()->arrows();
    ASSERT_EQ(arrows.size(), 2U);
    EXPECT_EQ(arrows[0].from, test::at("C8"));
    EXPECT_EQ(arrows[0].to, test::at("C9"));
    EXPECT_EQ(arrows[1].from, test::at("C7"));
    EXPECT_EQ(arrows[1].to, test::at("C8"));
    EXPECT_FALSE(tool->previewItem()->blocked().has_value());
    // Nothing moved yet.
    EXPECT_EQ(enc().find_unit("c8")->cell, test::at("C8"));

    // A square it cannot force: crossed out, the reason said.
    EXPECT_FALSE(tool->previewAt(test::at("F3")).isEmpty());
    EXPECT_EQ(tool->previewItem()->blocked(), std::optional<Cell>(test::at("F3")));
    EXPECT_TRUE(tool->previewItem()->arrows().empty());
}

TEST_F(BullRushGui, HoverThenClickExecutes) {
    attackerOnC7();
    window.scene()->selectUnit(QStringLiteral("attacker"));
    window.forcedMoveAction()->trigger();
    EXPECT_EQ(window.activeTool(), window.forcedMoveTool());
    MapView* view = window.mapView();
    const double c = window.scene()->cellPixels();
    const QPoint p =
        view->mapFromScene(window.scene()->cellToScene(test::at("C8")) + QPointF(c / 2, c / 2));
    QTest::mouseMove(view->viewport(), p);
    QCoreApplication::processEvents();
    ASSERT_NE(window.forcedMoveTool()->previewItem(), nullptr);
    EXPECT_EQ(window.forcedMoveTool()->previewItem()->arrows().size(), 2U);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, p);
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C8"));
    EXPECT_EQ(enc().find_unit("c8")->cell, test::at("C9"));
    EXPECT_EQ(window.forcedMoveTool()->previewItem(), nullptr);
    // Undoable like everything.
    window.document()->undoStack()->undo();
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C7"));
    EXPECT_EQ(enc().find_unit("c8")->cell, test::at("C8"));
}

TEST_F(BullRushGui, EnteredDiceAreAskedForTheUnitsThatRoll) {
    attackerOnC7();
    // C8 dodges and loses without a roll; make it stand and roll instead.
    step(override_of(SetCondition{"c8", "dodging", false}));
    step(SetDiceMode{"entered"});
    ForcedMoveTool* tool = window.forcedMoveTool();
    std::vector<ForcedDiceDialog::Row> asked;
    tool->setDiceAsker([&](const QString&, const std::vector<ForcedDiceDialog::Row>& rows) {
        asked = rows;
        return std::optional<EnteredRolls>(EnteredRolls{{"attacker", {5, 6}}, {"c8", {2, 3}}});
    });
    window.startForcedMove(QStringLiteral("attacker"));
    EXPECT_TRUE(tool->confirmAt(test::at("C8")));
    ASSERT_EQ(asked.size(), 2U);
    EXPECT_EQ(asked[0].key, "attacker");
    EXPECT_EQ(asked[0].count, bull_rush_dice(*enc().find_unit("attacker")));
    EXPECT_EQ(asked[1].key, "c8");
    EXPECT_EQ(enc().find_unit("attacker")->cell, test::at("C8"));
    EXPECT_EQ(enc().find_unit("c8")->cell, test::at("C9"));
}

TEST_F(BullRushGui, OfferedOnlyUnderPhasesShoveUnderSidesAndFactions) {
    open(load(QStringLiteral("resources/encounters/bull-rush.skirmish")));
    auto texts = [&](const QString& id) {
        std::unique_ptr<QMenu> m(window.unitMenu(id));
        QStringList out;
        for (QAction* a : m->actions()) {
            out << a->text();
        }
        return out.join(QLatin1Char('|'));
    };
    EXPECT_TRUE(texts(QStringLiteral("attacker")).contains(QStringLiteral("Bull Rush")));
    EXPECT_TRUE(window.forcedMoveAction()->isEnabled());
    for (RulesetId rs :
         {RulesetId::Freehits, RulesetId::Teams, RulesetId::Sides, RulesetId::Factions}) {
        Encounter e = load(QStringLiteral("resources/encounters/bull-rush.skirmish"));
        e.ruleset = rs;
        window.newEncounter(std::move(e));
        const QString menu = texts(QStringLiteral("attacker"));
        EXPECT_FALSE(menu.contains(QStringLiteral("Bull Rush"))) << menu.toStdString();
        EXPECT_FALSE(window.forcedMoveAction()->isEnabled() &&
                     window.forcedMoveAction()->text().contains(QStringLiteral("Bull Rush")));
        EXPECT_EQ(menu.contains(QStringLiteral("Shove")), rs == RulesetId::Sides)
            << menu.toStdString();
        EXPECT_EQ(window.forcedMoveAction()->isEnabled(),
                  rs == RulesetId::Sides || rs == RulesetId::Factions);
        // And the command itself is refused there.
        window.forcedMoveTool()->setAttacker(QStringLiteral("attacker"));
        if (rs == RulesetId::Freehits || rs == RulesetId::Teams) {
            EXPECT_FALSE(window.forcedMoveTool()->previewAt(test::at("C8")).isEmpty());
        }
    }
}

TEST_F(BullRushGui, FactionsOffersShoveOnAGrabbedCharacterOnly) {
    Encounter e = load(QStringLiteral("resources/encounters/bull-rush.skirmish"));
    e.ruleset = RulesetId::Factions;
    e.find_unit("c8")->conditions.insert("grabbed");
    open(std::move(e));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    auto has = [&](const QString& id, const QString& word) {
        std::unique_ptr<QMenu> m(window.unitMenu(id));
        for (QAction* a : m->actions()) {
            if (a->text().contains(word) && a->isEnabled()) {
                return true;
            }
        }
        return false;
    };
    EXPECT_TRUE(has(QStringLiteral("c8"), QStringLiteral("Shove")));
    EXPECT_FALSE(has(QStringLiteral("b8"), QStringLiteral("Shove")));
}

TEST_F(BullRushGui, SidesShovePreviewsTheSquareStraightBack) {
    Encounter e = load(QStringLiteral("resources/encounters/bull-rush.skirmish"));
    e.ruleset = RulesetId::Sides;
    open(std::move(e));
    // Put the attacker next to C8 (a GM placement needs no fight).
    step(MoveUnit{"attacker", test::at("C7"), {}, true});
    window.startForcedMove(QStringLiteral("attacker"));
    ForcedMoveTool* tool = window.forcedMoveTool();
    EXPECT_EQ(tool->previewAt(test::at("C8")), QString());
    ASSERT_EQ(tool->previewItem()->arrows().size(), 1U);
    EXPECT_EQ(tool->previewItem()->arrows()[0].from, test::at("C8"));
    EXPECT_EQ(tool->previewItem()->arrows()[0].to, test::at("C9"));
    // Not next to it: crossed out, with the reason.
    EXPECT_FALSE(tool->previewAt(test::at("F8")).isEmpty());
    EXPECT_EQ(tool->previewItem()->blocked(), std::optional<Cell>(test::at("F8")));
}

} // namespace
} // namespace skirmish::ui
