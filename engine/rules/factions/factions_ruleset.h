#pragma once
/// @file `factions` (seed 003_9a87a7ae7a61caaf.txt): factions alternate
/// single activations, movement by painted zones, reactions to attacks.

#include "rules/ruleset.h"

namespace skirmish {

const Ruleset& factions_ruleset();

} // namespace skirmish
