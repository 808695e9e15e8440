#pragma once
/// @file ModifiersDialog: a unit's Combat Modifiers (issue 14), drawn from
/// the engine's modifier_menu() (rules/combat_modifiers.h) without knowing
/// the ruleset: one check box per modifier with its effect, no more ticked
/// than the unit's limit, and what a change costs now. OK runs nothing: the
/// caller runs SetModifiers with chosen().

#include "encounter/command.h"
#include "encounter/encounter.h"

#include <QDialog>

#include <functional>
#include <string>
#include <vector>

class QCheckBox;
class QMenu;

namespace skirmish::ui {

class ModifiersDialog : public QDialog {
    Q_OBJECT
public:
    ModifiersDialog(const Encounter& enc, const Unit& unit, QWidget* parent = nullptr);

    /// The condition ids ticked, in the menu's order.
    std::vector<std::string> chosen() const;
    /// The check box of modifier `id`, or nullptr (tests tick them).
    QCheckBox* box(const std::string& id) const;

    /// Adds "Combat Modifiers..." to `menu` where the ruleset has them
    /// (disabled, with the engine's reason as its tooltip, for a unit that
    /// cannot choose any); the entry opens the dialog and calls `run`.
    static void addTo(QMenu* menu, const Encounter& enc, const Unit& unit, QWidget* parent,
                      const std::function<void(SetModifiers)>& run);

private:
    void limitTicks();

    int limit_ = 0;
    std::vector<std::pair<std::string, QCheckBox*>> boxes_;
};

} // namespace skirmish::ui
