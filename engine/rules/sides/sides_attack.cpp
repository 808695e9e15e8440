#include "rules/sides/sides_attack.h"

#include "geometry/sight.h"

namespace skirmish {
namespace {

/// -2 for half cover, -4 for full cover (seed 002 "Situation Mod"), or
/// nullopt when the attacker has no line of sight at all.
std::optional<int> cover_modifier(const Encounter& enc, const Unit& attacker, const Unit& target) {
    const Sight sight(enc.map);
    const CoverResult r = sight.cover(sight_square(attacker.cell, attacker.size),
                                      sight_square(target.cell, target.size));
    if (!r.sight.visible) {
        return std::nullopt;
    }
    return r.cover == Cover::Full ? -4 : r.cover == Cover::Half ? -2 : 0;
}

} // namespace

Result<AttackOutcome> SidesAttack::to_hit(TurnContext& ctx, const Unit& attacker,
                                          const Unit& target, const std::vector<int>& faces,
                                          const std::string& what) const {
    const std::string who = ctx.name(attacker.id);
    const std::string whom = ctx.name(target.id);
    auto cover = cover_modifier(ctx.enc, attacker, target);
    if (!cover) {
        return reject(who + " has no line of sight to " + whom);
    }
    auto roll = ctx.roll(DiceExpr{1, 20}, faces, who, what + " on " + whom);
    if (!roll) {
        return roll.rejection();
    }
    AttackOutcome out;
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

int SidesAttack::on_miss(const Unit& attacker, const Unit& target) const {
    const int shock = stat_of(attacker, "shock");
    const int ac = stat_of(target, "ac", 10);
    if (shock > 0 &&
        (!attacker.stats.contains("shock_ac") || ac <= stat_of(attacker, "shock_ac"))) {
        return shock;
    }
    return 0;
}

} // namespace skirmish
