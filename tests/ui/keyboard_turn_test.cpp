// Issue 18, accessibility: a whole turn by keyboard alone on the sample
// fight. Tab selects a unit that may act, the arrows and Enter move it, the
// Menu key (Shift+F10) opens its menu where Act lists what it may do, and
// Space ends its turn. No mouse event is sent.
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "rules/turn_summary.h"
#include "test_support.h"

#include <QApplication>
#include <QMenu>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <algorithm>

namespace skirmish::ui {
namespace {

/// Presses Down in `menu` until `target` is its active action (at most once
/// round); false when it never comes.
bool arrowTo(QMenu* menu, QAction* target) {
    for (int i = 0; i <= menu->actions().size() && menu->activeAction() != target; ++i) {
        QTest::keyClick(menu, Qt::Key_Down);
    }
    return menu->activeAction() == target;
}

TEST(KeyboardTurn, SelectMoveActAndEndByKeyboardAlone) {
    if (!QFile::exists(test::sampleDungeonPath())) {
        GTEST_SKIP() << "the sample encounter is missing";
    }
    MainWindow window;
    window.setQuiet(true);
    ASSERT_TRUE(window.openFile(test::sampleDungeonPath()));
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    CombatSetup setup;
    setup.initiator = "party";
    setup.party = "party";
    ASSERT_FALSE(window.document()->execute(StartCombat{setup, {}, 7}).has_value());
    const Encounter& enc = window.document()->encounter();
    const auto mayAct = summarize_turn(enc).may_act;
    ASSERT_FALSE(mayAct.empty());
    MapView* view = window.mapView();
    view->setFocus();

    // Select: Tab picks the first unit that may act, Shift+Tab goes back.
    QTest::keyClick(view, Qt::Key_Tab);
    const QString unit = window.scene()->selectedUnitId();
    EXPECT_EQ(unit.toStdString(), mayAct.front());
    QTest::keyClick(view, Qt::Key_Tab);
    if (mayAct.size() > 1) {
        EXPECT_EQ(window.scene()->selectedUnitId().toStdString(), mayAct[1]);
    }
    QTest::keyClick(view, Qt::Key_Backtab, Qt::ShiftModifier);
    ASSERT_EQ(window.scene()->selectedUnitId(), unit);

    // Move: two squares down, then Enter.
    const Cell start = enc.find_unit(unit.toStdString())->cell;
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Return);
    const Cell moved = enc.find_unit(unit.toStdString())->cell;
    EXPECT_EQ(moved, (Cell{start.x, start.y + 2}));

    // Act: the Menu key opens the unit's menu; Act's first action that the
    // engine allows now and that needs no target on the map, by Enter.
    const std::size_t logBefore = enc.log.size();
    QString chosen;
    bool sawMenu = false;
    QTimer::singleShot(0, [&] {
        // Whatever happens below, the menus close, so a failure fails
        // rather than waiting in the menu's event loop.
        struct CloseMenus {
            ~CloseMenus() {
                while (QWidget* popup = QApplication::activePopupWidget()) {
                    popup->close();
                }
            }
        } closeMenus;
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        ASSERT_NE(menu, nullptr);
        sawMenu = true;
        const auto top = menu->actions();
        auto act = std::find_if(top.begin(), top.end(), [](QAction* a) {
            return a->menu() != nullptr && a->text().remove('&') == QStringLiteral("Act");
        });
        ASSERT_NE(act, top.end()) << "no Act in the unit's menu";
        ASSERT_TRUE(arrowTo(menu, *act));
        QTest::keyClick(menu, Qt::Key_Right);
        QMenu* sub = (*act)->menu();
        ASSERT_TRUE(sub->isVisible());
        QAction* pick = nullptr;
        for (QAction* a : sub->actions()) {
            if (a->isEnabled() && a->menu() == nullptr && !a->data().toString().isEmpty() &&
                !a->text().endsWith(QChar(0x2026))) {
                pick = a;
                break;
            }
        }
        ASSERT_NE(pick, nullptr) << "nothing the unit may do without a target";
        chosen = pick->data().toString();
        ASSERT_TRUE(arrowTo(sub, pick));
        QTest::keyClick(sub, Qt::Key_Return);
    });
    QTest::keyClick(view, Qt::Key_F10, Qt::ShiftModifier);
    ASSERT_TRUE(sawMenu) << "Shift+F10 opened no menu";
    ASSERT_FALSE(chosen.isEmpty());
    EXPECT_GT(enc.log.size(), logBefore)
        << "acting (" << chosen.toStdString() << ") logged nothing";

    // Ctrl+Tab leaves the map for the next panel; Tab stays on it.
    view->setFocus();
    ASSERT_EQ(window.focusWidget(), view);
    QTest::keyClick(view, Qt::Key_Tab, Qt::ControlModifier);
    EXPECT_NE(window.focusWidget(), view) << "Ctrl+Tab kept the focus on the map";
    view->setFocus();

    // End: Space ends the unit's turn.
    QTest::keyClick(view, Qt::Key_Space);
    const TurnSummary after = summarize_turn(enc);
    EXPECT_EQ(after.status.at(unit.toStdString()), "done") << "Space did not end the turn";
}

} // namespace
} // namespace skirmish::ui
