#pragma once
/// @file The forced-movement manoeuvres as commands (issue 6): Bull Rush and
/// contest square (phases), Shove (sides; factions' shove of a grabbed
/// character) and Intercept (teams). Each works on a TurnContext; `moves`
/// receives the UnitMoved events (forced movement spends no movement and
/// provokes nothing).

#include "encounter/event.h"
#include "rules/turn_policy.h"

#include <vector>

namespace skirmish {

Refusal bull_rush(TurnContext& ctx, const TurnPolicy& policy, const BullRush& cmd,
                  std::vector<Event>& moves);
Refusal contest_square(TurnContext& ctx, const TurnPolicy& policy, const ContestSquare& cmd,
                       std::vector<Event>& moves);
Refusal shove(TurnContext& ctx, const TurnPolicy& policy, const Shove& cmd,
              std::vector<Event>& moves);
Refusal intercept(TurnContext& ctx, const TurnPolicy& policy, const Intercept& cmd,
                  std::vector<Event>& moves);

} // namespace skirmish
