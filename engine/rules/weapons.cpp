#include "rules/weapons.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {
namespace {

/// How an action may use a weapon (ActionDef::weapon_use).
WeaponUse use_of(const Encounter& enc, const std::string& action) {
    const ActionDef* def = enc.ruleset.rules().find_action(action);
    return def != nullptr ? def->weapon_use : WeaponUse::Any;
}

/// The kind `w` is used as on `target`: a thrown weapon that reaches it,
/// in an attack that may be made in melee, is used in melee.
WeaponKind used_as(const Encounter& enc, const Unit& attacker, const Unit& target, const Weapon& w,
                   WeaponUse use) {
    if (w.kind == WeaponKind::Thrown && use != WeaponUse::Ranged &&
        squares_between(attacker, target) <= weapon_reach(enc, attacker, w)) {
        return WeaponKind::Melee;
    }
    return w.kind;
}

} // namespace

const Weapon* find_weapon(const Unit& u, std::string_view name) {
    auto it = std::find_if(u.weapons.begin(), u.weapons.end(),
                           [&](const Weapon& w) { return same_condition(w.name, name); });
    return it == u.weapons.end() ? nullptr : &*it;
}

int weapon_reach(const Encounter& enc, const Unit& u, const Weapon& w) {
    return enc.ruleset.rules().movement.reach_with(u, &w);
}

Result<std::vector<const Weapon*>> attack_weapons(const Encounter& enc, const Unit& attacker,
                                                  const Unit& target,
                                                  const AttackSituation& situation) {
    std::vector<const Weapon*> out;
    if (std::all_of(attacker.weapons.begin(), attacker.weapons.end(),
                    [](const Weapon& w) { return w.dropped; })) {
        return out; // none listed, or all knocked away: its own stats
    }
    const WeaponUse use = use_of(enc, situation.action);
    const auto suits = [&](const Weapon& w) {
        return !w.dropped &&
               (use == WeaponUse::Any || (use == WeaponUse::Melee ? w.melee() : w.ranged()));
    };
    const char* use_name = use == WeaponUse::Melee ? "melee" : "ranged";
    if (!situation.weapon.empty()) {
        const Weapon* w = find_weapon(attacker, situation.weapon);
        if (w == nullptr) {
            return reject(display_name(attacker) + " has no weapon called \"" + situation.weapon +
                          "\"");
        }
        if (w->dropped) {
            return reject(possessive(display_name(attacker)) + " " + w->name +
                          " was knocked away: it must pick it up first (a bonus action)");
        }
        if (!suits(*w)) {
            return reject(possessive(display_name(attacker)) + " " + w->name + " is not a " +
                          use_name + " weapon");
        }
        out.push_back(w);
        return out;
    }
    const int distance = squares_between(attacker, target);
    const auto add = [&](auto&& pred) {
        for (const Weapon& w : attacker.weapons) {
            if (suits(w) && pred(w) && std::find(out.begin(), out.end(), &w) == out.end()) {
                out.push_back(&w);
            }
        }
    };
    if (use != WeaponUse::Ranged) { // melee weapons that reach first
        add([&](const Weapon& w) {
            return w.melee() && distance <= weapon_reach(enc, attacker, w);
        });
    }
    if (use != WeaponUse::Melee) {
        add([](const Weapon& w) { return w.ranged(); });
    }
    add([](const Weapon&) { return true; });
    if (out.empty()) {
        return reject(display_name(attacker) + " has no " + use_name + " weapon");
    }
    return out;
}

Unit wielding(const Unit& u, const Weapon& w, const StatSchema& schema, WeaponKind as) {
    Unit armed = u;
    armed.weapons.clear(); // only `w` in hand: its reach, its kind
    const bool at_range = as == WeaponKind::Ranged || as == WeaponKind::Thrown;
    for (const StatDef& def : schema) {
        if (def.range && !at_range) {
            armed.stats.erase(def.id); // a weapon used in melee has no range
        }
    }
    for (const auto& [stat, value] : w.stats) {
        const StatDef* def = find_stat(schema, stat);
        if (def == nullptr || (def->weapon && (at_range || !def->range))) {
            armed.stats[stat] = value; // a weapon stat, or one the ruleset does not know
        }
    }
    for (const WeaponKind k :
         {WeaponKind::Melee, WeaponKind::Ranged, WeaponKind::Unarmed, WeaponKind::Thrown}) {
        armed.specials.erase(weapon_kind_name(k));
    }
    armed.specials.insert(weapon_kind_name(as));
    armed.specials.insert(w.specials.begin(), w.specials.end());
    return armed;
}

int stat_with(const Unit& u, std::string_view weapon, const std::string& stat, int fallback) {
    if (const Weapon* w = weapon.empty() ? nullptr : find_weapon(u, weapon)) {
        if (auto it = w->stats.find(stat); it != w->stats.end()) {
            return it->second;
        }
    }
    return stat_of(u, stat, fallback);
}

Result<AttackCheck> attack_check(const Encounter& enc, const Unit& attacker, const Unit& target,
                                 const AttackSituation& situation) {
    const AttackModel& model = *enc.ruleset.rules().attacks;
    auto weapons = attack_weapons(enc, attacker, target, situation);
    if (!weapons) {
        return weapons.rejection();
    }
    if (weapons.value().empty()) {
        return model.check(enc, attacker, target, situation);
    }
    // The first that can make the attack; else the first one's refusal.
    const WeaponUse use = use_of(enc, situation.action);
    std::optional<Rejection> first_refusal;
    for (const Weapon* w : weapons.value()) {
        const WeaponKind as = used_as(enc, attacker, target, *w, use);
        auto checked = model.check(enc, wielding(attacker, *w, enc.ruleset.rules().stats, as),
                                   target, situation);
        if (checked) {
            checked.value().weapon = w->name;
            return checked;
        }
        if (!first_refusal) {
            first_refusal = checked.rejection();
        }
    }
    return *first_refusal;
}

} // namespace skirmish
