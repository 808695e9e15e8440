#pragma once
/// @file Side: a team, faction or party (RULESETS.md common vocabulary).

#include <string>

namespace skirmish {

/// A side of the fight. `color` is "#rrggbb"; `player` marks a side the
/// players control (its units' sight makes the players' fog of war).
struct Side {
    std::string id;
    std::string name;
    std::string color = "#7f8c8d";
    bool player = false;
    bool operator==(const Side&) const = default;
};

} // namespace skirmish
