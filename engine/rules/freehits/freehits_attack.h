#pragma once
/// @file The freehits attack (seed 001 "Attacking", "Auto
/// Fails/Criticals", "Flat Footed", "Prone", "Bonus Actions"): d20 + stat
/// `accuracy` (+1 while `boosted accuracy`) >= the target's `agility` + 10
/// (+1 while it is `boosted dodge`); a `flat-footed` target is hit on 5, a
/// prone one on 5 + agility, and neither dodges. A natural 20 is a
/// critical hit (double damage; a d4 of 4 makes it super critical, double
/// again; then a d6 of 6 defeats the target outright), a natural 1 an auto
/// fail (a d4 of 4 a tragedy, then a d6 of 6 a fatal blow). Damage is the
/// stat `damage`, +1 while `boosted damage` on a melee attack. "Flanking":
/// +1 accuracy attacking from behind (attacked_from_behind).

#include "rules/attack_model.h"

namespace skirmish {

/// The unit's Agility modifier: the stat `agility`, 1 less while `slowed`
/// by a wound (seed 001 "Wounds/Aiming"). Initiative, free hit slots and
/// the number to hit it read it.
int freehits_agility(const Unit& u);

/// True when `target` has a facing and `attacker`'s centre lies strictly
/// behind the line through the target's centre across that facing (seed 001
/// "Flanking"; units/facing.h is_behind). Next to a one-square target these
/// are the three squares at its back; a target with no facing: false.
bool attacked_from_behind(const Unit& attacker, const Unit& target);

class FreehitsAttack final : public AttackModel {
public:
    Result<AttackCheck> check(const Encounter& enc, const Unit& attacker, const Unit& target,
                              const AttackSituation& situation = {}) const override;
};

} // namespace skirmish
