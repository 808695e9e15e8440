#pragma once
/// @file Area attacks (issue 14): seed 003 "Blast attacks". "Blast attacks
/// hit a zone and target all characters in it and on its borders."
///
/// - AreaAttack::OwnZone, the melee blast: "hit the attacker's zone and
///   don't target the attacker themselves. They can't miss." Refused when
///   the attacker stands in no zone.
/// - AreaAttack::ZoneInRange, the ranged blast: "hit any zone within range
///   and target the attacker as well if directed at their own zone. If
///   they miss, they are deviated and hit a random neighbouring zone."
///   Range, the WIT save to hit and the moving rules are a ranged attack's
///   (seed 003 "Attacking"): within the weapon's `range` in zones, a save
///   beyond half range or while moving, and not beyond half range while
///   moving. A miss rolls a die with one face per neighbouring zone (in the
///   map's zone order) for where it lands; with no neighbour it hits nothing.
///
/// Each character hit may react as to any attack (seed 003 "Reacting to an
/// attack"): reactions.h hit_each() raises them one at a time.
///
/// Settled where the seed is silent: "on its borders" means standing (any
/// square of its footprint) outside the zone on a square that shares an
/// edge, with no blocking wall on it, with a square of the zone (the
/// squares that make two zones adjacent, movement/zones.h); characters out
/// of the fight are not targeted; the attacker is hit in its own zone when
/// a ranged blast lands there, aimed or deviated; the faces are, in order,
/// the d20 of the WIT save (when one is needed), the deviation die (on a
/// miss), then each target's damage dice as hit_each() reads them. The
/// attacker is in a ranged blast when a square of its footprint is in the
/// area it lands on.
///
/// Settled for a map without zones (most maps drawn for a grid have none):
/// an area template the GM lays (encounter/area_template.h) stands for the
/// zone. `TakeAction::zone` names the template; a melee blast hits the
/// template over the attacker (the only one, or the one named); a ranged
/// blast counts its range in squares to the template's nearest square, and
/// a miss deviates to the template moved by its own width or height (the
/// part off the map included) in one
/// of the eight directions (north first, clockwise) that leaves a square on
/// the map, numbered in that order.

#include "rules/action_table.h"
#include "rules/turn_policy.h"

#include <string>
#include <vector>

namespace skirmish {

struct AreaTemplate;
struct TakeAction;

/// The characters a blast on zone `zone` (an index into map.zones())
/// targets, in file order: those standing in it or on its borders and in
/// the fight; `attacker` among them only when `with_attacker`.
std::vector<std::string> blast_targets(const Encounter& enc, int zone, const std::string& attacker,
                                       bool with_attacker);

/// The same for the squares area template `area` covers (a map without
/// zones).
std::vector<std::string> blast_targets(const Encounter& enc, const AreaTemplate& area,
                                       const std::string& attacker, bool with_attacker);

/// Where an area attack may be aimed, for a menu: `id` goes in
/// TakeAction::zone.
struct AreaChoice {
    std::string id;
    std::string label; ///< "Yard", "Circle t1 (radius 1 square about [5.5, 5.5])"
};

/// The choices for `def`'s area attack by `unit`: a ranged blast, the
/// map's zones, or on a map without zones its area templates (the range
/// is checked when it is made); a melee blast, the unit's own zone, or on a
/// map without zones the templates over the unit. Empty: nowhere to aim.
std::vector<AreaChoice> area_choices(const Encounter& enc, const Unit& unit, const ActionDef& def);

/// Carries out `def`'s area attack for `cmd` (its cost already paid).
/// Refused, with the seed's words, for an attacker in no zone (on a map
/// with zones), an unknown or missing zone or template (ZoneInRange), one
/// out of range, no ranged weapon, or beyond half range while moving; on a
/// map without zones, for a melee blast with no template over the attacker
/// or several of them and none named.
Refusal area_attack(TurnContext& ctx, const ActionDef& def, const TakeAction& cmd);

} // namespace skirmish
