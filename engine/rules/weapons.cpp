#include "rules/weapons.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

const Weapon* find_weapon(const Unit& u, std::string_view name) {
    auto it = std::find_if(u.weapons.begin(), u.weapons.end(),
                           [&](const Weapon& w) { return same_condition(w.name, name); });
    return it == u.weapons.end() ? nullptr : &*it;
}

int weapon_reach(const Encounter& enc, const Unit& u, const Weapon& w) {
    const MovementPolicy& m = enc.ruleset.rules().movement;
    if (m.reach_special.empty()) {
        return 1;
    }
    const bool long_reach = has_special(u, m.reach_special) ||
                            std::any_of(w.specials.begin(), w.specials.end(), [&](const auto& s) {
                                return same_condition(s, m.reach_special);
                            });
    return long_reach ? m.special_reach : 1;
}

Result<const Weapon*> attack_weapon(const Encounter& enc, const Unit& attacker, const Unit& target,
                                    const AttackSituation& situation) {
    if (attacker.weapons.empty()) {
        return static_cast<const Weapon*>(nullptr);
    }
    const ActionDef* action = enc.ruleset.rules().find_action(situation.action);
    const WeaponUse use = action != nullptr ? action->weapon_use : WeaponUse::Any;
    const auto suits = [&](const Weapon& w) {
        return use == WeaponUse::Any || (use == WeaponUse::Melee ? w.melee() : w.ranged());
    };
    if (!situation.weapon.empty()) {
        const Weapon* w = find_weapon(attacker, situation.weapon);
        if (w == nullptr) {
            return reject(display_name(attacker) + " has no weapon called \"" + situation.weapon +
                          "\"");
        }
        if (!suits(*w)) {
            return reject(possessive(display_name(attacker)) + " " + w->name + " is not a " +
                          (use == WeaponUse::Melee ? "melee" : "ranged") + " weapon");
        }
        return w;
    }
    const auto first = [&](auto&& pred) -> const Weapon* {
        auto it = std::find_if(attacker.weapons.begin(), attacker.weapons.end(), pred);
        return it == attacker.weapons.end() ? nullptr : &*it;
    };
    if (use != WeaponUse::Any) {
        const Weapon* w = first(suits);
        if (w == nullptr) {
            return reject(display_name(attacker) + " has no " +
                          (use == WeaponUse::Melee ? "melee" : "ranged") + " weapon");
        }
        return w;
    }
    const int distance = squares_between(attacker, target);
    if (const Weapon* w = first([&](const Weapon& w) {
            return w.melee() && distance <= weapon_reach(enc, attacker, w);
        })) {
        return w;
    }
    if (const Weapon* w = first([](const Weapon& w) { return w.ranged(); })) {
        return w;
    }
    return &attacker.weapons.front();
}

Unit wielding(const Unit& u, const Weapon& w, const StatSchema& schema) {
    Unit armed = u;
    armed.weapons.clear(); // only `w` in hand: its reach, its kind
    for (const StatDef& def : schema) {
        if (def.range && !w.ranged() && !w.stats.contains(def.id)) {
            armed.stats.erase(def.id);
        }
    }
    for (const auto& [stat, value] : w.stats) {
        armed.stats[stat] = value;
    }
    for (const WeaponKind k :
         {WeaponKind::Melee, WeaponKind::Ranged, WeaponKind::Unarmed, WeaponKind::Thrown}) {
        armed.specials.erase(weapon_kind_name(k));
    }
    armed.specials.insert(weapon_kind_name(w.kind));
    armed.specials.insert(w.specials.begin(), w.specials.end());
    return armed;
}

Result<AttackCheck> attack_check(const Encounter& enc, const Unit& attacker, const Unit& target,
                                 const AttackSituation& situation) {
    const AttackModel& model = *enc.ruleset.rules().attacks;
    auto weapon = attack_weapon(enc, attacker, target, situation);
    if (!weapon) {
        return weapon.rejection();
    }
    if (weapon.value() == nullptr) {
        return model.check(enc, attacker, target, situation);
    }
    const Weapon& w = *weapon.value();
    auto checked =
        model.check(enc, wielding(attacker, w, enc.ruleset.rules().stats), target, situation);
    if (checked) {
        checked.value().weapon = w.name;
    }
    return checked;
}

} // namespace skirmish
