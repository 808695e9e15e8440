// Issue 5 in the GUI: the turn tracker, the combat commands and their
// shortcuts, the start combat dialog, the combat log, the map's turn marks
// and the player view's banner, driven through the widgets offscreen.
#include "dialogs/forced_dice_dialog.h"
#include "dialogs/start_combat_dialog.h"
#include "docks/combat_actions.h"
#include "docks/combat_log_dock.h"
#include "docks/turn_tracker_dock.h"
#include "docks/unit_combat_menu.h"
#include "document/declare_clock.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "encounter/command_engine.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "scene/structure_badge_item.h"
#include "scene/token_item.h"
#include "test_support.h"
#include "tools/attack_tool.h"
#include "views/map_view.h"
#include "views/player_view.h"

#include "rules/turn_summary.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <ostream>

namespace skirmish::ui {
namespace {

using RowState = TurnTrackerDock::RowState;

/// The seed 000 Bull Rush board (phases): Attacker (red, Combat 3) at C1,
/// three defenders (blue, Combat 2) on row 8.
Encounter bullRush(RulesetId ruleset = RulesetId::Phases) {
    auto loaded = loadEncounterFile(
        QStringLiteral(SKIRMISH_SOURCE_DIR "/resources/encounters/bull-rush.skirmish"));
    EXPECT_TRUE(loaded.ok());
    Encounter enc = std::move(loaded).value();
    enc.ruleset = ruleset;
    return enc;
}

StartCombat startBy(const std::string& side) {
    StartCombat s;
    s.setup.initiator = side;
    s.setup.initiative_holder = side;
    return s;
}

class CombatTest : public ::testing::Test {
protected:
    void open(Encounter enc) {
        window.setQuiet(true);
        window.newEncounter(std::move(enc));
        ASSERT_TRUE(test::showWindow(window, {1400, 900}));
    }
    void SetUp() override { open(bullRush()); }

    const Encounter& enc() { return window.document()->encounter(); }
    CombatActions* actions() { return window.combatActions(); }
    TurnTrackerDock* tracker() { return window.turnTrackerDock(); }
    CombatLogDock* log() { return window.combatLogDock(); }
    QStringList logTexts() {
        QStringList out;
        for (const LogEntry& e : enc().log) {
            out << QString::fromStdString(e.text);
        }
        return out;
    }
    void run(const Command& cmd) {
        auto why = actions()->run(cmd);
        ASSERT_FALSE(why.has_value()) << why->toStdString();
    }
    /// Answers the next ForcedDiceDialog with `faces` in its first row and
    /// sets `asked`; without a dialog, `asked` stays false (and the test
    /// fails without hanging).
    static void answerDice(std::vector<int> faces, bool& asked) {
        QTimer::singleShot(50, [faces, &asked] {
            auto* d = qobject_cast<ForcedDiceDialog*>(QApplication::activeModalWidget());
            if (d == nullptr || d->dice(0).size() != faces.size()) {
                return;
            }
            asked = true;
            for (std::size_t i = 0; i < faces.size(); ++i) {
                d->dice(0)[i]->setValue(faces[i]);
            }
            d->accept();
        });
    }
    /// The Act menu's submenu for the action labelled `text` (one aimed at
    /// a unit, a zone or a structure), or nullptr.
    QMenu* actSubmenu(const QString& text) {
        for (QAction* a : actions()->actMenu()->actions()) {
            if (a->text() == text) {
                return a->menu();
            }
        }
        return nullptr;
    }

    MainWindow window;
};

TEST_F(CombatTest, OutsideCombatTheTrackerOffersStartCombat) {
    EXPECT_TRUE(tracker()->hintLabel()->isVisible());
    EXPECT_TRUE(tracker()->startButton()->isVisible());
    EXPECT_FALSE(tracker()->tree()->isVisible());
    EXPECT_FALSE(tracker()->endTurnButton()->isVisible());
    EXPECT_TRUE(actions()->startCombatAction()->isEnabled());
    EXPECT_FALSE(actions()->endTurnAction()->isEnabled());
    EXPECT_EQ(actions()->startCombatAction()->shortcut(),
              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    EXPECT_EQ(actions()->endTurnAction()->shortcut(), QKeySequence(Qt::Key_Space));
    // The docks are remembered with the window's state.
    EXPECT_EQ(tracker()->objectName(), QStringLiteral("turnTrackerDock"));
    EXPECT_EQ(log()->objectName(), QStringLiteral("combatLogDock"));
    EXPECT_TRUE(tracker()->isVisible());
    EXPECT_TRUE(log()->isVisible());
}

TEST_F(CombatTest, StartCombatDialogStartsTheFightAndTheTrackerShowsIt) {
    bool sawDialog = false;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<StartCombatDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        sawDialog = true;
        // phases asks only who attacked.
        ASSERT_NE(dialog->initiatorCombo(), nullptr);
        EXPECT_EQ(dialog->partyCombo(), nullptr);
        EXPECT_EQ(dialog->holderCombo(), nullptr);
        EXPECT_EQ(dialog->rollForMeButton(), nullptr);
        EXPECT_TRUE(dialog->surprisedChecks().isEmpty());
        dialog->initiatorCombo()->setCurrentIndex(dialog->initiatorCombo()->findData("red"));
        dialog->accept();
    });
    actions()->startCombatAction()->trigger();
    ASSERT_TRUE(sawDialog);
    ASSERT_TRUE(enc().combat.active);
    EXPECT_EQ(enc().combat.setup.initiator, "red");

    EXPECT_FALSE(tracker()->hintLabel()->isVisible());
    EXPECT_TRUE(tracker()->tree()->isVisible());
    EXPECT_EQ(tracker()->roundLabel()->text(), QStringLiteral("Round 1 \u00b7 Phase 3"));
    EXPECT_EQ(tracker()->nowLabel()->text(), QStringLiteral("Phase 3"));
    EXPECT_TRUE(tracker()->orderLabel()->text().contains(QStringLiteral("Phases")));
    // The attacker's own phase: a fresh Move and Action. The defenders hold
    // a delayed Move and Action, so they may act in any phase.
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::MayAct);
    EXPECT_EQ(tracker()->budgetText("attacker"), QStringLiteral("Move \u25CF  Action \u25CF"));
    EXPECT_EQ(tracker()->rowState("c8"), RowState::MayAct);
    EXPECT_EQ(tracker()->budgetText("c8"), QStringLiteral("Delayed: move \u25CF action \u25CF"));
    // The map rings the units that may act.
    EXPECT_EQ(window.scene()->token("attacker")->turnMark(), TokenItem::TurnMark::MayAct);
    EXPECT_EQ(window.scene()->token("b8")->turnMark(), TokenItem::TurnMark::MayAct);
    EXPECT_FALSE(actions()->startCombatAction()->isEnabled());
    EXPECT_TRUE(actions()->endTurnAction()->isEnabled());
}

TEST_F(CombatTest, CancellingTheDialogStartsNothing) {
    QTimer::singleShot(0, [] {
        if (auto* dialog = QApplication::activeModalWidget()) {
            qobject_cast<QDialog*>(dialog)->reject();
        }
    });
    actions()->startCombatAction()->trigger();
    EXPECT_FALSE(enc().combat.active);
    EXPECT_EQ(window.document()->undoStack()->count(), 0);
}

TEST_F(CombatTest, SpendingShowsHollowPipsAndEndTurnMovesThePhaseOn) {
    run(startBy("red"));
    run(MoveUnit{"attacker", Cell{2, 3}});
    EXPECT_EQ(tracker()->budgetText("attacker"), QStringLiteral("Move \u25CB  Action \u25CF"));
    run(TakeAction{"attacker", "attack"});
    // Its part of phase 3 is over; the defenders still hold theirs.
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::Done);
    EXPECT_EQ(window.scene()->token("attacker")->turnMark(), TokenItem::TurnMark::None);
    // A defender spends its delayed Action (which drops its delayed Move).
    run(TakeAction{"b8", "attack"});
    EXPECT_EQ(tracker()->budgetText("b8"), QStringLiteral("waiting"));
    EXPECT_EQ(tracker()->rowState("b8"), RowState::Waiting); // its phase is 2

    // Space with no unit selected ends the phase.
    window.scene()->selectUnit(QString());
    window.mapView()->setFocus();
    QTest::keyClick(window.mapView(), Qt::Key_Space);
    EXPECT_EQ(enc().combat.phase, 2);
    EXPECT_EQ(tracker()->roundLabel()->text(), QStringLiteral("Round 1 \u00b7 Phase 2"));
    // b8 gains a fresh Move and Action in its phase; c8 still holds its
    // delayed ones, so it gains none (no stockpiling).
    EXPECT_EQ(tracker()->rowState("b8"), RowState::MayAct);
    EXPECT_EQ(tracker()->budgetText("b8"), QStringLiteral("Move \u25CF  Action \u25CF"));
    EXPECT_EQ(tracker()->budgetText("c8"), QStringLiteral("Delayed: move \u25CF action \u25CF"));
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::Done);
}

TEST_F(CombatTest, SpaceInATextFieldTypesASpace) {
    run(startBy("red"));
    auto* field = new QLineEdit;
    window.statusBar()->addWidget(field);
    field->show();
    field->setFocus();
    QCoreApplication::processEvents();
    ASSERT_TRUE(field->hasFocus());
    QTest::keyClick(field, Qt::Key_Space);
    EXPECT_EQ(field->text(), QStringLiteral(" "));
    EXPECT_EQ(enc().combat.phase, 3);
}

TEST_F(CombatTest, EndTurnWithAUnitSelectedEndsItsPartOfThePhase) {
    run(startBy("red"));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    actions()->endTurnAction()->trigger();
    EXPECT_EQ(enc().combat.phase, 3); // the defenders may still act
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::Done);
    EXPECT_EQ(logTexts().last(), QStringLiteral("Attacker is done for this phase"));
}

// Issue 15: the buttons say what they end. phases: the selected unit's
// turn, else the phase; sides: Pass ends the whole side's turn and says so.
TEST_F(CombatTest, TheEndButtonsNameWhatTheyEnd) {
    run(startBy("red"));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    EXPECT_EQ(actions()->endTurnAction()->text(), QStringLiteral("End Attacker's Turn"));
    window.scene()->selectUnit(QString());
    EXPECT_EQ(actions()->endTurnAction()->text(), QStringLiteral("End the Phase"));
    open(bullRush(RulesetId::Sides));
    StartCombat s;
    s.setup.party = "red";
    s.rolls = {{"red", {6}}, {"blue", {2}}};
    run(s);
    ASSERT_EQ(enc().combat.to_act, "red");
    const QString side = QString::fromStdString(enc().find_side("red")->name);
    EXPECT_EQ(actions()->passAction()->text(), QStringLiteral("End %1's Turn").arg(side));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    EXPECT_EQ(actions()->endTurnAction()->text(), QStringLiteral("End Attacker's Turn"));
}

TEST_F(CombatTest, DelayUnderPhasesOffersMoveOrAction) {
    run(startBy("red"));
    ASSERT_NE(actions()->delayAction()->menu(), nullptr);
    window.scene()->selectUnit(QStringLiteral("attacker"));
    EXPECT_TRUE(actions()->delayAction()->isEnabled());
    actions()->delay(QStringLiteral("action"));
    EXPECT_EQ(tracker()->budgetText("attacker"),
              QStringLiteral("Move \u25CF  Delayed: action \u25CF"));
    EXPECT_FALSE(actions()->disengageAction()->isEnabled()); // phases has no Disengage
    EXPECT_FALSE(actions()->passAction()->isEnabled());
}

TEST_F(CombatTest, AUnitKnockedOutLosesItsRingAndIsGreyed) {
    run(startBy("red"));
    ASSERT_EQ(window.scene()->token("c8")->turnMark(), TokenItem::TurnMark::MayAct);
    run(SetCondition{"c8", "unconscious", true});
    EXPECT_EQ(window.scene()->token("c8")->turnMark(), TokenItem::TurnMark::None);
    EXPECT_EQ(tracker()->rowState("c8"), RowState::Out);
    const QTreeWidgetItem* row = tracker()->unitItem("c8");
    ASSERT_NE(row, nullptr);
    EXPECT_TRUE(row->font(0).italic());
    EXPECT_EQ(row->foreground(0).color(), QColor(150, 150, 150));
    window.document()->undoStack()->undo();
    EXPECT_EQ(window.scene()->token("c8")->turnMark(), TokenItem::TurnMark::MayAct);
    EXPECT_EQ(tracker()->rowState("c8"), RowState::MayAct);
}

TEST_F(CombatTest, ClickingATrackerRowSelectsTheUnitOnTheMap) {
    run(startBy("red"));
    QTreeWidget* tree = tracker()->tree();
    QTreeWidgetItem* row = tracker()->unitItem("c8");
    ASSERT_NE(row, nullptr);
    const QRect r = tree->visualItemRect(row);
    ASSERT_TRUE(r.isValid());
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, r.center());
    EXPECT_EQ(window.scene()->selectedUnitId(), QStringLiteral("c8"));
    // And selecting on the map selects the row.
    window.scene()->selectUnit(QStringLiteral("attacker"));
    ASSERT_EQ(tree->selectedItems().size(), 1);
    EXPECT_EQ(tree->selectedItems().first(), tracker()->unitItem("attacker"));
}

TEST_F(CombatTest, UndoRollsTheTrackerBack) {
    run(startBy("red"));
    run(EndTurn{});
    ASSERT_EQ(enc().combat.phase, 2);
    QUndoStack* undo = window.document()->undoStack();
    undo->undo();
    EXPECT_EQ(tracker()->roundLabel()->text(), QStringLiteral("Round 1 \u00b7 Phase 3"));
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::MayAct);
    undo->undo();
    EXPECT_FALSE(enc().combat.active);
    EXPECT_TRUE(tracker()->hintLabel()->isVisible());
    EXPECT_FALSE(tracker()->tree()->isVisible());
    EXPECT_EQ(window.scene()->token("attacker")->turnMark(), TokenItem::TurnMark::None);
    EXPECT_TRUE(log()->lines().isEmpty());
    undo->redo();
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::MayAct);
    EXPECT_EQ(log()->lines().size(), static_cast<int>(enc().log.size()));
}

TEST_F(CombatTest, TheLogDockListsTheLogByRound) {
    run(startBy("red"));
    run(MoveUnit{"attacker", Cell{2, 3}});
    run(EndTurn{});
    EXPECT_EQ(log()->lines(), logTexts());
    EXPECT_TRUE(log()->lines().contains(QStringLiteral("Attacker moves C1 to C4 (3 squares)")));
    // A heading for round 1 comes first.
    ASSERT_GT(log()->list()->count(), 0);
    EXPECT_EQ(log()->list()->item(0)->text(), QStringLiteral("Round 1"));
    // Newest at the bottom, in view.
    QListWidget* list = log()->list();
    EXPECT_EQ(list->verticalScrollBar()->value(), list->verticalScrollBar()->maximum());
}

TEST_F(CombatTest, ARefusalIsShownInTheStatusBarAndTheLog) {
    open(bullRush(RulesetId::Teams));
    run(startBy("red")); // the Attackers' pick
    window.scene()->selectUnit(QStringLiteral("b8"));
    actions()->act(QStringLiteral("attack"));
    EXPECT_TRUE(enc().log.size() > 0);
    const QString shown = window.statusBar()->currentMessage();
    EXPECT_TRUE(shown.contains(QStringLiteral("pick"))) << shown.toStdString();
    ASSERT_FALSE(log()->lines().isEmpty());
    EXPECT_EQ(log()->lines().last(), QStringLiteral("\u2717 Refused: ") + shown);
    // Not in the encounter's log.
    EXPECT_FALSE(logTexts().join('\n').contains(QStringLiteral("Refused")));
    // A later line follows it; the refusal stays where it happened.
    window.scene()->selectUnit(QStringLiteral("attacker"));
    actions()->act(QStringLiteral("attack"));
    const QStringList lines = log()->lines();
    EXPECT_TRUE(lines.last().startsWith(QStringLiteral("Attacker")));
    EXPECT_EQ(lines.filter(QStringLiteral("Refused")).size(), 1);
}

TEST_F(CombatTest, TheOverrideToggleWrapsTheNextCommand) {
    open(bullRush(RulesetId::Teams));
    run(startBy("red"));
    actions()->overrideAction()->setChecked(true);
    window.scene()->selectUnit(QStringLiteral("b8"));
    actions()->act(QStringLiteral("attack"));
    EXPECT_FALSE(actions()->overrideAction()->isChecked()); // only the next command
    ASSERT_FALSE(enc().log.empty());
    bool overrideLogged = false;
    for (const LogEntry& e : enc().log) {
        overrideLogged = overrideLogged || e.kind == "override";
    }
    EXPECT_TRUE(overrideLogged);
    EXPECT_FALSE(log()->lines().filter(QStringLiteral("\u26A0 GM override")).isEmpty());
}

// Issue 15: a Shift-drop in a fight is the GM's override, logged as one.
TEST_F(CombatTest, AShiftDropInAFightIsLoggedAsAnOverride) {
    run(startBy("red"));
    const Cell to{5, 4};
    ASSERT_FALSE(window.scene()->moveUnit(QStringLiteral("attacker"), to, {}, true).has_value());
    EXPECT_EQ(enc().find_unit("attacker")->cell, to);
    ASSERT_FALSE(enc().log.empty());
    EXPECT_EQ(enc().log.back().kind, "override");
    EXPECT_EQ(logTexts().last(),
              QStringLiteral("GM override: Attacker moves to F5 (no movement spent)"));
    window.document()->undoStack()->undo();
    EXPECT_NE(enc().find_unit("attacker")->cell, to);
}

// Issue 15: a unit the GM drops in a fight starts its turn as the ruleset
// says, when it could take one now (teams: its team's pick, nobody
// mid-turn); the drop is still logged as the override.
TEST_F(CombatTest, AShiftDroppedUnitThatMayActStartsItsTurn) {
    open(bullRush(RulesetId::Teams));
    run(startBy("red"));
    ASSERT_EQ(enc().combat.acting, "");
    ASSERT_FALSE(
        window.scene()->moveUnit(QStringLiteral("attacker"), Cell{5, 4}, {}, true).has_value());
    EXPECT_EQ(enc().combat.acting, "attacker");
    EXPECT_TRUE(logTexts().contains(QStringLiteral("Attacker takes a turn")))
        << logTexts().join('\n').toStdString();
    EXPECT_EQ(enc().log.back().kind, "override");
}

// Issue 15: teams' Ready an Action asks for its trigger from the ruleset's
// list (or one the GM writes), and the engine keeps it.
TEST_F(CombatTest, ReadyAsksForItsTrigger) {
    open(bullRush(RulesetId::Teams));
    run(startBy("red"));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    QStringList offered;
    QTimer::singleShot(50, [&] {
        auto* d = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(d, nullptr);
        offered = d->comboBoxItems();
        d->setTextValue(QStringLiteral("an enemy opens the door"));
        d->accept();
    });
    actions()->act(QStringLiteral("ready"));
    EXPECT_TRUE(offered.contains(QStringLiteral("an enemy comes within reach")));
    ASSERT_TRUE(enc().combat.readied.contains("attacker"));
    EXPECT_EQ(enc().combat.readied.at("attacker"), "an enemy opens the door");
}

TEST_F(CombatTest, TeamsTrackerShowsTheAlternationAndTheActingUnit) {
    open(bullRush(RulesetId::Teams));
    run(startBy("red"));
    EXPECT_TRUE(tracker()->orderLabel()->text().contains(QStringLiteral("Alternation")));
    EXPECT_EQ(tracker()->nowLabel()->text(), QStringLiteral("Attackers' pick"));
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::MayAct);
    EXPECT_EQ(tracker()->rowState("b8"), RowState::Waiting);
    EXPECT_EQ(tracker()->budgetText("b8"), QStringLiteral("waiting  Reaction \u25CF"));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    actions()->act(QStringLiteral("attack"));
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::Acting);
    EXPECT_EQ(tracker()->budgetText("attacker"),
              QStringLiteral("Actions \u25CF\u25CF\u25CB  Reaction \u25CF"));
    EXPECT_EQ(window.scene()->token("attacker")->turnMark(), TokenItem::TurnMark::Acting);
    actions()->endTurnAction()->trigger();
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::Done);
    EXPECT_EQ(tracker()->nowLabel()->text(), QStringLiteral("Defenders' pick"));
    EXPECT_EQ(tracker()->rowState("b8"), RowState::MayAct);
    // Pass is not a teams rule.
    EXPECT_FALSE(actions()->passAction()->isEnabled());
    // A unit knocked out is greyed out.
    run(SetCondition{"c8", "unconscious", true});
    EXPECT_EQ(tracker()->rowState("c8"), RowState::Out);
    EXPECT_EQ(tracker()->budgetText("c8"), QStringLiteral("out (unconscious)"));
}

/// The action of `menu` (or of its submenus) with text `text`, or null.
QAction* findAction(QMenu* menu, const QString& text) {
    for (QAction* a : menu->actions()) {
        if (a->text() == text) {
            return a;
        }
        if (a->menu() != nullptr) {
            if (QAction* inner = findAction(a->menu(), text)) {
                return inner;
            }
        }
    }
    return nullptr;
}

// Issue 5 "Revive, Knock out": the tracker's menu for a unit.
TEST_F(CombatTest, TheUnitMenuKnocksOutAndRevives) {
    Encounter e = bullRush(RulesetId::Teams);
    open(std::move(e));
    ASSERT_FALSE(actions()->run(startBy("red")).has_value());
    {
        UnitCombatMenu menu(enc(), "b8", actions());
        QAction* knock = findAction(&menu, QStringLiteral("Knock Out"));
        ASSERT_NE(knock, nullptr);
        knock->trigger();
    }
    EXPECT_TRUE(enc().find_unit("b8")->conditions.contains("unconscious"));
    EXPECT_EQ(tracker()->rowState("b8"), RowState::Out);
    {
        UnitCombatMenu menu(enc(), "b8", actions());
        EXPECT_EQ(findAction(&menu, QStringLiteral("Knock Out")), nullptr);
        QAction* revive = findAction(&menu, QStringLiteral("Revive"));
        ASSERT_NE(revive, nullptr);
        revive->trigger();
    }
    EXPECT_FALSE(enc().find_unit("b8")->conditions.contains("unconscious"));
}

// factions (seed 003 "Chases"): the unit's menu resolves a long chase at
// the pace the GM picks, for the unit or its whole side.
TEST_F(CombatTest, TheUnitMenuRunsALongChase) {
    Encounter e = bullRush(RulesetId::Factions);
    e.find_unit("attacker")->stats["agi"] = 12;
    open(std::move(e));
    ASSERT_FALSE(actions()->run(startBy("red")).has_value());
    {
        UnitCombatMenu menu(enc(), "b8", actions());
        QAction* all = findAction(
            &menu, QStringLiteral("All of Defenders flee: faster or longer-winded than the "
                                  "pursuers: all escape"));
        ASSERT_NE(all, nullptr);
        EXPECT_TRUE(all->toolTip().contains(QStringLiteral("Chases")));
        all->trigger();
    }
    for (const char* id : {"b8", "c8", "d8"}) {
        EXPECT_TRUE(enc().find_unit(id)->conditions.contains("fled")) << id;
    }
    {
        UnitCombatMenu menu(enc(), "attacker", actions());
        QAction* one = findAction(
            &menu, QStringLiteral("Attacker flees: slower than the pursuers: escaping is "
                                  "impossible"));
        ASSERT_NE(one, nullptr);
        one->trigger();
    }
    EXPECT_FALSE(enc().find_unit("attacker")->conditions.contains("fled"));
    // As fast, with entered dice: the GM types the save's d20, 12 (AGI 12).
    run(SetDiceMode{"entered", std::nullopt});
    bool asked = false;
    answerDice({12}, asked);
    {
        UnitCombatMenu menu(enc(), "attacker", actions());
        QAction* even = findAction(
            &menu, QStringLiteral("Attacker flees: as fast as the pursuers: each makes the group "
                                  "AGI save"));
        ASSERT_NE(even, nullptr);
        even->trigger();
    }
    EXPECT_TRUE(asked);
    EXPECT_TRUE(enc().find_unit("attacker")->conditions.contains("fled"));
}

// Issue 13 "Conditions with their effects": the GM sets a condition for a
// number of rounds from the unit's menu; the token's badge counts the
// rounds left and its tooltip gives the effect and the seed section.
TEST_F(CombatTest, TheUnitMenuSetsAConditionForRounds) {
    Encounter e = bullRush(RulesetId::Teams);
    open(std::move(e));
    ASSERT_FALSE(actions()->run(startBy("red")).has_value());
    {
        UnitCombatMenu menu(enc(), "b8", actions());
        QAction* prone = findAction(&menu, QStringLiteral("Knock Prone..."));
        ASSERT_NE(prone, nullptr);
        QTimer::singleShot(50, [] {
            auto* d = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            ASSERT_NE(d, nullptr);
            d->setIntValue(2);
            d->accept();
        });
        prone->trigger();
    }
    EXPECT_EQ(enc().find_unit("b8")->condition_rounds.at("prone"), 2);
    const TokenItem* token = window.scene()->token("b8");
    EXPECT_EQ(token->health().badges, QStringList{QStringLiteral("prone (2)")});
    EXPECT_TRUE(token->toolTip().contains(QStringLiteral(
        "Prone: Melee attacks on it have advantage, ranged attacks disadvantage (2 rounds left; "
        "seed 004")))
        << token->toolTip().toStdString();
}

TEST_F(CombatTest, TheUnitMenuDelaysAFreehitsTurnUntilAfterAChosenUnit) {
    Encounter e = bullRush(RulesetId::Freehits);
    open(std::move(e));
    ASSERT_FALSE(actions()->run(startBy("red")).has_value());
    const std::string first = enc().combat.acting;
    const std::string third = enc().combat.order.at(2);
    UnitCombatMenu menu(enc(), first, actions());
    const Unit* target = enc().find_unit(third);
    QAction* after = findAction(&menu, QString::fromStdString(target->name));
    ASSERT_NE(after, nullptr);
    after->trigger();
    const auto& order = enc().combat.order;
    EXPECT_EQ(std::find(order.begin(), order.end(), first) - order.begin(), 2);
    EXPECT_NE(enc().combat.acting, first);
}

TEST_F(CombatTest, FreehitsShowsInitiativeAndOffersDisengage) {
    Encounter e = bullRush(RulesetId::Freehits);
    e.find_unit("c8")->stats["agility"] = 3;
    open(std::move(e));
    run(StartCombat{});
    EXPECT_EQ(enc().combat.acting, "c8");
    EXPECT_EQ(tracker()->rowState("c8"), RowState::Acting);
    EXPECT_EQ(tracker()->budgetText("c8"),
              QStringLiteral(
                  "AA \u25CF  MA \u25CF  BA \u25CF\u25CF  Free hits \u25CF\u25CF\u25CF\u25CF"));
    EXPECT_TRUE(tracker()->unitItem("c8")->text(0).contains(QStringLiteral("1. ")));
    window.scene()->selectUnit(QStringLiteral("c8"));
    EXPECT_TRUE(actions()->disengageAction()->isEnabled());
    actions()->disengageAction()->trigger();
    EXPECT_EQ(tracker()->budgetText("c8"),
              QStringLiteral(
                  "AA \u25CB  MA \u25CF  BA \u25CF\u25CF  Free hits \u25CF\u25CF\u25CF\u25CF"));
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::Waiting);
}

TEST_F(CombatTest, SidesShowInitiativeTotalsAndPassEndsTheSideTurn) {
    open(bullRush(RulesetId::Sides));
    StartCombat s;
    s.setup.party = "red";
    s.rolls = {{"red", {2}}, {"blue", {7}}};
    run(s);
    EXPECT_TRUE(tracker()->orderLabel()->text().contains(QStringLiteral("Defenders 7")));
    EXPECT_EQ(tracker()->nowLabel()->text(), QStringLiteral("Defenders' turn"));
    EXPECT_EQ(tracker()->rowState("b8"), RowState::MayAct);
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::Waiting);
    EXPECT_TRUE(actions()->passAction()->isEnabled());
    actions()->passAction()->trigger();
    EXPECT_EQ(tracker()->nowLabel()->text(), QStringLiteral("Attackers' turn"));
    EXPECT_EQ(tracker()->rowState("b8"), RowState::Done);
    EXPECT_EQ(tracker()->rowState("attacker"), RowState::MayAct);
}

TEST_F(CombatTest, ThePlayerViewBannerFollowsTheFight) {
    PlayerView* player = window.openPlayerView();
    ASSERT_NE(player, nullptr);
    EXPECT_EQ(player->bannerText(), QString::fromStdString(enc().name));
    open(bullRush(RulesetId::Teams));
    run(startBy("red"));
    EXPECT_EQ(player->bannerText(), QString::fromStdString(summarize_turn(enc()).banner));
    EXPECT_EQ(player->bannerText(), QStringLiteral("Round 1 \u2014 Attackers' pick"));
    EXPECT_EQ(player->bannerColour(), QColor("#c0392b"));
    run(EndCombat{});
    EXPECT_EQ(player->bannerText(), QString::fromStdString(enc().name));
}

TEST_F(CombatTest, TheCombatMenuHoldsTheCommands) {
    QMenu* combat = nullptr;
    for (QAction* a : window.menuBar()->actions()) {
        if (a->text() == QStringLiteral("&Combat")) {
            combat = a->menu();
        }
    }
    ASSERT_NE(combat, nullptr);
    const auto acts = combat->actions();
    for (QAction* a :
         {actions()->startCombatAction(), actions()->endTurnAction(), actions()->delayAction(),
          actions()->passAction(), actions()->disengageAction(), actions()->actAction(),
          actions()->nextRoundAction(), actions()->endCombatAction(),
          actions()->overrideAction()}) {
        EXPECT_TRUE(acts.contains(a)) << a->text().toStdString();
    }
    // The Act menu lists the ruleset's actions.
    run(startBy("red"));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    QStringList labels;
    for (QAction* a : actions()->actMenu()->actions()) {
        labels << a->text();
    }
    // An action aimed at a foe opens the attack tool (its target is clicked).
    EXPECT_TRUE(labels.contains(QStringLiteral("Attack\u2026")));
    EXPECT_TRUE(labels.contains(QStringLiteral("Subdue\u2026"))); // a Subdue Attack, aimed too
    EXPECT_TRUE(labels.contains(QStringLiteral("Cast a spell")));
    QAction* attack = nullptr;
    QAction* subdue = nullptr; // an action with no target: Cast a spell
    for (QAction* a : actions()->actMenu()->actions()) {
        if (a->text() == QStringLiteral("Attack\u2026")) {
            attack = a;
        } else if (a->text() == QStringLiteral("Cast a spell")) {
            subdue = a;
        }
    }
    ASSERT_NE(attack, nullptr);
    ASSERT_NE(subdue, nullptr);
    attack->trigger();
    EXPECT_EQ(window.scene()->tool(), static_cast<Tool*>(window.attackTool()));
    // Opening the menu puts each action's cost, and the engine's reason when
    // it would be refused, on its tooltip.
    emit actions()->actMenu()->aboutToShow();
    EXPECT_EQ(subdue->toolTip(), QStringLiteral("Costs 1 Action"))
        << subdue->toolTip().toStdString();
    subdue->trigger();
    EXPECT_EQ(logTexts().contains(QStringLiteral("Attacker: Cast a spell")), true);
    emit actions()->actMenu()->aboutToShow();
    EXPECT_TRUE(subdue->toolTip().startsWith(QStringLiteral("Costs 1 Action. Not now: Attacker")))
        << subdue->toolTip().toStdString();
}

// seed 004 "Command": the Act menu offers the acting unit's allies (the
// descriptor ActionTarget::Ally); picking one gives it an action now.
TEST_F(CombatTest, TheActMenuCommandsAnAlly) {
    Encounter e = bullRush(RulesetId::Teams);
    Unit ally{"ally", "Ally", "red", Cell{1, 1}};
    e.units.push_back(ally);
    open(std::move(e));
    run(startBy("red"));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    QMenu* command = actSubmenu(QStringLiteral("Command"));
    ASSERT_NE(command, nullptr);
    emit command->aboutToShow();
    QStringList names;
    for (QAction* a : command->actions()) {
        names << a->text();
    }
    EXPECT_EQ(names, QStringList{QStringLiteral("Ally")}); // not the foes, not itself
    command->actions().front()->trigger();
    EXPECT_TRUE(logTexts().contains(QStringLiteral("Ally may take one action now, on Attacker's "
                                                   "Command")))
        << logTexts().join('\n').toStdString();
}

// phases (seed 000 "Carrying"): Pick up a body lists the units the engine
// says it may lift (may_aim_at): the ally next to it and the body, not the
// standing foe nor the unit across the map.
TEST_F(CombatTest, TheActMenuPicksUpAnAdjacentAllyOrBody) {
    Encounter e = bullRush(RulesetId::Phases);
    Unit ally{"ally", "Ally", "red", Cell{1, 0}};
    Unit body{"body", "Body", "blue", Cell{3, 0}};
    body.conditions.insert("croaked");
    Unit foe{"foe", "Foe", "blue", Cell{2, 1}};
    e.units.push_back(ally);
    e.units.push_back(body);
    e.units.push_back(foe);
    e.find_unit("attacker")->specials.insert("Heavy");
    open(std::move(e));
    run(startBy("red"));
    window.scene()->selectUnit(QStringLiteral("attacker"));
    QMenu* pick = actSubmenu(QStringLiteral("Pick up a body"));
    ASSERT_NE(pick, nullptr);
    emit pick->aboutToShow();
    QStringList names;
    for (QAction* a : pick->actions()) {
        names << a->text();
    }
    EXPECT_EQ(names, (QStringList{QStringLiteral("Ally"), QStringLiteral("Body")}));
    pick->actions().front()->trigger();
    EXPECT_TRUE(logTexts().contains(
        QStringLiteral("Attacker carries Ally: no Action while carrying, Move 2/3")))
        << logTexts().join('\n').toStdString();
}

// sides (seed 002 "Charge (Special)"): the Act menu lists the ruleset's
// special moves; Charge makes the next move a Charge (both actions, the
// charging condition), then the mode is spent.
TEST_F(CombatTest, TheActMenuMakesTheNextMoveACharge) {
    open(bullRush(RulesetId::Sides));
    StartCombat s;
    s.setup.party = "red";
    s.rolls = {{"red", {7}}, {"blue", {2}}};
    run(s);
    window.scene()->selectUnit(QStringLiteral("attacker"));
    QAction* charge = nullptr;
    for (QAction* a : actions()->actMenu()->actions()) {
        if (a->property("moveMode").toString() == QStringLiteral("charge")) {
            charge = a;
        }
    }
    ASSERT_NE(charge, nullptr);
    EXPECT_EQ(charge->text(), QStringLiteral("Charge (move)\u2026"));
    EXPECT_TRUE(charge->toolTip().contains(QStringLiteral("straight line")));
    charge->trigger();
    EXPECT_EQ(window.scene()->moveMode(), QStringLiteral("charge"));
    // It stays in sight while armed.
    QLabel* armed = actions()->moveModeLabel();
    EXPECT_FALSE(armed->isHidden());
    EXPECT_EQ(armed->text(),
              QStringLiteral(
                  "Charge armed: drag the unit, or use the arrow keys and Enter (Esc cancels)"));
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        window.grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                           QStringLiteral("/charge-armed.png"));
    }
    window.mapView()->setFocus();
    // Two squares down with the arrows, then Enter: one Charge (a straight
    // line takes no waypoints; the engine draws it).
    QTest::keyClick(window.mapView(), Qt::Key_Down);
    QTest::keyClick(window.mapView(), Qt::Key_Down);
    QTest::keyClick(window.mapView(), Qt::Key_Return);
    const Unit& attacker = *enc().find_unit("attacker");
    EXPECT_TRUE(has_condition(attacker, "charging")) << logTexts().join('\n').toStdString();
    EXPECT_EQ(attacker.cell, (Cell{2, 2}));
    EXPECT_EQ(window.scene()->moveMode(), QString());
    EXPECT_TRUE(armed->isHidden());
    // Anything the GM does first disarms it: no surprise Charge later.
    window.scene()->setMoveMode(QStringLiteral("charge"));
    actions()->endTurnAction()->trigger();
    EXPECT_EQ(window.scene()->moveMode(), QString());
    // Esc drops a chosen mode.
    window.scene()->setMoveMode(QStringLiteral("screen"));
    QTest::keyClick(window.mapView(), Qt::Key_Escape);
    EXPECT_EQ(window.scene()->moveMode(), QString());
}

// --- the dialog, per ruleset -----------------------------------------------------

TEST(StartCombatDialog, SidesAsksForTheParty_TheSurprisedAndTheDice) {
    const Encounter enc = bullRush(RulesetId::Sides);
    StartCombatDialog dialog(enc);
    ASSERT_NE(dialog.partyCombo(), nullptr);
    EXPECT_EQ(dialog.initiatorCombo(), nullptr);
    EXPECT_EQ(dialog.holderCombo(), nullptr);
    EXPECT_EQ(dialog.surprisedChecks().size(), 2);
    ASSERT_EQ(dialog.rollSpins().size(), 2);
    EXPECT_EQ(dialog.rollSpins().value("red")->minimum(), 1);
    EXPECT_EQ(dialog.rollSpins().value("red")->maximum(), 8);
    // The player side is the party by default.
    EXPECT_EQ(dialog.partyCombo()->currentData().toString(), QStringLiteral("red"));
    // Roll for me: a fresh seed each time.
    const StartCombat a = dialog.command();
    const StartCombat b = dialog.command();
    ASSERT_TRUE(a.seed && b.seed);
    EXPECT_NE(*a.seed, *b.seed);
    EXPECT_TRUE(a.rolls.empty());
    // I rolled.
    dialog.enteredButton()->setChecked(true);
    dialog.rollSpins().value("red")->setValue(6);
    dialog.rollSpins().value("blue")->setValue(3);
    dialog.surprisedChecks().value("blue")->setChecked(true);
    const StartCombat c = dialog.command();
    EXPECT_FALSE(c.seed.has_value());
    EXPECT_EQ(c.rolls.at("red"), std::vector<int>{6});
    EXPECT_EQ(c.rolls.at("blue"), std::vector<int>{3});
    EXPECT_EQ(c.setup.party, "red");
    EXPECT_EQ(c.setup.surprised, std::vector<std::string>{"blue"});
}

TEST(StartCombatDialog, FactionsAsksForTheHolderAndTheThreshold) {
    const Encounter enc = bullRush(RulesetId::Factions);
    StartCombatDialog dialog(enc);
    ASSERT_NE(dialog.holderCombo(), nullptr);
    ASSERT_NE(dialog.fastSlowCheck(), nullptr);
    ASSERT_NE(dialog.thresholdSpin(), nullptr);
    EXPECT_EQ(dialog.thresholdSpin()->minimum(), 1);
    EXPECT_EQ(dialog.thresholdSpin()->maximum(), 20);
    EXPECT_TRUE(dialog.surprisedChecks().isEmpty());
    EXPECT_EQ(dialog.partyCombo(), nullptr);
    dialog.holderCombo()->setCurrentIndex(dialog.holderCombo()->findData("blue"));
    dialog.fastSlowCheck()->setChecked(true);
    dialog.enteredButton()->setChecked(true);
    dialog.thresholdSpin()->setValue(9);
    const StartCombat c = dialog.command();
    EXPECT_EQ(c.setup.initiative_holder, "blue");
    EXPECT_TRUE(c.setup.fast_slow);
    EXPECT_EQ(c.rolls.at("threshold"), std::vector<int>{9});
}

TEST(StartCombatDialog, TeamsAsksWhoStartedItAndWhoWasAttacked) {
    const Encounter enc = bullRush(RulesetId::Teams);
    StartCombatDialog dialog(enc);
    ASSERT_NE(dialog.initiatorCombo(), nullptr);
    ASSERT_NE(dialog.attackedCombo(), nullptr);
    EXPECT_EQ(dialog.surprisedChecks().size(), 2);
    EXPECT_EQ(dialog.rollForMeButton(), nullptr); // teams rolls nothing at the start
    const StartCombat c = dialog.command();
    EXPECT_EQ(c.setup.initiator, "red");
    EXPECT_EQ(c.setup.attacked, "blue");
    EXPECT_EQ(dialog.orderList(), nullptr); // two teams: nothing to order
}

// Issue 14, seed 004 "Initiative and Rounds": "every other team going next
// in whatever order the game master decides". With a third and a fourth
// team the dialog lists the teams to reorder; Up and Down move the selected one.
TEST(StartCombatDialog, TeamsAsksTheOrderOfTheOtherTeams) {
    Encounter enc = bullRush(RulesetId::Teams);
    enc.sides.push_back(Side{"green", "Green", "#27ae60", false});
    enc.sides.push_back(Side{"grey", "Grey", "#7f8c8d", false});
    Unit g = enc.units.front();
    g.id = "g1";
    g.side = "green";
    g.cell = Cell{0, 0};
    enc.units.push_back(g);
    g.id = "g2";
    g.side = "grey";
    g.cell = Cell{1, 0};
    enc.units.push_back(g);
    StartCombatDialog dialog(enc);
    QListWidget* list = dialog.orderList();
    ASSERT_NE(list, nullptr);
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        dialog.show();
        QTest::qWait(50);
        dialog.grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                           QStringLiteral("/start-teams-order.png"));
    }
    ASSERT_EQ(list->count(), 4);
    // Red started it against blue: they are not listed.
    EXPECT_EQ(dialog.command().setup.order, (std::vector<std::string>{"green", "grey"}));
    // Grey before green: select grey, then Up.
    list->setCurrentRow(3);
    QPushButton* up = nullptr;
    for (QPushButton* b : dialog.findChildren<QPushButton*>()) {
        if (b->text() == QStringLiteral("&Up")) {
            up = b;
        }
    }
    ASSERT_NE(up, nullptr);
    up->click();
    up->click(); // at the top of the listed ones: nothing more
    const StartCombat c = dialog.command();
    EXPECT_EQ(c.setup.order, (std::vector<std::string>{"grey", "green"}));
    // Another attacked team: blue is listed, green is not.
    dialog.attackedCombo()->setCurrentIndex(dialog.attackedCombo()->findData("green"));
    EXPECT_EQ(dialog.command().setup.order, (std::vector<std::string>{"blue", "grey"}));
    dialog.attackedCombo()->setCurrentIndex(dialog.attackedCombo()->findData("blue"));
    // The engine puts grey third.
    ASSERT_TRUE(execute(enc, c).ok());
    EXPECT_EQ(enc.combat.order, (std::vector<std::string>{"red", "blue", "grey", "green"}));
}

TEST(StartCombatDialog, FreehitsAsksOnlyForTheUnitThatStruckFirst) {
    const Encounter enc = bullRush(RulesetId::Freehits);
    StartCombatDialog dialog(enc);
    ASSERT_NE(dialog.initiatingUnitCombo(), nullptr);
    EXPECT_EQ(dialog.initiatorCombo(), nullptr);
    EXPECT_EQ(dialog.partyCombo(), nullptr);
    EXPECT_TRUE(dialog.surprisedChecks().isEmpty());
    EXPECT_EQ(dialog.command().setup.initiating_unit, "");
    dialog.initiatingUnitCombo()->setCurrentIndex(
        dialog.initiatingUnitCombo()->findData("attacker"));
    const StartCombat c = dialog.command();
    EXPECT_EQ(c.setup.initiating_unit, "attacker");
    EXPECT_EQ(c.setup.initiator, "red");
}

// factions' optional chaos of combat (seed 003): the tracker and the
// players' banner count down the 15 seconds the players have to declare;
// time's up says the turn is lost and leaves the GM to end it; the GM's
// side is not timed.
TEST_F(CombatTest, TheChaosOfCombatCountsDownFifteenSecondsToDeclare) {
    open(bullRush(RulesetId::Factions));
    PlayerView* players = window.openPlayerView();
    StartCombat s = startBy("red");
    s.setup.chaos = true;
    run(s);
    DeclareClock* clock = window.document()->declareClock();
    EXPECT_EQ(clock->secondsLeft(), 15);
    QLabel* label = tracker()->declareLabel();
    EXPECT_FALSE(label->isHidden());
    EXPECT_EQ(label->text(), QStringLiteral("15 s to declare"));
    EXPECT_TRUE(label->toolTip().contains(QStringLiteral("chaos of combat")));
    EXPECT_TRUE(players->bannerText().endsWith(QStringLiteral("15 s to declare")))
        << players->bannerText().toStdString();
    for (int i = 0; i < 15; ++i) {
        clock->tick();
    }
    EXPECT_EQ(clock->secondsLeft(), 0);
    EXPECT_TRUE(label->text().startsWith(QStringLiteral("Time's up")));
    EXPECT_TRUE(players->bannerText().contains(QStringLiteral("Time's up")));
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) {
        tracker()->grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                               QStringLiteral("/chaos-clock.png"));
    }
    run(Pass{"red"}); // the GM ends the lost turn: the bandits' pick is not timed
    EXPECT_EQ(clock->secondsLeft(), -1);
    EXPECT_TRUE(label->isHidden());
}

// phases (seed 000 "Specials", Siege(X) and Digging(X)): the Act menu's
// Siege attack lists the structures next to the unit, asks for the Xd6 with
// entered dice, and takes them off the door's points; the Act menu and the
// unit's menu offer the tunnels through earth, and the map then shows the
// one dug as open ground.
TEST_F(CombatTest, TheActMenuStrikesADoorAndTheUnitMenuDigs) {
    auto loaded = loadEncounterFile(QStringLiteral(
        SKIRMISH_SOURCE_DIR "/tests/scenarios/phases-siege-and-dig/encounter.skirmish"));
    ASSERT_TRUE(loaded.ok()) << loaded.reason();
    open(std::move(loaded).value());
    run(startBy("red"));
    run(SetDiceMode{"entered", std::nullopt});
    window.scene()->selectUnit(QStringLiteral("ogre"));
    QMenu* siege = actSubmenu(QStringLiteral("Siege attack"));
    ASSERT_NE(siege, nullptr);
    emit siege->aboutToShow();
    ASSERT_EQ(siege->actions().size(), 3); // the door and the two walls of the gate
    EXPECT_EQ(siege->actions().front()->text(), QStringLiteral("the door by C2 (8 points)"));
    bool asked = false;
    answerDice({3, 4}, asked); // Siege 2: two d6
    siege->actions().front()->trigger();
    EXPECT_TRUE(asked);
    EXPECT_EQ(enc().map.walls()[0].structure, 1);
    // The GM's map shows the points left on the door.
    std::vector<int> badges;
    for (QGraphicsItem* item : window.scene()->items()) {
        if (auto* b = dynamic_cast<StructureBadgeItem*>(item)) {
            badges.push_back(b->points());
        }
    }
    EXPECT_EQ(badges, std::vector<int>{1});
    // The Act menu offers the same tunnels as the unit's menu.
    window.scene()->selectUnit(QStringLiteral("mole"));
    QMenu* dig = actSubmenu(QStringLiteral("Dig a tunnel"));
    ASSERT_NE(dig, nullptr);
    emit dig->aboutToShow();
    EXPECT_NE(findAction(dig, QStringLiteral("South, 2 squares (E3, E4)")), nullptr);
    {
        UnitCombatMenu menu(enc(), "mole", actions());
        QAction* dig = findAction(&menu, QStringLiteral("South, 2 squares (E3, E4)"));
        ASSERT_NE(dig, nullptr);
        dig->trigger();
    }
    EXPECT_EQ(enc().find_unit("mole")->cell, (Cell{4, 3}));
    EXPECT_EQ(enc().map.terrain(Cell{4, 2}), Terrain::Open);
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        window.grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                           QStringLiteral("/siege-and-dig.png"));
    }
}

// factions (seed 003 "Blast attacks"; settled in rules/area_attack.h): on a
// map without zones, the Act menu's Ranged blast lists the area templates
// laid on the map, and the blast goes through the one chosen; Melee blast
// lists those over the unit.
TEST_F(CombatTest, OnAMapWithoutZonesABlastIsAimedThroughATemplate) {
    auto loaded = loadEncounterFile(QStringLiteral(
        SKIRMISH_SOURCE_DIR "/tests/scenarios/factions-template-blast/encounter.skirmish"));
    ASSERT_TRUE(loaded.ok()) << loaded.reason();
    open(std::move(loaded).value());
    const AreaTemplate t1{"t1", TemplateShape::Circle, {11, 11}, {11, 11}, 1};
    run(PlaceTemplate{t1});
    run(startBy("players"));
    window.scene()->selectUnit(QStringLiteral("sybilla"));
    QMenu* blast = actSubmenu(QStringLiteral("Ranged blast"));
    ASSERT_NE(blast, nullptr);
    emit blast->aboutToShow();
    ASSERT_EQ(blast->actions().size(), 1);
    EXPECT_EQ(blast->actions().front()->text(), QString::fromStdString(describe_template(t1)));
    // Sybilla stands under no template: her melee blast has nowhere to go;
    // Theobald's goes through the template over him.
    QMenu* melee = actSubmenu(QStringLiteral("Melee blast"));
    ASSERT_NE(melee, nullptr);
    emit melee->aboutToShow();
    ASSERT_EQ(melee->actions().size(), 1);
    EXPECT_FALSE(melee->actions().front()->isEnabled());
    window.scene()->selectUnit(QStringLiteral("theobald"));
    emit melee->aboutToShow();
    ASSERT_EQ(melee->actions().size(), 1);
    EXPECT_TRUE(melee->actions().front()->isEnabled());
    EXPECT_EQ(melee->actions().front()->text(), QString::fromStdString(describe_template(t1)));
    window.scene()->selectUnit(QStringLiteral("sybilla"));
    emit blast->aboutToShow();
    blast->actions().front()->trigger();
    EXPECT_TRUE(logTexts().contains(QStringLiteral("Sybilla makes a ranged blast at template t1")));
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        window.grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                           QStringLiteral("/template-blast.png"));
    }
}

} // namespace
} // namespace skirmish::ui
