// sight_views: visible_cells from each unit of a map, once each, then the
// number of cells seen. A fixed amount of work with no timing loop, for a
// profiler that counts instructions (valgrind --tool=callgrind): its counts
// do not depend on the machine's load, so two builds compare without noise
// (docs/performance.md). `sight_views [map|cave]`; map (the benchmark map
// of tests/bench/bench_map.h) when none is given.
#include "bench_map.h"
#include "big_encounter.h"
#include "geometry/sight.h"

#include <cstdio>
#include <string_view>

using namespace skirmish;

int main(int argc, char** argv) {
    const std::string_view which = argc > 1 ? argv[1] : "map";
    if (which != "map" && which != "cave") {
        std::fprintf(stderr, "usage: sight_views [map|cave]\n");
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
