#include "io/encounter_migration.h"

#include "io/encounter_json.h"

#include <cmath>

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

/// Version 2 (issue 16): imported walls and doors lie on the 1/1024 lattice
/// that the import now rounds to, so that a map imported before reads as
/// one imported today, exactly.
void imported_walls_on_lattice(json& doc) {
    auto map = doc.find("map");
    if (map == doc.end() || !map->is_object()) {
        return;
    }
    auto walls = map->find("walls");
    if (walls == map->end() || !walls->is_array()) {
        return;
    }
    for (json& w : *walls) {
        if (!w.is_object()) {
            continue;
        }
        auto imported = w.find("imported");
        if (imported == w.end() || *imported != true) {
            continue;
        }
        for (const char* key : {"from", "to"}) {
            if (auto it = w.find(key); it != w.end()) {
                round_point(*it);
            }
        }
    }
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
