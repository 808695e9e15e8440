#pragma once
/// @file StartCombatDialog: what the GM says when a fight starts (issue 5),
/// in the words of the encounter's ruleset. Only the inputs the ruleset uses
/// are shown: who started it (phases, teams), the unit that struck first
/// (freehits), the party and the surprised sides (sides), the attacked
/// team and the surprised teams (teams), the faction holding the initiative
/// and the fast/slow activations (factions). Where the ruleset rolls dice
/// (sides: 1d8 per side; factions: the d20 fast action threshold) the GM
/// picks "Roll for me" or types what the table rolled.

#include "encounter/command.h"
#include "encounter/encounter.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QComboBox;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace skirmish::ui {

class StartCombatDialog : public QDialog {
    Q_OBJECT
public:
    explicit StartCombatDialog(const Encounter& encounter, QWidget* parent = nullptr);

    /// The StartCombat the inputs describe. With "Roll for me", `seed` is a
    /// fresh random value, so every fight rolls differently.
    StartCombat command() const;

    /// The inputs, for tests (null when the ruleset does not use them).
    QComboBox* initiatorCombo() const { return initiator_; }
    QComboBox* initiatingUnitCombo() const { return initiatingUnit_; }
    QComboBox* partyCombo() const { return party_; }
    QComboBox* attackedCombo() const { return attacked_; }
    QComboBox* holderCombo() const { return holder_; }
    QCheckBox* fastSlowCheck() const { return fastSlow_; }
    /// Side id -> its "surprised" checkbox.
    QMap<QString, QCheckBox*> surprisedChecks() const { return surprised_; }
    QRadioButton* rollForMeButton() const { return rollForMe_; }
    QRadioButton* enteredButton() const { return entered_; }
    /// Side id -> the spin box of its initiative die (sides).
    QMap<QString, QSpinBox*> rollSpins() const { return rollSpins_; }
    QSpinBox* thresholdSpin() const { return threshold_; }

private:
    void updateDice();

    const Encounter& encounter_;
    QComboBox* initiator_ = nullptr;
    QComboBox* initiatingUnit_ = nullptr;
    QComboBox* party_ = nullptr;
    QComboBox* attacked_ = nullptr;
    QComboBox* holder_ = nullptr;
    QCheckBox* fastSlow_ = nullptr;
    QMap<QString, QCheckBox*> surprised_;
    QRadioButton* rollForMe_ = nullptr;
    QRadioButton* entered_ = nullptr;
    QMap<QString, QSpinBox*> rollSpins_;
    QSpinBox* threshold_ = nullptr;
    QLabel* thresholdLabel_ = nullptr;
    QWidget* diceBox_ = nullptr;
};

} // namespace skirmish::ui
