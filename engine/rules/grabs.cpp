#include "rules/grabs.h"

#include "movement/passability.h"
#include "movement/zones.h"
#include "rules/ruleset.h"
#include "rules/weapons.h"

#include <algorithm>

namespace skirmish {
namespace {

const GrabPolicy& grabs_of(const Encounter& enc) {
    return enc.ruleset.rules().grabs;
}

/// The target's weapon a Disarm takes: the one named, else the first in
/// hand; nullptr when it holds none (or not the one named).
const Weapon* weapon_to_drop(const Unit& target, const std::string& item) {
    if (!item.empty()) {
        const Weapon* w = find_weapon(target, item);
        return w != nullptr && !w->dropped && w->kind != WeaponKind::Unarmed ? w : nullptr;
    }
    for (const Weapon& w : target.weapons) {
        if (!w.dropped && w.kind != WeaponKind::Unarmed) {
            return &w;
        }
    }
    return nullptr;
}

} // namespace

bool holds_own_weapon(const Encounter& enc, const Unit& u) {
    if (!u.weapons.empty() || has_condition(u, grabs_of(enc).disarmed)) {
        return false; // listed weapons (all dropped: unarmed), or knocked away
    }
    return std::any_of(enc.ruleset.rules().stats.begin(), enc.ruleset.rules().stats.end(),
                       [&](const StatDef& s) { return s.weapon && u.stats.contains(s.id); });
}

std::vector<std::string> holders_of(const TurnContext& ctx, const std::string& target) {
    std::vector<std::string> out;
    for (const auto& [by, held] : ctx.state.grappling) {
        if (held == target && ctx.unit(by) != nullptr && !out_of_fight(*ctx.unit(by))) {
            out.push_back(by);
        }
    }
    return out;
}

void end_hold(TurnContext& ctx, const std::string& by) {
    auto it = ctx.state.grappling.find(by);
    if (it == ctx.state.grappling.end()) {
        return;
    }
    const GrabPolicy& g = grabs_of(ctx.enc);
    const std::string target = it->second;
    ctx.state.grappling.erase(it);
    if (ctx.unit(by) != nullptr && !g.holder.empty()) {
        ctx.set_condition(by, g.holder, false);
    }
    if (ctx.unit(target) != nullptr && !g.held.empty() && holders_of(ctx, target).empty()) {
        ctx.set_condition(target, g.held, false);
    }
}

const ActionDef* nonlethal_action(const Encounter& enc, const std::string& action) {
    if (!grabs_of(enc).enabled) {
        return nullptr;
    }
    const ActionDef* def = enc.ruleset.rules().find_action(action);
    return def != nullptr && def->nonlethal != NonLethal::None ? def : nullptr;
}

std::optional<std::string> nonlethal_refusal(const Encounter& enc, const ActionDef& def,
                                             const Unit& target, const std::string& item) {
    if (def.nonlethal != NonLethal::Disarm) {
        return std::nullopt;
    }
    const std::string whom = display_name(target);
    if (!item.empty()) {
        const Weapon* w = find_weapon(target, item);
        if (w == nullptr) {
            return whom + " has no weapon called \"" + item + "\"";
        }
        if (w->dropped) {
            return possessive(whom) + " " + w->name + " already lies on the ground";
        }
        if (w->kind == WeaponKind::Unarmed) {
            return possessive(whom) + " " + w->name + " is unarmed: nothing to drop";
        }
        return std::nullopt;
    }
    if (weapon_to_drop(target, item) == nullptr && !holds_own_weapon(enc, target)) {
        return whom + " holds no weapon to drop (" + grabs_of(enc).source + ")";
    }
    return std::nullopt;
}

std::string weapon_swung(const Unit& attacker, const std::string& weapon) {
    return !weapon.empty() && weapon_to_drop(attacker, weapon) != nullptr ? weapon : std::string();
}

std::string nonlethal_effect(const ActionDef& def, const Unit& target, const std::string& item) {
    if (def.nonlethal == NonLethal::Grab) {
        return display_name(target) + " is grabbed";
    }
    const Weapon* w = weapon_to_drop(target, item);
    return display_name(target) + " drops " + (w != nullptr ? w->name : "its weapon");
}

Result<std::size_t> nonlethal_hit(TurnContext& ctx, const ActionDef& def,
                                  const std::string& attacker, const std::string& target,
                                  const std::string& item, const std::vector<int>& faces,
                                  std::size_t first) {
    const GrabPolicy& g = grabs_of(ctx.enc);
    const Unit* t = ctx.unit(target);
    const Unit* a = ctx.unit(attacker);
    if (t == nullptr || a == nullptr || out_of_fight(*t) || out_of_fight(*a)) {
        return std::size_t{0}; // resolved last: the attacker fell to a counter
    }
    const int score = stat_of(*t, g.save_stat);
    const std::vector<int> face =
        faces.size() > first ? std::vector<int>{faces[first]} : std::vector<int>{};
    auto roll = ctx.roll(DiceExpr{1, 20}, face, ctx.name(target),
                         "a " + g.save_name + " save (" + std::to_string(score) + " or less) " +
                             "against " + possessive(ctx.name(attacker)) + " " + def.label);
    if (!roll) {
        return roll.rejection();
    }
    const std::size_t used = face.size();
    if (roll.value().total <= score) {
        ctx.say(ctx.name(target) + " passes the save: the " + def.label + " has no effect", "roll");
        return used;
    }
    if (def.nonlethal == NonLethal::Grab) {
        end_hold(ctx, attacker); // one hold at a time
        ctx.state.grappling[attacker] = target;
        ctx.set_condition(target, g.held, true);
        ctx.say(ctx.name(target) + " fails the save and is grabbed by " + ctx.name(attacker) +
                    " (" + g.source + ")",
                "roll");
        return used;
    }
    // A Disarm moved to another target (hide, guard) takes its first weapon.
    const std::string aimed = weapon_to_drop(*t, item) != nullptr ? item : std::string();
    if (const Weapon* w = weapon_to_drop(*t, aimed)) {
        const std::string name = w->name;
        Unit& u = ctx.edit_unit(target);
        for (Weapon& mine : u.weapons) {
            if (mine.name == name) {
                mine.dropped = true;
            }
        }
        ctx.say(ctx.name(target) + " fails the save and drops " + name + " (" + g.source + ")",
                "roll");
    } else if (holds_own_weapon(ctx.enc, *t)) {
        ctx.set_condition(target, g.disarmed, true);
        ctx.say(ctx.name(target) + " fails the save and drops its weapon (" + g.source + ")",
                "roll");
    } else {
        ctx.say(ctx.name(target) + " fails the save but holds no weapon to drop", "roll");
    }
    return used;
}

void drop_all_weapons(TurnContext& ctx, const std::string& unit, const std::string& source) {
    const Unit* u = ctx.unit(unit);
    if (u == nullptr || !grabs_of(ctx.enc).enabled) {
        return; // without Pick up (GrabPolicy) nothing dropped comes back
    }
    std::string names;
    if (weapon_to_drop(*u, "") != nullptr) {
        for (Weapon& w : ctx.edit_unit(unit).weapons) {
            if (!w.dropped && w.kind != WeaponKind::Unarmed) {
                w.dropped = true;
                names += (names.empty() ? "" : ", ") + w.name;
            }
        }
    } else if (holds_own_weapon(ctx.enc, *u) && !grabs_of(ctx.enc).disarmed.empty()) {
        ctx.set_condition(unit, grabs_of(ctx.enc).disarmed, true);
        names = "its weapon";
    }
    if (!names.empty()) {
        ctx.say(ctx.name(unit) + " throws away " + names + " (" + source + ")", "turn");
    }
}

std::string held_by(const TurnContext& ctx, const std::string& holder) {
    if (!grabs_of(ctx.enc).enabled) {
        return {};
    }
    auto it = ctx.state.grappling.find(holder);
    return it != ctx.state.grappling.end() ? it->second : std::string();
}

std::string holder_of(const TurnContext& ctx, const std::string& target) {
    if (!grabs_of(ctx.enc).enabled) {
        return {};
    }
    const auto by = holders_of(ctx, target);
    return by.empty() ? std::string() : by.front();
}

void let_go_unless(TurnContext& ctx, const std::string& unit, const std::string& aimed_at) {
    const std::string held = held_by(ctx, unit);
    if (held.empty() || held == aimed_at) {
        return;
    }
    end_hold(ctx, unit);
    ctx.say(ctx.name(unit) + " does something else and lets go of " + ctx.name(held) + " (" +
                grabs_of(ctx.enc).source + ")",
            "turn");
}

std::optional<std::string> grab_hold(const TurnContext& ctx, const Unit& u) {
    if (!grabs_of(ctx.enc).enabled) {
        return std::nullopt;
    }
    if (const auto by = holders_of(ctx, u.id); !by.empty()) {
        return ctx.name(u.id) + " is grabbed by " + ctx.name(by.front()) +
               " and entangled: it cannot move while held (" + grabs_of(ctx.enc).source + ")";
    }
    return std::nullopt;
}

void follow_holder(TurnContext& ctx, const std::string& mover, const std::vector<Cell>& path,
                   std::vector<Event>& walked) {
    const std::string held = held_by(ctx, mover);
    const Unit* h = held.empty() ? nullptr : ctx.unit(held);
    std::optional<Cell> reached;
    for (const Event& e : walked) {
        if (const auto* moved = std::get_if<UnitMoved>(&e);
            moved != nullptr && moved->unit == mover) {
            reached = moved->to;
        }
    }
    if (h == nullptr || !reached) {
        return;
    }
    Unit holder = *ctx.unit(mover);
    holder.cell = *reached;
    const Passability pass(ctx.enc.map);
    const auto units = ctx.units();
    const auto fits = [&](Cell c) {
        Unit there = *h;
        there.cell = c;
        if (!pass.can_stand(c, h->size) || !nearby(ctx.enc.map, holder, there)) {
            return false;
        }
        return std::none_of(units.begin(), units.end(), [&](const Unit* o) {
            if (o->id == h->id) {
                return false;
            }
            const Unit& other = o->id == mover ? holder : *o;
            for (int dy = 0; dy < h->size; ++dy) {
                for (int dx = 0; dx < h->size; ++dx) {
                    if (other.occupies(Cell{c.x + dx, c.y + dy})) {
                        return true;
                    }
                }
            }
            return false;
        });
    };
    std::vector<Cell> tries;
    for (auto it = std::find(path.rbegin(), path.rend(), *reached); it != path.rend(); ++it) {
        tries.push_back(*it); // the squares it left, the last first
    }
    for (int r = 1; r <= h->size + holder.size; ++r) {
        for (int dy = -r; dy <= r; ++dy) {
            for (int dx = -r; dx <= r; ++dx) {
                tries.push_back(Cell{reached->x + dx, reached->y + dy});
            }
        }
    }
    if (fits(h->cell)) {
        return; // still nearby where it stands
    }
    const auto to = std::find_if(tries.begin(), tries.end(), fits);
    if (to == tries.end()) {
        end_hold(ctx, mover); // nowhere to take it: the hold ends
        ctx.say(ctx.name(mover) + " finds no room for " + ctx.name(held) + " and lets go", "turn");
        return;
    }
    walked.emplace_back(UnitMoved{held, h->cell, *to});
    ctx.say(ctx.name(held) + " is dragged along to " + to_label(*to) + " (" +
                grabs_of(ctx.enc).source + ")",
            "turn");
}

void pick_up_weapon(TurnContext& ctx, const std::string& unit, const std::string& item) {
    const Unit* u = ctx.unit(unit);
    const GrabPolicy& g = grabs_of(ctx.enc);
    if (u == nullptr || !g.enabled) {
        return;
    }
    for (const Weapon& w : u->weapons) {
        if (w.dropped && (item.empty() || same_condition(w.name, item))) {
            const std::string name = w.name;
            for (Weapon& mine : ctx.edit_unit(unit).weapons) {
                if (mine.name == name) {
                    mine.dropped = false;
                }
            }
            ctx.say(ctx.name(unit) + " picks up " + name, "turn");
            return;
        }
    }
    if (item.empty() && has_condition(*u, g.disarmed)) {
        ctx.set_condition(unit, g.disarmed, false);
        ctx.say(ctx.name(unit) + " picks up its weapon", "turn");
    }
}

void release_broken_grabs(TurnContext& ctx) {
    if (!grabs_of(ctx.enc).enabled) {
        return;
    }
    const std::map<std::string, std::string> holds = ctx.state.grappling;
    for (const auto& [by, target] : holds) {
        const Unit* a = ctx.unit(by);
        const Unit* t = ctx.unit(target);
        if (a == nullptr || t == nullptr || out_of_fight(*a) || out_of_fight(*t) ||
            !nearby(ctx.enc.map, *a, *t) || !has_condition(*t, grabs_of(ctx.enc).held)) {
            end_hold(ctx, by);
            if (a != nullptr && t != nullptr) {
                ctx.say(ctx.name(target) + " is no longer held by " + ctx.name(by), "turn");
            }
        }
    }
}

void release_all_grabs(TurnContext& ctx) {
    if (!grabs_of(ctx.enc).enabled) {
        return;
    }
    const std::map<std::string, std::string> holds = ctx.state.grappling;
    for (const auto& [by, target] : holds) {
        end_hold(ctx, by);
    }
}

} // namespace skirmish
