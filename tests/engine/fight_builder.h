#pragma once
// Builds small fights for the turn-order tests (issue 5) and runs commands
// through the engine, failing the test with the engine's reason on a
// rejection.

#include "encounter/command_engine.h"
#include "rules/attack_prediction.h"
#include "rules/turn_summary.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace skirmish::test_support {

struct FightUnit {
    std::string id;
    std::string side;
    std::string cell;
    std::vector<std::pair<std::string, int>> stats = {};
    std::vector<std::string> specials = {};
};

/// An open map of `width` x `height` squares with the sides (ids, names
/// equal to the ids capitalised) and units given, under `ruleset`.
Encounter make_fight(RulesetId ruleset, const std::vector<std::string>& sides,
                     const std::vector<FightUnit>& units, int width = 12, int height = 12);

/// Paints two zones on a 12x12 map: "hall" (rows 1-4) and "yard" (rows 5-12).
void paint_hall_and_yard(Encounter& enc);

/// sides: starts the fight with `party` (the party) rolling 8 and `other`
/// 1, so the party acts first, then sets the dice to entered.
void start_sides(Encounter& enc, const std::string& party, const std::string& other,
                 const std::string& initiator);

/// Executes `cmd`; a rejection fails the current test and returns false.
bool run(Encounter& enc, const Command& cmd);
/// Executes `cmd`, which must be rejected; returns the reason ("" and a
/// failure when it was accepted).
std::string refused(Encounter& enc, const Command& cmd);

/// factions: the players start the fight and hold the initiative.
StartCombat players_first();
/// teams: the players start the fight, attacking the enemies.
StartCombat players_attack_enemies();
/// phases: red starts the fight.
StartCombat red_attacks();
/// Starts the fight with `initiator` attacking; a rejection fails the test.
void start(Encounter& enc, const std::string& initiator);
/// The answer `as` to the pending question, with entered `rolls`; `take`
/// false declines it.
Respond answer(const std::string& as, std::vector<int> rolls = {}, bool take = true);

/// An attack by `unit` on `target` with entered `rolls` (empty: roll them).
TakeAction attack(const std::string& unit, const std::string& target, std::vector<int> rolls = {});

/// Shorthands.
Command act(const std::string& unit, const std::string& action, const std::string& target = "");
Command move(const std::string& unit, const std::string& to, const std::string& as = "");
Command end_turn(const std::string& unit = "");

/// `n` seeded executions of `attacker`'s attack on `target` as `enc`
/// stands (one seed each: Dice(seed, position) replays `position` draws, so
/// one long sequence would cost quadratic time), compared with `predicted`:
/// the hit and critical rates and the mean damage must lie within 4
/// standard errors. Fails the current test otherwise.
void expect_rolls_agree(const Encounter& enc, const std::string& attacker,
                        const std::string& target, const AttackPrediction& predicted,
                        int n = 100000);

/// The odds of `a`'s `action` on `t` as `enc` stands; a rejection fails
/// the current test and gives empty odds.
AttackPrediction predicted(const Encounter& enc, const std::string& a, const std::string& t,
                           const std::string& action = "attack");

/// The log has a line that is `text` / that contains `text`.
bool logged(const Encounter& enc, const std::string& text);
bool logged_part(const Encounter& enc, const std::string& text);

/// Who may act now, per summarize_turn().
std::vector<std::string> may_act(const Encounter& enc);
/// The budget left of `unit` in `pool`.
int left(const Encounter& enc, const std::string& unit, const std::string& pool);

} // namespace skirmish::test_support
