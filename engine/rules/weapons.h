#pragma once
/// @file Which of its weapons a unit attacks with, and the unit as it stands
/// with that weapon in hand (issue 13 section 1). A unit that lists no
/// weapons attacks with its own stats, as before weapons existed.

#include "core/result.h"
#include "rules/attack_model.h"
#include "rules/stat_schema.h"

#include <string_view>

namespace skirmish {

/// The weapon of `u` named `name` (compared as same_condition does:
/// "long bow" is "Longbow"), or nullptr.
const Weapon* find_weapon(const Unit& u, std::string_view name);

/// Squares `u` reaches in melee with `w`: the ruleset's reach when the
/// weapon or the unit has its reach special (MovementPolicy), else 1.
int weapon_reach(const Encounter& enc, const Unit& u, const Weapon& w);

/// The weapon `attacker` makes `situation.action` on `target` with:
/// - the one `situation.weapon` names; a Rejection when the unit has no
///   weapon of that name, or when its kind does not suit the action
///   (ActionDef::weapon_use: "Roland's Longsword is not a ranged weapon");
/// - otherwise the first listed that suits the action, and for an action
///   of either use the first melee one that reaches the target, else the
///   first ranged one, else the first listed;
/// - nullptr when the unit lists no weapons (its stats are its attack).
Result<const Weapon*> attack_weapon(const Encounter& enc, const Unit& attacker, const Unit& target,
                                    const AttackSituation& situation);

/// `u` with `w` in hand: the weapon's stats in place of the unit's (the
/// unit's weapon stats that `w` does not set stay, but a melee or unarmed
/// weapon has no range: StatDef::range), its kind ("melee", "ranged",
/// "unarmed", "thrown") as the unit's only kind special, its specials
/// added to the unit's, and no other weapon listed.
Unit wielding(const Unit& u, const Weapon& w, const StatSchema& schema);

/// The attack of `attacker` on `target` as the ruleset's AttackModel
/// describes it, made with the weapon attack_weapon picks
/// (AttackCheck::weapon names it). Every attack, its odds and its
/// reactions go through here. Rejections: attack_weapon's, the model's.
Result<AttackCheck> attack_check(const Encounter& enc, const Unit& attacker, const Unit& target,
                                 const AttackSituation& situation = {});

} // namespace skirmish
