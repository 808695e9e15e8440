#include "rules/teams/teams_attack.h"

#include "geometry/sight.h"
#include "movement/passability.h"
#include "movement/threat.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace skirmish {
namespace {

const std::string kAttacks = "seed 004 \"Attacks\"";

/// -1, 0 or +1: where `o` lies from `u` along one axis.
int side_of(int u0, int us, int o0, int os) {
    return o0 + os - 1 < u0 ? -1 : o0 > u0 + us - 1 ? 1 : 0;
}

} // namespace

Result<AttackCheck> TeamsAttack::killing_strike(const Unit& attacker, const Unit& target) {
    // seed 004 "Death": "While a character is unconscious, another character
    // may ... kill them instantly. This is called a killing strike. This
    // requires making a test (with advantage) using the combat skill against
    // their constitution. If it fails, then a sneak attack is made instead".
    const std::string name = display_name(target);
    if (has_condition(target, "dead") || !has_condition(target, "unconscious")) {
        return reject("A killing strike needs an unconscious target, and " + name + " is " +
                      (has_condition(target, "dead") ? "dead" : "not unconscious"));
    }
    AttackCheck k;
    k.against = "constitution";
    k.need = stat_of(target, "constitution");
    k.dice = {std::clamp(stat_of(attacker, "attribute_die", 6), 2, 20)};
    if (const int skill = stat_of(attacker, "combat_die", 4); skill > 0) {
        k.dice.push_back(std::clamp(skill, 2, 20));
    }
    const std::string death = "seed 004 \"Death\" (killing strike)";
    k.modifiers.push_back({"Proficiency", stat_of(attacker, "proficiency"), kAttacks, false, true});
    k.modifiers.push_back({"killing strike: a test with advantage against constitution", 1, death,
                           false, false, true});
    // "Attacks": a test's luck die adds "+4 when the luck die rolls a 20 or
    // greater" (an attack's decides criticals instead).
    k.luck_die = 20;
    k.luck_bonus_on = 20;
    k.luck_bonus = 4;
    k.hit_sets_condition = "dead";
    k.miss_falls_back = "attack";
    return k;
}

bool flanked(const Encounter& enc, const Unit& target, const Passability* given) {
    std::vector<const Unit*> near;
    for (const Unit& o : enc.units) {
        if (squares_between(target, o) == 1 && o.side != target.side && !out_of_fight(o)) {
            near.push_back(&o);
        }
    }
    if (near.size() < 2) {
        return false;
    }
    std::optional<Passability> own;
    if (given == nullptr) {
        own.emplace(enc.map);
    }
    const Passability& pass = given != nullptr ? *given : *own;
    std::vector<std::pair<int, int>> dirs;
    for (const Unit* o : near) {
        if (within_reach(pass, target, *o)) {
            dirs.emplace_back(side_of(target.cell.x, target.size, o->cell.x, o->size),
                              side_of(target.cell.y, target.size, o->cell.y, o->size));
        }
    }
    return std::any_of(dirs.begin(), dirs.end(), [&](std::pair<int, int> d) {
        return std::find(dirs.begin(), dirs.end(), std::pair{-d.first, -d.second}) != dirs.end();
    });
}

Result<AttackCheck> TeamsAttack::check(const Encounter& enc, const Unit& attacker,
                                       const Unit& target, const AttackSituation& situation) const {
    if (situation.action == "killing_strike") {
        return killing_strike(attacker, target);
    }
    AttackCheck c;
    c.against = "evasion";
    c.dice = {std::clamp(stat_of(attacker, "attribute_die", 6), 2, 20)};
    const int skill = stat_of(attacker, "combat_die", 4);
    if (skill > 0) {
        c.dice.push_back(std::clamp(skill, 2, 20));
    }
    c.luck_die = 20;
    c.critical_on = std::clamp(stat_of(attacker, "critical", 20), 1, 20);
    c.modifiers.push_back({"Proficiency", stat_of(attacker, "proficiency"), kAttacks, false, true});
    if (const UnitTurn* turn = enc.combat.turn_of(attacker.id); turn && turn->mark("attacks") > 0) {
        const int before = turn->mark("attacks");
        c.modifiers.push_back({"multiple attack penalty: " + std::to_string(before) +
                                   (before == 1 ? " earlier attack" : " earlier attacks") +
                                   " this round",
                               -2 * before, kAttacks});
    }
    c.counts_in_mark = "attacks";

    std::optional<Sight> own;
    if (situation.sight == nullptr) {
        own.emplace(enc.map);
    }
    const Sight& sight = situation.sight != nullptr ? *situation.sight : *own;
    const CoverResult seen = sight.cover(sight_square(attacker.cell, attacker.size),
                                         sight_square(target.cell, target.size));
    const bool ranged = stat_of(attacker, "range", 1) > 1;
    const auto advantage = [&](std::string what, int value, std::string source) {
        c.modifiers.push_back({std::move(what), value, std::move(source), false, false, true});
    };
    if (has_condition(attacker, "hidden") || has_condition(target, "blinded") ||
        out_of_fight(target) || !seen.sight.visible) {
        advantage("sneak attack: the target cannot see the attacker", 1, kAttacks);
    }
    if (flanked(enc, target, situation.pass)) {
        advantage("flanking attack: the target is surrounded on two opposite sides", 1, kAttacks);
    }
    if (has_condition(target, "prone")) {
        advantage(ranged ? "ranged attack on a prone target" : "melee attack on a prone target",
                  ranged ? -1 : 1, "seed 004 \"Free Actions\" (Drop Prone)");
    }
    if (ranged && has_condition(target, "seeking cover") && seen.cover != Cover::None) {
        advantage("ranged attack on a target Seeking Cover behind cover", -1,
                  "seed 004 \"Actions in Combat\" (Seek Cover)");
    }

    c.need = stat_of(target, "evasion", 6);
    int deflection = stat_of(target, "deflection");
    std::string why = "target's deflection " + std::to_string(deflection);
    if (const int larger = stat_of(attacker, "size", 4) - stat_of(target, "size", 4); larger != 0) {
        c.modifiers.push_back(
            {"size difference: evasion " + signed_text(larger), larger, kAttacks, true});
        c.need += larger;
        deflection -= larger;
        why += ", " + signed_text(-larger) + " for size";
    }
    if (has_condition(target, "guarding")) {
        const std::string guard = "seed 004 \"Actions in Combat\" (Guard)";
        c.modifiers.push_back({"target on Guard: evasion +1", 1, guard, true});
        c.need += 1;
        deflection += 1;
        why += ", +1 on Guard";
    }
    if (stat_of(attacker, "typeless_damage") > 0) {
        // "Damage": "Normally, only physical and elemental damage can be
        // reduced by deflection."
        if (deflection > 0) {
            c.damage_modifiers.push_back({"typeless damage: the target's deflection " +
                                              std::to_string(deflection) + " does not reduce it",
                                          0, "seed 004 \"Damage\" (Table: Damage Types)"});
        }
        deflection = 0;
    }
    c.reduction = std::max(0, deflection);
    if (c.reduction > 0) {
        c.damage_modifiers.push_back({why + " (damage at least 1)", -c.reduction, kAttacks});
    }
    c.damage_adds_roll = true;
    c.damage_floor = 1;
    c.damage = std::max(0, stat_of(attacker, "damage"));
    c.critical_damage = attacker.stats.contains("critical_damage")
                            ? std::max(0, stat_of(attacker, "critical_damage"))
                            : 2 * c.damage;
    // "If your luck roll results in a 1 or less, then your attack randomly
    // targets one of those adjacent characters instead."
    if (ranged && !standing_next_to(enc, target, attacker.id).empty()) {
        c.fumble_on = 1;
        c.fumble_strays = true;
    }
    return c;
}

} // namespace skirmish
