#include "cli/cli_support.h"
#include "cli/commands.h"
#include "document/encounter_file.h"

namespace skirmish::cli {

int run_check(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Validate an encounter file.");
    parser.addPositionalArgument("FILE", "the .skirmish file");
    if (!parse_or_explain(parser, args, 1)) {
        return kExitUsage;
    }
    if (!load_or_report(parser.positionalArguments().at(0))) {
        return kExitBadInput;
    }
    out_line("ok");
    return kExitOk;
}

} // namespace skirmish::cli
