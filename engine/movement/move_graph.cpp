#include "movement/move_graph.h"

#include "movement/direction.h"
#include "movement/threat.h"

#include <algorithm>
#include <cstdlib>

namespace skirmish {
namespace {

bool row_major_less(Cell a, Cell b) {
    return a.y < b.y || (a.y == b.y && a.x < b.x);
}

/// False for an enemy whose squares stop no one: it has the rules'
/// `hostile_ignored` condition ("dodging"), or rides a mount that has it
/// (seed 000 "Specials", Dodging), or has the `hostile_free` special.
bool makes_hostile_squares(const Encounter& enc, const MoveRules& rules, const Unit& u) {
    if (!rules.hostile_free.empty() && u.specials.count(rules.hostile_free) > 0) {
        return false;
    }
    if (rules.hostile_ignored.empty()) {
        return true;
    }
    const Unit* mount = u.mount.empty() ? nullptr : enc.find_unit(u.mount);
    return u.conditions.count(rules.hostile_ignored) == 0 &&
           (mount == nullptr || mount->conditions.count(rules.hostile_ignored) == 0);
}

} // namespace

bool MoveContext::Threat::contains_footprint(Cell c, int size) const {
    for (int dy = 0; dy < size; ++dy) {
        for (int dx = 0; dx < size; ++dx) {
            if (std::binary_search(zone.begin(), zone.end(), Cell{c.x + dx, c.y + dy},
                                   row_major_less)) {
                return true;
            }
        }
    }
    return false;
}

MoveContext::MoveContext(const Encounter& enc, const Passability& pass, const Unit& mover,
                         const MoveRules& rules, Cell lo, Cell hi, const Options& options)
    : enc_(enc), pass_(pass), mover_(mover),
      rules_(rules), lo_{std::max(0, lo.x), std::max(0, lo.y)},
      hi_{std::min(pass.width() - 1, hi.x), std::min(pass.height() - 1, hi.y)},
      w_(hi_.x - lo_.x + 1), h_(hi_.y - lo_.y + 1),
      parities_(rules.diagonal == DiagonalRule::Alternating ? 2 : 1),
      layers_(std::max(1, options.layers)), options_(options), start_(mover.cell),
      occupant_(static_cast<std::size_t>(w_) * h_, nullptr), hostile_(occupant_.size(), 0),
      threat_at_(occupant_.size()), threatened_(occupant_.size(), 0) {
    for (const Unit& u : enc.units) {
        if (u.id == mover.id) {
            continue;
        }
        for (int dy = 0; dy < u.size; ++dy) {
            for (int dx = 0; dx < u.size; ++dx) {
                const Cell c{u.cell.x + dx, u.cell.y + dy};
                if (in_window(c)) {
                    occupant_[local(c)] = &u;
                }
            }
        }
        if (!enemies(mover, u)) {
            continue;
        }
        // Only units near the window can matter.
        const int margin = 3 + u.size;
        if (u.cell.x + margin < lo_.x || u.cell.y + margin < lo_.y || u.cell.x - margin > hi_.x ||
            u.cell.y - margin > hi_.y) {
            continue;
        }
        if (rules.hostile_squares_end_move && options.hostile_stops &&
            makes_hostile_squares(enc, rules, u)) {
            const int level = enc.map.elevation(u.cell);
            for (const Cell& c : zone_around(pass, u.cell, u.size, 1)) {
                if (in_window(c) && enc.map.elevation(c) == level) {
                    hostile_[local(c)] = 1;
                }
            }
        }
        const bool provokes =
            !rules.disengaged &&
            ((rules.provocation == Provocation::LeaveZone && has_melee_attack(u)) ||
             (rules.provocation == Provocation::LeaveReach && armed_for_melee(u)));
        if (provokes) {
            const int reach = melee_reach(enc, u); // freehits Reach, sides Long: 2
            Threat t{&u, zone_around(pass, u.cell, u.size, reach)};
            const auto index = static_cast<std::uint16_t>(threats_.size());
            for (const Cell& c : t.zone) {
                if (in_window(c)) {
                    threat_at_[local(c)].push_back(index);
                    threatened_[local(c)] = 1;
                }
            }
            threats_.push_back(std::move(t));
        }
    }
    // One layer per possible count of provocations, 0 to "3 or more": no
    // more than one plus the number of threats nearby.
    layers_ = std::min(layers_, static_cast<int>(threats_.size()) + 1);
    squares_.assign(occupant_.size(), Square{});
}

const MoveContext::Square& MoveContext::prepare(std::size_t l, std::uint8_t need) const {
    // Everything about a square that does not depend on the search state,
    // once per square instead of once per edge.
    Square& sq = squares_[l];
    const Cell c{lo_.x + static_cast<int>(l % static_cast<std::size_t>(w_)),
                 lo_.y + static_cast<int>(l / static_cast<std::size_t>(w_))};
    const bool stands = pass_.can_stand(c, mover_.size);
    if ((sq.ready & kFactorReady) == 0) {
        sq.ready |= kFactorReady;
        if (stands) {
            sq.factor = static_cast<std::uint8_t>(pass_.terrain_factor(c, mover_.size));
        }
    }
    if ((need & kStepsReady) == 0 || (sq.ready & kStepsReady) != 0) {
        return sq;
    }
    sq.ready |= kStepsReady;
    if (!stands && !(c == start_)) {
        return sq;
    }
    sq.stop =
        options_.hostile_stops && rules_.hostile_squares_end_move && !(c == start_) && hostile(c);
    for (int dir = 0; dir < 8; ++dir) {
        if (is_diagonal(dir) && rules_.diagonal == DiagonalRule::Manhattan) {
            continue;
        }
        const Cell t = step(c, dir);
        if (!in_window(t) || !in_window({t.x + mover_.size - 1, t.y + mover_.size - 1}) ||
            !pass_.can_move(c, mover_.size, dir)) {
            continue;
        }
        if (occupied_by_other(t, true) && !(options_.enter_goal_enemy && t == options_.goal)) {
            continue;
        }
        sq.steps |= static_cast<std::uint8_t>(1u << dir);
    }
    return sq;
}

StateId MoveContext::state(Cell c, int parity, int layer) const {
    return static_cast<StateId>((local(c) * parities_ + static_cast<std::size_t>(parity)) *
                                    layers_ +
                                static_cast<std::size_t>(layer));
}

Cell MoveContext::cell_of(StateId s) const {
    const std::size_t l = s / static_cast<std::size_t>(layers_ * parities_);
    return {lo_.x + static_cast<int>(l % static_cast<std::size_t>(w_)),
            lo_.y + static_cast<int>(l / static_cast<std::size_t>(w_))};
}

bool MoveContext::hostile(Cell c) const {
    for (int dy = 0; dy < mover_.size; ++dy) {
        for (int dx = 0; dx < mover_.size; ++dx) {
            const Cell f{c.x + dx, c.y + dy};
            if (in_window(f) && hostile_[local(f)] != 0) {
                return true;
            }
        }
    }
    return false;
}

bool MoveContext::occupied_by_other(Cell c, bool enemies_only) const {
    if (mover_.size == 1) {
        const Unit* o = in_window(c) ? occupant_[local(c)] : nullptr;
        return o != nullptr && (!enemies_only || enemies(mover_, *o));
    }
    for (int dy = 0; dy < mover_.size; ++dy) {
        for (int dx = 0; dx < mover_.size; ++dx) {
            const Cell f{c.x + dx, c.y + dy};
            const Unit* o = in_window(f) ? occupant_[local(f)] : nullptr;
            if (o != nullptr && (!enemies_only || enemies(mover_, *o))) {
                return true;
            }
        }
    }
    return false;
}

std::string MoveContext::occupant(Cell c) const {
    for (int dy = 0; dy < mover_.size; ++dy) {
        for (int dx = 0; dx < mover_.size; ++dx) {
            const Cell f{c.x + dx, c.y + dy};
            if (const Unit* o = in_window(f) ? occupant_[local(f)] : nullptr) {
                return o->name;
            }
        }
    }
    return {};
}

std::vector<const Unit*> MoveContext::hostile_neighbours(Cell c) const {
    std::vector<const Unit*> out;
    for (const Unit& u : enc_.units) {
        if (!enemies(mover_, u) || !makes_hostile_squares(enc_, rules_, u)) {
            continue;
        }
        const int level = enc_.map.elevation(u.cell);
        for (const Cell& z : zone_around(pass_, u.cell, u.size, 1)) {
            bool hit = false;
            for (int dy = 0; dy < mover_.size && !hit; ++dy) {
                for (int dx = 0; dx < mover_.size && !hit; ++dx) {
                    hit = z == Cell{c.x + dx, c.y + dy} && enc_.map.elevation(z) == level;
                }
            }
            if (hit) {
                out.push_back(&u);
                break;
            }
        }
    }
    return out;
}

void MoveContext::threats_near(Cell c, std::vector<std::uint16_t>& out) const {
    for (int dy = 0; dy < mover_.size; ++dy) {
        for (int dx = 0; dx < mover_.size; ++dx) {
            const Cell f{c.x + dx, c.y + dy};
            if (in_window(f)) {
                const auto& here = threat_at_[local(f)];
                out.insert(out.end(), here.begin(), here.end());
            }
        }
    }
}

bool MoveContext::near_threat(Cell c) const {
    for (int dy = 0; dy < mover_.size; ++dy) {
        for (int dx = 0; dx < mover_.size; ++dx) {
            const Cell f{c.x + dx, c.y + dy};
            if (in_window(f) && threatened_[local(f)] != 0) {
                return true;
            }
        }
    }
    return false;
}

int MoveContext::leaves(Cell c, Cell t) const {
    int count = 0;
    for (std::size_t i = 0; i < threats_.size(); ++i) {
        if (threats_[i].contains_footprint(c, mover_.size) &&
            !threats_[i].contains_footprint(t, mover_.size)) {
            ++count;
        }
    }
    return count;
}

bool MoveContext::edge(StateId s, int dir, MoveEdge& e) const {
    const std::size_t per_square = static_cast<std::size_t>(parities_) * layers_;
    const std::size_t l = s / per_square;
    const Square& here = square(l, kStepsReady);
    if (here.stop != 0 || (here.steps & (1u << dir)) == 0) {
        return false; // the move ended here, or the step is not allowed
    }
    // The state's place within its square: parity * layers + layer (one
    // layer when provocations are not counted, as in reachable()).
    const auto within = static_cast<int>(s - l * per_square);
    const int parity = layers_ == 1 ? within : within / layers_;
    const int layer = layers_ == 1 ? 0 : within % layers_;
    const bool diagonal = is_diagonal(dir);
    const Cell d = kDirections[static_cast<std::size_t>(dir)];
    const std::size_t lt = static_cast<std::size_t>(static_cast<long>(l) + d.y * w_ + d.x);
    int cost = 1;
    int next_parity = parity;
    if (diagonal && rules_.diagonal == DiagonalRule::Alternating) {
        cost = parity == 1 ? 2 : 1;
        next_parity = parity ^ 1;
    }
    cost *= square(lt, kFactorReady).factor;
    int next_layer = layer;
    if (layers_ > 1 && (!threat_at_[l].empty() || mover_.size > 1)) {
        const Cell c = cell_of(s);
        next_layer = std::min(layers_ - 1, layer + leaves(c, step(c, dir)));
    }
    // Among paths of the same cost, the straightest wins (the seed's
    // attacker "moves to C7" straight down): see kWeightScale.
    const StateId next =
        static_cast<StateId>((lt * parities_ + static_cast<std::size_t>(next_parity)) * layers_ +
                             static_cast<std::size_t>(next_layer));
    e = MoveEdge{s, next, cost * kWeightScale + (diagonal ? 1 : 0)};
    return true;
}

int LowerBound::operator()(StateId s) const {
    const Cell c = ctx->cell_of(s);
    const int dx = std::abs(c.x - goal.x);
    const int dy = std::abs(c.y - goal.y);
    const int far = std::max(dx, dy);
    const int diagonals = std::min(dx, dy);
    int squares = far; // uniform: a diagonal costs 1
    switch (ctx->rules().diagonal) {
    case DiagonalRule::Uniform:
        break;
    case DiagonalRule::Alternating: // every second diagonal costs 2, from the parity on
        squares = far + (diagonals + ctx->parity_of(s)) / 2;
        break;
    case DiagonalRule::Manhattan:
        squares = dx + dy;
        break;
    }
    return squares * kWeightScale;
}

} // namespace skirmish
