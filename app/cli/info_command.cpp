#include "cli/cli_support.h"
#include "cli/commands.h"

#include <QBuffer>
#include <QByteArray>
#include <QImageReader>

#include <nlohmann/json.hpp>

#include <cmath>
#include <sstream>

namespace skirmish::cli {
namespace {

using nlohmann::json;

/// Whole numbers print as integers ("size": 5), others as they are.
json number(double v) {
    if (std::floor(v) == v && std::abs(v) < 1e15) {
        return static_cast<long long>(v);
    }
    return v;
}

json info_json(const Encounter& enc) {
    const BattleMap& m = enc.map;
    int walls = 0;
    int windows = 0;
    json doors = {{"open", 0}, {"closed", 0}, {"locked", 0}};
    for (const Wall& w : m.walls()) {
        if (w.kind == WallKind::Wall) {
            ++walls;
        } else if (w.kind == WallKind::Window) {
            ++windows;
        } else {
            doors[std::string(to_string(w.state))] =
                doors[std::string(to_string(w.state))].get<int>() + 1;
        }
    }
    json background = nullptr;
    if (const auto& bg = m.background()) {
        QByteArray bytes(reinterpret_cast<const char*>(bg->bytes.data()),
                         static_cast<qsizetype>(bg->bytes.size()));
        QBuffer buffer(&bytes);
        QImageReader reader(&buffer);
        const QSize size = reader.size();
        background = {{"width_px", size.isValid() ? json(size.width()) : json(nullptr)},
                      {"height_px", size.isValid() ? json(size.height()) : json(nullptr)},
                      {"pixels_per_cell", number(bg->pixels_per_cell)},
                      {"format", bg->format}};
    }
    json sides = json::array();
    for (const Side& s : enc.sides) {
        const auto count = std::count_if(enc.units.begin(), enc.units.end(),
                                         [&](const Unit& u) { return u.side == s.id; });
        sides.push_back({{"id", s.id}, {"name", s.name}, {"units", count}});
    }
    json units = json::array();
    for (const Unit& u : enc.units) {
        units.push_back({{"id", u.id},
                         {"name", u.name},
                         {"side", u.side},
                         {"cell", to_label(u.cell)},
                         {"size", u.size}});
    }
    json out;
    out["name"] = enc.name;
    out["ruleset"] = to_string(enc.ruleset);
    out["map"] = {
        {"width", m.width()},
        {"height", m.height()},
        {"square", {{"size", number(m.square().size)}, {"unit", to_string(m.square().unit)}}},
        {"diagonal", to_string(enc.diagonal_rule())},
        {"walls", walls},
        {"windows", windows},
        {"doors", doors},
        {"background", background}};
    out["sides"] = sides;
    out["units"] = units;
    return out;
}

std::string info_text(const json& j) {
    std::ostringstream s;
    const auto& m = j["map"];
    s << j["name"].get<std::string>() << " (" << j["ruleset"].get<std::string>() << ")\n";
    s << "map: " << m["width"] << " x " << m["height"] << " squares of " << m["square"]["size"]
      << " " << m["square"]["unit"].get<std::string>() << ", " << m["walls"] << " walls, "
      << m["windows"] << " windows, doors " << m["doors"]["open"] << " open / "
      << m["doors"]["closed"] << " closed / " << m["doors"]["locked"] << " locked\n";
    if (!m["background"].is_null()) {
        s << "background: " << m["background"]["width_px"] << " x " << m["background"]["height_px"]
          << " px, " << m["background"]["pixels_per_cell"] << " px per square\n";
    }
    for (const auto& side : j["sides"]) {
        s << "side " << side["id"].get<std::string>() << " \"" << side["name"].get<std::string>()
          << "\": " << side["units"] << " units\n";
    }
    for (const auto& u : j["units"]) {
        s << "  " << u["cell"].get<std::string>() << "  " << u["name"].get<std::string>() << " ["
          << u["id"].get<std::string>() << ", " << u["side"].get<std::string>() << "]\n";
    }
    std::string text = s.str();
    text.pop_back();
    return text;
}

} // namespace

int run_info(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Summarise an encounter file.");
    parser.addPositionalArgument("FILE", "the .skirmish file");
    parser.addOption({"json", "Print JSON (see docs/cli.md)."});
    if (!parse_or_explain(parser, args, 1)) {
        return kExitUsage;
    }
    auto enc = load_or_report(parser.positionalArguments().at(0));
    if (!enc) {
        return kExitBadInput;
    }
    const json j = info_json(*enc);
    out_line(parser.isSet("json") ? j.dump() : info_text(j));
    return kExitOk;
}

} // namespace skirmish::cli
