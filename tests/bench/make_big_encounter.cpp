// make_big_encounter: writes the large encounters of issue 17 to files, so
// that the CLI and the GUI can be timed on them.
//   make_big_encounter units OUT [UNITS WALLS HEROES]   (default 10000 20000 10)
//   make_big_encounter cave OUT [SEGMENTS]       (default 80000)
#include "big_encounter.h"

#include "io/encounter_json.h"

#include <cstdio>
#include <exception>
#include <fstream>
#include <string>

using namespace skirmish;

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s units OUT [UNITS WALLS HEROES] | cave OUT [SEGMENTS]\n",
                     argv[0]);
        return 2;
    }
    const std::string kind = argv[1];
    Encounter enc;
    try {
        if (kind == "units") {
            enc = bench::big_encounter(argc > 3 ? std::stoi(argv[3]) : 10000,
                                       argc > 4 ? std::stoi(argv[4]) : 20000,
                                       argc > 5 ? std::stoi(argv[5]) : 10);
        } else if (kind == "cave") {
            enc = bench::cave_encounter(argc > 3 ? std::stoi(argv[3]) : 80000);
        } else {
            std::fprintf(stderr, "unknown kind %s (units or cave)\n", kind.c_str());
            return 2;
        }
    } catch (const std::exception& e) { // std::stoi on a bad number
        std::fprintf(stderr, "bad number: %s\n", e.what());
        return 2;
    }
    if (enc.units.empty()) {
        std::fprintf(stderr, "no units: give 1 or more\n");
        return 2;
    }
    std::ofstream out(argv[2], std::ios::binary);
    out << io::write_encounter(enc);
    if (!out) {
        std::fprintf(stderr, "cannot write %s\n", argv[2]);
        return 1;
    }
    std::printf("%s: %zu units, %zu walls\n", argv[2], enc.units.size(), enc.map.walls().size());
    return 0;
}
