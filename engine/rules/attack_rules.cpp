#include "rules/attack_rules.h"

#include "rules/health.h"
#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

Result<AttackOutcome> roll_to_hit(TurnContext& ctx, const std::string& attacker_id,
                                  const std::string& target_id, const std::vector<int>& faces,
                                  const std::string& what) {
    auto check = ctx.enc.ruleset.rules().attacks->check(ctx.enc, *ctx.unit(attacker_id),
                                                        *ctx.unit(target_id));
    if (!check) {
        return check.rejection();
    }
    return roll_check(ctx, check.value(), attacker_id, target_id, faces, what);
}

namespace {

/// The face at `i` of the GM's faces, as a list (empty: roll it).
std::vector<int> face_at(const std::vector<int>& faces, std::size_t i) {
    return faces.size() > i ? std::vector<int>{faces[i]} : std::vector<int>{};
}

/// Climbs the critical chain (seed 001 "Auto Fails/Criticals"): each die
/// showing its highest face reaches the next step.
Result<int> climb_chain(TurnContext& ctx, const AttackCheck& check, const std::string& attacker,
                        const std::vector<int>& faces) {
    int reached = 0;
    for (const ChainStep& step : check.critical_chain) {
        auto die =
            ctx.roll(DiceExpr{1, step.sides}, face_at(faces, 1 + reached), ctx.name(attacker),
                     "the critical (a " + std::to_string(step.sides) + " is a " + step.name + ")");
        if (!die) {
            return die.rejection();
        }
        if (die.value().total != step.sides) {
            break;
        }
        ++reached;
        ctx.say("A " + step.name + "!", "roll");
    }
    return reached;
}

} // namespace

Result<AttackOutcome> resolve_attack(TurnContext& ctx, const std::string& attacker_id,
                                     const std::string& target_id, const std::vector<int>& faces,
                                     std::optional<int> damage, bool critical,
                                     const std::string& action) {
    AttackSituation situation;
    situation.action = action;
    auto checked = ctx.enc.ruleset.rules().attacks->check(ctx.enc, *ctx.unit(attacker_id),
                                                          *ctx.unit(target_id), situation);
    if (!checked) {
        return checked.rejection();
    }
    const AttackCheck& check = checked.value();
    AttackOutcome out;
    if (critical) {
        out.hit = true;
        out.critical = true;
        ctx.say(ctx.name(attacker_id) + " takes a free critical hit on " + ctx.name(target_id),
                "roll");
    } else {
        auto rolled =
            roll_check(ctx, check, attacker_id, target_id, face_at(faces, 0), "an attack");
        if (!rolled) {
            return rolled;
        }
        out = rolled.value();
        if (out.critical && !check.critical_chain.empty()) {
            auto chain = climb_chain(ctx, check, attacker_id, faces);
            if (!chain) {
                return chain.rejection();
            }
            out.chain = chain.value();
        }
    }
    if (!out.hit) {
        if (!check.miss_marks_target.empty() && ctx.state.active) {
            ctx.turn(target_id).set_mark(check.miss_marks_target, 1);
            ctx.say(check.shock_note, "roll");
        }
        if (check.shock > 0) {
            ctx.say(ctx.name(target_id) + " takes " + std::to_string(check.shock) + " Shock",
                    "roll");
            apply_damage(ctx, target_id, check.shock, attacker_id);
            out.damage = check.shock;
        }
        return out;
    }
    const HealthModel& health = ctx.enc.ruleset.rules().health;
    const int steps = static_cast<int>(check.critical_chain.size());
    out.defeats = steps > 0 && out.chain == steps;
    // The GM's damage replaces the stat's, not the rules' bonus or the
    // Shock floor (seed 002 "Damage").
    const int base = damage ? std::max(*damage + check.damage_bonus, check.shock) : check.damage;
    out.damage = out.defeats    ? std::max(1, health_left(*ctx.unit(target_id), health))
                 : out.critical ? base << (1 + out.chain)
                                : base;
    if (out.damage > 0) {
        apply_damage(ctx, target_id, out.damage, attacker_id);
    }
    return out;
}

} // namespace skirmish
