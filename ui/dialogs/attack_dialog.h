#pragma once
/// @file AttackDialog: the odds panel (issue 13 "At the table"). Before an
/// attack is rolled it shows what the engine predicts (attack_prediction.h):
/// the chance to hit, of a critical and the expected damage in large type,
/// the number needed, every modifier with the rule it comes from, and each
/// outcome with its exact chance and damage. Enter rolls (the default
/// button), Escape cancels. When the GM enters the dice, a field takes the
/// faces: the d20 first, then the chain's dice where the ruleset has one.
/// Where the attacker has more than one weapon that can make the attack, a
/// choice lists them; picking another closes the panel with
/// kOtherWeapon, for the caller to show that weapon's odds.

#include "rules/attack_prediction.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLineEdit;
class QTableWidget;

namespace skirmish::ui {

class AttackDialog : public QDialog {
    Q_OBJECT
public:
    /// exec()'s result when the GM picked another weapon.
    static constexpr int kOtherWeapon = 2;

    /// `title`: "Roland attacks Orc"; `enterDice`: show the faces field;
    /// `weapons`: the attacker's weapons that can make the attack (the
    /// choice appears for two or more; `odds.check.weapon` is chosen).
    AttackDialog(const QString& title, const AttackPrediction& odds, bool enterDice,
                 QWidget* parent = nullptr, const QStringList& weapons = {});

    /// The faces typed in the field, in order (empty: roll them).
    std::vector<int> faces() const;
    /// The weapon chosen (the odds' own unless the GM picked another).
    QString weapon() const { return weapon_; }
    /// The attack stunt typed (AttackCheck::stunt_source allows one), or
    /// empty: the attack deals damage as usual.
    QString stunt() const;
    QLineEdit* stuntField() const { return stunt_; }
    QComboBox* weaponChoice() const { return weaponChoice_; }
    QLineEdit* diceField() const { return dice_; }
    QTableWidget* modifierTable() const { return modifiers_; }
    QTableWidget* outcomeTable() const { return outcomes_; }

private:
    QString weapon_;
    QComboBox* weaponChoice_ = nullptr;
    QLineEdit* dice_ = nullptr;
    QLineEdit* stunt_ = nullptr;
    QTableWidget* modifiers_ = nullptr;
    QTableWidget* outcomes_ = nullptr;
};

} // namespace skirmish::ui
