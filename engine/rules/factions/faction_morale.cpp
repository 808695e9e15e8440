#include "rules/factions/faction_morale.h"

#include <algorithm>

namespace skirmish {
namespace {

bool immune(const Unit& u) {
    return has_special(u, "Fearless") || has_special(u, "Immune to fear") ||
           has_condition(u, "steadfast") || has_condition(u, "broken");
}

/// One character's check: a d20 at or under its WIT.
std::optional<std::string> check(TurnContext& ctx, const std::string& id,
                                 const std::vector<int>& faces) {
    const Unit& u = *ctx.unit(id);
    const int wit = stat_of(u, "wit");
    auto roll = ctx.roll(DiceExpr{1, 20}, faces, ctx.name(id),
                         "a morale check (a WIT save, " + std::to_string(wit) + " or less)");
    if (!roll) {
        return roll.reason();
    }
    if (roll.value().total <= wit) {
        ctx.set_condition(id, "steadfast", true);
        ctx.say(ctx.name(id) + " holds: no more morale checks this fight", "turn");
    } else {
        ctx.set_condition(id, "broken", true);
        ctx.say(ctx.name(id) + " breaks: it must surrender or retreat", "turn");
    }
    return std::nullopt;
}

/// Asks for the first of `ids`' checks, the rest waiting behind it.
void ask_morale(TurnContext& ctx, std::vector<std::string> ids) {
    if (ids.empty()) {
        return;
    }
    PendingReaction p;
    p.by = ids.front();
    p.against = ids.front();
    p.at = ctx.unit(p.by)->cell;
    p.kind = "morale";
    for (std::size_t i = 1; i < ids.size(); ++i) {
        p.later.push_back({ids[i], ctx.unit(ids[i])->cell});
    }
    ctx.state.pending = p;
    ctx.say(ctx.name(p.by) + " must check morale: enter its d20 (a WIT save, " +
                std::to_string(stat_of(*ctx.unit(p.by), "wit")) +
                " or less), or decline to waive it",
            "reaction");
}

} // namespace

std::vector<std::string> due_for_morale(const TurnContext& ctx) {
    std::vector<std::string> out;
    const std::vector<const Unit*> units = ctx.units();
    for (const Side& s : ctx.enc.sides) {
        std::vector<const Unit*> members;
        std::copy_if(units.begin(), units.end(), std::back_inserter(members),
                     [&](const Unit* u) { return u->side == s.id; });
        const auto standing = std::count_if(members.begin(), members.end(),
                                            [](const Unit* u) { return !out_of_fight(*u); });
        for (const Unit* u : members) {
            if (out_of_fight(*u) || immune(*u)) {
                continue;
            }
            const bool alone = members.size() == 1;
            const bool group_halved = !alone && 2 * standing <= static_cast<long>(members.size());
            const int max = stat_of(*u, "health_max");
            const bool alone_hurt =
                alone && u->stats.contains("health_max") && 2 * stat_of(*u, "health") <= max;
            if (group_halved || alone_hurt) {
                out.push_back(u->id);
            }
        }
    }
    return out;
}

void morale_phase(TurnContext& ctx) {
    const std::vector<std::string> due = due_for_morale(ctx);
    if (due.empty()) {
        return;
    }
    if (ctx.state.dice_mode == "entered") {
        ask_morale(ctx, due);
        return;
    }
    for (const std::string& id : due) {
        check(ctx, id, {});
    }
}

void factions_after_damage(TurnContext& ctx, const std::string& id, int lost, int,
                           const std::string& by) {
    const Unit& u = *ctx.unit(id);
    if (lost <= 0 || out_of_fight(u) || !has_condition(u, "surrendered")) {
        return;
    }
    if (const Unit* source = by.empty() ? nullptr : ctx.unit(by);
        source != nullptr && source->side == u.side) {
        return; // "harmed by the enemy": not by its own side
    }
    ctx.set_condition(id, "surrendered", false);
    ctx.set_condition(id, "broken", false);
    ctx.say(ctx.name(id) + " is harmed while out of the fight: it may fight again", "turn");
}

std::optional<std::string> answer_morale(TurnContext& ctx, const PendingReaction& p,
                                         const Respond& cmd) {
    if (cmd.take) {
        if (auto no = check(ctx, p.by, cmd.rolls)) {
            return no;
        }
    } else {
        ctx.say("The GM waives " + possessive(ctx.name(p.by)) + " morale check", "turn");
    }
    std::vector<std::string> rest;
    for (const LaterProvoke& l : p.later) {
        rest.push_back(l.by);
    }
    ask_morale(ctx, rest);
    return std::nullopt;
}

} // namespace skirmish
