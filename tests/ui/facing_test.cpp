// Issue 14, facing: with a token selected, ] and [ (or Shift+wheel) turn it
// an eighth of a turn, one undo step each; the right-click menu sets any of
// the eight directions or none; the token shows a notch on its rim.
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "test_support.h"
#include "views/map_view.h"

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

class FacingTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(test::openEncounter(window, test::smallEncounter(), {1000, 700}));
    }
    std::optional<Facing> facing(const char* id) {
        return window.document()->encounter().find_unit(id)->facing;
    }
    void key(Qt::Key k) {
        QTest::keyClick(window.mapView(), k);
        QCoreApplication::processEvents();
    }
    void wheel(int delta) {
        QWidget* vp = window.mapView()->viewport();
        const QPointF at(vp->width() / 2.0, vp->height() / 2.0);
        QWheelEvent e(at, vp->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                      Qt::ShiftModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(vp, &e);
        QCoreApplication::processEvents();
    }
    /// The knight's token drawn alone, at 100 px a square.
    QImage tokenImage() {
        TokenItem* t = window.scene()->token(QStringLiteral("knight"));
        const double s = window.scene()->cellPixels();
        QImage img(static_cast<int>(s * 2), static_cast<int>(s * 2), QImage::Format_ARGB32);
        img.fill(QColor(128, 128, 128));
        QPainter p(&img);
        p.translate(s / 2, s / 2);
        t->paint(&p, nullptr, nullptr);
        return img;
    }
    MainWindow window;
};

TEST_F(FacingTest, BracketsAndTheWheelTurnTheSelectedToken) {
    EXPECT_FALSE(facing("knight").has_value());
    key(Qt::Key_BracketRight); // nothing selected: nothing turns
    EXPECT_FALSE(facing("knight").has_value());
    window.scene()->selectUnit(QStringLiteral("knight"));
    key(Qt::Key_BracketRight); // no facing yet: north first
    EXPECT_EQ(facing("knight"), Facing::N);
    key(Qt::Key_BracketRight);
    EXPECT_EQ(facing("knight"), Facing::NE);
    key(Qt::Key_BracketLeft);
    key(Qt::Key_BracketLeft);
    EXPECT_EQ(facing("knight"), Facing::NW);
    const double zoom = window.mapView()->zoom();
    wheel(-120); // wheel down: clockwise
    EXPECT_EQ(facing("knight"), Facing::N);
    wheel(60); // half a notch: not yet
    EXPECT_EQ(facing("knight"), Facing::N);
    wheel(60);
    EXPECT_EQ(facing("knight"), Facing::NW);
    EXPECT_EQ(window.mapView()->zoom(), zoom); // Shift+wheel turned, and did not zoom
    // Each turn is one undo step.
    QUndoStack* undo = window.document()->undoStack();
    undo->undo();
    EXPECT_EQ(facing("knight"), Facing::N);
    undo->undo();
    EXPECT_EQ(facing("knight"), Facing::NW);
    undo->undo();
    EXPECT_EQ(facing("knight"), Facing::N);
}

TEST_F(FacingTest, TheTokenShowsWhichWayItFaces) {
    const double s = window.scene()->cellPixels();
    const QImage none = tokenImage();
    // The notch reaches past the disc, so the square's edge in that direction
    // gets white pixels only with a facing.
    auto white_near = [&](const QImage& img, QRect area) {
        return test::countPixels(
            img, [](QColor c) { return test::near(c, Qt::white, 30); }, area);
    };
    // The token spans [s/2, 3s/2] in the image, its disc's rim about
    // 0.43 s from the centre; the notch lies just inside it, between 0.21 s
    // and 0.41 s out. Above the initials and right of them, then: white
    // only with a notch that way.
    auto band = [&](double x0, double y0, double x1, double y1) {
        return QRect(QPoint(static_cast<int>(x0 * s), static_cast<int>(y0 * s)),
                     QPoint(static_cast<int>(x1 * s), static_cast<int>(y1 * s)));
    };
    const QRect top = band(0.95, 0.62, 1.05, 0.72);
    const QRect right = band(1.28, 0.95, 1.38, 1.05);
    EXPECT_EQ(white_near(none, top), 0);
    EXPECT_EQ(white_near(none, right), 0);
    ASSERT_FALSE(window.document()->execute(FaceUnit{"knight", Facing::N}).has_value());
    const QImage north = tokenImage();
    EXPECT_GT(white_near(north, top), 0);
    EXPECT_EQ(white_near(north, right), 0);
    ASSERT_FALSE(window.document()->execute(FaceUnit{"knight", Facing::E}).has_value());
    const QImage east = tokenImage();
    EXPECT_EQ(white_near(east, top), 0);
    EXPECT_GT(white_near(east, right), 0);
}

// Not a check: tokens facing four ways, into $SKIRMISH_COMBAT_PNG_DIR.
TEST_F(FacingTest, DISABLED_FacingScreenshot) {
    const QString dir = qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR", QStringLiteral("."));
    ASSERT_FALSE(window.document()->execute(FaceUnit{"knight", Facing::NE}).has_value());
    ASSERT_FALSE(window.document()->execute(FaceUnit{"spook", Facing::W}).has_value());
    window.scene()->selectUnit(QStringLiteral("knight"));
    window.resize(1600, 1000);
    window.mapView()->zoomBy(2);
    window.mapView()->centerOn(window.scene()->token(QStringLiteral("knight")));
    QCoreApplication::processEvents();
    ASSERT_TRUE(window.mapView()->grab().save(dir + QStringLiteral("/facing.png")));
}

} // namespace
} // namespace skirmish::ui
