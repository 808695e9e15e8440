// Issue 4, acceptance 4: on random maps, every reachable cost equals the
// cost of the path to that square and a plain Dijkstra written without
// Boost (brute-force reference). And Passability against its rule read
// afresh for every step and every wall.
#include "geometry/exact.h"
#include "movement/direction.h"
#include "movement/passability.h"
#include "movement/pathfinder.h"

#include <gtest/gtest.h>

#include <climits>
#include <queue>
#include <random>

using namespace skirmish;

namespace {

Encounter random_board(std::mt19937& rng) {
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Encounter enc;
    enc.ruleset = pick(0, 1) ? RulesetId::Teams : RulesetId::Phases;
    const int n = pick(5, 14);
    enc.map = BattleMap(n, n);
    enc.map.set_diagonal(static_cast<DiagonalRule>(pick(0, 2)));
    for (int i = pick(0, n * n / 5); i > 0; --i) {
        enc.map.set_terrain({pick(0, n - 1), pick(0, n - 1)},
                            pick(0, 2) ? Terrain::Difficult : Terrain::Impassable);
    }
    for (int i = pick(0, 2 * n); i > 0; --i) {
        const Point a{static_cast<double>(pick(0, n)), static_cast<double>(pick(0, n))};
        const bool horizontal = pick(0, 1) == 1;
        const WallKind kind = static_cast<WallKind>(pick(0, 2));
        enc.map.walls().push_back(
            Wall{a, horizontal ? Point{a.x + pick(1, 3), a.y} : Point{a.x, a.y + pick(1, 3)}, kind,
                 static_cast<DoorState>(pick(0, 2))});
    }
    enc.sides = {Side{"red", "Red", "#c0392b", true}};
    Unit hero;
    hero.id = "hero";
    hero.name = "Hero";
    hero.side = "red";
    hero.size = pick(0, 4) == 0 ? 2 : 1;
    hero.stats = {{"move", pick(2, 9)}, {"speed", pick(2, 9)}};
    hero.specials = {"Agile"};
    do {
        hero.cell = {pick(0, n - hero.size), pick(0, n - hero.size)};
        enc.map.set_terrain(hero.cell, Terrain::Open);
    } while (false);
    for (int dy = 0; dy < hero.size; ++dy) {
        for (int dx = 0; dx < hero.size; ++dx) {
            enc.map.set_terrain({hero.cell.x + dx, hero.cell.y + dy}, Terrain::Open);
        }
    }
    enc.units.push_back(hero);
    for (int i = pick(0, 4); i > 0; --i) { // allies to pass through
        Unit a = hero;
        a.id = "ally" + std::to_string(i);
        a.size = 1;
        a.cell = {pick(0, n - 1), pick(0, n - 1)};
        bool clash = false;
        for (const Unit& u : enc.units) {
            clash = clash || u.occupies(a.cell) ||
                    (a.cell.x >= u.cell.x && a.cell.x < u.cell.x + u.size && a.cell.y >= u.cell.y &&
                     a.cell.y < u.cell.y + u.size);
        }
        if (!clash) {
            enc.units.push_back(a);
        }
    }
    return enc;
}

// Plain Dijkstra over (square, parity) with a binary heap.
std::map<Cell, int> reference(const Encounter& enc, const Passability& pass, const Unit& u,
                              int budget) {
    const DiagonalRule rule = enc.diagonal_rule();
    std::map<std::pair<Cell, int>, int> dist;
    using Item = std::tuple<int, int, int, int>; // cost, x, y, parity
    std::priority_queue<Item, std::vector<Item>, std::greater<>> q;
    q.emplace(0, u.cell.x, u.cell.y, 0);
    dist[{u.cell, 0}] = 0;
    std::map<Cell, int> best;
    while (!q.empty()) {
        auto [d, x, y, parity] = q.top();
        q.pop();
        const Cell c{x, y};
        if (dist[{c, parity}] < d) {
            continue;
        }
        best.emplace(c, d);
        if (best[c] > d) {
            best[c] = d;
        }
        for (int dir = 0; dir < 8; ++dir) {
            if (is_diagonal(dir) && rule == DiagonalRule::Manhattan) {
                continue;
            }
            if (!pass.can_move(c, u.size, dir)) {
                continue;
            }
            const Cell t = step(c, dir);
            int cost = 1;
            int np = parity;
            if (is_diagonal(dir) && rule == DiagonalRule::Alternating) {
                cost = parity ? 2 : 1;
                np = parity ^ 1;
            }
            cost *= pass.terrain_factor(t, u.size);
            const int nd = d + cost;
            if (nd > budget) {
                continue;
            }
            auto it = dist.find({t, np});
            if (it == dist.end() || nd < it->second) {
                dist[{t, np}] = nd;
                q.emplace(nd, t.x, t.y, np);
            }
        }
    }
    return best;
}

} // namespace

TEST(MovementProperty, ReachableEqualsPathEqualsReference) {
    std::mt19937 rng(424242);
    int checked = 0;
    for (int round = 0; round < 400; ++round) {
        const Encounter enc = random_board(rng);
        const Unit& hero = enc.units.front();
        const Pathfinder pf(enc);
        const Reach r = pf.reachable("hero");
        const auto ref = reference(enc, pf.passability(), hero, r.budget);
        std::size_t expected = 0;
        for (const auto& [cell, cost] : ref) {
            bool ally = false;
            for (const Unit& u : enc.units) {
                if (u.id != hero.id) {
                    for (int dy = 0; dy < hero.size; ++dy) {
                        for (int dx = 0; dx < hero.size; ++dx) {
                            ally = ally || u.occupies({cell.x + dx, cell.y + dy});
                        }
                    }
                }
            }
            if (!(cell == hero.cell) && !ally) {
                ++expected;
            }
        }
        ASSERT_EQ(r.squares.size(), expected) << "round " << round;
        for (const ReachSquare& s : r.squares) {
            ASSERT_TRUE(ref.count(s.cell)) << "round " << round << " " << to_label(s.cell);
            ASSERT_EQ(s.cost, ref.at(s.cell)) << "round " << round << " " << to_label(s.cell);
            const PathResult p = pf.path("hero", s.cell);
            ASSERT_TRUE(p.legal) << "round " << round << " " << to_label(s.cell) << ": "
                                 << p.reason;
            ASSERT_EQ(p.cost, s.cost) << "round " << round << " " << to_label(s.cell);
            ++checked;
        }
    }
    EXPECT_GT(checked, 2000);
}

namespace {

/// The rule of passability.h, read for one step against every wall: an
/// orthogonal step is blocked by a wall, window or closed door crossing its
/// edge (ends aside) or the line between the centres; a diagonal one by
/// any wall touching its corner, or a blocking one crossing that line.
bool step_allowed(const BattleMap& map, Cell c, int dir) {
    const Cell n = step(c, dir);
    if (!map.contains(c) || !map.contains(n)) {
        return false;
    }
    const Point from{c.x + 0.5, c.y + 0.5};
    const Point to{n.x + 0.5, n.y + 0.5};
    // The corner a diagonal passes, or the edge an orthogonal step crosses.
    const Point corner{std::max(c.x, n.x) * 1.0, std::max(c.y, n.y) * 1.0};
    const Point edge_a{std::max(c.x, n.x) * 1.0, std::max(c.y, n.y) * 1.0};
    const Point edge_b = kDirections[static_cast<std::size_t>(dir)].x != 0
                             ? Point{edge_a.x, edge_a.y + 1}
                             : Point{edge_a.x + 1, edge_a.y};
    auto f = [](Point p) { return exact::to_fixed(p); };
    for (const Wall& w : map.walls()) {
        const auto a = f(w.from);
        const auto b = f(w.to);
        const bool crosses = exact::segments_intersect(a, b, f(from), f(to));
        if (is_diagonal(dir)) {
            if (exact::segments_intersect(a, b, f(corner), f(corner)) ||
                (w.blocks_movement() && crosses)) {
                return false;
            }
        } else if (w.blocks_movement() &&
                   (crosses || exact::meets_open_segment(a, b, f(edge_a), f(edge_b)))) {
            return false;
        }
    }
    return true;
}

// Issue 17: Passability is built with shortcuts (rows near each wall, a box
// test before the exact one); on random maps it answers every step as the
// rule read against every wall does. Walls on the grid, on half squares,
// anywhere, and a hair off the grid's corners.
TEST(PassabilityProperty, EveryStepAsTheRuleReadAgainstEveryWall) {
    std::mt19937 rng(20261127);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    long steps = 0;
    for (int m = 0; m < 400; ++m) {
        BattleMap map(pick(3, 12), pick(3, 12));
        auto coord = [&](int side) {
            switch (pick(0, 3)) {
            case 0:
                return static_cast<double>(pick(-1, side + 1));
            case 1:
                return pick(-2, 2 * side + 2) / 2.0;
            case 2:
                return std::uniform_real_distribution<double>(-1, side + 1)(rng);
            default:
                return pick(0, side) + (pick(0, 1) ? 1e-7 : -1e-7);
            }
        };
        for (int i = pick(0, 10); i > 0; --i) {
            Wall w{{coord(map.width()), coord(map.height())},
                   {coord(map.width()), coord(map.height())}};
            if (pick(0, 2) == 0) {
                w.to.x = w.from.x; // along a column
            } else if (pick(0, 1) == 0) {
                w.to.y = w.from.y; // along a row
            }
            w.kind = static_cast<WallKind>(pick(0, 2));
            w.state = static_cast<DoorState>(pick(0, 2));
            map.walls().push_back(w);
        }
        const Passability pass(map);
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                for (int dir = 0; dir < 8; ++dir) {
                    ++steps;
                    ASSERT_EQ(pass.can_step({x, y}, dir), step_allowed(map, {x, y}, dir))
                        << "map " << m << ", step " << dir << " from " << x << "," << y;
                }
            }
        }
    }
    EXPECT_GT(steps, 100000);
}

} // namespace
