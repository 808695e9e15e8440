#include "rules/sides/sides_attack.h"

#include "geometry/sight.h"

#include <algorithm>
#include <optional>

namespace skirmish {
namespace {

const std::string kSituation = "seed 002 \"Situation Mod\"";

} // namespace

Result<AttackCheck> SidesAttack::check(const Encounter& enc, const Unit& attacker,
                                       const Unit& target, const AttackSituation& situation) const {
    std::optional<Sight> own;
    if (situation.sight == nullptr) {
        own.emplace(enc.map);
    }
    const Sight& sight = situation.sight != nullptr ? *situation.sight : *own;
    const CoverResult cover = sight.cover(sight_square(attacker.cell, attacker.size),
                                          sight_square(target.cell, target.size));
    if (!cover.sight.visible) {
        return reject(display_name(attacker) + " has no line of sight to " + display_name(target));
    }
    AttackCheck c;
    c.against = "AC";
    c.modifiers.push_back(
        {"Attack bonus", stat_of(attacker, "attack"), "seed 002 \"Attack Rolls\"", false, true});
    if (cover.cover != Cover::None) {
        const bool full = cover.cover == Cover::Full;
        c.modifiers.push_back({full ? "full cover" : "half cover", full ? -4 : -2, kSituation});
    }
    const bool adjacent = squares_between(attacker, target) <= 1;
    if (has_condition(target, "prone")) {
        c.modifiers.push_back(adjacent ? AttackModifier{"adjacent prone foe", 2, kSituation}
                                       : AttackModifier{"distant prone foe", -2, kSituation});
    }
    if (adjacent && has_condition(attacker, "prone")) {
        c.modifiers.push_back({"melee attacking while prone", -4, kSituation});
    }
    c.need = stat_of(target, "ac", 10);
    const bool total_defense = has_condition(target, "total defense");
    if (has_condition(target, "charging")) {
        c.modifiers.push_back({"target charged: AC -2", -2, "seed 002 \"Charge\"", true});
        c.need -= 2;
    }
    if (total_defense) {
        c.modifiers.push_back(
            {"target on Total Defense: AC +2", 2, "seed 002 \"Total Defense\"", true});
        c.need += 2;
    }
    c.damage = std::max(0, stat_of(attacker, "damage"));
    // "Shock": Shock X/AC Y applies to targets of AC Y or less; "Shock X/-"
    // (no shock_ac) always; Total Defense makes the target immune.
    const int shock = std::max(0, stat_of(attacker, "shock"));
    const int ac = stat_of(target, "ac", 10);
    if (shock > 0 && attacker.stats.contains("shock_ac") && ac > stat_of(attacker, "shock_ac")) {
        c.shock_note = "AC " + std::to_string(ac) + " is above the Shock's AC " +
                       std::to_string(stat_of(attacker, "shock_ac"));
    } else if (shock > 0 && total_defense) {
        c.shock_note = "Total Defense makes the target immune to Shock";
    } else {
        c.shock = shock;
    }
    // "Damage": "If the result is less than your Shock damage, inflict that
    // much instead."
    if (c.shock > c.damage) {
        c.damage_modifiers.push_back(
            {"a hit does at least the Shock", c.shock - c.damage, "seed 002 \"Damage\""});
        c.damage = c.shock;
    }
    return c;
}

} // namespace skirmish
