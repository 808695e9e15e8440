#pragma once
/// @file `freehits` (seed 001_dbc5fcc02a99a518.txt): individual initiative
/// by Agility, melee zones and free hits.

#include "rules/ruleset.h"

namespace skirmish {

const Ruleset& freehits_ruleset();

} // namespace skirmish
