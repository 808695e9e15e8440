#include "rules/command_options.h"

#include "rules/mounts.h"
#include "rules/structures.h"

#include "encounter/command_engine.h"
#include "rules/attack_model.h"
#include "rules/ruleset.h"
#include "rules/turn_context.h"
#include "rules/turn_policy.h"

namespace skirmish {

std::string cost_text(const Encounter& enc, const ActionDef& action) {
    const TurnPolicy& turns = *enc.ruleset.rules().turns;
    std::string out;
    for (const auto& way : action.ways) {
        std::string one;
        for (const ActionCost& c : way) {
            one += (one.empty() ? "" : " and ") + std::to_string(c.amount) + " " +
                   turns.label_of(c.pool);
        }
        out += (out.empty() ? "" : " or ") + one;
    }
    for (const ActionCost& c : action.spends) {
        out += (out.empty() ? "" : ", plus ") + std::to_string(c.amount) + " " + c.pool;
    }
    return out.empty() ? std::string("free") : out;
}

bool may_aim_at(const Encounter& enc, const ActionDef& action, const Unit& actor, const Unit& u) {
    const bool other = u.id != actor.id;
    switch (action.target) {
    case ActionTarget::DownUnit:
        return out_of_fight(u);
    case ActionTarget::Condition:
        return other && mounted_distance(enc, actor, u) <= 1 &&
               has_condition(u, action.target_condition);
    case ActionTarget::Ally:
        return other && u.side == actor.side && !out_of_fight(u) &&
               (action.target_special.empty() || has_special(u, action.target_special));
    case ActionTarget::Liftable:
        // Not through a mount: a rider and its mount do not lift each other.
        return other && squares_between(actor, u) == 1 && (out_of_fight(u) || u.side == actor.side);
    case ActionTarget::None:
    case ActionTarget::Foe:
    case ActionTarget::Zone:
    case ActionTarget::Structure:
        break;
    }
    return false;
}

std::string no_target_text(const ActionDef& action) {
    switch (action.target) {
    case ActionTarget::Ally:
        return "(no ally)";
    case ActionTarget::Liftable:
        return "(nobody next to it)";
    case ActionTarget::Condition:
        return "(nobody is " + action.target_condition + ")";
    default:
        return "(nobody is down)";
    }
}

std::vector<CommandOption> action_options(const Encounter& enc, const std::string& unit) {
    std::vector<CommandOption> out;
    if (enc.find_unit(unit) == nullptr) {
        return out;
    }
    const TurnContext ctx(enc, false);
    const Unit& actor = *enc.find_unit(unit);
    const TurnPolicy& turns = *enc.ruleset.rules().turns;
    for (const ActionDef& a : enc.ruleset.rules().actions) {
        CommandOption o;
        o.id = a.id;
        o.label = a.label;
        o.cost = turns.cost_now(ctx, actor, a);
        if (o.cost.empty()) {
            o.cost = cost_text(enc, a);
        }
        o.timing = a.timing;
        o.target = a.target;
        o.command = TakeAction{unit, a.id};
        if (a.target == ActionTarget::Structure) {
            // Planned against the first structure next to it, so that the
            // reason is the real one (rules/structures.h).
            const auto near = structures_in_reach(enc, *enc.find_unit(unit));
            if (!near.empty()) {
                o.command.wall = near.front().index;
            }
        }
        auto planned = plan(enc, o.command);
        o.available = planned.ok();
        if (!o.available) {
            o.reason = planned.reason();
        }
        out.push_back(std::move(o));
    }
    return out;
}

} // namespace skirmish
