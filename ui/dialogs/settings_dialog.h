#pragma once
/// @file SettingsDialog: the encounter's settings (issue 15): its name, the
/// ruleset by its display name, a square's size and unit, the diagonal
/// rule, and what the players see of health. It only gathers them; the
/// caller runs EditSettings and SetPlayerHealth (settingsCommands()).

#include "encounter/command.h"
#include "encounter/encounter.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace skirmish::ui {

class RulesetCombo;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    SettingsDialog(const Encounter& encounter, QWidget* parent = nullptr);

    /// The settings as entered.
    EncounterSettings settings() const;
    PlayerHealth playerHealth() const;

    /// The commands that make the encounter so: EditSettings when the
    /// settings differ (ending a fight when `endFight`), SetPlayerHealth
    /// when that differs. Empty when nothing changed.
    std::vector<Command> commands(bool endFight) const;
    /// True when the ruleset differs from the encounter's while its fight
    /// is on: the caller asks before it ends the fight.
    bool endsTheFight() const;

    QLineEdit* nameField() const { return name_; }
    RulesetCombo* rulesetChoice() const { return ruleset_; }
    QDoubleSpinBox* squareSizeField() const { return squareSize_; }
    QComboBox* squareUnitChoice() const { return squareUnit_; }
    QComboBox* diagonalChoice() const { return diagonal_; }
    QComboBox* partyHealthChoice() const { return party_; }
    QComboBox* enemiesHealthChoice() const { return enemies_; }

public slots:
    void accept() override;

private:
    void updateDiagonalDefault();

    const Encounter& encounter_;
    QLineEdit* name_;
    RulesetCombo* ruleset_;
    QDoubleSpinBox* squareSize_;
    QComboBox* squareUnit_;
    QComboBox* diagonal_;
    QComboBox* party_;
    QComboBox* enemies_;
    QLabel* warning_;
    double initialSize_ = 1; ///< the size box's value as first shown
};

} // namespace skirmish::ui
