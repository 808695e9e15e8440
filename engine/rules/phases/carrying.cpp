#include "rules/phases/carrying.h"

#include "rules/attack_model.h"

#include <algorithm>
#include <vector>

namespace skirmish {
namespace {

bool heavy(const Unit& u) {
    return has_special(u, "Heavy");
}

/// The (first) carrier of `id`, or nullptr.
const std::string* carrier_of(const CombatState& s, const std::string& id) {
    for (const auto& [carrier, carried] : s.carrying) {
        if (carried == id) {
            return &carrier;
        }
    }
    return nullptr;
}

/// The carriers of `id`: none, one, or the two of a Heavy unit.
std::vector<std::string> carriers_of(const CombatState& s, const std::string& id) {
    std::vector<std::string> out;
    for (const auto& [carrier, carried] : s.carrying) {
        if (carried == id) {
            out.push_back(carrier);
        }
    }
    return out;
}

/// The same, among the units on the map (a removed one lingers in the
/// state until release_broken_pairs).
std::vector<std::string> carriers_on_map(const TurnContext& ctx, const std::string& id) {
    std::vector<std::string> out = carriers_of(ctx.state, id);
    std::erase_if(out, [&](const std::string& c) { return ctx.unit(c) == nullptr; });
    return out;
}

const std::string kCarryingCite = " (seed 000 \"Carrying\")";

} // namespace

std::string carrying_partner(const CombatState& s, const std::string& carrier) {
    const auto pair = s.carrying.find(carrier);
    if (pair == s.carrying.end()) {
        return {};
    }
    for (const std::string& other : carriers_of(s, pair->second)) {
        if (other != carrier) {
            return other;
        }
    }
    return {};
}

std::optional<std::string> lone_carrier(const TurnContext& ctx, const Unit& u) {
    const auto pair = ctx.state.carrying.find(u.id);
    if (pair == ctx.state.carrying.end()) {
        return std::nullopt;
    }
    const Unit* carried = ctx.unit(pair->second);
    if (carried == nullptr || !heavy(*carried) ||
        ctx.unit(carrying_partner(ctx.state, u.id)) != nullptr) {
        return std::nullopt;
    }
    return ctx.name(u.id) + " cannot move " + ctx.name(carried->id) + " alone: it is Heavy, and " +
           (heavy(u) ? "two Heavy units carry it" : "two units drag it") +
           "; a second one picks it up too" + kCarryingCite;
}

std::optional<std::string> carry_refusal(const TurnContext& ctx, const Unit& lifter,
                                         const Unit& target) {
    const std::string who = ctx.name(lifter.id);
    const std::string what = ctx.name(target.id);
    if (ctx.state.carrying.contains(lifter.id)) {
        return who + " already carries " + ctx.name(ctx.state.carrying.at(lifter.id));
    }
    if (ctx.state.carrying.contains(target.id) || carrier_of(ctx.state, lifter.id) != nullptr) {
        return who + " and " + what + " cannot both be carrying and carried";
    }
    const std::vector<std::string> by = carriers_on_map(ctx, target.id);
    if (by.empty()) {
        return std::nullopt; // a Heavy one waits for its second carrier
    }
    if (!heavy(target) || by.size() >= 2) {
        return what + " is already carried by " + ctx.name(by.front()) +
               (by.size() >= 2 ? " and " + ctx.name(by.back()) : std::string());
    }
    // "Two heavy units can carry a single heavy unit"; "Two regular units
    // can drag a single heavy unit. The dragging units must remain
    // adjacent": the second is of the first one's kind, next to it.
    const Unit& first = *ctx.unit(by.front());
    if (heavy(first) != heavy(lifter)) {
        return what + " is " + (heavy(first) ? "carried" : "dragged") + " by " +
               ctx.name(first.id) + ": its partner must be " +
               (heavy(first) ? "Heavy too" : "a regular unit too") + kCarryingCite;
    }
    if (squares_between(first, lifter) != 1) {
        return who + " must stand next to " + ctx.name(first.id) +
               " to share the load: the two stay adjacent" + kCarryingCite;
    }
    return std::nullopt;
}

void pick_up(TurnContext& ctx, const std::string& lifter, const std::string& target) {
    const bool carries = heavy(*ctx.unit(lifter));
    const std::vector<std::string> before = carriers_of(ctx.state, target);
    ctx.set_condition(lifter, carries ? "carrying" : "dragging", true);
    ctx.set_condition(target, carries ? "carried" : "dragged", true);
    ctx.state.carrying[lifter] = target;
    const std::string verb = carries ? " carries " : " drags ";
    const std::string cost =
        carries ? ": no Action while carrying, Move 2/3" : ": no Action while dragging, Move 1/2";
    if (!before.empty()) {
        ctx.say(ctx.name(lifter) + verb + ctx.name(target) + " with " + ctx.name(before.front()) +
                    cost + "; the two move together" + kCarryingCite,
                "turn");
    } else if (heavy(*ctx.unit(target))) {
        ctx.say(ctx.name(lifter) + " takes hold of " + ctx.name(target) + ": it is Heavy, and " +
                    (carries ? "a second Heavy unit" : "a second unit") +
                    " must pick it up too before it moves" + kCarryingCite,
                "turn");
    } else {
        ctx.say(ctx.name(lifter) + verb + ctx.name(target) + cost, "turn");
    }
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
    // A Heavy unit's two carriers put it down together.
    for (const std::string& c : carriers_of(ctx.state, carried)) {
        ctx.state.carrying.erase(c);
        if (ctx.unit(c) != nullptr) {
            for (const char* cond : {"carrying", "dragging"}) {
                ctx.set_condition(c, cond, false);
            }
        }
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
        const Unit* partner = ctx.unit(carrying_partner(ctx.state, carrier));
        // Two carriers pushed or placed apart no longer "remain adjacent".
        if (c == nullptr || ctx.unit(carried) == nullptr || out_of_fight(*c) ||
            (partner != nullptr && squares_between(*c, *partner) > 1)) {
            broken.push_back(carrier);
        }
    }
    for (const std::string& carrier : broken) {
        if (!ctx.state.carrying.contains(carrier)) {
            continue; // set down with its partner
        }
        if (ctx.unit(carrier) == nullptr) {
            const std::string partner = carrying_partner(ctx.state, carrier);
            ctx.state.carrying.erase(carrier);
            if (!partner.empty()) {
                carrying_condition_cleared(ctx, partner, "carrying");
            }
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
        if (ctx.state.carrying.contains(carrier)) {
            carrying_condition_cleared(ctx, carrier, "carrying");
        }
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
