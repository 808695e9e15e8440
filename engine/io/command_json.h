#pragma once
/// @file Commands as JSON objects, one per line of a `play` file
/// (docs/cli.md "play"): {"cmd": "move", "unit": "roland", "to": "C7"}.

#include "core/result.h"
#include "encounter/command.h"

#include <nlohmann/json.hpp>

namespace skirmish::io {

/// Reads one command object. On the first problem returns a Rejection
/// "json.path: message" (e.g. `to: "Z99" is not a square`). Never throws.
/// Squares are checked for form only; plan() checks them against the map.
Result<Command> read_command(const nlohmann::json& value);

} // namespace skirmish::io
