#pragma once
/// @file ForcedDiceDialog: the faces of the physical dice for a Bull Rush
/// or a Shove when the GM enters the dice (issue 6). One row per roll (a
/// unit's 2d6 or more for a Bull Rush, the attack d20 and both STR d20s
/// for a Shove), one spin box per die.

#include "combat/entered_die.h"
#include "encounter/command.h"

#include <QDialog>
#include <QString>

#include <optional>
#include <string>
#include <vector>

class QSpinBox;

namespace skirmish::ui {

class ForcedDiceDialog : public QDialog {
    Q_OBJECT
public:
    /// One row: the key in EnteredRolls (a unit id, or "attack"), its
    /// label ("Attacker (Heavy): 3d6"), how many dice and their sides.
    struct Row {
        std::string key;
        QString label;
        int count = 2;
        int sides = 6;
    };

    ForcedDiceDialog(const QString& title, const std::vector<Row>& rows, QWidget* parent = nullptr);

    /// One row of one die for each die the engine asks for (grapple_dice(),
    /// chase_dice()), under the engine's label.
    static std::vector<Row> rowsOf(const std::vector<EnteredDie>& dice);

    /// The faces per key, as entered.
    EnteredRolls rolls() const;
    /// Asks for `rows` in a modal dialog: the faces, nothing to ask (no
    /// rows: no faces), or nullopt when the GM cancels.
    static std::optional<EnteredRolls> ask(const QString& title, const std::vector<Row>& rows,
                                           QWidget* parent);
    /// The spin boxes of row `i` (tests fill them).
    const std::vector<QSpinBox*>& dice(std::size_t i) const { return boxes_.at(i); }

private:
    std::vector<Row> rows_;
    std::vector<std::vector<QSpinBox*>> boxes_;
};

} // namespace skirmish::ui
