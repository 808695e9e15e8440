#pragma once
// The large encounters of issue 17, built from a fixed seed so that anyone
// can rebuild them (tests/bench/make_big_encounter writes them to files):
// - big_encounter(): 10,000 units and 20,000 wall segments on a 400 x 400
//   map (16 squares a unit: rooms of 10 x 10 squares with doorways, doors
//   and windows, then pillars): 10 heroes on the players' side, the rest a
//   horde; with 2 units and no walls, the 20 x 20 reference file;
// - cave_encounter(): 80,000 wall segments of ragged cave walls on a
//   300 x 300 map, and 20 units (4 heroes).

#include "encounter/encounter.h"

#include <cstdint>

namespace skirmish::bench {

/// `units` units (at most a tenth of the squares), `heroes` of them on the
/// players' side (each one's view is computed for the fog of war), and
/// `walls` segments.
Encounter big_encounter(int units = 10000, int walls = 20000, int heroes = 10,
                        std::uint32_t seed = 0);

/// `segments` segments of cave walls: closed ragged loops (pillars of rock
/// and the outline of caverns) whose points lie on a 1/8-square lattice.
Encounter cave_encounter(int segments = 80000, std::uint32_t seed = 0);

} // namespace skirmish::bench
