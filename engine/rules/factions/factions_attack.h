#pragma once
/// @file The factions attack (seed 003 "Attacking", "Protection from
/// attacks"): "In normal situations, attacks hit and inflict damage to the
/// target automatically"; in challenging ones the attacker must pass a WIT
/// save to hit: a d20 at or under its `wit` (0, never, without one).
///
/// A weapon with a `range` of 0 (the default) is a melee weapon: it targets
/// a nearby character (movement/zones.h nearby()), with a WIT save when
/// the target is not visible (no line of sight, or `concealed`). A ranged
/// weapon (`range` in zones where both stand in zones, else in squares)
/// targets a visible character within range, with a WIT save beyond half
/// range or while moving (the attacker has moved this turn); beyond half
/// range while moving, or at a character who is not visible, it cannot.
///
/// Damage: the weapon's `damage_die` (8 = d8) plus `damage`; a character
/// with neither attacks unarmed for a d4. A target that is `obscured`
/// (concealment) takes impaired damage. The target's `armour` is
/// subtracted, +1 when it has cover from the attacker; damage does not
/// fall below 0.
///
/// "Barriers completely block attacks": a target the attacker has no line
/// of sight to (walls) cannot be attacked, unless the attacker is
/// `peeking` ("peeks behind cover to attack"): then the barrier counts as
/// cover (armour +1) and the attack may be countered as any other (a
/// counter on a peeking unit crosses the barrier too).
///
/// The action "indirect_attack" ("Indirect ranged attacks"): a ranged
/// weapon at a target beyond half range and within range, seen or not,
/// always with a WIT save, never after moving this turn; it comes over the
/// obstacles, so the target's cover adds no armour (settled).
///
/// Settled where the seed says nothing: a save passes on a d20 at or under
/// the attribute (as the AGI save to dodge does); impaired damage is a d4
/// in place of the weapon's die, as unarmed damage is.

#include "rules/attack_model.h"

namespace skirmish {

class FactionsAttack final : public AttackModel {
public:
    Result<AttackCheck> check(const Encounter& enc, const Unit& attacker, const Unit& target,
                              const AttackSituation& situation = {}) const override;

private:
    /// The action "final_blow" (seed 003 "Attacking"): a nearby
    /// incapacitated target is killed, no roll. Rejected otherwise.
    static Result<AttackCheck> final_blow(const Encounter& enc, const Unit& attacker,
                                          const Unit& target);
};

} // namespace skirmish
