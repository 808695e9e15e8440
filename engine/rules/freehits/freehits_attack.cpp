#include "rules/freehits/freehits_attack.h"

namespace skirmish {

Result<AttackOutcome> FreehitsAttack::to_hit(TurnContext& ctx, const Unit& attacker,
                                             const Unit& target, const std::vector<int>& faces,
                                             const std::string& what) const {
    const std::string who = ctx.name(attacker.id);
    auto roll = ctx.roll(DiceExpr{1, 20}, faces, who, what + " on " + ctx.name(target.id));
    if (!roll) {
        return roll.rejection();
    }
    AttackOutcome out;
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

} // namespace skirmish
