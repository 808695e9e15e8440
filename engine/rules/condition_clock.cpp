#include "rules/condition_clock.h"

#include "rules/ruleset.h"
#include "rules/turn_context.h"

#include <vector>

namespace skirmish {
namespace {

void end_condition(TurnContext& ctx, const std::string& unit, const std::string& id) {
    const ConditionDef* def = find_condition(ctx.enc.ruleset.rules().conditions, id);
    if (ctx.set_condition(unit, id, false)) {
        ctx.say(possessive(ctx.name(unit)) + " " + (def != nullptr ? def->word() : id) + " ends",
                "turn");
    }
}

} // namespace

void expire_at_round_start(TurnContext& ctx) {
    const auto& catalogue = ctx.enc.ruleset.rules().conditions;
    for (const Unit* u : ctx.units()) {
        const std::string id = u->id;
        for (const ConditionDef& c : catalogue) {
            if (c.lasts == Lasts::Round && !ctx.unit(id)->condition_rounds.contains(c.id)) {
                end_condition(ctx, id, c.id);
            }
        }
        if (ctx.unit(id)->condition_rounds.empty()) {
            continue;
        }
        std::vector<std::string> ran_out;
        for (auto& [condition, left] : ctx.edit_unit(id).condition_rounds) {
            if (--left <= 0) {
                ran_out.push_back(condition);
            }
        }
        for (const std::string& condition : ran_out) {
            end_condition(ctx, id, condition);
            ctx.edit_unit(id).condition_rounds.erase(condition);
        }
    }
}

void expire_at_fight_end(TurnContext& ctx) {
    const auto& catalogue = ctx.enc.ruleset.rules().conditions;
    for (const Unit* u : ctx.units()) {
        const std::string id = u->id;
        for (const ConditionDef& c : catalogue) {
            if (c.lasts != Lasts::UntilCleared && !ctx.unit(id)->condition_rounds.contains(c.id)) {
                end_condition(ctx, id, c.id);
            }
        }
    }
}

void expire_on_attack(TurnContext& ctx, const std::string& target) {
    for (const ConditionDef& c : ctx.enc.ruleset.rules().conditions) {
        if (c.ends_when_attacked && ctx.set_condition(target, c.id, false)) {
            ctx.say("The attack breaks " + possessive(ctx.name(target)) + " " + c.word(), "turn");
        }
    }
}

void expire_at_turn_start(TurnContext& ctx, const std::string& unit) {
    const Unit* u = ctx.unit(unit);
    if (u == nullptr) {
        return;
    }
    for (const ConditionDef& c : ctx.enc.ruleset.rules().conditions) {
        if (c.lasts == Lasts::UntilOwnTurn && !u->condition_rounds.contains(c.id)) {
            end_condition(ctx, unit, c.id);
            u = ctx.unit(unit);
        }
    }
}

} // namespace skirmish
