#pragma once
/// @file Unit: a token on the map.

#include "core/cell.h"
#include "units/facing.h"
#include "units/weapon.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace skirmish {

/// An encoded token image (PNG, WebP or JPEG bytes as read from the file).
struct TokenImage {
    std::vector<std::uint8_t> bytes;
    std::string format; ///< "png", "webp" or "jpeg"
    bool operator==(const TokenImage&) const = default;
};

/// A unit on the map. `cell` is the top-left cell of its size x size
/// footprint (size in cells, >= 1). Stats are named integers whose names
/// come from the ruleset ("combat", "agility", ...). Specials ("Heavy",
/// "Agile", "melee") and conditions ("dodging", "prone") are string sets.
struct Unit {
    std::string id;
    std::string name;
    std::string side;
    Cell cell;
    int size = 1;
    std::map<std::string, int> stats = {};
    std::set<std::string> specials = {};
    std::set<std::string> conditions = {};
    /// The GM's timers (issue 13): condition -> rounds left, counting the
    /// current one; the condition ends as that many rounds have begun
    /// (rules/condition_clock.h). Only for conditions the unit has.
    std::map<std::string, int> condition_rounds = {};
    /// Its weapons and natural attacks, in the order the GM listed them
    /// (since issue 13; none: the attack stats are the unit's own).
    std::vector<Weapon> weapons = {};
    /// The direction it faces, where the GM set one (issue 14: `freehits`
    /// flanking needs it); none: no facing, and nobody attacks it from behind.
    std::optional<Facing> facing = {};
    /// The unit it rides, where it is mounted (issue 14; phases "Specials":
    /// Mount, Transport); it stands on its mount's top-left square and moves
    /// with it (rules/mounts.h). Empty: it rides nothing.
    std::string mount = {};
    /// The unit whose summoning slot it fills (issue 14; freehits "Summoning
    /// Slots", rules/summons.h). Empty: it was not summoned.
    std::string summoner = {};
    /// A summon whose thrall cost is paid: it stays after the battle
    /// (freehits "Thralling"); an un-thralled one vanishes.
    bool thralled = false;
    bool hidden = false;    ///< hidden from the players' view
    std::string notes = {}; ///< GM notes; never shown to players
    std::optional<TokenImage> image = {};
    bool operator==(const Unit&) const = default;

    /// True when `c` lies inside the unit's footprint.
    bool occupies(Cell c) const {
        return c.x >= cell.x && c.y >= cell.y && c.x < cell.x + size && c.y < cell.y + size;
    }
};

} // namespace skirmish
