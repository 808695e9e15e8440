#include "encounter/encounter.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {
namespace {
template <typename Vec> auto* find_by_id(Vec& items, std::string_view id) {
    auto it = std::find_if(items.begin(), items.end(), [&](const auto& x) { return x.id == id; });
    return it == items.end() ? nullptr : &*it;
}
} // namespace

const Unit* Encounter::find_unit(std::string_view id) const {
    return find_by_id(units, id);
}
Unit* Encounter::find_unit(std::string_view id) {
    return find_by_id(units, id);
}
const AreaTemplate* Encounter::find_template(std::string_view id) const {
    return find_by_id(templates, id);
}
const Squad* Encounter::find_squad(std::string_view id) const {
    return find_by_id(squads, id);
}

const Side* Encounter::find_side(std::string_view id) const {
    return find_by_id(sides, id);
}
Side* Encounter::find_side(std::string_view id) {
    return find_by_id(sides, id);
}

const Unit* Encounter::unit_at(Cell c) const {
    for (auto it = units.rbegin(); it != units.rend(); ++it) {
        if (it->occupies(c)) {
            return &*it;
        }
    }
    return nullptr;
}

DiagonalRule Encounter::diagonal_rule() const {
    if (map.diagonal()) {
        return *map.diagonal();
    }
    return ruleset.rules().info.default_diagonal;
}

EncounterSettings Encounter::settings() const {
    return EncounterSettings{name, ruleset, map.square(), map.diagonal()};
}

void Encounter::set_settings(const EncounterSettings& s) {
    name = s.name;
    ruleset = s.ruleset;
    map.set_square(s.square);
    map.set_diagonal(s.diagonal);
}

} // namespace skirmish
