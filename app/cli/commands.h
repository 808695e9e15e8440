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
/// play: a command was rejected (issue 5 fixes 3), and play's own code for
/// an output it cannot write.
constexpr int kExitRejected = 3;
constexpr int kExitPlayCannotWrite = 4;

int run_check(const QStringList& args);
int run_info(const QStringList& args);
int run_import_uvtt(const QStringList& args);
int run_render(const QStringList& args);
int run_query(const QStringList& args);
int run_play(const QStringList& args);

} // namespace skirmish::cli
