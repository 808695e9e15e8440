#pragma once
/// @file Staying conscious and cheating death in `teams` (seed 004
/// "Damage", "Death"):
/// - "When a character loses health, if their missing health is greater
///   than their constitution, they must either become unconscious or
///   fortify against a difficulty equal to their missing health to remain
///   conscious. Fortifying in this way is still a reaction." The engine
///   asks (a `stay_conscious` reaction): taking it is the Fortify, with the
///   test's total typed by the GM (1 stamina and the round's reaction);
///   declining, or a total below the missing health, is unconsciousness.
///   It needs `health_max` and `constitution`: a unit without them is not
///   asked. Outside a fight the GM settles both tests.
/// - "If the damage they received exceeded their remaining health, then
///   they also risk death. They may make a luck test attempting to roll a
///   10 or greater. If they fail, they die. If they succeed, they cheat
///   death, and this difficulty value is permanently increased by 5." The
///   luck die is a d20 (as for attacks); the difficulty is the unit's
///   `death_difficulty` (10 without one), raised by 5 on a success. The
///   engine rolls it, or with entered dice asks (a `death_test` reaction).

#include "encounter/command.h"
#include "rules/turn_context.h"

#include <optional>
#include <string>

namespace skirmish {

/// HealthModel::after_damage for teams: `lost` health, `beyond` damage past it.
void teams_after_damage(TurnContext& ctx, const std::string& unit, int lost, int beyond,
                        const std::string& by);

/// Answers a pending `stay_conscious` or `death_test`.
std::optional<std::string> answer_health_test(TurnContext& ctx, const PendingReaction& p,
                                              const Respond& cmd);

/// The words for them, and what the GM types ("d20 (the luck test)").
std::string describe_health_test(const TurnContext& ctx, const PendingReaction& p);
std::string health_test_die(const PendingReaction& p);

} // namespace skirmish
