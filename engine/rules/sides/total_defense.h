#pragma once
/// @file Total Defense after the roll (issue 14; seed 002 "Total Defense
/// (Instant)": "Your AC increases by 2 and you become immune to Shock until
/// the start of your next turn ... You cannot take this action if you have
/// already spent your Main Action for the round. Since Total Defense is an
/// Instant Action, you may use it after you see the result of an Attack Roll
/// against you.").
///
/// A hit that beats the target's AC by less than 2 (so that AC +2 would make
/// it a miss; not a critical) on a target that could still take Total
/// Defense waits before its damage lands (PendingReaction::held, as teams'
/// defences do): the GM answers `total_defense`, which spends the target's
/// Main Action, gives it Total Defense and turns the hit into a miss (with
/// no Shock: it is immune), or takes the hit.
///
/// Settled where the seed is silent: only hits are held (a miss's Shock is
/// avoided by taking Total Defense before the roll, as the GM may at any
/// time); an attack of opportunity, itself an answer to a move, is not held.

#include "encounter/command.h"
#include "rules/turn_context.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// HeldHitRules::holds: `target` stands, is not on Total Defense, and may
/// still take it (its Main Action unspent, its side not surprised).
bool sides_holds_hit(const TurnContext& ctx, const std::string& target,
                     const std::string& attacker);

/// HeldHitRules::refusal: why `as` cannot answer `p` now (only
/// "total_defense" answers), or nothing.
std::optional<std::string> sides_answer_refusal(const TurnContext& ctx, const PendingReaction& p,
                                                const std::string& as);

/// HeldHitRules::answer: takes the hit (cmd.take false) or answers it with
/// Total Defense, which turns it into a miss.
std::optional<std::string> sides_answer_hit(TurnContext& ctx, const PendingReaction& p,
                                            const Respond& cmd);

/// The words for a held hit: "Bree is hit by Orc with 15 (6 damage): Total
/// Defense now (AC +2) makes it a miss".
std::string describe_total_defense(const TurnContext& ctx, const PendingReaction& p);

} // namespace skirmish
