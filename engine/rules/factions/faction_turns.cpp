#include "rules/factions/faction_turns.h"

#include "rules/condition_clock.h"
#include "rules/factions/faction_morale.h"
#include "rules/gear.h"
#include "rules/grabs.h"

#include "rules/turn_summary.h"

#include <algorithm>

namespace skirmish {
namespace {

const std::string kSneaking = "seed 003 \"Sneaking in combat\"";

bool ambusher(const TurnContext& ctx, const Unit& u) {
    return has_condition(u, "concealed") && u.side == ctx.state.setup.initiator;
}

/// "Characters who launch an ambush are concealed at the start of the
/// fight": with the start question ticked, the initiator's characters in
/// the fight (the GM reveals any that did not hide).
void conceal_ambushers(TurnContext& ctx) {
    std::string names;
    for (const Unit* u : ctx.members(ctx.state.setup.initiator)) {
        if (!out_of_fight(*u) && ctx.set_condition(u->id, "concealed", true)) {
            names += (names.empty() ? "" : ", ") + ctx.name(u->id);
        }
    }
    if (!names.empty()) {
        ctx.say(ctx.side_name(ctx.state.setup.initiator) + " launch an ambush: " + names +
                    " start concealed (" + kSneaking + ")",
                "turn");
    }
}

} // namespace

std::vector<PoolLabel> FactionTurns::pools() const {
    return {{"bonus", "Bonus", 1}, {"main", "Main", 1}, {"zone", "Zone", 1}};
}

Refusal FactionTurns::start(TurnContext& ctx, const StartCombat& cmd) const {
    std::string holder = cmd.setup.initiative_holder;
    if (holder.empty()) {
        holder = cmd.setup.initiator;
    }
    if (ctx.enc.find_side(holder) == nullptr) {
        return std::string("Name the faction that holds the initiative (the one that started "
                           "the fight)");
    }
    ctx.state.setup.initiative_holder = holder;
    if (cmd.setup.ambush) {
        if (ctx.state.setup.initiator.empty()) { // the holder started it
            ctx.state.setup.initiator = holder;
        }
        conceal_ambushers(ctx);
    }
    ctx.state.order = {holder};
    for (const Side& s : ctx.enc.sides) {
        if (s.id != holder && !ctx.members(s.id).empty()) {
            ctx.state.order.push_back(s.id);
        }
    }
    ctx.say("Combat starts: " + ctx.side_name(holder) + " hold the initiative and act first",
            "turn");
    const auto units = ctx.units();
    if (std::any_of(units.begin(), units.end(), [&](const Unit* u) { return ambusher(ctx, *u); })) {
        ctx.state.round = 0;
        ctx.state.to_act = holder;
        ctx.say("Ambush: the concealed characters play a bonus turn", "turn");
        // The threshold the GM rolled at the start is round 1's: keep it
        // until then (read only in a fast phase, which round 0 is not).
        if (auto it = cmd.rolls.find("threshold");
            ctx.state.setup.fast_slow && it != cmd.rolls.end() && !it->second.empty()) {
            ctx.state.threshold = it->second.front();
        }
        return std::nullopt;
    }
    return begin_round(ctx, cmd.rolls);
}

Refusal FactionTurns::begin_round(TurnContext& ctx, const EnteredRolls& rolls) const {
    ctx.state.round += 1;
    ctx.state.passes = 0;
    ctx.state.acting.clear();
    ctx.state.to_act = ctx.state.order.empty() ? std::string() : ctx.state.order.front();
    for (const Unit* u : ctx.units()) {
        UnitTurn& t = ctx.turn(u->id);
        t.budget.clear();
        t.marks.clear();
    }
    ctx.say("Round " + std::to_string(ctx.state.round), "turn");
    expire_at_round_start(ctx);
    if (ctx.state.setup.fast_slow) {
        auto it = rolls.find("threshold");
        // Round 1 after an ambush: the threshold entered at the start.
        const std::vector<int> kept =
            ctx.state.round == 1 && it == rolls.end() && ctx.state.threshold
                ? std::vector<int>{*ctx.state.threshold}
                : std::vector<int>{};
        auto roll = ctx.roll(DiceExpr{1, 20},
                             !kept.empty()       ? &kept
                             : it == rolls.end() ? nullptr
                                                 : &it->second,
                             "The GM", "the fast action threshold");
        if (!roll) {
            return roll.reason();
        }
        ctx.state.threshold = roll.value().total;
        ctx.state.phase = 1;
        ctx.say("Fast actions: WIT " + std::to_string(*ctx.state.threshold) + " or more", "turn");
    }
    return std::nullopt;
}

Refusal FactionTurns::choose_first(TurnContext& ctx, const ChooseFirst& cmd) const {
    const auto& order = ctx.state.order;
    if (std::find(order.begin(), order.end(), cmd.side) == order.end()) {
        return "\"" + cmd.side + "\" is not a faction in this fight";
    }
    bool begun = ctx.state.passes > 0 || !ctx.state.acting.empty() || ctx.state.round == 0 ||
                 (ctx.state.phase && *ctx.state.phase == 0);
    for (const auto& [id, t] : ctx.state.units) {
        begun = begun || t.mark("acted") > 0;
    }
    if (begun) {
        return std::string("The round has begun: the first faction is chosen before anyone "
                           "acts or passes (seed 003 \"Initiative\")");
    }
    const std::string& holder = ctx.state.setup.initiative_holder;
    ctx.state.to_act = cmd.side;
    ctx.say(ctx.side_name(holder) + ", holding the initiative, choose " +
                (cmd.side == holder ? std::string("to act first")
                                    : ctx.side_name(cmd.side) + " to act first") +
                " this round",
            "turn");
    return std::nullopt;
}

Refusal FactionTurns::not_eligible(const TurnContext& ctx, const Unit& u) const {
    if (auto why = AlternatingTurns::not_eligible(ctx, u)) {
        return why;
    }
    if (ctx.state.round == 0 && !ambusher(ctx, u)) {
        return ctx.name(u.id) + " did not launch the ambush: only the concealed ambushers act "
                                "in the bonus turn";
    }
    if (ctx.state.phase == 1 && ctx.state.threshold && stat_of(u, "wit") < *ctx.state.threshold) {
        return ctx.name(u.id) + "'s WIT " + std::to_string(stat_of(u, "wit")) +
               " is below the fast action threshold " + std::to_string(*ctx.state.threshold) +
               ": it acts in the slow phase";
    }
    return std::nullopt;
}

void FactionTurns::fresh_turn(TurnContext& ctx, const Unit& u) const {
    UnitTurn& t = ctx.turn(u.id);
    t.budget = budget_to_come(ctx, u);
    t.set_mark("moved", 0); // "while moving" (seed 003 "Attacking") is this turn's
    expire_at_turn_start(ctx, u.id);
}

std::map<std::string, int> FactionTurns::budget_to_come(const TurnContext& ctx,
                                                        const Unit& u) const {
    // One zone where zones are painted (zones.h), else the squares of a move.
    const bool in_zone = ctx.enc.map.contains(u.cell) && ctx.enc.map.zone_at(u.cell) >= 0;
    return {{"bonus", 1}, {"main", 1}, {"zone", in_zone ? 1 : move_rules(ctx.enc, u).budget}};
}

Refusal FactionTurns::react(TurnContext& ctx, const Unit& u) const {
    if (out_of_fight(u)) {
        return out_reason(ctx, u);
    }
    UnitTurn& t = ctx.turn(u.id);
    if (t.mark("acted") > 0 && !ctx.override) {
        return ctx.name(u.id) + " has already taken its turn this round and cannot react";
    }
    t.set_mark("acted", 1);
    t.set_mark("reacted", 1);
    t.budget.clear();
    ctx.say(ctx.name(u.id) + " reacts out of order: that is its turn for this round", "turn");
    return std::nullopt;
}

Result<int> FactionTurns::movement(const TurnContext& ctx, const Unit& u,
                                   const std::string&) const {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    if (t == nullptr || t->left("zone") <= 0) {
        return reject(ctx.name(u.id) + " has already made its move this turn");
    }
    return t->left("zone");
}

void FactionTurns::spend_move(TurnContext& ctx, const Unit& u, int cost, const std::string&) const {
    UnitTurn& t = ctx.turn(u.id);
    t.budget["zone"] = std::max(0, t.left("zone") - cost);
    t.set_mark("moved", 1); // within its zone too: it is moving
    if (has_condition(u, "concealed")) {
        ctx.say("GM: moving without sneaking, or right in front of the enemy, may reveal " +
                    ctx.name(u.id) + ": if the enemy noticed, Reveal it from its menu (" +
                    kSneaking + ")",
                "rule");
    }
}

void FactionTurns::after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                                const ActionDef& action) const {
    // "Concealed characters are revealed when they make noise or become
    // visible to the enemy. Actions which might reveal a character include:
    // attacking, invoking a power, talking ..." The attack itself still
    // takes its target by surprise (reactions.cpp).
    if (has_condition(u, "concealed")) {
        ctx.say("GM: " + action.label + " may reveal " + ctx.name(u.id) +
                    " (attacking, invoking a power, talking...): if the enemy noticed, Reveal it "
                    "from its menu (" +
                    kSneaking + ")",
                "rule");
    }
    AlternatingTurns::after_action(ctx, u, cmd, action);
}

void FactionTurns::record_pass(TurnContext& ctx, const std::string& why) const {
    ctx.say(ctx.side_name(ctx.state.to_act) + " pass" + why, "turn");
    ctx.state.passes += 1;
    ctx.state.to_act = side_after(ctx, ctx.state.to_act);
    if (ctx.state.passes < static_cast<int>(ctx.state.order.size())) {
        return;
    }
    // Every faction passed in a row: the phase, or the round, ends.
    ctx.state.passes = 0;
    ctx.state.to_act = ctx.state.order.front();
    if (ctx.state.phase == 1) {
        ctx.state.phase = 0;
        ctx.say("Slow actions: everyone who has not acted", "turn");
    } else {
        ctx.say("End of round " + std::to_string(ctx.state.round) + ": morale phase", "turn");
        morale_phase(ctx);
        begin_round(ctx, {});
    }
}

Refusal FactionTurns::pass(TurnContext& ctx, const Pass& cmd) const {
    if (!ctx.state.acting.empty()) {
        return ctx.name(ctx.state.acting) + " is taking a turn: end it first";
    }
    if (cmd.side != ctx.state.to_act && !ctx.override) {
        return "It is " + possessive(ctx.side_name(ctx.state.to_act)) + " pick, not " +
               possessive(ctx.side_name(cmd.side));
    }
    record_pass(ctx, "");
    return std::nullopt;
}

void FactionTurns::after_turn(TurnContext& ctx) const {
    ctx.state.passes = 0;
    ctx.state.to_act = side_after(ctx, ctx.state.to_act);
}

Refusal FactionTurns::next_round(TurnContext& ctx, const EnteredRolls& rolls) const {
    ctx.state.phase.reset();
    return begin_round(ctx, rolls);
}

void FactionTurns::end(TurnContext& ctx) const {
    release_all_grabs(ctx);
    durability_due(ctx); // seed 003 "Combat gear degradation"
}

void FactionTurns::settle(TurnContext& ctx) const {
    release_broken_grabs(ctx); // seed 003 "Non-lethal attacks": out of reach, let go
    settle_gear(ctx);          // seed 003 "Combat gear degradation": broken weapons go
    const auto units = ctx.units();
    if (std::all_of(units.begin(), units.end(), [](const Unit* u) { return out_of_fight(*u); })) {
        return;
    }
    if (!ctx.state.acting.empty() && out_of_fight(*ctx.unit(ctx.state.acting))) {
        ctx.say(ctx.name(ctx.state.acting) + " is down: its turn ends", "turn");
        finish_turn(ctx);
    }
    const int guard = 4 * static_cast<int>(ctx.state.order.size()) + 4;
    for (int i = 0; i < guard && ctx.state.acting.empty(); ++i) {
        if (has_eligible(ctx, ctx.state.to_act)) {
            return;
        }
        if (ctx.state.round == 0 && std::none_of(units.begin(), units.end(), [&](const Unit* u) {
                return ambusher(ctx, *u) && !not_eligible(ctx, *u);
            })) {
            ctx.say("The ambush turn ends", "turn");
            begin_round(ctx, {});
            continue;
        }
        record_pass(ctx, ": nobody left to act");
    }
}

TurnControls FactionTurns::controls() const {
    TurnControls c;
    c.pass = true;
    c.choose_first = true; // seed 003 "Initiative"
    return c;
}

void FactionTurns::describe(const TurnContext& ctx, TurnSummary& s) const {
    AlternatingTurns::describe(ctx, s);
    const CombatState& st = ctx.state;
    if (st.phase) {
        s.phase_name = *st.phase == 1 ? "Fast actions" : "Slow actions";
    }
    if (st.threshold && st.phase) {
        s.tracker.notes.push_back("Fast action threshold: WIT " + std::to_string(*st.threshold) +
                                  " or more");
    }
    if (st.passes > 0) {
        s.tracker.notes.push_back("Passes in a row: " + std::to_string(st.passes) + " of " +
                                  std::to_string(st.order.size()));
    }
    // seed 003 "Optional rule: the chaos of combat": "Each Player has 15
    // seconds to declare what they intend to do on their turn, otherwise
    // they do nothing"; "The Players aren't allowed to speak to each other
    // unless their character spends a bonus action to say a short sentence."
    // The time to declare ends once a character takes its turn: "This
    // doesn't include the time required to actually resolve the actions".
    const Side* side = ctx.enc.find_side(st.to_act);
    if (st.setup.chaos && side != nullptr && side->player && st.acting.empty()) {
        s.declare_seconds = 15;
        s.declare_rule = "15 seconds to declare the turn, else it is lost: the GM ends it; "
                         "players speak only with Say a few words (a bonus action) (seed 003 "
                         "\"Optional rule: the chaos of combat\")";
    }
    if (st.setup.chaos) {
        s.tracker.notes.push_back(
            "The chaos of combat: 15 s to declare; speaking is a bonus action (Say a few words)");
    }
}

std::string FactionTurns::opening_round_name() const {
    return "Ambush";
}

} // namespace skirmish
