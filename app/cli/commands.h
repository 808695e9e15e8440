#pragma once
/// @file The subcommands of skirmish-cli (docs/cli.md). Each takes its own
/// arguments (after the subcommand name) and returns the process exit code:
/// 0 success, 1 usage error, 2 bad input file, 3 cannot write the output.
/// No exit code is 128 or above.

#include <QStringList>

namespace skirmish::cli {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitBadInput = 2;
constexpr int kExitCannotWrite = 3;

int run_check(const QStringList& args);
int run_info(const QStringList& args);
int run_import_uvtt(const QStringList& args);
int run_render(const QStringList& args);
int run_query(const QStringList& args);

} // namespace skirmish::cli
