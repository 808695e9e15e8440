#pragma once
/// @file Long chases (issue 14; factions, seed 003 "Chases"): "Chases over
/// long distances can be resolved with the fleeing character making a group
/// AGI save: those who pass escape, those who fail are reached by the
/// pursuers. If the fleeing characters can move faster or keep the speed
/// for longer, the save is not required. If the opposite is true, escaping
/// is impossible." The GM says which is true (Chase::pace); each fleeing
/// character rolls its own d20 (the group save, one die each, as the morale
/// check's); the escaped are out of the fight (Ruleset::ChaseRules).

#include "combat/entered_die.h"
#include "encounter/command.h"
#include "rules/turn_policy.h"

#include <string>
#include <vector>

namespace skirmish {

/// The dice `cmd` reads, keyed as in Chase::rolls (a unit id; labels like
/// "Sybilla: the group AGI save (8 or less)"): the UI asks for them. One
/// d20 each at the even pace, none otherwise or under a ruleset without
/// chases.
std::vector<EnteredDie> chase_dice(const Encounter& enc, const Chase& cmd);

/// Resolves `cmd` and logs each character's fate. A refusal, changing
/// nothing, under a ruleset without chases, for an unknown pace, no unit,
/// an unknown or out-of-fight unit, or dice missing or wrong.
Refusal long_chase(TurnContext& ctx, const Chase& cmd);

} // namespace skirmish
