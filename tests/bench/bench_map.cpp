#include "bench_map.h"

#include "encounter/command_engine.h"

#include <random>

namespace skirmish::bench {

Encounter benchmark_encounter(std::uint32_t seed) {
    constexpr int kSize = 200;
    constexpr std::size_t kWalls = 2000;
    constexpr int kUnits = 100;
    std::mt19937 rng(seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    auto real = [&](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    Encounter enc;
    enc.name = "Benchmark";
    enc.ruleset = RulesetId::Freehits;
    enc.map = BattleMap(kSize, kSize);
    auto& walls = enc.map.walls();
    auto add = [&](Point a, Point b, WallKind k = WallKind::Wall) {
        if (walls.size() < kWalls) {
            walls.push_back(Wall{a, b, k, DoorState::Closed});
        }
    };
    // Rooms of 20x20: walls along the east and south edges in pieces of 4,
    // one piece left out (a doorway) and one made a door on each edge.
    for (int ry = 0; ry < kSize; ry += 20) {
        for (int rx = 0; rx < kSize; rx += 20) {
            const int gap_e = pick(0, 4);
            const int gap_s = pick(0, 4);
            for (int i = 0; i < 5; ++i) {
                const double x = rx + 20;
                const double y = ry + 20;
                if (i != gap_e && x < kSize) {
                    add({x, ry + 4.0 * i}, {x, ry + 4.0 * i + 4},
                        i == (gap_e + 2) % 5 ? WallKind::Door : WallKind::Wall);
                }
                if (i != gap_s && y < kSize) {
                    add({rx + 4.0 * i, y}, {rx + 4.0 * i + 4, y},
                        i == (gap_s + 2) % 5 ? WallKind::Window : WallKind::Wall);
                }
            }
        }
    }
    // Pillars, diagonal walls and fractional walls until there are 2,000.
    while (walls.size() < kWalls) {
        const int kind = pick(0, 9);
        const double x = pick(1, kSize - 3);
        const double y = pick(1, kSize - 3);
        if (kind < 6) {
            add({x, y}, {x + 1, y});
            add({x + 1, y}, {x + 1, y + 1});
            add({x + 1, y + 1}, {x, y + 1});
            add({x, y + 1}, {x, y});
            enc.map.set_terrain({static_cast<int>(x), static_cast<int>(y)}, Terrain::Impassable);
        } else if (kind < 8) {
            add({x, y}, {x + 2, y + (pick(0, 1) ? 2 : -2)});
        } else {
            add({x + real(0, 1), y + real(0, 1)}, {x + real(-3, 3), y + real(-3, 3)});
        }
    }
    enc.sides = {Side{"a", "A", "#2e86de", true}, Side{"b", "B", "#c0392b", false}};
    int placed = 0;
    while (placed < kUnits) {
        Unit u;
        u.id = "u" + std::to_string(placed);
        u.name = u.id;
        u.side = placed % 2 ? "b" : "a";
        u.cell = {pick(0, kSize - 1), pick(0, kSize - 1)};
        if (!placement_problem(enc, u)) {
            enc.units.push_back(u);
            ++placed;
        }
    }
    return enc;
}

} // namespace skirmish::bench
