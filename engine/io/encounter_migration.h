#pragma once
/// @file The migration chain of the `.skirmish` file (docs/file-format.md
/// "Versions"). Internal to engine/io: read_encounter runs it before reading.
///
/// Step k turns a version-k document into a version k+1 one, in place. A step
/// changes only values it recognises and leaves malformed ones for the reader,
/// which reports them with their JSON paths.

#include <nlohmann/json.hpp>

#include <string_view>
#include <vector>

namespace skirmish::io {

/// The oldest version this program reads.
inline constexpr int kOldestFormatVersion = 1;

/// One step of the chain: from `from` to `from + 1`.
struct MigrationStep {
    int from;
    std::string_view what; ///< what changes, for docs and tests
    void (*apply)(nlohmann::json& doc);
};

/// Every step, oldest first; one per version before the current one.
const std::vector<MigrationStep>& migration_steps();

/// Brings `doc` (an object) from version `from` to kFormatVersion, step by
/// step, and sets its "version". Requires kOldestFormatVersion <= from <=
/// kFormatVersion; a current document is left as it is.
void migrate_encounter(nlohmann::json& doc, int from);

} // namespace skirmish::io
