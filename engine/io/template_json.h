#pragma once
/// @file Area templates as JSON (docs/file-format.md "templates"; the
/// `place_template` command of docs/cli.md):
/// {"id": "t1", "shape": "cone", "origin": [3, 4.5], "toward": [6, 4.5],
/// "size": 3}. `origin` and `toward` are points `[x, y]` in squares, each
/// a whole or half number; `toward` is written for a cone or a line only.

#include "encounter/area_template.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

namespace skirmish::io {

/// Reads one template; throws JsonPathError at the first problem (a
/// missing key, an unknown shape, a point that is not two whole or half numbers).
/// The map's bounds are checked by the command or the reader's caller.
AreaTemplate read_template(const JsonAt& at);

nlohmann::json template_json(const AreaTemplate& t);

} // namespace skirmish::io
