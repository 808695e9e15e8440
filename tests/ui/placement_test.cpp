// Issue 15, quick placement: Ctrl+D duplicates the selected unit with the
// next number on the nearest free square; Ctrl+Shift+D adds N copies; each
// is one undo step.
#include "dialogs/unit_dialog.h"
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "test_support.h"
#include "views/map_view.h"

#include <QApplication>
#include <QInputDialog>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

class PlacementTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setQuiet(true);
        window.newEncounter(test::smallEncounter());
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.scene()->selectUnit(QStringLiteral("knight"));
    }
    const Encounter& enc() { return window.document()->encounter(); }
    MainWindow window;
};

TEST_F(PlacementTest, CtrlDDuplicatesWithTheNextNumber) {
    QTest::keyClick(window.mapView(), Qt::Key_D, Qt::ControlModifier);
    const Unit* copy = enc().find_unit("knight-2");
    ASSERT_NE(copy, nullptr);
    EXPECT_EQ(copy->name, "Knight 2");
    EXPECT_EQ(copy->cell, (Cell{1, 1})); // B2, the first free square around C3
    EXPECT_EQ(window.scene()->selectedUnitId(), QStringLiteral("knight-2"));
    // Again, from the copy: Knight 3.
    QTest::keyClick(window.mapView(), Qt::Key_D, Qt::ControlModifier);
    ASSERT_NE(enc().find_unit("knight-3"), nullptr);
    EXPECT_EQ(enc().find_unit("knight-3")->name, "Knight 3");
    window.document()->undoStack()->undo();
    EXPECT_EQ(enc().find_unit("knight-3"), nullptr);
    EXPECT_NE(enc().find_unit("knight-2"), nullptr);
}

TEST_F(PlacementTest, AddCopiesPlacesNAsOneStep) {
    QTimer::singleShot(50, [] {
        auto* d = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(d, nullptr);
        d->setIntValue(4);
        d->accept();
    });
    QTest::keyClick(window.mapView(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_EQ(enc().units.size(), 6U);
    for (const char* name : {"Knight 2", "Knight 3", "Knight 4", "Knight 5"}) {
        EXPECT_TRUE(std::any_of(enc().units.begin(), enc().units.end(), [&](const Unit& u) {
            return u.name == name;
        })) << name;
    }
    EXPECT_EQ(window.document()->undoStack()->count(), 1);
    window.document()->undoStack()->undo();
    EXPECT_EQ(enc().units.size(), 2U);
}

TEST_F(PlacementTest, ARightClickOnAnEmptySquareAddsAUnitThere) {
    // The click reaches the square's menu, not a unit's.
    QSignalSpy squares(window.mapView(), &MapView::squareMenuRequested);
    QSignalSpy units(window.mapView(), &MapView::unitMenuRequested);
    QTimer::singleShot(50, [] {
        if (QWidget* popup = QApplication::activePopupWidget()) {
            popup->close();
        }
    });
    const double px = window.scene()->cellPixels();
    const QPoint onView = window.mapView()->mapFromScene(window.scene()->cellToScene(Cell{6, 1}) +
                                                         QPointF(px / 2, px / 2));
    QTest::mouseClick(window.mapView()->viewport(), Qt::RightButton, {}, onView);
    ASSERT_EQ(squares.count(), 1);
    EXPECT_EQ(squares.at(0).at(0).value<Cell>(), (Cell{6, 1}));
    EXPECT_EQ(units.count(), 0);
    // Add Unit on G2: the dialog starts there, whatever the view shows.
    std::unique_ptr<QMenu> menu(window.squareMenu(Cell{6, 1}));
    ASSERT_FALSE(menu->actions().isEmpty());
    QAction* add = menu->actions().front();
    EXPECT_EQ(add->text(), QStringLiteral("&Add Unit on G2..."));
    QTimer::singleShot(50, [] {
        auto* d = qobject_cast<UnitDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(d, nullptr);
        d->setName(QStringLiteral("Guard"));
        d->accept();
    });
    add->trigger();
    const Unit* guard = enc().find_unit("guard");
    ASSERT_NE(guard, nullptr);
    EXPECT_EQ(guard->cell, (Cell{6, 1}));
    EXPECT_EQ(window.scene()->selectedUnitId(), QStringLiteral("guard"));
}

} // namespace
} // namespace skirmish::ui
