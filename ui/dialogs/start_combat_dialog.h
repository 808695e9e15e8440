#pragma once
/// @file StartCombatDialog: what the GM says when a fight starts (issue 5),
/// drawn from the questions the encounter's ruleset asks (issue 12,
/// rules/start_questions.h): a side, a unit, sides to tick, a flag, or dice
/// that the GM has rolled for them ("Roll for me") or types in as rolled
/// at the table. The dialog knows no ruleset.

#include "encounter/command.h"
#include "encounter/encounter.h"
#include "rules/start_questions.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QRadioButton;
class QSpinBox;
class QFormLayout;

namespace skirmish::ui {

class StartCombatDialog : public QDialog {
    Q_OBJECT
public:
    explicit StartCombatDialog(const Encounter& encounter, QWidget* parent = nullptr);

    /// The StartCombat the inputs describe. With "Roll for me", `seed` is a
    /// fresh random value, so every fight rolls differently.
    StartCombat command() const;

    /// The input of the Side or Unit question `id` ("initiator", "party",
    /// ...), or null when the ruleset does not ask it.
    QComboBox* combo(const QString& id) const { return combos_.value(id); }
    /// The inputs, for tests, by the questions they answer (null when the
    /// ruleset does not ask them).
    QComboBox* initiatorCombo() const { return combo("initiator"); }
    QComboBox* initiatingUnitCombo() const { return combo("initiating_unit"); }
    QComboBox* partyCombo() const { return combo("party"); }
    QComboBox* attackedCombo() const { return combo("attacked"); }
    QComboBox* holderCombo() const { return combo("initiative_holder"); }
    QCheckBox* fastSlowCheck() const { return flags_.value("fast_slow"); }
    /// Side id -> its "surprised" checkbox.
    QMap<QString, QCheckBox*> surprisedChecks() const { return sideChecks_.value("surprised"); }
    QRadioButton* rollForMeButton() const { return rollForMe_; }
    QRadioButton* enteredButton() const { return entered_; }
    /// Side id -> the spin box of its initiative die.
    QMap<QString, QSpinBox*> rollSpins() const { return sideRolls_; }
    QSpinBox* thresholdSpin() const { return rolls_.value("threshold"); }
    /// teams: the list of the other teams' order (null with fewer than 3 sides).
    QListWidget* orderList() const { return orders_.value("order"); }

private:
    void addSideQuestion(QFormLayout* form, const StartQuestion& q);
    void addUnitQuestion(QFormLayout* form, const StartQuestion& q);
    /// A SideOrder question: the fighting sides in a list the GM reorders
    /// (drag, or Up and Down); none with fewer than three sides.
    void addOrderQuestion(QFormLayout* form, const StartQuestion& q);
    void addDice(QFormLayout* form);
    StartAnswers answers() const;
    void updateDice();

    const Encounter& encounter_;
    std::vector<StartQuestion> questions_;
    QMap<QString, QComboBox*> combos_;
    QMap<QString, QCheckBox*> flags_;
    QMap<QString, QMap<QString, QCheckBox*>> sideChecks_;
    QMap<QString, QListWidget*> orders_; ///< SideOrder question id -> its list
    QMap<QString, QSpinBox*> sideRolls_; ///< side id -> its die
    QMap<QString, QSpinBox*> rolls_;     ///< Roll question id -> its die
    QRadioButton* rollForMe_ = nullptr;
    QRadioButton* entered_ = nullptr;
    QWidget* diceGroup_ = nullptr;
    QWidget* diceBox_ = nullptr;
    QFormLayout* diceForm_ = nullptr;
};

} // namespace skirmish::ui
