#include "rules/sides/side_turns.h"

#include "rules/attack_model.h"
#include "rules/condition_clock.h"
#include "rules/grapple.h"
#include "rules/surprise.h"
#include "rules/turn_summary.h"

#include <algorithm>

namespace skirmish {
namespace {

/// "Morale": "Almost everything (especially Henchmen) prioritizes its own
/// survival"; the seed gives no procedure ("To represent this:" is followed
/// by nothing), so when a unit falls the log asks the GM whether the rest
/// of its side run.
void ask_morale(TurnContext& ctx) {
    for (const auto& [id, after] : ctx.changed_units) {
        const Unit* before = ctx.enc.find_unit(id);
        if (before == nullptr || out_of_fight(*before) || !out_of_fight(after) ||
            has_condition(after, "fled")) {
            continue;
        }
        const Side* side = ctx.enc.find_side(after.side);
        if (side != nullptr && side->player) {
            continue; // the players choose for their characters
        }
        const auto mates = ctx.members(after.side);
        if (std::all_of(mates.begin(), mates.end(),
                        [](const Unit* u) { return out_of_fight(*u); })) {
            continue; // nobody left to run
        }
        ctx.say("GM: " + ctx.name(id) + " is down: most creatures put their own survival first, " +
                    "so those of " + ctx.side_name(after.side) +
                    " who would rather live (not the undead, constructs or zealots) run: Flee "
                    "(Morale) from their menus (seed 002 \"Morale\")",
                "rule");
    }
}

} // namespace

std::vector<PoolLabel> SideTurns::pools() const {
    return {{"main", "Main", 1}, {"move", "Move", 1}};
}

Refusal SideTurns::start(TurnContext& ctx, const StartCombat& cmd) const {
    const std::string& party = cmd.setup.party;
    if (!party.empty() && ctx.enc.find_side(party) == nullptr) {
        return "There is no side \"" + party + "\" to be the party";
    }
    std::vector<std::string> sides;
    for (const Side& s : ctx.enc.sides) {
        if (!ctx.members(s.id).empty()) {
            sides.push_back(s.id);
        }
    }
    const DiceExpr d8{1, 8};
    for (const std::string& side : sides) {
        auto it = cmd.rolls.find(side);
        auto roll = ctx.roll(d8, it == cmd.rolls.end() ? nullptr : &it->second, ctx.side_name(side),
                             "initiative");
        if (!roll) {
            return roll.reason();
        }
        int total = roll.value().total;
        if (side == party) {
            const Unit* best = nullptr;
            for (const Unit* u : ctx.members(side)) {
                if (best == nullptr || stat_of(*u, "dex") > stat_of(*best, "dex")) {
                    best = u;
                }
            }
            if (best != nullptr) {
                total += stat_of(*best, "dex");
                ctx.say(ctx.side_name(side) + " adds " + ctx.name(best->id) + "'s DEX " +
                            std::to_string(stat_of(*best, "dex")) + ": initiative " +
                            std::to_string(total),
                        "roll");
            }
        }
        ctx.state.initiative[side] = total;
    }
    std::stable_sort(sides.begin(), sides.end(), [&](const std::string& a, const std::string& b) {
        const int ia = ctx.state.initiative[a];
        const int ib = ctx.state.initiative[b];
        if (ia != ib) {
            return ia > ib;
        }
        return a == party && b != party; // the Party wins ties
    });
    ctx.state.order = sides;
    std::string order;
    for (const std::string& s : sides) {
        order += (order.empty() ? "" : ", ") + ctx.side_name(s) + " " +
                 std::to_string(ctx.state.initiative[s]);
    }
    ctx.say("Combat starts. Initiative: " + order, "turn");
    if (!cmd.setup.surprised.empty()) {
        ctx.state.round = -1; // begin_round makes it the surprise round 0
    }
    begin_round(ctx);
    return std::nullopt;
}

bool SideTurns::acts_this_round(const TurnContext& ctx, const std::string& side) const {
    return !surprised_now(ctx.state, side);
}

bool SideTurns::has_work(const TurnContext& ctx, const Unit& u) const {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    if (t == nullptr || out_of_fight(u) || t->mark("done") > 0) {
        return false;
    }
    // "Make a Swarm Attack": an assailant of a swarm that has not struck
    // may still strike.
    for (const auto& [id, on] : ctx.state.units) {
        if (on.mark("swarm:" + u.id) > 0 && on.mark("swarm_struck") == 0) {
            return true;
        }
    }
    return t->left("main") > 0 || t->left("move") > 0 || t->mark("charge_attack") > 0 ||
           t->mark("screen_move") > 0;
}

void SideTurns::begin_round(TurnContext& ctx) const {
    if (ctx.state.round >= 0) {
        grapple_round_end(ctx); // seed 002 "Grappling": at the end of each round
    }
    ctx.state.round += 1;
    for (const Unit* u : ctx.units()) {
        UnitTurn& t = ctx.turn(u->id);
        t.budget = {{"main", 1}, {"move", 1}};
        t.marks.clear();
    }
    ctx.say(ctx.state.round == 0 ? std::string("Surprise round: only the surprising sides act")
                                 : "Round " + std::to_string(ctx.state.round),
            "turn");
    expire_at_round_start(ctx);
    ctx.state.to_act.clear();
    next_side(ctx);
}

void SideTurns::next_side(TurnContext& ctx) const {
    const auto& order = ctx.state.order;
    auto it = std::find(order.begin(), order.end(), ctx.state.to_act);
    it = it == order.end() ? order.begin() : it + 1;
    for (; it != order.end(); ++it) {
        if (!acts_this_round(ctx, *it)) {
            continue;
        }
        const auto members = ctx.members(*it);
        if (std::any_of(members.begin(), members.end(),
                        [&](const Unit* u) { return has_work(ctx, *u); })) {
            ctx.state.to_act = *it;
            ctx.say(possessive(ctx.side_name(*it)) + " turn", "turn");
            // seed 002 "Total Defense": it lasts "until the start of your next turn".
            for (const Unit* u : members) {
                expire_at_turn_start(ctx, u->id);
            }
            return;
        }
    }
    ctx.state.to_act.clear();
}

std::vector<std::string> SideTurns::may_act(const TurnContext& ctx) const {
    std::vector<std::string> out;
    for (const Unit* u : ctx.members(ctx.state.to_act)) {
        if (has_work(ctx, *u)) {
            out.push_back(u->id);
        }
    }
    return out;
}

Refusal SideTurns::begin(TurnContext& ctx, const Unit& u, ActionTiming timing) const {
    if (ctx.override) {
        return std::nullopt;
    }
    const UnitTurn& t = ctx.turn(u.id);
    if (u.side == ctx.state.to_act && t.mark("done") == 0 && !out_of_fight(u)) {
        return std::nullopt;
    }
    // seed 002 "Surprise": "a full free round of action" for their enemies,
    // so no Instant action either (Total Defense after the roll agrees:
    // rules/sides/total_defense.h).
    if (surprised_now(ctx.state, u.side)) {
        return ctx.name(u.id) + "'s side is surprised: only the surprising sides act this round";
    }
    if (t.left("main") > 0 && (timing == ActionTiming::Instant || t.mark("held") > 0)) {
        return std::nullopt; // an Instant action, or the held rest of its turn
    }
    if (u.side == ctx.state.to_act) {
        return ctx.name(u.id) + " has ended its turn this round";
    }
    return "It is " + possessive(ctx.side_name(ctx.state.to_act)) +
           " turn (sides act in initiative order); " + ctx.name(u.id) + " acts on " +
           possessive(ctx.side_name(u.side)) + " turn";
}

Result<int> SideTurns::movement(const TurnContext& ctx, const Unit& u,
                                const std::string& as) const {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    const int move = move_rules(ctx.enc, u).budget;
    if (t == nullptr) {
        return reject(ctx.name(u.id) + " is not in the fight");
    }
    if (as == "charge") {
        if (t->left("main") == 0 || t->left("move") == 0) {
            return reject(ctx.name(u.id) + " needs both its Main and its Move action to Charge");
        }
        return 2 * move;
    }
    if (as == "screen") {
        // "Screen an Ally (Move)": "Move up to your normal movement rate to
        // get adjacent to an ally", with the Move action.
        if (t->left("move") == 0 && t->left("main") == 0) {
            return reject(ctx.name(u.id) + " has no Move action left to Screen an Ally with");
        }
        return move;
    }
    if (!as.empty()) {
        return reject("There is no \"" + as +
                      "\" move under this ruleset (try \"charge\" or \"screen\")");
    }
    if (t->left("move") > 0 || t->left("main") > 0) {
        return move;
    }
    return reject(ctx.name(u.id) + " has no Move action left this round, and its Main action "
                                   "is spent");
}

void SideTurns::spend_move(TurnContext& ctx, const Unit& u, int, const std::string& as) const {
    UnitTurn& t = ctx.turn(u.id);
    if (as == "charge") {
        t.budget["main"] = 0;
        t.budget["move"] = 0;
        ctx.say(ctx.name(u.id) + " charges (Main and Move actions; -2 AC until the round ends)",
                "turn");
        ctx.set_condition(u.id, "charging", true);
        t.set_mark("charge_attack", 1);
    } else if (as == "screen") {
        // The Screen's own movement: the action that follows is paid by it.
        t.budget[t.left("move") > 0 ? "move" : "main"] = 0;
        t.set_mark("screen_move", 1);
        ctx.say(ctx.name(u.id) + " moves to screen an ally (a Move action)", "turn");
    } else if (t.left("move") > 0) {
        t.set_mark("screen_move", 0);
        t.budget["move"] = 0;
    } else {
        t.set_mark("screen_move", 0);
        t.budget["main"] = 0;
        ctx.say(ctx.name(u.id) + " spends its Main action on a second Move", "turn");
    }
}

Refusal SideTurns::pay(TurnContext& ctx, const Unit& u, const ActionDef& action,
                       const std::string& pay_with) const {
    UnitTurn& t = ctx.turn(u.id);
    if (action.attacks() && action.timing == ActionTiming::OnTurn && t.mark("charge_attack") > 0) {
        t.set_mark("charge_attack", 0);
        ctx.say(ctx.name(u.id) + " attacks at the end of its Charge (+2 to hit)", "turn");
        return std::nullopt;
    }
    const bool prepaid = t.mark("screen_move") > 0;
    t.set_mark("screen_move", 0); // it pays for the Screen right after it, or nothing
    if (action.id == "screen" && prepaid) {
        t.set_mark("spent", 1);
        return std::nullopt;
    }
    return TurnPolicy::pay(ctx, u, action, pay_with);
}

Refusal SideTurns::target_refusal(const TurnContext& ctx, const Unit& actor,
                                  const ActionDef& action, const Unit& target) const {
    // "Screen an Ally (Move)": "get adjacent to an ally. You then physically
    // block attacks against them".
    if (action.id == "screen" && squares_between(actor, target) != 1) {
        return ctx.name(target.id) + " is not next to " + ctx.name(actor.id) +
               ": move as \"screen\" next to it first";
    }
    return std::nullopt;
}

void SideTurns::after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                             const ActionDef& action) const {
    if (action.id == "screen" && !cmd.target.empty()) {
        ctx.say(ctx.name(u.id) + " screens " + ctx.name(cmd.target) + " until its next turn",
                "turn");
    }
    if (action.id == "hold") {
        UnitTurn& t = ctx.turn(u.id);
        t.set_mark("held", 1);
        t.set_mark("done", 1);
        ctx.say(ctx.name(u.id) + " holds the rest of its turn until the round ends", "turn");
        return;
    }
    // Off its side's turn: an Instant action or the held rest of a turn.
    // Who goes first is the GM's (GM-adjudicated, docs/rules-coverage.md).
    if (u.side != ctx.state.to_act && !ctx.override) {
        if (ctx.turn(u.id).mark("held") > 0) {
            ctx.say("GM: an action held and taken in response to another resolves first (seed "
                    "002 \"Hold An Action (Move)\")",
                    "rule");
        } else if (action.timing == ActionTiming::Instant) {
            ctx.say("GM: Instant actions taken at the same moment are resolved simultaneously; "
                    "the GM settles any ambiguity (seed 002 \"Combat Action Types\")",
                    "rule");
        }
    }
}

Refusal SideTurns::pass(TurnContext& ctx, const Pass& cmd) const {
    if (cmd.side != ctx.state.to_act && !ctx.override) {
        return "It is not " + possessive(ctx.side_name(cmd.side)) + " turn";
    }
    for (const Unit* u : ctx.members(cmd.side)) {
        ctx.turn(u->id).set_mark("done", 1);
    }
    ctx.say(ctx.side_name(cmd.side) + " end their turn");
    return std::nullopt;
}

Refusal SideTurns::end_turn(TurnContext& ctx, const EndTurn& cmd) const {
    if (cmd.unit.empty()) {
        return pass(ctx, Pass{ctx.state.to_act});
    }
    const Unit* u = ctx.unit(cmd.unit);
    if (u->side != ctx.state.to_act && !ctx.override) {
        return "It is not " + possessive(ctx.side_name(u->side)) + " turn";
    }
    ctx.turn(cmd.unit).set_mark("done", 1);
    ctx.say(ctx.name(cmd.unit) + " ends its turn");
    return std::nullopt;
}

Refusal SideTurns::next_round(TurnContext& ctx, const EnteredRolls&) const {
    begin_round(ctx);
    return std::nullopt;
}

void SideTurns::end(TurnContext& ctx) const {
    release_all_grapples(ctx);
}

void SideTurns::settle(TurnContext& ctx) const {
    release_broken_grapples(ctx);
    ask_morale(ctx);
    for (int guard = 0; guard < 3; ++guard) {
        if (!may_act(ctx).empty()) {
            return;
        }
        next_side(ctx);
        if (!ctx.state.to_act.empty()) {
            return;
        }
        const auto units = ctx.units();
        if (std::none_of(units.begin(), units.end(),
                         [](const Unit* u) { return !out_of_fight(*u); })) {
            return;
        }
        begin_round(ctx);
    }
}

std::string SideTurns::now_text(const TurnContext& ctx) const {
    if (ctx.state.to_act.empty()) {
        return "Nobody can act";
    }
    return possessive(ctx.side_name(ctx.state.to_act)) + " turn";
}

TurnControls SideTurns::controls() const {
    TurnControls c;
    c.end_turn_of_selected = true;
    c.pass = true;
    // seed 002 "Combat Sequence": the side's turn ends for all its units.
    c.pass_text = "End %1's Turn";
    return c;
}

void SideTurns::describe(const TurnContext& ctx, TurnSummary& s) const {
    TurnPolicy::describe(ctx, s);
    const CombatState& st = ctx.state;
    TrackerLayout& t = s.tracker;
    t.order_title = "Initiative";
    t.current_suffix = " \u2014 their turn";
    for (std::size_t i = 0; i < s.order.size(); ++i) {
        const auto init = st.initiative.find(s.order[i]);
        if (init != st.initiative.end()) {
            t.order[i].text += " " + std::to_string(init->second);
            t.groups[i].title += " \u00b7 initiative " + std::to_string(init->second);
        }
    }
}

std::string SideTurns::status_of(const TurnContext& ctx, const Unit& u) const {
    // Sides act in order: earlier sides are done, later ones wait; in the
    // side whose turn it is, a unit that may no longer act is done.
    const CombatState& st = ctx.state;
    const auto at = [&](const std::string& side) {
        return std::find(st.order.begin(), st.order.end(), side) - st.order.begin();
    };
    return surprised_now(st, u.side) || st.to_act.empty() || at(u.side) > at(st.to_act) ? "waiting"
                                                                                        : "done";
}

} // namespace skirmish
