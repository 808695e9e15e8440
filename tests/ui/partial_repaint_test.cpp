// Issue 17, "a move repaints only what changed, in both views": a monster's
// step repaints the squares it left and entered, not the whole map, on the
// GM's view and on the projector; the fog repaints only the squares whose
// sight changed.
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "paint_spy.h"
#include "scene/fog_item.h"
#include "scene/map_scene.h"
#include "scene/sight_overlay.h"
#include "scene/sight_shade_item.h"
#include "scene/zone_item.h"
#include "test_support.h"
#include "views/map_view.h"
#include "views/player_view.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QTest>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

using test::PaintSpy;

void settle() {
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
    }
}

/// An orc on a 30 x 20 map under fog, stepping three times: each step
/// repaints under a tenth of the GM's view and of the player view.
void expectSmallRepaints(Encounter enc, bool showZones, bool sightFromKnight = false) {
    Unit orc{"orc", "Orc", "ghosts", Cell{8, 3}};
    enc.units.push_back(orc);
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(enc);
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.zonesAction()->setChecked(showZones);
    ASSERT_EQ(window.scene()->zoneItem()->isVisible(), showZones);
    if (sightFromKnight) { // the shade of what the knight cannot see
        window.lineOfSightAction()->setChecked(true);
        window.coverAction()->setChecked(true);
        window.movementRangeAction()->setChecked(false);
        window.scene()->selectUnit(QStringLiteral("knight"));
        ASSERT_TRUE(window.scene()->sightOverlay()->shadeItem()->isVisible());
        ASSERT_FALSE(window.scene()->sightOverlay()->hiddenCells().empty());
    }
    PlayerView* players = window.openPlayerView();
    ASSERT_NE(players, nullptr);
    players->resize(1200, 800);
    settle();
    PaintSpy gm(window.mapView()->viewport());
    PaintSpy projector(players->view()->viewport());
    for (const Cell to : {Cell{9, 3}, Cell{9, 4}, Cell{8, 4}}) {
        gm.take();
        projector.take();
        ASSERT_FALSE(window.document()->execute(MoveUnit{"orc", to, {}, true}));
        settle();
        EXPECT_EQ(window.document()->encounter().find_unit("orc")->cell, to);
        const double onGm = gm.take();
        const double onProjector = projector.take();
        EXPECT_GT(onGm, 0.0) << "the token moved on the GM's view";
        EXPECT_LT(onGm, 0.1) << "of the GM's view";
        EXPECT_LT(onProjector, 0.1) << "of the player view";
    }
}

Encounter openMap() {
    Encounter enc = test::smallEncounter();
    enc.map = BattleMap(30, 20);
    enc.map.walls().clear();
    enc.fog.enabled = true;
    return enc;
}

TEST(PartialRepaint, AMonstersStepRepaintsLittleOfEitherView) {
    expectSmallRepaints(openMap(), false);
}

// The same with zones painted over the whole map, the orc's steps crossing
// from one to the other, and the zones shown.
TEST(PartialRepaint, AMonstersStepAcrossZonesRepaintsLittle) {
    Encounter enc = openMap();
    enc.map.zones() = {{"west", "West Hall"}, {"east", "East Hall"}};
    for (int y = 0; y < enc.map.height(); ++y) {
        for (int x = 0; x < enc.map.width(); ++x) {
            enc.map.set_zone_at({x, y}, x < 9 ? 0 : 1);
        }
    }
    expectSmallRepaints(enc, true);
}

// The same with the line-of-sight overlay on, looking from the knight: the
// orc's steps (behind the wall, so without a cover badge) change neither
// the knight's shade nor the walls, so the shade is not repainted.
TEST(PartialRepaint, AMonstersStepWithTheSightOverlayOnRepaintsLittle) {
    Encounter enc = openMap();
    enc.map.walls().push_back(Wall{Point{5, 0}, Point{5, 6}});
    expectSmallRepaints(enc, false, true);
}

TEST(PartialRepaint, TheFogRepaintsOnlyTheSquaresWhoseSightChanged) {
    QGraphicsScene scene;
    auto* fog = new FogItem(10);
    fog->setStyle(FogItem::Style::Players);
    scene.addItem(fog);
    std::vector<PlayerSight> sight(20 * 10, PlayerSight::Dark);
    fog->setSight(20, 10, sight);
    QGraphicsView view(&scene);
    view.setFrameStyle(QFrame::NoFrame);
    view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    view.resize(200, 100);
    view.setSceneRect(0, 0, 200, 100);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    PaintSpy spy(view.viewport());
    // The first pictures after showing are whole ones, whatever changed.
    view.viewport()->repaint();
    fog->update(QRectF(0, 0, 10, 10));
    settle();
    spy.take();
    fog->setSight(20, 10, sight); // the same: nothing to repaint
    settle();
    EXPECT_EQ(spy.take(), 0.0);
    sight[3 * 20 + 4] = PlayerSight::Visible;  // [4, 3]
    sight[5 * 20 + 7] = PlayerSight::Explored; // [7, 5]
    fog->setSight(20, 10, sight);
    settle();
    // The two squares' box, [4..7] x [3..5]: 40 x 30 of 200 x 100 px, with
    // a few pixels' margin around it (the hatch's caps, Qt's own).
    const double share = spy.take();
    EXPECT_GE(share, 40.0 * 30 / (200 * 100));
    EXPECT_LE(share, 50.0 * 40 / (200 * 100));
    EXPECT_EQ(fog->darkCount(), 20 * 10 - 2);
    EXPECT_EQ(fog->exploredCount(), 1);
}

} // namespace
} // namespace skirmish::ui
