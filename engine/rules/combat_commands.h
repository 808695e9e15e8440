#pragma once
/// @file Planning the commands of a fight (issue 5): StartCombat, TakeAction,
/// Delay, Pass, EndTurn, SetCondition, NextRound, EndCombat, Override, and
/// moves by the rules while a fight is on. Called by plan()
/// (encounter/command_engine.h); use that.

#include "core/result.h"
#include "encounter/command.h"
#include "encounter/encounter.h"
#include "encounter/event.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// Plans a command for which is_combat_command() is true. Outside a fight
/// only StartCombat and SetCondition are accepted.
Result<std::vector<Event>> plan_combat(const Encounter& enc, const Command& cmd);

/// While a reaction waits for the GM's answer (issue 6), only Respond (or
/// its override), SetDiceMode and EndCombat are taken: the reason for anything else,
/// or nullopt.
std::optional<std::string> blocked_by_pending(const Encounter& enc, const Command& cmd);

/// Plans a move by the rules while a fight is on: the unit must be allowed
/// to act now, and the path must fit what is left of its movement, which
/// the move spends; opportunity attacks stop it where they are provoked
/// (reactions.h). Precondition: plan() has checked the unit and the square
/// (MoveUnit). A GM override of a move is a free placement (plan_combat).
Result<std::vector<Event>> plan_combat_move(const Encounter& enc, const MoveUnit& cmd);

} // namespace skirmish
