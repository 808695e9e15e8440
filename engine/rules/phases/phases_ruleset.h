#pragma once
/// @file `phases` (seed 000_c06777daa3903922.txt): phased rounds by base
/// Combat score, hostile squares, Bull Rush.

#include "rules/ruleset.h"

namespace skirmish {

const Ruleset& phases_ruleset();

} // namespace skirmish
