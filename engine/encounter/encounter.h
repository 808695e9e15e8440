#pragma once
/// @file Encounter: the map, the sides and the units of one fight.

#include "combat/combat_state.h"
#include "core/ruleset_id.h"
#include "encounter/area_template.h"
#include "encounter/encounter_settings.h"
#include "encounter/player_health.h"
#include "fog/fog_of_war.h"
#include "map/battle_map.h"
#include "rules/registry.h"
#include "units/side.h"
#include "units/squad.h"
#include "units/unit.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

/// One encounter: what a `.skirmish` file holds. Units and sides keep their
/// file order. `options` is the ruleset's option object (a JSON object).
struct Encounter {
    std::string name = "Untitled encounter";
    RulesetId ruleset = default_ruleset();
    nlohmann::json options = nlohmann::json::object();
    BattleMap map;
    std::vector<Side> sides;
    std::vector<Unit> units;
    FogOfWar fog;
    CombatState combat;         ///< the fight, when one is on (issue 5)
    std::vector<LogEntry> log;  ///< the combat log, oldest first
    PlayerHealth player_health; ///< what the players see of health
    /// Area templates on the map, in the order they were laid (issue 14).
    std::vector<AreaTemplate> templates;
    /// Squads (issue 14; seed 000 "Combat Squads"), in the order formed;
    /// absent from files written before them.
    std::vector<Squad> squads;

    bool operator==(const Encounter&) const = default;

    /// The unit with this id, or nullptr.
    const Unit* find_unit(std::string_view id) const;
    Unit* find_unit(std::string_view id);
    /// The template with this id, or nullptr.
    const AreaTemplate* find_template(std::string_view id) const;
    /// The squad with this id, or nullptr.
    const Squad* find_squad(std::string_view id) const;
    /// The side with this id, or nullptr.
    const Side* find_side(std::string_view id) const;
    Side* find_side(std::string_view id);
    /// The unit whose footprint covers `c`, or nullptr (the last one drawn,
    /// i.e. the last in file order, when several stand there).
    const Unit* unit_at(Cell c) const;
    /// The effective diagonal rule: the map's, else the ruleset's default
    /// (`alternating` for teams, `uniform` otherwise; RULESETS.md).
    DiagonalRule diagonal_rule() const;
    /// The name, ruleset, square size and diagonal rule, as one value.
    EncounterSettings settings() const;
    void set_settings(const EncounterSettings& s);
};

} // namespace skirmish
