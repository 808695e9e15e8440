#pragma once
// The benchmark map of issues 3 and 4: 200x200 squares, 2,000 wall
// segments (rooms with doorways, pillars, diagonal and fractional walls),
// 100 units, all from a fixed seed.

#include "encounter/encounter.h"

#include <cstdint>

namespace skirmish::bench {

/// The encounter; `seed` 0 is the one reported in docs/performance.md.
Encounter benchmark_encounter(std::uint32_t seed = 0);

} // namespace skirmish::bench
