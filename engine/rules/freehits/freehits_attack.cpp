#include "rules/freehits/freehits_attack.h"

#include "movement/move_rules.h"
#include "rules/reactions.h"

#include <algorithm>

namespace skirmish {
namespace {

const std::string kBonus = "seed 001 \"Bonus Actions\"";
const std::string kWounds = "seed 001 \"Wounds/Aiming\"";
const std::string kSneak = "seed 001 \"Sneak Damage\"";
const std::string kFeats = "seed 001 \"Feats\"";

} // namespace

bool attacked_from_behind(const Unit& attacker, const Unit& target) {
    if (!target.facing) {
        return false;
    }
    // Doubled cells, so that both centres are whole.
    const long long dx =
        2LL * attacker.cell.x + attacker.size - (2LL * target.cell.x + target.size);
    const long long dy =
        2LL * attacker.cell.y + attacker.size - (2LL * target.cell.y + target.size);
    return is_behind(*target.facing, dx, dy);
}

int freehits_agility(const Unit& u) {
    return stat_of(u, "agility") - (has_condition(u, "slowed") ? 1 : 0);
}

Result<AttackCheck> FreehitsAttack::check(const Encounter& enc, const Unit& attacker,
                                          const Unit& target,
                                          const AttackSituation& situation) const {
    AttackCheck c;
    c.modifiers.push_back(
        {"Accuracy", stat_of(attacker, "accuracy"), "seed 001 \"Attacking\"", false, true});
    if (has_condition(attacker, "boosted accuracy")) {
        c.modifiers.push_back({"boosted accuracy", 1, kBonus});
    }
    // "Wounds/Aiming": the aimed target, and the wounds the attacker bears.
    const std::string& aim = situation.action;
    c.wound_at = 6;
    if (aim == "aim_center") {
        c.modifiers.push_back({"aimed at the center mass", 1, kWounds});
    } else if (aim == "aim_slowing") {
        c.wounds = {"slowed"};
    } else if (aim == "aim_weakening") {
        c.wounds = {"weakened"};
    } else if (aim == "aim_disrupting") {
        c.wounds = {"disrupted", "dazzled"};
    } else if (aim == "aim_fatal") {
        c.wound_die = 4;
        c.wound_extra = 16;
    }
    // "Flanking": "When attacking a unit from behind, you gain a +1 bonus
    // to accuracy." Behind: the attacker's centre lies strictly behind the
    // line through the target's centre across its facing (units/facing.h);
    // next to a one-square target, the three squares at its back. A target
    // with no facing set is attacked from no side in particular.
    if (attacked_from_behind(attacker, target)) {
        c.modifiers.push_back(
            {"from behind: the target faces " + std::string(label_of(*target.facing)), 1,
             "seed 001 \"Flanking\""});
    }
    if (has_condition(attacker, "disrupted")) {
        c.modifiers.push_back({"disrupted by a wound", -1, kWounds});
    }
    if (has_condition(attacker, "dazzled")) {
        c.modifiers.push_back({"disrupted this round", -2, kWounds});
    }
    const int agility = freehits_agility(target);
    c.need = 10 + agility;
    // "Sneak Damage": "If you attack a unit while undetected, they are
    // considered flat-footed".
    const bool undetected = has_condition(attacker, "undetected");
    // "Channeling": "When a unit channels a spell, they are considered
    // flat-footed until the spell is cast or canceled"; "Battle caster:
    // dodge normally while channeling spells".
    const bool channeling =
        has_condition(target, "channeling") && !has_special(target, "Battle caster");
    // "Summoning Sickness": "a summoned unit cannot take actions or dodge
    // during the first round after it is summoned".
    const bool summoned = has_condition(target, "summoned");
    const bool flat = has_condition(target, "flat-footed") || undetected || channeling || summoned;
    if (flat) {
        std::string why = "target flat-footed: hit on 5";
        std::string source = "seed 001 \"Flat Footed\"";
        if (undetected) {
            why = "attacker undetected: the target is flat-footed, hit on 5";
            source = kSneak;
        } else if (channeling) {
            why = "target channeling a spell: flat-footed, hit on 5";
            source = "seed 001 \"Channeling\"";
        } else if (summoned) {
            why = "target summoned this round: it cannot dodge, hit on 5";
            source = "seed 001 \"Summoning Sickness\"";
        }
        c.modifiers.push_back({why, 5 - c.need, source, true});
        c.need = 5;
    } else if (has_condition(attacker, "sneaking")) {
        // "Times you would be flat footed are: when a unit successfully
        // snuck up on you": whether it did is the GM's to judge.
        c.modifiers.push_back({"attacker sneaking: if it snuck up on the target unseen, the target "
                               "is flat-footed (the GM judges: Make Flat-Footed, or Undetected "
                               "for sneak damage)",
                               0, "seed 001 \"Flat Footed\"", true});
    }
    if (!flat && has_condition(target, "prone")) {
        c.modifiers.push_back({"target prone: hit on 5 + Agility", -5, "seed 001 \"Prone\"", true});
        c.need -= 5;
    } else if (!flat && has_condition(target, "boosted dodge")) {
        c.modifiers.push_back({"target boosted its dodge", 1, kBonus, true});
        c.need += 1;
    }
    c.critical_on = 20;
    c.fumble_on = 1;
    c.critical_chain = {{4, "super critical"}, {6, "decisive victory"}};
    if (answers_natural_one(enc, attacker, target, situation.pass)) {
        c.fumble_chain = {{4, "tragedy"}, {6, "fatal blow"}};
    }
    // "Bonus Actions": "Use one Move Action and both Bonus Actions to gain
    // an additional attack (without feats or Strength modifier)".
    const bool extra = situation.action == "extra_attack";
    c.damage = std::max(0, stat_of(attacker, "damage"));
    if (const int strength = stat_of(attacker, "strength"); strength != 0 && !extra) {
        c.damage += strength; // kept whole until the dice are known (below)
        c.damage_bonus += strength;
        c.damage_modifiers.push_back({"Strength", strength, kBonus});
    }
    // "Weakening Targets: ... lower the target's Strength modifier by one".
    if (has_condition(attacker, "weakened") && !extra) {
        c.damage -= 1;
        c.damage_bonus -= 1;
        c.damage_modifiers.push_back({"weakened by a wound: Strength -1", -1, kWounds});
    }
    if (extra && (stat_of(attacker, "strength") != 0 || has_special(attacker, "Weapon focus") ||
                  has_special(attacker, "Sneak attack"))) {
        c.damage_modifiers.push_back(
            {"the extra attack: without feats or the Strength modifier", 0, kBonus});
    }
    // "Attacking": "The method of dealing damage varies depending on the
    // weapon or spell"; "Weapon focus: increase damage of 3 chosen weapons
    // by one dice roll" (one weapon per unit here).
    if (const int die = stat_of(attacker, "damage_die"); die > 0) {
        const int n = std::clamp(stat_of(attacker, "damage_dice", 1), 1, 10) +
                      (has_special(attacker, "Weapon focus") && !extra ? 1 : 0);
        c.damage_dice.assign(static_cast<std::size_t>(n), std::clamp(die, 2, 100));
    }
    if (undetected) {
        // "you gain an extra d4 damage on top of your normal attack. This
        // additional damage is multiplied by critical hits." "Sneak attack:
        // add another d4 to sneak damage."
        c.damage_dice.push_back(4);
        c.damage_modifiers.push_back({"sneak damage: d4", 0, kSneak});
        if (has_special(attacker, "Sneak attack") && !extra) {
            c.damage_dice.push_back(4);
            c.damage_modifiers.push_back({"Sneak attack feat: another d4", 0, kFeats});
        }
    }
    // "Increase damage dealt with melee weapons by +1 for that round": an
    // attack in melee reach with anything but a ranged weapon (a thrown one
    // used in reach counts; a bow does not).
    if (has_condition(attacker, "boosted damage") && attacker.specials.count("ranged") == 0 &&
        squares_between(attacker, target) <= melee_reach(enc, attacker)) {
        c.damage += 1;
        c.damage_bonus += 1;
        c.damage_modifiers.push_back({"boosted melee damage", 1, kBonus});
    }
    // A negative modifier (Strength, a weakening wound) comes off the dice
    // too, but no hit deals less than 0: each die shows at least 1.
    c.damage = std::max(-static_cast<int>(c.damage_dice.size()), c.damage);
    return c;
}

} // namespace skirmish
