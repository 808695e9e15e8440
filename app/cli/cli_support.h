#pragma once
/// @file Small helpers shared by the skirmish-cli subcommands.

#include "core/result.h"
#include "encounter/encounter.h"

#include <QCommandLineParser>
#include <QString>

#include <string>

namespace skirmish::cli {

/// Parses `args` (the subcommand's own, with the subcommand name first, which
/// the parser skips as it would a program name) with `parser`, which must
/// already hold its options; `positional_count` file arguments must follow.
/// On an error prints it and the usage to stderr and returns false.
bool parse_or_explain(QCommandLineParser& parser, const QStringList& args, int positional_count);

/// Loads a `.skirmish` file; on failure prints "FILE: json.path: message" to
/// stderr and returns nullopt.
std::optional<Encounter> load_or_report(const QString& path);

/// Prints a line to stdout / stderr (UTF-8).
void out_line(const std::string& text);
void err_line(const std::string& text);

} // namespace skirmish::cli
