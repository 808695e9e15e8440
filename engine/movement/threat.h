#pragma once
/// @file Threat: a unit's melee zone (RULESETS.md "Adjacent squares"):
/// the squares within its reach in adjacency steps from its footprint, so
/// nobody threatens through a wall. Units do not block threat.

#include "encounter/encounter.h"
#include "movement/passability.h"

#include <vector>

namespace skirmish {

/// The squares of `unit`'s melee zone (melee_reach() steps), its own
/// footprint excluded, sorted by row, then column.
std::vector<Cell> threatened_cells(const Encounter& enc, const Passability& pass, const Unit& unit);

/// The squares within `reach` adjacency steps of the footprint at `cell`
/// (size x size), the footprint excluded, sorted by row, then column.
std::vector<Cell> zone_around(const Passability& pass, Cell cell, int size, int reach);

/// True when square `c` is within `reach` adjacency steps of `unit`'s
/// footprint (zone_around), its own squares excluded.
bool within_reach(const Passability& pass, const Unit& unit, Cell c, int reach = 1);
/// True when any square of `other` is within `reach` steps of `unit`.
bool within_reach(const Passability& pass, const Unit& unit, const Unit& other, int reach = 1);

} // namespace skirmish
