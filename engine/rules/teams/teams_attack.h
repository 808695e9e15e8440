#pragma once
/// @file The teams attack (seed 004 "Attacks", "Actions in Combat"): a test
/// of the weapon's attribute die (stat `attribute_die`, a d6 without one)
/// plus the combat skill die (`combat_die`, a d4 without one; 0: none) plus
/// `proficiency`, against the target's `evasion` (6 without one), which a
/// size difference (`size`, 4 = medium) raises for a larger attacker and
/// Guard raises by 1. A hit deals the test's result plus the weapon's
/// `damage`, less the target's `deflection` (lowered by the size
/// difference, raised by Guard), to at least 1. The luck die (a d20)
/// showing the weapon's `critical` threshold (20 without one) or more
/// cannot miss and uses `critical_damage` (twice `damage` without one).
/// A weapon with `typeless_damage` 1 is not reduced by deflection (seed
/// 004 "Damage": "only physical and elemental damage can be reduced").
/// A weapon with a `range` above 1 m is ranged; on a luck die of 1 it
/// strays to a character within 1 m of its target. The multiple attack
/// penalty is -2 for each attack the attacker made before in the round.
/// Advantage: a sneak attack (the target cannot see the attacker: no line
/// of sight, attacker `hidden` or target `blinded`), a flanked target
/// (enemies on two opposite sides), a melee attack on a prone target.
/// Disadvantage: a ranged attack on a prone target, or on one that Seeks
/// Cover from behind cover. Each disadvantage cancels one advantage.
///
/// Settled where the seed says nothing: the luck die is a d20; advantage
/// rolls the test again and keeps the better total (disadvantage: the
/// worse), once more for each further advantage, as the seed's "double
/// advantage" suggests.

#include "rules/attack_model.h"

namespace skirmish {

class TeamsAttack final : public AttackModel {
public:
    Result<AttackCheck> check(const Encounter& enc, const Unit& attacker, const Unit& target,
                              const AttackSituation& situation = {}) const override;

private:
    /// The action "killing_strike" (seed 004 "Death"): the attack test, with
    /// advantage, against the unconscious target's constitution; a success
    /// kills it, a failure makes a sneak attack instead. Rejected on a
    /// target that is not unconscious (or is dead).
    static Result<AttackCheck> killing_strike(const Unit& attacker, const Unit& target);
};

/// True when `target` has standing enemies next to it on two opposite
/// sides (seed 004 "Attacks": "surrounded on two opposite sides"), by the
/// adjacency of RULESETS.md (not across a wall). `pass`: the map's, when
/// the caller has one; else one is built when two enemies stand near.
bool flanked(const Encounter& enc, const Unit& target, const Passability* pass = nullptr);

} // namespace skirmish
