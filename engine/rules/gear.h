#pragma once
/// @file Weapons and armour that wear out (issue 14), for a ruleset whose
/// GearPolicy is enabled (factions, seed 003 "Combat gear degradation",
/// "Bonus actions"):
///
/// - "After a fight, make a durability roll for all weapons and armour which
///   were used at least once": the engine keeps what was used
///   (CombatState::used_gear: a weapon that attacked, armour that was hit)
///   and, as the fight ends, asks the GM for those rolls, naming the
///   section (GM-adjudicated: the seed gives no durability roll; the GM
///   marks the losers Damaged, or the unit "damaged armour").
/// - "Damaged weapons and shields are destroyed if they are used to attack
///   and a 1 is rolled on the damage die": a weapon (or a unit's own weapon
///   stats) with the special Damaged or Improvised ("handled as if they were
///   already damaged") breaks when its first damage die shows 1: the weapon
///   leaves the unit's list, or its own weapon stats go (unarmed after),
///   once the attack is settled (an area attack ends with it).
/// - "Damaged shields and armour are destroyed by attacks inflicting at
///   least 8 damage before armour reduction": a unit with "damaged armour"
///   hit for 8 or more before its armour loses it (the stat goes to 0;
///   settled: it still reduces that hit, and the engine keeps no separate
///   shield: a shield is part of the armour value).
/// - "Armour can't be changed during a fight": Edit Unit refuses a change of
///   the armour stat while a fight is on, unless the GM overrides.

#include "rules/attack_model.h"
#include "rules/turn_context.h"

#include <optional>
#include <string>

namespace skirmish {

/// `unit` attacks with its weapon `weapon` (empty: its own stats): it was
/// used this fight.
void note_weapon_used(TurnContext& ctx, const std::string& unit, const std::string& weapon);

/// A hit of `check` by `attacker` on `target` was rolled: `first_face` is
/// its first damage die's face (nullopt: not known, the GM gave the damage)
/// and `raw` the damage before the reduction. Wears the gear as above.
void wear_gear(TurnContext& ctx, const std::string& attacker, const std::string& target,
               const AttackCheck& check, std::optional<int> first_face, int raw);

/// Takes away the weapons broken by the attack just settled (no reaction
/// waits): wear_gear says a weapon breaks as its die is read, and it goes
/// once every target of the attack has been dealt with. Broken gear needs
/// no durability roll. The turn policy runs it after each command; `now`
/// settles even with a reaction waiting (the fight ends).
void settle_gear(TurnContext& ctx, bool now = false);

/// The fight ends: the log asks for the durability rolls of the gear used.
void durability_due(TurnContext& ctx);

/// Why `after` cannot replace `before` now (its armour changed during a
/// fight), or nullopt.
std::optional<std::string> armour_change_refusal(const Encounter& enc, const Unit& before,
                                                 const Unit& after);

} // namespace skirmish
