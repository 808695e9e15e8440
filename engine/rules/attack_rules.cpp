#include "rules/attack_rules.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

Result<AttackOutcome> roll_to_hit(TurnContext& ctx, const std::string& attacker_id,
                                  const std::string& target_id, const std::vector<int>& faces,
                                  const std::string& what) {
    return ctx.enc.ruleset.rules().attacks->to_hit(ctx, *ctx.unit(attacker_id),
                                                   *ctx.unit(target_id), faces, what);
}

Result<AttackOutcome> resolve_attack(TurnContext& ctx, const std::string& attacker_id,
                                     const std::string& target_id, const std::vector<int>& faces,
                                     std::optional<int> damage, bool critical) {
    const Unit& attacker = *ctx.unit(attacker_id);
    AttackOutcome out;
    if (critical) {
        out.hit = true;
        out.critical = true;
        ctx.say(ctx.name(attacker_id) + " takes a free critical hit on " + ctx.name(target_id),
                "roll");
    } else {
        auto rolled = roll_to_hit(ctx, attacker_id, target_id, faces, "an attack");
        if (!rolled) {
            return rolled;
        }
        out = rolled.value();
    }
    if (!out.hit) {
        const int shock =
            ctx.enc.ruleset.rules().attacks->on_miss(*ctx.unit(attacker_id), *ctx.unit(target_id));
        if (shock > 0) {
            ctx.say(ctx.name(target_id) + " takes " + std::to_string(shock) + " Shock", "roll");
            apply_damage(ctx, target_id, shock);
            out.damage = shock;
        }
        return out;
    }
    const int base = damage.value_or(std::max(0, stat_of(attacker, "damage")));
    out.damage = out.critical ? 2 * base : base;
    if (out.damage > 0) {
        apply_damage(ctx, target_id, out.damage);
    }
    return out;
}

void apply_damage(TurnContext& ctx, const std::string& target, int damage) {
    const Unit& u = *ctx.unit(target);
    const std::string name = ctx.name(target);
    const HealthModel& health = ctx.enc.ruleset.rules().health;
    const std::vector<std::string>& pools = health.pools;
    if (std::none_of(pools.begin(), pools.end(), [&](auto& p) { return u.stats.contains(p); })) {
        ctx.say(name + " takes " + std::to_string(damage) + " damage (it has no " + pools.back() +
                    " stat to take it from)",
                "roll");
        return;
    }
    Unit& e = ctx.edit_unit(target);
    int left = damage;
    for (const std::string& pool : pools) {
        if (left <= 0 || !e.stats.contains(pool)) {
            continue;
        }
        const int taken = std::min(left, std::max(0, e.stats[pool]));
        e.stats[pool] -= taken;
        left -= taken;
    }
    const int remaining = e.stats.contains(pools.back()) ? e.stats[pools.back()] : 1;
    ctx.say(name + " takes " + std::to_string(damage) + " damage (" + pools.back() + " " +
                std::to_string(remaining) + ")",
            "roll");
    if (remaining <= 0 && ctx.set_condition(target, health.down, true)) {
        ctx.say(name + " is " + health.down, "turn");
    }
}

} // namespace skirmish
