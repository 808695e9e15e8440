#include "cli/cli_support.h"

#include "document/encounter_file.h"

#include <iostream>

namespace skirmish::cli {

void out_line(const std::string& text) {
    std::cout << text << '\n' << std::flush;
}
void err_line(const std::string& text) {
    std::cerr << text << '\n' << std::flush;
}

bool parse_or_explain(QCommandLineParser& parser, const QStringList& args, int positional_count) {
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(args)) {
        err_line("skirmish-cli " + args.first().toStdString() + ": " +
                 parser.errorText().toStdString() + "\n" + parser.helpText().toStdString());
        return false;
    }
    if (parser.positionalArguments().size() != positional_count) {
        err_line("skirmish-cli " + args.first().toStdString() + ": expected " +
                 std::to_string(positional_count) + " file argument(s)\n" +
                 parser.helpText().toStdString());
        return false;
    }
    return true;
}

std::optional<Encounter> load_or_report(const QString& path) {
    auto enc = ui::loadEncounterFile(path);
    if (!enc) {
        err_line(path.toStdString() + ": " + enc.reason());
        return std::nullopt;
    }
    return std::move(enc).value();
}

} // namespace skirmish::cli
