#include "movement/move_rules.h"

#include <algorithm>
#include <cmath>

namespace skirmish {
namespace {

int stat_or(const Unit& u, const char* name, int fallback) {
    auto it = u.stats.find(name);
    return it == u.stats.end() ? fallback : it->second;
}

bool has(const std::set<std::string>& s, const char* what) {
    return s.count(what) > 0;
}

} // namespace

MoveRules move_rules(const Encounter& enc, const Unit& mover) {
    MoveRules r;
    r.diagonal = enc.diagonal_rule();
    r.budget = stat_or(mover, "move", 6);
    switch (enc.ruleset) {
    case RulesetId::Phases:
        r.hostile_squares_end_move = !has(mover.specials, "Agile");
        if (has(mover.conditions, "Immobilized") || has(mover.conditions, "immobilized")) {
            r.cannot_move = mover.name + " is Immobilized";
        }
        break;
    case RulesetId::Freehits:
        r.provocation = Provocation::LeaveZone;
        if (has(mover.conditions, "prone")) {
            r.budget /= 3;
        } else if (has(mover.conditions, "sneaking") || has(mover.conditions, "swimming") ||
                   has(mover.conditions, "climbing") || has(mover.conditions, "carrying")) {
            r.budget /= 2;
        }
        r.disengaged = has(mover.conditions, "disengaged");
        break;
    case RulesetId::Sides:
        r.provocation = Provocation::LeaveReach;
        if (has(mover.conditions, "prone")) {
            r.budget /= 2;
        }
        r.disengaged = has(mover.conditions, "disengaged");
        break;
    case RulesetId::Teams: {
        const double metres = stat_or(mover, "speed", 5);
        const double square =
            enc.map.square().unit == LengthUnit::Metres ? enc.map.square().size : 1.0;
        r.budget = static_cast<int>(std::clamp(std::floor(metres / square + 1e-9), 0.0, 1e6));
        break;
    }
    case RulesetId::Factions:
        break;
    }
    if (r.budget < 0) {
        r.budget = 0;
    }
    return r;
}

int melee_reach(const Encounter& enc, const Unit& unit) {
    return enc.ruleset == RulesetId::Freehits && unit.specials.count("Reach") > 0 ? 2 : 1;
}

bool armed_for_melee(const Unit& unit) {
    if (unit.specials.count("melee") > 0) {
        return true;
    }
    return unit.specials.count("unarmed") == 0 && unit.specials.count("ranged") == 0;
}

} // namespace skirmish
