// Reading encounter files (issue 17 "Large files"): what `skirmish-cli
// check` does with a file's text (io::read_encounter), for the 10,000-unit
// and 20,000-wall encounter against a 2-unit one in the same run, and the
// 80,000-segment cave map.
#include "big_encounter.h"

#include "io/encounter_json.h"

#include <benchmark/benchmark.h>

using namespace skirmish;

namespace {

const std::string& big_text() {
    static const std::string text = io::write_encounter(bench::big_encounter());
    return text;
}

const std::string& cave_text() {
    static const std::string text = io::write_encounter(bench::cave_encounter());
    return text;
}

const std::string& tiny_text() {
    static const std::string text = io::write_encounter(bench::big_encounter(2, 0, 1));
    return text;
}

void read(benchmark::State& state, const std::string& text) {
    for (auto _ : state) {
        auto enc = io::read_encounter(text);
        if (!enc) {
            state.SkipWithError(enc.reason().c_str());
            return;
        }
        benchmark::DoNotOptimize(enc);
    }
    state.counters["bytes"] = static_cast<double>(text.size());
}

void BM_Read_Tiny(benchmark::State& state) {
    read(state, tiny_text());
}
BENCHMARK(BM_Read_Tiny)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

void BM_Read_10kUnits20kWalls(benchmark::State& state) {
    read(state, big_text());
}
BENCHMARK(BM_Read_10kUnits20kWalls)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void BM_Read_Cave80kSegments(benchmark::State& state) {
    read(state, cave_text());
}
BENCHMARK(BM_Read_Cave80kSegments)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void BM_Write_10kUnits20kWalls(benchmark::State& state) {
    static const Encounter enc = io::read_encounter(big_text()).value();
    for (auto _ : state) {
        benchmark::DoNotOptimize(io::write_encounter(enc));
    }
}
BENCHMARK(BM_Write_10kUnits20kWalls)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

} // namespace

BENCHMARK_MAIN();
