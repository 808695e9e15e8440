#pragma once
/// @file Events: what a command did, with enough before-state to revert it
/// exactly. Applying a command's events and then reverting them in reverse
/// order gives back an encounter equal to the one before.

#include "combat/combat_state.h"
#include "encounter/area_template.h"
#include "encounter/encounter_settings.h"
#include "encounter/player_health.h"
#include "map/battle_map.h"
#include "units/side.h"
#include "units/squad.h"
#include "units/unit.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace skirmish {

struct UnitAdded {
    std::size_t index = 0; ///< position in Encounter::units
    Unit unit;
};
struct UnitRemoved {
    std::size_t index = 0;
    Unit unit;
};
struct UnitMoved {
    std::string unit;
    Cell from;
    Cell to;
};
struct UnitChanged {
    Unit before;
    Unit after; ///< same id as before
};
struct SideAdded {
    std::size_t index = 0;
    Side side;
};
struct SideChanged {
    Side before;
    Side after;
};
struct WallAdded {
    std::size_t index = 0; ///< position in BattleMap::walls()
    Wall wall;
};
struct WallRemoved {
    std::size_t index = 0;
    Wall wall;
};
struct WallChanged {
    std::size_t index = 0;
    Wall before;
    Wall after;
};
struct TerrainChanged {
    std::vector<Cell> cells;
    std::vector<Terrain> before; ///< one per cell
    Terrain after = Terrain::Open;
};
struct ElevationChanged {
    std::vector<Cell> cells;
    std::vector<int> before; ///< one per cell
    int after = 0;
};

struct ZoneAdded {
    std::size_t index = 0; ///< position in BattleMap::zones()
    Zone zone;
};
struct ZoneCellsChanged {
    std::vector<Cell> cells;
    std::vector<int> before; ///< one zone index (or -1) per cell
    int after = -1;
};

struct FogEnabledChanged {
    bool before = true;
    bool after = true;
};
/// Fog flags of squares changed (FogOfWar::kExplored, kRevealed, kHidden).
struct FogCellsChanged {
    std::vector<Cell> cells;
    std::vector<std::uint8_t> before; ///< one per cell
    std::vector<std::uint8_t> after;  ///< one per cell
};

/// The fight's state changed (turn order, budgets, round, dice).
struct CombatChanged {
    CombatState before;
    CombatState after;
};
/// Lines added to the end of the combat log.
/// The players' view's health display changed (SetPlayerHealth).
struct PlayerHealthChanged {
    PlayerHealth before;
    PlayerHealth after;
};
/// The name, ruleset, square size or diagonal rule changed (EditSettings).
struct SettingsChanged {
    EncounterSettings before;
    EncounterSettings after;
};
/// An area template laid on the map (issue 14), or one taken off it.
struct TemplateAdded {
    std::size_t index = 0; ///< position in Encounter::templates
    AreaTemplate area;
};
struct TemplateRemoved {
    std::size_t index = 0;
    AreaTemplate area;
};
/// The squads changed: formed, regrouped, disbanded or ordered (issue 14).
struct SquadsChanged {
    std::vector<Squad> before;
    std::vector<Squad> after;
};
struct LogAdded {
    std::vector<LogEntry> entries;
};

using Event = std::variant<UnitAdded, UnitRemoved, UnitMoved, UnitChanged, SideAdded, SideChanged,
                           WallAdded, WallRemoved, WallChanged, TerrainChanged, ElevationChanged,
                           ZoneAdded, ZoneCellsChanged, FogEnabledChanged, FogCellsChanged,
                           CombatChanged, LogAdded, PlayerHealthChanged, SettingsChanged,
                           TemplateAdded, TemplateRemoved, SquadsChanged>;

} // namespace skirmish
