#pragma once
/// @file The GM's template library (issue 15): units kept for next time,
/// per ruleset, as a JSON file ("skirmish-templates", version 1) and as CSV
/// for pasting in a bestiary. A template is a unit's body (io/unit_json.h):
/// its name, size, stats, weapons, specials, notes and token image; where
/// it stands, its side and its conditions belong to an encounter.

#include "core/result.h"
#include "encounter/encounter.h"
#include "rules/registry.h"

#include <string>
#include <string_view>
#include <vector>

namespace skirmish::io {

struct UnitTemplate {
    RulesetId ruleset = default_ruleset();
    Unit unit; ///< its id, side, square and conditions are not used
    bool operator==(const UnitTemplate&) const = default;
};

/// A template of `unit` under `enc`'s ruleset: its body, nothing else.
UnitTemplate template_of(const Encounter& enc, const Unit& unit);

/// A unit made from `t` for `enc`, on side `side`, on the free square
/// nearest `near` (encounter/unit_copies.h): its name numbered when a unit
/// already has it (Bandit 2), a fresh id. nullopt when the map has no room.
std::optional<Unit> unit_from_template(const Encounter& enc, const UnitTemplate& t,
                                       const std::string& side, Cell near);

/// Reads a library file. Rejection "json.path: message" on the first
/// problem (an unknown ruleset, a bad stat), as read_encounter does.
Result<std::vector<UnitTemplate>>
read_templates(std::string_view text, const RulesetRegistry& registry = RulesetRegistry::builtin());
/// Writes a library file (JSON, 2-space indented).
std::string write_templates(const std::vector<UnitTemplate>& templates);

/// Reads CSV (RFC 4180: commas, double quotes, a header row; a leading
/// byte order mark is skipped): columns `name` (required), `ruleset` (an
/// id; empty or absent: `fallback`), `footprint` (squares a side, default
/// 1), `specials` (separated by ';'), `notes`, `weapons` (weapon lines
/// separated by '|': "Longbow: ranged, damage_die=6, range=12, Bow"); any
/// other column is a stat named as its header (an empty cell: not set;
/// "+3" is 3). Each template must be one the library file takes (names,
/// values, weapon names). Rejection "line N, column \"hp\": ..." (N the
/// file's line) on the first problem. Names of weapons and specials holding
/// ':', ',', '|' or ';' do not survive a trip through CSV; JSON keeps them.
Result<std::vector<UnitTemplate>>
read_templates_csv(std::string_view text, RulesetId fallback,
                   const RulesetRegistry& registry = RulesetRegistry::builtin());
/// Writes CSV that read_templates_csv reads back (token images left out).
std::string write_templates_csv(const std::vector<UnitTemplate>& templates);

/// "Longbow: ranged, damage_die=6, range=12, Bow": one weapon as a line,
/// and back (nullopt, with the reason in `error`, on a bad line).
std::string weapon_line(const Weapon& w);
std::optional<Weapon> parse_weapon_line(std::string_view line, std::string* error = nullptr);

} // namespace skirmish::io
