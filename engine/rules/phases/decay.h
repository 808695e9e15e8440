#pragma once
/// @file Uncroaked decay in `phases` (issue 14; seed 000 "Specials"):
/// "Uncroaked: ... Each turn, unit suffers Normal Decay (-1 Combat, -1
/// Defense, -2 Hits) unless otherwise prevented. Every 3rd turn, unit also
/// suffers Extended Decay (-1 Combat, -1 Defense, -3 Hits), which cannot be
/// prevented." "Skeletal: Unit is Uncroaked."
///
/// Settled where the seed leaves it open: a turn is a round, and the decay
/// comes as each round ends (Extended after rounds 3, 6, ...); the GM
/// prevents the Normal Decay by setting the condition `preserved`; the
/// Hits lost are damage (at 0 the unit is croaked); Combat and Defense stop
/// at 0.

#include "rules/turn_context.h"

namespace skirmish {

/// The decay of every Uncroaked (or Skeletal) unit still in the fight as
/// round `ctx.state.round` ends.
void uncroaked_decay(TurnContext& ctx);

} // namespace skirmish
