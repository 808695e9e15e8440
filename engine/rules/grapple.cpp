#include "rules/grapple.h"

#include "encounter/command_engine.h"
#include "movement/passability.h"
#include "movement/threat.h"
#include "rules/attack_rules.h"
#include "rules/grabs.h"
#include "rules/health.h"
#include "rules/opposed_check.h"
#include "rules/registry.h"
#include "rules/ruleset.h"
#include "rules/weapons.h"

#include <algorithm>
#include <cstdlib>

namespace skirmish {
namespace {

const std::string kGrappling = "seed 002 \"Grappling\"";

/// The opposed STR checks of `by` (with the size penalty) and `against`;
/// true when `by` wins by beating the other's total.
Result<bool> opposed(TurnContext& ctx, const Unit& by, const Unit& against,
                     const EnteredRolls& rolls) {
    const int penalty = size_penalty(by, against);
    auto mine = d20_check(
        ctx, by, "str", rolls,
        "the opposed STR check" +
            (penalty != 0 ? " (" + std::to_string(penalty) + ", a larger foe)" : std::string()),
        penalty);
    if (!mine) {
        return mine.rejection();
    }
    auto theirs = d20_check(ctx, against, "str", rolls, "the opposed STR check");
    if (!theirs) {
        return theirs.rejection();
    }
    return mine.value() > theirs.value();
}

Refusal grab(TurnContext& ctx, const TurnPolicy& policy, const Grapple& cmd) {
    const Unit* u = ctx.unit(cmd.unit);
    const Unit* t = ctx.unit(cmd.target);
    if (t == nullptr) {
        return cmd.target.empty() ? std::string("Name the foe to grapple (\"target\")")
                                  : "There is no unit \"" + cmd.target + "\"";
    }
    if (t->id == u->id || t->side == u->side) {
        return ctx.name(t->id) + " is not a foe of " + ctx.name(u->id);
    }
    if (auto held = ctx.state.grappling.find(u->id); held != ctx.state.grappling.end()) {
        return ctx.name(u->id) + " already grapples " + ctx.name(held->second) +
               ": one target at a time (" + kGrappling + ")";
    }
    if (!within_reach(Passability(ctx.enc.map), *u, *t)) {
        return ctx.name(t->id) + " is not next to " + ctx.name(u->id);
    }
    if (auto no = begin_and_pay(ctx, policy, *u, "grapple")) {
        return no;
    }
    auto hit = roll_to_hit(ctx, u->id, t->id,
                           entered(cmd.rolls, "attack") != nullptr ? cmd.rolls.at("attack")
                                                                   : std::vector<int>{},
                           "the grapple's unarmed attack");
    if (!hit) {
        return hit.reason();
    }
    if (!hit.value().hit) {
        ctx.say("The grapple misses", "roll");
        return std::nullopt;
    }
    auto won = opposed(ctx, *u, *t, cmd.rolls);
    if (!won) {
        return won.reason();
    }
    if (!won.value()) {
        ctx.say(ctx.name(t->id) + " slips the grapple", "turn");
        return std::nullopt;
    }
    ctx.state.grappling[u->id] = t->id;
    ctx.set_condition(u->id, "grappling", true);
    ctx.set_condition(t->id, "grappled", true);
    ctx.say(ctx.name(u->id) + " grapples " + ctx.name(t->id) + ": neither may move (" + kGrappling +
                ")",
            "turn");
    return std::nullopt;
}

Refusal escape(TurnContext& ctx, const TurnPolicy& policy, const Grapple& cmd) {
    const Unit* u = ctx.unit(cmd.unit);
    const std::vector<std::string> foes = holders_of(ctx, u->id);
    if (foes.empty()) {
        return ctx.name(u->id) + " is not grappled";
    }
    if (auto no = begin_and_pay(ctx, policy, *u, "escape_grapple")) {
        return no;
    }
    // "the defender's single skill check is compared against all of their foes"
    auto mine = d20_check(ctx, *u, "str", cmd.rolls, "the opposed STR check to break free");
    if (!mine) {
        return mine.reason();
    }
    for (const std::string& f : foes) {
        const Unit& foe = *ctx.unit(f);
        const int penalty = size_penalty(foe, *u);
        auto theirs = d20_check(ctx, foe, "str", cmd.rolls, "the opposed STR check", penalty);
        if (!theirs) {
            return theirs.reason();
        }
        if (mine.value() > theirs.value()) {
            end_hold(ctx, f);
            ctx.say(ctx.name(u->id) + " breaks free of " + ctx.name(f), "turn");
        } else {
            ctx.say(ctx.name(f) + " keeps hold of " + ctx.name(u->id), "turn");
        }
    }
    return std::nullopt;
}

Refusal drag_or_throw(TurnContext& ctx, const TurnPolicy& policy, const Grapple& cmd,
                      std::vector<Event>& moves) {
    const Unit* u = ctx.unit(cmd.unit);
    auto held = ctx.state.grappling.find(u->id);
    if (held == ctx.state.grappling.end() || ctx.unit(held->second) == nullptr) {
        return ctx.name(u->id) + " grapples nobody";
    }
    const Unit* t = ctx.unit(held->second);
    const bool thrown = cmd.as == "throw";
    if (!cmd.to) {
        return std::string(thrown ? "Say where the target is thrown (\"to\")"
                                  : "Say where the grappler moves (\"to\")");
    }
    const Cell to = *cmd.to;
    const Cell from = thrown ? t->cell : u->cell;
    const int far = std::max(std::abs(to.x - from.x), std::abs(to.y - from.y));
    const int limit = thrown ? 1 : 2; // 5 ft, 10 ft
    if (far < 1 || far > limit) {
        return to_label(to) + " is not " + (thrown ? "5 ft from " : "within 10 ft of ") +
               to_label(from) + " (" + kGrappling + ")";
    }
    // Where each ends: checked against the map with the pair moved.
    Encounter after = ctx.enc;
    for (const auto& [id, changed] : ctx.changed_units) {
        *after.find_unit(id) = changed;
    }
    // Dragged into the last square the grappler passed: the one it left
    // after 5 ft, the one between after 10 ft.
    const auto sign = [](int v) { return (v > 0) - (v < 0); };
    const Cell behind =
        far == 1 ? u->cell : Cell{to.x - sign(to.x - from.x), to.y - sign(to.y - from.y)};
    if (thrown) {
        after.find_unit(t->id)->cell = to;
    } else {
        after.find_unit(u->id)->cell = to;
        after.find_unit(t->id)->cell = behind;
    }
    for (const std::string& id : {u->id, t->id}) {
        if (auto why = placement_problem(after, *after.find_unit(id))) {
            return *why;
        }
    }
    if (auto no = begin_and_pay(ctx, policy, *u, thrown ? "throw_grappled" : "drag_grappled")) {
        return no;
    }
    auto won = opposed(ctx, *u, *t, cmd.rolls);
    if (!won) {
        return won.reason();
    }
    const std::string target = t->id;
    if (!won.value()) {
        end_hold(ctx, u->id);
        ctx.say(ctx.name(target) + " breaks free (" + kGrappling + ")", "turn");
        return std::nullopt;
    }
    if (thrown) {
        moves.emplace_back(UnitMoved{target, t->cell, to});
        end_hold(ctx, u->id);
        ctx.set_condition(target, "prone", true);
        ctx.say(ctx.name(target) + " is thrown to " + to_label(to) + " and knocked prone", "turn");
    } else {
        moves.emplace_back(UnitMoved{u->id, u->cell, to});
        if (t->cell != behind) {
            moves.emplace_back(UnitMoved{target, t->cell, behind});
        }
        ctx.say(ctx.name(u->id) + " drags " + ctx.name(target) + " to " + to_label(behind), "turn");
    }
    return std::nullopt;
}

} // namespace

int size_penalty(const Unit& attacker, const Unit& target) {
    const int wider = target.size - attacker.size;
    return wider >= 2 ? -4 : wider == 1 ? -2 : 0;
}

Refusal grapple(TurnContext& ctx, const TurnPolicy& policy, const Grapple& cmd,
                std::vector<Event>& moves) {
    if (ctx.enc.ruleset.rules().forced.find(ForcedKind::Grapple) == nullptr) {
        return "Grappling is a manoeuvre of " + rulesets_with({ForcedKind::Grapple});
    }
    const Unit* u = ctx.unit(cmd.unit);
    if (u == nullptr) {
        return "There is no unit \"" + cmd.unit + "\"";
    }
    if (cmd.as == "escape") {
        return escape(ctx, policy, cmd);
    }
    if (cmd.as == "release") {
        if (!ctx.state.grappling.contains(u->id)) {
            return ctx.name(u->id) + " grapples nobody";
        }
        const std::string target = ctx.state.grappling.at(u->id);
        end_hold(ctx, u->id);
        ctx.say(ctx.name(u->id) + " lets go of " + ctx.name(target), "turn");
        return std::nullopt;
    }
    if (cmd.as == "move" || cmd.as == "throw") {
        return drag_or_throw(ctx, policy, cmd, moves);
    }
    return grab(ctx, policy, cmd);
}

std::optional<std::string> grapple_hold(const TurnContext& ctx, const Unit& u) {
    if (ctx.enc.ruleset.rules().grabs.enabled) {
        return std::nullopt; // the holds are grabs (rules/grabs.h)
    }
    if (auto it = ctx.state.grappling.find(u.id);
        it != ctx.state.grappling.end() && ctx.unit(it->second) != nullptr) {
        return ctx.name(u.id) + " is grappling " + ctx.name(it->second) +
               " and cannot move (let go, or drag it: " + kGrappling + ")";
    }
    if (const auto foes = holders_of(ctx, u.id); !foes.empty()) {
        return ctx.name(u.id) + " is grappled by " + ctx.name(foes.front()) +
               " and cannot move (break free with a Main Action: " + kGrappling + ")";
    }
    return std::nullopt;
}

Refusal grapple_weapon(const TurnContext& ctx, TakeAction& cmd) {
    const Unit* u = ctx.unit(cmd.unit);
    if (ctx.enc.ruleset.rules().grabs.enabled) {
        return std::nullopt; // a grab allows any attack (rules/grabs.h)
    }
    const bool in_grapple =
        u != nullptr && (ctx.state.grappling.contains(u->id) || !holders_of(ctx, u->id).empty());
    if (!in_grapple || u->weapons.empty()) {
        return std::nullopt; // no weapons listed: its own stats are the GM's
    }
    if (!cmd.weapon.empty()) {
        const Weapon* w = find_weapon(*u, cmd.weapon);
        if (w != nullptr && w->kind != WeaponKind::Unarmed) {
            return ctx.name(u->id) + " is in a grapple and fights only unarmed, not with " +
                   w->name + " (" + kGrappling + ")";
        }
        return std::nullopt;
    }
    for (const Weapon& w : u->weapons) {
        if (w.kind == WeaponKind::Unarmed) {
            cmd.weapon = w.name;
            return std::nullopt;
        }
    }
    return ctx.name(u->id) + " is in a grapple and fights only unarmed, and lists no unarmed " +
           "attack (" + kGrappling + ")";
}

std::vector<EnteredDie> grapple_dice(const Encounter& enc, const Grapple& cmd) {
    const auto name = [&](const std::string& id) {
        const Unit* u = enc.find_unit(id);
        return u != nullptr ? display_name(*u) : id;
    };
    const auto check = [&](const std::string& id) {
        return EnteredDie{id, name(id) + ": the opposed STR check (d20)"};
    };
    std::vector<EnteredDie> out;
    if (cmd.as == "grab") {
        out = {{"attack", name(cmd.unit) + ": the unarmed attack (d20)"},
               check(cmd.unit),
               check(cmd.target)};
    } else if (cmd.as == "escape") {
        out.push_back(check(cmd.unit));
        for (const auto& [by, held] : enc.combat.grappling) {
            if (held == cmd.unit) {
                out.push_back(check(by));
            }
        }
        if (out.size() == 1) {
            out.clear();
        }
    } else if (cmd.as == "move" || cmd.as == "throw") {
        if (auto it = enc.combat.grappling.find(cmd.unit); it != enc.combat.grappling.end()) {
            out = {check(cmd.unit), check(it->second)};
        }
    }
    return out;
}

void release_broken_grapples(TurnContext& ctx) {
    const std::map<std::string, std::string> holds = ctx.state.grappling;
    const Passability pass(ctx.enc.map);
    for (const auto& [by, target] : holds) {
        const Unit* a = ctx.unit(by);
        const Unit* t = ctx.unit(target);
        if (a == nullptr || t == nullptr || out_of_fight(*a) || out_of_fight(*t) ||
            !within_reach(pass, *a, *t)) {
            end_hold(ctx, by);
            if (a != nullptr && t != nullptr) {
                ctx.say(ctx.name(target) + " is no longer held by " + ctx.name(by) + " (" +
                            kGrappling + ")",
                        "turn");
            }
        }
    }
}

void release_all_grapples(TurnContext& ctx) {
    const std::map<std::string, std::string> holds = ctx.state.grappling;
    for (const auto& [by, target] : holds) {
        end_hold(ctx, by);
    }
}

void grapple_round_end(TurnContext& ctx) {
    release_broken_grapples(ctx);
    const std::map<std::string, std::string> holds = ctx.state.grappling;
    for (const auto& [by, target] : holds) {
        const Unit* a = ctx.unit(by);
        const Unit* t = ctx.unit(target);
        if (a == nullptr || t == nullptr || out_of_fight(*t)) {
            continue;
        }
        if (ctx.state.dice_mode == "entered") {
            ctx.say(ctx.name(target) + " is still grappled by " + ctx.name(by) +
                        ": it takes an unarmed hit's damage. Enter it as quick damage (" +
                        kGrappling + ")",
                    "reaction");
            continue;
        }
        std::string unarmed;
        for (const Weapon& w : a->weapons) {
            if (w.kind == WeaponKind::Unarmed) {
                unarmed = w.name;
                break;
            }
        }
        auto dealt = roll_hit_damage(ctx, by, target, {}, 0, std::nullopt, unarmed);
        if (dealt) {
            ctx.say(ctx.name(target) + " is still grappled by " + ctx.name(by) + " at the " +
                        "round's end (" + kGrappling + ")",
                    "turn");
            apply_damage(ctx, target, dealt.value().damage, by);
        }
    }
}

} // namespace skirmish
