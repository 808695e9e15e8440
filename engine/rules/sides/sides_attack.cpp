#include "rules/sides/sides_attack.h"

#include "geometry/sight.h"
#include "movement/move_rules.h"
#include "rules/joined_groups.h"
#include "rules/ruleset.h"
#include "rules/weapons.h"

#include <algorithm>
#include <optional>

namespace skirmish {
namespace {

const std::string kSidesSituation = "seed 002 \"Situation Mod\"";
const std::string kSwarm = "seed 002 \"Make a Swarm Attack (Main)\"";

const std::string kDual = "seed 002 \"Dual Wielding Weapons\"";
const std::string kExecution = "seed 002 \"Execution Attacks\"";

/// "so long as the target is within range of both wielded weapons"
/// (settled: the unit's first two weapons): a melee weapon's reach, a
/// ranged or thrown one's long range (none set: any distance).
bool in_range_of_both(const Encounter& enc, const Unit& u, const Unit& target) {
    if (u.weapons.size() < 2) {
        return false;
    }
    const int distance = squares_between(u, target);
    for (std::size_t i = 0; i < 2; ++i) {
        const Weapon& w = u.weapons[i];
        const auto stat = [&](const char* name) {
            const auto it = w.stats.find(name);
            return it == w.stats.end() ? 0 : it->second;
        };
        const int range = std::max(stat("range"), stat("long_range"));
        const bool reaches = (w.melee() && distance <= weapon_reach(enc, u, w)) ||
                             (w.ranged() && (range == 0 || distance <= range));
        if (!reaches) {
            return false;
        }
    }
    return true;
}

/// An enemy of `u` (standing) is in its melee range: one square.
bool enemy_in_melee(const Encounter& enc, const Unit& u) {
    return std::any_of(enc.units.begin(), enc.units.end(), [&](const Unit& o) {
        return o.side != u.side && !out_of_fight(o) && squares_between(u, o) <= 1;
    });
}

Result<AttackCheck> plain_check(const Encounter& enc, const Unit& attacker, const Unit& target,
                                const AttackSituation& situation) {
    std::optional<Sight> own;
    if (situation.sight == nullptr) {
        own.emplace(enc.map);
    }
    const Sight& sight = situation.sight != nullptr ? *situation.sight : *own;
    const CoverResult cover = sight.cover(sight_square(attacker.cell, attacker.size),
                                          sight_square(target.cell, target.size));
    // A screener takes the attack on its ward (rules/screens.h) wherever it
    // stands: no check of who may be targeted holds it back.
    const bool reaching = situation.redirected;
    if (!cover.sight.visible && !reaching) {
        return reject(display_name(attacker) + " has no line of sight to " + display_name(target));
    }
    AttackCheck c;
    c.against = "AC";
    // "Execution Attacks": a target attacked is no longer "entirely
    // unsuspecting of danger".
    c.ends_on_target = "unsuspecting";
    c.modifiers.push_back(
        {"Attack bonus", stat_of(attacker, "attack"), "seed 002 \"Attack Rolls\"", false, true});
    if (cover.cover != Cover::None) {
        const bool full = cover.cover == Cover::Full;
        c.modifiers.push_back(
            {full ? "full cover" : "half cover", full ? -4 : -2, kSidesSituation});
    }
    const bool adjacent = squares_between(attacker, target) <= 1;
    // A Swarm Attack is made as a melee or a ranged attack, by the distance.
    const bool swarm = situation.action == "swarm_attack" || situation.action == "swarm_strike";
    // A swarm's strike sent to a screener is a plain attack on it: the
    // swarm is on the ward.
    const bool strike = situation.action == "swarm_strike" && !reaching;
    // "Make a Snap Attack": "either Make a Melee Attack or Make a Ranged
    // Attack at a -4 penalty to hit": the one the distance makes it, with
    // that attack's checks.
    const bool snap = situation.action == "snap_attack";
    const std::string action = !swarm && !snap ? situation.action
                               : squares_between(attacker, target) <= melee_reach(enc, attacker)
                                   ? "attack"
                                   : "ranged_attack";
    if (snap && action == "ranged_attack" && !reaching && !attacker.stats.contains("range")) {
        return reject(display_name(target) + " is not in " + possessive(display_name(attacker)) +
                      " melee range, and a Snap Attack at range needs a bow or thrown weapon (a "
                      "range)");
    }
    int swarm_damage = 0;
    if (strike) {
        // "one of these assailants can Make a Melee Attack or Make a Ranged
        // Attack on the target with a +2 bonus to hit and +1 bonus to
        // damage for every other assailant, up to a maximum bonus of +6 to
        // hit and +3 damage."
        const UnitTurn* on = enc.combat.turn_of(target.id);
        int assailants = 0;
        bool struck = false;
        if (on != nullptr) {
            assailants = joined_count(*on, "swarm");
            struck = on->mark("swarm_struck") != 0;
        }
        if (on == nullptr || on->mark(joined_mark("swarm", attacker.id)) == 0) {
            return reject(display_name(attacker) + " has not made a Swarm Attack on " +
                          display_name(target) + " this round (" + kSwarm + ")");
        }
        if (struck) {
            return reject("The swarm on " + display_name(target) +
                          " has already struck this round (" + kSwarm + ")");
        }
        const int others = assailants - 1;
        c.modifiers.push_back({"Swarm Attack: " + std::to_string(others) + " other assailant" +
                                   (others == 1 ? "" : "s"),
                               std::min(6, 2 * others), kSwarm});
        swarm_damage = std::min(3, others);
        c.marks_target = "swarm_struck";
    }
    if (!reaching && action == "attack" &&
        squares_between(attacker, target) > melee_reach(enc, attacker)) {
        // "Make a Melee Attack": "Attack a target in melee range".
        return reject(display_name(target) + " is not in " + possessive(display_name(attacker)) +
                      " melee range: make a ranged attack");
    }
    if (action == "ranged_attack" && enemy_in_melee(enc, attacker)) {
        // "Make a Ranged Attack": with an enemy in melee range, one-handed and
        // thrown weapons are at -4, bows and other two-handed ones cannot fire.
        if (has_special(attacker, "Bow")) {
            return reject(display_name(attacker) +
                          " cannot fire a bow with an enemy in melee range");
        }
        c.modifiers.push_back({"ranged attack with an enemy in melee range", -4,
                               "seed 002 \"Make a Ranged Attack (Main)\""});
    }
    if (action == "ranged_attack" && attacker.stats.contains("range")) {
        // "Your target is past your bow or thrown weapon's normal range, up
        // to its maximum long range. -2"; beyond the long range, no attack.
        const int range = std::max(1, stat_of(attacker, "range"));
        const int longest = std::max(range, stat_of(attacker, "long_range", range));
        const int distance = squares_between(attacker, target);
        if (distance > longest && !reaching) {
            return reject(display_name(target) + " is " + std::to_string(distance) +
                          " squares away, beyond " + possessive(display_name(attacker)) +
                          " long range of " + std::to_string(longest));
        }
        if (distance > range) {
            c.modifiers.push_back({"past the weapon's normal range", -2, kSidesSituation});
        }
    }
    if (snap) {
        c.modifiers.push_back({"Snap Attack", -4, "seed 002 \"Make a Snap Attack (Instant)\""});
    }
    // The Charge's own attack: the mark SideTurns sets and its payment
    // clears; "making a melee or thrown ranged attack at the end of it".
    const UnitTurn* turn = enc.combat.turn_of(attacker.id);
    if (!snap && turn != nullptr && turn->mark("charge_attack") > 0) {
        if (action == "ranged_attack" && !has_special(attacker, "thrown") && !reaching) {
            return reject("A Charge ends in a melee or thrown attack, not a shot (seed 002 "
                          "\"Charge (Special)\")");
        }
        c.modifiers.push_back(
            {"attack at the end of a Charge", 2, "seed 002 \"Charge (Special)\""});
    }
    if (has_condition(target, "unseen")) {
        // "You are shooting at a target you can't see but you know where
        // they are. -4"
        c.modifiers.push_back({"target unseen at a known position", -4, kSidesSituation});
    }
    if (has_condition(target, "prone")) {
        c.modifiers.push_back(adjacent ? AttackModifier{"adjacent prone foe", 2, kSidesSituation}
                                       : AttackModifier{"distant prone foe", -2, kSidesSituation});
    }
    if (adjacent && has_condition(attacker, "prone")) {
        c.modifiers.push_back({"melee attacking while prone", -4, kSidesSituation});
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
    // "Dual Wielding Weapons": "a -1 penalty to all attack rolls"; "On a
    // hit, the weapon does +2 damage so long as the target is within range
    // of both wielded weapons. This bonus does not add to Shock."
    if (has_condition(attacker, "dual wielding")) {
        c.modifiers.push_back({"dual wielding", -1, kDual});
        const Unit* own = enc.find_unit(attacker.id); // with both weapons listed
        if (own != nullptr && in_range_of_both(enc, *own, target)) {
            c.damage += 2;
            c.damage_modifiers.push_back({"dual wielding: in range of both weapons", 2, kDual});
        }
    }
    // "Shock": "Some melee weapons inflict Shock"; Shock X/AC Y applies to
    // targets of AC Y or less (the AC as it stands, a Charge's -2 included);
    // "Shock X/-" (no shock_ac) always; Total Defense makes the target immune.
    // "The only modifiers that add to Shock damage are the wielder's relevant
    // attribute modifier for the weapon and any damage bonuses that
    // explicitly add to Shock, and a magic weapon's bonus": with a damage die
    // the stat `damage` is that modifier (and magic), so it adds to the
    // weapon's Shock; without one, `damage` is the whole flat damage and the
    // Shock stands as entered. Dual wielding's +2 and a Swarm's bonus do not.
    const int listed_shock = std::max(0, stat_of(attacker, "shock"));
    const int shock_bonus = listed_shock > 0 && stat_of(attacker, "damage_die") > 0
                                ? std::max(0, stat_of(attacker, "damage"))
                                : 0;
    const int shock = listed_shock + shock_bonus;
    const int ac = c.need;
    if (shock > 0 && action == "ranged_attack") {
        c.shock_note = "Shock comes from melee weapons only";
    } else if (shock > 0 && swarm && !total_defense) {
        // "Any Shock inflicted by this attack is always applicable, even if
        // the target's AC is too high, they're using a shield" (Total
        // Defense aside: "including the otherwise-unavoidable damage").
        c.shock = shock;
    } else if (shock > 0 && attacker.stats.contains("shock_ac") &&
               ac > stat_of(attacker, "shock_ac")) {
        c.shock_note = "AC " + std::to_string(ac) + " is above the Shock's AC " +
                       std::to_string(stat_of(attacker, "shock_ac"));
    } else if (shock > 0 && total_defense) {
        c.shock_note = "Total Defense makes the target immune to Shock";
    } else if (shock > 0 && has_special(target, "Shield") &&
               (enc.combat.turn_of(target.id) == nullptr ||
                enc.combat.turn_of(target.id)->mark("shield_shock") == 0)) {
        // "A person using a shield ignores the first source of Shock they
        // would normally suffer in a round."
        c.shock_note = display_name(target) + "'s shield ignores the first Shock of the round";
        c.miss_marks_target = "shield_shock";
    } else {
        c.shock = shock;
    }
    // "Damage": "rolling the weapon's damage die plus the weapon's relevant
    // Attribute Modifier" (stat `damage_die`, `damage_dice` of them; the
    // modifier and any other bonus are `damage`).
    if (const int die = stat_of(attacker, "damage_die"); die > 0) {
        c.damage_dice.assign(
            static_cast<std::size_t>(std::clamp(stat_of(attacker, "damage_dice", 1), 1, 10)),
            std::clamp(die, 2, 100));
        if (swarm_damage > 0) {
            // "This bonus damage does not add to the attack's Shock and
            // cannot make it do more than its usual maximum damage."
            c.damage_cap = c.damage + static_cast<int>(c.damage_dice.size()) * c.damage_dice[0];
            c.damage += swarm_damage;
            c.damage_modifiers.push_back(
                {"Swarm Attack (at most the usual maximum)", swarm_damage, kSwarm});
        }
        if (c.shock > 0) {
            // "If the result is less than your Shock damage, inflict that
            // much instead": a floor on what the dice give.
            c.damage_floor = c.shock;
            const std::string makeup = shock_bonus > 0 ? ": " + std::to_string(listed_shock) +
                                                             " + the damage bonus " +
                                                             std::to_string(shock_bonus)
                                                       : "";
            c.damage_modifiers.push_back(
                {"a hit does at least the Shock (" + std::to_string(c.shock) + makeup + ")", 0,
                 "seed 002 \"Damage\", \"Shock\""});
        }
        return c;
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

/// seed 002 "Execution Attacks": the attack `c` (its damage) made on an
/// unsuspecting target. Settled: the "DEX/Shoot check" is the attack roll,
/// d20 + the attack bonus, +4 within 10 ft or else +2 within the weapon's
/// normal range, against 10 (the victim's AC ignored: the AC of a unit
/// without one); the save is a d20 less the assailant's `combat_skill` at
/// or above the target's `physical_save`.
Result<AttackCheck> execution(const Encounter& enc, const Unit& attacker, const Unit& target,
                              AttackCheck c) {
    if (!has_condition(target, "unsuspecting")) {
        return reject(display_name(target) +
                      " is not entirely unsuspecting of danger: an execution attack needs a "
                      "target the GM marks Unsuspecting, after a full minute of preparation (" +
                      kExecution + ")");
    }
    if (!target.stats.contains("physical_save")) {
        return reject(display_name(target) +
                      " has no Physical save (stat physical_save) to make against the execution (" +
                      kExecution + ")");
    }
    c.modifiers.clear();
    c.shock = 0;
    c.shock_note.clear();
    c.miss_marks_target.clear();
    c.marks_target.clear();
    c.damage_floor = 0;
    const int distance = squares_between(attacker, target);
    if (distance <= melee_reach(enc, attacker) && has_melee_attack(attacker)) {
        // "the assassin may make a melee attack, automatically hitting"
        c.rolled = false;
        c.comparison = "a melee execution attack hits automatically (" + kExecution + ")";
    } else if (!has_special(attacker, weapon_kind_name(WeaponKind::Ranged)) &&
               !has_special(attacker, weapon_kind_name(WeaponKind::Thrown)) &&
               !attacker.stats.contains("range")) {
        return reject(display_name(target) + " is not in " + possessive(display_name(attacker)) +
                      " melee range, and it has no ranged weapon for an execution attack (" +
                      kExecution + ")");
    } else {
        const int range = std::max(0, stat_of(attacker, "range")); // 0: not checked
        const int longest = std::max(range, stat_of(attacker, "long_range", range));
        if (range > 0 && distance > longest) {
            return reject(display_name(target) + " is " + std::to_string(distance) +
                          " squares away, beyond " + possessive(display_name(attacker)) +
                          " long range of " + std::to_string(longest));
        }
        c.rolled = true;
        c.dice = {20};
        c.against.clear();
        c.need = 10;
        c.modifiers.push_back({"Attack bonus (the DEX/Shoot check)", stat_of(attacker, "attack"),
                               kExecution, false, true});
        if (distance <= 2) {
            c.modifiers.push_back({"within 10 ft", 4, kExecution});
        } else if (range == 0 || distance <= range) {
            c.modifiers.push_back({"within the weapon's normal range", 2, kExecution});
        }
        c.modifiers.push_back({"the victim's AC is ignored", 0, kExecution, true});
    }
    // "they must make a Physical saving throw at a penalty equal to the
    // assailant's combat skill. On a failure, they are immediately reduced
    // to zero HP and Mortally Injured, or knocked unconscious if the weapon
    // was non-lethal. If they succeed on the save, they still take maximum
    // damage from the hit."
    const bool nonlethal = has_special(attacker, "Non-lethal");
    c.hit_save.name = "Physical";
    c.hit_save.need = std::max(1, stat_of(target, "physical_save"));
    c.hit_save.penalty = std::max(0, stat_of(attacker, "combat_skill"));
    c.hit_save.fails_to = nonlethal ? "unconscious" : enc.ruleset.rules().health.down;
    c.hit_save.spares_health = nonlethal;
    c.hit_save.source = kExecution;
    return c;
}

} // namespace

Result<AttackCheck> SidesAttack::check(const Encounter& enc, const Unit& attacker,
                                       const Unit& target, const AttackSituation& situation) const {
    auto c = plain_check(enc, attacker, target, situation);
    if (!c || situation.action != "execution_attack" || situation.redirected) {
        return c;
    }
    return execution(enc, attacker, target, std::move(c.value()));
}

} // namespace skirmish
