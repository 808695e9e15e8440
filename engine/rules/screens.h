#pragma once
/// @file Screen an Ally (issue 14; sides, seed 002 "Screen an Ally (Move)";
/// ScreenPolicy): "You then physically block attacks against them until the
/// start of your next turn, provided they remain within 5 ft of you.
/// Enemies who attack your ward must make a successful opposed combat skill
/// check against you using either STR or DEX and the most applicable combat
/// skill. ... You can screen against a number of attackers each round equal
/// to your highest combat skill ... Multiple defenders can screen the same
/// target, in which case the opposed skill check is compared to all
/// defenders and targets the worst-rolling successful defender."
/// Settled: each side adds the better of its attributes and its skill to a
/// d20; the attacker must beat a screener (a tie holds the attack, as in a
/// Shove); an attacker counts against the limit once a round; an execution
/// attack (AttackCheck::hit_save) is not screened: its target is caught
/// unawares; shoves and grapples (their own commands) are not screened
/// either; which attacks
/// could feasibly be parried or body-blocked is the GM's (the log names the
/// section), and the GM clears Screening where one could not.

#include "rules/attack_model.h"

#include <string>
#include <vector>

namespace skirmish {

struct ActionDef;

/// After `def`, when it sets the policy's condition, aimed at `ward`:
/// `screener` screens it (CombatState::screening).
void note_ward(TurnContext& ctx, const ActionDef& def, const std::string& screener,
               const std::string& ward);

/// Called where an attack is rolled or foreseen (resolve_attack, the
/// odds, the dice a reaction's attack reads), not by attack_check().
/// Fills `check.screens` and `check.screen_bonus` for an attack of
/// `attacker` on `target` as the fight stands: each enemy of the attacker
/// screening the target, still `screening`, within the policy's reach of
/// it, with a skill of 1 or more and this attacker already checked this
/// round or fewer attackers than its skill. Nothing outside a fight.
void add_screens(const Encounter& enc, const Unit& attacker, const Unit& target,
                 AttackCheck& check);

/// Who an attack goes to once its screens are checked, and how many of the
/// GM's faces the checks read.
struct ScreenResult {
    std::string target;
    std::size_t faces_used = 0;
};

/// Rolls (or takes the GM's `faces` for: the attacker's d20 first, then
/// each screener's in `check.screens` order) the opposed checks, logs them,
/// counts the attacker against each screener's limit, and gives the
/// target: the lowest-rolling screener whose total reached the attacker's,
/// else `target`. Rejections from ctx.roll (faces missing or wrong).
Result<ScreenResult> screen_attack(TurnContext& ctx, const AttackCheck& check,
                                   const std::string& attacker, const std::string& target,
                                   const std::vector<int>& faces);

} // namespace skirmish
