#pragma once
/// @file The surprise round: round 0 of a fight whose start named surprised
/// sides (the start question "Surprised:"; seed 002 "Surprise": "a full
/// free round of action" for their enemies; seed 004 "Surprise"). One test
/// for the turn policies, the reactions and the held hits.

#include "combat/combat_state.h"

#include <string>

namespace skirmish {

/// True in the surprise round (round 0) for a unit of `side` when the
/// start named that side surprised. A ruleset's own exceptions (teams'
/// Danger Sense) are its to add.
bool surprised_now(const CombatState& state, const std::string& side);

} // namespace skirmish
