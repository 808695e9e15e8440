#pragma once
/// @file Units on the clipboard (issue 15: copy and paste within an
/// encounter and between encounters). JSON, format "skirmish-units",
/// version 1 (docs/file-format.md): the encounter's ruleset, the sides the
/// units belong to, and each unit's body (io/unit_json.h) with its side,
/// conditions, visibility and its square as an offset from the first
/// unit's, so that a group keeps its formation.

#include "core/result.h"
#include "core/ruleset_id.h"
#include "encounter/encounter.h"
#include "rules/registry.h"

#include <string>
#include <string_view>
#include <vector>

namespace skirmish::io {

/// Units read from the clipboard. Each unit's `cell` is its offset in
/// squares from the first unit's square (the first is [0, 0]; offsets may
/// be negative); ids are as they were in the encounter copied from.
struct UnitClip {
    RulesetId ruleset;
    std::vector<Side> sides;
    std::vector<Unit> units;
    bool operator==(const UnitClip&) const = default;
};

/// The units `ids` of `enc` (those that exist, in the order given) as
/// clipboard text.
std::string write_unit_clip(const Encounter& enc, const std::vector<std::string>& ids);
/// Reads clipboard text. A Rejection "json.path: message" on the first
/// problem (not JSON, another format, a unit whose side is not listed).
Result<UnitClip> read_unit_clip(std::string_view text,
                                const RulesetRegistry& registry = RulesetRegistry::builtin());

} // namespace skirmish::io
