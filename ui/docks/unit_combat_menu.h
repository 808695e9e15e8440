#pragma once
/// @file UnitCombatMenu: the tracker's right-click menu for one unit in a
/// fight (issue 5 "Revive, Knock out"): the conditions of the ruleset's
/// catalogue (rules/conditions.h; knock out or revive, then the ones the
/// rules read), and "Delay until after" a unit still to act this round
/// where the ruleset's turn controls offer it, and the unit's facing. Every entry is an engine
/// command run through CombatActions (so Override and refusals work as for
/// the buttons).

#include "encounter/encounter.h"

#include <QMenu>

namespace skirmish::ui {

class CombatActions;

class UnitCombatMenu : public QMenu {
    Q_OBJECT
public:
    UnitCombatMenu(const Encounter& enc, const std::string& unit, CombatActions* actions,
                   QWidget* parent = nullptr);

private:
    void addCondition(const QString& on, const QString& off, const std::string& condition);
    /// "For a Number of Rounds": a condition with the GM's timer.
    void addTimedConditions();
    void addDelayAfter();

    const Encounter& enc_;
    std::string unit_;
    CombatActions* actions_;
};

} // namespace skirmish::ui
