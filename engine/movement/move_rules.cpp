#include "movement/move_rules.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

MoveRules move_rules(const Encounter& enc, const Unit& mover) {
    return enc.ruleset.rules().movement.rules_for(enc, mover);
}

int melee_reach(const Encounter& enc, const Unit& unit) {
    return enc.ruleset.rules().movement.melee_reach(unit);
}

bool armed_for_melee(const Unit& unit) {
    if (!unit.weapons.empty()) { // seed 002: "armed with a melee weapon"
        return std::any_of(unit.weapons.begin(), unit.weapons.end(), [](const Weapon& w) {
            return w.kind == WeaponKind::Melee || w.kind == WeaponKind::Thrown;
        });
    }
    if (unit.specials.count("melee") > 0) {
        return true;
    }
    return unit.specials.count("unarmed") == 0 && unit.specials.count("ranged") == 0;
}

bool has_melee_attack(const Unit& unit) {
    if (!unit.weapons.empty()) {
        return std::any_of(unit.weapons.begin(), unit.weapons.end(),
                           [](const Weapon& w) { return w.melee(); });
    }
    return unit.specials.count("melee") > 0 || unit.specials.count("ranged") == 0;
}

} // namespace skirmish
