// Issue 15, Encounter Settings: the name, the ruleset by its display name,
// the square and what the players see, changed in one undoable step; a
// ruleset change mid-fight asks before it ends the fight.
#include "dialogs/ruleset_combo.h"
#include "dialogs/settings_dialog.h"
#include "docks/combat_actions.h"
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "rules/ruleset.h"
#include "test_support.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <functional>

namespace skirmish::ui {
namespace {

class SettingsTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setQuiet(true);
        Encounter enc = test::smallEncounter();
        enc.ruleset = RulesetId::Sides;
        window.newEncounter(enc);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    }
    const Encounter& enc() { return window.document()->encounter(); }
    /// Answers the next modal dialog with `answer` once it is open.
    void whenModal(std::function<void(QWidget*)> answer) {
        QTimer::singleShot(50, [answer] {
            QWidget* w = QApplication::activeModalWidget();
            ASSERT_NE(w, nullptr);
            answer(w);
        });
    }
    static void clickOk(QWidget* dialog) {
        auto* box = dialog->findChild<QDialogButtonBox*>();
        ASSERT_NE(box, nullptr);
        box->button(QDialogButtonBox::Ok)->click();
    }

    MainWindow window;
};

TEST_F(SettingsTest, TheDialogChangesTheSettingsInOneUndoStep) {
    const Encounter before = enc();
    whenModal([&](QWidget* w) {
        auto* d = qobject_cast<SettingsDialog*>(w);
        ASSERT_NE(d, nullptr);
        // The ruleset by its name, not its id.
        EXPECT_EQ(d->rulesetChoice()->currentText(),
                  QString::fromStdString(RulesetId::Sides.rules().info.name));
        d->nameField()->setText(QStringLiteral("The bridge at dawn"));
        d->rulesetChoice()->setRuleset(RulesetId::Teams);
        d->squareSizeField()->setValue(1.5);
        d->squareUnitChoice()->setCurrentIndex(
            d->squareUnitChoice()->findData(static_cast<int>(LengthUnit::Metres)));
        d->enemiesHealthChoice()->setCurrentIndex(
            d->enemiesHealthChoice()->findData(static_cast<int>(HealthShown::Nothing)));
        clickOk(d);
    });
    window.settingsAction()->trigger();
    EXPECT_EQ(enc().name, "The bridge at dawn");
    EXPECT_EQ(enc().ruleset, RulesetId::Teams);
    EXPECT_EQ(enc().map.square(), (SquareSize{1.5, LengthUnit::Metres}));
    EXPECT_EQ(enc().player_health.enemies, HealthShown::Nothing);
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("The bridge at dawn")))
        << window.windowTitle().toStdString();
    EXPECT_EQ(window.document()->undoStack()->count(), 1);
    window.document()->undoStack()->undo();
    EXPECT_EQ(enc(), before);
    EXPECT_TRUE(window.windowTitle().startsWith(QString::fromStdString(before.name)));
}

TEST_F(SettingsTest, ChangingTheRulesetMidFightAsksAndEndsTheFight) {
    ASSERT_FALSE(window.combatActions()->run(StartCombat{}).has_value());
    ASSERT_TRUE(enc().combat.active);
    // Declined: nothing changes, the dialog stays open and is cancelled.
    whenModal([&](QWidget* w) {
        auto* d = qobject_cast<SettingsDialog*>(w);
        ASSERT_NE(d, nullptr);
        d->rulesetChoice()->setRuleset(RulesetId::Freehits);
        whenModal([&](QWidget* box) {
            auto* m = qobject_cast<QMessageBox*>(box);
            ASSERT_NE(m, nullptr);
            EXPECT_TRUE(m->text().contains(QStringLiteral("ends it"))) << m->text().toStdString();
            m->button(QMessageBox::No)->click();
            whenModal([](QWidget* again) {
                ASSERT_NE(qobject_cast<SettingsDialog*>(again), nullptr);
                qobject_cast<QDialog*>(again)->reject();
            });
        });
        clickOk(d);
    });
    window.settingsAction()->trigger();
    EXPECT_TRUE(enc().combat.active);
    EXPECT_EQ(enc().ruleset, RulesetId::Sides);
    // Accepted: the fight ends and the ruleset changes.
    whenModal([&](QWidget* w) {
        auto* d = qobject_cast<SettingsDialog*>(w);
        ASSERT_NE(d, nullptr);
        d->rulesetChoice()->setRuleset(RulesetId::Freehits);
        whenModal([](QWidget* box) {
            qobject_cast<QMessageBox*>(box)->button(QMessageBox::Yes)->click();
        });
        clickOk(d);
    });
    window.settingsAction()->trigger();
    EXPECT_FALSE(enc().combat.active);
    EXPECT_EQ(enc().ruleset, RulesetId::Freehits);
    window.document()->undoStack()->undo();
    EXPECT_TRUE(enc().combat.active);
    EXPECT_EQ(enc().ruleset, RulesetId::Sides);
}

// Not a check: the dialog, to look at. Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*SettingsScreenshot*'
TEST_F(SettingsTest, DISABLED_SettingsScreenshot) {
    SettingsDialog d(enc(), &window);
    d.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&d));
    QTest::qWait(100);
    const QString dir = QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
    ASSERT_TRUE(d.grab().save(dir + QStringLiteral("/settings-dialog.png")));
}

} // namespace
} // namespace skirmish::ui
