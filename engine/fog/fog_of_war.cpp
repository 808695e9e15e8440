#include "fog/fog_of_war.h"

#include "encounter/encounter.h"
#include "geometry/sight.h"

namespace skirmish {

std::uint8_t fog_flags(const Encounter& enc, Cell c) {
    if (enc.fog.cells.empty()) {
        return 0;
    }
    return enc.fog.cells[static_cast<std::size_t>(c.y) * enc.map.width() + c.x];
}

std::vector<std::uint8_t> party_sight(const Encounter& enc) {
    std::vector<std::uint8_t> mask(static_cast<std::size_t>(enc.map.width()) * enc.map.height(), 0);
    const Sight sight(enc.map);
    for (const Unit& u : enc.units) {
        const Side* side = enc.find_side(u.side);
        if (side == nullptr || !side->player) {
            continue;
        }
        for (const Cell& c : sight.visible_cells(sight_square(u.cell, u.size))) {
            mask[static_cast<std::size_t>(c.y) * enc.map.width() + c.x] = 1;
        }
    }
    return mask;
}

PlayerSight player_sight(const Encounter& enc, const std::vector<std::uint8_t>& sight, Cell c) {
    if (!enc.fog.enabled) {
        return PlayerSight::Visible;
    }
    const std::uint8_t flags = fog_flags(enc, c);
    if ((flags & FogOfWar::kHidden) != 0) {
        return PlayerSight::Dark;
    }
    const std::size_t i = static_cast<std::size_t>(c.y) * enc.map.width() + c.x;
    if ((flags & FogOfWar::kRevealed) != 0 || (i < sight.size() && sight[i] != 0)) {
        return PlayerSight::Visible;
    }
    return (flags & FogOfWar::kExplored) != 0 ? PlayerSight::Explored : PlayerSight::Dark;
}

bool shown_to_players(const Encounter& enc, const std::vector<std::uint8_t>& sight,
                      const Unit& unit) {
    if (unit.hidden) {
        return false;
    }
    const Side* side = enc.find_side(unit.side);
    if (side != nullptr && side->player) {
        return true;
    }
    if (unit.conditions.count("concealed") != 0) {
        return false;
    }
    for (int y = unit.cell.y; y < unit.cell.y + unit.size; ++y) {
        for (int x = unit.cell.x; x < unit.cell.x + unit.size; ++x) {
            if (enc.map.contains({x, y}) &&
                player_sight(enc, sight, {x, y}) == PlayerSight::Visible) {
                return true;
            }
        }
    }
    return false;
}

} // namespace skirmish
