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

/// A budget pool as the tracker shows it (a tracker column): "Move", "AA",
/// "Main"... `max` is the number of pips (-1: a number, as many as the unit
/// has; TurnPolicy::pool_max may say per unit).
struct PoolLabel {
    std::string pool = {};
    std::string label = {};
    int max = 1;
    /// Shown while the unit waits for its turn: spent off turn (free hits,
    /// reactions) or held across turns (a delayed Move).
    bool off_turn = false;
    /// A held pool: the pool it stands in for ("move" for "delayed_move");
    /// shown only while held, and instead of that pool when it is empty.
    std::string holds = {};
    /// Pools with the same group show together after its word, each by its
    /// label: "Delayed: move ● action ●" (phases' delayed Move and Action).
    /// Empty: the pool shows on its own.
    std::string group = {};
    /// The label with its group's word, for messages: "Delayed move".
    std::string full_label() const { return group.empty() ? label : group + " " + label; }
};

/// One way to delay, as the Combat menu offers it.
struct DelayChoice {
    std::string what = {};  ///< Delay::what: "turn", "move", "action"
    std::string label = {}; ///< "Delay the Move"
};

/// How a ruleset's turn commands are offered (issue 12: the UI draws this).
struct TurnControls {
    /// End Turn names the selected unit (phases: its part in the phase;
    /// sides: its turn); otherwise it ends the turn of whoever acts.
    bool end_turn_of_selected = false;
    /// The ways to delay; empty: this ruleset has no delaying. One entry:
    /// a plain Delay action; several: a menu.
    std::vector<DelayChoice> delays = {};
    std::string delay_tip = {}; ///< what Delay does here
    /// The acting unit may delay its turn until after a chosen unit.
    bool delay_after = false;
    /// A side may pass (factions: its pick; sides: its turn).
    bool pass = false;
    /// What Pass does, for its button, "%1" being the side's name
    /// (factions: "Pass for %1", sides: "End %1's Turn").
    std::string pass_text = "Pass for %1";
    /// What End Turn does with no unit named and nobody acting (phases:
    /// "End the Phase"); empty: "End %1's Turn" for the side to act.
    std::string end_turn_text = {};
    /// The side holding the initiative picks the side that acts first each
    /// round (ChooseFirst; factions, seed 003 "Initiative").
    bool choose_first = false;
};

/// An entry of the tracker's order line: "Phase 3", "Roland", "Party 7".
struct OrderEntry {
    std::string text = {};
    bool current = false;
};

/// A group of tracker rows: a phase, a side, or the flat initiative list.
struct RowGroup {
    std::string title = {}; ///< empty: rows without a heading
    std::string key = {};   ///< side id or phase number
    bool current = false;
    std::string side = {}; ///< the side whose colour the heading takes, or empty
    std::vector<std::string> units = {};
};

/// The tracker as the ruleset lays it out (issue 12).
struct TrackerLayout {
    std::string order_title = {}; ///< "Phases", "Initiative (Agility)", "Alternation"
    std::vector<OrderEntry> order = {};
    std::vector<std::string> notes = {}; ///< "Fast action threshold: WIT 9 or more"
    std::string current_suffix = {};     ///< after the current group's title: " — their pick"
    std::vector<RowGroup> groups = {};   ///< in the ruleset's order
    std::map<std::string, std::string> row_names =
        {}; ///< unit id -> its row's name, where not its name
};

struct TurnSummary;

using Refusal = std::optional<std::string>;

/// What perform_action did: the action's effects came (Done), or it has
/// only begun and they wait for actions of later turns (Begun, seed 004
/// extended actions), so the caller applies none of its effects either.
enum class Performed { Done, Begun };

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
    /// Called once `cmd` is paid: Begun when its action has only begun and
    /// its effects wait until its full time has passed (seed 004 "Actions
    /// in Combat": extended actions; the policy keeps what it is aimed at),
    /// else Done; a Rejection when it finishes such an action on another
    /// target than it was begun on. Done by default.
    virtual Result<Performed> after_pay(TurnContext& ctx, const Unit& u,
                                        const TakeAction& cmd) const;
    /// The cost of `action` for `u` now, where it differs from the table's
    /// (teams: "2 Actions to finish" an extended action under way); empty
    /// by default.
    virtual std::string cost_now(const TurnContext& ctx, const Unit& u,
                                 const ActionDef& action) const;
    /// What follows an action (phases: it drops the Move; teams: Wait, ...).
    virtual void after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                              const ActionDef& action) const;
    virtual Refusal delay(TurnContext& ctx, const Delay& cmd) const;
    virtual Refusal pass(TurnContext& ctx, const Pass& cmd) const;
    /// ChooseFirst: refused unless the ruleset lets a side choose who acts
    /// first (TurnControls::choose_first).
    virtual Refusal choose_first(TurnContext& ctx, const ChooseFirst& cmd) const;
    virtual Refusal end_turn(TurnContext& ctx, const EndTurn& cmd) const = 0;
    virtual Refusal next_round(TurnContext& ctx, const EnteredRolls& rolls) const = 0;
    /// The ruleset's own objection to `actor` aiming `action` at `target`,
    /// once the target's kind fits (phases: a Heavy unit needs two
    /// carriers); none by default.
    virtual Refusal target_refusal(const TurnContext& ctx, const Unit& actor,
                                   const ActionDef& action, const Unit& target) const;
    /// Consequences of a condition set or cleared (stun, knocked out, ...),
    /// after the unit has changed; a Refusal refuses the change.
    virtual Refusal condition_changed(TurnContext& ctx, const std::string& unit,
                                      const std::string& condition, bool on) const;
    /// The fight ends (EndCombat), before its state is cleared: what the
    /// ruleset keeps only in a fight is undone (phases: carried units are
    /// set down). Nothing by default.
    virtual void end(TurnContext& ctx) const;
    /// Automatic steps after every command: the next phase, a pass for a
    /// side with nobody left to act, the next round.
    virtual void settle(TurnContext& ctx) const = 0;
    /// The pools `u` gets when its turn begins (the ones used on its turn;
    /// reactions and free hits stay live off turn), shown for units whose
    /// turn has not begun this round; empty where the budget is already the
    /// unit's own (phases, sides).
    virtual std::map<std::string, int> budget_to_come(const TurnContext& ctx, const Unit& u) const;
    /// True at the start of a round, when squad orders may change (issue
    /// 14; phases: the round's first phase). True by default.
    virtual bool at_round_start(const TurnContext& ctx) const;
    /// A short "who acts now" for the banner: "Roland's turn".
    virtual std::string now_text(const TurnContext& ctx) const = 0;

    // --- what the tracker, the banner and the Combat menu show (issue 12) ---

    /// The turn commands as the Combat menu offers them.
    virtual TurnControls controls() const;
    /// The pips of `pool` for `u` (freehits: free hit slots = Agility + 1).
    virtual int pool_max(const Unit& u, const PoolLabel& pool) const;
    /// Fills `s.order`, `s.phase_name` and `s.tracker`. The default lays out
    /// sides taking picks in turn (factions, teams).
    virtual void describe(const TurnContext& ctx, TurnSummary& s) const;
    /// The status of a unit in the fight that is neither out, acting nor
    /// free to act: "done" or "waiting". The default: done once its turn
    /// has been taken this round.
    virtual std::string status_of(const TurnContext& ctx, const Unit& u) const;
    /// The name of round 0: "Surprise round" (factions: "Ambush").
    virtual std::string opening_round_name() const;
    /// Whether the banner names who acts ("Round 1 — Roland's turn").
    virtual bool banner_names_actor() const;

    /// The label of `pool` with its group's word ("Main action", "Delayed
    /// move"), or the pool id.
    std::string label_of(const std::string& pool) const;
};

/// Takes the generic action `cmd` (its unit and action must exist): the
/// turn check (begin), the budget (pay), the conditions the action sets or
/// clears, and after_action; only the first two when it has only begun
/// (TurnPolicy::after_pay). The log line names the action and its target.
/// A Rejection when the unit is out of the fight (unless overridden), it
/// is not its turn, or the budget is spent.
Result<Performed> perform_action(TurnContext& ctx, const TurnPolicy& policy, const TakeAction& cmd);

/// The policy of `ruleset` (`*ruleset.rules().turns`).
const TurnPolicy& turn_policy(RulesetId ruleset);

} // namespace skirmish
