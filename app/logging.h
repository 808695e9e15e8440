#pragma once
/// @file Logging for both executables: spdlog to stderr and to a rotating
/// file `skirmish.log` in the platform's app-data folder
/// (QStandardPaths::AppDataLocation; on Linux ~/.local/share/skirmish).

namespace skirmish::app {

/// Sets up the default spdlog logger. `verbose` turns on debug output.
/// `console_level_warn` keeps stderr quiet (warnings and errors only) for
/// the CLI, whose stdout and stderr are read by scripts.
void setup_logging(bool verbose, bool console_level_warn);

} // namespace skirmish::app
