// Mounts in the GUI (issue 14; seed 000 "Specials": Mount): the selected
// unit rides the one right-clicked, the rider is drawn small on its
// mount's square and moves with it, and gets down from its own menu.
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"

#include "views/map_view.h"

#include "test_support.h"

#include <QApplication>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

Encounter stable() {
    Encounter enc;
    enc.name = "Stable";
    enc.ruleset = RulesetId::Phases;
    enc.map = BattleMap(8, 6);
    enc.sides = {Side{"red", "Knights", "#c0392b"}, Side{"blue", "Pikes", "#2e86de"}};
    Unit knight{"knight", "Sir Hal", "red", Cell{1, 2}};
    knight.stats = {{"combat", 3}, {"hits", 10}};
    Unit horse{"horse", "Destrier", "red", Cell{1, 1}};
    horse.stats = {{"combat", 3}, {"defense", 3}, {"hits", 12}, {"move", 6}};
    horse.specials = {"Mount"};
    Unit pike{"pike", "Pikeman", "blue", Cell{6, 1}};
    pike.stats = {{"combat", 2}, {"hits", 8}};
    enc.units = {knight, horse, pike};
    return enc;
}

TEST(MountMenu, TheSelectedUnitRidesAndGetsDown) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(stable());
    const Encounter& enc = window.document()->encounter();
    window.scene()->selectUnit(QStringLiteral("knight"));
    std::unique_ptr<QMenu> menu(window.unitMenu(QStringLiteral("horse")));
    QAction* ride = test::menuEntry(menu.get(), QStringLiteral("Ride Destrier"));
    ASSERT_NE(ride, nullptr);
    ride->trigger();
    EXPECT_EQ(enc.find_unit("knight")->mount, "horse");
    TokenItem* rider = window.scene()->token(QStringLiteral("knight"));
    ASSERT_NE(rider, nullptr);
    EXPECT_LT(rider->scale(), 1.0); // drawn small on the horse's square
    EXPECT_GT(rider->zValue(), window.scene()->token(QStringLiteral("horse"))->zValue());
    // The horse moves for both.
    ASSERT_FALSE(window.document()->execute(MoveUnit{"horse", Cell{1, 4}}));
    EXPECT_EQ(enc.find_unit("knight")->cell, (Cell{1, 4}));
    // Nothing to ride a second time; the rider's menu gets it down.
    std::unique_ptr<QMenu> again(window.unitMenu(QStringLiteral("horse")));
    EXPECT_EQ(test::menuEntry(again.get(), QStringLiteral("Ride")), nullptr);
    std::unique_ptr<QMenu> own(window.unitMenu(QStringLiteral("knight")));
    QAction* down = test::menuEntry(own.get(), QStringLiteral("Get Down from Destrier"));
    ASSERT_NE(down, nullptr);
    down->trigger();
    EXPECT_TRUE(enc.find_unit("knight")->mount.empty());
    EXPECT_EQ(window.scene()->token(QStringLiteral("knight"))->scale(), 1.0);
}

// A right-click on the rider's small token opens the rider's menu (Get
// Down), one on the mount's uncovered part the mount's.
TEST(MountMenu, RightClickingPicksTheTokenOnTop) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(stable());
    window.resize(1200, 800);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ASSERT_FALSE(window.document()->execute(MountUnit{"knight", "horse"}));
    window.mapView()->fitToWindow();
    QCoreApplication::processEvents();
    QSignalSpy menus(window.mapView(), &MapView::unitMenuRequested);
    const double px = window.scene()->cellPixels();
    const QPointF square = window.scene()->cellToScene(Cell{1, 1});
    const auto click = [&](QPointF scenePos) {
        // The menu opens modally: close it once it is up.
        QTimer::singleShot(100, [] {
            if (QWidget* popup = QApplication::activePopupWidget()) {
                popup->close();
            }
        });
        const QPoint p = window.mapView()->mapFromScene(scenePos);
        QTest::mousePress(window.mapView()->viewport(), Qt::RightButton, {}, p);
        QTest::mouseRelease(window.mapView()->viewport(), Qt::RightButton, {}, p);
    };
    click(square + QPointF(px * 0.7, px * 0.3)); // the rider, top right
    ASSERT_EQ(menus.count(), 1);
    EXPECT_EQ(menus.last().at(0).toString(), QStringLiteral("knight"));
    click(square + QPointF(px * 0.2, px * 0.8)); // the horse, bottom left
    ASSERT_EQ(menus.count(), 2);
    EXPECT_EQ(menus.last().at(0).toString(), QStringLiteral("horse"));
}

} // namespace
} // namespace skirmish::ui
