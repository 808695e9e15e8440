// Issue 13 "HP and conditions on the tokens", "Quick damage and healing":
// health bars, condition badges and the downed marker on both views, the
// players' health setting, and -7 / +3 typed on the map, offscreen.
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "scene/result_float_item.h"
#include "scene/token_item.h"
#include "test_support.h"
#include "views/map_view.h"
#include "views/player_view.h"
#include "views/quick_health_entry.h"

#include <QAction>
#include <QDir>
#include <QMenu>
#include <QPainter>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <ostream>

namespace skirmish::ui {
namespace {

/// freehits: Roland of the players' side (7 of 12 HP) and a prone orc (30 of
/// 30 HP) of the enemies.
Encounter wounded() {
    Encounter enc;
    enc.name = "Wounded";
    enc.ruleset = RulesetId::Freehits;
    enc.map = BattleMap(8, 6);
    enc.sides = {Side{"heroes", "Heroes", "#2e86de", true}, Side{"orcs", "Orcs", "#c0392b"}};
    Unit roland{"roland", "Roland", "heroes", Cell{1, 1}};
    roland.stats = {{"agility", 4}, {"hp", 7}, {"hp_max", 12}};
    Unit orc{"orc", "Orc", "orcs", Cell{3, 2}};
    orc.stats = {{"agility", 3}, {"hp", 30}, {"hp_max", 30}};
    orc.conditions = {"prone"};
    enc.units = {roland, orc};
    enc.fog.enabled = false;
    return enc;
}

class HealthTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setQuiet(true);
        window.newEncounter(wounded());
        window.resize(1200, 800);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.playerViewAction()->trigger();
        ASSERT_NE(window.playerView(), nullptr);
        QCoreApplication::processEvents();
    }
    const Encounter& enc() { return window.document()->encounter(); }
    TokenItem* gm(const char* id) { return window.scene()->token(QString::fromLatin1(id)); }
    TokenItem* players(const char* id) {
        return window.playerView()->scene()->token(QString::fromLatin1(id));
    }

    MainWindow window;
};

/// The token painted alone, for counting its pixels.
QImage painted(TokenItem* t) {
    const QRectF r = t->boundingRect();
    QImage img(r.size().toSize(), QImage::Format_ARGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    p.translate(-r.topLeft());
    t->paint(&p, nullptr, nullptr);
    return img;
}

bool barGreen(QColor c) {
    return test::near(c, QColor(46, 204, 64), 12);
}

TEST_F(HealthTest, BarsAndBadgesOnBothViewsFollowTheSetting) {
    // The GM sees the numbers; by default the players see the party's
    // numbers and a bar without numbers for enemies.
    EXPECT_EQ(gm("roland")->health().numbers, QStringLiteral("7/12"));
    EXPECT_DOUBLE_EQ(*gm("roland")->health().fraction, 7.0 / 12.0);
    EXPECT_EQ(players("roland")->health().numbers, QStringLiteral("7/12"));
    EXPECT_EQ(gm("orc")->health().numbers, QStringLiteral("30/30"));
    EXPECT_TRUE(players("orc")->health().numbers.isEmpty());
    EXPECT_DOUBLE_EQ(*players("orc")->health().fraction, 1.0);
    EXPECT_EQ(gm("orc")->health().badges, QStringList{QStringLiteral("prone")});
    EXPECT_EQ(players("orc")->health().badges, QStringList{QStringLiteral("prone")});
    // It is painted: a green bar on both views.
    EXPECT_GT(test::countPixels(painted(gm("roland")), barGreen), 20);
    EXPECT_GT(test::countPixels(painted(players("orc")), barGreen), 20);

    // Enemies' health hidden from the players: no bar there, the GM's stays.
    ASSERT_FALSE(window.document()->execute(
        SetPlayerHealth{PlayerHealth{HealthShown::Bar, HealthShown::Nothing}}));
    EXPECT_FALSE(players("orc")->health().fraction.has_value());
    EXPECT_EQ(test::countPixels(painted(players("orc")), barGreen), 0);
    EXPECT_TRUE(players("roland")->health().numbers.isEmpty()); // the party: a bar only
    EXPECT_TRUE(players("roland")->health().fraction.has_value());
    EXPECT_EQ(gm("orc")->health().numbers, QStringLiteral("30/30"));
    window.document()->undoStack()->undo();
    EXPECT_EQ(players("roland")->health().numbers, QStringLiteral("7/12"));
}

// The result floats over the target on both views, as much as each may show:
// the GM "−7", the players "hit" (enemies' health as a bar), then nothing
// once it is hidden from them; an undo floats nothing.
TEST_F(HealthTest, TheResultFloatsOverTheTargetOnBothViews) {
    MapScene* playerScene = window.playerView()->scene();
    ASSERT_FALSE(window.document()->execute(ChangeHealth{{"orc"}, -7}));
    EXPECT_EQ(window.scene()->floatingResults(), QStringList{QStringLiteral("\u22127")});
    EXPECT_EQ(playerScene->floatingResults(), QStringList{QStringLiteral("hit")});
    ASSERT_FALSE(window.document()->execute(ChangeHealth{{"roland"}, 3}));
    EXPECT_TRUE(playerScene->floatingResults().contains(QStringLiteral("+3")));
    // It fades away by itself.
    QTest::qWait(ResultFloatItem::kLifeMs + 300);
    EXPECT_TRUE(window.scene()->floatingResults().isEmpty());
    EXPECT_TRUE(playerScene->floatingResults().isEmpty());
    ASSERT_FALSE(window.document()->execute(
        SetPlayerHealth{PlayerHealth{HealthShown::Numbers, HealthShown::Nothing}}));
    ASSERT_FALSE(window.document()->execute(ChangeHealth{{"orc"}, -2}));
    EXPECT_TRUE(playerScene->floatingResults().isEmpty());
    EXPECT_EQ(window.scene()->floatingResults().size(), 1);
    window.document()->undoStack()->undo();
    EXPECT_EQ(window.scene()->floatingResults().size(), 1);
}

// Issue 13: "The player view shows the end-of-fight summary when the GM
// chooses": once one side is left, the banner says so, and gives way to the
// turn again when the GM unticks it.
TEST_F(HealthTest, ThePlayersSeeTheEndOfTheFightWhenTheGmChooses) {
    ASSERT_FALSE(window.document()->execute(StartCombat{}));
    QAction* show = window.showFightEndAction();
    ASSERT_NE(show, nullptr);
    auto* menu = qobject_cast<QMenu*>(show->parent());
    ASSERT_NE(menu, nullptr);
    emit menu->aboutToShow();
    EXPECT_FALSE(show->isEnabled()); // both sides stand
    ASSERT_FALSE(window.document()->execute(ChangeHealth{{"orc"}, -30}));
    emit menu->aboutToShow();
    EXPECT_TRUE(show->isEnabled());
    show->setChecked(true);
    EXPECT_EQ(
        window.playerView()->bannerText(),
        QStringLiteral("The fight is over after round 1: Heroes stand\nDown: Orc (unconscious)"));
    show->setChecked(false);
    EXPECT_FALSE(window.playerView()->bannerText().startsWith(QStringLiteral("The fight")));
}

// Select the orc, type -7 and Enter: one command, logged and undoable.
TEST_F(HealthTest, TypingMinusSevenDamagesTheSelectedUnit) {
    window.scene()->selectUnit(QStringLiteral("orc"));
    MapView* view = window.mapView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Minus);
    QuickHealthEntry* entry = view->quickHealth();
    ASSERT_TRUE(entry->isVisible());
    EXPECT_EQ(entry->text(), QStringLiteral("-"));
    EXPECT_FALSE(entry->accessibleName().isEmpty()); // what a screen reader says of it
    QTest::keyClicks(entry, QStringLiteral("7"));
    QTest::keyClick(entry, Qt::Key_Return);
    EXPECT_FALSE(entry->isVisible());
    EXPECT_EQ(enc().find_unit("orc")->stats.at("hp"), 23);
    EXPECT_EQ(gm("orc")->health().numbers, QStringLiteral("23/30"));
    EXPECT_EQ(enc().log.back().text, "Orc takes 7 damage (hp 23)");
    window.document()->undoStack()->undo();
    EXPECT_EQ(enc().find_unit("orc")->stats.at("hp"), 30);

    // +3 heals, up to the maximum; down to 0 the token shows it is down.
    window.scene()->selectUnit(QStringLiteral("roland"));
    QTest::keyClick(view, Qt::Key_Plus);
    QTest::keyClicks(view->quickHealth(), QStringLiteral("3"));
    QTest::keyClick(view->quickHealth(), Qt::Key_Return);
    EXPECT_EQ(enc().find_unit("roland")->stats.at("hp"), 10);
    QTest::keyClick(view, Qt::Key_Minus);
    QTest::keyClicks(view->quickHealth(), QStringLiteral("12"));
    QTest::keyClick(view->quickHealth(), Qt::Key_Return);
    EXPECT_EQ(gm("roland")->health().down, QStringLiteral("unconscious"));
    EXPECT_EQ(players("roland")->health().down, QStringLiteral("unconscious"));
    // Escape changes nothing.
    QTest::keyClick(view, Qt::Key_Minus);
    QTest::keyClicks(view->quickHealth(), QStringLiteral("5"));
    QTest::keyClick(view->quickHealth(), Qt::Key_Escape);
    EXPECT_EQ(enc().find_unit("roland")->stats.at("hp"), 0);
}

TEST(QuickHealthEntryText, ReadsTheAmount) {
    EXPECT_EQ(QuickHealthEntry::amountOf(QStringLiteral("-7")), -7);
    EXPECT_EQ(QuickHealthEntry::amountOf(QStringLiteral("+3")), 3);
    EXPECT_EQ(QuickHealthEntry::amountOf(QStringLiteral("12")), 12);
    EXPECT_FALSE(QuickHealthEntry::amountOf(QStringLiteral("-")).has_value());
    EXPECT_FALSE(QuickHealthEntry::amountOf(QStringLiteral("0")).has_value());
    EXPECT_FALSE(QuickHealthEntry::amountOf(QStringLiteral("x3")).has_value());
}

// Not a check: a wounded, prone token and a downed one on the projector view,
// for docs/images. Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*WoundedTokenScreenshot*'
TEST_F(HealthTest, DISABLED_WoundedTokenScreenshot) {
    ASSERT_FALSE(window.document()->execute(ChangeHealth{{"orc"}, -19}));
    Unit goblin{"goblin", "Goblin", "orcs", Cell{5, 1}};
    goblin.stats = {{"hp", 0}, {"hp_max", 6}};
    goblin.conditions = {"unconscious"};
    ASSERT_FALSE(window.document()->execute(PlaceUnit{goblin}));
    ASSERT_FALSE(window.document()->execute(SetCondition{"roland", "flat-footed", true, 2}));
    PlayerView* pv = window.playerView();
    pv->resize(900, 640);
    QTest::qWait(200);
    const QString dir = QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
    QDir().mkpath(dir);
    ASSERT_TRUE(pv->grab().save(dir + QStringLiteral("/wounded-token-players.png")));
}

// Not a check: the GM's view of a unit with hit points but no maximum (a
// plate with the number, not an empty bar), and a result floating over the
// orc, into $SKIRMISH_COMBAT_PNG_DIR.
TEST_F(HealthTest, DISABLED_NoMaximumScreenshot) {
    Unit troll{"troll", "Troll", "orcs", Cell{5, 1}};
    troll.stats = {{"hp", 23}};
    ASSERT_FALSE(window.document()->execute(PlaceUnit{troll}));
    ASSERT_FALSE(window.document()->execute(ChangeHealth{{"orc"}, -7})); // a float too
    QTest::qWait(300);
    const QString dir = qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR", QStringLiteral("/tmp"));
    ASSERT_TRUE(window.mapView()->grab().save(dir + QStringLiteral("/no-maximum.png")));
}

// Not a check: the end of the fight on the projector, into
// $SKIRMISH_COMBAT_PNG_DIR (default /tmp).
TEST_F(HealthTest, DISABLED_FightEndScreenshot) {
    ASSERT_FALSE(window.document()->execute(StartCombat{}));
    ASSERT_FALSE(window.document()->execute(ChangeHealth{{"orc"}, -30}));
    window.showFightEndAction()->setChecked(true);
    PlayerView* pv = window.playerView();
    pv->resize(900, 640);
    QTest::qWait(200);
    const QString dir = qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR", QStringLiteral("/tmp"));
    ASSERT_TRUE(pv->grab().save(dir + QStringLiteral("/fight-end-players.png")));
}

} // namespace
} // namespace skirmish::ui
