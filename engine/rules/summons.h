#pragma once
/// @file Summoned units bound to their summoner (issue 14; freehits, seed
/// 001), parametrised by the ruleset's SummonPolicy
/// (rules/summon_policy.h).
///
/// - "Summoning Slots": a summoner holds at most `level` summons at once
///   (Unit::summoner names it), 2 more with the feat Legion leader.
/// - "Thralling": "Un-thralled summoned units cast outside of battle only
///   persist until the commencement of a battle. Un-thralled units
///   summoned during a battle vanish at the battle's conclusion." So the
///   un-thralled summons vanish when a fight starts and when it ends; a
///   thralled one (Unit::thralled: the GM has paid its thrall cost) stays.
/// - "Summoning Sickness": a summon placed during a fight gets the
///   condition that keeps it from acting and dodging in its first round.
/// - Settled: a summon is of its summoner's side; when the summoner is
///   removed, its summons stay, bound to no one.

#include "encounter/encounter.h"
#include "encounter/event.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

/// How many summons `summoner` may hold under `enc`'s ruleset.
int summoning_slots(const Encounter& enc, const Unit& summoner);

/// The units whose summoner is `summoner`, in file order.
std::vector<const Unit*> summons_of(const Encounter& enc, std::string_view summoner);

/// Why `u` (as it would be, bound to `u.summoner`) cannot be, or nullopt:
/// no summoning in the ruleset, an unknown or other-side summoner, itself,
/// or no slot left (seed 001 "Summoning Slots").
std::optional<std::string> summon_problem(const Encounter& enc, const Unit& u);

/// Removes the un-thralled summons from `work` ("Thralling"), each as the
/// RemoveUnit command would (a summon carrying a rider stays, with the
/// reason logged), and returns the events, applied, with a log line each.
/// `when`: "as the battle begins" or "as the battle ends".
std::vector<Event> unthralled_vanish(Encounter& work, const std::string& when);

/// UnitChanged events that free the summons of `summoner` (it is removed).
std::vector<Event> release_summons(const Encounter& enc, std::string_view summoner);

} // namespace skirmish
