// skirmish-cli: the headless, scriptable side of Skirmish (docs/cli.md).
#include "cli/cli_support.h"
#include "cli/commands.h"
#include "logging.h"

#include <QApplication>

#include <spdlog/spdlog.h>

#include <cstdio>
#include <functional>
#include <map>

namespace {

const char* kUsage = R"(Usage: skirmish-cli [--verbose] COMMAND ...
       skirmish-cli --version | --help

Commands:
  check FILE                       validate an encounter; prints "ok" or the first problem
  info FILE [--json]               summary: map, ruleset, sides, units
  import-uvtt MAP -o OUT [--ruleset ID]
                                   import a Universal VTT map (.dd2vtt .uvtt .df2vtt)
  render FILE -o OUT.png [--view gm|players] [--scale PX_PER_CELL] [--overlay NAME[=UNIT]]...
                                   draw the map as the GUI does, without a display
  query FILE los A B [--json]      line of sight and cover from A to B (unit ids or squares)
  query FILE visible A [--json]    every square A has line of sight to
  query FILE reach UNIT [--budget N] [--json]
                                   every square UNIT can end its move on, and what it costs
  query FILE path UNIT TO [--via SQ]... [--budget N] [--json]
                                   the path the rules allow, or why TO cannot be reached
  query FILE threat [UNIT] [--json]
                                   the squares each unit (or UNIT) threatens in melee
  query FILE turn [--json]         whose turn it is, who may act, budgets left
  query FILE pending [--json]      the reaction waiting for the GM's answer
  query FILE odds ATTACKER TARGET [--attack NAME] [--weapon NAME] [--json]
                                   the exact odds of an attack as things stand
  play FILE --commands CMDS.jsonl [--seed N] [-o OUT] [--json] [--keep-going]
                                   apply commands (one JSON object a line); exit 3 on a rejection
Squares are written C8 (column letters, 1-based row) or [x, y] (0-based).
See docs/cli.md and skirmish-cli(1).)";

} // namespace

int main(int argc, char** argv) {
    // The CLI never needs a display: render paints offscreen.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    // Qt's own chatter (fonts, runtime dirs) goes to the debug log, so that
    // stderr carries only what scripts should read.
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString& msg) {
        spdlog::debug("qt: {}", msg.toStdString());
    });
    QApplication app(argc, argv);
    QApplication::setApplicationName("skirmish");
    QApplication::setOrganizationName("skirmish");

    QStringList args = QApplication::arguments();
    args.removeFirst();
    const bool verbose = args.removeAll("--verbose") > 0;
    skirmish::app::setup_logging(verbose, true);

    if (!args.isEmpty() && (args.first() == "--version" || args.first() == "-v")) {
        skirmish::cli::out_line("skirmish-cli " SKIRMISH_VERSION);
        return skirmish::cli::kExitOk;
    }
    if (args.isEmpty() || args.first() == "--help" || args.first() == "-h" ||
        args.first() == "help") {
        skirmish::cli::out_line(kUsage);
        return args.isEmpty() ? skirmish::cli::kExitUsage : skirmish::cli::kExitOk;
    }
    const std::map<QString, std::function<int(const QStringList&)>> commands = {
        {"check", skirmish::cli::run_check},
        {"info", skirmish::cli::run_info},
        {"import-uvtt", skirmish::cli::run_import_uvtt},
        {"render", skirmish::cli::run_render},
        {"query", skirmish::cli::run_query},
        {"play", skirmish::cli::run_play},
    };
    auto it = commands.find(args.first());
    if (it == commands.end()) {
        std::string known;
        for (const auto& [name, run] : commands) {
            known += (known.empty() ? "" : ", ") + name.toStdString();
        }
        skirmish::cli::err_line("skirmish-cli: unknown command \"" + args.first().toStdString() +
                                "\"; known: " + known + "\n" + kUsage);
        return skirmish::cli::kExitUsage;
    }
    try {
        return it->second(args);
    } catch (const std::exception& e) {
        skirmish::cli::err_line(std::string("skirmish-cli: internal error: ") + e.what());
        return skirmish::cli::kExitBadInput;
    }
}
