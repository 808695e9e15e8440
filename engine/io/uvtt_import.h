#pragma once
/// @file Universal VTT import (.dd2vtt, .uvtt, .df2vtt; formats 0.2, 0.3, 1.0).
///
/// See ../shared/samples/uvtt/SOURCES.md. All UVTT coordinates are in grid
/// cells; `resolution.map_origin` is subtracted from every one of them
/// (walls, object outlines, portals, lights).

#include "core/result.h"
#include "encounter/encounter.h"

#include <string>
#include <string_view>
#include <vector>

namespace skirmish::io {

struct UvttImport {
    Encounter encounter;
    std::vector<std::string> warnings; ///< e.g. "image: not base64; imported without a background"
};

/// Imports a Universal VTT document:
/// - `line_of_sight` and `objects_line_of_sight` polylines become consecutive
///   `wall` segments;
/// - portals become doors from `bounds[0]` to `bounds[1]`, closed when
///   `closed` is true, open otherwise;
/// - lights are kept; the image becomes the background (format by magic
///   bytes; a `data:` prefix is allowed), one cell = `pixels_per_grid` px.
/// Returns a Rejection "json.path: message" for a malformed file.
Result<UvttImport> import_uvtt(std::string_view text, RulesetId ruleset, std::string name);

} // namespace skirmish::io
