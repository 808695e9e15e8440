#include "rules/sides/total_defense.h"

#include "rules/health.h"
#include "rules/ruleset.h"
#include "rules/surprise.h"
#include "rules/turn_policy.h"

#include <algorithm>

namespace skirmish {
namespace {

const char* kAnswer = "total_defense";
const char* kCondition = "total defense";
const char* kSource = "seed 002 \"Total Defense (Instant)\"";

} // namespace

bool sides_holds_hit(const TurnContext& ctx, const std::string& target, const std::string&) {
    const Unit* u = ctx.unit(target);
    const UnitTurn* t = ctx.state.turn_of(target);
    if (u == nullptr || t == nullptr || out_of_fight(*u) || has_condition(*u, kCondition)) {
        return false;
    }
    if (surprised_now(ctx.state, u->side)) {
        return false; // a surprised side does not act in the surprise round
    }
    // "You cannot take this action if you have already spent your Main
    // Action for the round."
    return t->left("main") > 0;
}

std::optional<std::string> sides_answer_refusal(const TurnContext& ctx, const PendingReaction& p,
                                                const std::string& as) {
    if (as != kAnswer) {
        return "Answer the hit with \"total_defense\", or take it";
    }
    if (!sides_holds_hit(ctx, p.by, p.against)) {
        return ctx.name(p.by) + " can no longer take Total Defense (" + std::string(kSource) + ")";
    }
    return std::nullopt;
}

std::optional<std::string> sides_answer_hit(TurnContext& ctx, const PendingReaction& p,
                                            const Respond& cmd) {
    if (!p.held) {
        return std::string("No hit is waiting for an answer");
    }
    const std::string name = ctx.name(p.by);
    const int damage = p.damage.value_or(0);
    if (!cmd.take) {
        ctx.say(name + " takes the hit", "reaction");
        if (damage > 0) {
            apply_damage(ctx, p.by, damage, p.against);
        }
        return std::nullopt;
    }
    const std::string as = cmd.as.empty() ? std::string(kAnswer) : cmd.as;
    if (auto why = sides_answer_refusal(ctx, p, as); why && !ctx.override) {
        return why;
    }
    // Paid as the Instant action: the Main Action, and the condition for
    // the rest of the round (it lasts until the unit's side's next turn).
    if (auto done = perform_action(ctx, *ctx.enc.ruleset.rules().turns, TakeAction{p.by, as});
        !done) {
        return done.reason();
    }
    ctx.say(name + " takes Total Defense after seeing the roll: AC +2 turns the " +
                std::to_string(p.held->result) + " into a miss, and no Shock (" + kSource + ")",
            "reaction");
    ctx.log.back().missed = p.by;
    return std::nullopt;
}

std::string describe_total_defense(const TurnContext& ctx, const PendingReaction& p) {
    const std::string damage =
        p.damage ? " (" + std::to_string(*p.damage) + " damage)" : std::string();
    return ctx.name(p.by) + " is hit by " + ctx.name(p.against) + " with " +
           std::to_string(p.held ? p.held->result : 0) + damage +
           ": Total Defense now (AC +2) makes it a miss, or take the hit (" + kSource + ")";
}

} // namespace skirmish
