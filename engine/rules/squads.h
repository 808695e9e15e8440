#pragma once
/// @file Squads and orders (issue 14; seed 000 "Combat Squads"): the
/// shared policy behind SetSquad and OrderSquad, parametrised by the
/// ruleset's SquadPolicy (rules/squad_policy.h).
///
/// - A squad is a Stack (at most `stack_limit` units) or a Horde (at most
///   `horde_limit`, with a member having one of `horde_needs`), of one
///   side; a unit is in one squad at most, and the leader is a member.
/// - A leader out of the fight hands the squad to its first Command Unit
///   still in it; with none, the squad is dissolved: its members act as
///   units outside any squad until the GM forms a new one.
/// - Orders: the leader gives them if it is a Command Unit; a unit with
///   the Leadership special may order any squad of its side. In a fight an
///   order changes only at the start of a round (TurnPolicy::at_round_start);
///   a second order in one round must come from an issuer of at least the
///   first's rank: the leader, then the Chief Warlord, then the highest
///   Leadership (stat `leadership`, else 1), then the closest to the leader.
/// - While an order stands: Hold keeps melee members in place; Delay
///   keeps every member from moving and acting; Target filters whom the
///   members may attack (TakeAction with a target).
/// - Carrying an order out moves the members (nearest to the point first)
///   each to the square of its reach nearest the point, by an ordinary
///   move (MoveUnit), so prediction and execution are the same code.

#include "core/result.h"
#include "encounter/command.h"
#include "encounter/encounter.h"
#include "encounter/event.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

/// The squad `unit` is in, or nullptr (dissolved squads included).
const Squad* squad_of(const Encounter& enc, std::string_view unit);

/// True when `u` is a Command Unit: a unit of a players' side, or one with
/// a special of SquadPolicy::command_specials (seed 000: "Leadership,
/// Paragon or Caster").
bool is_command_unit(const Encounter& enc, const Unit& u);

/// Who leads `squad` now: its leader while in the fight, else its first
/// Command Unit in the fight; empty when none is (the squad is dissolved).
std::string acting_leader(const Encounter& enc, const Squad& squad);

/// The squad whose order `unit` follows: squad_of() unless dissolved.
const Squad* ordered_squad_of(const Encounter& enc, std::string_view unit);

/// Why `squad` cannot stand in `enc` (as it would replace the squad with
/// its id), or nullopt: squads disabled, a bad id or name, no members, an
/// unknown or repeated member, members of several sides, a member of
/// another squad, over the Stack or Horde limit, a Horde without a
/// required member, a leader who is not a member.
std::optional<std::string> squad_problem(const Encounter& enc, const Squad& squad);

/// Why `order` cannot stand on `enc`'s map, or nullopt: a point off the
/// map, a point given to Hold or Delay or missing from the others, a
/// named Target without a name or a name given to Any, Closest or None.
std::optional<std::string> order_problem(const Encounter& enc, const SquadOrder& order);

/// Refusals by a standing order, citing the seed (nullopt: allowed):
/// a move of `u` (Hold: its melee units stay; Delay), an action (Delay),
/// and an attack on `target` (the order's Target).
std::optional<std::string> order_move_refusal(const Encounter& enc, const Unit& u);
std::optional<std::string> order_action_refusal(const Encounter& enc, const Unit& u);
std::optional<std::string> order_target_refusal(const Encounter& enc, const Unit& attacker,
                                                const Unit& target);

/// True when `target` matches the order's Target for `attacker` (Any and
/// Closest: among the nearest enemies in the fight).
bool matches_target(const Encounter& enc, const OrderTarget& t, const Unit& attacker,
                    const Unit& target);

/// "Stack Fang · Bull Rush (H2), Target (Any) · led by Grok" for the GM's
/// tracker ("broken up" when no leader is left). Names the leader: never
/// for the players' view.
std::string squad_heading(const Encounter& enc, const Squad& squad);

/// A new squad's id: "squad-1", "squad-2", ..., the first free.
std::string next_squad_id(const Encounter& enc);

/// The squads once `unit` leaves the map (RemoveUnit): it leaves its
/// squad, a leader handing it to the first Command Unit left (else the
/// first unit left), and a squad left empty goes; nullopt when `unit` is
/// in no squad.
std::optional<SquadsChanged> squads_without(const Encounter& enc, const std::string& unit);

/// The events of SetSquad and OrderSquad, or why they are refused.
Result<std::vector<Event>> plan_set_squad(const Encounter& enc, const SetSquad& cmd);
Result<std::vector<Event>> plan_order_squad(const Encounter& enc, const OrderSquad& cmd);

} // namespace skirmish
