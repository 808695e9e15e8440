#pragma once
/// @file Mounts and riders (issue 14; seed 000 "Specials": Mount,
/// Dismounting, Transport; "Special Combat Maneuvers": "A mount/rider pair
/// is treated as a single unit, using the mount's stats"), parametrised by
/// the ruleset's MountPolicy (rules/mount_policy.h).
///
/// - A rider (Unit::mount set) stands on its mount's top-left square. It
///   does not move by itself: the mount moves for both, and every command
///   that moves a mount (a move, a Bull Rush, a push) takes its riders
///   along (keep_riders()). A Bull Rush or a move by the rider is refused.
/// - A Mount carries one rider that is not Heavy; "All normal Attack,
///   Strike, and Fire actions directed at the mounted unit strike the
///   Mount instead" (shielding_mount()). A Transport carries X riders
///   (its stat `transport`, at least 1), Heavy ones too, and "does not act
///   as a shield for riders".
/// - Dismounting: an enemy next to the mount spends its Action and rolls
///   2d6, +1d6 for each other enemy that aided this round (the action
///   aid_dismount, an Action of an enemy next to the mount, spent by the
///   attempt); above the mount's modified Defense (the attack model's,
///   against that enemy), the rider is set down on the first free square
///   next to the mount.
/// - Settled where the seed is silent: mounting and getting down are the
///   rider's own, next to the mount, and in a fight cost its Action.

#include "core/result.h"
#include "encounter/command.h"
#include "encounter/encounter.h"
#include "encounter/event.h"
#include "rules/action_table.h"
#include "rules/turn_policy.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

/// The group an enemy joins on the rider by aiding a dismount
/// (ActionDef::joins): the rider's turn carries "dismount_aid:<enemy>" for
/// each, until the attempt spends them or the round ends.
inline constexpr std::string_view kDismountAid = "dismount_aid";

/// The unit `rider` rides, or nullptr.
const Unit* mount_of(const Encounter& enc, const Unit& rider);
/// The units riding `mount`, in file order.
std::vector<const Unit*> riders_of(const Encounter& enc, const std::string& mount);

/// Squares between `a` and `b` as adjacency counts them with riders (seed
/// 000 "Specials"): "The mount and rider are considered to be Adjacent to
/// each other, and all units that are Adjacent to the mount are also
/// considered Adjacent to the rider": 1 between a rider and its mount, and
/// a Mount's rider measured from the mount's whole footprint; a
/// Transport's riders "are considered adjacent to this unit and all other
/// riders" (1) but "NOT adjacent to non-rider units that are adjacent to
/// this unit" (at least 2 to anyone else). Without riders, squares_between.
int mounted_distance(const Encounter& enc, const Unit& a, const Unit& b);

/// The mount whose body takes the attacks aimed at `target` (a rider of a
/// Mount, not of a Transport), or nullptr.
const Unit* shielding_mount(const Encounter& enc, const Unit& target);

/// Why a move or Bull Rush of `u` by itself is refused: it rides (seed
/// 000: the pair is one unit); nullopt when it rides nothing.
std::optional<std::string> rider_refusal(const Encounter& enc, const Unit& u);

/// Why `u` (as edited) cannot be a rider or a mount of its riders: a rider
/// larger than its mount; nullopt otherwise.
std::optional<std::string> rider_size_problem(const Encounter& enc, const Unit& u);

/// Appends to `events` (planned on `enc`) the moves that keep every rider
/// on its mount's square once they are applied: a mount moved takes its
/// riders along. Nothing when no unit rides.
void keep_riders(const Encounter& enc, std::vector<Event>& events);

/// The events of MountUnit, or why it is refused.
Result<std::vector<Event>> plan_mount(const Encounter& enc, const MountUnit& cmd);

/// The enemy's Dismounting action (ActionDef::dismounts) on `cmd.target`,
/// its cost paid: `cmd.rolls` are the 2d6 the GM entered.
Refusal dismount(TurnContext& ctx, const TakeAction& cmd);

} // namespace skirmish
