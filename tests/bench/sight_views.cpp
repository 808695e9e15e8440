// sight_views: a fixed amount of sight work with no timing loop, for a
// profiler that counts instructions (valgrind --tool=callgrind): its counts
// do not depend on the machine's load, so two builds compare without noise
// (docs/performance.md).
//   sight_views [map|cave]  visible_cells from each unit, once each, then
//                           the number of cells seen; map (the benchmark map
//                           of tests/bench/bench_map.h) when none is given.
//   sight_views pairs       Sight::cover for every pair of units of the
//                           benchmark map (as BM_AllPairs), then how many
//                           pairs see each other.
#include "bench_map.h"
#include "big_encounter.h"
#include "geometry/sight.h"

#include <cstdio>
#include <string_view>

using namespace skirmish;

namespace {

int pairs(const Encounter& enc) {
    const Sight sight(enc.map);
    std::size_t count = 0;
    std::size_t visible = 0;
    for (std::size_t i = 0; i < enc.units.size(); ++i) {
        for (std::size_t j = i + 1; j < enc.units.size(); ++j) {
            const Unit& a = enc.units[i];
            const Unit& b = enc.units[j];
            const CoverResult r =
                sight.cover(sight_square(a.cell, a.size), sight_square(b.cell, b.size));
            ++count;
            visible += r.sight.visible ? 1 : 0;
        }
    }
    std::printf("%zu pairs, %zu see each other\n", count, visible);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const std::string_view which = argc > 1 ? argv[1] : "map";
    if (which == "pairs") {
        return pairs(bench::benchmark_encounter());
    }
    if (which != "map" && which != "cave") {
        std::fprintf(stderr, "usage: sight_views [map|cave|pairs]\n");
        return 1;
    }
    const Encounter enc = which == "map" ? bench::benchmark_encounter() : bench::cave_encounter();
    const Sight sight(enc.map);
    std::size_t cells = 0;
    for (const Unit& u : enc.units) {
        cells += sight.visible_cells(sight_square(u.cell, u.size)).size();
    }
    std::printf("%zu views, %zu cells seen\n", enc.units.size(), cells);
    return 0;
}
