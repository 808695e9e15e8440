#pragma once
/// @file The end of the fight (issue 13; seed 001 "Combat rules": "The
/// battle continues until all units from one team are defeated"; the other
/// seeds end it the same way): when the units still standing (not out of
/// the fight, turn_context.h out_of_fight) all belong to one side, or to
/// none, the log gets the summary once: the rounds, who stands, who is down
/// and the damage each unit dealt and took. The fight is not ended: the GM
/// ends it (EndCombat), or goes on when help arrives. A unit routed by
/// morale (turn_context.h routed()) does not stand.

#include "rules/turn_context.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// Logs the summary when this command brought the fight down to one side
/// (or none) standing: two or more stood in ctx.enc, the encounter before
/// it. Does nothing outside a fight. `round`: the round it ended in, when
/// the turns have moved on since (phases skip empty phases and rounds).
void announce_if_over(TurnContext& ctx, std::optional<int> round = std::nullopt);

/// True in a fight where the units still standing (not down, not routed)
/// all belong to one side, or to none: the summary applies.
bool fight_over(const TurnContext& ctx);

/// The summary's lines: "The fight is over after round 2: Heroes stand",
/// "Down: Orc (unconscious)", "Damage dealt: Roland 15", "Damage taken:
/// Orc 15".
std::vector<std::string> fight_summary(const TurnContext& ctx,
                                       std::optional<int> round = std::nullopt);

} // namespace skirmish
