#pragma once
/// @file AttackDialog: the odds panel (issue 13 "At the table"). Before an
/// attack is rolled it shows what the engine predicts (attack_prediction.h):
/// the chance to hit, of a critical and the expected damage in large type,
/// the number needed, every modifier with the rule it comes from, and each
/// outcome with its exact chance and damage. Enter rolls (the default
/// button), Escape cancels. When the GM enters the dice, a field takes the
/// faces: the d20 first, then the chain's dice where the ruleset has one.

#include "rules/attack_prediction.h"

#include <QDialog>

#include <vector>

class QLineEdit;
class QTableWidget;

namespace skirmish::ui {

class AttackDialog : public QDialog {
    Q_OBJECT
public:
    /// `title`: "Roland attacks Orc"; `enterDice`: show the faces field.
    AttackDialog(const QString& title, const AttackPrediction& odds, bool enterDice,
                 QWidget* parent = nullptr);

    /// The faces typed in the field, in order (empty: roll them).
    std::vector<int> faces() const;
    QLineEdit* diceField() const { return dice_; }
    QTableWidget* modifierTable() const { return modifiers_; }
    QTableWidget* outcomeTable() const { return outcomes_; }

private:
    QLineEdit* dice_ = nullptr;
    QTableWidget* modifiers_ = nullptr;
    QTableWidget* outcomes_ = nullptr;
};

} // namespace skirmish::ui
