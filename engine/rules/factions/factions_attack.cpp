#include "rules/factions/factions_attack.h"

#include "geometry/sight.h"
#include "movement/passability.h"
#include "movement/zones.h"
#include "rules/grabs.h"
#include "rules/ruleset.h"

#include <algorithm>
#include <optional>

namespace skirmish {
namespace {

const std::string kAttacking = "seed 003 \"Attacking\"";
const std::string kProtection = "seed 003 \"Protection from attacks\"";

/// Zones between two units where both stand in zones (-1: no path), else
/// squares; `zones` says which.
int distance(const Encounter& enc, const Unit& a, const Unit& b, const Passability* given,
             bool& zones) {
    const BattleMap& m = enc.map;
    const int za = m.contains(a.cell) ? m.zone_at(a.cell) : -1;
    const int zb = m.contains(b.cell) ? m.zone_at(b.cell) : -1;
    zones = za >= 0 && zb >= 0;
    if (!zones) {
        return squares_between(a, b);
    }
    if (za == zb) {
        return 0;
    }
    std::optional<Passability> own;
    if (given == nullptr) {
        own.emplace(m);
    }
    return ZoneGraph(m, given != nullptr ? *given : *own).distance(za, zb);
}

} // namespace

Result<AttackCheck> FactionsAttack::final_blow(const Encounter& enc, const Unit& attacker,
                                               const Unit& target) {
    // "If the target is nearby and incapacitated, the attacker may choose to
    // deliver a final blow and kill them."
    const std::string whom = display_name(target);
    if (has_condition(target, "dead") || !has_condition(target, "incapacitated")) {
        return reject("A final blow needs an incapacitated target, and " + whom + " is " +
                      (has_condition(target, "dead") ? "dead" : "not incapacitated"));
    }
    if (!nearby(enc.map, attacker, target)) {
        return reject(whom + " is not nearby: a final blow needs a nearby target");
    }
    AttackCheck k;
    k.rolled = false;
    k.comparison =
        "A final blow: " + whom + " is incapacitated and nearby, and dies (" + kAttacking + ")";
    k.hit_sets_condition = "dead";
    return k;
}

Result<AttackCheck> FactionsAttack::check(const Encounter& enc, const Unit& attacker,
                                          const Unit& target,
                                          const AttackSituation& situation) const {
    if (has_condition(attacker, "broken") || has_condition(attacker, "surrendered")) {
        // "Morale": "those who fail must surrender or retreat".
        return reject(
            display_name(attacker) +
            (has_condition(attacker, "broken") ? " failed its morale check" : " has surrendered") +
            ": it must surrender or retreat, not attack (seed 003 \"Morale\")");
    }
    if (situation.action == "final_blow") {
        return final_blow(enc, attacker, target);
    }
    AttackCheck c;
    c.rolled = false;
    c.roll_under = true;
    c.against = "WIT";
    c.need = stat_of(attacker, "wit");
    std::optional<Sight> own;
    if (situation.sight == nullptr) {
        own.emplace(enc.map);
    }
    const Sight& sight = situation.sight != nullptr ? *situation.sight : *own;
    const CoverResult seen = sight.cover(sight_square(attacker.cell, attacker.size),
                                         sight_square(target.cell, target.size));
    // "Barriers completely block attacks. If a character peeks behind
    // cover to attack, they can be still countered and the barrier only
    // counts as cover": walls that leave no line of sight are a barrier.
    const bool barrier = !seen.sight.visible;
    // Either side peeking: the peeker's attack, or the counter to it.
    const bool peeking =
        barrier && (has_condition(attacker, "peeking") || has_condition(target, "peeking"));
    const bool visible = (seen.sight.visible || peeking) && !has_condition(target, "concealed");
    const std::string who = display_name(attacker);
    const std::string whom = display_name(target);
    // "Sneaking in combat": the GM "should control their characters so that
    // they realistically ignore concealed Player characters".
    const Side* hunter = enc.find_side(attacker.side);
    const Side* hidden = enc.find_side(target.side);
    if (has_condition(target, "concealed") && hidden != nullptr && hidden->player &&
        (hunter == nullptr || !hunter->player)) {
        c.modifiers.push_back({whom + " is a concealed player character: the GM's characters "
                                      "realistically ignore it (the GM judges)",
                               0, "seed 003 \"Sneaking in combat\""});
    }
    // A character disarmed (seed 003 "Non-lethal attacks"), or whose listed
    // weapons all lie on the ground, fights unarmed: no range, a d4.
    const bool disarmed =
        has_condition(attacker, enc.ruleset.rules().grabs.disarmed) ||
        (!attacker.weapons.empty() && std::all_of(attacker.weapons.begin(), attacker.weapons.end(),
                                                  [](const Weapon& w) { return w.dropped; }));
    const int range = disarmed ? 0 : stat_of(attacker, "range");
    const auto save = [&](const std::string& why) {
        c.rolled = true;
        c.roll_reason = "a WIT save to hit: " + why + " (" + kAttacking + ")";
    };
    const bool indirect = situation.action == "indirect_attack";
    // "Non-lethal attacks": "A nearby target must pass a STR save or ...".
    const ActionDef* soft = nonlethal_action(enc, situation.action);
    if (soft != nullptr) {
        if (auto no = nonlethal_refusal(enc, *soft, target, situation.item)) {
            return reject(*no);
        }
    }
    if (barrier && !peeking && !indirect && !situation.redirected) {
        return reject(whom + " is behind a barrier, which completely blocks attacks (" +
                      kProtection + "; peek out to attack from behind it)");
    }
    if (situation.redirected) {
        // The hit already landed on someone else; it only moves.
    } else if (indirect) {
        // "Indirect ranged attacks. Can be directed at targets which aren't
        // directly visible and over obstacles, but can only target beyond
        // half range. A WIT save to hit is always required. Attacking while
        // moving isn't possible."
        if (range <= 0) {
            return reject(who + " has no ranged weapon (a range) for an indirect attack");
        }
        bool zones = false;
        const int far = distance(enc, attacker, target, situation.pass, zones);
        const std::string unit = zones ? " zone(s)" : " square(s)";
        const UnitTurn* turn = enc.combat.turn_of(attacker.id);
        if (turn != nullptr && turn->mark("moved") > 0) {
            return reject(who + " has moved this turn: no indirect attack while moving (" +
                          kAttacking + ")");
        }
        if (far < 0 || far > range) {
            return reject(whom + " is out of range (" + std::to_string(range) + unit + ")");
        }
        if (2 * far <= range) {
            return reject(whom + " is within half range (" + std::to_string(far) + " of " +
                          std::to_string(range) + unit +
                          "): an indirect attack targets only beyond it (" + kAttacking + ")");
        }
        save("an indirect attack always needs one");
    } else if (range <= 0 || soft != nullptr) {
        // "Melee attacks. Target a nearby character. Hitting a target who is
        // not visible requires passing a WIT save."
        if (!nearby(enc.map, attacker, target)) {
            return reject(whom + " is not nearby: " + possessive(who) +
                          (soft != nullptr ? " " + soft->label + " needs a nearby target (" +
                                                 enc.ruleset.rules().grabs.source + ")"
                                           : std::string(" melee attack targets a nearby "
                                                         "character (give it a range for a "
                                                         "ranged weapon)")));
        }
        if (!visible) {
            save(whom + " is not visible");
        }
    } else {
        // "Ranged attacks. Target a visible character within the indicated
        // range. Hitting targets beyond half range or while moving requires
        // passing a WIT save ... Targeting a character beyond half range
        // while moving, or a character who is not visible, isn't possible."
        bool zones = false;
        const int far = distance(enc, attacker, target, situation.pass, zones);
        const std::string unit = zones ? " zone(s)" : " square(s)";
        const UnitTurn* turn = enc.combat.turn_of(attacker.id);
        const bool moving = turn != nullptr && turn->mark("moved") > 0;
        if (!visible) {
            return reject(whom + " is not visible: a ranged attack needs a visible target");
        }
        if (far < 0 || far > range) {
            return reject(whom + " is out of range (" + std::to_string(range) + unit + ")");
        }
        if (2 * far > range && moving) {
            return reject(who + " has moved this turn and cannot fire beyond half range");
        }
        if (2 * far > range) {
            save(whom + " is beyond half range (" + std::to_string(far) + " of " +
                 std::to_string(range) + unit + ")");
        } else if (moving) {
            save(who + " attacks while moving");
        }
    }
    if (soft != nullptr) {
        // "Non-lethal attacks don't inflict damage but instead force the
        // target to pass a save": rules/grabs.h rolls it once the hit lands.
        const GrabPolicy& g = enc.ruleset.rules().grabs;
        c.damage = 0;
        c.save_effect = nonlethal_effect(*soft, target, situation.item);
        c.save_name = g.save_name;
        c.save_under = stat_of(target, g.save_stat);
        return c;
    }
    // "Attack stunts": instead of damage, an effect the target may accept.
    c.stunt_source = "seed 003 \"Attack stunts\"";
    // "Unarmed attacks inflict d4 impaired damage. Armed attacks inflict
    // damage depending on the weapon used." A character whose own weapon
    // was knocked away ("Disarm") fights unarmed until it picks it up.
    const int die = disarmed ? 0 : stat_of(attacker, "damage_die");
    c.damage = disarmed ? 0 : std::max(0, stat_of(attacker, "damage"));
    const bool armed = !disarmed && (die > 0 || attacker.stats.contains("damage"));
    if (die > 0 || !armed) {
        c.damage_dice = {die > 0 ? std::clamp(die, 2, 100) : 4};
    }
    if (!armed) {
        c.damage_modifiers.push_back({"unarmed: a d4", 0, kAttacking});
    }
    if (has_condition(attacker, "holding back") &&
        (c.damage_dice.empty() || c.damage_dice[0] > 4)) {
        // "The attacker may choose to voluntarily hold back an attack to
        // inflict impaired damage" (a d4, as unarmed damage is).
        c.damage_dice = {4};
        c.damage_modifiers.push_back({"holding back: impaired damage, a d4", 0, kAttacking});
    } else if (has_condition(target, "obscured") && !c.damage_dice.empty() &&
               c.damage_dice[0] > 4) {
        // "Concealment partially obscures vision to the target. Damage is impaired."
        c.damage_dice = {4};
        c.damage_modifiers.push_back({"target obscured: impaired damage, a d4", 0, kProtection});
    }
    int armour = stat_of(target, "armour");
    if ((seen.cover != Cover::None || peeking) && !indirect) { // indirect: over the obstacles
        // "Cover ... The target's armour value is increased by 1."
        armour += 1;
        c.damage_modifiers.push_back({peeking
                                          ? "peeking out: the barrier counts as cover, armour +1"
                                          : "target in cover: armour +1",
                                      -1, kProtection});
    }
    c.reduction = std::max(0, armour);
    if (stat_of(target, "armour") > 0) {
        c.damage_modifiers.push_back({"armour", -stat_of(target, "armour"), kProtection});
    }
    return c;
}

} // namespace skirmish
