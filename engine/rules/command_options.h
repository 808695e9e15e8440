#pragma once
/// @file The commands a unit can give now, with their costs, and for each
/// one it cannot give, the engine's reason (issue 12). The Combat menu and
/// the tracker draw this list; each entry is checked by planning it, the
/// same code that carries it out (after OXCE's "can I, and why not" and
/// Wesnoth's computed attack options).

#include "encounter/command.h"
#include "encounter/encounter.h"
#include "rules/action_table.h"

#include <string>
#include <vector>

namespace skirmish {

struct CommandOption {
    std::string id = {};    ///< the action id: "attack", "disengage"
    std::string label = {}; ///< in the ruleset's words: "Make a Melee Attack"
    std::string cost = {};  ///< "1 Main", "1 AA or 2 BA", "free"
    ActionTiming timing = ActionTiming::OnTurn;
    ActionTarget target = ActionTarget::None;
    bool available = false;  ///< the engine takes it now
    std::string reason = {}; ///< why not, when it is not available
    TakeAction command;      ///< what to run (a target added where one is needed)
};

/// The actions of the encounter's ruleset for `unit`, in the table's order,
/// each planned now (without a target) to say whether it is available. Empty
/// for an unknown unit. Outside a fight every option is unavailable with the
/// engine's reason.
std::vector<CommandOption> action_options(const Encounter& enc, const std::string& unit);

/// True when `action`'s kind of target (ActionTarget) fits `u` for
/// `actor`: a unit out of the fight (DownUnit), one next to it with the
/// action's condition (Condition), a standing ally (Ally), a standing ally
/// or a unit out of the fight next to it (Liftable). The menus list these; the
/// engine checks the rest when the action is taken. False for None and Foe.
bool may_aim_at(const Encounter& enc, const ActionDef& action, const Unit& actor, const Unit& u);

/// What a menu says when no unit fits `action`'s target: "(no ally)",
/// "(nobody is down)", "(nobody is calm)", "(nobody next to it)".
std::string no_target_text(const ActionDef& action);

/// The cost of `action` in the words of the encounter's ruleset: the ways
/// to pay joined by "or", e.g. "1 AA or 2 BA"; "free" for none.
std::string cost_text(const Encounter& enc, const ActionDef& action);

} // namespace skirmish
