// Issue 3 budgets: line of sight + cover between two units, all pairs of the
// 100 units, visible_cells from one unit; against a brute-force reference
// (every wall, dense sampling), a naive per-square visible_cells, and
// libtcod's FOV_SYMMETRIC_SHADOWCAST on the same map rasterised to tiles.
#include "bench_map.h"
#include "big_encounter.h"
#include "geometry/primitives.h"
#include "geometry/sight.h"
#include "reference_sight.h"

#include <benchmark/benchmark.h>
#include <libtcod.h>

#include <cmath>

using namespace skirmish;

namespace {

const Encounter& encounter() {
    static const Encounter enc = bench::benchmark_encounter();
    return enc;
}

const Sight& sight() {
    static const Sight s(encounter().map);
    return s;
}

// Issue 17: the 80,000-segment cave map of tests/bench/big_encounter.h.
const Encounter& cave() {
    static const Encounter enc = bench::cave_encounter();
    return enc;
}

const Sight& cave_sight() {
    static const Sight s(cave().map);
    return s;
}

std::vector<std::pair<Rect, Rect>> all_pairs() {
    std::vector<std::pair<Rect, Rect>> out;
    const auto& units = encounter().units;
    for (std::size_t i = 0; i < units.size(); ++i) {
        for (std::size_t j = i + 1; j < units.size(); ++j) {
            out.emplace_back(sight_square(units[i].cell, units[i].size),
                             sight_square(units[j].cell, units[j].size));
        }
    }
    return out;
}

// Brute force: sample k x k points of each square, test every wall.
bool clear_all_walls(Point p, Point q) {
    for (const Wall& w : encounter().map.walls()) {
        if (w.blocks_sight() && geom::segments_intersect(p, q, w.from, w.to)) {
            return false;
        }
    }
    return true;
}

std::vector<Point> sample(const Rect& r, int k) {
    std::vector<Point> out;
    for (int i = 0; i < k; ++i) {
        for (int j = 0; j < k; ++j) {
            out.push_back({r.x0 + (r.x1 - r.x0) * i / (k - 1), r.y0 + (r.y1 - r.y0) * j / (k - 1)});
        }
    }
    return out;
}

bool brute_los(const Rect& a, const Rect& b, int k) {
    const auto pa = sample(a, k);
    const auto pb = sample(b, k);
    for (const Point& p : pa) {
        for (const Point& q : pb) {
            if (clear_all_walls(p, q)) {
                return true;
            }
        }
    }
    return false;
}

int brute_cover_corners(const Rect& a, const Rect& b, int k) {
    int seen = 0;
    const auto pa = sample(a, k);
    for (Point c : b.corners()) {
        for (const Point& p : pa) {
            if (clear_all_walls(p, c)) {
                ++seen;
                break;
            }
        }
    }
    return seen;
}

void BM_LosCover(benchmark::State& state) {
    const auto pairs = all_pairs();
    std::size_t i = 0;
    int visible = 0;
    for (auto _ : state) {
        const auto& [a, b] = pairs[i++ % pairs.size()];
        const CoverResult r = sight().cover(a, b);
        visible += r.sight.visible ? 1 : 0;
        benchmark::DoNotOptimize(r);
    }
    state.counters["visible_share"] =
        static_cast<double>(visible) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_LosCover)->Repetitions(5)->ReportAggregatesOnly(true);

// The pairs that see each other: where cover is computed corner by corner.
void BM_LosCover_VisiblePairs(benchmark::State& state) {
    std::vector<std::pair<Rect, Rect>> pairs;
    for (const auto& p : all_pairs()) {
        if (sight().line_of_sight(p.first, p.second).visible) {
            pairs.push_back(p);
        }
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [a, b] = pairs[i++ % pairs.size()];
        benchmark::DoNotOptimize(sight().cover(a, b));
    }
    state.counters["pairs"] = static_cast<double>(pairs.size());
}
BENCHMARK(BM_LosCover_VisiblePairs)->Repetitions(5)->ReportAggregatesOnly(true);

void BM_LosCover_BruteForce(benchmark::State& state) {
    const auto pairs = all_pairs();
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [a, b] = pairs[(i++ * 97) % pairs.size()];
        const bool los = brute_los(a, b, 8);
        benchmark::DoNotOptimize(los);
        if (los) {
            benchmark::DoNotOptimize(brute_cover_corners(a, b, 8));
        }
    }
}
BENCHMARK(BM_LosCover_BruteForce)->Unit(benchmark::kMillisecond)->Iterations(50);

void BM_AllPairs(benchmark::State& state) {
    const auto pairs = all_pairs();
    for (auto _ : state) {
        for (const auto& [a, b] : pairs) {
            benchmark::DoNotOptimize(sight().cover(a, b));
        }
    }
    state.counters["pairs"] = static_cast<double>(pairs.size());
}
BENCHMARK(BM_AllPairs)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// visible_cells from each unit in turn, by `sight` (Sight or the old one).
template <typename AnySight>
void views(benchmark::State& state, const AnySight& sight, const std::vector<Unit>& units) {
    std::size_t i = 0;
    std::size_t cells = 0;
    for (auto _ : state) {
        const Unit& u = units[i++ % units.size()];
        const auto v = sight.visible_cells(sight_square(u.cell, u.size));
        cells += v.size();
        benchmark::DoNotOptimize(v);
    }
    state.counters["cells_seen"] =
        static_cast<double>(cells) / static_cast<double>(state.iterations());
}

void BM_VisibleCells(benchmark::State& state) {
    views(state, sight(), encounter().units);
}
BENCHMARK(BM_VisibleCells)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

// The naive reference: line_of_sight to every square of the map.
void BM_VisibleCells_EverySquare(benchmark::State& state) {
    const auto& units = encounter().units;
    const BattleMap& m = encounter().map;
    std::size_t i = 0;
    for (auto _ : state) {
        const Unit& u = units[i++ % units.size()];
        const Rect from = sight_square(u.cell, u.size);
        int seen = 0;
        for (int y = 0; y < m.height(); ++y) {
            for (int x = 0; x < m.width(); ++x) {
                seen += sight().line_of_sight(from, sight_square({x, y})).visible ? 1 : 0;
            }
        }
        benchmark::DoNotOptimize(seen);
    }
}
BENCHMARK(BM_VisibleCells_EverySquare)->Unit(benchmark::kMillisecond)->Iterations(5);

// libtcod on the map rasterised at 2 tiles per square: a tile is opaque when
// a sight-blocking wall crosses it.
TCOD_Map* rasterise(const BattleMap& m) {
    constexpr int kRes = 2;
    TCOD_Map* t = TCOD_map_new(m.width() * kRes, m.height() * kRes);
    TCOD_map_clear(t, true, true);
    for (const Wall& w : m.walls()) {
        if (!w.blocks_sight()) {
            continue;
        }
        const double len = std::hypot(w.to.x - w.from.x, w.to.y - w.from.y);
        const int steps = static_cast<int>(len * kRes * 4) + 1;
        for (int s = 0; s <= steps; ++s) {
            const double f = static_cast<double>(s) / steps;
            const int tx = static_cast<int>((w.from.x + f * (w.to.x - w.from.x)) * kRes);
            const int ty = static_cast<int>((w.from.y + f * (w.to.y - w.from.y)) * kRes);
            if (tx >= 0 && ty >= 0 && tx < m.width() * kRes && ty < m.height() * kRes) {
                TCOD_map_set_properties(t, tx, ty, false, false);
            }
        }
    }
    return t;
}

TCOD_Map* tcod_map() {
    static TCOD_Map* map = rasterise(encounter().map);
    return map;
}

// libtcod's field of view from each unit in turn (its tile at 2 x 2 a square).
void tcod_views(benchmark::State& state, TCOD_Map* map, const std::vector<Unit>& units) {
    std::size_t i = 0;
    for (auto _ : state) {
        const Unit& u = units[i++ % units.size()];
        TCOD_map_compute_fov(map, u.cell.x * 2 + 1, u.cell.y * 2 + 1, 0, true,
                             FOV_SYMMETRIC_SHADOWCAST);
        benchmark::DoNotOptimize(TCOD_map_is_in_fov(map, 0, 0));
    }
}

void BM_LibtcodSymmetricShadowcast(benchmark::State& state) {
    tcod_views(state, tcod_map(), encounter().units);
}
BENCHMARK(BM_LibtcodSymmetricShadowcast)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

// The visibility before issue 17 (tests/engine/reference_sight.cpp), from the
// same units in the same run: the "before" of docs/performance.md.
void BM_VisibleCells_Before(benchmark::State& state) {
    static const reference::OldSight old(encounter().map);
    views(state, old, encounter().units);
}
BENCHMARK(BM_VisibleCells_Before)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

// The cave, from each of its 20 units in turn, against libtcod on the cave
// rasterised the same way, in the same run.
void BM_VisibleCells_Cave(benchmark::State& state) {
    views(state, cave_sight(), cave().units);
}
BENCHMARK(BM_VisibleCells_Cave)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(20) // each unit once
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void BM_VisibleCells_Cave_Before(benchmark::State& state) {
    static const reference::OldSight old(cave().map);
    views(state, old, cave().units);
}
BENCHMARK(BM_VisibleCells_Cave_Before)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(20) // each unit once: about 6 s a repetition
    ->Repetitions(1);

void BM_LibtcodSymmetricShadowcast_Cave(benchmark::State& state) {
    static TCOD_Map* map = rasterise(cave().map);
    tcod_views(state, map, cave().units);
}
BENCHMARK(BM_LibtcodSymmetricShadowcast_Cave)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

// Building the sight index (after each wall change): the buckets, and the
// junctions of issue 17's barrier test.
void BM_SightBuild(benchmark::State& state) {
    const BattleMap& m = state.range(0) == 0 ? encounter().map : cave().map;
    for (auto _ : state) {
        benchmark::DoNotOptimize(Sight(m));
    }
    state.SetLabel(state.range(0) == 0 ? "benchmark map" : "cave");
}
BENCHMARK(BM_SightBuild)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);

} // namespace

BENCHMARK_MAIN();
