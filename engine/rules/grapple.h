#pragma once
/// @file Grappling (issue 14; seed 002 "Grappling"), for a ruleset whose
/// forced movements list ForcedKind::Grapple (sides):
///
/// - "To grapple a foe, the attacker must first hit with an unarmed attack
///   Attack Roll. In lieu of damage, make an opposed STR/Brawl check. If the
///   attacker wins, the defender is grappled ... An attacker can grapple
///   only one target at a time, though multiple attackers can cling to the
///   same luckless defender."
/// - "until released or until they spend a Main Action and succeed in a new
///   opposed check ... the defender's single skill check is compared
///   against all of their foes."
/// - "While grappling, neither attackers or defenders can move from their
///   current location, nor can they fight with anything but unarmed
///   attacks. At the end of each round in which a defender remains
///   grappled, they suffer damage from each attacker as if hit with an
///   unarmed attack."
/// - "If the attacker wishes to move the target, they must spend a Main
///   Action and succeed in an opposed STR/Brawl check. If they win, the
///   target is either moved 10ft along with them, or thrown 5ft and knocked
///   prone. If they lose, the defender breaks free."
/// - "Grappling or shoving significantly larger ... targets is done at a -2
///   penalty ... barely plausible ... -4."
///
/// Settled where the seed leaves it open: the opposed check is a d20 + STR,
/// as Shove's (maneuvers.h); the attacker wins only by beating the
/// defender's total; the attack roll is the grappler's ordinary one (the
/// engine keeps no separate unarmed skill); an escaping defender breaks free
/// of each grappler it beats; "larger" is a footprint 1 square wider (-2)
/// or 2 and more (-4); a unit that lists weapons attacks in a grapple only
/// with an unarmed one; the round's damage is rolled by the engine, and
/// with entered dice the engine asks the GM to enter it as quick damage.

#include "combat/entered_die.h"
#include "encounter/command.h"
#include "encounter/event.h"
#include "rules/turn_policy.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// Carries out `cmd` (command.h Grapple). Refused, naming the rule, when
/// the ruleset has no grappling, the units are not adjacent, the grappler
/// already holds another, or the unit is not in the grapple it names.
Refusal grapple(TurnContext& ctx, const TurnPolicy& policy, const Grapple& cmd,
                std::vector<Event>& moves);

/// Why `u` cannot move now because of a grapple (never under a ruleset
/// whose holds are grabs, rules/grabs.h) ("Roland is grappled by the
/// Ogre ..."), or nullopt.
std::optional<std::string> grapple_hold(const TurnContext& ctx, const Unit& u);

/// For an attack by a unit in a grapple: the unarmed weapon it must use
/// (filled into `cmd.weapon` when empty), or why it cannot attack so
/// (nothing under a ruleset whose holds are grabs).
Refusal grapple_weapon(const TurnContext& ctx, TakeAction& cmd);

/// The penalty on `attacker`'s grapple and shove checks against `target`:
/// 0, -2 (a footprint 1 square wider) or -4 (2 or more).
int size_penalty(const Unit& attacker, const Unit& target);

/// The dice `cmd` reads, in order, keyed as in Grapple::rolls ("attack" or
/// a unit id): the UI asks for them; empty for "release" or a unit in no
/// grapple.
std::vector<EnteredDie> grapple_dice(const Encounter& enc, const Grapple& cmd);

/// Ends every hold whose grappler or target is gone, out of the fight, or
/// no longer next to the other (thrown, shoved, moved by the GM).
void release_broken_grapples(TurnContext& ctx);
/// Ends every hold (the fight ends).
void release_all_grapples(TurnContext& ctx);

/// The end of a round: each grappled unit takes an unarmed hit's damage
/// from each of its grapplers.
void grapple_round_end(TurnContext& ctx);

} // namespace skirmish
