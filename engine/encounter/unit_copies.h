#pragma once
/// @file Copies of a unit for quick placement (issue 15): names numbered
/// as a GM numbers them, fresh ids, and free squares near a point. The
/// copies are placed with PlaceUnit commands; nothing here changes `enc`.

#include "encounter/command.h"
#include "encounter/encounter.h"

#include <string>
#include <vector>

namespace skirmish {

/// `n` names for copies of a unit named `name`, none of them a unit's name
/// in `enc` or another of the `n`: "Bandit" gives "Bandit 2", "Bandit 3";
/// "Bandit 2" gives "Bandit 3"; a number in use is skipped.
std::vector<std::string> numbered_names(const Encounter& enc, const std::string& name, int n);

/// An id for a unit named `name` that no unit of `enc` has and that is not
/// in `taken`: the name in lower case, other characters as '-'
/// ("Bandit 2" gives "bandit-2"), cut to 100 bytes, with "-2", "-3", ...
/// added when needed; "unit" for a name with no letter or digit.
std::string fresh_unit_id(const Encounter& enc, const std::string& name,
                          const std::vector<std::string>& taken = {});

/// Up to `n` top-left squares where `unit` (its size) could stand
/// (placement_problem) without overlapping another of them, nearest to
/// `from` first: by rings of squares around it (Chebyshev distance), in
/// row order within a ring. Fewer when the map has no more room.
std::vector<Cell> free_cells_near(const Encounter& enc, const Unit& unit, Cell from, int n);

/// `n` copies of `unit` ready for PlaceUnit: its stats, weapons, specials,
/// conditions and image, with numbered names, fresh ids and free squares
/// near `from` (fewer copies when the map has no more room).
std::vector<Unit> copies_of(const Encounter& enc, const Unit& unit, Cell from, int n);

/// `target` with the changes that turned `before` into `after` (issue 15:
/// several units edited together, `before` being the one shown in the
/// form): the side, size, visibility, notes, image and weapons when they
/// changed; each stat set or cleared; each special and condition added or
/// taken away (with the condition's timer). Its id, name and square stay,
/// and what the GM did not change stays the target's own.
Unit with_changes(const Unit& target, const Unit& before, const Unit& after);

/// The commands that paste `units` of `sides` into `enc` (issue 15: copy
/// and paste, within an encounter or from another): each unit's `cell` is
/// its offset from the first (io::UnitClip), and the first goes on or near
/// `at`. First an AddSide for each side `enc` lacks (matched by id; a side
/// `enc` has keeps its name and colour), then a PlaceUnit per unit with a
/// fresh id, its name numbered when `enc` already has it ("Bandit" gives
/// "Bandit 2"), on its square of the formation when that is free, else on
/// the free square nearest it. A unit with no free square is left out.
std::vector<Command> paste_commands(const Encounter& enc, const std::vector<Side>& sides,
                                    const std::vector<Unit>& units, Cell at);

} // namespace skirmish
