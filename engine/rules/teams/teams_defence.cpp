#include "rules/teams/teams_defence.h"

#include "movement/passability.h"
#include "movement/threat.h"
#include "rules/attack_model.h"
#include "rules/health.h"
#include "rules/ruleset.h"
#include "rules/turn_policy.h"
#include "rules/weapons.h"

#include <algorithm>

namespace skirmish {
namespace {

/// "Otherwise, it has a durability of 4" (seed 004 "Defensive Actions").
constexpr int kUnlistedDurability = 4;

int durability(const Unit& u, const std::string& stat) {
    return stat_of(u, stat, kUnlistedDurability);
}

/// The parry value: "If that item has a parry value, add it ... If it does
/// not, add 1 instead."
int parry_value(const Unit& u) {
    return std::max(1, stat_of(u, "parry", 1));
}

/// The damage of the hit `p` once `more` is added to the deflection (a
/// parry): at least 1, as any hit (seed 004 "Attacks"), unless the hit
/// itself deals none (the GM entered 0).
int less(const PendingReaction& p, int more) {
    const int damage = p.damage.value_or(0);
    return damage > 0 ? std::max(1, damage - more) : 0;
}

bool is_answer(const std::string& as) {
    return as == "dodge" || as == "parry" || as == "block";
}

std::string item_text(int left) {
    return left > 0 ? "durability " + std::to_string(left) + " left" : "broken";
}

} // namespace

namespace {

/// `u` has a reaction (`own`: its own; else an Intercept's free one too)
/// and, where it keeps stamina, 1 stamina.
bool may_react_for_stamina(const TurnContext& ctx, const Unit& u, bool own) {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    if (t == nullptr || out_of_fight(u)) {
        return false;
    }
    const bool reaction = t->left("reaction") > 0 || (!own && t->mark("free_defence") > 0);
    return reaction && (!u.stats.contains("stamina") || stat_of(u, "stamina") >= 1);
}

/// Table: Reactions, Intercept: "move and displace an ally replacing them
/// as a target": an ally of `hit` next to it, of its size (they swap
/// squares), with its own reaction and 1 stamina.
bool may_intercept(const TurnContext& ctx, const Unit& hit, const Unit& ally) {
    return ally.id != hit.id && ally.side == hit.side && ally.size == hit.size &&
           squares_between(ally, hit) == 1 && may_react_for_stamina(ctx, ally, true) &&
           within_reach(Passability(ctx.enc.map), ally, hit);
}

bool any_interceptor(const TurnContext& ctx, const Unit& hit, const std::string& attacker) {
    const auto units = ctx.units();
    return std::any_of(units.begin(), units.end(), [&](const Unit* a) {
        return a->id != attacker && may_intercept(ctx, hit, *a);
    });
}

} // namespace

bool teams_holds_hit(const TurnContext& ctx, const std::string& target,
                     const std::string& attacker) {
    const Unit* u = ctx.unit(target);
    if (!ctx.state.active || u == nullptr || ctx.state.turn_of(target) == nullptr ||
        out_of_fight(*u)) {
        return false;
    }
    if (!u->stats.contains("endurance") && !u->stats.contains("health")) {
        return false; // nothing to protect: the log says the damage has nowhere to go
    }
    return may_react_for_stamina(ctx, *u, false) || any_interceptor(ctx, *u, attacker);
}

bool teams_may_name(const TurnContext& ctx, const PendingReaction& p, const std::string& as,
                    const Unit& ally) {
    const Unit* hit = ctx.unit(p.by);
    return as == "intercept" && p.intercepted.empty() && hit != nullptr && ally.id != p.against &&
           may_intercept(ctx, *hit, ally);
}

namespace {

/// Why the unit hit in `p` cannot answer it itself, or nothing.
std::optional<std::string> own_answer_refusal(const TurnContext& ctx, const PendingReaction& p) {
    const Unit* u = ctx.unit(p.by);
    if (u == nullptr || !may_react_for_stamina(ctx, *u, false)) {
        return ctx.name(p.by) + " has no reaction or stamina left";
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> teams_answer_refusal(const TurnContext& ctx, const PendingReaction& p,
                                                const std::string& as) {
    const Unit* u = ctx.enc.find_unit(p.by);
    if (u == nullptr || !p.held) {
        return std::string("No hit is waiting for an answer");
    }
    const std::string name = ctx.name(p.by);
    if (as == "intercept") {
        if (!p.intercepted.empty()) {
            return name + " took this hit for " + ctx.name(p.intercepted) +
                   ": it is intercepted only once";
        }
        if (!any_interceptor(ctx, *u, p.against)) {
            return "No ally next to " + name + " has its reaction and 1 stamina to Intercept";
        }
        return std::nullopt;
    }
    if (auto why = own_answer_refusal(ctx, p)) {
        return why;
    }
    if (as == "dodge") {
        if (p.critical) {
            return std::string("A critical hit cannot miss: a dodge cannot avoid it");
        }
        return std::nullopt;
    }
    if (as == "parry") {
        if (durability(*u, "parry_durability") <= 0) {
            return possessive(name) + " parrying item is broken";
        }
        return std::nullopt;
    }
    if (as == "block") {
        if (stat_of(*u, "block") <= 0) {
            return name + " wields no item with the block property (stat block)";
        }
        if (durability(*u, "block_durability") <= 0) {
            return possessive(name) + " blocking item is broken";
        }
        return std::nullopt;
    }
    return "Answer a hit with \"dodge\", \"parry\", \"block\" or \"intercept\", not \"" + as + "\"";
}

std::optional<std::string> teams_answer_hit(TurnContext& ctx, const PendingReaction& p,
                                            const Respond& cmd) {
    if (!p.held) {
        return std::string("No hit is waiting for an answer");
    }
    const HeldHit& h = *p.held;
    const std::string name = ctx.name(p.by);
    const int damage = p.damage.value_or(0);
    if (!cmd.take) {
        if (!p.intercepted.empty()) {
            ctx.turn(p.by).set_mark("free_defence", 0); // it was for this hit
        }
        ctx.say(name + " takes the hit", "reaction");
        apply_damage(ctx, p.by, damage, p.against);
        return std::nullopt;
    }
    const std::string as = cmd.as.empty() ? std::string("dodge") : cmd.as;
    if (!is_answer(as)) {
        return "Answer a hit with \"dodge\", \"parry\", \"block\" or \"intercept\", not \"" + as +
               "\"";
    }
    if (auto why = teams_answer_refusal(ctx, p, as); why && !ctx.override) {
        return why;
    }
    if (as == "dodge" && cmd.rolls.size() != 1) {
        return "Enter the total of " + possessive(name) + " dodge test (one number)";
    }
    // Paid as the reaction of that name: the reaction (or the Intercept's
    // free one) and 1 stamina.
    if (auto done = perform_action(ctx, *ctx.enc.ruleset.rules().turns, TakeAction{p.by, as});
        !done) {
        return done.reason();
    }
    const Unit& u = *ctx.unit(p.by);
    if (as == "dodge") {
        // Guard: "a +1 bonus to all defences and defence tests".
        const bool guarding = has_condition(u, "guarding");
        const int total = cmd.rolls.front() + (guarding ? 1 : 0);
        ctx.say(name + " dodges with " + std::to_string(total) +
                    (guarding ? " (+1 on Guard)" : "") + " against the attack's " +
                    std::to_string(h.result),
                "reaction");
        if (total >= h.result) {
            ctx.say(name + " avoids the attack", "reaction");
            ctx.log.back().missed = p.by;
            return std::nullopt;
        }
        ctx.say(name + " fails to dodge", "reaction");
        apply_damage(ctx, p.by, damage, p.against);
        return std::nullopt;
    }
    if (as == "parry") {
        // "add it to your physical defense": typeless damage ignores
        // deflection ("Damage"), so a parry cannot lessen it.
        const Unit* attacker = ctx.unit(p.against);
        const bool typeless =
            attacker != nullptr && stat_with(*attacker, p.weapon, "typeless_damage") > 0;
        const int value = typeless ? 0 : parry_value(u);
        const int left = std::max(0, durability(u, "parry_durability") - 1);
        ctx.edit_unit(p.by).stats["parry_durability"] = left;
        ctx.say(name + " parries: deflection +" + std::to_string(value) +
                    (typeless ? " (typeless damage)" : "") + ", " + std::to_string(less(p, value)) +
                    " damage (the item's " + item_text(left) + ")",
                "reaction");
        apply_damage(ctx, p.by, less(p, value), p.against);
        return std::nullopt;
    }
    // Block: the item is hit instead, its block value instead of deflection.
    const int to_item = std::max(1, h.raw - stat_of(u, "block"));
    const int had = durability(u, "block_durability");
    const int excess = std::max(0, to_item - had);
    ctx.edit_unit(p.by).stats["block_durability"] = std::max(0, had - to_item);
    ctx.say(name + " blocks: the item takes " + std::to_string(to_item - excess) + " (" +
                item_text(std::max(0, had - to_item)) + ")",
            "reaction");
    if (excess > 0) {
        ctx.say(std::to_string(excess) + " damage goes past the item to " + name, "reaction");
        apply_damage(ctx, p.by, excess, p.against);
    }
    return std::nullopt;
}

std::vector<std::string> teams_hit_dice(const PendingReaction&, const std::string& as) {
    if (as == "dodge" || as.empty()) {
        return {"total of the dodge test"};
    }
    return {};
}

std::string describe_held_hit(const TurnContext& ctx, const PendingReaction& p) {
    const std::string name = ctx.name(p.by);
    const int damage = p.damage.value_or(0);
    const HeldHit h = p.held.value_or(HeldHit{});
    std::string text =
        name + " is hit by " + ctx.name(p.against) + ": " + std::to_string(damage) + " damage";
    if (h.raw != damage) {
        text += " (" + std::to_string(h.raw) + " before deflection)";
    }
    text += p.critical ? " (a critical: it cannot miss), unless " + name + " parries or blocks"
                       : ", unless " + name + " dodges (a test of " + std::to_string(h.result) +
                             " or more), parries or blocks";
    if (const Unit* u = ctx.unit(p.by);
        u != nullptr && p.intercepted.empty() && any_interceptor(ctx, *u, p.against)) {
        text += ", or an ally intercepts";
    }
    return text;
}

} // namespace skirmish
