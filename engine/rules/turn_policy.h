#pragma once
/// @file TurnPolicy: a ruleset's turn order and action budget (issue 5,
/// RULESETS.md "Turn order"). One policy per ruleset; `factions` and
/// `teams` share AlternatingTurns. Policies work on a TurnContext and never
/// touch the encounter; combat_commands.cpp turns their work into events.
///
/// Every check returns the reason in the ruleset's words when it refuses
/// ("It is the Guards' turn (sides act in initiative order)"); a GM
/// override (ctx.override) skips the turn and budget checks.

#include "encounter/command.h"
#include "movement/move_rules.h"
#include "rules/action_table.h"
#include "rules/turn_context.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// A budget pool as the tracker shows it: "Move", "AA", "Main"... `max` is
/// the number of pips (-1: as many as the unit has).
struct PoolLabel {
    std::string pool;
    std::string label;
    int max = 1;
};

using Refusal = std::optional<std::string>;

class TurnPolicy {
public:
    virtual ~TurnPolicy() = default;

    /// The pools the tracker shows, in order.
    virtual std::vector<PoolLabel> pools() const = 0;
    /// Sets up a new fight in ctx.state (already active, round 0, empty).
    virtual Refusal start(TurnContext& ctx, const StartCombat& cmd) const = 0;
    /// The units that may act now on their own turn, in file order.
    virtual std::vector<std::string> may_act(const TurnContext& ctx) const = 0;
    /// Whether `u` may do something of `timing` now; begins its turn when
    /// that is how the ruleset starts one (factions, teams).
    virtual Refusal begin(TurnContext& ctx, const Unit& u, ActionTiming timing) const = 0;
    /// The squares (zones) a move of kind `as` may cover now, or why none.
    virtual Result<int> movement(const TurnContext& ctx, const Unit& u,
                                 const std::string& as) const = 0;
    /// Spends a move of `cost` squares (zones).
    virtual void spend_move(TurnContext& ctx, const Unit& u, int cost,
                            const std::string& as) const = 0;
    /// Pays for `action` (after begin()). The default tries the action's
    /// ways in order, or only those using `pay_with` when it is set.
    virtual Refusal pay(TurnContext& ctx, const Unit& u, const ActionDef& action,
                        const std::string& pay_with) const;
    /// What follows an action (phases: it drops the Move; teams: Wait, ...).
    virtual void after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                              const ActionDef& action) const;
    virtual Refusal delay(TurnContext& ctx, const Delay& cmd) const;
    virtual Refusal pass(TurnContext& ctx, const Pass& cmd) const;
    virtual Refusal end_turn(TurnContext& ctx, const EndTurn& cmd) const = 0;
    virtual Refusal next_round(TurnContext& ctx, const EnteredRolls& rolls) const = 0;
    /// Consequences of a condition set or cleared (stun, knocked out, ...),
    /// after the unit has changed; a Refusal refuses the change.
    virtual Refusal condition_changed(TurnContext& ctx, const std::string& unit,
                                      const std::string& condition, bool on) const;
    /// Automatic steps after every command: the next phase, a pass for a
    /// side with nobody left to act, the next round.
    virtual void settle(TurnContext& ctx) const = 0;
    /// The pools `u` gets when its turn begins (the ones used on its turn;
    /// reactions and free hits stay live off turn), shown for units whose
    /// turn has not begun this round; empty where the budget is already the
    /// unit's own (phases, sides).
    virtual std::map<std::string, int> budget_to_come(const TurnContext& ctx, const Unit& u) const;
    /// A short "who acts now" for the banner: "Roland's turn".
    virtual std::string now_text(const TurnContext& ctx) const = 0;

protected:
    /// The label of `pool` ("Main action"), or the pool id.
    std::string label_of(const std::string& pool) const;
    /// Resets round-scoped conditions (Disengage lasts the round).
    static void clear_round_conditions(TurnContext& ctx);
};

/// Takes the generic action `cmd` (its unit and action must exist): the
/// turn check (begin), the budget (pay), the conditions the action sets or
/// clears, and after_action. The log line names the action and its target.
/// A Refusal when the unit is out of the fight (unless overridden), it is
/// not its turn, or the budget is spent.
Refusal perform_action(TurnContext& ctx, const TurnPolicy& policy, const TakeAction& cmd);

/// The policy of `ruleset`.
const TurnPolicy& turn_policy(RulesetId ruleset);

} // namespace skirmish
