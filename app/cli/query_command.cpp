#include "cli/cli_support.h"
#include "cli/commands.h"

#include "geometry/sight.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>

namespace skirmish::cli {
namespace {

using nlohmann::json;

/// A unit id or a square ("C8" or "[x, y]"): the square it stands on and its size.
struct Place {
    Cell cell;
    int size = 1;
};

std::optional<Place> place_of(const Encounter& enc, const QString& text) {
    if (const Unit* u = enc.find_unit(text.toStdString())) {
        return Place{u->cell, u->size};
    }
    std::optional<Cell> cell = parse_label(text.trimmed().toStdString());
    if (!cell) {
        QString t = text.trimmed();
        if (t.startsWith('[') && t.endsWith(']')) {
            const QStringList parts = t.mid(1, t.size() - 2).split(',');
            bool okx = false;
            bool oky = false;
            if (parts.size() == 2) {
                const int x = parts[0].trimmed().toInt(&okx);
                const int y = parts[1].trimmed().toInt(&oky);
                if (okx && oky) {
                    cell = Cell{x, y};
                }
            }
        }
    }
    if (!cell || !enc.map.contains(*cell)) {
        err_line("skirmish-cli query: \"" + text.toStdString() +
                 "\" is neither a unit id nor a square on the " + std::to_string(enc.map.width()) +
                 "x" + std::to_string(enc.map.height()) + " map");
        return std::nullopt;
    }
    return Place{*cell};
}

json point_json(Point p) {
    return json::array({p.x, p.y});
}

json segment_json(const std::optional<Segment>& s) {
    return s ? json::array({point_json(s->a), point_json(s->b)}) : json(nullptr);
}

int query_los(const Encounter& enc, const QStringList& args, bool as_json) {
    if (args.size() != 2) {
        err_line("skirmish-cli query FILE los A B: give two unit ids or squares");
        return kExitUsage;
    }
    auto a = place_of(enc, args[0]);
    auto b = place_of(enc, args[1]);
    if (!a || !b) {
        return kExitUsage;
    }
    const Sight sight(enc.map);
    const CoverResult r =
        sight.cover(sight_square(a->cell, a->size), sight_square(b->cell, b->size));
    const std::string to = to_label(b->cell);
    json corners = json::object();
    static const char* kNames[4] = {"nw", "ne", "se", "sw"};
    for (std::size_t i = 0; i < 4; ++i) {
        corners[to + "." + kNames[i]] = r.corners[i].seen;
    }
    const json out = {{"from", to_label(a->cell)}, {"to", to},
                      {"los", r.sight.visible},    {"cover", to_string(r.cover)},
                      {"corners", corners},        {"witness", segment_json(r.sight.witness)}};
    if (as_json) {
        out_line(out.dump());
    } else {
        int seen = 0;
        for (const auto& c : r.corners) {
            seen += c.seen ? 1 : 0;
        }
        out_line(to_label(a->cell) + " -> " + to + ": " +
                 (r.sight.visible ? "line of sight, cover " + std::string(to_string(r.cover)) +
                                        " (" + std::to_string(seen) + " of 4 corners seen)"
                                  : std::string("no line of sight")));
    }
    return kExitOk;
}

int query_visible(const Encounter& enc, const QStringList& args, bool as_json) {
    if (args.size() != 1) {
        err_line("skirmish-cli query FILE visible A: give one unit id or square");
        return kExitUsage;
    }
    auto a = place_of(enc, args[0]);
    if (!a) {
        return kExitUsage;
    }
    json cells = json::array();
    for (const Cell& c : Sight(enc.map).visible_cells(sight_square(a->cell, a->size))) {
        cells.push_back(to_label(c));
    }
    if (as_json) {
        out_line(json{{"from", to_label(a->cell)}, {"visible", cells}}.dump());
    } else {
        out_line(to_label(a->cell) + " sees " + std::to_string(cells.size()) + " squares");
    }
    return kExitOk;
}

} // namespace

int run_query(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Ask the engine a question about an encounter.");
    parser.addPositionalArgument("FILE", "the .skirmish file");
    parser.addPositionalArgument("QUERY", "los A B | visible A");
    parser.addOption({"json", "Print JSON (see docs/cli.md)."});
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(args) || parser.positionalArguments().size() < 2) {
        err_line("skirmish-cli query: " +
                 (parser.errorText().isEmpty() ? std::string("expected FILE and a query")
                                               : parser.errorText().toStdString()) +
                 "\n" + parser.helpText().toStdString());
        return kExitUsage;
    }
    QStringList rest = parser.positionalArguments();
    const QString file = rest.takeFirst();
    const QString what = rest.takeFirst();
    const std::map<QString, std::function<int(const Encounter&, const QStringList&, bool)>>
        queries = {{"los", query_los}, {"visible", query_visible}};
    auto it = queries.find(what);
    if (it == queries.end()) {
        err_line("skirmish-cli query: unknown query \"" + what.toStdString() +
                 "\"; known: los, visible");
        return kExitUsage;
    }
    auto enc = load_or_report(file);
    if (!enc) {
        return kExitBadInput;
    }
    return it->second(*enc, rest, parser.isSet("json"));
}

} // namespace skirmish::cli
