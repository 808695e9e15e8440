#include "rules/teams/teams_health.h"

#include <algorithm>

namespace skirmish {
namespace {

int missing_health(const Unit& u) {
    return std::max(0, stat_of(u, "health_max") - stat_of(u, "health"));
}

int difficulty(const Unit& u) {
    return stat_of(u, "death_difficulty", 10);
}

/// Asks the GM; with a reaction already waiting, the log says what is owed.
void ask_check(TurnContext& ctx, const std::string& id, const std::string& kind) {
    PendingReaction p;
    p.by = id;
    p.against = id;
    p.at = ctx.unit(id)->cell;
    p.kind = kind;
    if (ctx.state.pending) {
        ctx.say(describe_health_test(ctx, p) + ": settle it once the reaction waiting is answered",
                "reaction");
        return;
    }
    ctx.state.pending = p;
    ctx.say(describe_health_test(ctx, p), "reaction");
}

std::optional<std::string> luck_test(TurnContext& ctx, const std::string& id,
                                     const std::vector<int>& faces) {
    const int need = difficulty(*ctx.unit(id));
    auto roll = ctx.roll(DiceExpr{1, 20}, faces, ctx.name(id),
                         "a luck test to cheat death (" + std::to_string(need) + " or more)");
    if (!roll) {
        return roll.reason();
    }
    if (roll.value().total >= need) {
        ctx.edit_unit(id).stats["death_difficulty"] = need + 5;
        ctx.say(ctx.name(id) + " cheats death; the next luck test needs " +
                    std::to_string(need + 5),
                "turn");
    } else {
        ctx.set_condition(id, "dead", true);
        ctx.say(ctx.name(id) + " dies", "turn");
    }
    return std::nullopt;
}

} // namespace

void teams_after_damage(TurnContext& ctx, const std::string& id, int lost, int beyond,
                        const std::string& by) {
    const Unit& u = *ctx.unit(id);
    if (has_condition(u, "dead") || !ctx.state.active) {
        return; // outside a fight the GM settles it
    }
    // "Death": brought to zero health by a nonlethal source, "they do not
    // immediately risk death. Any more damage taken while at zero health
    // ... will cause them to risk death as normal."
    const Unit* source = by.empty() ? nullptr : ctx.unit(by);
    if (beyond > 0 && lost > 0 && source != nullptr && has_special(*source, "Nonlethal")) {
        ctx.say(ctx.name(id) + " is brought down by a nonlethal weapon: no risk of death", "turn");
        return;
    }
    if (beyond > 0) {
        if (ctx.state.dice_mode == "entered") {
            ask_check(ctx, id, "death_test");
        } else {
            luck_test(ctx, id, {});
        }
        return;
    }
    if (lost > 0 && !out_of_fight(u) && u.stats.contains("health_max") &&
        u.stats.contains("constitution") && missing_health(u) > stat_of(u, "constitution")) {
        ask_check(ctx, id, "stay_conscious");
    }
}

std::optional<std::string> answer_health_test(TurnContext& ctx, const PendingReaction& p,
                                              const Respond& cmd) {
    if (p.kind == "death_test") {
        if (!cmd.take) {
            ctx.say("The GM spares " + ctx.name(p.by) + " the luck test", "turn");
            return std::nullopt;
        }
        return luck_test(ctx, p.by, cmd.rolls);
    }
    const Unit& u = *ctx.unit(p.by);
    const int missing = missing_health(u);
    if (!cmd.take) {
        ctx.set_condition(p.by, "unconscious", true);
        ctx.say(ctx.name(p.by) + " falls unconscious", "turn");
        return std::nullopt;
    }
    UnitTurn& t = ctx.turn(p.by);
    if (ctx.state.active && t.left("reaction") <= 0 && !ctx.override) {
        return ctx.name(p.by) + " has no reaction left to fortify: decline, and it falls "
                                "unconscious";
    }
    if (u.stats.contains("stamina") && stat_of(u, "stamina") < 1 && !ctx.override) {
        return ctx.name(p.by) + " has no stamina left to fortify";
    }
    if (cmd.rolls.size() != 1) {
        return "Enter the total of " + possessive(ctx.name(p.by)) + " fortify test (one number)";
    }
    if (ctx.state.active) {
        t.budget["reaction"] = std::max(0, t.left("reaction") - 1);
    }
    if (u.stats.contains("stamina")) {
        ctx.edit_unit(p.by).stats["stamina"] -= 1;
    }
    // "Guard": "a +1 bonus to all defences and defence tests until next
    // turn"; Fortify is a defensive action ("Defensive Actions").
    const bool guarding = has_condition(u, "guarding");
    const int total = cmd.rolls.front() + (guarding ? 1 : 0);
    ctx.say(ctx.name(p.by) + " fortifies: " + std::to_string(total) +
                (guarding ? " (+1 on Guard)" : "") + " against " + std::to_string(missing) +
                " (1 stamina, the reaction)",
            "reaction");
    if (total >= missing) {
        ctx.say(ctx.name(p.by) + " stays conscious", "turn");
    } else {
        ctx.set_condition(p.by, "unconscious", true);
        ctx.say(ctx.name(p.by) + " falls unconscious", "turn");
    }
    return std::nullopt;
}

std::string describe_health_test(const TurnContext& ctx, const PendingReaction& p) {
    const Unit& u = *ctx.unit(p.by); // as this command left it
    const std::string who = ctx.name(p.by);
    if (p.kind != "death_test" && p.kind != "stay_conscious") {
        return who + " may react to " + ctx.name(p.against) + " at " + to_label(p.at);
    }
    if (p.kind == "death_test") {
        return who + " risks death: a luck test (d20) of " + std::to_string(difficulty(u)) +
               " or more cheats it";
    }
    return who + "'s missing health " + std::to_string(missing_health(u)) +
           " is above its constitution " + std::to_string(stat_of(u, "constitution")) +
           ": fortify against " + std::to_string(missing_health(u)) +
           " (a reaction, 1 stamina), or fall unconscious (seed 004 \"Damage\")";
}

std::string health_test_die(const PendingReaction& p) {
    return p.kind == "death_test" ? "d20 (the luck test)" : "total of the fortify test";
}

} // namespace skirmish
