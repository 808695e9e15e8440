// Issue 18, accessibility: a high-contrast overlay palette for projectors in
// bright rooms. Room light on a projected image adds white to every pixel;
// the high-contrast palette must still stand out where the standard one
// washes out, on both views, and be remembered.
#include "document/encounter_file.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "scene/overlay_palette.h"
#include "scene/reach_item.h"
#include "test_support.h"
#include "views/map_view.h"
#include "views/overlay_legend.h"
#include "views/player_view.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {
namespace {

const QColor kPaper(236, 232, 222); // the map's paper under a map without a picture

/// `c` painted over `under` (source-over).
QColor over(const QColor& c, const QColor& under) {
    const double a = c.alphaF();
    auto mix = [a](int top, int bottom) {
        return static_cast<int>(std::lround(top * a + bottom * (1 - a)));
    };
    return QColor(mix(c.red(), under.red()), mix(c.green(), under.green()),
                  mix(c.blue(), under.blue()));
}

/// What a projector in a bright room shows: half the image's light is the room's.
QColor washedOut(const QColor& c) {
    return over(QColor(255, 255, 255, 128), c);
}

/// WCAG 2 relative luminance and contrast ratio (1 to 21).
double luminance(const QColor& c) {
    auto lin = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}
double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

double distance(const QColor& a, const QColor& b) {
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

TEST(OverlayPaletteTest, HighContrastStandsOutInARoomThatWashesTheImageOut) {
    const OverlayPalette& standard = OverlayPalette::of(OverlayStyle::Standard);
    const OverlayPalette& high = OverlayPalette::of(OverlayStyle::HighContrast);
    const QColor paper = washedOut(kPaper);
    auto seen = [](const QColor& c) { return washedOut(over(c, kPaper)); };
    // Every tint moves the paper's colour at least half as far again.
    const std::pair<QColor OverlayPalette::*, const char*> fills[] = {
        {&OverlayPalette::reachFree, "reachable"},
        {&OverlayPalette::reachEndsMove, "the move ends"},
        {&OverlayPalette::reachProvokes, "provokes"},
        {&OverlayPalette::threatTint, "melee zone"}};
    for (const auto& [fill, what] : fills) {
        EXPECT_GE(distance(seen(high.*fill), paper), 1.5 * distance(seen(standard.*fill), paper))
            << what;
    }
    // The edges a GM reads the areas by keep WCAG's 3:1 for graphics,
    // washed out; the standard palette's do not.
    for (QColor OverlayPalette::*edge :
         {&OverlayPalette::reachOutline, &OverlayPalette::threatOutline,
          &OverlayPalette::gridDark}) {
        EXPECT_GE(contrast(seen(high.*edge), paper), 3.0);
        EXPECT_LT(contrast(seen(standard.*edge), paper), 3.0);
    }
    // The shade of what the selected unit does not see was dark already: a
    // little darker, but the tokens under it stay readable (at most 2/3 of
    // their light taken).
    EXPECT_GT(distance(seen(high.sightShade), paper), distance(seen(standard.sightShade), paper));
    EXPECT_LE(high.sightShade.alphaF(), 2.0 / 3.0);
    EXPECT_GT(high.reachOutlineWeight, standard.reachOutlineWeight);
    EXPECT_GT(high.gridWeight, standard.gridWeight);
    // The three movement tints stay told apart, washed out.
    const QColor tints[] = {seen(high.reachFree), seen(high.reachEndsMove),
                            seen(high.reachProvokes)};
    for (int i = 0; i < 3; ++i) {
        for (int j = i + 1; j < 3; ++j) {
            EXPECT_GT(distance(tints[i], tints[j]), 50) << i << " against " << j;
        }
    }
}

class HighContrastWindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setQuiet(true);
        window.newEncounter(test::smallEncounter());
        window.resize(1000, 700);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.highContrastAction()->setChecked(false);
        window.movementRangeAction()->setChecked(true);
        window.scene()->selectUnit(QStringLiteral("knight"));
        QCoreApplication::processEvents();
    }
    void TearDown() override {
        window.highContrastAction()->setChecked(false); // the program's palette, and the setting
        test::clearPlayerSettings();
    }
    /// The map view's pixel in the middle of the bottom-right quarter of `c`
    /// (clear of the token and the grid).
    QColor pixelAt(Cell c) {
        const double px = window.scene()->cellPixels();
        const QPointF at = window.scene()->cellToScene(c) + QPointF(px * 0.75, px * 0.75);
        return window.mapView()->grab().toImage().pixelColor(window.mapView()->mapFromScene(at));
    }
    MainWindow window;
};

TEST_F(HighContrastWindowTest, TheViewMenuSwitchesTheMapAndTheLegend) {
    QAction* act = window.highContrastAction();
    ASSERT_NE(act, nullptr);
    EXPECT_EQ(act->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    QMenu* view = nullptr;
    for (QAction* m : window.menuBar()->actions()) {
        if (m->text().remove('&') == QStringLiteral("View")) {
            view = m->menu();
        }
    }
    ASSERT_NE(view, nullptr);
    EXPECT_TRUE(view->actions().contains(act));

    const Cell free{1, 2}; // B3, beside the knight: reachable freely
    window.movementRangeAction()->setChecked(false);
    const QColor bare = pixelAt(free);
    window.movementRangeAction()->setChecked(true);
    const QColor standard = pixelAt(free);
    act->setChecked(true);
    EXPECT_EQ(OverlayPalette::currentStyle(), OverlayStyle::HighContrast);
    const QColor high = pixelAt(free);
    EXPECT_TRUE(test::near(high, over(OverlayPalette::current().reachFree, bare), 4))
        << high.name().toStdString();
    EXPECT_GT(distance(high, bare), 1.5 * distance(standard, bare));
    // The key shows the colours drawn.
    const std::vector<QColor> key = window.overlayLegend()->colors();
    ASSERT_GE(key.size(), 3u); // the movement range's three, first
    EXPECT_EQ(key[0], ReachItem::color(ReachItem::Kind::Free));
    EXPECT_EQ(key[0], OverlayPalette::of(OverlayStyle::HighContrast).reachFree);
    act->setChecked(false);
    EXPECT_EQ(window.overlayLegend()->colors()[0],
              OverlayPalette::of(OverlayStyle::Standard).reachFree);
    EXPECT_TRUE(test::near(pixelAt(free), standard, 2));
}

TEST_F(HighContrastWindowTest, ThePlayersViewFollowsAndTheChoiceIsRemembered) {
    test::clearPlayerSettings();
    PlayerView* players = window.openPlayerView();
    ASSERT_NE(players, nullptr);
    QCoreApplication::processEvents();
    auto dark = [](QColor c) { return c.lightness() < 60; };
    // The map's lower half, below the banner and the unseen squares.
    const QRect area(0, players->height() / 2, players->width(), players->height() / 2);
    const int before = test::countPixels(players->grab().toImage(), dark, area);
    window.highContrastAction()->setChecked(true);
    QTest::qWait(50);
    // The heavier grid: more of the players' picture is near black.
    const int after = test::countPixels(players->grab().toImage(), dark, area);
    EXPECT_GT(after, 2 * before + 1000) << before << " then " << after;

    MainWindow next;
    next.setQuiet(true);
    EXPECT_TRUE(next.highContrastAction()->isChecked());
    next.highContrastAction()->setChecked(false);
    EXPECT_EQ(OverlayPalette::currentStyle(), OverlayStyle::Standard);
    MainWindow third;
    third.setQuiet(true);
    EXPECT_FALSE(third.highContrastAction()->isChecked());
}

} // namespace
} // namespace skirmish::ui

namespace skirmish::ui {
namespace {

// Not a check: a fight on the chapel map in both palettes, into
// $SKIRMISH_COMBAT_PNG_DIR (default: the working directory). Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*HighContrastScreenshot*'
TEST(OverlayPaletteTest, DISABLED_HighContrastScreenshot) {
    auto file = loadEncounterFile(
        QStringLiteral(SKIRMISH_SOURCE_DIR "/resources/encounters/chapel-freehits.skirmish"));
    ASSERT_TRUE(file.ok()) << file.reason();
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(file.value());
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.movementRangeAction()->setChecked(true);
    window.threatAction()->setChecked(true);
    window.lineOfSightAction()->setChecked(true);
    window.scene()->selectUnit(QStringLiteral("roland"));
    const QString dir = qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR", QStringLiteral("."));
    struct Standard { // the palette and the setting back, whatever happens
        QAction* act;
        ~Standard() { act->setChecked(false); }
    } restore{window.highContrastAction()};
    for (const bool high : {false, true}) {
        window.highContrastAction()->setChecked(high);
        QTest::qWait(200);
        ASSERT_TRUE(window.mapView()->grab().save(
            dir + (high ? QStringLiteral("/high-contrast.png") : QStringLiteral("/standard.png"))));
    }
}

} // namespace
} // namespace skirmish::ui
