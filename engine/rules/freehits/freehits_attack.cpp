#include "rules/freehits/freehits_attack.h"

#include "movement/move_rules.h"
#include "rules/reactions.h"

#include <algorithm>

namespace skirmish {
namespace {

const std::string kBonus = "seed 001 \"Bonus Actions\"";
const std::string kWounds = "seed 001 \"Wounds/Aiming\"";

} // namespace

int freehits_agility(const Unit& u) {
    return stat_of(u, "agility") - (has_condition(u, "slowed") ? 1 : 0);
}

Result<AttackCheck> FreehitsAttack::check(const Encounter& enc, const Unit& attacker,
                                          const Unit& target,
                                          const AttackSituation& situation) const {
    AttackCheck c;
    c.modifiers.push_back(
        {"Accuracy", stat_of(attacker, "accuracy"), "seed 001 \"Attacking\"", false, true});
    if (has_condition(attacker, "boosted accuracy")) {
        c.modifiers.push_back({"boosted accuracy", 1, kBonus});
    }
    // "Wounds/Aiming": the aimed target, and the wounds the attacker bears.
    const std::string& aim = situation.action;
    c.wound_at = 6;
    if (aim == "aim_center") {
        c.modifiers.push_back({"aimed at the center mass", 1, kWounds});
    } else if (aim == "aim_slowing") {
        c.wounds = {"slowed"};
    } else if (aim == "aim_weakening") {
        c.wounds = {"weakened"};
    } else if (aim == "aim_disrupting") {
        c.wounds = {"disrupted", "dazzled"};
    } else if (aim == "aim_fatal") {
        c.wound_die = 4;
        c.wound_extra = 16;
    }
    if (has_condition(attacker, "disrupted")) {
        c.modifiers.push_back({"disrupted by a wound", -1, kWounds});
    }
    if (has_condition(attacker, "dazzled")) {
        c.modifiers.push_back({"disrupted this round", -2, kWounds});
    }
    const int agility = freehits_agility(target);
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
