#pragma once
/// @file MoveRules: what a ruleset says about one unit's movement (issue 4,
/// RULESETS.md). The pathfinder takes these as its policy; it knows no
/// ruleset by name.

#include "encounter/encounter.h"

#include <map>
#include <string>

namespace skirmish {

/// How moving provokes opportunity attacks.
enum class Provocation {
    None,       ///< phases (hostile squares instead), teams
    LeaveZone,  ///< freehits: leaving a melee zone, or more than 2 spaces inside one
    LeaveReach, ///< sides: running out of an adjacent armed enemy's reach
};

struct MoveRules {
    DiagonalRule diagonal = DiagonalRule::Uniform;
    /// Squares of movement: the budget of one move, before `--budget`.
    int budget = 6;
    /// A slowdown that divides the speed (freehits prone: 3, a third; 1:
    /// none or one that keeps more than 1/n, such as phases' 2/3 carrying):
    /// each square then costs this many parts of a full-speed square (read
    /// by freehits, whose moves are counted in parts). `budget` is already
    /// slowed either way.
    int slowed_by = 1;
    /// The budget at full speed, before the slowdown.
    int full_budget = 6;
    /// Why the unit cannot move at all (e.g. "Grok is Immobilized"), or empty.
    std::string cannot_move;
    /// phases: entering a square next to an enemy at the same elevation ends
    /// the move (seed 000 "Hostile Squares"), unless the mover is Agile.
    bool hostile_squares_end_move = false;
    /// phases: an enemy with this condition makes no hostile squares
    /// ("dodging": seed 000 "Combat Sequence", "unless otherwise noted: see
    /// Dodge and Agile", and the Bull Rush example's "non-dodging units").
    std::string hostile_ignored;
    /// phases: an enemy with this special makes no hostile squares ("Scout").
    std::string hostile_free;
    Provocation provocation = Provocation::None;
    /// The mover has disengaged: it provokes nothing this round.
    bool disengaged = false;
    /// freehits: a free hit is provoked by more than this many spaces moved
    /// inside one enemy's melee zone (seed 001 "Free Hits").
    int spaces_within_zone = 2;
    /// freehits: the spaces already moved inside each enemy's melee zone
    /// earlier this turn, by enemy id: a split move counts as one.
    std::map<std::string, int> spaces_in_zones = {};
};

/// The turn mark prefix of MoveRules::spaces_in_zones: "zone:orc".
inline const std::string kZoneMark = "zone:";

/// The rules for `mover` in `enc`: its ruleset's MovementPolicy
/// (rules/movement_policy.h; each ruleset's folder says how it is set),
/// applied to the unit's stats, specials and conditions.
MoveRules move_rules(const Encounter& enc, const Unit& mover);

/// The melee reach of `unit` in squares of adjacency: 1, or the ruleset's
/// reach for a unit with its reach special (freehits' Reach feat: 2), or
/// with a melee weapon that has it.
int melee_reach(const Encounter& enc, const Unit& unit);

/// True when `unit` can make opportunity attacks under `sides`: armed with a
/// melee weapon. A unit listing weapons is when one is melee or thrown.
/// Otherwise special `melee` says so; `unarmed` or `ranged` without
/// `melee` says not; with none of them the unit counts as armed.
bool armed_for_melee(const Unit& unit);

/// True when `unit` has a melee attack at all, so that it has a melee zone
/// and can make an opportunity attack or a free hit (issue 13, every
/// ruleset): false only for special `ranged` without `melee` (a unit with
/// ranged attacks only); for a unit listing weapons, false when none is a
/// melee, unarmed or thrown one. Unarmed strikes are melee attacks here; `sides`
/// asks more with armed_for_melee (seed 002 "Attacks of Opportunity").
bool has_melee_attack(const Unit& unit);

/// True when `a` and `b` are on different sides (enemies).
inline bool enemies(const Unit& a, const Unit& b) {
    return a.side != b.side;
}

} // namespace skirmish
