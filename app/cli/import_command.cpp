#include "cli/cli_support.h"
#include "cli/commands.h"
#include "document/encounter_file.h"
#include "rules/registry.h"

#include <QStringList>

namespace skirmish::cli {

int run_import_uvtt(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Import a Universal VTT map as an encounter.");
    parser.addPositionalArgument("MAP", "the .dd2vtt, .uvtt or .df2vtt file");
    parser.addOption({{"o", "output"}, "The encounter to write.", "OUT"});
    const RulesetRegistry& rulesets = RulesetRegistry::builtin();
    const QString fallback = QString::fromStdString(std::string(default_ruleset().str()));
    parser.addOption(
        {"ruleset",
         QString::fromStdString("One of " + rulesets.id_list()) + " (default " + fallback + ").",
         "ID", fallback});
    if (!parse_or_explain(parser, args, 1)) {
        return kExitUsage;
    }
    if (!parser.isSet("output")) {
        err_line("skirmish-cli import-uvtt: -o OUT is required");
        return kExitUsage;
    }
    const auto ruleset = rulesets.find(parser.value("ruleset").toStdString());
    if (!ruleset) {
        err_line("skirmish-cli import-uvtt: --ruleset must be one of " + rulesets.id_list());
        return kExitUsage;
    }
    const QString in = parser.positionalArguments().at(0);
    QStringList warnings;
    auto enc = ui::importUvttFile(in, *ruleset, &warnings);
    if (!enc) {
        err_line(in.toStdString() + ": " + enc.reason());
        return kExitBadInput;
    }
    for (const QString& w : warnings) {
        err_line(in.toStdString() + ": warning: " + w.toStdString());
    }
    if (auto error = ui::saveEncounterFile(parser.value("output"), enc.value())) {
        err_line(error->toStdString());
        return kExitCannotWrite;
    }
    return kExitOk;
}

} // namespace skirmish::cli
