#pragma once
/// @file EncounterSettings: what the Encounter Settings dialog changes
/// (issue 15) in one EditSettings command.

#include "core/ruleset_id.h"
#include "map/battle_map.h"
#include "rules/registry.h"

#include <optional>
#include <string>

namespace skirmish {

struct EncounterSettings {
    std::string name;
    RulesetId ruleset = default_ruleset();
    SquareSize square;                    ///< one square's size and unit
    std::optional<DiagonalRule> diagonal; ///< nullopt: the ruleset's default
    bool operator==(const EncounterSettings&) const = default;
};

} // namespace skirmish
