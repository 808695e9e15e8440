#include "rules/phases/carrying.h"

#include <algorithm>
#include <vector>

namespace skirmish {
namespace {

bool heavy(const Unit& u) {
    return has_special(u, "Heavy");
}

/// The carrier of `id`, or nullptr.
const std::string* carrier_of(const CombatState& s, const std::string& id) {
    for (const auto& [carrier, carried] : s.carrying) {
        if (carried == id) {
            return &carrier;
        }
    }
    return nullptr;
}

} // namespace

std::optional<std::string> carry_refusal(const TurnContext& ctx, const Unit& lifter,
                                         const Unit& target) {
    const std::string who = ctx.name(lifter.id);
    const std::string what = ctx.name(target.id);
    if (ctx.state.carrying.contains(lifter.id)) {
        return who + " already carries " + ctx.name(ctx.state.carrying.at(lifter.id));
    }
    if (const std::string* by = carrier_of(ctx.state, target.id)) {
        return what + " is already carried by " + ctx.name(*by);
    }
    if (ctx.state.carrying.contains(target.id) || carrier_of(ctx.state, lifter.id) != nullptr) {
        return who + " and " + what + " cannot both be carrying and carried";
    }
    if (heavy(target)) {
        return what + " is Heavy: it takes " +
               (heavy(lifter) ? std::string("two Heavy units to carry") : "two units to drag") +
               ", which the engine does not do yet (seed 000 \"Carrying\")";
    }
    return std::nullopt;
}

void pick_up(TurnContext& ctx, const std::string& lifter, const std::string& target) {
    const bool carries = heavy(*ctx.unit(lifter));
    ctx.set_condition(lifter, carries ? "carrying" : "dragging", true);
    ctx.set_condition(target, carries ? "carried" : "dragged", true);
    ctx.state.carrying[lifter] = target;
    ctx.say(ctx.name(lifter) + (carries ? " carries " : " drags ") + ctx.name(target) +
                (carries ? ": no Action while carrying, Move 2/3"
                         : ": no Action while dragging, "
                           "Move 1/2"),
            "turn");
}

std::optional<std::string> carrying_refusal(const TurnContext& ctx, const Unit& u) {
    const std::string source = " (seed 000 \"Carrying\")";
    if (has_condition(u, "carrying") || has_condition(u, "dragging")) {
        return ctx.name(u.id) + " is " + (has_condition(u, "carrying") ? "carrying" : "dragging") +
               " a unit and cannot take an Action; put it down first" + source;
    }
    if (has_condition(u, "dragged")) {
        return ctx.name(u.id) + " is dragged and cannot act" + source;
    }
    return std::nullopt;
}

void carrying_condition_cleared(TurnContext& ctx, const std::string& unit,
                                const std::string& condition) {
    std::string carrier;
    if (condition == "carrying" || condition == "dragging") {
        carrier = unit;
    } else if (condition == "carried" || condition == "dragged") {
        if (const std::string* by = carrier_of(ctx.state, unit)) {
            carrier = *by;
        }
    }
    const auto pair = ctx.state.carrying.find(carrier);
    if (pair == ctx.state.carrying.end()) {
        return;
    }
    const std::string carried = pair->second;
    ctx.state.carrying.erase(pair);
    for (const char* c : {"carrying", "dragging"}) {
        ctx.set_condition(carrier, c, false);
    }
    if (ctx.unit(carried) != nullptr) {
        for (const char* c : {"carried", "dragged"}) {
            ctx.set_condition(carried, c, false);
        }
    }
    ctx.say(ctx.name(carrier) + " puts " + ctx.name(carried) + " down", "turn");
}

void release_broken_pairs(TurnContext& ctx) {
    std::vector<std::string> broken;
    for (const auto& [carrier, carried] : ctx.state.carrying) {
        const Unit* c = ctx.unit(carrier);
        if (c == nullptr || ctx.unit(carried) == nullptr || out_of_fight(*c)) {
            broken.push_back(carrier);
        }
    }
    for (const std::string& carrier : broken) {
        if (ctx.unit(carrier) == nullptr) {
            ctx.state.carrying.erase(carrier);
        } else {
            carrying_condition_cleared(ctx, carrier, "carrying");
        }
    }
}

void release_all(TurnContext& ctx) {
    std::vector<std::string> carriers;
    for (const auto& pair : ctx.state.carrying) {
        carriers.push_back(pair.first);
    }
    for (const std::string& carrier : carriers) {
        carrying_condition_cleared(ctx, carrier, "carrying");
    }
}

bool phases_immobilized(const Unit& u) {
    return has_condition(u, "immobilized") || has_condition(u, "carried") ||
           has_condition(u, "dragged");
}

int body_cover(const Encounter& enc, const Unit& u) {
    const auto pair = enc.combat.carrying.find(u.id);
    if (pair == enc.combat.carrying.end() || !has_condition(u, "carrying")) {
        return 0;
    }
    const Unit* carried = enc.find_unit(pair->second);
    return carried != nullptr && out_of_fight(*carried) ? 4 : 0;
}

} // namespace skirmish
