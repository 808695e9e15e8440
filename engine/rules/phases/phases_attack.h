#pragma once
/// @file The phases attack (seed 000): the seed gives no attack roll, so
/// the engine shows the effective Combat of the attacker and the effective
/// Defense of the target with every modifier and its section, and the GM
/// enters the hits (the `damage` stat without one).
/// - Combat: base `combat`; Elite +1 ("Specials"); Mighty Blow +3, Block
///   -2, Guard -2 ("Combat Modifiers", the conditions `mighty blow`,
///   `block`, `guard`); carried -2 ("Carrying").
/// - Defense: base `defense`; Elite +2; Block +3, Mighty Blow -2, Interpose
///   -2, Coordinate -2, Dodge +3 (`dodging`), Take Cover +4 (`take cover`,
///   with cover from the attacker); carried -4; Immobilized -2 and no
///   bonuses ("Status Effects"); Incapacitated or dragged: 0, unmodified;
///   Elevation +4 per level the target stands above the attacker
///   ("Situational Modifiers"), and then no melee Attack or Subdue on it
///   (the seed's Assault and Strike): refused, Fire and spells only.
/// - "When applying multiple combat modifiers, a unit cannot reduce their
///   effective Combat or Defense below 1."
/// - Subdue ("Subdue"): a unit adjacent to its target; the hit becomes
///   Fatigue, then a d6: 1-3 half Fatigue (rounded down), 4-5 full Fatigue,
///   6 full normal damage.

#include "rules/attack_model.h"

namespace skirmish {

/// The elevation level (0..4) a unit stands on: the level of its top-left
/// square, as hostile squares read it (movement/move_graph.cpp).
int phases_elevation(const Encounter& enc, const Unit& u);

/// "Dodge" and "Take Cover" ("Combat Modifiers"): "against 1 attack /
/// level": true while fewer attacks than `u`'s stat `level` (at least 1)
/// have been made on it this round (the mark "attacked", which attacks and
/// Bull Rushes count).
bool phases_defence_fresh(const CombatState& state, const Unit& u);

class PhasesAttack final : public AttackModel {
public:
    Result<AttackCheck> check(const Encounter& enc, const Unit& attacker, const Unit& target,
                              const AttackSituation& situation = {}) const override;
};

/// HealthModel::after_damage for phases ("Subdue"): "Any time a unit with
/// Fatigue takes normal damage, all fatigue damage is converted
/// immediately to lost Hits."
void phases_after_damage(TurnContext& ctx, const std::string& unit, int lost, int beyond,
                         const std::string& by);

} // namespace skirmish
