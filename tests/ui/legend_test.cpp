// Issue 15 at the table: every overlay has a legend. The key over the map
// follows the View menu's overlay toggles.
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "test_support.h"
#include "views/map_view.h"
#include "views/overlay_legend.h"

#include <QAction>
#include <QScrollBar>
#include <QTest>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

TEST(OverlayLegendTest, TheKeyFollowsTheOverlayToggles) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(test::smallEncounter());
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    OverlayLegend* legend = window.overlayLegend();
    ASSERT_NE(legend, nullptr);
    for (QAction* a : {window.movementRangeAction(), window.threatAction(),
                       window.lineOfSightAction(), window.coverAction()}) {
        a->setChecked(false);
    }
    EXPECT_TRUE(legend->entries().isEmpty());
    EXPECT_FALSE(legend->isVisible());
    window.movementRangeAction()->setChecked(true);
    // The movement tint is drawn for the selected unit: with none selected,
    // there is nothing to key and the map's corner stays clear.
    EXPECT_TRUE(legend->entries().isEmpty());
    EXPECT_FALSE(legend->isVisible());
    window.scene()->selectUnit(QStringLiteral("knight"));
    EXPECT_EQ(legend->entries(),
              (QStringList{QStringLiteral("reachable this move"),
                           QStringLiteral("reachable; the move ends there"),
                           QStringLiteral("reachable; provokes an opportunity attack")}));
    EXPECT_TRUE(legend->isVisible());
    window.threatAction()->setChecked(true);
    EXPECT_TRUE(legend->entries().contains(QStringLiteral("an enemy's melee zone")));
    window.movementRangeAction()->setChecked(false);
    EXPECT_EQ(legend->entries(), QStringList{QStringLiteral("an enemy's melee zone")});
    // The threat tint covers every unit's zone when none is selected.
    window.movementRangeAction()->setChecked(true);
    window.scene()->selectUnit(QString());
    EXPECT_EQ(legend->entries(), QStringList{QStringLiteral("an enemy's melee zone")});
    window.scene()->selectUnit(QStringLiteral("knight"));
    window.movementRangeAction()->setChecked(false);
    // In the map view's bottom-left corner, and it stays there as the map
    // scrolls.
    EXPECT_LE(legend->x(), 12);
    EXPECT_GT(legend->y(), legend->parentWidget()->height() / 2);
    const QPoint at = legend->pos();
    window.mapView()->scroll(0, 0);
    window.mapView()->horizontalScrollBar()->setValue(
        window.mapView()->horizontalScrollBar()->maximum());
    EXPECT_EQ(legend->pos(), at);
}

// Not a check: the map with the legend, into $SKIRMISH_COMBAT_PNG_DIR
// (default: the working directory). Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*LegendScreenshot*'
TEST(OverlayLegendTest, DISABLED_LegendScreenshot) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(test::smallEncounter());
    window.resize(1200, 800);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.movementRangeAction()->setChecked(true);
    window.threatAction()->setChecked(true);
    window.scene()->selectUnit(QStringLiteral("knight"));
    QTest::qWait(200);
    const QString dir = qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR", QStringLiteral("."));
    ASSERT_TRUE(window.mapView()->grab().save(dir + QStringLiteral("/legend.png")));
}

} // namespace
} // namespace skirmish::ui
