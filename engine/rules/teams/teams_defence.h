#pragma once
/// @file Answering a hit in `teams` (seed 004 "Actions in Combat", Table:
/// Reactions; "Defensive Actions"). A hit on a unit that has its reaction
/// (or an Intercept's free one) and, where it keeps stamina, 1 stamina
/// waits before its damage lands (PendingReaction::held); the unit may:
/// - **Dodge** ("Spend 1 stamina to attempt to avoid an attack by making
///   a test"): the GM types the dodge test's total; it avoids the attack
///   when the total reaches the attack test's result (+1 on Guard: "a +1
///   bonus to all defences and defence tests"). A critical hit
///   "cannot miss", so it cannot be dodged.
/// - **Parry** ("If that item has a parry value, add it to your physical
///   defense. If it does not, add 1 instead. After you parry, that item
///   receives 1 damage to its durability."): stat `parry` (1 without one)
///   is added to the deflection for this hit; `parry_durability` loses 1.
/// - **Block** ("Reduce the damage by the item's block value instead of
///   your damage reduction, then deal the remaining damage to the item's
///   durability to a minimum of 1 ... the excess damage is dealt directly
///   to you"): stat `block` (0: no item with the block property),
///   `block_durability`.
/// Each spends 1 stamina and the reaction, as the action of that name. The
/// dodge test's total is typed by the GM in either dice mode: the player
/// rolls it, with dice the engine does not know.
/// "If an item does not have a listed durability and it is made of metal,
/// it has a durability of 10. Otherwise, it has a durability of 4": a unit
/// without the durability stat has 4 (the GM sets 10 for a metal item);
/// "Items that are broken (have zero durability) cannot be used to block
/// or parry." Declining takes the hit: its damage less the deflection, at
/// least 1 (seed 004 "Attacks").
///
/// Settled where the seed says nothing: the dodge test's difficulty is the
/// attack test's result (a test succeeds when it reaches its difficulty,
/// as the attack test does against evasion); the excess past a block is
/// not reduced again ("directly"); a stray attack is not held.

#include "encounter/command.h"
#include "rules/turn_context.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// HeldHitRules::holds: `target` stands, keeps `endurance` or
/// `health` (a unit without them is not asked), and either has its
/// reaction (or an Intercept's free defensive one) and, with a `stamina`
/// stat, 1 stamina, or has an ally next to it, not `attacker`, who may
/// Intercept.
bool teams_holds_hit(const TurnContext& ctx, const std::string& target,
                     const std::string& attacker);

/// HeldHitRules::may_name: `ally` may answer `p` as "intercept" (Table:
/// Reactions): an ally next to the unit hit, of its size, with its own
/// reaction and 1 stamina, and not the attacker.
bool teams_may_name(const TurnContext& ctx, const PendingReaction& p, const std::string& as,
                    const Unit& ally);

/// HeldHitRules::refusal: why `as` ("dodge", "parry", "block",
/// "intercept") cannot answer `p` now, or nothing.
std::optional<std::string> teams_answer_refusal(const TurnContext& ctx, const PendingReaction& p,
                                                const std::string& as);

/// HeldHitRules::answer: takes the hit (cmd.take false) or answers
/// it as `cmd.as`; a dodge reads the test's total from `cmd.rolls[0]`.
std::optional<std::string> teams_answer_hit(TurnContext& ctx, const PendingReaction& p,
                                            const Respond& cmd);

/// HeldHitRules::dice: {"total of the dodge test"} for a dodge.
std::vector<std::string> teams_hit_dice(const PendingReaction& p, const std::string& as);

/// The words for a held hit: "Orc 2 is hit by Roland: 7 damage after
/// deflection 2, unless it dodges (a test of 9 or more), parries or blocks".
std::string describe_held_hit(const TurnContext& ctx, const PendingReaction& p);

} // namespace skirmish
