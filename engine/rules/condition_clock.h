#pragma once
/// @file The conditions' clock (issue 13 "Conditions with their effects"):
/// what ends by itself as a round or a unit's turn begins, by the
/// ruleset's catalogue (rules/conditions.h) and the GM's timers
/// (Unit::condition_rounds). Each ending is logged: "Roland's Guard ends".

#include <string>

namespace skirmish {

class TurnContext;

/// As a round begins: ends every unit's `Lasts::Round` conditions, counts
/// down the GM's timers by one round and ends the conditions whose timer
/// runs out. Call it once the round number has moved on.
void expire_at_round_start(TurnContext& ctx);

/// As `unit`'s turn begins (sides: its side's turn, seed 002 "Total
/// Defense"): ends its `Lasts::UntilOwnTurn` conditions.
void expire_at_turn_start(TurnContext& ctx, const std::string& unit);

/// As the fight ends: ends every unit's conditions that last a round, to
/// its next turn or the battle (`Lasts::Round`, `UntilOwnTurn`, `Battle`;
/// the fight's clock stops), except those on a timer of the GM's.
void expire_at_fight_end(TurnContext& ctx);

/// As `target` is attacked: ends its conditions marked
/// `ends_when_attacked` ("The attack breaks Bob's Calm").
void expire_on_attack(TurnContext& ctx, const std::string& target);

} // namespace skirmish
