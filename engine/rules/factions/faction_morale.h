#pragma once
/// @file The factions morale phase (seed 003 "Morale"): "Groups must make a
/// morale check after being reduced to half or less their original number
/// during a fight. Characters fighting alone must do so after taking
/// damage reducing their health to half or less the maximum. Morale checks
/// are made at the end of the round, during the morale phase. Make a group
/// WIT save: those who fail must surrender or retreat, but those who pass
/// aren't subject to morale for the remainder of the stretch. Characters
/// who are immune to fear are also immune to morale."
///
/// A side's original number is its units in the encounter; a character
/// fights alone when its side has no other unit. Each character due rolls
/// its own d20 at or under its `wit` (the group save, one die each). A
/// failure sets `broken` (it must surrender or retreat: it may not attack),
/// a pass `steadfast` (no more checks this fight). The `Fearless` and
/// `Immune to fear` specials exempt a character. The engine rolls at once;
/// with entered dice each check waits as a reaction (`morale`) for the
/// GM's d20, one character after another.

#include "encounter/command.h"
#include "rules/turn_context.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// The characters who must check morale now, in the encounter's order.
std::vector<std::string> due_for_morale(const TurnContext& ctx);

/// Runs the morale phase at the end of a round; logs each check.
void morale_phase(TurnContext& ctx);

/// HealthModel::after_damage for factions ("Surrendering"): "Surrendering
/// characters who are harmed by the enemy can resume fighting normally even
/// if they previously failed a morale check": harm to a `surrendered`
/// character clears `surrendered` and `broken`, unless it came from a unit
/// of its own side (`by`; settled: damage the GM enters with no source
/// counts as the enemy's). A `broken` character that retreats instead of
/// surrendering stays broken.
void factions_after_damage(TurnContext& ctx, const std::string& unit, int lost, int beyond,
                           const std::string& by);

/// Answers a pending `morale` check: `cmd.take` rolls it (with the GM's
/// d20 in `cmd.rolls`), declining waives it; then the next one waits.
std::optional<std::string> answer_morale(TurnContext& ctx, const PendingReaction& p,
                                         const Respond& cmd);

} // namespace skirmish
