#pragma once
/// @file The five ruleset ids of RULESETS.md.

#include <optional>
#include <string_view>

namespace skirmish {

/// A combat system (RULESETS.md): phases (seed 000), freehits (001),
/// sides (002), factions (003), teams (004).
enum class RulesetId { Phases, Freehits, Sides, Factions, Teams };

std::string_view to_string(RulesetId id);
/// Parses one of the five ids; nullopt for anything else.
std::optional<RulesetId> parse_ruleset_id(std::string_view s);

} // namespace skirmish
