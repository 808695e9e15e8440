#pragma once
// Generates varied, valid encounters from a seed, for property tests.

#include "encounter/encounter.h"

#include <cstdint>

namespace skirmish::test_support {

/// A valid encounter: random size, terrain, elevation, walls of every kind,
/// sides, units (some large, hidden, with stats, specials, notes), options.
Encounter random_encounter(std::uint32_t seed);

} // namespace skirmish::test_support
