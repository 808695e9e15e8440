#pragma once
/// @file Walls, windows and doors: line segments on the map.

#include "geometry/point.h"

#include <optional>
#include <string_view>

namespace skirmish {

/// What a wall segment is. Walls block sight and movement; windows block
/// movement only; doors block both while closed or locked.
enum class WallKind { Wall, Window, Door };

/// A door's state. Only meaningful for `WallKind::Door`.
enum class DoorState { Open, Closed, Locked };

/// A wall, window or door from `from` to `to`, in cell units (a wall on a
/// cell edge joins two grid corners; imported maps have arbitrary segments).
struct Wall {
    Point from;
    Point to;
    WallKind kind = WallKind::Wall;
    DoorState state = DoorState::Closed; ///< doors only; ignored otherwise
    /// Came with an imported map (Universal VTT): drawn on its background,
    /// so the engine asks before removing it. Files before it: false.
    bool imported = false;
    /// Structural points left (issue 14; seed 000 "Specials": Siege and
    /// Digging deal structural damage to a wall, door or other structure).
    /// The GM sets them, 1 to kMaxStructure; at 0 the structure falls
    /// (rules/structures.h). None: the seed gives no strength, so the GM
    /// judges whether the damage breaks it. Files before issue 14: none.
    std::optional<int> structure = {};
    static constexpr int kMaxStructure = 100000;
    bool operator==(const Wall&) const = default;

    bool is_door() const { return kind == WallKind::Door; }
    /// True when the segment blocks line of sight now.
    bool blocks_sight() const {
        return kind == WallKind::Wall || (kind == WallKind::Door && state != DoorState::Open);
    }
    /// True when the segment blocks movement now.
    bool blocks_movement() const { return kind != WallKind::Door || state != DoorState::Open; }
};

std::string_view to_string(WallKind k);
std::string_view to_string(DoorState s);
std::optional<WallKind> parse_wall_kind(std::string_view s);
std::optional<DoorState> parse_door_state(std::string_view s);

} // namespace skirmish
