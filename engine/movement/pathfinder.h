#pragma once
/// @file Pathfinder: where a unit can go, what it costs, and who gets an
/// opportunity attack on the way (issue 4). Searches are Dijkstra searches
/// run by Boost.Graph's breadth_first_visit over a radix heap (state_queue.h)
/// on an implicit grid graph around the mover (move_graph.h); a path's search is
/// A* (issue 17: the weights reduced by an exact lower bound of the cost
/// left). The step rules come from MoveRules (move_rules.h) and
/// Passability. A Pathfinder keeps its search arrays between queries, so
/// one is not for concurrent use: build one per caller (per thread).
///
/// Costs are in squares under the map's diagonal rule (`alternating`
/// carries the diagonal parity in the search state, so it is exact);
/// difficult terrain doubles a step's cost. Units pass through allies but
/// may not end on them, and may not enter enemies.
///
/// `factions` units standing in a painted zone move by zone instead
/// (zones.h): costs then count zones. Elsewhere they move 6 squares.

#include "encounter/encounter.h"
#include "movement/move_rules.h"
#include "movement/passability.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// An enemy that gets an opportunity attack, and the square the mover was
/// in when it provoked (where its move stops when the attack is taken).
struct Provoke {
    std::string by;
    Cell at;
    bool operator==(const Provoke&) const = default;
};

struct ReachSquare {
    Cell cell;                     ///< the mover's top-left square there
    int cost = 0;                  ///< squares spent on the cheapest way
    bool ends_move = false;        ///< entering it ends the move (hostile square)
    std::vector<Provoke> provokes; ///< on the cheapest way there
};

struct Reach {
    int budget = 0;
    std::string cannot_move; ///< why the unit cannot move at all, or empty
    /// Every square the unit can end its move on, its own excluded, sorted
    /// by row, then column.
    std::vector<ReachSquare> squares;
};

struct PathResult {
    std::vector<Cell> path; ///< from the unit's square to the goal (or as far as it goes)
    int cost = 0;           ///< squares, for the whole path
    bool legal = false;     ///< the unit can end its move on the goal now
    std::string reason;     ///< why not, in a GM's words; empty when legal
    Cell stops_at;          ///< where the move really ends (first hostile square, or the goal)
    std::vector<Provoke> provokes;
    /// freehits: at the end of the path, the spaces moved inside each enemy
    /// melee zone it is still in this turn (MoveRules::spaces_in_zones).
    std::map<std::string, int> spaces_in_zones = {};
};

class Pathfinder {
public:
    /// Budgets are clamped to 0..kMaxBudget squares: no map needs more (it
    /// is 1000 squares a side), and weights stay far from overflowing.
    static constexpr int kMaxBudget = 1000;

    /// Snapshots the encounter's walls and terrain; build one per state.
    explicit Pathfinder(const Encounter& enc);
    /// Shares `pass`, which must be built from `enc.map` as it is now (as
    /// PassabilityMemo::get gives it): a caller that searches after every
    /// change keeps one instead of building it again each time. Throws
    /// std::invalid_argument when `pass` is null or not the map's size.
    Pathfinder(const Encounter& enc, std::shared_ptr<const Passability> pass);

    /// Every square `unit` can reach within `budget` squares (default: its
    /// ruleset's move, see move_rules()). An unknown unit gives an empty
    /// Reach with `cannot_move` set.
    Reach reachable(const std::string& unit, std::optional<int> budget = std::nullopt) const;

    /// The path of `unit` to `to` through the waypoints `via`, in order,
    /// that provokes as few opportunity attacks as possible, then costs as
    /// little as possible, within the budget. When the goal cannot be
    /// reached legally, `legal` is false, `reason` says why, and `path` is
    /// the way the unit would take (ignoring where the move would end) with
    /// `stops_at` where it would really stop.
    PathResult path(const std::string& unit, Cell to, const std::vector<Cell>& via = {},
                    std::optional<int> budget = std::nullopt) const;

    const Passability& passability() const { return *pass_; }

    ~Pathfinder();

    /// The arrays and the queue a search fills, kept from one query to the
    /// next so that a caller's queries do not allocate them again (issue
    /// 17). So a Pathfinder is not for concurrent use; build one per caller.
    struct Buffers;

private:
    /// factions units standing in a painted zone move by zone (zones.h).
    bool moves_by_zone(const Unit& unit) const;
    const Encounter& enc_;
    std::shared_ptr<const Passability> pass_;
    std::unique_ptr<Buffers> buffers_;
};

} // namespace skirmish
