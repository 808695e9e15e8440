#include "rules/freehits/initiative_turns.h"

#include "movement/move_rules.h"
#include "rules/condition_clock.h"
#include "rules/fight_end.h"
#include "rules/freehits/freehits_attack.h"
#include "rules/turn_summary.h"

#include <algorithm>

namespace skirmish {
namespace {

constexpr int kSpacesPerBonus = 2; // seed 001: "Move an additional 2 spaces"

int full(const std::string& pool) {
    return pool == "ba" ? 2 : 1;
}

/// seed 001 "Summoning Sickness": "a summoned unit cannot take actions or
/// dodge during the first round after it is summoned" (condition
/// `summoned`, which ends when the next round begins).
Refusal summoning_sickness(const TurnContext& ctx, const Unit& u) {
    if (!has_condition(u, "summoned")) {
        return std::nullopt;
    }
    return ctx.name(u.id) + " was summoned this round and cannot take actions until the next "
                            "(seed 001 \"Summoning Sickness\")";
}

} // namespace

std::vector<PoolLabel> InitiativeTurns::pools() const {
    return {
        {"aa", "AA", 1}, {"ma", "MA", 1}, {"ba", "BA", 2}, {"free_hits", "Free hits", -1, true}};
}

std::vector<std::string> InitiativeTurns::initiative_order(const TurnContext& ctx) {
    std::vector<const Unit*> units;
    for (const Unit* u : ctx.units()) {
        units.push_back(u);
    }
    std::stable_sort(units.begin(), units.end(), [&](const Unit* a, const Unit* b) {
        const bool a_last = a->id == ctx.state.setup.initiating_unit;
        const bool b_last = b->id == ctx.state.setup.initiating_unit;
        if (a_last != b_last) {
            return b_last;
        }
        return freehits_agility(*a) > freehits_agility(*b);
    });
    std::vector<std::string> out;
    for (const Unit* u : units) {
        out.push_back(u->id);
    }
    return out;
}

Refusal InitiativeTurns::start(TurnContext& ctx, const StartCombat& cmd) const {
    if (!cmd.setup.initiating_unit.empty() && ctx.unit(cmd.setup.initiating_unit) == nullptr) {
        return "There is no unit \"" + cmd.setup.initiating_unit + "\" to have started the fight";
    }
    ctx.say("Combat starts: initiative by Agility" +
                (cmd.setup.initiating_unit.empty() ? std::string()
                                                   : "; " + ctx.name(cmd.setup.initiating_unit) +
                                                         " attacked first and goes last"),
            "turn");
    begin_round(ctx);
    return std::nullopt;
}

void InitiativeTurns::begin_round(TurnContext& ctx) const {
    ctx.state.round += 1;
    ctx.state.order = initiative_order(ctx);
    std::string order;
    for (const std::string& id : ctx.state.order) {
        UnitTurn& t = ctx.turn(id);
        t.set_mark("acted", 0);
        const Unit* u = ctx.unit(id);
        t.budget["free_hits"] = std::max(0, freehits_agility(*u) + 1);
        order +=
            (order.empty() ? "" : ", ") + ctx.name(id) + " " + std::to_string(freehits_agility(*u));
    }
    ctx.say("Round " + std::to_string(ctx.state.round) + ": " + order, "turn");
    expire_at_round_start(ctx);
    next_turn(ctx);
}

void InitiativeTurns::next_turn(TurnContext& ctx) const {
    for (const std::string& id : ctx.state.order) {
        const Unit* u = ctx.unit(id);
        UnitTurn& t = ctx.turn(id);
        if (u == nullptr || out_of_fight(*u) || t.mark("acted") > 0) {
            continue;
        }
        ctx.state.acting = id;
        ctx.state.to_act = id;
        t.set_mark("acted", 1);
        t.set_mark("spent", 0);
        t.set_mark("movement", 0);
        t.clear_marks(kZoneMark); // a new turn's zones
        for (const auto& [pool, left] : budget_to_come(ctx, *u)) {
            t.budget[pool] = left;
            t.set_mark("debt_" + pool, 0);
        }
        ctx.say(ctx.name(id) + "'s turn", "turn");
        expire_at_turn_start(ctx, id);
        return;
    }
    ctx.state.acting.clear();
    ctx.state.to_act.clear();
}

std::vector<std::string> InitiativeTurns::may_act(const TurnContext& ctx) const {
    if (ctx.state.acting.empty()) {
        return {};
    }
    return {ctx.state.acting};
}

Refusal InitiativeTurns::begin(TurnContext& ctx, const Unit& u, ActionTiming timing) const {
    if (ctx.override || timing == ActionTiming::AnyTime || ctx.state.acting == u.id) {
        return std::nullopt;
    }
    const std::string now =
        ctx.state.acting.empty() ? std::string("nobody") : ctx.name(ctx.state.acting);
    if (ctx.turn(u.id).mark("acted") > 0) {
        return "It is " + now + "'s turn; " + ctx.name(u.id) + " has had its turn this round";
    }
    return "It is " + now + "'s turn (initiative by Agility); " + ctx.name(u.id) +
           " acts later this round";
}

Result<int> InitiativeTurns::movement(const TurnContext& ctx, const Unit& u,
                                      const std::string&) const {
    if (auto sick = summoning_sickness(ctx, u)) {
        return reject(*sick);
    }
    const UnitTurn* t = ctx.state.turn_of(u.id);
    if (t == nullptr) {
        return reject(ctx.name(u.id) + " is not in the fight");
    }
    // Counted in spaces at full speed: a prone unit moves a third (seed 001
    // "Prone"), of its Move Action's spaces and its Bonus Actions' alike, so
    // each square costs it 3. The mark "movement" keeps what is left, at
    // full speed (standing up, the rest is whole again).
    const MoveRules rules = move_rules(ctx.enc, u);
    const int parts = t->mark("movement") + (t->left("ma") > 0 ? rules.full_budget : 0) +
                      t->left("ba") * kSpacesPerBonus;
    const int spaces = parts / rules.slowed_by;
    if (spaces <= 0) {
        return reject(ctx.name(u.id) + " has no Move Action or Bonus Action left to move with");
    }
    return spaces;
}

void InitiativeTurns::spend_move(TurnContext& ctx, const Unit& u, int cost,
                                 const std::string&) const {
    UnitTurn& t = ctx.turn(u.id);
    const MoveRules rules = move_rules(ctx.enc, u);
    const int per_space = rules.slowed_by;
    const int need = cost * per_space;
    int parts = t.mark("movement");
    std::vector<std::string> spent;
    if (parts < need && t.left("ma") > 0) {
        t.budget["ma"] = 0;
        parts += rules.full_budget;
        spent.push_back("its Move Action");
    }
    int bonus = 0;
    while (parts < need && t.left("ba") > 0) {
        t.budget["ba"] -= 1;
        parts += kSpacesPerBonus;
        ++bonus;
    }
    if (bonus > 0) {
        spent.push_back(std::to_string(bonus) + " Bonus Action" + (bonus > 1 ? "s" : ""));
    }
    t.set_mark("movement", std::max(0, parts - need));
    t.set_mark("spent", 1);
    if (!spent.empty()) {
        std::string text = ctx.name(u.id) + " spends ";
        for (std::size_t i = 0; i < spent.size(); ++i) {
            text += (i == 0 ? "" : " and ") + spent[i];
        }
        ctx.say(text + " to move", "turn");
    }
}

Refusal InitiativeTurns::pay(TurnContext& ctx, const Unit& u, const ActionDef& action,
                             const std::string& pay_with) const {
    if (auto sick = summoning_sickness(ctx, u); sick && !ctx.override) {
        return sick;
    }
    if (action.timing != ActionTiming::AnyTime || ctx.state.acting == u.id) {
        return TurnPolicy::pay(ctx, u, action, pay_with);
    }
    // Off turn: the action comes out of the unit's next turn (seed 001 "Prone").
    UnitTurn& t = ctx.turn(u.id);
    for (const auto& way : action.ways) {
        const ActionCost& c = way.front();
        if (!pay_with.empty() && c.pool != pay_with) {
            continue;
        }
        const std::string debt = "debt_" + c.pool;
        if (t.mark(debt) + c.amount <= full(c.pool)) {
            t.set_mark(debt, t.mark(debt) + c.amount);
            ctx.say(ctx.name(u.id) + " pays with " + label_of(c.pool) + " from its next turn",
                    "turn");
            return std::nullopt;
        }
    }
    return ctx.name(u.id) + " has no actions left from its next turn to " + action.label;
}

Refusal InitiativeTurns::delay(TurnContext& ctx, const Delay& cmd) const {
    if (cmd.what != "turn") {
        return std::string("Under this ruleset a unit delays its whole turn, not a part of it");
    }
    if (ctx.state.acting != cmd.unit) {
        return "Only the unit whose turn it is can delay it; it is " +
               (ctx.state.acting.empty() ? std::string("nobody") : ctx.name(ctx.state.acting)) +
               "'s turn";
    }
    UnitTurn& t = ctx.turn(cmd.unit);
    if (t.mark("spent") > 0) {
        return ctx.name(cmd.unit) + " has already acted this turn and can no longer delay it";
    }
    auto& order = ctx.state.order;
    if (!cmd.after.empty()) {
        const bool waiting = std::find(order.begin(), order.end(), cmd.after) != order.end() &&
                             cmd.after != cmd.unit && ctx.turn(cmd.after).mark("acted") == 0;
        if (!waiting) {
            return ctx.name(cmd.after) + " has no turn left this round to delay until";
        }
    }
    order.erase(std::find(order.begin(), order.end(), cmd.unit));
    auto at = order.end();
    if (!cmd.after.empty()) {
        at = std::find(order.begin(), order.end(), cmd.after) + 1;
    }
    order.insert(at, cmd.unit);
    t.set_mark("acted", 0); // its budget is set afresh when its turn comes
    ctx.say(
        ctx.name(cmd.unit) + " delays its turn" +
        (cmd.after.empty() ? " to the end of the round" : " until after " + ctx.name(cmd.after)));
    next_turn(ctx);
    return std::nullopt;
}

Refusal InitiativeTurns::end_turn(TurnContext& ctx, const EndTurn& cmd) const {
    if (!cmd.unit.empty() && cmd.unit != ctx.state.acting && !ctx.override) {
        return "It is not " + ctx.name(cmd.unit) + "'s turn";
    }
    if (ctx.state.acting.empty()) {
        return std::string("Nobody is taking a turn");
    }
    ctx.say(ctx.name(ctx.state.acting) + " ends its turn");
    next_turn(ctx);
    return std::nullopt;
}

Refusal InitiativeTurns::next_round(TurnContext& ctx, const EnteredRolls&) const {
    begin_round(ctx);
    return std::nullopt;
}

void InitiativeTurns::end(TurnContext& ctx) const {
    if (!fight_over(ctx)) {
        return; // no side has won
    }
    for (const Unit* u : ctx.units()) {
        const auto max = u->stats.find("mp_max");
        if (out_of_fight(*u) || max == u->stats.end() || stat_of(*u, "mp") >= max->second) {
            continue;
        }
        ctx.edit_unit(u->id).stats["mp"] = max->second;
        ctx.say(ctx.name(u->id) + " wins and has its MP replenished to " +
                    std::to_string(max->second) + " (seed 001 \"Combat rules\")",
                "turn");
    }
}

void InitiativeTurns::settle(TurnContext& ctx) const {
    const Unit* u = ctx.state.acting.empty() ? nullptr : ctx.unit(ctx.state.acting);
    if (u == nullptr || out_of_fight(*u)) {
        next_turn(ctx);
    }
    if (ctx.state.acting.empty()) {
        // Everyone has had a turn, or nobody can take one: the round ends.
        const bool anyone =
            std::any_of(ctx.state.order.begin(), ctx.state.order.end(), [&](const std::string& id) {
                const Unit* v = ctx.unit(id);
                return v != nullptr && !out_of_fight(*v);
            });
        if (anyone) {
            begin_round(ctx);
        }
    }
}

std::map<std::string, int> InitiativeTurns::budget_to_come(const TurnContext& ctx,
                                                           const Unit& u) const {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    std::map<std::string, int> out;
    for (const char* pool : {"aa", "ma", "ba"}) {
        // Less what standing up off turn took from this turn (seed 001 "Prone").
        out[pool] = std::max(0, full(pool) - (t ? t->mark(std::string("debt_") + pool) : 0));
    }
    if (has_condition(u, "weakened")) {
        out["ba"] = std::max(0, out["ba"] - 1); // "Wounds/Aiming": "remove 1 Bonus Action"
    }
    return out;
}

std::string InitiativeTurns::now_text(const TurnContext& ctx) const {
    return ctx.state.acting.empty() ? std::string("Nobody can act")
                                    : ctx.name(ctx.state.acting) + "'s turn";
}

TurnControls InitiativeTurns::controls() const {
    TurnControls c;
    c.delays = {{"turn", "Delay"}};
    c.delay_tip = "Delay the selected unit's turn to the end of the round";
    c.delay_after = true;
    return c;
}

int InitiativeTurns::pool_max(const Unit& u, const PoolLabel& pool) const {
    // Seed 001 "Free Hits/Free Hit Slots (FHS)": Agility + 1 a round.
    return pool.pool == "free_hits" ? std::max(0, freehits_agility(u) + 1) : pool.max;
}

void InitiativeTurns::describe(const TurnContext& ctx, TurnSummary& s) const {
    s.order = ctx.state.order;
    TrackerLayout& t = s.tracker;
    t.order_title = "Initiative (Agility)";
    RowGroup g;
    for (const std::string& id : s.order) {
        t.order.push_back({ctx.name(id), id == s.acting});
        if (const Unit* u = ctx.enc.find_unit(id)) {
            g.units.push_back(id);
            t.row_names[id] = std::to_string(g.units.size()) + ". " + ctx.name(id) + " (Agi " +
                              std::to_string(freehits_agility(*u)) + ")";
        }
    }
    t.groups.push_back(std::move(g));
}

} // namespace skirmish
