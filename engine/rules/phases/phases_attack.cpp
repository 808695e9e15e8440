#include "rules/phases/phases_attack.h"

#include "rules/mounts.h"

#include "rules/phases/carrying.h"

#include "geometry/sight.h"
#include "io/combat_json.h"
#include "rules/ruleset.h"
#include "rules/squads.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace skirmish {
namespace {

const std::string kModifiers = "seed 000 \"Combat Modifiers\"";
const std::string kSpecials = "seed 000 \"Specials\"";
const std::string kStatus = "seed 000 \"Status Effects\"";
const std::string kCarrying = "seed 000 \"Carrying\"";
const std::string kPhasesSituation = "seed 000 \"Situational Modifiers\"";

struct Score {
    int value = 0;
    std::vector<AttackModifier> modifiers;
    void add(std::string what, int v, const std::string& source, bool on_target) {
        value += v;
        modifiers.push_back({std::move(what), v, source, on_target});
    }
};

/// "1 attack / level": `u` has given its `mark` (a Guard's or a
/// supporter's help) to fewer attacks this round than its level.
bool uses_left(const Encounter& enc, const Unit& u, const std::string& mark) {
    const UnitTurn* t = enc.combat.turn_of(u.id);
    return (t != nullptr ? t->mark(mark) : 0) < std::max(1, stat_of(u, "level", 1));
}

/// "Support", "Coordinate": "Any adjacent ally targeting the same enemy as
/// you gains +3 Combat for 1 attack / level. For Fire attacks, an entire
/// squad counts as a enemy." Settled: a unit targets the enemies it
/// attacked this round (the mark "targeted:<id>"). The first such ally next
/// to the attacker with a use left helps, once however many could.
const Unit* supporter(const Encounter& enc, const Unit& attacker, const Unit& target, bool fire) {
    if (!enc.combat.active) {
        return nullptr;
    }
    std::vector<std::string> enemy{target.id};
    if (const Squad* sq = fire ? squad_of(enc, target.id) : nullptr; sq != nullptr) {
        enemy = sq->members;
    }
    for (const Unit& s : enc.units) {
        if (s.id == attacker.id || s.side != attacker.side || out_of_fight(s) ||
            !(has_condition(s, "support") || has_condition(s, "coordinate")) ||
            mounted_distance(enc, s, attacker) != 1 || !uses_left(enc, s, "supported")) {
            continue;
        }
        const UnitTurn* t = enc.combat.turn_of(s.id);
        for (const std::string& e : enemy) {
            if (t != nullptr && t->mark("targeted:" + e) == enc.combat.round) {
                return &s;
            }
        }
    }
    return nullptr;
}

} // namespace

int phases_elevation(const Encounter& enc, const Unit& u) {
    return enc.map.contains(u.cell) ? enc.map.elevation(u.cell) : 0;
}

bool phases_defence_fresh(const CombatState& state, const Unit& u) {
    const UnitTurn* t = state.turn_of(u.id);
    return (t != nullptr ? t->mark("attacked") : 0) < std::max(1, stat_of(u, "level", 1));
}

Result<AttackCheck> PhasesAttack::check(const Encounter& enc, const Unit& attacker,
                                        const Unit& target,
                                        const AttackSituation& situation) const {
    const bool subdue = situation.action == "subdue";
    if (situation.action == "aid_dismount" &&
        (mount_of(enc, target) == nullptr || mounted_distance(enc, attacker, target) > 1)) {
        return reject(display_name(attacker) + " must stand next to a mounted " +
                      display_name(target) + " to aid its dismounting (seed 000 \"Specials\")");
    }
    if (subdue && !situation.redirected && mounted_distance(enc, attacker, target) > 1) {
        return reject(display_name(target) + " is not adjacent to " + display_name(attacker) +
                      ": a Subdue Attack needs an adjacent enemy (seed 000 \"Subdue\")");
    }
    // "Elevation: Unit who are at a higher elevation than their opponents
    // receive a +4 Elevation Defense Bonus per elevation level difference,
    // and cannot be targeted by Assault or Strike actions." The melee
    // actions here (attack, subdue) are the seed's Assault and Strike.
    const int above = phases_elevation(enc, target) - phases_elevation(enc, attacker);
    if (above > 0 && (situation.action == "attack" || subdue)) {
        return reject(display_name(target) + " stands " + std::to_string(above) +
                      (above == 1 ? " level" : " levels") + " above " + display_name(attacker) +
                      ": a higher unit cannot be attacked in melee, only by Fire or a spell (" +
                      kPhasesSituation + ", Elevation)");
    }
    Score combat{stat_of(attacker, "combat"), {}};
    if (has_special(attacker, "Elite")) {
        combat.add("Elite: Combat +1", 1, kSpecials, false);
    }
    if (has_condition(attacker, "mighty blow")) {
        combat.add("Mighty Blow: Combat +3", 3, kModifiers, false);
    }
    if (has_condition(attacker, "block")) {
        combat.add("Block: Combat -2", -2, kModifiers, false);
    }
    if (has_condition(attacker, "guard")) {
        combat.add("Guard: Combat -2", -2, kModifiers, false);
    }
    if (has_condition(attacker, "support")) {
        combat.add("Support: Combat -2", -2, kModifiers, false);
    }
    std::vector<std::pair<std::string, std::string>> spends;
    if (const Unit* s = supporter(enc, attacker, target, situation.action == "fire")) {
        combat.add("supported by " + display_name(*s) + ": Combat +3", 3, kModifiers, false);
        spends.emplace_back(s->id, "supported");
    }
    if (has_condition(attacker, "carried")) {
        combat.add("carried: Combat -2", -2, kCarrying, false);
    }
    if (!combat.modifiers.empty()) {
        combat.value = std::max(1, combat.value);
    }

    Score defense{stat_of(target, "defense"), {}};
    std::vector<AttackModifier> notes; // shown, worth nothing
    const bool zero = has_condition(target, "incapacitated") || has_condition(target, "dragged");
    const bool immobilized = phases_immobilized(target);
    if (zero) {
        defense.value = 0;
        defense.modifiers.push_back(
            {has_condition(target, "incapacitated") ? "Incapacitated: Defense 0, unmodified"
                                                    : "dragged: Defense 0",
             0, has_condition(target, "incapacitated") ? kStatus : kCarrying, true});
    } else {
        const auto bonus = [&](std::string what, int v, const std::string& source) {
            if (!immobilized || v < 0) { // Immobilized: no bonuses to Defense
                defense.add(std::move(what), v, source, true);
            }
        };
        if (has_special(target, "Elite")) {
            bonus("Elite: Defense +2", 2, kSpecials);
        }
        // "Skeletal: ... Unit gains +6 Skeletal Defense vs. Fire Attacks."
        if (situation.action == "fire" && has_special(target, "Skeletal")) {
            bonus("Skeletal: Defense +6 against Fire", 6, kSpecials);
        }
        if (above > 0) {
            bonus("Elevation: " + std::to_string(above) + (above == 1 ? " level" : " levels") +
                      " above the attacker: Defense +" + std::to_string(4 * above),
                  4 * above, kPhasesSituation);
        }
        // "Guard", "Interpose": "Any adjacent ally gains +3 Defense against
        // any opponent that is adjacent to the Guarding unit" (once, however
        // many guard it).
        for (const Unit& g : enc.units) {
            if (g.id != target.id && g.side == target.side && !out_of_fight(g) &&
                (has_condition(g, "guard") || has_condition(g, "interpose")) &&
                mounted_distance(enc, g, target) == 1 && mounted_distance(enc, g, attacker) == 1 &&
                uses_left(enc, g, "guarded") && !immobilized) { // no bonus, nothing spent
                bonus("guarded by " + display_name(g) + ": Defense +3", 3, kModifiers);
                spends.emplace_back(g.id, "guarded");
                break;
            }
        }
        if (has_condition(target, "block")) {
            bonus("Block: Defense +3", 3, kModifiers);
        }
        // "Dodge" and "Take Cover": "against 1 attack / level" (stat
        // `level`, default 1), counted over the round by the mark "attacked".
        const UnitTurn* defended = enc.combat.turn_of(target.id);
        const int attacked = defended != nullptr ? defended->mark("attacked") : 0;
        const bool fresh = phases_defence_fresh(enc.combat, target);
        const auto spent = [&](const std::string& what) {
            notes.push_back({what + ": spent on " + std::to_string(attacked) +
                                 " attack(s) this round (1 per level)",
                             0, kModifiers, true});
        };
        if (has_condition(target, "dodging")) {
            if (fresh) {
                bonus("Dodge: Defense +3", 3, kModifiers);
            } else {
                spent("Dodge");
            }
        }
        if (has_condition(target, "take cover") && !fresh) {
            spent("Take Cover");
        } else if (has_condition(target, "take cover")) {
            std::optional<Sight> own;
            if (situation.sight == nullptr) {
                own.emplace(enc.map);
            }
            const Sight& sight = situation.sight != nullptr ? *situation.sight : *own;
            if (sight
                    .cover(sight_square(attacker.cell, attacker.size),
                           sight_square(target.cell, target.size))
                    .cover != Cover::None) {
                bonus("Take Cover: Defense +4", 4, kModifiers);
            }
        }
        for (const char* c : {"mighty blow", "interpose", "coordinate"}) {
            if (has_condition(target, c)) {
                std::string name = c;
                name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
                bonus(name + ": Defense -2", -2, kModifiers);
            }
        }
        if (has_condition(target, "carried")) {
            bonus("carried: Defense -4", -4, kCarrying);
        }
        if (immobilized) {
            const bool own = has_condition(target, "immobilized");
            bonus(own ? "Immobilized: Defense -2, no bonuses"
                      : "Immobilized while carried: Defense -2, no bonuses",
                  -2, own ? kStatus : kCarrying);
        }
        if (const int cover = body_cover(enc, target); cover > 0) {
            bonus("cover from the carried body: Defense +4", cover, kCarrying);
        }
        if (!defense.modifiers.empty()) {
            defense.value = std::max(1, defense.value);
        }
    }

    // "Combat Squads": "In large-scale encounters, units that aren't in a
    // Squad will only act to preserve themselves ... Command Units and
    // Units with Free Will (Player Characters) are always able to determine
    // their own actions." Settled: a side that forms squads fights a large
    // battle; whether this attack preserves the unit is the GM's to judge.
    if (squad_of(enc, attacker.id) == nullptr && !is_command_unit(enc, attacker) &&
        std::any_of(enc.squads.begin(), enc.squads.end(), [&](const Squad& sq) {
            const Unit* m = sq.members.empty() ? nullptr : enc.find_unit(sq.members.front());
            return m != nullptr && m->side == attacker.side;
        })) {
        notes.push_back({"not in a squad: in a large battle it acts only to preserve itself "
                         "(the GM judges)",
                         0, "seed 000 \"Combat Squads\"", false});
    }
    AttackCheck c;
    c.rolled = false;
    c.modifiers = combat.modifiers;
    c.modifiers.insert(c.modifiers.end(), defense.modifiers.begin(), defense.modifiers.end());
    c.modifiers.insert(c.modifiers.end(), notes.begin(), notes.end());
    c.counts_on_target = "attacked";
    c.attacker_notes_target = "targeted:";
    c.spends = std::move(spends);
    c.need = defense.value; // nothing is rolled to hit; Dismounting reads it (rules/mounts.h)
    c.against = "Defense";
    c.damage = std::max(0, stat_of(attacker, "damage"));
    c.comparison = "Combat " + std::to_string(combat.value) + " against Defense " +
                   std::to_string(defense.value) +
                   ": the seed has no attack roll, the GM enters the hits (seed 000 \"Special "
                   "Combat Maneuvers\")";
    if (subdue) {
        c.damage_pool = "fatigue";
        c.table_die = 6;
        c.table = {{3, 1, 2, true, "half Fatigue"},
                   {5, 1, 1, true, "full Fatigue"},
                   {6, 1, 1, false, "full normal damage"}};
        c.comparison += "; Subdue: Fatigue, then a d6 (1-3 half, 4-5 full, 6 normal damage)";
    }
    return c;
}

void phases_after_damage(TurnContext& ctx, const std::string& id, int lost, int beyond,
                         const std::string&) {
    const Unit& u = *ctx.unit(id);
    const int fatigue = stat_of(u, "fatigue");
    if (fatigue <= 0 || (lost <= 0 && beyond <= 0)) {
        return;
    }
    Unit& e = ctx.edit_unit(id);
    e.stats["fatigue"] = 0;
    // Hit points lost: the end-of-fight summary counts them as taken.
    ctx.state.taken[id] = static_cast<int>(std::min<long long>(
        io::CombatLimits::kMaxCounter, static_cast<long long>(ctx.state.taken[id]) + fatigue));
    e.stats["hits"] = std::max(0, stat_of(e, "hits") - fatigue);
    ctx.say(ctx.name(id) + "'s " + std::to_string(fatigue) + " Fatigue become lost Hits (hits " +
                std::to_string(e.stats["hits"]) + ")",
            "roll");
    const std::string down = ctx.enc.ruleset.rules().health.down;
    if (e.stats["hits"] <= 0 && ctx.set_condition(id, down, true)) {
        ctx.say(ctx.name(id) + " is " + down, "turn");
    }
}

} // namespace skirmish
