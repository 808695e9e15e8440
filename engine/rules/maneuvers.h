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
/// teams (seed 004 "Actions in Combat", Table: Reactions: "move and
/// displace an ally replacing them as a target"): `ally` Intercepts the
/// held hit `p` on the unit next to it, as `intercept` (its reaction and 1
/// stamina, the two swap squares), and the hit waits for the interceptor's
/// answer (its free defensive action), or lands on it when it can give
/// none. Settled: the attack's result stands (the hit is already landing);
/// its damage is reduced by the interceptor's deflection instead.
/// A Refusal when `ally` may not (HeldHitRules::may_name).
Refusal intercept_hit(TurnContext& ctx, const PendingReaction& p, const std::string& ally,
                      std::vector<Event>& moves);

} // namespace skirmish
