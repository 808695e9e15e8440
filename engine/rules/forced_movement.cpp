#include "rules/forced_movement.h"

#include "movement/direction.h"
#include "movement/passability.h"
#include "movement/threat.h"
#include "rules/mounts.h"
#include "rules/ruleset.h"
#include "rules/turn_context.h"

#include <algorithm>
#include <optional>
#include <set>

namespace skirmish {
namespace {

constexpr int kMaxAlliesMoved = 3; // deeper chains are not worth a GM's wait

bool overlaps(Cell a, int sa, Cell b, int sb) {
    return a.x < b.x + sb && b.x < a.x + sa && a.y < b.y + sb && b.y < a.y + sa;
}

/// `u` rides a standing Mount: seed 000 "Special Combat Maneuvers": "A
/// mount/rider pair is treated as a single unit, using the mount's stats";
/// the rider is neither a defender nor pushed of its own (keep_riders
/// takes it along with its mount). A Transport's riders ("Riders can be
/// dismounted as normal") and the rider of a croaked mount stand alone.
bool rides(const Encounter& enc, const Unit& u) {
    return shielding_mount(enc, u) != nullptr; // a standing Mount: a Transport's riders are not
}

/// A search over arrangements: which squares are taken, who moved.
class Arranger {
public:
    Arranger(const Encounter& enc, std::vector<std::pair<Cell, int>> reserved)
        : enc_(&enc), pass_(enc.map), reserved_(std::move(reserved)) {
        for (const Unit& u : enc.units) {
            where_[u.id] = u.cell;
        }
    }

    /// Pushes `unit` one square, preferring the direction `away`, moving at
    /// most `budget` allies of its side out of the way (each one square, in
    /// the same direction first). Returns how many allies moved, or -1
    /// when there is no way; on success `out` gets the pushes in order.
    int push(const Unit& unit, Cell away, int budget, std::vector<Push>& out) {
        for (int dir : preference(unit.cell, away)) {
            const Cell to = step(unit.cell, dir);
            if (!pass_.can_move(where_.at(unit.id), unit.size, dir) ||
                blocked_by_reserved(to, unit.size)) {
                continue;
            }
            const auto in_way = occupants(to, unit.size, unit.id);
            if (!in_way || static_cast<int>(in_way->size()) > budget) {
                continue; // an enemy or a unit already moved is there, or too many allies
            }
            const auto saved_where = where_;
            const auto saved_reserved = reserved_;
            const auto saved_moved = moved_;
            reserved_.emplace_back(to, unit.size);
            where_[unit.id] = to;
            moved_.insert(unit.id);
            int used = static_cast<int>(in_way->size());
            std::vector<Push> tried;
            bool ok = true;
            for (const Unit* ally : *in_way) {
                const int sub = push(*ally, step(ally->cell, dir), budget - used, tried);
                if (sub < 0) {
                    ok = false;
                    break;
                }
                used += sub;
            }
            if (ok) {
                out.insert(out.end(), tried.begin(), tried.end());
                out.push_back(Push{unit.id, unit.cell, to});
                return used;
            }
            where_ = saved_where;
            reserved_ = saved_reserved;
            moved_ = saved_moved;
        }
        return -1;
    }

private:
    /// Directions from `from`, the one towards `away` first, then by
    /// distance of the square to it, then in kDirections order.
    std::vector<int> preference(Cell from, Cell away) const {
        std::vector<int> dirs{0, 1, 2, 3, 4, 5, 6, 7};
        auto dist = [&](int d) {
            const Cell c = step(from, d);
            return (c.x - away.x) * (c.x - away.x) + (c.y - away.y) * (c.y - away.y);
        };
        std::stable_sort(dirs.begin(), dirs.end(), [&](int a, int b) { return dist(a) < dist(b); });
        return dirs;
    }

    bool blocked_by_reserved(Cell c, int size) const {
        return std::any_of(reserved_.begin(), reserved_.end(),
                           [&](const auto& r) { return overlaps(c, size, r.first, r.second); });
    }

    /// The units standing on the footprint (by the arrangement so far), or
    /// nullopt when one of them may not be moved (an enemy of the pushed,
    /// or a unit already moved).
    std::optional<std::vector<const Unit*>> occupants(Cell c, int size, const std::string& self) {
        std::vector<const Unit*> out;
        const Unit* pushed = enc_->find_unit(self);
        for (const Unit& u : enc_->units) {
            if (u.id == self || rides(*enc_, u) || !overlaps(c, size, where_.at(u.id), u.size)) {
                continue; // a rider goes with its mount
            }
            if (u.side != pushed->side || moved_.contains(u.id)) {
                return std::nullopt;
            }
            out.push_back(&u);
        }
        return out;
    }

    const Encounter* enc_;
    Passability pass_;
    std::vector<std::pair<Cell, int>> reserved_;
    std::map<std::string, Cell> where_;
    std::set<std::string> moved_;
};

} // namespace

Cell straight_back(Cell from, Cell target) {
    return {target.x + step_sign(target.x - from.x), target.y + step_sign(target.y - from.y)};
}

int bull_rush_dice(const Unit& unit) {
    return 2 + (has_special(unit, "Heavy") ? 1 : 0) + unit.size * unit.size - 1;
}

bool loses_rush_unrolled(const Encounter& enc, const CombatState& state, const Unit& defender) {
    const ForcedMoveDef* rush = enc.ruleset.rules().forced.find(ForcedKind::BullRush);
    if (rush == nullptr || rush->loses_unrolled.empty()) {
        return false;
    }
    const auto holds = [&](const Unit& u) {
        return has_condition(u, rush->loses_unrolled) &&
               (rush->unrolled_holds == nullptr || rush->unrolled_holds(state, u));
    };
    const Unit* m = defender.mount.empty() ? nullptr : enc.find_unit(defender.mount);
    return holds(defender) || (m != nullptr && holds(*m));
}

std::string push_problem(const Encounter& enc, const Unit& unit, Cell to) {
    const Passability pass(enc.map);
    int dir = -1;
    for (int d = 0; d < 8; ++d) {
        if (step(unit.cell, d) == to) {
            dir = d;
        }
    }
    if (dir < 0) {
        return to_label(to) + " is not one square from " + unit.name;
    }
    if (!pass.can_move(unit.cell, unit.size, dir)) {
        return unit.name + " cannot be pushed to " + to_label(to) + ": a wall or the map's edge";
    }
    for (const Unit& other : enc.units) {
        if (other.id != unit.id && overlaps(to, unit.size, other.cell, other.size)) {
            return unit.name + " cannot be pushed to " + to_label(to) + ": " + other.name +
                   " is there";
        }
    }
    return {};
}

Result<PushPlan> bull_rush_plan(const Encounter& enc, const std::string& attacker_id, Cell target) {
    const Unit* attacker = enc.find_unit(attacker_id);
    if (attacker == nullptr) {
        return reject("There is no unit \"" + attacker_id + "\"");
    }
    if (has_special(*attacker, "Agile")) {
        return reject(attacker->name + " is Agile: Agile units cannot bull-rush a square");
    }
    if (!enc.map.contains(target)) {
        return reject("Square " + to_label(target) + " is outside the map");
    }
    const Unit* defender = enc.unit_at(target);
    if (defender == nullptr || defender->id == attacker->id) {
        return reject("There is no unit on " + to_label(target) + " to bull-rush");
    }
    if (defender->side == attacker->side) {
        return reject(defender->name + " on " + to_label(target) +
                      " is an ally: a Bull Rush targets enemy units");
    }
    const Passability pass(enc.map);
    if (!within_reach(pass, *attacker, target)) {
        return reject(to_label(target) + " is not next to " + attacker->name +
                      ": a Bull Rush enters an adjacent square");
    }
    // The attacker steps one square towards the target.
    const Cell near{std::clamp(target.x, attacker->cell.x, attacker->cell.x + attacker->size - 1),
                    std::clamp(target.y, attacker->cell.y, attacker->cell.y + attacker->size - 1)};
    const Cell to{attacker->cell.x + step_sign(target.x - near.x),
                  attacker->cell.y + step_sign(target.y - near.y)};
    Unit moved = *attacker;
    moved.cell = to;
    if (!pass.can_stand(to, attacker->size)) {
        return reject(attacker->name + " cannot stand on " + to_label(to));
    }
    PushPlan plan;
    plan.attacker = Push{attacker->id, attacker->cell, to};
    // Every unit in the attacker's new footprint (other than itself) must go.
    std::vector<const Unit*> defenders;
    for (const Unit& u : enc.units) {
        if (u.id != attacker->id && !rides(enc, u) &&
            overlaps(to, attacker->size, u.cell, u.size)) {
            if (u.side == attacker->side) {
                return reject(u.name + " (an ally) is in the way of " + attacker->name);
            }
            defenders.push_back(&u);
            plan.defenders.push_back(u.id);
        }
    }
    Arranger arranger(enc, {{attacker->cell, attacker->size}, {to, attacker->size}});
    for (const Unit* d : defenders) {
        const Cell away = straight_back(near, d->cell);
        bool placed = false;
        for (int budget = 0; budget <= kMaxAlliesMoved && !placed; ++budget) {
            Arranger trial = arranger;
            std::vector<Push> pushes;
            const int used = trial.push(*d, away, budget, pushes);
            if (used >= 0) {
                arranger = trial;
                plan.allies_moved += used;
                plan.pushes.insert(plan.pushes.end(), pushes.begin(), pushes.end());
                placed = true;
            }
        }
        if (!placed) {
            return reject("No valid square to push " + d->name +
                          " into: the Bull Rush would fail "
                          "(nothing moves)");
        }
    }
    return plan;
}

} // namespace skirmish
