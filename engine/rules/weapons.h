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

/// Squares `u` reaches in melee with `w` (MovementPolicy::reach_with).
int weapon_reach(const Encounter& enc, const Unit& u, const Weapon& w);

/// The weapons `attacker` may make `situation.action` on `target` with, in
/// the order they are tried:
/// - the one `situation.weapon` names; a Rejection when the unit has no
///   weapon of that name, or when its kind does not suit the action
///   (ActionDef::weapon_use: "Roland's Longsword is not a ranged weapon");
/// - otherwise those that suit the action: first the melee ones that reach
///   the target (unless the action is ranged), then the ranged ones
///   (unless it is melee), then the rest, each group in the unit's order;
///   a Rejection when none suits ("Roland has no ranged weapon");
/// - none when the unit lists no weapons, or all of them are `dropped`
///   (its own stats are its attack); a dropped weapon is never used, and
///   naming one is a Rejection.
Result<std::vector<const Weapon*>> attack_weapons(const Encounter& enc, const Unit& attacker,
                                                  const Unit& target,
                                                  const AttackSituation& situation);

/// `u` with `w` in hand, used as `as` (a thrown weapon is used as a melee
/// one on a target it reaches): the weapon's stats in place of the unit's
/// (only the ruleset's weapon stats, StatDef::weapon, and stats the
/// ruleset does not know; the unit's weapon stats that `w` does not set
/// stay, but a weapon used in melee has no range: StatDef::range), `as`
/// ("melee", "ranged", "unarmed", "thrown") as the unit's only kind
/// special, its specials added to the unit's, and no other weapon listed.
Unit wielding(const Unit& u, const Weapon& w, const StatSchema& schema, WeaponKind as);

/// The stat `stat` of `u` as an attack with its weapon `weapon` reads it:
/// the weapon's own when it sets it, else the unit's, else `fallback`
/// (teams: whether the weapon's damage is typeless).
int stat_with(const Unit& u, std::string_view weapon, const std::string& stat, int fallback = 0);

/// The attack of `attacker` on `target` as the ruleset's AttackModel
/// describes it, made with the first of attack_weapons() that the model
/// accepts (AttackCheck::weapon names it; a bow refused in melee gives way
/// to a thrown knife). Every attack, its odds and its reactions go
/// through here. Rejections: attack_weapons', else the first weapon's.
Result<AttackCheck> attack_check(const Encounter& enc, const Unit& attacker, const Unit& target,
                                 const AttackSituation& situation = {});

} // namespace skirmish
