#pragma once
/// @file Fog of war for the players' view (issue 7): which squares players
/// see now, which they have explored, and the GM's hand-painted reveals.

#include "core/cell.h"

#include <cstdint>
#include <vector>

namespace skirmish {

struct Encounter;

/// Per-square fog state, saved in the encounter. `cells` is row-major over
/// the map, or empty when nothing was ever explored or painted.
struct FogOfWar {
    static constexpr std::uint8_t kExplored = 1; ///< a player unit saw it earlier
    static constexpr std::uint8_t kRevealed = 2; ///< the GM revealed it by hand
    static constexpr std::uint8_t kHidden = 4;   ///< the GM hid it by hand

    bool enabled = true; ///< the GM can turn fog off
    std::vector<std::uint8_t> cells;

    bool operator==(const FogOfWar&) const = default;
};

/// What the players see of one square.
enum class PlayerSight : std::uint8_t {
    Visible,  ///< a unit of a player-controlled side sees it now (or fog is off, or revealed)
    Explored, ///< seen earlier in this encounter: drawn dimmed
    Dark,     ///< never seen, or hidden by the GM: drawn black, walls left out
};

/// The fog flags of `c` (0 when none; precondition: c on the map).
std::uint8_t fog_flags(const Encounter& enc, Cell c);

/// A mask over the map (row-major, 1 = seen): the squares that some unit of
/// a player-controlled side has line of sight to now (Sight::visible_cells
/// from its square). Hidden units of player sides see too.
std::vector<std::uint8_t> party_sight(const Encounter& enc);

/// What the players see of `c`, given `sight` from party_sight().
PlayerSight player_sight(const Encounter& enc, const std::vector<std::uint8_t>& sight, Cell c);

struct Unit;

/// Whether the players' view shows `unit`: never when it is hidden; always
/// when it is on a player-controlled side; otherwise only when it is not
/// `concealed` (factions, seed 003) and stands on a square the players see
/// now (`sight` from party_sight(); fog off shows every square).
bool shown_to_players(const Encounter& enc, const std::vector<std::uint8_t>& sight,
                      const Unit& unit);

} // namespace skirmish
