#include "movement/threat.h"

#include "movement/direction.h"
#include "movement/move_rules.h"

#include <algorithm>
#include <map>

namespace skirmish {

std::vector<Cell> zone_around(const Passability& pass, Cell cell, int size, int reach) {
    std::map<Cell, int> depth; // small: a few dozen squares
    std::vector<Cell> frontier;
    for (int dy = 0; dy < size; ++dy) {
        for (int dx = 0; dx < size; ++dx) {
            const Cell f{cell.x + dx, cell.y + dy};
            depth[f] = 0;
            frontier.push_back(f);
        }
    }
    for (int d = 1; d <= reach; ++d) {
        std::vector<Cell> next;
        for (const Cell& c : frontier) {
            for (int dir = 0; dir < 8; ++dir) {
                const Cell n = step(c, dir);
                if (pass.can_step(c, dir) && depth.find(n) == depth.end()) {
                    depth[n] = d;
                    next.push_back(n);
                }
            }
        }
        frontier = std::move(next);
    }
    std::vector<Cell> out;
    for (const auto& [c, d] : depth) {
        if (d > 0) {
            out.push_back(c);
        }
    }
    std::sort(out.begin(), out.end(),
              [](Cell a, Cell b) { return a.y < b.y || (a.y == b.y && a.x < b.x); });
    return out;
}

std::vector<Cell> threatened_cells(const Encounter& enc, const Passability& pass,
                                   const Unit& unit) {
    return zone_around(pass, unit.cell, unit.size, melee_reach(enc, unit));
}

bool within_reach(const Passability& pass, const Unit& unit, Cell c, int reach) {
    const auto zone = zone_around(pass, unit.cell, unit.size, reach);
    return std::binary_search(zone.begin(), zone.end(), c, [](Cell a, Cell b) {
        return a.y < b.y || (a.y == b.y && a.x < b.x);
    });
}

bool within_reach(const Passability& pass, const Unit& unit, const Unit& other, int reach) {
    const auto zone = zone_around(pass, unit.cell, unit.size, reach);
    return std::any_of(zone.begin(), zone.end(), [&](Cell c) { return other.occupies(c); });
}

} // namespace skirmish
