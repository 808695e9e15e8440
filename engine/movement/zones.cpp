#include "movement/zones.h"

#include "movement/direction.h"
#include "movement/move_rules.h"

#include <algorithm>
#include <cstdlib>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/visitors.hpp>

namespace skirmish {

ZoneGraph::ZoneGraph(const BattleMap& map, const Passability& pass)
    : map_(map), graph_(map.zones().size()) {
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Cell c{x, y};
            const int a = map.zone_at(c);
            if (a < 0) {
                continue;
            }
            for (int dir : {0, 2}) { // east and south: each edge once
                const Cell n = step(c, dir);
                if (!pass.contains(n)) {
                    continue;
                }
                const int b = map.zone_at(n);
                if (b >= 0 && b != a && pass.can_step(c, dir)) {
                    boost::add_edge(static_cast<std::size_t>(a), static_cast<std::size_t>(b),
                                    graph_);
                }
            }
        }
    }
}

int ZoneGraph::zone_of(Cell c) const {
    return map_.contains(c) ? map_.zone_at(c) : -1;
}

bool ZoneGraph::adjacent(int a, int b) const {
    if (a < 0 || b < 0 || a == b) {
        return false;
    }
    return boost::edge(static_cast<std::size_t>(a), static_cast<std::size_t>(b), graph_).second;
}

std::vector<int> ZoneGraph::neighbours(int zone) const {
    std::vector<int> out;
    for (auto [it, end] = boost::adjacent_vertices(static_cast<std::size_t>(zone), graph_);
         it != end; ++it) {
        out.push_back(static_cast<int>(*it));
    }
    return out;
}

bool nearby(const BattleMap& m, const Unit& a, const Unit& b) {
    const int za = m.contains(a.cell) ? m.zone_at(a.cell) : -1;
    if (za >= 0) {
        return za == (m.contains(b.cell) ? m.zone_at(b.cell) : -1);
    }
    return std::abs(a.cell.x - b.cell.x) <= std::max(a.size, b.size) &&
           std::abs(a.cell.y - b.cell.y) <= std::max(a.size, b.size);
}

int ZoneGraph::distance(int a, int b) const {
    const std::size_t n = boost::num_vertices(graph_);
    if (a < 0 || b < 0 || static_cast<std::size_t>(a) >= n || static_cast<std::size_t>(b) >= n) {
        return -1;
    }
    std::vector<int> hops(n, -1);
    hops[static_cast<std::size_t>(a)] = 0;
    auto record = boost::record_distances(hops.data(), boost::on_tree_edge());
    boost::breadth_first_search(graph_, static_cast<std::size_t>(a),
                                boost::visitor(boost::make_bfs_visitor(record)));
    return hops[static_cast<std::size_t>(b)];
}

namespace {

/// The squares other units stand on, row-major (built once per query).
std::vector<std::uint8_t> occupied_by_others(const Encounter& enc, const Unit& unit) {
    std::vector<std::uint8_t> taken(static_cast<std::size_t>(enc.map.width()) * enc.map.height(),
                                    0);
    for (const Unit& o : enc.units) {
        if (o.id == unit.id) {
            continue;
        }
        for (int y = o.cell.y; y < o.cell.y + o.size; ++y) {
            for (int x = o.cell.x; x < o.cell.x + o.size; ++x) {
                if (enc.map.contains({x, y})) {
                    taken[static_cast<std::size_t>(y) * enc.map.width() + x] = 1;
                }
            }
        }
    }
    return taken;
}

bool free_for(const Encounter& enc, const Passability& pass, const std::vector<std::uint8_t>& taken,
              const Unit& unit, Cell c) {
    if (!pass.can_stand(c, unit.size)) {
        return false;
    }
    for (int y = c.y; y < c.y + unit.size; ++y) {
        for (int x = c.x; x < c.x + unit.size; ++x) {
            if (taken[static_cast<std::size_t>(y) * enc.map.width() + x] != 0) {
                return false;
            }
        }
    }
    return true;
}

std::vector<Provoke> leaving(const Encounter& enc, const Unit& unit, int zone) {
    std::vector<Provoke> out;
    for (const Unit& o : enc.units) {
        if (enemies(unit, o) && enc.map.zone_at(o.cell) == zone) {
            out.push_back({o.id, unit.cell});
        }
    }
    return out;
}

} // namespace

Reach zone_reach(const Encounter& enc, const Passability& pass, const Unit& unit) {
    Reach out;
    out.budget = 1;
    const ZoneGraph zones(enc.map, pass);
    const int own = zones.zone_of(unit.cell);
    const auto provokes = leaving(enc, unit, own);
    const auto taken = occupied_by_others(enc, unit);
    for (int y = 0; y < enc.map.height(); ++y) {
        for (int x = 0; x < enc.map.width(); ++x) {
            const Cell c{x, y};
            const int z = zones.zone_of(c);
            if (c == unit.cell || z < 0 || (z != own && !zones.adjacent(own, z)) ||
                !free_for(enc, pass, taken, unit, c)) {
                continue;
            }
            out.squares.push_back(
                {c, z == own ? 0 : 1, false, z == own ? std::vector<Provoke>{} : provokes});
        }
    }
    return out;
}

PathResult zone_path(const Encounter& enc, const Passability& pass, const Unit& unit, Cell to) {
    PathResult out;
    out.path = {unit.cell};
    out.stops_at = unit.cell;
    const ZoneGraph zones(enc.map, pass);
    const int own = zones.zone_of(unit.cell);
    const int there = zones.zone_of(to);
    if (there < 0) {
        out.reason = to_label(to) + " is in no zone";
        return out;
    }
    if (there != own && !zones.adjacent(own, there)) {
        out.reason = to_label(to) + " is in " +
                     enc.map.zones()[static_cast<std::size_t>(there)].name + ", not next to " +
                     enc.map.zones()[static_cast<std::size_t>(own)].name +
                     ": a turn's move is one zone";
        return out;
    }
    if (!free_for(enc, pass, occupied_by_others(enc, unit), unit, to)) {
        out.reason = unit.name + " cannot stand on " + to_label(to);
        return out;
    }
    out.path.push_back(to);
    out.cost = there == own ? 0 : 1;
    out.legal = true;
    out.stops_at = to;
    if (there != own) {
        out.provokes = leaving(enc, unit, own);
    }
    return out;
}

} // namespace skirmish
