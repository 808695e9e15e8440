#pragma once
/// @file Zones for `factions` (seed 003; RULESETS.md): the GM paints zones
/// as sets of squares; two zones are adjacent when squares of theirs touch
/// across an edge with no blocking wall on it. A turn's move is one zone;
/// "nearby" means in the same zone. The zone graph is a Boost.Graph
/// adjacency_list.

#include "encounter/encounter.h"
#include "movement/passability.h"
#include "movement/pathfinder.h"

#include <boost/graph/adjacency_list.hpp>

#include <vector>

namespace skirmish {

class ZoneGraph {
public:
    ZoneGraph(const BattleMap& map, const Passability& pass);

    /// The index into map.zones() of the zone on `c`, or -1.
    int zone_of(Cell c) const;
    /// True when zones `a` and `b` (indices) are adjacent.
    bool adjacent(int a, int b) const;
    /// The zones adjacent to `zone`, in increasing order.
    std::vector<int> neighbours(int zone) const;
    /// Zone moves from zone `a` to zone `b` (0: the same zone), by a
    /// breadth-first search; -1 when no path joins them or either is -1.
    int distance(int a, int b) const;

private:
    const BattleMap& map_;
    boost::adjacency_list<boost::setS, boost::vecS, boost::undirectedS> graph_;
};

/// factions "nearby" (seed 003): in the same zone; off the zones, next to
/// each other (within the larger footprint's size).
bool nearby(const BattleMap& map, const Unit& a, const Unit& b);

/// Zone movement for a `factions` unit standing in a zone: every square of
/// its zone (cost 0) and of the adjacent zones (cost 1 zone) it can stand on.
/// Leaving its zone provokes each enemy in it ("moving away from a nearby
/// enemy"), at the unit's square.
Reach zone_reach(const Encounter& enc, const Passability& pass, const Unit& unit);

/// The zone move of `unit` to `to`: legal within its zone or into an
/// adjacent one; the path is [from, to] and the cost is in zones.
PathResult zone_path(const Encounter& enc, const Passability& pass, const Unit& unit, Cell to);

} // namespace skirmish
