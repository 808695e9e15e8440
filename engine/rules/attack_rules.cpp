#include "rules/attack_rules.h"

#include "geometry/sight.h"

#include <algorithm>

namespace skirmish {
namespace {

/// -2 for half cover, -4 for full cover (seed 002 table), or nullopt when
/// the attacker has no line of sight at all.
std::optional<int> cover_modifier(const Encounter& enc, const Unit& attacker, const Unit& target) {
    const Sight sight(enc.map);
    const CoverResult r = sight.cover(sight_square(attacker.cell, attacker.size),
                                      sight_square(target.cell, target.size));
    if (!r.sight.visible) {
        return std::nullopt;
    }
    return r.cover == Cover::Full ? -4 : r.cover == Cover::Half ? -2 : 0;
}

std::string signed_text(int v) {
    return (v >= 0 ? "+" : "") + std::to_string(v);
}

} // namespace

Result<AttackOutcome> roll_to_hit(TurnContext& ctx, const std::string& attacker_id,
                                  const std::string& target_id, const std::vector<int>& faces,
                                  const std::string& what) {
    const Unit& attacker = *ctx.unit(attacker_id);
    const Unit& target = *ctx.unit(target_id);
    const std::string who = ctx.name(attacker_id);
    const std::string whom = ctx.name(target_id);
    const std::string why = what + " on " + whom;
    AttackOutcome out;
    switch (ctx.enc.ruleset) {
    case RulesetId::Freehits: {
        auto roll = ctx.roll(DiceExpr{1, 20}, faces, who, why);
        if (!roll) {
            return roll.rejection();
        }
        out.natural = roll.value().total;
        const int accuracy = stat_of(attacker, "accuracy");
        const int need = (has_condition(target, "prone") ? 5 : 10) + stat_of(target, "agility");
        const int total = out.natural + accuracy;
        out.critical = out.natural == 20;
        out.hit = out.natural != 1 && (out.critical || total >= need);
        ctx.say(who + " rolls " + std::to_string(out.natural) + signed_text(accuracy) + " = " +
                    std::to_string(total) + " against " + std::to_string(need) + ": " +
                    (out.natural == 1 ? "a natural 1, an auto fail"
                     : out.critical   ? "a natural 20, a critical hit"
                     : out.hit        ? "a hit"
                                      : "a miss"),
                "roll");
        return out;
    }
    case RulesetId::Sides: {
        auto cover = cover_modifier(ctx.enc, attacker, target);
        if (!cover) {
            return reject(who + " has no line of sight to " + whom);
        }
        auto roll = ctx.roll(DiceExpr{1, 20}, faces, who, why);
        if (!roll) {
            return roll.rejection();
        }
        out.natural = roll.value().total;
        const int bonus = stat_of(attacker, "attack");
        const int ac = stat_of(target, "ac", 10);
        const int total = out.natural + bonus + *cover;
        out.hit = total >= ac;
        ctx.say(who + " rolls " + std::to_string(out.natural) + signed_text(bonus) +
                    (*cover != 0 ? " " + signed_text(*cover) + " (cover)" : std::string()) + " = " +
                    std::to_string(total) + " against AC " + std::to_string(ac) + ": " +
                    (out.hit ? "a hit" : "a miss"),
                "roll");
        return out;
    }
    default:
        out.hit = true;
        ctx.say(who + " hits " + whom, "roll");
        return out;
    }
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
        // sides: Shock on a miss (seed 002 "Shock").
        const int shock = ctx.enc.ruleset == RulesetId::Sides ? stat_of(attacker, "shock") : 0;
        const int ac = stat_of(*ctx.unit(target_id), "ac", 10);
        if (shock > 0 &&
            (!attacker.stats.contains("shock_ac") || ac <= stat_of(attacker, "shock_ac"))) {
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
    std::vector<std::string> pools;
    std::string down;
    switch (ctx.enc.ruleset) {
    case RulesetId::Phases:
        pools = {"hits"};
        down = "croaked";
        break;
    case RulesetId::Freehits:
        pools = {"hp"};
        down = "unconscious";
        break;
    case RulesetId::Sides:
        pools = {"hp"};
        down = "mortally injured";
        break;
    case RulesetId::Factions:
        pools = {"health"};
        down = "incapacitated";
        break;
    case RulesetId::Teams:
        pools = {"endurance", "health"};
        down = "unconscious";
        break;
    }
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
    if (remaining <= 0 && ctx.set_condition(target, down, true)) {
        ctx.say(name + " is " + down, "turn");
    }
}

} // namespace skirmish
