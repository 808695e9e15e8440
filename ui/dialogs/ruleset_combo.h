#pragma once
/// @file A combo box of the rulesets a registry lists (by default the
/// built-in five), shown by their names ("Phases (seed 000)") with their
/// descriptions as tooltips, and a small dialog that asks for one.

#include "rules/registry.h"

#include <QComboBox>

#include <optional>

namespace skirmish::ui {

class RulesetCombo : public QComboBox {
    Q_OBJECT
public:
    explicit RulesetCombo(QWidget* parent = nullptr,
                          const RulesetRegistry& registry = RulesetRegistry::builtin());
    RulesetId ruleset() const;
    void setRuleset(RulesetId id);

    /// Asks for a ruleset in a small modal dialog; nullopt when cancelled.
    static std::optional<RulesetId> ask(QWidget* parent, const QString& title,
                                        const QString& label);

private:
    const RulesetRegistry& registry_;
};

} // namespace skirmish::ui
