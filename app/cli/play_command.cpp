// skirmish-cli play: applies commands from a JSON-lines file (docs/cli.md).
#include "cli/cli_support.h"
#include "cli/commands.h"

#include "core/overloaded.h"
#include "document/encounter_file.h"
#include "encounter/command_engine.h"
#include "io/command_json.h"
#include "io/json_reader.h"

#include <QFile>

#include <nlohmann/json.hpp>

namespace skirmish::cli {
namespace {

using nlohmann::json;

json conditions_json(const Unit& u) {
    return json(std::vector<std::string>(u.conditions.begin(), u.conditions.end()));
}

/// One JSON line per event (docs/cli.md "play events").
std::vector<json> event_lines(const Event& ev) {
    return std::visit(
        Overloaded{
            [](const UnitMoved& e) -> std::vector<json> {
                return {{{"event", "unit_moved"},
                         {"unit", e.unit},
                         {"from", to_label(e.from)},
                         {"to", to_label(e.to)}}};
            },
            [](const UnitChanged& e) -> std::vector<json> {
                return {{{"event", "unit_changed"},
                         {"unit", e.after.id},
                         {"conditions", conditions_json(e.after)},
                         {"stats", e.after.stats}}};
            },
            [](const CombatChanged& e) -> std::vector<json> {
                const CombatState& s = e.after;
                std::vector<json> out;
                if (s.pending && s.pending != e.before.pending) {
                    out.push_back({{"event", "reaction_pending"},
                                   {"by", s.pending->by},
                                   {"against", s.pending->against},
                                   {"at", to_label(s.pending->at)},
                                   {"kind", s.pending->kind}});
                }
                out.push_back({{"event", "combat_changed"},
                               {"in_combat", s.active},
                               {"round", s.round},
                               {"phase", s.phase ? json(*s.phase) : json(nullptr)},
                               {"to_act", s.to_act.empty() ? json(nullptr) : json(s.to_act)},
                               {"acting", s.acting.empty() ? json(nullptr) : json(s.acting)}});
                return out;
            },
            [](const LogAdded& e) -> std::vector<json> {
                std::vector<json> out;
                for (const LogEntry& l : e.entries) {
                    out.push_back(
                        {{"event", "log"}, {"round", l.round}, {"kind", l.kind}, {"text", l.text}});
                }
                return out;
            },
            [](const FogCellsChanged& e) -> std::vector<json> {
                return {{{"event", "fog_changed"}, {"squares", e.cells.size()}}};
            },
            [](const auto&) -> std::vector<json> {
                return {{{"event", "changed"}}};
            },
        },
        ev);
}

void print_events(const std::vector<Event>& events, bool as_json) {
    for (const Event& ev : events) {
        for (const json& line : event_lines(ev)) {
            if (as_json) {
                out_line(line.dump());
            } else if (line["event"] == "log") {
                out_line(line["text"].get<std::string>());
            }
        }
    }
}

} // namespace

int run_play(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Apply commands to an encounter, one JSON object a line.");
    parser.addPositionalArgument("FILE", "the .skirmish file");
    parser.addOption({"commands", "The commands, one JSON object per line.", "CMDS"});
    parser.addOption({"seed", "Reseed the dice before the first command.", "N"});
    parser.addOption({{"o", "output"}, "Write the resulting encounter here.", "OUT"});
    parser.addOption({"json", "Print the events as JSON lines."});
    parser.addOption({"keep-going", "Go on after a rejected command."});
    if (!parse_or_explain(parser, args, 1)) {
        return kExitUsage;
    }
    if (!parser.isSet("commands")) {
        err_line("skirmish-cli play: --commands CMDS.jsonl is required");
        return kExitUsage;
    }
    auto loaded = load_or_report(parser.positionalArguments().first());
    if (!loaded) {
        return kExitBadInput;
    }
    Encounter enc = std::move(*loaded);
    if (parser.isSet("seed")) {
        bool ok = false;
        const qulonglong seed = parser.value("seed").toULongLong(&ok);
        if (!ok) {
            err_line("skirmish-cli play: --seed must be a whole number of 0 or more");
            return kExitUsage;
        }
        enc.combat.seed = seed;
        enc.combat.position = 0;
    }
    const QString cmds_path = parser.value("commands");
    QFile file(cmds_path);
    if (!file.open(QIODevice::ReadOnly)) {
        err_line(cmds_path.toStdString() + ": " + file.errorString().toStdString());
        return kExitBadInput;
    }
    const bool as_json = parser.isSet("json");
    const bool keep_going = parser.isSet("keep-going");
    bool rejected = false;
    int line_no = 0;
    while (!file.atEnd()) {
        const std::string line = file.readLine(1 << 20).trimmed().toStdString();
        ++line_no;
        if (line.empty() || line.front() == '#') {
            continue;
        }
        json value;
        try {
            value = io::parse_json(line, 32);
        } catch (const io::JsonPathError& e) {
            err_line(cmds_path.toStdString() + ":" + std::to_string(line_no) + ": " + e.text());
            return kExitBadInput;
        }
        auto cmd = io::read_command(value);
        if (!cmd) {
            err_line(cmds_path.toStdString() + ":" + std::to_string(line_no) + ": " + cmd.reason());
            return kExitBadInput;
        }
        auto events = execute(enc, cmd.value());
        if (!events) {
            rejected = true;
            const json out = {{"rejected", value}, {"reason", events.reason()}};
            if (as_json) {
                out_line(out.dump());
            } else {
                out_line("rejected (line " + std::to_string(line_no) + "): " + events.reason());
            }
            if (!keep_going) {
                break;
            }
            continue;
        }
        print_events(events.value(), as_json);
    }
    if (parser.isSet("output")) {
        if (auto error = ui::saveEncounterFile(parser.value("output"), enc)) {
            err_line("skirmish-cli play: " + error->toStdString());
            return kExitPlayCannotWrite;
        }
    }
    return rejected ? kExitRejected : kExitOk;
}

} // namespace skirmish::cli
