#pragma once
/// @file Commands: every change to an encounter is one of these.
///
/// A command is validated against the encounter by `plan()` (command_engine.h),
/// which either rejects it with a reason or returns the events it causes.

#include "map/battle_map.h"
#include "units/side.h"
#include "units/unit.h"

#include <cstddef>
#include <string>
#include <variant>
#include <vector>

namespace skirmish {

/// Put a new unit on the map. Its id must be new, its side must exist, and
/// its footprint must be on the map, passable and free of other units.
struct PlaceUnit {
    Unit unit;
};
/// Move a unit so that its top-left cell is `to`. By the rules (the
/// default), the move must be legal for its ruleset: a path through `via`
/// within its movement that the map, the units and the ruleset allow
/// (Pathfinder::path). `free` is the GM's placement: only the checks of
/// placing apply (on the map, passable, no other unit there).
struct MoveUnit {
    std::string unit;
    Cell to;
    std::vector<Cell> via = {};
    bool free = false;
};
/// Take a unit off the map.
struct RemoveUnit {
    std::string unit;
};
/// Replace the unit with the same id by `unit` (name, stats, size, ...).
struct EditUnit {
    Unit unit;
};
/// Add a side with a new id.
struct AddSide {
    Side side;
};
/// Replace the side with the same id by `side`.
struct EditSide {
    Side side;
};
/// Add a wall, window or door. Its end points must be finite, distinct and
/// within the map's rectangle `[0, width] x [0, height]`.
struct AddWall {
    Wall wall;
};
/// Remove the wall at `index` in `map.walls()`.
struct RemoveWall {
    std::size_t index = 0;
};
/// Set the state of the door at `index` in `map.walls()`.
struct SetDoor {
    std::size_t index = 0;
    DoorState state = DoorState::Closed;
};
/// Paint terrain on cells. Impassable terrain may not be painted under a unit.
struct PaintTerrain {
    std::vector<Cell> cells;
    Terrain terrain = Terrain::Open;
};
/// Set the elevation level (0..4) of cells.
struct SetElevation {
    std::vector<Cell> cells;
    int level = 0;
};

/// Paint cells into the zone `zone` (an id; a new id adds the zone, named
/// `name` or else its id), or take them out of any zone when `zone` is empty.
struct PaintZone {
    std::vector<Cell> cells;
    std::string zone;
    std::string name;
};

/// Turn fog of war on or off for the players' view.
struct SetFog {
    bool enabled = true;
};
/// What the GM's fog brush does to squares.
enum class FogBrush { Reveal, Hide, Clear };
/// Reveal squares to the players, hide them, or clear the GM's marks.
struct PaintFog {
    std::vector<Cell> cells;
    FogBrush brush = FogBrush::Reveal;
};
/// Forget which squares the players explored (the GM's marks stay).
struct ResetExplored {};

using Command =
    std::variant<PlaceUnit, MoveUnit, RemoveUnit, EditUnit, AddSide, EditSide, AddWall, RemoveWall,
                 SetDoor, PaintTerrain, SetElevation, PaintZone, SetFog, PaintFog, ResetExplored>;

} // namespace skirmish
