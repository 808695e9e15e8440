// The player view (projector window), offscreen: table scale and its
// calibration, blackout, banner, large labels, camera modes, immediate
// updates, and the GM side's menu and preview dock.
#include "dialogs/calibration_dialog.h"
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "scene/device_cache.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "test_support.h"
#include "views/map_view.h"
#include "views/player_preview_dock.h"
#include "views/player_view.h"
#include "views/table_scale.h"

#include <QAction>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <cmath>

namespace skirmish::ui {
namespace {

/// Clears the saved player view settings, so each test starts the same.
using test::clearPlayerSettings;

/// A 60 x 40 open map, fog off, with the knight (heroes) at [20, 15], an
/// orc at [40, 30] and a hidden spook at [20, 20].
Encounter bigEncounter() {
    Encounter enc;
    enc.name = "The Sunken Chapel";
    enc.map = BattleMap(60, 40);
    enc.fog.enabled = false;
    enc.sides.push_back(Side{"heroes", "Heroes", "#2e86de", true});
    enc.sides.push_back(Side{"orcs", "Orcs", "#c0392b", false});
    auto add = [&](const char* id, const char* name, const char* side, Cell c, bool hidden) {
        Unit u;
        u.id = id;
        u.name = name;
        u.side = side;
        u.cell = c;
        u.hidden = hidden;
        enc.units.push_back(u);
    };
    add("knight", "Knight", "heroes", Cell{20, 15}, false);
    add("orc", "Orc 1", "orcs", Cell{40, 30}, false);
    add("spook", "Spook", "orcs", Cell{20, 20}, true);
    return enc;
}

/// The leftmost and rightmost x of the calibration bar's yellow on row `y`.
std::pair<int, int> yellowExtent(const QImage& image, int y) {
    int first = -1;
    int last = -1;
    for (int x = 0; x < image.width(); ++x) {
        if (test::near(image.pixelColor(x, y), QColor(255, 220, 0), 30)) {
            if (first < 0) {
                first = x;
            }
            last = x;
        }
    }
    return {first, last};
}

class PlayerViewTest : public ::testing::Test {
protected:
    void SetUp() override {
        clearPlayerSettings();
        doc = std::make_unique<EncounterDocument>(bigEncounter());
        player = std::make_unique<PlayerView>(doc.get());
        player->resize(1280, 800);
        player->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(player.get()));
        QCoreApplication::processEvents();
    }
    void TearDown() override {
        player.reset();
        doc.reset();
        clearPlayerSettings();
    }

    QPoint viewPoint(QPointF scenePos) { return player->view()->mapFromScene(scenePos); }

    std::unique_ptr<EncounterDocument> doc;
    std::unique_ptr<PlayerView> player;
};

// --- table scale ---------------------------------------------------------------------

TEST(TableScaleTest, CalibrationMakesTenSquaresTheWantedLengthInAProjectorModel) {
    // A projector whose true size is unknown to the program: 0.37 mm per px.
    for (const double mmPerPx : {0.37, 0.21, 1.3}) {
        TableScale scale(96);
        const double measured = scale.barPixels() * mmPerPx; // what the GM's ruler says
        ASSERT_TRUE(scale.calibrate(measured));
        EXPECT_NEAR(scale.barPixels() * mmPerPx, 254.0, 254.0 * 0.01) << mmPerPx;
        EXPECT_NEAR(scale.pxPerSquare() * mmPerPx, 25.4, 0.254);
    }
}

TEST(TableScaleTest, OtherSquareLengthsAndBadInput) {
    TableScale scale(80, 30.0); // 30 mm squares
    EXPECT_DOUBLE_EQ(scale.barTargetMm(), 300.0);
    const double mmPerPx = 0.5;
    ASSERT_TRUE(scale.calibrate(scale.barPixels() * mmPerPx));
    EXPECT_NEAR(scale.barPixels() * mmPerPx, 300.0, 3.0);
    const TableScale before = scale;
    EXPECT_FALSE(scale.calibrate(0));
    EXPECT_FALSE(scale.calibrate(-5));
    EXPECT_EQ(scale, before);
    EXPECT_DOUBLE_EQ(TableScale().squareMm(), 25.4);
    EXPECT_DOUBLE_EQ(TableScale(64).zoomFor(64), 1.0);
}

TEST(TableScaleTest, SavedPerScreenByNameAndGeometry) {
    clearPlayerSettings();
    QScreen* screen = QGuiApplication::primaryScreen();
    const QString key = TableScale::screenKey(screen);
    const QRect g = screen->geometry();
    EXPECT_TRUE(key.contains(QStringLiteral("%1x%2").arg(g.width()).arg(g.height())))
        << key.toStdString();
    EXPECT_FALSE(key.contains('/'));
    TableScale(123.5, 25.4).save(screen);
    EXPECT_DOUBLE_EQ(TableScale::load(screen).pxPerSquare(), 123.5);
    QSettings s = test::storedSettings();
    EXPECT_DOUBLE_EQ(s.value(QStringLiteral("playerView/scale/%1/pxPerSquare").arg(key)).toDouble(),
                     123.5);
    // Another screen's key has nothing saved: a guess, not 123.5.
    EXPECT_NE(TableScale::load(nullptr).pxPerSquare(), 123.5);
    clearPlayerSettings();
}

TEST_F(PlayerViewTest, ZoomIsPxPerSquareOverCellPixels) {
    player->setTableScale(TableScale(80), false);
    const double tenSquares = viewPoint(player->scene()->cellToScene(Cell{20, 10})).x() -
                              viewPoint(player->scene()->cellToScene(Cell{10, 10})).x();
    EXPECT_NEAR(tenSquares, 800, 1.0);
}

TEST_F(PlayerViewTest, AfterCalibrationTenSquaresMeasureWhatTheGmEntered) {
    player->setTableScale(TableScale(96), false);
    const double mmPerPx = 0.31; // the projector, unknown to the program
    {
        CalibrationDialog dialog(player.get());
        EXPECT_TRUE(player->isCalibrationBarVisible());
        // The bar on the player view, as drawn, measured with a ruler.
        const QImage before = player->grab().toImage();
        const QRectF bar = player->calibrationBarRect();
        const auto [a, b] =
            yellowExtent(before, player->view()->y() + static_cast<int>(bar.center().y()));
        ASSERT_GE(a, 0);
        const double barPx = b - a + 1;
        EXPECT_NEAR(barPx, 960, 2);
        dialog.setSquare(1, true);                        // 1 inch
        dialog.setMeasured(barPx * mmPerPx / 25.4, true); // typed in inches
        ASSERT_TRUE(dialog.apply());
    }
    EXPECT_FALSE(player->isCalibrationBarVisible());
    const double want = 10 * 25.4;
    // The map: 10 squares on the view, in the projector's mm.
    const double tenSquares = viewPoint(player->scene()->cellToScene(Cell{20, 10})).x() -
                              viewPoint(player->scene()->cellToScene(Cell{10, 10})).x();
    EXPECT_NEAR(tenSquares * mmPerPx, want, want * 0.01);
    // The bar drawn at the new scale.
    player->setCalibrationBarVisible(true);
    const QImage after = player->grab().toImage();
    const auto [a, b] = yellowExtent(
        after, player->view()->y() + static_cast<int>(player->calibrationBarRect().center().y()));
    EXPECT_NEAR((b - a + 1) * mmPerPx, want, want * 0.01);
    // Saved for this screen: a new player view opens at the same scale.
    PlayerView again(doc.get());
    EXPECT_NEAR(again.tableScale().pxPerSquare(), player->tableScale().pxPerSquare(), 1e-9);
    EXPECT_NEAR(again.tableScale().pxPerSquare() * mmPerPx, 25.4, 0.254);
}

TEST_F(PlayerViewTest, CalibrationInMillimetresWithOtherSquares) {
    player->setTableScale(TableScale(50), false);
    const double mmPerPx = 0.8;
    CalibrationDialog dialog(player.get());
    dialog.setSquare(30, false);
    dialog.setMeasured(player->tableScale().barPixels() * mmPerPx, false);
    dialog.accept();
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_NEAR(player->tableScale().barPixels() * mmPerPx, 300, 3);
    EXPECT_DOUBLE_EQ(player->tableScale().squareMm(), 30);
}

// --- blackout -----------------------------------------------------------------------

TEST_F(PlayerViewTest, BlackoutBlanksTheWindowAndRestoresIt) {
    player->setBanner(QString());
    auto nonBlack = [](QColor c) { return c.red() + c.green() + c.blue() > 30; };
    const QImage shown = player->grab().toImage();
    const int total = shown.width() * shown.height();
    EXPECT_GT(test::countPixels(shown, nonBlack), total / 2) << "the map shows";

    QSignalSpy spy(player.get(), &PlayerView::blackoutChanged);
    player->toggleBlackout();
    EXPECT_TRUE(player->isBlackout());
    EXPECT_EQ(spy.count(), 1);
    QCoreApplication::processEvents();
    const QImage black = player->grab().toImage();
    EXPECT_EQ(test::countPixels(black, nonBlack), 0) << "all black";
    // Changes made during the blackout show once it is lifted.
    ASSERT_FALSE(doc->execute(MoveUnit{"knight", Cell{22, 15}, {}, true}));
    EXPECT_EQ(test::countPixels(player->grab().toImage(), nonBlack), 0);

    player->setBlackout(false);
    QCoreApplication::processEvents();
    const QImage back = player->grab().toImage();
    EXPECT_GT(test::countPixels(back, nonBlack), total / 2);
    EXPECT_EQ(player->scene()->token(QStringLiteral("knight"))->pos(),
              player->scene()->cellToScene(Cell{22, 15}));
}

// --- what it draws --------------------------------------------------------------------

TEST_F(PlayerViewTest, PlayersModeLargeLabelsAndImmediateUpdates) {
    MapScene* scene = player->scene();
    EXPECT_EQ(scene->viewMode(), ViewMode::Players);
    EXPECT_EQ(scene->token(QStringLiteral("spook")), nullptr) << "hidden units stay hidden";
    ASSERT_NE(scene->token(QStringLiteral("knight")), nullptr);
    EXPECT_TRUE(scene->token(QStringLiteral("knight"))->largeLabel());
    EXPECT_FALSE(player->view()->isInteractive());

    // A GM scene over the same document keeps small labels and shows the spook.
    MapScene gm(doc.get());
    EXPECT_NE(gm.token(QStringLiteral("spook")), nullptr);
    EXPECT_FALSE(gm.token(QStringLiteral("knight"))->largeLabel());
    EXPECT_GT(scene->token(QStringLiteral("knight"))->boundingRect().height(),
              gm.token(QStringLiteral("knight"))->boundingRect().height());

    // Every change appears at once: moves, and units shown or hidden.
    ASSERT_FALSE(doc->execute(MoveUnit{"knight", Cell{21, 17}, {}, true}));
    EXPECT_EQ(scene->token(QStringLiteral("knight"))->pos(), scene->cellToScene(Cell{21, 17}));
    Unit spook = *doc->encounter().find_unit("spook");
    spook.hidden = false;
    ASSERT_FALSE(doc->execute(EditUnit{spook}));
    ASSERT_NE(scene->token(QStringLiteral("spook")), nullptr);
    EXPECT_TRUE(scene->token(QStringLiteral("spook"))->largeLabel());
    doc->undoStack()->undo();
    EXPECT_EQ(scene->token(QStringLiteral("spook")), nullptr);
}

TEST_F(PlayerViewTest, LabelSizeIsASettingKeptForNextTime) {
    // Issue 15: the labels' size is the GM's choice for the table's
    // distance; it applies to every token at once and is remembered.
    TokenItem* knight = player->scene()->token(QStringLiteral("knight"));
    ASSERT_NE(knight, nullptr);
    EXPECT_DOUBLE_EQ(player->labelScale(), 1.0);
    const double normal = knight->boundingRect().height();
    player->setLabelScale(1.8);
    EXPECT_DOUBLE_EQ(knight->labelScale(), 1.8);
    EXPECT_GT(knight->boundingRect().height(), normal);
    // A unit placed later gets the same size.
    Unit guard = doc->encounter().units.front();
    guard.id = "guard";
    guard.name = "Guard";
    guard.cell = Cell{3, 3};
    guard.hidden = false;
    ASSERT_FALSE(doc->execute(PlaceUnit{guard}));
    ASSERT_NE(player->scene()->token(QStringLiteral("guard")), nullptr);
    EXPECT_DOUBLE_EQ(player->scene()->token(QStringLiteral("guard"))->labelScale(), 1.8);
    // The next player view starts with it; out-of-range values are clamped.
    PlayerView next(doc.get());
    EXPECT_DOUBLE_EQ(next.labelScale(), 1.8);
    next.setLabelScale(9);
    EXPECT_DOUBLE_EQ(next.labelScale(), 2.5);
}

TEST_F(PlayerViewTest, BannerShowsTheEncounterNameThenWhatItIsGiven) {
    EXPECT_EQ(player->bannerText(), QStringLiteral("The Sunken Chapel"));
    EXPECT_TRUE(player->bannerLabel()->isVisible());
    // Large: the banner is at least 0.8 square tall.
    EXPECT_GE(player->bannerLabel()->height(), player->tableScale().pxPerSquare() * 0.8);

    player->setBanner(QStringLiteral("Round 3 \u00b7 Roland's turn"), QColor("#2e86de"));
    QCoreApplication::processEvents();
    EXPECT_EQ(player->bannerLabel()->text(), QStringLiteral("Round 3 \u00b7 Roland's turn"));
    const QImage image = player->grab().toImage();
    const QRect band(0, 0, image.width(), player->bannerLabel()->height() / 2);
    EXPECT_GT(test::countPixels(
                  image, [](QColor c) { return test::near(c, QColor("#2e86de")); }, band),
              band.width() * band.height() / 2);

    player->setBanner(QString());
    EXPECT_FALSE(player->bannerLabel()->isVisible());
}

// --- camera ---------------------------------------------------------------------------

class PlayerCameraTest : public PlayerViewTest {
protected:
    void SetUp() override {
        PlayerViewTest::SetUp();
        gmScene = std::make_unique<MapScene>(doc.get());
        gmView = std::make_unique<MapView>(gmScene.get());
        gmView->resize(1000, 700);
        gmView->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(gmView.get()));
        player->setTableScale(TableScale(40), false); // 32 x 20 squares of 60 x 40
        player->setGmView(gmView.get());
        gmView->centerOn(gmScene->cellToScene(Cell{30, 20}));
        player->centreOnGmView();
        QCoreApplication::processEvents();
    }
    void TearDown() override {
        player->setGmView(nullptr);
        gmView.reset();
        gmScene.reset();
        PlayerViewTest::TearDown();
    }
    void panGm(int dxSquares, int dySquares) {
        const double step = gmScene->cellPixels() * gmView->zoom();
        gmView->horizontalScrollBar()->setValue(gmView->horizontalScrollBar()->value() +
                                                static_cast<int>(dxSquares * step));
        gmView->verticalScrollBar()->setValue(gmView->verticalScrollBar()->value() +
                                              static_cast<int>(dySquares * step));
        QTest::qWait(250); // the follow timer
    }
    std::unique_ptr<MapScene> gmScene;
    std::unique_ptr<MapView> gmView;
};

TEST_F(PlayerCameraTest, FollowGmIgnoresSmallPansAndZoomsButFollowsBigOnes) {
    ASSERT_EQ(player->cameraMode(), PlayerView::CameraMode::FollowGm);
    const QPointF start = player->centre();
    const double zoom = player->view()->transform().m11();
    panGm(1, 1);
    EXPECT_EQ(player->centre(), start) << "a small pan does not jitter the table";
    gmView->setTransformationAnchor(QGraphicsView::AnchorViewCenter); // the wheel over the centre
    gmView->scale(1.6, 1.6);
    gmView->scale(1 / 1.3, 1 / 1.3);
    QTest::qWait(250);
    EXPECT_EQ(player->view()->transform().m11(), zoom) << "the table scale fixes the zoom";
    EXPECT_LT(QLineF(player->centre(), start).length(), player->followThreshold() + 1);
    panGm(-8, -5);
    const QPointF gmCentre = gmView->mapToScene(gmView->viewport()->rect().center());
    EXPECT_LT(QLineF(player->centre(), gmCentre).length(), 4.0);
}

TEST_F(PlayerCameraTest, FixedStaysAndFollowUnitCentresOnTheSelectedUnit) {
    player->setCameraMode(PlayerView::CameraMode::Fixed);
    const QPointF start = player->centre();
    panGm(-10, -8);
    EXPECT_EQ(player->centre(), start);

    player->setCameraMode(PlayerView::CameraMode::FollowUnit);
    gmScene->selectUnit(QStringLiteral("knight"));
    const double s = gmScene->cellPixels();
    EXPECT_LT(QLineF(player->centre(), QPointF(20.5 * s, 15.5 * s)).length(), 4.0);
    // A one-square step does not move the table; a long move does.
    ASSERT_FALSE(doc->execute(MoveUnit{"knight", Cell{21, 15}, {}, true}));
    EXPECT_LT(QLineF(player->centre(), QPointF(20.5 * s, 15.5 * s)).length(), 4.0);
    ASSERT_FALSE(doc->execute(MoveUnit{"knight", Cell{35, 25}, {}, true}));
    EXPECT_LT(QLineF(player->centre(), QPointF(35.5 * s, 25.5 * s)).length(), 4.0);
    // Selecting a hidden unit does not give it away.
    const QPointF here = player->centre();
    gmScene->selectUnit(QStringLiteral("spook"));
    EXPECT_EQ(player->centre(), here);
}

// --- the GM's side ---------------------------------------------------------------------

TEST(PlayerViewMainWindowTest, MenuOpensThePlayerViewWithPreviewAndBlackout) {
    clearPlayerSettings();
    {
        MainWindow window;
        window.setQuiet(true);
        window.newEncounter(test::smallEncounter());
        window.resize(1200, 800);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        EXPECT_EQ(window.playerView(), nullptr);
        ASSERT_NE(window.playerViewAction(), nullptr);
        EXPECT_EQ(window.playerViewAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_P));
        EXPECT_EQ(window.blackoutAction()->shortcut(), QKeySequence(Qt::Key_B));

        window.playerViewAction()->trigger();
        PlayerView* player = window.playerView();
        ASSERT_NE(player, nullptr);
        EXPECT_TRUE(player->isVisible());
        EXPECT_TRUE(player->isWindow());
        if (QGuiApplication::screens().size() == 1) {
            EXPECT_FALSE(player->isFullScreen()) << "one screen: a normal window";
        }
        EXPECT_EQ(player->scene()->document(), window.document());
        EXPECT_EQ(player->bannerText(), QStringLiteral("Small"));
        ASSERT_NE(window.playerPreviewDock()->previewView(), nullptr);
        EXPECT_EQ(window.playerPreviewDock()->previewView()->scene(), player->scene());

        window.blackoutAction()->trigger();
        EXPECT_TRUE(player->isBlackout());
        player->toggleBlackout();
        EXPECT_FALSE(window.blackoutAction()->isChecked());

        QSettings s = test::storedSettings();
        EXPECT_EQ(s.value(QStringLiteral("playerView/screen")).toString(),
                  TableScale::screenKey(player->targetScreen()));
        window.playerViewAction()->trigger();
        EXPECT_FALSE(player->isVisible());
    }
    clearPlayerSettings();
}

// The door the GM opens opens on the projector too, while the preview dock
// watches the same scene: the wall layer's cached picture is redrawn for
// every view, not only for the first that repaints.
TEST(PlayerViewMainWindowTest, AnOpenedDoorOpensOnTheProjectorAndInThePreview) {
    clearPlayerSettings();
    {
        MainWindow window;
        window.setQuiet(true);
        window.newEncounter(test::smallEncounter());
        window.resize(1200, 800);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.playerViewAction()->trigger();
        PlayerView* player = window.playerView();
        ASSERT_NE(player, nullptr);
        QGraphicsView* preview = window.playerPreviewDock()->previewView();
        ASSERT_EQ(preview->scene(), player->scene());
        QCoreApplication::processEvents();
        // Beside the middle of the door from [5,2] to [5,3]: the shut leaf is
        // thick there, the open doorway's dashes are not.
        const double px = player->scene()->cellPixels();
        const QPointF beside(5 * px + 0.035 * px, 2.5 * px);
        auto shown = [&beside](QGraphicsView* v) {
            return v->grab().toImage().pixelColor(v->mapFromScene(beside));
        };
        const QColor paper(236, 232, 222);
        // Each view shows what it draws afresh, with the scene's caches dropped.
        auto freshInBoth = [&] {
            const QImage inPreview = preview->grab().toImage();
            const QImage onProjector = player->view()->grab().toImage();
            for (QGraphicsItem* item : player->scene()->items()) {
                dropDeviceCaches(item);
            }
            EXPECT_EQ(inPreview, preview->grab().toImage());
            EXPECT_EQ(onProjector, player->view()->grab().toImage());
        };
        EXPECT_FALSE(test::near(shown(player->view()), paper, 40)) << "shut";
        preview->grab(); // both views hold a picture of the shut door
        ASSERT_FALSE(window.document()->execute(SetDoor{1, DoorState::Open}));
        QTest::qWait(20);
        EXPECT_TRUE(test::near(shown(player->view()), paper, 40))
            << "open: " << shown(player->view()).name().toStdString();
        freshInBoth();
        ASSERT_FALSE(window.document()->execute(SetDoor{1, DoorState::Closed}));
        QTest::qWait(20);
        freshInBoth();
        EXPECT_FALSE(test::near(shown(player->view()), paper, 40)) << "shut again";
    }
    clearPlayerSettings();
}

// Issue 15: F11 in the GM's window puts the projector's window full screen
// (opening it first) and back; the player view's own F11 still works.
TEST(PlayerViewMainWindowTest, F11FromTheGmWindowTogglesTheProjectorFullScreen) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(test::smallEncounter());
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    EXPECT_EQ(window.playerFullScreenAction()->shortcut(), QKeySequence(Qt::Key_F11));
    QTest::keyClick(window.mapView(), Qt::Key_F11);
    PlayerView* player = window.playerView();
    ASSERT_NE(player, nullptr);
    EXPECT_TRUE(player->windowState().testFlag(Qt::WindowFullScreen));
    QTest::keyClick(window.mapView(), Qt::Key_F11);
    EXPECT_FALSE(player->windowState().testFlag(Qt::WindowFullScreen));
    player->toggleFullScreen();
    EXPECT_TRUE(player->windowState().testFlag(Qt::WindowFullScreen));
    player->toggleFullScreen();
}

// Issue 15: the player view remembers its screen and geometry and reopens
// there, after a restart too (the settings are a temporary folder's).
TEST(PlayerViewMainWindowTest, ThePlayerViewReopensWhereItWas) {
    clearPlayerSettings();
    const QRect where(140, 90, 700, 450);
    {
        MainWindow window;
        window.setQuiet(true);
        window.newEncounter(test::smallEncounter());
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.playerViewAction()->trigger();
        PlayerView* player = window.playerView();
        ASSERT_NE(player, nullptr);
        if (player->isFullScreen()) {
            player->toggleFullScreen();
        }
        player->setGeometry(where);
        QCoreApplication::processEvents();
        window.playerViewAction()->trigger(); // closed
        ASSERT_FALSE(player->isVisible());
        window.playerViewAction()->trigger(); // and opened again
        EXPECT_EQ(player->geometry(), where);
        window.close();
    }
    {
        MainWindow window; // the next evening
        window.setQuiet(true);
        window.newEncounter(test::smallEncounter());
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.playerViewAction()->trigger();
        PlayerView* player = window.playerView();
        ASSERT_NE(player, nullptr);
        EXPECT_EQ(player->geometry(), where);
        EXPECT_FALSE(player->isFullScreen());
        // Closed full screen: it comes back full screen.
        player->toggleFullScreen();
        window.playerViewAction()->trigger();
        window.playerViewAction()->trigger();
        EXPECT_TRUE(player->windowState().testFlag(Qt::WindowFullScreen));
        window.close();
    }
    clearPlayerSettings();
}

} // namespace
} // namespace skirmish::ui
