#pragma once
/// @file `teams` (seed 004_b64e7ab0ea5c9095.txt): teams alternate one
/// member at a time; three actions a turn and one reaction a round.

#include "rules/ruleset.h"

namespace skirmish {

const Ruleset& teams_ruleset();

} // namespace skirmish
