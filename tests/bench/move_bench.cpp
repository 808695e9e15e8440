// Issue 4 budgets: reachable (budget 12, alternating, with provocation
// annotation), path across 12 squares, reachable over the whole map;
// against a plain Dijkstra written without Boost.
#include "bench_map.h"
#include "movement/direction.h"
#include "movement/pathfinder.h"

#include <benchmark/benchmark.h>

#include <climits>
#include <queue>

using namespace skirmish;

namespace {

const Encounter& encounter() {
    static const Encounter enc = [] {
        Encounter e = bench::benchmark_encounter();
        e.map.set_diagonal(DiagonalRule::Alternating);
        return e;
    }();
    return enc;
}

// The reference: Dijkstra over (square, parity) with std::priority_queue and
// dense arrays, no Boost, no units, no provocations.
int plain_dijkstra(const Passability& pass, Cell start, int budget) {
    const int w = pass.width();
    const int h = pass.height();
    std::vector<int> dist(static_cast<std::size_t>(w) * h * 2, INT_MAX);
    auto id = [&](Cell c, int p) { return (static_cast<std::size_t>(c.y) * w + c.x) * 2 + p; };
    using Item = std::tuple<int, int, int, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> q;
    dist[id(start, 0)] = 0;
    q.emplace(0, start.x, start.y, 0);
    int settled = 0;
    while (!q.empty()) {
        auto [d, x, y, p] = q.top();
        q.pop();
        const Cell c{x, y};
        if (d > dist[id(c, p)]) {
            continue;
        }
        ++settled;
        for (int dir = 0; dir < 8; ++dir) {
            if (!pass.can_move(c, 1, dir)) {
                continue;
            }
            const Cell t = step(c, dir);
            int cost = 1;
            int np = p;
            if (is_diagonal(dir)) {
                cost = p ? 2 : 1;
                np = p ^ 1;
            }
            cost *= pass.terrain_factor(t, 1);
            if (d + cost <= budget && d + cost < dist[id(t, np)]) {
                dist[id(t, np)] = d + cost;
                q.emplace(d + cost, t.x, t.y, np);
            }
        }
    }
    return settled;
}

void BM_Reachable12(benchmark::State& state) {
    const Pathfinder pf(encounter());
    std::size_t i = 0;
    std::size_t squares = 0;
    for (auto _ : state) {
        const Reach r = pf.reachable(encounter().units[i++ % encounter().units.size()].id, 12);
        squares += r.squares.size();
        benchmark::DoNotOptimize(r);
    }
    state.counters["squares"] =
        static_cast<double>(squares) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_Reachable12)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void BM_Reachable12_PlainDijkstra(benchmark::State& state) {
    const Passability pass(encounter().map);
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(plain_dijkstra(pass, encounter().units[i++ % 100].cell, 12));
    }
}
BENCHMARK(BM_Reachable12_PlainDijkstra)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void BM_Path12(benchmark::State& state) {
    const Pathfinder pf(encounter());
    // For each unit, a square 12 squares away that it can reach.
    std::vector<std::pair<std::string, Cell>> trips;
    for (const Unit& u : encounter().units) {
        for (const ReachSquare& s : pf.reachable(u.id, 12).squares) {
            if (s.cost == 12) {
                trips.emplace_back(u.id, s.cell);
                break;
            }
        }
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [id, to] = trips[i++ % trips.size()];
        benchmark::DoNotOptimize(pf.path(id, to, {}, 12));
    }
    state.counters["trips"] = static_cast<double>(trips.size());
}
BENCHMARK(BM_Path12)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

void BM_ReachableWholeMap(benchmark::State& state) {
    const Pathfinder pf(encounter());
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(pf.reachable(encounter().units[i++ % 100].id, 400));
    }
}
BENCHMARK(BM_ReachableWholeMap)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void BM_ReachableWholeMap_PlainDijkstra(benchmark::State& state) {
    const Passability pass(encounter().map);
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(plain_dijkstra(pass, encounter().units[i++ % 100].cell, 400));
    }
}
BENCHMARK(BM_ReachableWholeMap_PlainDijkstra)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

} // namespace

BENCHMARK_MAIN();
