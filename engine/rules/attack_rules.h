#pragma once
/// @file Attacks and damage (issues 6 and 13), through the ruleset's
/// AttackModel and HealthModel (rules/attack_model.h): the model's check
/// is rolled, a critical climbs its chain, a miss may deal the check's
/// Shock, and damage goes to the health model's pools. Damage is `damage`
/// when the GM gives it, else the check's; a critical doubles it and each
/// chain step but the last doubles it again; the last step defeats.

#include "rules/attack_model.h"
#include "rules/health.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// Rolls (or takes the GM's `faces` for) the to-hit roll of `attacker` on
/// `target` for `what` ("an attack", "the Shove's attack") and logs it; no
/// damage. A Rejection when entered faces are wrong or missing in entered
/// dice mode, or (sides) when the attacker has no line of sight.
Result<AttackOutcome> roll_to_hit(TurnContext& ctx, const std::string& attacker,
                                  const std::string& target, const std::vector<int>& faces,
                                  const std::string& what);

/// Rolls (or takes the GM's `faces`, read from index `first`, for) the
/// damage dice of `check` (seed 003 "Attacking": the weapon's die) and
/// logs them; their sum. 0 without damage dice. Rejections from ctx.roll.
Result<int> roll_damage_dice(TurnContext& ctx, const AttackCheck& check,
                             const std::string& attacker, const std::string& target,
                             const std::vector<int>& faces, std::size_t first = 0);

/// The damage of a hit before it is dealt, and how many of the GM's faces
/// its dice read.
struct DamageRoll {
    int damage = 0;
    std::size_t faces_used = 0;
};

/// The damage of `attacker`'s hit on `target` (the ruleset's check between
/// them): the GM's `entered` damage when given, else the check's damage
/// dice rolled (faces from `first`) plus its flat damage, less the
/// target's reduction (factions' armour and cover). Logs the dice; deals
/// nothing. `weapon` names the attacker's weapon (empty: the one
/// rules/weapons.h picks). Rejections from the check or ctx.roll.
Result<DamageRoll> roll_hit_damage(TurnContext& ctx, const std::string& attacker,
                                   const std::string& target, const std::vector<int>& faces,
                                   std::size_t first, std::optional<int> entered,
                                   const std::string& weapon = {});

/// A hit of `check` that sets a condition instead of dealing damage
/// (AttackCheck::hit_sets_condition: teams' killing strike, factions'
/// final blow): sets it on `target` and logs it. False, doing nothing,
/// when the check deals damage as usual.
bool apply_hit_condition(TurnContext& ctx, const AttackCheck& check, const std::string& target);

/// Rolls (or takes the GM's `faces` for) an attack of `attacker` on
/// `target`, logs it and applies the damage. `faces` are the d20 first
/// (or the check's dice), then the chain's dice (freehits: the d4, then
/// the d6), then the damage dice. `critical`
/// forces a critical hit without a roll (freehits' tragedy). A Rejection
/// when entered faces are wrong or missing in entered dice mode, or when
/// the model refuses the attack (no line of sight).
/// `action` is the Foe-aimed action that makes it ("attack", "snap_attack").
/// With `hold`, a hit of plain damage (not a defeat, no table after it) on
/// a unit the ruleset's HeldHitRules::holds (near the need, with `within`)
/// is not dealt: the outcome is `held`, with its damage, result, damage
/// before reduction and the unit struck, for it to answer (teams'
/// defences, sides' Total Defense).
/// `weapon` names the attacker's weapon (empty: the one rules/weapons.h
/// picks for the action and the distance); an unknown one is refused.
Result<AttackOutcome> resolve_attack(TurnContext& ctx, const std::string& attacker,
                                     const std::string& target, const std::vector<int>& faces,
                                     std::optional<int> damage, bool critical = false,
                                     const std::string& action = "attack", bool hold = false,
                                     const std::string& weapon = {});

} // namespace skirmish
