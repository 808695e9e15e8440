#include "rules/movement_policy.h"

#include "rules/turn_context.h"

#include <algorithm>
#include <cmath>

namespace skirmish {
namespace {

int stat_or(const Unit& u, const std::string& name, int fallback) {
    auto it = u.stats.find(name);
    return it == u.stats.end() ? fallback : it->second;
}

bool has_any_condition(const Unit& u, const std::vector<std::string>& wanted) {
    return std::any_of(wanted.begin(), wanted.end(),
                       [&](const std::string& w) { return has_condition(u, w); });
}

} // namespace

MoveRules MovementPolicy::rules_for(const Encounter& enc, const Unit& mover) const {
    MoveRules r;
    r.diagonal = enc.diagonal_rule();
    if (speed_in_metres) {
        const double metres = stat_or(mover, speed_stat, default_speed);
        const double square =
            enc.map.square().unit == LengthUnit::Metres ? enc.map.square().size : 1.0;
        r.budget = static_cast<int>(std::clamp(std::floor(metres / square + 1e-9), 0.0, 1e6));
    } else {
        r.budget = stat_or(mover, speed_stat, default_speed);
    }
    r.hostile_squares_end_move =
        hostile_squares_end_move &&
        (hostile_exempt.empty() || mover.specials.count(hostile_exempt) == 0) &&
        (hostile_free.empty() || mover.specials.count(hostile_free) == 0);
    r.hostile_ignored = hostile_ignored;
    r.hostile_free = hostile_free;
    for (const std::string& c : immobilizing) {
        if (has_condition(mover, c)) {
            // "Grok is Immobilized", "Orc is Immobilized (carried)".
            r.cannot_move = mover.name + " is " + immobilized_word +
                            (same_condition(c, immobilized_word) ? "" : " (" + c + ")");
            break;
        }
    }
    r.provocation = provocation;
    if (!speed_special.empty() && mover.specials.count(speed_special) > 0) {
        r.budget += speed_bonus;
    }
    for (const auto& [condition, change] : speed_changes) {
        if (has_condition(mover, condition)) {
            r.budget = std::max(0, r.budget + change);
        }
    }
    r.full_budget = r.budget;
    for (const Slowdown& s : slowdowns) {
        if (has_any_condition(mover, s.conditions) &&
            (s.exempt.empty() || !has_special(mover, s.exempt))) {
            const int divisor = std::max(1, s.divisor);
            if (s.keep == 1) {
                r.slowed_by = divisor; // each square costs `divisor` parts (freehits)
            }
            r.budget = r.budget * std::max(0, s.keep) / divisor;
            break;
        }
    }
    r.disengaged = !disengaged_condition.empty() && has_condition(mover, disengaged_condition);
    r.spaces_within_zone = spaces_within_zone;
    // Earlier moves this turn (marks "zone:<enemy id>", set by the move
    // command): "more than 2 spaces within your melee zone" is the turn's.
    if (const UnitTurn* t = enc.combat.turn_of(mover.id);
        t != nullptr && provocation == Provocation::LeaveZone) {
        for (const auto& [mark, spaces] : t->marks) {
            if (mark.rfind(kZoneMark, 0) == 0) {
                r.spaces_in_zones[mark.substr(kZoneMark.size())] = spaces;
            }
        }
    }
    if (r.budget < 0) {
        r.budget = 0;
    }
    return r;
}

int MovementPolicy::melee_reach(const Unit& unit) const {
    int reach = reach_with(unit, nullptr);
    for (const Weapon& w : unit.weapons) {
        if (w.melee()) {
            reach = std::max(reach, reach_with(unit, &w));
        }
    }
    return reach;
}

int MovementPolicy::reach_with(const Unit& unit, const Weapon* weapon) const {
    const bool long_reach = !reach_special.empty() &&
                            (has_special(unit, reach_special) ||
                             (weapon != nullptr && has_name(weapon->specials, reach_special)));
    return long_reach ? special_reach : 1;
}

bool MovementPolicy::by_zone(const Encounter& enc, const Unit& unit) const {
    return moves_by_zone && enc.map.contains(unit.cell) && enc.map.zone_at(unit.cell) >= 0;
}

const MoveMode* MovementPolicy::mode(const std::string& as) const {
    const auto it =
        std::find_if(modes.begin(), modes.end(), [&](const MoveMode& m) { return m.as == as; });
    return it == modes.end() ? nullptr : &*it;
}

} // namespace skirmish
