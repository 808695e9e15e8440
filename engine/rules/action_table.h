#pragma once
/// @file The actions each ruleset names and what they cost (issue 5).

#include "core/ruleset_id.h"

#include <string>
#include <vector>

namespace skirmish {

/// One way to pay for an action: `amount` from the budget pool `pool`.
struct ActionCost {
    std::string pool;
    int amount = 1;
};

/// When an action may be taken.
enum class ActionTiming {
    OnTurn,   ///< in the unit's own turn
    Instant,  ///< sides: also off turn while the Main action is unspent (seed 002)
    Reaction, ///< factions: out of order, using up the turn (seed 003);
              ///< teams: off turn, spending the round's reaction (seed 004)
    AnyTime,  ///< freehits Stand Up: off turn, paid from the next turn (seed 001)
};

/// An action of a ruleset. `ways` are the alternative payments, tried in
/// order (the first one the unit can pay is used unless the command names
/// a pool); an empty list means the action is free.
struct ActionDef {
    std::string id;    ///< "attack", "disengage", ...
    std::string label; ///< in the ruleset's words: "Attack", "Disengage"
    std::vector<std::vector<ActionCost>> ways;
    ActionTiming timing = ActionTiming::OnTurn;
    bool ends_turn = false;       ///< teams: Guard, Ready an Action, Wait
    std::string sets_condition;   ///< e.g. "disengaged" for the rest of the round
    std::string clears_condition; ///< e.g. "prone" for Stand Up
    /// sides: adjacent foes armed with a melee weapon get an Attack of
    /// Opportunity (seed 002 "Combat Actions": Use a Skill, Pick up an
    /// Item, Stand Up, Screen an Ally).
    bool provokes = false;
};

/// The actions of `ruleset`, in the order a menu shows them. Sources: seed
/// 000 "Combat Sequence" (any deed uses the Action), 001 "Attack Action" /
/// "Move Action" / "Bonus Actions", 002 "Combat Actions", 003 "Taking a
/// turn" / "Reacting to an attack", 004 "Actions in Combat".
const std::vector<ActionDef>& actions_of(RulesetId ruleset);

/// The action `id` of `ruleset`, or nullptr.
const ActionDef* find_action(RulesetId ruleset, const std::string& id);

} // namespace skirmish
