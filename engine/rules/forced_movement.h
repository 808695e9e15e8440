#pragma once
/// @file Forced movement (issue 6): a move that is not a move. It spends no
/// movement and provokes nothing. Queries only: combat_commands.cpp turns
/// a plan into events.

#include "core/result.h"
#include "encounter/encounter.h"

#include <string>
#include <vector>

namespace skirmish {

/// One unit put on another square.
struct Push {
    std::string unit;
    Cell from;
    Cell to;
    bool operator==(const Push&) const = default;
};

/// Where everybody goes when a Bull Rush succeeds: the defenders and the
/// allies moved to make room (`pushes`, in the order they move), then the
/// attacker into the target square.
struct PushPlan {
    std::vector<std::string> defenders; ///< unit ids on the target square
    std::vector<Push> pushes;
    Push attacker;
    int allies_moved = 0;
};

/// The arrangement of a successful Bull Rush of `attacker` into `target`
/// (seed 000 "Bull Rush", RULESETS.md `phases`), or why there is none:
/// the attacker is Agile, the square holds no enemy, it is not adjacent,
/// or no valid arrangement exists for every displaced unit. Each defender
/// is pushed 1 square (one legal step) into an open square; allies of a
/// pushed unit are pushed 1 square to make room when no square is open.
/// Deterministic: the square straight back from the attacker first, then
/// the squares nearest to it; the fewest allies moved before that.
Result<PushPlan> bull_rush_plan(const Encounter& enc, const std::string& attacker, Cell target);

/// The square straight back from `from` past `target` (one step on), for
/// pushes: e.g. attacker C7, target C8 gives C9.
Cell straight_back(Cell from, Cell target);

/// Why `unit` cannot be pushed one step to `to` (a legal single step to an
/// open square on the map), or an empty string when it can.
std::string push_problem(const Encounter& enc, const Unit& unit, Cell to);

/// Dice for a unit in a Bull Rush: 2d6, +1d6 if Heavy, +1d6 for each square
/// it occupies beyond the first (seed 000).
int bull_rush_dice(const Unit& unit);

/// True when `defender` loses a Bull Rush without rolling: it has the
/// ruleset's `loses_unrolled` condition ("dodging"), or rides a mount that
/// has it (seed 000 "Specials", Dodging: "the rider is also considered to
/// be Dodging"), and that one's condition still holds in `state`
/// (ForcedMoveDef::unrolled_holds: a Dodge not yet spent this round).
bool loses_rush_unrolled(const Encounter& enc, const CombatState& state, const Unit& defender);

} // namespace skirmish
