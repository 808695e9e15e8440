#include "rules/gear.h"

#include "rules/ruleset.h"
#include "rules/weapons.h"

#include <algorithm>

namespace skirmish {
namespace {

const std::string kOwnWeapon = "(weapon)";
const std::string kArmour = "(armour)";

const GearPolicy& gear_of(const Encounter& enc) {
    return enc.ruleset.rules().gear;
}

/// `u`'s weapon `weapon` (its own stats when empty) is Damaged or
/// Improvised.
bool worn(const GearPolicy& g, const Unit& u, const std::string& weapon) {
    const Weapon* w = weapon.empty() ? nullptr : find_weapon(u, weapon);
    const auto marked = [&](const std::set<std::string>& specials) {
        return std::any_of(specials.begin(), specials.end(), [&](const std::string& s) {
            return same_condition(s, g.damaged) || same_condition(s, g.improvised);
        });
    };
    return w != nullptr ? marked(w->specials) : marked(u.specials);
}

/// `unit`'s weapon `weapon` breaks: it leaves the list, or its own weapon
/// stats go (it is unarmed after).
void destroy_weapon(TurnContext& ctx, const std::string& unit, const std::string& weapon) {
    const GearPolicy& g = gear_of(ctx.enc);
    Unit& u = ctx.edit_unit(unit);
    if (!weapon.empty()) {
        std::erase_if(u.weapons, [&](const Weapon& w) { return w.name == weapon; });
        ctx.say(possessive(ctx.name(unit)) + " " + weapon + " breaks on the 1 (" + g.source + ")",
                "roll");
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
    ctx.say(possessive(ctx.name(unit)) + " weapon breaks on the 1: it fights unarmed (" + g.source +
                ")",
            "roll");
}

} // namespace

void note_weapon_used(TurnContext& ctx, const std::string& unit, const std::string& weapon) {
    if (gear_of(ctx.enc).enabled) {
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
    if (first_face && *first_face <= g.breaks_on && worn(g, *a, check.weapon)) {
        destroy_weapon(ctx, attacker, check.weapon);
    }
    if (raw >= g.wrecks_at && has_condition(*t, g.damaged_armour) && stat_of(*t, g.armour) > 0) {
        ctx.edit_unit(target).stats[g.armour] = 0;
        ctx.set_condition(target, g.damaged_armour, false);
        ctx.say(possessive(ctx.name(target)) + " damaged armour is destroyed by " +
                    std::to_string(raw) + " damage (" + g.source + ")",
                "roll");
    }
}

void durability_due(TurnContext& ctx) {
    const GearPolicy& g = gear_of(ctx.enc);
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
                    "rolls and marks what is damaged: Damaged on a weapon, \"" + g.damaged_armour +
                    "\" on a unit): " + list,
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
