#include "big_encounter.h"

#include "movement/passability.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <vector>

namespace skirmish::bench {
namespace {

/// Puts `count` units on free, passable squares at random, one unit a
/// square: the first `heroes` on the players' side "a", the rest on "b".
void place_units(Encounter& enc, int count, int heroes, std::mt19937& rng) {
    const int w = enc.map.width();
    const int h = enc.map.height();
    std::vector<char> taken(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
    std::uniform_int_distribution<int> px(0, w - 1);
    std::uniform_int_distribution<int> py(0, h - 1);
    const Passability pass(enc.map);
    enc.sides = {Side{"a", "Heroes", "#2e86de", true}, Side{"b", "Horde", "#c0392b", false}};
    enc.units.reserve(static_cast<std::size_t>(count));
    int placed = 0;
    // Gives up after many misses (a map too full of pillars for the units).
    for (long tries = 0; placed < count && tries < 100L * count + 10000; ++tries) {
        const Cell c{px(rng), py(rng)};
        char& t = taken[static_cast<std::size_t>(c.y) * static_cast<std::size_t>(w) +
                        static_cast<std::size_t>(c.x)];
        if (t != 0 || !pass.can_stand(c, 1)) {
            continue;
        }
        t = 1;
        Unit u;
        u.id = "u" + std::to_string(placed);
        const bool hero = placed < heroes;
        u.name = (hero ? "Hero " : "Goblin ") + std::to_string(placed);
        u.side = hero ? "a" : "b";
        u.cell = c;
        u.stats = {{"hp", 7}, {"ac", 13}, {"attack", 2}, {"damage", 4}};
        enc.units.push_back(std::move(u));
        ++placed;
    }
}

} // namespace

Encounter big_encounter(int units, int walls, int heroes, std::uint32_t seed) {
    constexpr int kRoom = 10;
    // 16 squares a unit, in whole rooms: 400 x 400 for 10,000 units, and
    // 20 x 20 at the least (the 2-unit reference file).
    const int kSize = std::clamp(
        static_cast<int>(std::ceil(std::sqrt(16.0 * std::max(units, 1)) / kRoom)) * kRoom,
        2 * kRoom, 1000);
    std::mt19937 rng(seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Encounter enc;
    enc.ruleset = RulesetId::Freehits;
    enc.map = BattleMap(kSize, kSize);
    auto& list = enc.map.walls();
    const auto target = static_cast<std::size_t>(std::max(walls, 0));
    list.reserve(target);
    auto add = [&](Point a, Point b, WallKind k = WallKind::Wall) {
        if (list.size() < target) {
            list.push_back(Wall{a, b, k, DoorState::Closed});
        }
    };
    // Rooms: the east and south edges in pieces of 2 squares, one left out
    // (a doorway), one a door (east) or a window (south).
    for (int ry = 0; ry < kSize; ry += kRoom) {
        for (int rx = 0; rx < kSize; rx += kRoom) {
            const int gap_e = pick(0, 4);
            const int gap_s = pick(0, 4);
            for (int i = 0; i < 5; ++i) {
                const double x = rx + kRoom;
                const double y = ry + kRoom;
                if (i != gap_e && x < kSize) {
                    add({x, ry + 2.0 * i}, {x, ry + 2.0 * i + 2},
                        i == (gap_e + 2) % 5 ? WallKind::Door : WallKind::Wall);
                }
                if (i != gap_s && y < kSize) {
                    add({rx + 2.0 * i, y}, {rx + 2.0 * i + 2, y},
                        i == (gap_s + 2) % 5 ? WallKind::Window : WallKind::Wall);
                }
            }
        }
    }
    // Then pillars (a square boxed in) until there are enough.
    while (list.size() < target) {
        const double x = pick(1, kSize - 2);
        const double y = pick(1, kSize - 2);
        add({x, y}, {x + 1, y});
        add({x + 1, y}, {x + 1, y + 1});
        add({x + 1, y + 1}, {x, y + 1});
        add({x, y + 1}, {x, y});
        enc.map.set_terrain({static_cast<int>(x), static_cast<int>(y)}, Terrain::Impassable);
    }
    place_units(enc, units, heroes, rng);
    enc.name = "Large encounter (" + std::to_string(enc.units.size()) + " units, " +
               std::to_string(list.size()) + " walls)";
    return enc;
}

Encounter cave_encounter(int segments, std::uint32_t seed) {
    constexpr int kSize = 300;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    Encounter enc;
    enc.name = "Cave (" + std::to_string(segments) + " wall segments)";
    enc.ruleset = RulesetId::Freehits;
    enc.map = BattleMap(kSize, kSize);
    auto& list = enc.map.walls();
    const auto target = static_cast<std::size_t>(segments);
    list.reserve(target);
    auto snap = [](double v) { return std::round(v * 8) / 8; };
    // Ragged loops of 40 to 160 points around random centres: rock pillars
    // and cavern outlines, as traced cave maps have them.
    while (list.size() < target) {
        const double cx = 5 + unit(rng) * (kSize - 10);
        const double cy = 5 + unit(rng) * (kSize - 10);
        const double radius = 0.8 + unit(rng) * 4.0;
        const int points = 40 + static_cast<int>(unit(rng) * 120);
        std::vector<Point> loop;
        for (int i = 0; i < points; ++i) {
            const double a = 2 * std::numbers::pi * i / points;
            const double r = radius * (0.75 + 0.5 * unit(rng));
            loop.push_back({snap(std::clamp(cx + r * std::cos(a), 0.0, double(kSize))),
                            snap(std::clamp(cy + r * std::sin(a), 0.0, double(kSize)))});
        }
        for (int i = 0; i < points && list.size() < target; ++i) {
            const Point a = loop[static_cast<std::size_t>(i)];
            const Point b = loop[static_cast<std::size_t>((i + 1) % points)];
            if (a.x != b.x || a.y != b.y) {
                list.push_back(Wall{a, b, WallKind::Wall, DoorState::Closed});
            }
        }
    }
    place_units(enc, 20, 4, rng);
    return enc;
}

} // namespace skirmish::bench
