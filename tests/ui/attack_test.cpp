// Issue 13 "At the table": an attack in three inputs (A, a click on the
// target, Enter on the odds panel), offscreen. The odds panel shows what
// the engine predicts, with each modifier's rule.
#include "dialogs/attack_dialog.h"
#include "docks/combat_actions.h"
#include "document/encounter_document.h"
#include "encounter/command_engine.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "scene/result_float_item.h"
#include "scene/sight_overlay.h"
#include "test_support.h"
#include "tools/attack_tool.h"
#include "tools/select_tool.h"
#include "views/map_view.h"
#include "views/player_view.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <ostream>

namespace skirmish::ui {
namespace {

/// freehits: Roland (Agility 4, Accuracy 2, damage 5) acts first; the orc
/// (Agility 3, 30 HP) stands diagonally next to him.
Encounter duel() {
    Encounter enc;
    enc.name = "Duel";
    enc.ruleset = RulesetId::Freehits;
    enc.map = BattleMap(8, 6);
    enc.sides = {Side{"heroes", "Heroes", "#2e86de"}, Side{"orcs", "Orcs", "#c0392b"}};
    Unit roland{"roland", "Roland", "heroes", Cell{1, 1}};
    roland.stats = {{"agility", 4}, {"accuracy", 2}, {"damage", 5}, {"hp", 20}};
    Unit orc{"orc", "Orc", "orcs", Cell{2, 2}};
    orc.stats = {{"agility", 3}, {"hp", 30}, {"accuracy", 1}};
    enc.units = {roland, orc};
    return enc;
}

class AttackTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(test::openEncounter(window, duel(), {1200, 800}));
        ASSERT_FALSE(window.combatActions()->run(StartCombat{}).has_value());
    }
    const Encounter& enc() { return window.document()->encounter(); }
    /// factions: Theobald (a Sword) next to a bandit with a Club, a Fist and
    /// a Knife; the fight on, Theobald selected.
    void startBrawl() {
        Encounter fight;
        fight.name = "Brawl";
        fight.ruleset = RulesetId::Factions;
        fight.map = BattleMap(8, 6);
        fight.sides = {Side{"players", "Players", "#2e86de"},
                       Side{"bandits", "Bandits", "#c0392b"}};
        Unit theobald{"theobald", "Theobald", "players", Cell{1, 1}};
        theobald.stats = {{"str", 12}, {"health", 10}};
        theobald.weapons = {Weapon{"Sword", WeaponKind::Melee, {{"damage_die", 6}}}};
        Unit bandit{"bandit", "Bandit", "bandits", Cell{2, 1}};
        bandit.stats = {{"str", 10}, {"health", 6}};
        bandit.weapons = {Weapon{"Club", WeaponKind::Melee, {{"damage_die", 6}}},
                          Weapon{"Fist", WeaponKind::Unarmed},
                          Weapon{"Knife", WeaponKind::Thrown, {{"damage_die", 4}, {"range", 1}}}};
        fight.units = {theobald, bandit};
        window.newEncounter(fight);
        StartCombat start;
        start.setup.initiator = "players";
        start.setup.initiative_holder = "players";
        ASSERT_FALSE(window.combatActions()->run(start).has_value());
        window.scene()->selectUnit(QStringLiteral("theobald"));
    }
    QPoint onView(Cell c) {
        const double px = window.scene()->cellPixels();
        const QPointF centre = window.scene()->cellToScene(c) + QPointF(px / 2, px / 2);
        return window.mapView()->mapFromScene(centre);
    }
    /// Answers the next modal dialog with `answer` once it is open.
    void whenModal(std::function<void(QWidget*)> answer) {
        QTimer::singleShot(50, [answer] {
            QWidget* w = QApplication::activeModalWidget();
            ASSERT_NE(w, nullptr);
            answer(w);
        });
    }

    MainWindow window;
};

// A, a click on the orc, Enter: the GM's d20 of 12 + 2 = 14 against
// Agility 3 + 10 hits (seed 001 "Attacking"), the orc loses 5 HP, and the
// log says so.
TEST_F(AttackTest, AnAttackInThreeInputsChangesHpAndTheLog) {
    ASSERT_FALSE(window.combatActions()->run(SetDiceMode{"entered"}).has_value());
    window.scene()->selectUnit(QStringLiteral("roland"));
    QWidget* viewport = window.mapView()->viewport();
    viewport->setFocus();
    QTest::keyClick(window.mapView(), Qt::Key_A); // 1
    ASSERT_EQ(window.scene()->tool(), window.attackTool());
    QString headline;
    QString source;
    whenModal([&](QWidget* w) {
        auto* d = qobject_cast<AttackDialog*>(w);
        ASSERT_NE(d, nullptr);
        headline = d->findChildren<QLabel*>().front()->text();
        source = d->modifierTable()->item(0, 3)->text();
        ASSERT_NE(d->diceField(), nullptr);
        QTest::keyClicks(d->diceField(), QStringLiteral("12"));
        QTest::keyClick(d->diceField(), Qt::Key_Return); // 3
    });
    QTest::mouseClick(viewport, Qt::LeftButton, {}, onView(Cell{2, 2})); // 2
    EXPECT_EQ(headline, QStringLiteral("Hit 50% (1/2), critical 5.0%; expected damage 2.9"));
    EXPECT_EQ(source, QStringLiteral("seed 001 \"Attacking\""));
    EXPECT_EQ(enc().find_unit("orc")->stats.at("hp"), 25)
        << window.statusBar()->currentMessage().toStdString();
    bool logged = false;
    for (const LogEntry& e : enc().log) {
        logged = logged || e.text == "Roland rolls 12+2 = 14 against 13: a hit";
    }
    EXPECT_TRUE(logged);
    // Back to selecting; the attack is one undoable step.
    EXPECT_EQ(window.scene()->tool(), window.selectTool());
    window.document()->undoStack()->undo();
    EXPECT_EQ(enc().find_unit("orc")->stats.at("hp"), 30);
}

// Issue 13 section 1: with two weapons that reach, the odds panel offers
// both; picking the axe shows its odds, and Enter attacks with it.
TEST_F(AttackTest, TheOddsPanelSwitchesWeapons) {
    Unit roland = *enc().find_unit("roland");
    roland.weapons = {Weapon{"Dagger", WeaponKind::Melee, {{"damage", 3}}},
                      Weapon{"Axe", WeaponKind::Melee, {{"damage", 7}}},
                      Weapon{"Sling", WeaponKind::Ranged, {{"damage", 2}}}};
    ASSERT_FALSE(window.document()->execute(EditUnit{roland}));
    ASSERT_FALSE(window.combatActions()->run(SetDiceMode{"entered"}).has_value());
    window.scene()->selectUnit(QStringLiteral("roland"));
    QWidget* viewport = window.mapView()->viewport();
    QTest::keyClick(window.mapView(), Qt::Key_A);
    QStringList offered;
    QString first;
    QString second;
    whenModal([&](QWidget* w) {
        auto* d = qobject_cast<AttackDialog*>(w);
        ASSERT_NE(d, nullptr);
        ASSERT_NE(d->weaponChoice(), nullptr);
        for (int i = 0; i < d->weaponChoice()->count(); ++i) {
            offered << d->weaponChoice()->itemText(i);
        }
        first = d->weaponChoice()->currentText();
        whenModal([&](QWidget* w2) {
            auto* d2 = qobject_cast<AttackDialog*>(w2);
            ASSERT_NE(d2, nullptr);
            second = d2->weaponChoice()->currentText();
            QTest::keyClicks(d2->diceField(), QStringLiteral("12"));
            QTest::keyClick(d2->diceField(), Qt::Key_Return);
        });
        QTest::keyClick(d->weaponChoice(), Qt::Key_Down); // the Axe
    });
    QTest::mouseClick(viewport, Qt::LeftButton, {}, onView(Cell{2, 2}));
    // The sling can attack the orc too (a ranged weapon at any distance).
    EXPECT_EQ(offered, (QStringList{"Dagger", "Axe", "Sling"}));
    EXPECT_EQ(first, QStringLiteral("Dagger")); // the engine's pick: the first melee weapon
    EXPECT_EQ(second, QStringLiteral("Axe"));
    EXPECT_EQ(enc().find_unit("orc")->stats.at("hp"), 23);
    bool logged = false;
    for (const LogEntry& e : enc().log) {
        logged = logged || e.text == "Roland rolls 12+2 = 14 with the Axe against 13: a hit";
    }
    EXPECT_TRUE(logged);
}

// Issue 14 (seed 003 "Non-lethal attacks": "drop a weapon chosen by the
// attacker"): a Disarm's odds panel offers the bandit's weapons, not
// Theobald's; the GM picks the Knife, and the Disarm is aimed at it.
TEST_F(AttackTest, ADisarmOffersTheTargetsWeapons) {
    startBrawl();
    emit window.combatActions()->attackRequested(QStringLiteral("disarm"));
    ASSERT_EQ(window.scene()->tool(), window.attackTool());
    QStringList offered;
    QString first;
    QString second;
    whenModal([&](QWidget* w) {
        auto* d = qobject_cast<AttackDialog*>(w);
        ASSERT_NE(d, nullptr);
        ASSERT_NE(d->weaponChoice(), nullptr);
        for (int i = 0; i < d->weaponChoice()->count(); ++i) {
            offered << d->weaponChoice()->itemText(i);
        }
        first = d->weaponChoice()->currentText();
        whenModal([&](QWidget* w2) {
            auto* d2 = qobject_cast<AttackDialog*>(w2);
            ASSERT_NE(d2, nullptr);
            second = d2->weaponChoice()->currentText();
            d2->accept();
        });
        QTest::keyClick(d->weaponChoice(), Qt::Key_Down); // the Knife
    });
    QTest::mouseClick(window.mapView()->viewport(), Qt::LeftButton, {}, onView(Cell{2, 1}));
    EXPECT_EQ(offered, (QStringList{"Club", "Knife"})); // a fist is nothing to drop
    EXPECT_EQ(first, QStringLiteral("Club"));
    EXPECT_EQ(second, QStringLiteral("Knife"));
    ASSERT_TRUE(enc().combat.pending.has_value())
        << window.statusBar()->currentMessage().toStdString();
    EXPECT_EQ(enc().combat.pending->action, "disarm");
    EXPECT_EQ(enc().combat.pending->item, "Knife");
}

// seed 003 "Attack stunts": the odds panel takes a stunt instead of damage;
// the bandit is asked to accept it, and accepting takes no damage.
TEST_F(AttackTest, AStuntTypedOnTheOddsPanelIsProposed) {
    startBrawl();
    emit window.combatActions()->attackRequested(QStringLiteral("attack"));
    whenModal([&](QWidget* w) {
        auto* d = qobject_cast<AttackDialog*>(w);
        ASSERT_NE(d, nullptr);
        ASSERT_NE(d->stuntField(), nullptr);
        QTest::keyClicks(d->stuntField(), QStringLiteral("knock the club away"));
        QTest::keyClick(d->stuntField(), Qt::Key_Return);
    });
    QTest::mouseClick(window.mapView()->viewport(), Qt::LeftButton, {}, onView(Cell{2, 1}));
    ASSERT_TRUE(enc().combat.pending.has_value())
        << window.statusBar()->currentMessage().toStdString();
    EXPECT_EQ(enc().combat.pending->stunt, "knock the club away");
    Respond accept;
    accept.as = "accept";
    ASSERT_FALSE(window.combatActions()->run(accept).has_value());
    EXPECT_EQ(enc().find_unit("bandit")->stats.at("health"), 6);
}

// A miss floats "miss" over the target on both views (issue 13 "At the
// table"): 2 + 2 = 4 does not reach 13. The players see it once the
// heroes are their party (their sight shows the orc). Undo floats nothing.
TEST_F(AttackTest, AMissFloatsOverTheTargetOnBothViews) {
    ASSERT_FALSE(window.document()->execute(EditSide{Side{"heroes", "Heroes", "#2e86de", true}}));
    MapScene* playerScene = window.openPlayerView()->scene();
    QCoreApplication::processEvents();
    ASSERT_FALSE(window.combatActions()->run(TakeAction{"roland", "attack", "", "orc", {2}}));
    EXPECT_EQ(enc().find_unit("orc")->stats.at("hp"), 30);
    EXPECT_EQ(window.scene()->floatingResults(), QStringList{QStringLiteral("miss")});
    EXPECT_EQ(playerScene->floatingResults(), QStringList{QStringLiteral("miss")});
    QTest::qWait(ResultFloatItem::kLifeMs + 300);
    window.document()->undoStack()->undo();
    EXPECT_TRUE(window.scene()->floatingResults().isEmpty());
}

// Escape on the odds panel changes nothing.
TEST_F(AttackTest, EscapeOnTheOddsPanelCancels) {
    window.scene()->selectUnit(QStringLiteral("roland"));
    window.attackTool()->setAction(QString());
    QTest::keyClick(window.mapView(), Qt::Key_A);
    whenModal([](QWidget* w) { QTest::keyClick(w, Qt::Key_Escape); });
    QTest::mouseClick(window.mapView()->viewport(), Qt::LeftButton, {}, onView(Cell{2, 2}));
    EXPECT_EQ(enc().find_unit("orc")->stats.at("hp"), 30);
    EXPECT_EQ(enc().combat.units.at("roland").left("aa"), 1);
}

// Pointing at the target puts the odds in the status bar before any click.
TEST_F(AttackTest, PointingShowsTheOdds) {
    window.scene()->selectUnit(QStringLiteral("roland"));
    AttackTool* tool = window.attackTool();
    EXPECT_EQ(tool->previewAt(Cell{2, 2}),
              QStringLiteral("Roland on Orc: Hit 50% (1/2), critical 5.0%; expected damage 2.9 "
                             "(click for the odds and the roll)"));
    EXPECT_TRUE(tool->previewAt(Cell{5, 5}).isEmpty());
}

/// teams (seed 004 "Attacks"): Boudica's spear (d6 + d6 + 1, damage 4,
/// critical 8 on 19+) on a flanked enemy (evasion 6, deflection 2).
Encounter teams_flank() {
    Encounter enc;
    enc.name = "Flank";
    enc.ruleset = RulesetId::Teams;
    enc.map = BattleMap(8, 6);
    enc.sides = {Side{"players", "Players", "#2e86de"}, Side{"enemies", "Enemies", "#c0392b"}};
    Unit boudica{"boudica", "Boudica", "players", Cell{1, 1}};
    boudica.stats = {{"attribute_die", 6}, {"combat_die", 6}, {"proficiency", 1},
                     {"damage", 4},        {"critical", 19},  {"critical_damage", 8}};
    Unit ally{"ally", "Clementine", "players", Cell{3, 1}};
    Unit enemy{"enemy", "Enemy", "enemies", Cell{2, 1}};
    enemy.stats = {{"evasion", 6}, {"deflection", 2}, {"endurance", 12}, {"health", 12}};
    enc.units = {boudica, ally, enemy};
    return enc;
}

// The panel draws what the engine says of any ruleset's roll: the dice,
// the advantage with its rule, the dice to type in order, damage ranges.
TEST_F(AttackTest, TheOddsPanelShowsATeamsTestWithAdvantage) {
    const Encounter e = teams_flank();
    auto odds = predict(e, "boudica", "enemy");
    ASSERT_TRUE(odds.ok()) << odds.reason();
    AttackDialog d(QStringLiteral("Boudica attacks Enemy"), odds.value(), true, &window);
    QStringList labels;
    for (const QLabel* l : d.findChildren<QLabel*>()) {
        labels << l->text();
    }
    EXPECT_TRUE(labels.contains(QStringLiteral(
        "2d6+1 against evasion 6 (the better of 2 rolls): the dice must show 5 or more; the "
        "luck die (d20) on 19 or more is a critical hit that cannot miss")))
        << labels.join('\n').toStdString();
    EXPECT_TRUE(
        labels.contains(QStringLiteral("Your dice, in this order: d6, d6, d6, d6, luck d20")))
        << labels.join('\n').toStdString();
    QTableWidget* mods = d.modifierTable();
    bool flank = false;
    for (int r = 0; r < mods->rowCount(); ++r) {
        flank = flank || (mods->item(r, 1)->text() == QStringLiteral("advantage") &&
                          mods->item(r, 2)->text().startsWith(QStringLiteral("flanking attack")));
    }
    EXPECT_TRUE(flank);
    // A hit needs a result of 6: it deals 6 + 4 - 2 = 8 up to 13 + 4 - 2 = 15.
    int ranges = 0;
    for (const QTableWidget* t : d.findChildren<QTableWidget*>()) {
        ranges += static_cast<int>(t->findItems(QStringLiteral("8–15"), Qt::MatchExactly).size());
    }
    EXPECT_EQ(ranges, 1);
}

// Pointing again and again reuses the scene's Sight of the walls (teams
// needs sight for sneak attacks and cover): the odds in the status bar use
// the one the scene built, not a new one each time.
TEST_F(AttackTest, PointingReusesTheScenesSight) {
    window.newEncounter(teams_flank());
    window.scene()->selectUnit(QStringLiteral("boudica"));
    AttackTool* tool = window.attackTool();
    EXPECT_FALSE(tool->previewAt(Cell{2, 1}).isEmpty());
    EXPECT_EQ(window.scene()->sightOverlay()->sightBuilds(), 1);
    for (int i = 0; i < 5; ++i) {
        tool->previewAt(Cell{2, 1});
    }
    EXPECT_EQ(window.scene()->sightOverlay()->sightBuilds(), 1);
}

// Not a check: the teams odds panel for docs/images. Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*TeamsOddsPanelScreenshot*'
TEST_F(AttackTest, DISABLED_TeamsOddsPanelScreenshot) {
    auto odds = predict(teams_flank(), "boudica", "enemy");
    ASSERT_TRUE(odds.ok());
    AttackDialog d(QStringLiteral("Boudica attacks Enemy"), odds.value(), true, &window);
    d.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&d));
    QTest::qWait(100);
    const QString dir = QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
    QDir().mkpath(dir);
    ASSERT_TRUE(d.grab().save(dir + QStringLiteral("/odds-panel-teams.png")));
}

// Not a check: the odds panel for docs/images (issue 13). Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*OddsPanelScreenshot*'
TEST_F(AttackTest, DISABLED_OddsPanelScreenshot) {
    Encounter e = duel();
    e.find_unit("roland")->conditions.insert("boosted accuracy");
    e.find_unit("orc")->conditions.insert("prone");
    e.find_unit("roland")->weapons = {Weapon{"Longsword", WeaponKind::Melee, {{"damage", 5}}},
                                      Weapon{"Shortbow", WeaponKind::Ranged, {{"damage_die", 6}}}};
    auto odds = predict(e, "roland", "orc");
    ASSERT_TRUE(odds.ok());
    AttackDialog d(QStringLiteral("Roland attacks Orc"), odds.value(), true, &window,
                   {QStringLiteral("Longsword"), QStringLiteral("Shortbow")});
    d.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&d));
    QTest::qWait(100);
    const QString dir = QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
    QDir().mkpath(dir);
    ASSERT_TRUE(d.grab().save(dir + QStringLiteral("/odds-panel.png")));
}

/// sides: the fighter (STR +2, combat skill 1) screens the wizard from
/// the orc (attack +2, STR +1, combat skill 1) next to both.
Encounter screened() {
    Encounter e;
    e.ruleset = RulesetId::Sides;
    e.map = BattleMap(8, 6);
    e.sides = {Side{"party", "Party", "#2e86de"}, Side{"orcs", "Orcs", "#c0392b"}};
    Unit wizard{"wizard", "Wizard", "party", Cell{2, 2}};
    wizard.stats = {{"hp", 10}};
    Unit fighter{"fighter", "Fighter", "party", Cell{2, 3}};
    fighter.stats = {{"str", 2}, {"combat_skill", 1}, {"ac", 16}, {"hp", 20}};
    Unit orc{"orc", "Orc", "orcs", Cell{1, 2}};
    orc.stats = {{"attack", 2}, {"damage", 5}, {"str", 1}, {"combat_skill", 1}, {"hp", 10}};
    e.units = {wizard, fighter, orc};
    StartCombat start;
    start.setup.initiator = "party";
    start.setup.party = "party";
    start.rolls = {{"party", {8}}, {"orcs", {1}}};
    for (const Command& c :
         std::vector<Command>{start, SetDiceMode{"entered", std::nullopt},
                              TakeAction{"fighter", "screen", {}, "wizard"}, Pass{"party"}}) {
        EXPECT_TRUE(execute(e, c).ok());
    }
    return e;
}

// seed 002 "Screen an Ally (Move)": the panel says the attack may go to
// the screener and asks for the screen's d20s first.
TEST_F(AttackTest, TheOddsPanelShowsAScreenAndItsDice) {
    auto odds = predict(screened(), "orc", "wizard");
    ASSERT_TRUE(odds.ok()) << odds.reason();
    AttackDialog d(QStringLiteral("Orc attacks Wizard"), odds.value(), true, &window);
    QStringList labels;
    for (const QLabel* l : d.findChildren<QLabel*>()) {
        labels << l->text();
    }
    const QString all = labels.join('\n');
    EXPECT_TRUE(all.contains(QStringLiteral("Screened by Fighter: past the screen 43%")))
        << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral(
        "Your dice, in this order: d20 (against the screen), d20 (Fighter's screen), d20")))
        << all.toStdString();
}

// Not a check: the screened odds panel for docs/images. Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*ScreenPanelScreenshot*'
TEST_F(AttackTest, DISABLED_ScreenPanelScreenshot) {
    auto odds = predict(screened(), "orc", "wizard");
    ASSERT_TRUE(odds.ok());
    AttackDialog d(QStringLiteral("Orc attacks Wizard"), odds.value(), true, &window);
    d.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&d));
    QTest::qWait(100);
    const QString dir = QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
    QDir().mkpath(dir);
    ASSERT_TRUE(d.grab().save(dir + QStringLiteral("/screen-panel.png")));
}

TEST_F(AttackTest, DISABLED_DisarmPanelScreenshot) {
    Encounter e;
    e.ruleset = RulesetId::Factions;
    e.map = BattleMap(8, 6);
    e.sides = {Side{"players", "Players", "#2e86de"}, Side{"bandits", "Bandits", "#c0392b"}};
    Unit theobald{"theobald", "Theobald", "players", Cell{1, 1}};
    theobald.stats = {{"str", 12}, {"health", 10}};
    Unit bandit{"bandit", "Bandit", "bandits", Cell{2, 1}};
    bandit.stats = {{"str", 10}, {"health", 6}};
    bandit.weapons = {Weapon{"Club", WeaponKind::Melee, {{"damage_die", 6}}},
                      Weapon{"Knife", WeaponKind::Thrown, {{"damage_die", 4}, {"range", 1}}}};
    e.units = {theobald, bandit};
    AttackSituation s;
    s.action = "disarm";
    s.item = "Knife";
    auto odds = predict(e, *e.find_unit("theobald"), *e.find_unit("bandit"), s);
    ASSERT_TRUE(odds.ok()) << odds.reason();
    AttackPrediction shown = odds.value();
    shown.check.weapon = "Knife";
    AttackDialog d(QStringLiteral("Theobald disarms Bandit"), shown, true, &window,
                   {QStringLiteral("Club"), QStringLiteral("Knife")});
    d.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&d));
    QTest::qWait(100);
    const QString dir = QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
    QDir().mkpath(dir);
    ASSERT_TRUE(d.grab().save(dir + QStringLiteral("/disarm-panel.png")));
}

} // namespace
} // namespace skirmish::ui
