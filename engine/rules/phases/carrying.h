#pragma once
/// @file Carrying and dragging in `phases` (seed 000 "Carrying"):
/// - "Picking up a willing unit or a body (corpse or incapacitated unit) is
///   an action, and ends the lifter's move": Pick up a body, aimed at a
///   standing ally or a unit out of the fight next to the lifter.
/// - "Heavy units can carry a single non-heavy unit or body": the lifter is
///   `carrying`, the lifted `carried` ("-2 Combat / -4 Defense, but may
///   otherwise cast or act normally"); the carrier "cannot take an action
///   while carrying the unit, and receive[s] a 1/3 movement penalty" (its
///   Move is 2/3, rounded down).
/// - "A non-heavy unit can drag a non-heavy unit or body. A dragged unit
///   has a 0 defense and cannot act": the lifter is `dragging` ("cannot take
///   an action ... a 1/2 movement penalty"), the lifted `dragged`.
/// - "Units that are carried gain the status Immobilized while carried.
///   They lose this status once they are no longer carried. (Immobilize
///   status gained from other effects is not removed.)": `carried` and
///   `dragged` count as Immobilized (phases_immobilized) without setting the
///   condition, so an Immobilized of its own stays.
/// - "Units carrying a body can choose to receive a +4 cover bonus from the
///   body": taken (a carrier would), Defense +4.
/// The carried unit follows its carrier into the square it leaves last
/// (combat_commands.cpp); the pair is in CombatState::carrying. Clearing
/// any of the four conditions (Put Down, Let Go) ends the pair.
/// - "Two heavy units can carry a single heavy unit. The carrying units
///   must remain adjacent for the entire path that they carry the unit";
///   "Two regular units can drag a single heavy unit. The dragging units
///   must remain adjacent": the first to pick a Heavy unit up holds it
///   until a second of its kind, next to it, picks it up too; then a move
///   of either takes the other into the square it leaves last (so the two
///   stay adjacent all the way) and the load behind them; the other spends
///   its Move too, and the pair goes as far as the slower can. Either one
///   putting it down sets it down for both.

#include "rules/turn_context.h"

#include <optional>
#include <string>

namespace skirmish {

/// Why `lifter` cannot pick up `target`, or nothing (a Heavy target: a
/// first carrier, or a second of its kind next to the first; nobody
/// carries two).
std::optional<std::string> carry_refusal(const TurnContext& ctx, const Unit& lifter,
                                         const Unit& target);

/// The other carrier of what `carrier` carries (a Heavy unit's pair), or "".
std::string carrying_partner(const CombatState& s, const std::string& carrier);

/// Why `u` may not move now: it holds a Heavy unit alone, or nothing.
std::optional<std::string> lone_carrier(const TurnContext& ctx, const Unit& u);

/// `lifter` picks `target` up: the conditions, the pair, the log line.
void pick_up(TurnContext& ctx, const std::string& lifter, const std::string& target);

/// Why `u` may take no Action while carrying, dragging or dragged, or nothing.
std::optional<std::string> carrying_refusal(const TurnContext& ctx, const Unit& u);

/// One of the four conditions was cleared on `unit`: the pair ends, and
/// its partner's condition with it.
void carrying_condition_cleared(TurnContext& ctx, const std::string& unit,
                                const std::string& condition);

/// Sets down what a carrier out of the fight (or a unit no longer on the
/// map) carried; PhaseTurns::settle runs it after every command.
void release_broken_pairs(TurnContext& ctx);

/// Sets down everything carried (the fight ends).
void release_all(TurnContext& ctx);

/// Immobilized, by its own condition or by being carried or dragged.
bool phases_immobilized(const Unit& u);

/// Defense +4 when `u` carries a body (not when it drags one): 4, else 0.
int body_cover(const Encounter& enc, const Unit& u);

} // namespace skirmish
