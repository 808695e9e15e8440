#pragma once
/// @file Non-lethal attacks and the hold of a grab (issue 14; factions,
/// seed 003 "Non-lethal attacks"), for a ruleset whose GrabPolicy is
/// enabled:
///
/// - "Non-lethal attacks don't inflict damage but instead force the target
///   to pass a save or suffer negative consequences. They can be dodged and
///   countered and can be used to counter. Since they inflict no damage
///   they are always resolved last in case of a counter." The action
///   (ActionDef::nonlethal) hits as an attack does (a nearby target, the WIT
///   save where one is needed) and is answered as one; the hit's save is a
///   d20 at or under the target's GrabPolicy::save_stat (settled, as every
///   save of the seed). A counter made with one (Respond::action) lets the
///   attack land first; two non-lethal attacks tie and both land.
/// - "Disarm. A nearby target must pass a STR save or drop a weapon chosen
///   by the attacker." The weapon is TakeAction::item (empty: the target's
///   first weapon in hand); it becomes Weapon::dropped. A target that lists
///   no weapons but has weapon stats drops its own weapon: GrabPolicy::
///   disarmed, unarmed until it picks it up. Pick up (a bonus action) takes
///   back the named weapon, or the first dropped (settled: the engine does
///   not track where it lies; the GM judges whether it is in reach).
/// - "Grapple. A nearby target must pass a STR save or be grabbed by the
///   attacker. Grabbed characters are entangled for as long as their enemy
///   keeps hold of them": the hold is CombatState::grappling (grabber ->
///   grabbed), the grabbed has GrabPolicy::held and cannot move (settled:
///   "entangled" keeps it where it is).
/// - "Characters who are grabbing another character can move together with
///   them and attack them while keeping hold, but doing anything else
///   automatically frees the grabbed character": the grabbed follows the
///   grabber's move (follow_holder; settled: it is not left behind, so it
///   makes no opportunity attack on that move); any other action or reaction, an
///   attack on someone else included, lets go first (settled: hiding behind
///   the grabbed keeps hold, as the seed offers it to the grabber).
/// - "they can hide behind the grabbed character as a reaction to an
///   attack. The grabbed character has no option but become the new target
///   of the attack": it may not react (settled: "no option").
/// A hold ends when either is out of the fight or no longer nearby, when
/// the GM clears the held condition (Let Go), and when the fight ends.

#include "encounter/event.h"
#include "rules/turn_context.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace skirmish {

struct ActionDef;

/// `u` fights with its own weapon stats: it lists no weapons, has a weapon
/// stat (StatDef::weapon) and was not disarmed (GrabPolicy::disarmed).
bool holds_own_weapon(const Encounter& enc, const Unit& u);

/// The ruleset's non-lethal action `action` (ActionDef::nonlethal), or
/// nullptr: an attack that deals damage, or a ruleset without them.
const ActionDef* nonlethal_action(const Encounter& enc, const std::string& action);

/// Why the non-lethal `def` cannot be aimed at `target`: a Disarm naming a
/// weapon the target does not hold in hand, or at a target with no weapon
/// to drop. nullopt when it can.
std::optional<std::string> nonlethal_refusal(const Encounter& enc, const ActionDef& def,
                                             const Unit& target, const std::string& item);

/// The weapon a Disarm made as a counter knocks away (settled): `weapon`,
/// the one `attacker` struck with, while it holds it in hand; else empty
/// (its first weapon in hand).
std::string weapon_swung(const Unit& attacker, const std::string& weapon);

/// What the hit of `def` does to `target` on a failed save, for the
/// attack panel (AttackCheck::save_effect): "Bandit is grabbed", "Bandit
/// drops Knife".
std::string nonlethal_effect(const ActionDef& def, const Unit& target, const std::string& item);

/// The hit of `attacker`'s non-lethal `def` lands on `target`: the save is
/// rolled (the GM's face `faces[first]` when there is one) and, on a
/// failure, the weapon dropped or the target grabbed. Returns the faces it
/// read (0 or 1), or the dice's Rejection.
Result<std::size_t> nonlethal_hit(TurnContext& ctx, const ActionDef& def,
                                  const std::string& attacker, const std::string& target,
                                  const std::string& item, const std::vector<int>& faces,
                                  std::size_t first);

/// The units holding `target` in a grab or grapple (CombatState::
/// grappling), on the map and standing, in id order.
std::vector<std::string> holders_of(const TurnContext& ctx, const std::string& target);

/// Ends `by`'s hold: GrabPolicy::holder goes from it, and GrabPolicy::held
/// from the unit it held when nobody else holds that one.
void end_hold(TurnContext& ctx, const std::string& by);

/// The unit `holder` holds in a grab, or empty.
std::string held_by(const TurnContext& ctx, const std::string& holder);

/// The first unit that holds `target` in a grab, or empty.
std::string holder_of(const TurnContext& ctx, const std::string& target);

/// `unit` does something other than moving with what it holds or
/// attacking it (`aimed_at`, empty for anything not aimed at a unit): it
/// lets go first, with a log line. Nothing when it holds nobody, or under
/// a ruleset without grabs.
void let_go_unless(TurnContext& ctx, const std::string& unit, const std::string& aimed_at);

/// Why `u` cannot move because it is grabbed, or nullopt.
std::optional<std::string> grab_hold(const TurnContext& ctx, const Unit& u);

/// The unit that `mover` holds follows it: it stays where it stands when
/// that is still nearby where the mover stopped, else it is set down on the
/// last square of `path` the mover left that is free and nearby, or else a
/// free square around it that is nearby; where there is none the hold
/// ends. `walked` gets its UnitMoved. Also after a move resumed past a
/// reaction.
void follow_holder(TurnContext& ctx, const std::string& mover, const std::vector<Cell>& path,
                   std::vector<Event>& walked);

/// `unit` throws away every weapon in its hands (ActionDef::drops_weapons):
/// its listed weapons become dropped, or its own weapon is knocked away
/// (GrabPolicy::disarmed), one log line naming them. Pick up takes each
/// back. Nothing when it holds none.
void drop_all_weapons(TurnContext& ctx, const std::string& unit, const std::string& source);

/// Pick up (a bonus action): `unit` takes back its dropped weapon `item`
/// (empty: the first dropped), or its own weapon (GrabPolicy::disarmed).
/// Nothing when it has dropped nothing.
void pick_up_weapon(TurnContext& ctx, const std::string& unit, const std::string& item);

/// Ends each hold whose grabber or grabbed is gone, out of the fight, no
/// longer nearby, or no longer has the held condition (the GM let go).
void release_broken_grabs(TurnContext& ctx);

/// Ends every hold (the fight ends).
void release_all_grabs(TurnContext& ctx);

} // namespace skirmish
