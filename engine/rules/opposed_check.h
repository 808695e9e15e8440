#pragma once
/// @file The small pieces the manoeuvres share (rules/maneuvers.h,
/// rules/grapple.h): the GM's faces by key, a d20 + stat check, and
/// beginning and paying for an action.

#include "encounter/command.h"
#include "rules/turn_policy.h"

#include <string>
#include <vector>

namespace skirmish {

/// The faces entered under `key` (a unit id, "attack"), or nullptr: roll them.
const std::vector<int>* entered(const EnteredRolls& rolls, const std::string& key);

/// `u`'s d20 + its stat `stat` + `modifier` (sides' opposed STR checks;
/// seed 002 "Shoving", "Grappling"), its face from `rolls[u.id]` or rolled.
Result<int> d20_check(TurnContext& ctx, const Unit& u, const std::string& stat,
                      const EnteredRolls& rolls, const std::string& why, int modifier = 0);

/// Begins and pays for `action` of `u` (its turn, its budget).
Refusal begin_and_pay(TurnContext& ctx, const TurnPolicy& policy, const Unit& u,
                      const std::string& action);

} // namespace skirmish
