#include "rules/alternating_turns.h"

#include <algorithm>

namespace skirmish {

Refusal AlternatingTurns::not_eligible(const TurnContext& ctx, const Unit& u) const {
    if (out_of_fight(u)) {
        return out_reason(ctx, u) + " and loses its turn";
    }
    const UnitTurn* t = ctx.state.turn_of(u.id);
    if (t != nullptr && t->mark("acted") > 0) {
        return ctx.name(u.id) + " has already taken its turn this round";
    }
    return std::nullopt;
}

bool AlternatingTurns::has_eligible(const TurnContext& ctx, const std::string& side) const {
    const auto members = ctx.members(side);
    return std::any_of(members.begin(), members.end(),
                       [&](const Unit* u) { return !not_eligible(ctx, *u); });
}

std::vector<std::string> AlternatingTurns::may_act(const TurnContext& ctx) const {
    if (!ctx.state.acting.empty()) {
        return {ctx.state.acting};
    }
    std::vector<std::string> out;
    for (const Unit* u : ctx.members(ctx.state.to_act)) {
        if (!not_eligible(ctx, *u)) {
            out.push_back(u->id);
        }
    }
    return out;
}

Refusal AlternatingTurns::begin(TurnContext& ctx, const Unit& u, ActionTiming timing) const {
    if (ctx.state.acting == u.id) {
        return std::nullopt;
    }
    if (timing == ActionTiming::Reaction) {
        return react(ctx, u);
    }
    if (ctx.override) {
        // The GM's override skips the checks, but a unit that could take
        // its turn now takes it, as a plain move or action would start it
        // (issue 15: "a dropped unit starts its turn as the ruleset says").
        if (ctx.state.acting.empty() && u.side == ctx.state.to_act && !not_eligible(ctx, u)) {
            take_turn(ctx, u);
        }
        return std::nullopt;
    }
    if (!ctx.state.acting.empty()) {
        return "It is " + ctx.name(ctx.state.acting) + "'s turn; end it before " + ctx.name(u.id) +
               " acts";
    }
    if (u.side != ctx.state.to_act) {
        return "It is " + possessive(ctx.side_name(ctx.state.to_act)) + " pick (" + ctx.name(u.id) +
               " acts when " + ctx.side_name(u.side) + " have the pick)";
    }
    if (auto why = not_eligible(ctx, u)) {
        return why;
    }
    take_turn(ctx, u);
    return std::nullopt;
}

void AlternatingTurns::take_turn(TurnContext& ctx, const Unit& u) const {
    ctx.state.acting = u.id;
    ctx.state.passes = 0;
    UnitTurn& t = ctx.turn(u.id);
    t.set_mark("acted", 1);
    ctx.say(ctx.name(u.id) + " takes a turn", "turn");
    fresh_turn(ctx, u);
}

void AlternatingTurns::after_action(TurnContext& ctx, const Unit& u, const TakeAction&,
                                    const ActionDef& action) const {
    if (action.ends_turn && ctx.state.acting == u.id) {
        finish_turn(ctx);
    }
}

void AlternatingTurns::finish_turn(TurnContext& ctx) const {
    ctx.state.acting.clear();
    after_turn(ctx);
}

std::string AlternatingTurns::side_after(const TurnContext& ctx, const std::string& side) {
    const auto& order = ctx.state.order;
    auto it = std::find(order.begin(), order.end(), side);
    if (it == order.end() || ++it == order.end()) {
        return order.empty() ? std::string() : order.front();
    }
    return *it;
}

Refusal AlternatingTurns::end_turn(TurnContext& ctx, const EndTurn& cmd) const {
    if (ctx.state.acting.empty()) {
        const Unit* u = cmd.unit.empty() ? nullptr : ctx.unit(cmd.unit);
        if (u == nullptr) {
            return "Nobody is taking a turn: " + ctx.side_name(ctx.state.to_act) + " have the pick";
        }
        // A member the side may pick takes its turn and does nothing with
        // it: the turn is spent (seed 003 "Combat procedure": "Each
        // character can only take turn once per round"; seed 004
        // "Initiative and Rounds": "each participant ... will get one turn").
        if (auto why = begin(ctx, *u, ActionTiming::OnTurn)) {
            return why;
        }
        if (ctx.state.acting != u->id) { // the GM's override skipped the checks
            ctx.state.acting = u->id;
            ctx.turn(u->id).set_mark("acted", 1);
        }
    }
    if (!cmd.unit.empty() && cmd.unit != ctx.state.acting && !ctx.override) {
        return "It is " + ctx.name(ctx.state.acting) + "'s turn, not " + ctx.name(cmd.unit) + "'s";
    }
    ctx.say(ctx.name(ctx.state.acting) + " ends its turn");
    finish_turn(ctx);
    return std::nullopt;
}

Refusal AlternatingTurns::condition_changed(TurnContext& ctx, const std::string& unit,
                                            const std::string& condition, bool on) const {
    if (on && ctx.state.acting == unit && out_of_fight(*ctx.unit(unit))) {
        ctx.say(ctx.name(unit) + " is " + condition + ": its turn ends", "turn");
        finish_turn(ctx);
    }
    return std::nullopt;
}

std::string AlternatingTurns::now_text(const TurnContext& ctx) const {
    if (!ctx.state.acting.empty()) {
        return ctx.name(ctx.state.acting) + "'s turn";
    }
    if (ctx.state.to_act.empty()) {
        return "Nobody can act";
    }
    return possessive(ctx.side_name(ctx.state.to_act)) + " pick";
}

} // namespace skirmish
