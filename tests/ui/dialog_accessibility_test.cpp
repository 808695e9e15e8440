// Issue 18, accessibility of the dialogs: in every dialog, for every
// ruleset whose texts and questions shape it, each field, choice and button
// has an accessible name (a screen reader says what it is), Tab reaches
// every one of them, and Escape leaves without a change.
#include "dialogs/attack_dialog.h"
#include "dialogs/calibration_dialog.h"
#include "dialogs/forced_dice_dialog.h"
#include "dialogs/modifiers_dialog.h"
#include "dialogs/new_encounter_dialog.h"
#include "dialogs/recovery_dialog.h"
#include "dialogs/settings_dialog.h"
#include "dialogs/side_dialog.h"
#include "dialogs/start_combat_dialog.h"
#include "dialogs/unit_dialog.h"
#include "dialogs/user_guide_window.h"
#include "document/autosave.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "rules/attack_prediction.h"
#include "test_support.h"
#include "views/player_view.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSet>
#include <QTest>
#include <QTextEdit>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

Encounter sample(const char* name) {
    auto r = loadEncounterFile(QStringLiteral(SKIRMISH_SOURCE_DIR "/resources/encounters/") +
                               QString::fromUtf8(name));
    EXPECT_TRUE(r.ok()) << name << ": " << r.reason();
    return r.ok() ? r.value() : Encounter{};
}

/// One built-in sample fight per ruleset.
const char* const kSamples[] = {"dungeon.skirmish", "chapel-factions.skirmish",
                                "chapel-freehits.skirmish", "chapel-phases.skirmish",
                                "chapel-teams.skirmish"};

/// The widgets of `root` that take the keyboard focus by Tab.
QSet<QWidget*> tabStops(QWidget* root) {
    QSet<QWidget*> out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        const bool interactive = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                                 qobject_cast<QAbstractItemView*>(w) ||
                                 qobject_cast<QLineEdit*>(w) ||
                                 qobject_cast<QAbstractSpinBox*>(w) ||
                                 qobject_cast<QTextEdit*>(w) || qobject_cast<QPlainTextEdit*>(w);
        // A combo box's own line edit and a spin box's are reached through it.
        const bool inner = qobject_cast<QComboBox*>(w->parentWidget()) ||
                           qobject_cast<QAbstractSpinBox*>(w->parentWidget());
        // Of a group of radio buttons, Tab comes to the checked one; the
        // arrows move between them.
        auto* radio = qobject_cast<QRadioButton*>(w);
        const bool otherRadio = radio != nullptr && radio->autoExclusive() && !radio->isChecked();
        if (interactive && !inner && !otherRadio && w->isVisibleTo(root) && w->isEnabled() &&
            (w->focusPolicy() & Qt::TabFocus)) {
            out.insert(w);
        }
    }
    return out;
}

/// Shows `w`, then checks it as a keyboard and screen-reader user meets it.
void checkAccessible(QWidget* w, const std::string& what) {
    SCOPED_TRACE(what);
    w->show();
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w));
    EXPECT_EQ(test::unnamed(w).join(QStringLiteral("; ")).toStdString(), "");
    // Tab, over and over, comes to every stop.
    const QSet<QWidget*> stops = tabStops(w);
    ASSERT_FALSE(stops.isEmpty());
    QSet<QWidget*> reached;
    for (int i = 0; i < 2 * stops.size() + 4; ++i) {
        QWidget* at = QApplication::focusWidget();
        ASSERT_NE(at, nullptr) << "nothing has the focus";
        for (QWidget* s = at; s != nullptr && s != w; s = s->parentWidget()) {
            if (stops.contains(s)) {
                reached.insert(s);
            }
        }
        QTest::keyClick(at, Qt::Key_Tab);
    }
    QStringList missed;
    for (QWidget* s : stops) {
        if (!reached.contains(s)) {
            auto* b = qobject_cast<QAbstractButton*>(s);
            missed << QStringLiteral("%1 %2").arg(QString::fromLatin1(s->metaObject()->className()),
                                                  b != nullptr ? b->text() : s->accessibleName());
        }
    }
    EXPECT_EQ(missed.join(QStringLiteral("; ")).toStdString(), "") << "not reached by Tab";
    // Escape leaves, and a dialog says it was cancelled.
    if (auto* d = qobject_cast<QDialog*>(w)) {
        d->setResult(-1); // neither accepted nor rejected yet
    }
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCoreApplication::processEvents();
    if (auto* d = qobject_cast<QDialog*>(w)) {
        EXPECT_FALSE(d->isVisible()) << "Escape did not close it";
        EXPECT_EQ(d->result(), QDialog::Rejected);
    }
}

TEST(DialogAccessibility, EncounterSideAndSettingsDialogs) {
    NewEncounterDialog fresh;
    checkAccessible(&fresh, "New encounter");
    for (const char* name : kSamples) {
        const Encounter enc = sample(name);
        SettingsDialog settings(enc);
        checkAccessible(&settings, std::string("Settings, ") + name);
        SideDialog side(enc, std::nullopt);
        checkAccessible(&side, std::string("New side, ") + name);
        SideDialog edit(enc, enc.sides.front());
        checkAccessible(&edit, std::string("Edit side, ") + name);
    }
}

TEST(DialogAccessibility, UnitFormsForEveryRuleset) {
    for (const char* name : kSamples) {
        const Encounter enc = sample(name);
        ASSERT_FALSE(enc.units.empty()) << name;
        UnitDialog add(enc, std::nullopt);
        checkAccessible(&add, std::string("New unit, ") + name);
        UnitDialog edit(enc, enc.units.front());
        checkAccessible(&edit, std::string("Edit ") + enc.units.front().name + ", " + name);
        ModifiersDialog modifiers(enc, enc.units.front());
        checkAccessible(&modifiers, std::string("Modifiers, ") + name);
    }
}

TEST(DialogAccessibility, StartOfCombatQuestionsForEveryRuleset) {
    for (const char* name : kSamples) {
        const Encounter enc = sample(name);
        StartCombatDialog start(enc);
        checkAccessible(&start, std::string("Start combat, ") + name);
    }
}

TEST(DialogAccessibility, OddsPanelAndEnteredDice) {
    Encounter duel;
    duel.ruleset = RulesetId::Freehits;
    duel.map = BattleMap(8, 6);
    duel.sides = {Side{"heroes", "Heroes", "#2e86de"}, Side{"orcs", "Orcs", "#c0392b"}};
    Unit roland{"roland", "Roland", "heroes", Cell{1, 1}};
    roland.stats = {{"agility", 4}, {"accuracy", 2}, {"damage", 5}, {"hp", 20}};
    roland.weapons = {Weapon{"Longsword", WeaponKind::Melee, {{"damage", 5}}},
                      Weapon{"Dagger", WeaponKind::Melee, {{"damage", 3}}}};
    Unit orc{"orc", "Orc", "orcs", Cell{2, 2}};
    orc.stats = {{"agility", 3}, {"hp", 30}, {"accuracy", 1}};
    duel.units = {roland, orc};
    const auto odds = predict(duel, "roland", "orc");
    ASSERT_TRUE(odds.ok()) << odds.reason();
    AttackDialog attack(QStringLiteral("Roland attacks Orc"), odds.value(), true, nullptr,
                        {QStringLiteral("Longsword"), QStringLiteral("Dagger")});
    checkAccessible(&attack, "odds panel");

    ForcedDiceDialog dice(QStringLiteral("Bull Rush"),
                          {{"attacker", QStringLiteral("Attacker: 2d6"), 2, 6},
                           {"defender", QStringLiteral("Defender: 3d6"), 3, 6}});
    checkAccessible(&dice, "entered dice");
}

TEST(DialogAccessibility, RecoveryCalibrationAndTheGuide) {
    const std::vector<Autosave::Pending> left = {{"a1b2c3d4", "/tmp/a1b2c3d4-1.skirmish",
                                                  "/home/gm/chapel.skirmish",
                                                  QDateTime(QDate(2026, 11, 25), QTime(21, 42))}};
    RecoveryDialog recovery(left);
    checkAccessible(&recovery, "recovery");

    test::clearPlayerSettings();
    {
        EncounterDocument doc(test::smallEncounter());
        PlayerView players(&doc);
        players.resize(800, 600);
        players.show();
        CalibrationDialog calibration(&players); // closed before the player view
        checkAccessible(&calibration, "calibration");
    }
    test::clearPlayerSettings();

    UserGuideWindow guide;
    checkAccessible(&guide, "user guide");
}

} // namespace
} // namespace skirmish::ui
