#include "rules/freehits/freehits_attack.h"

#include "movement/move_rules.h"
#include "rules/reactions.h"

#include <algorithm>

namespace skirmish {
namespace {

const std::string kBonus = "seed 001 \"Bonus Actions\"";

} // namespace

Result<AttackCheck> FreehitsAttack::check(const Encounter& enc, const Unit& attacker,
                                          const Unit& target,
                                          const AttackSituation& situation) const {
    AttackCheck c;
    c.modifiers.push_back(
        {"Accuracy", stat_of(attacker, "accuracy"), "seed 001 \"Attacking\"", false, true});
    if (has_condition(attacker, "boosted accuracy")) {
        c.modifiers.push_back({"boosted accuracy", 1, kBonus});
    }
    const int agility = stat_of(target, "agility");
    c.need = 10 + agility;
    if (has_condition(target, "flat-footed")) {
        c.modifiers.push_back(
            {"target flat-footed: hit on 5", 5 - c.need, "seed 001 \"Flat Footed\"", true});
        c.need = 5;
    } else if (has_condition(target, "prone")) {
        c.modifiers.push_back({"target prone: hit on 5 + Agility", -5, "seed 001 \"Prone\"", true});
        c.need -= 5;
    } else if (has_condition(target, "boosted dodge")) {
        c.modifiers.push_back({"target boosted its dodge", 1, kBonus, true});
        c.need += 1;
    }
    c.critical_on = 20;
    c.fumble_on = 1;
    c.critical_chain = {{4, "super critical"}, {6, "decisive victory"}};
    if (answers_natural_one(enc, attacker, target, situation.pass)) {
        c.fumble_chain = {{4, "tragedy"}, {6, "fatal blow"}};
    }
    c.damage = std::max(0, stat_of(attacker, "damage"));
    if (has_condition(attacker, "boosted damage") &&
        squares_between(attacker, target) <= melee_reach(enc, attacker)) {
        c.damage += 1;
        c.damage_bonus += 1;
        c.damage_modifiers.push_back({"boosted melee damage", 1, kBonus});
    }
    return c;
}

} // namespace skirmish
