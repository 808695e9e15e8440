// Issue 18: the welcome page when nothing is open: its samples (one for
// each ruleset, opened as new unsaved encounters), the recent files, and
// "Recover" only when autosaves wait.
#include "document/autosave.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "mainwindow.h"
#include "rules/registry.h"
#include "rules/ruleset.h"
#include "test_support.h"
#include "views/welcome_page.h"

#include <QDir>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <set>

namespace skirmish::ui {
namespace {

TEST(Welcome, ASampleForEachRulesetOpensAsANewEncounter) {
    MainWindow window;
    window.setQuiet(true);
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    EXPECT_FALSE(window.isWelcomeShown());
    window.showWelcome();
    EXPECT_TRUE(window.isWelcomeShown());

    const auto& buttons = window.welcomePage()->sampleButtons();
    const auto& rulesets = RulesetRegistry::builtin().all();
    ASSERT_EQ(buttons.size(), rulesets.size());
    std::set<std::string> seen;
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        window.showWelcome();
        QTest::mouseClick(window.welcomePage()->sampleButtons()[i], Qt::LeftButton);
        EXPECT_FALSE(window.isWelcomeShown()) << "sample " << i;
        const Encounter& enc = window.document()->encounter();
        // In the registry's order, each ruleset once, with both sides on the map.
        EXPECT_EQ(enc.ruleset, rulesets[i]) << enc.name;
        seen.insert(std::string(enc.ruleset.rules().info.id));
        EXPECT_GE(enc.sides.size(), 2U) << enc.name;
        EXPECT_GE(enc.units.size(), 4U) << enc.name;
        EXPECT_TRUE(window.document()->filePath().isEmpty()) << "a sample is a new, unsaved file";
        // The button names the ruleset and the encounter.
        const QString text = window.welcomePage()->sampleButtons()[i]->text();
        EXPECT_TRUE(text.contains(QString::fromStdString(enc.name))) << text.toStdString();
    }
    EXPECT_EQ(seen.size(), rulesets.size());
}

TEST(Welcome, RecentFilesOpenAndMissingOnesAreLeftOut) {
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("cellar.skirmish"));
    {
        MainWindow first;
        first.setQuiet(true);
        first.newEncounter(test::smallEncounter());
        ASSERT_TRUE(first.saveTo(saved));
    }
    WelcomePage page;
    QSignalSpy chosen(&page, &WelcomePage::fileRequested);
    page.setRecentFiles({saved, dir.filePath(QStringLiteral("gone.skirmish"))});
    ASSERT_EQ(page.recentList()->count(), 1);
    QListWidgetItem* item = page.recentList()->item(0);
    EXPECT_TRUE(item->text().startsWith(QStringLiteral("cellar")));
    emit page.recentList()->itemActivated(item);
    ASSERT_EQ(chosen.count(), 1);
    EXPECT_EQ(chosen.at(0).at(0).toString(), saved);

    page.setRecentFiles({});
    ASSERT_EQ(page.recentList()->count(), 1);
    EXPECT_EQ(page.recentList()->item(0)->flags(), Qt::NoItemFlags); // "None yet"

    // The main window lists what it saved.
    MainWindow window;
    window.setQuiet(true);
    window.showWelcome();
    bool listed = false;
    for (int i = 0; i < window.welcomePage()->recentList()->count(); ++i) {
        listed =
            listed ||
            window.welcomePage()->recentList()->item(i)->data(Qt::UserRole).toString() == saved;
    }
    EXPECT_TRUE(listed);
}

TEST(Welcome, RecoverShowsOnlyWhenWorkWaits) {
    WelcomePage page;
    page.show();
    page.setRecoverable(0);
    EXPECT_FALSE(page.recoverButton()->isVisible());
    page.setRecoverable(2);
    EXPECT_TRUE(page.recoverButton()->isVisible());
    EXPECT_EQ(page.recoverButton()->text(), QStringLiteral("&Recover 2 unsaved encounters..."));
    page.setRecoverable(1);
    EXPECT_EQ(page.recoverButton()->text(), QStringLiteral("&Recover 1 unsaved encounter..."));
    QSignalSpy asked(&page, &WelcomePage::recoverRequested);
    QTest::mouseClick(page.recoverButton(), Qt::LeftButton);
    EXPECT_EQ(asked.count(), 1);

    // The main window counts the slots a crash left in the autosave folder.
    const QString folder = Autosave::defaultFolder();
    ASSERT_TRUE(QDir().mkpath(folder));
    const QString copy = QDir(folder).filePath(QStringLiteral("deadbeef-1.skirmish"));
    ASSERT_FALSE(saveEncounterFile(copy, test::smallEncounter()).has_value());
    MainWindow window;
    window.setQuiet(true);
    window.show();
    window.showWelcome();
    EXPECT_TRUE(window.welcomePage()->recoverButton()->isVisible());
    EXPECT_TRUE(
        window.welcomePage()->recoverButton()->text().contains(QStringLiteral("1 unsaved")));
    Autosave::forget(folder, QStringLiteral("deadbeef"));
    window.showWelcome();
    EXPECT_FALSE(window.welcomePage()->recoverButton()->isVisible());
}

TEST(Welcome, DISABLED_WelcomeScreenshot) {
    MainWindow window;
    window.setQuiet(true);
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.showWelcome();
    QCoreApplication::processEvents();
    const QString dir = qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR");
    ASSERT_FALSE(dir.isEmpty()) << "set SKIRMISH_COMBAT_PNG_DIR";
    EXPECT_TRUE(window.grab().save(dir + QStringLiteral("/welcome.png")));
}

} // namespace
} // namespace skirmish::ui
