#include "io/encounter_migration.h"

#include "io/encounter_json.h"

#include <cmath>
#include <optional>
#include <utility>

namespace skirmish::io {
namespace {

using nlohmann::json;

/// A point as written, `[x, y]` or `{"x": x, "y": y}`, with each number
/// rounded to 1/1024 cell; anything else is left for the reader.
void round_point(json& p) {
    auto round = [](json& v) {
        if (v.is_number_float()) {
            v = std::nearbyint(v.get<double>() * 1024) / 1024;
        }
    };
    if (p.is_array() && p.size() == 2) {
        round(p[0]);
        round(p[1]);
    } else if (p.is_object()) {
        for (const char* key : {"x", "y"}) {
            if (auto it = p.find(key); it != p.end()) {
                round(*it);
            }
        }
    }
}

/// The numbers of a point as written, or nullopt.
std::optional<std::pair<json, json>> xy(const json& p) {
    if (p.is_array() && p.size() == 2) {
        return std::pair{p[0], p[1]};
    }
    if (p.is_object() && p.contains("x") && p.contains("y")) {
        return std::pair{p["x"], p["y"]};
    }
    return std::nullopt;
}

/// Version 2 (issue 16): imported walls and doors lie on the 1/1024 lattice
/// that the import now rounds to, so that a map imported before reads as
/// one imported today (a clipped end may differ by one 1/1024 step: the
/// import now clips the rounded points). A wall that rounds to a point is
/// left out, as the import leaves it out.
void imported_walls_on_lattice(json& doc) {
    auto map = doc.find("map");
    if (map == doc.end() || !map->is_object()) {
        return;
    }
    auto walls = map->find("walls");
    if (walls == map->end() || !walls->is_array()) {
        return;
    }
    json kept = json::array();
    for (json& w : *walls) {
        auto imported = w.is_object() ? w.find("imported") : w.end();
        if (!w.is_object() || imported == w.end() || *imported != true) {
            kept.push_back(std::move(w));
            continue;
        }
        for (const char* key : {"from", "to"}) {
            if (auto it = w.find(key); it != w.end()) {
                round_point(*it);
            }
        }
        const auto a = w.contains("from") ? xy(w["from"]) : std::nullopt;
        const auto b = w.contains("to") ? xy(w["to"]) : std::nullopt;
        if (a && b && *a == *b) {
            continue; // no length left
        }
        kept.push_back(std::move(w));
    }
    *walls = std::move(kept);
}

} // namespace

const std::vector<MigrationStep>& migration_steps() {
    static const std::vector<MigrationStep> steps = {
        {1, "imported walls and doors are rounded to 1/1024 square", imported_walls_on_lattice},
    };
    return steps;
}

void migrate_encounter(json& doc, int from) {
    for (const MigrationStep& step : migration_steps()) {
        if (step.from >= from && step.from < kFormatVersion) {
            step.apply(doc);
        }
    }
    doc["version"] = kFormatVersion;
}

} // namespace skirmish::io
