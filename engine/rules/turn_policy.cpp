#include "rules/turn_policy.h"

#include "rules/grabs.h"
#include "rules/ruleset.h"
#include "rules/screens.h"
#include "rules/turn_summary.h"

#include <algorithm>

namespace skirmish {

Refusal TurnPolicy::pay(TurnContext& ctx, const Unit& u, const ActionDef& action,
                        const std::string& pay_with) const {
    if (action.ways.empty()) {
        return std::nullopt;
    }
    UnitTurn& t = ctx.turn(u.id);
    const std::vector<ActionCost>* missing = nullptr;
    for (const auto& way : action.ways) {
        const bool named = pay_with.empty() || std::any_of(way.begin(), way.end(), [&](auto& c) {
                               return c.pool == pay_with;
                           });
        if (!named) {
            continue;
        }
        const bool affordable = std::all_of(way.begin(), way.end(), [&](const ActionCost& c) {
            return t.left(c.pool) >= c.amount;
        });
        if (affordable || ctx.override) {
            for (const ActionCost& c : way) {
                t.budget[c.pool] = std::max(0, t.left(c.pool) - c.amount);
            }
            t.set_mark("spent", 1);
            return std::nullopt;
        }
        if (missing == nullptr) {
            missing = &way;
        }
    }
    if (missing == nullptr) {
        return action.label + " cannot be paid with " + label_of(pay_with);
    }
    std::string need;
    for (const ActionCost& c : *missing) {
        need += (need.empty() ? "" : " and ") + std::to_string(c.amount) + " " + label_of(c.pool);
    }
    return ctx.name(u.id) + " has not got " + need + " left for " + action.label;
}

Result<Performed> TurnPolicy::after_pay(TurnContext&, const Unit&, const TakeAction&) const {
    return Performed::Done;
}

std::string TurnPolicy::cost_now(const TurnContext&, const Unit&, const ActionDef&) const {
    return {};
}

void TurnPolicy::after_action(TurnContext&, const Unit&, const TakeAction&,
                              const ActionDef&) const {}

Refusal TurnPolicy::delay(TurnContext&, const Delay&) const {
    return std::string("This ruleset has no delaying");
}

Refusal TurnPolicy::pass(TurnContext&, const Pass&) const {
    return std::string("This ruleset has no passing: end the unit's turn instead");
}

Refusal TurnPolicy::choose_first(TurnContext&, const ChooseFirst&) const {
    return std::string("Under this ruleset nobody chooses who acts first");
}

void TurnPolicy::end(TurnContext&) const {}

Refusal TurnPolicy::target_refusal(const TurnContext&, const Unit&, const ActionDef&,
                                   const Unit&) const {
    return std::nullopt;
}

Refusal TurnPolicy::condition_changed(TurnContext&, const std::string&, const std::string&,
                                      bool) const {
    return std::nullopt;
}

std::map<std::string, int> TurnPolicy::budget_to_come(const TurnContext&, const Unit&) const {
    return {};
}

std::string TurnPolicy::label_of(const std::string& pool) const {
    for (const PoolLabel& p : pools()) {
        if (p.pool == pool) {
            return p.full_label();
        }
    }
    return pool;
}

Result<Performed> perform_action(TurnContext& ctx, const TurnPolicy& policy,
                                 const TakeAction& cmd) {
    const Unit& u = *ctx.unit(cmd.unit);
    const ActionDef& def = *find_action(ctx.enc.ruleset, cmd.action);
    if (out_of_fight(u) && !ctx.override) {
        return reject(out_reason(ctx, u) + " and cannot act");
    }
    if (auto no = policy.begin(ctx, u, def.timing)) {
        return reject(*no);
    }
    for (const ActionCost& c : def.spends) {
        if (u.stats.contains(c.pool) && stat_of(u, c.pool) < c.amount && !ctx.override) {
            return reject(ctx.name(u.id) + " has " + std::to_string(stat_of(u, c.pool)) + " " +
                          c.pool + ", and " + def.label + " needs " + std::to_string(c.amount));
        }
    }
    ctx.say(ctx.name(u.id) + ": " + def.label +
            (cmd.target.empty() ? std::string() : " (" + ctx.name(cmd.target) + ")"));
    if (auto no = policy.pay(ctx, u, def, cmd.pay_with)) {
        return reject(*no);
    }
    for (const ActionCost& c : def.spends) {
        if (u.stats.contains(c.pool)) {
            Unit& e = ctx.edit_unit(u.id);
            e.stats[c.pool] = std::max(0, e.stats[c.pool] - c.amount);
            ctx.say(ctx.name(u.id) + " spends " + std::to_string(c.amount) + " " + c.pool + " (" +
                        std::to_string(e.stats[c.pool]) + " left)",
                    "turn");
        }
    }
    auto paid = policy.after_pay(ctx, u, cmd);
    if (!paid || paid.value() == Performed::Begun) {
        return paid; // refused, or its effects come when it is finished
    }
    if (!def.asks.empty()) { // a rule the GM judges (ActionDef::asks)
        ctx.say("GM: " + def.asks, "rule");
    }
    if (!def.sets_condition.empty()) {
        ctx.set_condition(u.id, def.sets_condition, true);
        note_ward(ctx, def, u.id, cmd.target); // seed 002 "Screen an Ally (Move)"
    }
    if (def.drops_weapons) { // cited as the condition it sets is
        const ConditionDef* cd =
            find_condition(ctx.enc.ruleset.rules().conditions, def.sets_condition);
        drop_all_weapons(ctx, u.id, cd != nullptr ? cd->source : def.label);
    }
    if (!def.clears_condition.empty()) {
        ctx.set_condition(u.id, def.clears_condition, false);
    }
    // The Regroup action (rules/regroup.h): this round's Regroup is spent.
    const Ruleset& rules = ctx.enc.ruleset.rules();
    if (def.id == rules.squads.regroup_action || def.id == rules.modifiers.regroup_action) {
        ctx.turn(u.id).set_mark("regrouped", ctx.state.round);
    }
    policy.after_action(ctx, *ctx.unit(u.id), cmd, def);
    return Performed::Done;
}

const TurnPolicy& turn_policy(RulesetId ruleset) {
    return *ruleset.rules().turns;
}

TurnControls TurnPolicy::controls() const {
    return {};
}

int TurnPolicy::pool_max(const Unit&, const PoolLabel& pool) const {
    return pool.max;
}

void TurnPolicy::describe(const TurnContext& ctx, TurnSummary& s) const {
    const CombatState& st = ctx.state;
    s.order = st.order;
    TrackerLayout& t = s.tracker;
    t.order_title = "Alternation";
    t.current_suffix = " \u2014 their pick";
    for (const std::string& id : s.order) {
        t.order.push_back({ctx.side_name(id), id == s.to_act});
        RowGroup g{ctx.side_name(id), id, id == s.to_act, id, {}};
        for (const Unit& u : ctx.enc.units) {
            if (u.side == id && st.turn_of(u.id) != nullptr) {
                g.units.push_back(u.id);
            }
        }
        t.groups.push_back(std::move(g));
    }
}

std::string TurnPolicy::status_of(const TurnContext& ctx, const Unit& u) const {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    return t != nullptr && (t->mark("acted") > 0 || t->mark("done") > 0) ? "done" : "waiting";
}

bool TurnPolicy::at_round_start(const TurnContext&) const {
    return true;
}

std::string TurnPolicy::opening_round_name() const {
    return "Surprise round";
}

bool TurnPolicy::banner_names_actor() const {
    return true;
}

} // namespace skirmish
