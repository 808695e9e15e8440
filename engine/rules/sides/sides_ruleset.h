#pragma once
/// @file `sides` (seed 002_5e27cdf788b28f5f.txt): side initiative, the
/// line-of-sight and cover geometry, attacks of opportunity, Shove.

#include "rules/ruleset.h"

namespace skirmish {

const Ruleset& sides_ruleset();

} // namespace skirmish
