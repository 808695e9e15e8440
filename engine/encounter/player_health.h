#pragma once
/// @file PlayerHealth: what the players' view shows of the units' health
/// (issue 13 "At the table"), a setting of the encounter.

#include <optional>
#include <string_view>

namespace skirmish {

/// What the players' view shows of a unit's health.
enum class HealthShown { Nothing, Bar, Numbers };
/// "nothing", "bar", "numbers" (files and the CLI).
std::string_view to_string(HealthShown h);
/// The value named `s`, or nullopt.
std::optional<HealthShown> parse_health_shown(std::string_view s);

/// The players' view's health display, for the party (units of a side
/// marked `player`) and for everyone else. The GM's view always shows the
/// numbers.
struct PlayerHealth {
    HealthShown party = HealthShown::Numbers;
    HealthShown enemies = HealthShown::Bar;
    bool operator==(const PlayerHealth&) const = default;
};

} // namespace skirmish
