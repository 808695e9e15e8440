#pragma once
/// @file The `.skirmish` encounter file (docs/file-format.md): JSON, format
/// "skirmish-encounter", version 2. Versions 1 and later load: older ones
/// go through the migration chain (io/encounter_migration.h).

#include "core/result.h"
#include "encounter/area_template.h"
#include "encounter/encounter.h"
#include "rules/registry.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace skirmish::io {

/// Limits enforced on load (issue 2): map <= 1000 x 1000, <= 100,000 walls,
/// <= 10,000 units, images <= 64 MiB decoded.
struct Limits {
    static constexpr std::size_t kMaxWalls = 100'000;
    static constexpr std::size_t kMaxUnits = 10'000;
    static constexpr std::size_t kMaxSides = 64;
    static constexpr std::size_t kMaxLights = 10'000;
    static constexpr std::size_t kMaxImageBytes = 64u << 20;
    /// A token image a command sets (files keep larger older ones).
    static constexpr std::size_t kMaxTokenImageBytes = 4u << 20;
    static constexpr std::size_t kMaxName = 1024;                         ///< names, in bytes
    static constexpr std::size_t kMaxId = 128;                            ///< ids, in bytes
    static constexpr std::size_t kMaxTemplates = AreaTemplate::kMaxCount; ///< area templates
    static constexpr std::size_t kMaxNotes = 65'536;                      ///< GM notes, in bytes
    static constexpr std::size_t kMaxSetSize = 256; ///< stats, specials, conditions
    static constexpr std::size_t kMaxFileBytes = 128u << 20;
};

/// The current file version. Version 2 (issue 16): imported walls lie on the
/// 1/1024 lattice.
constexpr int kFormatVersion = 2;

/// Reads and validates an encounter file's text. On the first problem
/// returns a Rejection "json.path: message" (path "$" for the root), e.g.
/// `units[3].cell: "Z99" is outside the 12x12 map`. An older version is
/// migrated to the current one first; a newer one is refused. Never throws. The
/// ruleset is looked up in `registry` (a test may pass its own).
Result<Encounter> read_encounter(std::string_view text,
                                 const RulesetRegistry& registry = RulesetRegistry::builtin());

/// Writes an encounter as JSON text (2-space indented, stable key order).
/// Throws nlohmann::json::type_error when a string is not valid UTF-8.
std::string write_encounter(const Encounter& enc);

} // namespace skirmish::io
