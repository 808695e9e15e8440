#pragma once
/// @file The sides attack (seed 002 "Attack Rolls", "Situation Mod",
/// "Damage", "Shock", "Charge", "Total Defense", "Go Prone"): d20 + stat
/// `attack` >= the target's `ac` (10 without one). Situation: -2 half and
/// -4 full cover seen from the attacker's square (geometry/sight.h), +2 on
/// an adjacent prone foe, -2 on a distant one, -4 attacking in melee while
/// prone; the target's AC is -2 while it is `charging` and +2 under `total
/// defense`. No attack without a line of sight. A melee attack needs the
/// target in melee range; a ranged attack with an enemy in melee range is at
/// -4, and impossible with a `Bow` special ("Make a Ranged Attack"); a Snap
/// Attack is at -4, a melee attack in melee range and a ranged one (which
/// needs a `range`) farther off, with that attack's checks; an attack at the
/// end of a Charge (the attacker is `charging`) at +2, and refused when it
/// is a shot (ranged, not with a thrown weapon). On a miss, Shock: the
/// attacker's `shock` when the target's `ac` <= its `shock_ac` (or always
/// without `shock_ac`), none under Total Defense, none the first time in a
/// round for a target with the `Shield` special; a hit never does less.

#include "rules/attack_model.h"

namespace skirmish {

class SidesAttack final : public AttackModel {
public:
    Result<AttackCheck> check(const Encounter& enc, const Unit& attacker, const Unit& target,
                              const AttackSituation& situation = {}) const override;
};

} // namespace skirmish
