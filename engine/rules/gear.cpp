#include "rules/gear.h"

#include "rules/grabs.h"
#include "rules/ruleset.h"
#include "rules/weapons.h"

#include <algorithm>

namespace skirmish {
namespace {

const std::string kOwnWeapon = "(weapon)";
const std::string kArmour = "(armour)";
/// A weapon broken by a roll, taken away once the attack is settled (an
/// area attack rolls for each target with it): "(breaks) Sword".
const std::string kBreaks = "(breaks) ";

const GearPolicy& gear_of(const Encounter& enc) {
    return enc.ruleset.rules().gear;
}

bool marked(const GearPolicy& g, const std::set<std::string>& specials) {
    return std::any_of(specials.begin(), specials.end(), [&](const std::string& s) {
        return same_condition(s, g.damaged) || same_condition(s, g.improvised);
    });
}

/// `unit`'s weapon `weapon` breaks: it leaves the list, or its own weapon
/// stats go (it is unarmed after).
void destroy_weapon(TurnContext& ctx, const std::string& unit, const std::string& weapon) {
    const GearPolicy& g = gear_of(ctx.enc);
    Unit& u = ctx.edit_unit(unit);
    if (weapon != kOwnWeapon) {
        std::erase_if(u.weapons, [&](const Weapon& w) { return w.name == weapon; });
        return;
    }
    for (const StatDef& s : ctx.enc.ruleset.rules().stats) {
        if (s.weapon) {
            u.stats.erase(s.id);
        }
    }
    std::erase_if(u.specials, [&](const std::string& s) {
        return same_condition(s, g.damaged) || same_condition(s, g.improvised);
    });
}

} // namespace

void note_weapon_used(TurnContext& ctx, const std::string& unit, const std::string& weapon) {
    const Unit* u = ctx.unit(unit);
    if (!gear_of(ctx.enc).enabled || u == nullptr) {
        return;
    }
    if (!weapon.empty() ? find_weapon(*u, weapon) != nullptr : holds_own_weapon(ctx.enc, *u)) {
        ctx.state.used_gear[unit].insert(weapon.empty() ? kOwnWeapon : weapon);
    }
}

void wear_gear(TurnContext& ctx, const std::string& attacker, const std::string& target,
               const AttackCheck& check, std::optional<int> first_face, int raw) {
    const GearPolicy& g = gear_of(ctx.enc);
    const Unit* a = ctx.unit(attacker);
    const Unit* t = ctx.unit(target);
    if (!g.enabled || a == nullptr || t == nullptr) {
        return;
    }
    if (stat_of(*t, g.armour) > 0) {
        ctx.state.used_gear[target].insert(kArmour);
    }
    const Weapon* w = check.weapon.empty() ? nullptr : find_weapon(*a, check.weapon);
    const bool worn = w != nullptr ? marked(g, w->specials)
                                   : check.weapon.empty() && holds_own_weapon(ctx.enc, *a) &&
                                         marked(g, a->specials);
    const std::string which = w != nullptr ? w->name : kOwnWeapon;
    auto& used = ctx.state.used_gear[attacker];
    if (first_face && *first_face >= 1 && *first_face <= g.breaks_on && worn &&
        !used.contains(kBreaks + which)) {
        used.insert(kBreaks + which); // taken away once the attack is settled
        ctx.say(possessive(ctx.name(attacker)) + " " + (w != nullptr ? w->name : "weapon") +
                    " breaks on the 1" + (w != nullptr ? "" : ": it fights unarmed") + " (" +
                    g.source + ")",
                "roll");
    }
    if (used.empty()) {
        ctx.state.used_gear.erase(attacker);
    }
    if (raw >= g.wrecks_at && has_condition(*t, g.damaged_armour) && stat_of(*t, g.armour) > 0) {
        ctx.edit_unit(target).stats[g.armour] = 0;
        ctx.set_condition(target, g.damaged_armour, false);
        ctx.state.used_gear[target].erase(kArmour); // nothing left to roll for
        if (ctx.state.used_gear[target].empty()) {
            ctx.state.used_gear.erase(target);
        }
        ctx.say(possessive(ctx.name(target)) + " damaged armour is destroyed by " +
                    std::to_string(raw) + " damage (" + g.source + ")",
                "roll");
    }
}

void settle_gear(TurnContext& ctx, bool now) {
    if (!gear_of(ctx.enc).enabled || (!now && (ctx.state.pending || !ctx.state.queued.empty()))) {
        return;
    }
    for (auto& [unit, used] : ctx.state.used_gear) {
        std::vector<std::string> broken;
        for (const std::string& what : used) {
            if (what.starts_with(kBreaks)) {
                broken.push_back(what);
            }
        }
        for (const std::string& b : broken) {
            const std::string which = b.substr(kBreaks.size());
            if (ctx.unit(unit) != nullptr) {
                destroy_weapon(ctx, unit, which);
            }
            used.erase(b);
            used.erase(which); // broken: no durability roll
        }
    }
    std::erase_if(ctx.state.used_gear, [](const auto& kv) { return kv.second.empty(); });
}

void durability_due(TurnContext& ctx) {
    const GearPolicy& g = gear_of(ctx.enc);
    settle_gear(ctx, true); // the fight ends: an attack left waiting never finishes
    if (!g.enabled || ctx.state.used_gear.empty()) {
        return;
    }
    std::string list;
    for (const auto& [unit, used] : ctx.state.used_gear) {
        if (ctx.unit(unit) == nullptr) {
            continue;
        }
        for (const std::string& what : used) {
            const std::string name = what == kOwnWeapon ? "weapon"
                                     : what == kArmour  ? "armour"
                                                        : what;
            list += (list.empty() ? "" : ", ") + possessive(ctx.name(unit)) + " " + name;
        }
    }
    ctx.state.used_gear.clear();
    if (!list.empty()) {
        ctx.say("Durability rolls for the gear used in the fight (" + g.source + "; the GM " +
                    "rolls and marks what is damaged: the special Damaged on the weapon, or on " +
                    "the unit for its own weapon; \"" + g.damaged_armour +
                    "\" on the unit): " + list,
                "turn");
    }
}

std::optional<std::string> armour_change_refusal(const Encounter& enc, const Unit& before,
                                                 const Unit& after) {
    const GearPolicy& g = gear_of(enc);
    if (!g.enabled || !enc.combat.active || stat_of(before, g.armour) == stat_of(after, g.armour)) {
        return std::nullopt;
    }
    return "Armour can't be changed during a fight (" + g.armour_source +
           "): end the fight first, or override";
}

} // namespace skirmish
