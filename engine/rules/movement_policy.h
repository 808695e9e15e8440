#pragma once
/// @file MovementPolicy: what a ruleset says about one unit's movement
/// (issue 4's MoveRules, issue 12's policy). One parameterised policy that
/// every ruleset fills in: the speed stat and its unit, the conditions that
/// slow or stop a unit, hostile squares, what provokes, reach and zones.

#include "movement/move_rules.h"

#include <string>
#include <vector>

namespace skirmish {

/// Movement times `keep` / `divisor` (rounded down) while the unit has any
/// of `conditions`: freehits' prone a third (1/3), phases' Heavy carrier
/// "a 1/3 movement penalty" (2/3).
struct Slowdown {
    std::vector<std::string> conditions = {};
    int divisor = 2;
    int keep = 1;
    /// A unit with this special moves normally in spite of them (freehits'
    /// Maneuverer feat: sneaking and swimming).
    std::string exempt = {};
};

/// A way to move other than a plain Move (MoveUnit::as), in the ruleset's
/// words; the GUI's Act menu lists them (sides' Charge, teams' Sprint).
struct MoveMode {
    std::string as;          ///< "charge", "sprint"
    std::string label;       ///< "Charge"
    std::string help = {};   ///< one line: what it costs and does
    std::string source = {}; ///< seed file and section
    /// It follows the grid line from the unit's square to its goal
    /// (core/cell.h grid_line): sides' Charge, "in a straight line".
    bool straight = false;
    /// It provokes the armed foes next to the unit where it starts, as a
    /// deed does: sides' Charge and a Screen's move ("If you start your
    /// movement adjacent to an armed melee combatant").
    bool provokes_at_start = false;
};

struct MovementPolicy {
    /// The special moves, in menu order; none: only the plain Move.
    std::vector<MoveMode> modes = {};
    /// The mode `as`, or nullptr (a plain Move, or one the policy does not
    /// describe).
    const MoveMode* mode(const std::string& as) const;
    /// The stat holding the unit's movement, and its value when missing.
    std::string speed_stat = "move";
    int default_speed = 6;
    /// The stat is in metres; squares = floor(metres / the map's square
    /// size in metres) (teams, seed 004 "Movement and Distances").
    bool speed_in_metres = false;
    /// A unit with `speed_special` moves `speed_bonus` more squares a Move
    /// (freehits' Athlete feat: 2), before any slowdown.
    std::string speed_special = {};
    int speed_bonus = 0;
    /// Squares more (or fewer) a Move while the unit has the condition,
    /// before any slowdown (freehits' slowing wound: {"slowed", -2}).
    std::vector<std::pair<std::string, int>> speed_changes = {};
    /// The first slowdown whose condition the unit has applies.
    std::vector<Slowdown> slowdowns = {};
    /// Conditions that stop the unit ("Grok is Immobilized"; another than
    /// the word itself is named: "Orc is Immobilized (carried)").
    std::vector<std::string> immobilizing = {};
    /// What the refusal calls the unit's state: "Immobilized".
    std::string immobilized_word = {};
    /// Entering a square next to an enemy ends the move (seed 000
    /// "Combat Sequence"), unless the unit has `hostile_exempt`.
    bool hostile_squares_end_move = false;
    std::string hostile_exempt = {};
    /// An enemy with this condition makes no hostile squares (MoveRules);
    /// nor does its rider (phases "Specials", Dodging: "If a mount is
    /// Dodging, the rider is also considered to be Dodging").
    std::string hostile_ignored = {};
    /// A unit with this special neither stops next to an enemy nor makes
    /// hostile squares (phases "Specials": "Scout units do not auto-engage
    /// enemy units").
    std::string hostile_free = {};
    Provocation provocation = Provocation::None;
    /// The condition that makes a mover provoke nothing this round.
    std::string disengaged_condition = {};
    /// LeaveZone: more than this many spaces inside one melee zone provoke.
    int spaces_within_zone = 2;
    /// A unit with `reach_special` threatens `special_reach` squares
    /// (freehits' Reach feat: 2); everyone else 1.
    std::string reach_special = {};
    int special_reach = 1;
    /// Units on a painted zone move zone by zone (factions, seed 003).
    bool moves_by_zone = false;

    /// The rules for `mover` in `enc`.
    MoveRules rules_for(const Encounter& enc, const Unit& mover) const;
    /// The melee reach of `unit`, in squares of adjacency: the longest of
    /// its melee weapons' (reach_with), or its own when it lists none.
    int melee_reach(const Unit& unit) const;
    /// The reach of `unit` attacking with `weapon` (nullptr: its own stats):
    /// `special_reach` when the unit or the weapon has `reach_special`.
    int reach_with(const Unit& unit, const Weapon* weapon) const;
    /// True when `unit` stands on a zone and this ruleset moves by zone.
    bool by_zone(const Encounter& enc, const Unit& unit) const;
};

} // namespace skirmish
