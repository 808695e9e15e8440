// Issue 18, accessibility: every widget a GM (or a screen reader) can reach
// in the main window has an accessible name, in and out of a fight, with the
// player view's preview and the welcome page.
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "test_support.h"

#include <QTest>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

using test::unnamed;

TEST(Accessibility, EveryReachableWidgetHasAName) {
    MainWindow window;
    window.setQuiet(true);
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.showWelcome();
    QCoreApplication::processEvents();
    EXPECT_EQ(unnamed(&window).join(QStringLiteral("; ")).toStdString(), "") << "welcome page";
    if (!QFile::exists(test::sampleDungeonPath())) {
        GTEST_SKIP() << "the sample encounter is missing";
    }
    ASSERT_TRUE(window.openFile(test::sampleDungeonPath()));
    QCoreApplication::processEvents();
    EXPECT_EQ(unnamed(&window).join(QStringLiteral("; ")).toStdString(), "") << "an encounter open";
    CombatSetup setup;
    setup.initiator = "party";
    setup.party = "party";
    ASSERT_FALSE(window.document()->execute(StartCombat{setup, {}, 7}).has_value());
    QCoreApplication::processEvents();
    EXPECT_EQ(unnamed(&window).join(QStringLiteral("; ")).toStdString(), "") << "in a fight";
}

} // namespace
} // namespace skirmish::ui
