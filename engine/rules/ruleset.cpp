#include "rules/ruleset.h"

#include "rules/policy_cite.h"
#include "rules/turn_context.h"
#include "rules/turn_policy.h"

#include <algorithm>
#include <stdexcept>

namespace skirmish {

std::string_view id_of(const Ruleset& r) {
    return r.info.id;
}

Ruleset::Ruleset() : attacks(std::make_unique<AttackModel>()) {}
Ruleset::~Ruleset() = default;
Ruleset::Ruleset(Ruleset&&) noexcept = default;
Ruleset& Ruleset::operator=(Ruleset&&) noexcept = default;

const ActionDef* Ruleset::find_action(const std::string& id) const {
    auto it = std::find_if(actions.begin(), actions.end(),
                           [&](const ActionDef& a) { return a.id == id; });
    return it == actions.end() ? nullptr : &*it;
}

const StatDef* find_stat(const StatSchema& schema, const std::string& id) {
    auto it =
        std::find_if(schema.begin(), schema.end(), [&](const StatDef& s) { return s.id == id; });
    return it == schema.end() ? nullptr : &*it;
}

std::optional<std::string> specials_conflict(const Ruleset& rules, const Unit& u) {
    for (const SpecialDef& s : rules.specials) {
        if (s.excludes.empty() || !has_special(u, s.id)) {
            continue;
        }
        if (const std::string other = first_special(u, s.excludes); !other.empty()) {
            return display_name(u) + " is " + s.id + " and cannot be " + other + cite(s);
        }
    }
    return std::nullopt;
}

std::vector<SpecialDef> attack_kind_specials() {
    const std::string source = "RULESETS.md; issue 13 (units without weapons)";
    return {{weapon_kind_name(WeaponKind::Melee),
             "Armed with a melee weapon: threatens and makes opportunity attacks", source},
            {weapon_kind_name(WeaponKind::Ranged),
             "Ranged attacks only (without melee): no melee zone, no opportunity attack", source},
            {weapon_kind_name(WeaponKind::Unarmed),
             "Unarmed: strikes in melee, but is not armed for sides' opportunity attacks", source},
            {weapon_kind_name(WeaponKind::Thrown),
             "Thrown: a melee weapon on a target it reaches, thrown at one farther off", source}};
}

void mark_weapon_stats(StatSchema& schema, const std::vector<std::string>& ids,
                       const std::vector<std::string>& ranges) {
    const auto mark = [&](const std::string& id, bool range) {
        auto it = std::find_if(schema.begin(), schema.end(),
                               [&](const StatDef& s) { return s.id == id; });
        if (it == schema.end()) {
            throw std::logic_error("weapon stat \"" + id + "\" is not in the stat schema");
        }
        it->weapon = true;
        it->range = it->range || range;
    };
    for (const std::string& id : ids) {
        mark(id, false);
    }
    for (const std::string& id : ranges) {
        mark(id, true);
    }
}

const ForcedMoveDef* ForcedMovementPolicy::find(ForcedKind kind) const {
    auto it = std::find_if(moves.begin(), moves.end(),
                           [&](const ForcedMoveDef& m) { return m.kind == kind; });
    return it == moves.end() ? nullptr : &*it;
}

const ForcedMoveDef* ForcedMovementPolicy::on_map() const {
    auto it =
        std::find_if(moves.begin(), moves.end(), [](const ForcedMoveDef& m) { return m.on_map; });
    return it == moves.end() ? nullptr : &*it;
}

} // namespace skirmish
