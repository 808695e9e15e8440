#include "rules/area_attack.h"

#include "encounter/command.h"
#include "movement/direction.h"
#include "movement/passability.h"
#include "movement/zones.h"
#include "rules/reactions.h"
#include "rules/weapons.h"

#include <algorithm>

namespace skirmish {
namespace {

const std::string kBlast = "seed 003 \"Blast attacks\"";

/// True when a square of `u`'s footprint is in zone `zone`, or (borders)
/// shares an open edge with a square of it.
bool in_blast(const BattleMap& map, const Passability& pass, const Unit& u, int zone) {
    for (int dy = 0; dy < u.size; ++dy) {
        for (int dx = 0; dx < u.size; ++dx) {
            const Cell c{u.cell.x + dx, u.cell.y + dy};
            if (!map.contains(c)) {
                continue;
            }
            if (map.zone_at(c) == zone) {
                return true;
            }
            for (int dir = 0; dir < 8; dir += 2) { // the four edges
                const Cell n = step(c, dir);
                if (map.contains(n) && map.zone_at(n) == zone && pass.can_step(c, dir)) {
                    return true;
                }
            }
        }
    }
    return false;
}

/// The weapon the blast is made with: the one named, else the unit's first
/// that suits (ranged for a ranged blast, melee for a melee one), else
/// none (its own stats).
Result<std::string> blast_weapon(const Unit& u, const TakeAction& cmd, bool ranged) {
    if (!cmd.weapon.empty()) {
        const Weapon* w = find_weapon(u, cmd.weapon);
        if (w == nullptr) {
            return reject(display_name(u) + " has no weapon \"" + cmd.weapon + "\"");
        }
        return w->name;
    }
    for (const Weapon& w : u.weapons) {
        if (ranged ? w.ranged() || w.stats.contains("range") : w.melee()) {
            return w.name;
        }
    }
    return std::string();
}

std::string zone_name(const BattleMap& map, int zone) {
    const Zone& z = map.zones()[static_cast<std::size_t>(zone)];
    return z.name.empty() ? z.id : z.name;
}

} // namespace

std::vector<std::string> blast_targets(const Encounter& enc, int zone, const std::string& attacker,
                                       bool with_attacker) {
    std::vector<std::string> out;
    const Passability pass(enc.map);
    for (const Unit& u : enc.units) {
        if ((u.id == attacker && !with_attacker) || out_of_fight(u)) {
            continue;
        }
        if (in_blast(enc.map, pass, u, zone)) {
            out.push_back(u.id);
        }
    }
    return out;
}

Refusal area_attack(TurnContext& ctx, const ActionDef& def, const TakeAction& cmd) {
    const BattleMap& map = ctx.enc.map;
    const Unit& attacker = *ctx.unit(cmd.unit);
    const std::string who = ctx.name(cmd.unit);
    if (routed(attacker)) {
        return who + " has given up the fight and may not attack (seed 003 \"Morale\")";
    }
    const int own = map.contains(attacker.cell) ? map.zone_at(attacker.cell) : -1;
    if (own < 0) {
        return who + " stands in no zone: a blast hits a zone (" + kBlast + ")";
    }
    const bool ranged = def.area == AreaAttack::ZoneInRange;
    auto weapon = blast_weapon(attacker, cmd, ranged);
    if (!weapon) {
        return weapon.reason();
    }
    int zone = own;
    std::size_t used = 0; // faces read so far
    if (ranged) {
        if (cmd.zone.empty()) {
            return def.label + ": name the zone it is aimed at";
        }
        zone = map.zone_index(cmd.zone);
        if (zone < 0) {
            return "There is no zone \"" + cmd.zone + "\"";
        }
        const int range = stat_with(attacker, weapon.value(), "range");
        if (range <= 0) {
            return who + " has no ranged weapon (a range) for a ranged blast";
        }
        const Passability pass(map);
        const ZoneGraph zones(map, pass);
        const int far = zones.distance(own, zone);
        const std::string target = zone_name(map, zone);
        if (far < 0 || far > range) {
            return target + " is out of range (" + std::to_string(range) + " zone(s); " +
                   "seed 003 \"Attacking\")";
        }
        const UnitTurn* turn = ctx.state.turn_of(cmd.unit);
        const bool moving = turn != nullptr && turn->mark("moved") > 0;
        if (2 * far > range && moving) {
            return who + " has moved this turn and cannot fire beyond half range (seed 003 "
                         "\"Attacking\")";
        }
        ctx.say(who + " makes a ranged blast at " + target, "roll");
        if (2 * far > range || moving) {
            const int wit = stat_of(attacker, "wit");
            const std::string why = 2 * far > range ? "beyond half range" : "while moving";
            auto save = ctx.roll(
                DiceExpr{1, 20},
                cmd.rolls.empty() ? std::vector<int>{} : std::vector<int>{cmd.rolls[0]}, who,
                "a WIT save (" + std::to_string(wit) + " or less) to hit " + why +
                    " (seed 003 \"Attacking\")");
            if (!save) {
                return save.reason();
            }
            used = 1;
            if (save.value().total > wit) {
                const std::vector<int> around = zones.neighbours(zone);
                if (around.empty()) {
                    ctx.say(who + " misses, and " + target + " has no neighbouring zone: the " +
                                "blast hits nothing (" + kBlast + ")",
                            "roll");
                    return std::nullopt;
                }
                std::vector<int> sorted = around;
                std::sort(sorted.begin(), sorted.end());
                std::string numbered;
                for (std::size_t i = 0; i < sorted.size(); ++i) {
                    numbered += (i == 0 ? "" : ", ") + std::to_string(i + 1) + " " +
                                zone_name(map, sorted[i]);
                }
                auto die = ctx.roll(DiceExpr{1, static_cast<int>(sorted.size())},
                                    cmd.rolls.size() > 1 ? std::vector<int>{cmd.rolls[1]}
                                                         : std::vector<int>{},
                                    who, "where the missed blast deviates (" + numbered + ")");
                if (!die) {
                    return die.reason();
                }
                used = 2;
                zone = sorted[static_cast<std::size_t>(die.value().total - 1)];
                ctx.say("The blast deviates to " + zone_name(map, zone) + " (" + kBlast + ")",
                        "roll");
            }
        }
    }
    // The attacker is in a ranged blast that lands on its own zone.
    const std::vector<std::string> targets =
        blast_targets(ctx.enc, zone, cmd.unit, ranged && zone == own);
    std::string names;
    for (const std::string& t : targets) {
        names += (names.empty() ? "" : ", ") + ctx.name(t);
    }
    ctx.say((ranged ? "The blast hits " : who + "'s melee blast hits ") + zone_name(map, zone) +
                " and its borders: " + (names.empty() ? std::string("nobody") : names),
            "roll");
    return hit_each(ctx, cmd.unit, targets, cmd.rolls, used, cmd.damage, weapon.value());
}

} // namespace skirmish
