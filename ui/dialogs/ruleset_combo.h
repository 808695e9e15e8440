#pragma once
/// @file A combo box of the five rulesets (phases, freehits, sides,
/// factions, teams) and a small dialog that asks for one.

#include "core/ruleset_id.h"

#include <QComboBox>

#include <optional>

namespace skirmish::ui {

class RulesetCombo : public QComboBox {
    Q_OBJECT
public:
    explicit RulesetCombo(QWidget* parent = nullptr);
    RulesetId ruleset() const;
    void setRuleset(RulesetId id);

    /// Asks for a ruleset in a small modal dialog; nullopt when cancelled.
    static std::optional<RulesetId> ask(QWidget* parent, const QString& title,
                                        const QString& label);
};

} // namespace skirmish::ui
