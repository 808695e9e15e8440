#include "movement/pathfinder.h"

#include "rules/ruleset.h"

#include "movement/direction.h"
#include "movement/move_graph.h"
#include "movement/zones.h"

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths_no_color_map.hpp>

#include <algorithm>
#include <climits>

namespace skirmish {
namespace {

/// Thrown by the visitor to end a bounded search.
struct SearchDone {};

class BoundedVisitor : public boost::default_dijkstra_visitor {
public:
    /// Stops past `bound`, or once `goal` (a square, if any) is settled in
    /// layer 0, in either parity: no way there provokes less, and none in
    /// that layer is cheaper.
    BoundedVisitor(const MoveContext* ctx, const std::vector<int>* dist, int bound,
                   std::optional<Cell> goal)
        : ctx_(ctx), dist_(dist), bound_(bound), goal_(goal) {}
    template <typename G> void examine_vertex(StateId u, const G&) const {
        if ((*dist_)[u] > bound_) {
            throw SearchDone{};
        }
    }
    template <typename G> void finish_vertex(StateId u, const G&) const {
        if (goal_ && ctx_->layer_of(u) == 0 && ctx_->cell_of(u) == *goal_) {
            throw SearchDone{};
        }
    }

private:
    const MoveContext* ctx_;
    const std::vector<int>* dist_;
    int bound_;
    std::optional<Cell> goal_;
};

struct Search {
    std::vector<int> dist;
    std::vector<StateId> pred;
};

/// Dijkstra from `start` over the context's implicit graph, stopping once
/// the nearest unsettled state is beyond `bound` (in weight units), or once
/// `goal` is settled.
Search dijkstra(const MoveContext& ctx, StateId start, int bound,
                std::optional<Cell> goal = std::nullopt) {
    const std::size_t n = ctx.num_states();
    Search s{std::vector<int>(n, INT_MAX), std::vector<StateId>(n)};
    for (std::size_t i = 0; i < n; ++i) {
        s.pred[i] = static_cast<StateId>(i);
    }
    std::vector<boost::default_color_type> color(n, boost::white_color);
    s.dist[start] = 0;
    const MoveGraph g{&ctx};
    auto index = boost::typed_identity_property_map<StateId>();
    try {
        boost::dijkstra_shortest_paths_no_init(
            g, start, boost::make_iterator_property_map(s.pred.begin(), index),
            boost::make_iterator_property_map(s.dist.begin(), index), MoveWeightMap{}, index,
            std::less<int>(), boost::closed_plus<int>(INT_MAX), 0,
            BoundedVisitor(&ctx, &s.dist, bound, goal),
            boost::make_iterator_property_map(color.begin(), index));
    } catch (const SearchDone&) {
        // Every state within the bound is settled.
    }
    return s;
}

std::vector<StateId> chain(const Search& s, StateId goal) {
    std::vector<StateId> out{goal};
    while (s.pred[out.back()] != out.back()) {
        out.push_back(s.pred[out.back()]);
    }
    std::reverse(out.begin(), out.end());
    return out;
}

int squares(int weight) {
    return weight / kWeightScale;
}

/// What a path has provoked so far: who, where, and for each zone the path
/// is in, how many spaces it has moved inside it (freehits' "more than 2
/// spaces within a melee zone", seed 001). One provocation per enemy.
struct Provoked {
    std::vector<Provoke> provokes;
    std::vector<std::uint16_t> done;                   ///< threats that provoked
    std::vector<std::pair<std::uint16_t, int>> inside; ///< threat, spaces moved inside
    bool empty() const { return provokes.empty() && done.empty() && inside.empty(); }
};

/// The annotation after the step c -> t, given the one before it.
Provoked after_step(const MoveContext& ctx, const Provoked& before, Cell c, Cell t) {
    Provoked out;
    out.provokes = before.provokes;
    out.done = before.done;
    std::vector<std::uint16_t> near;
    ctx.threats_near(c, near);
    ctx.threats_near(t, near);
    std::sort(near.begin(), near.end());
    near.erase(std::unique(near.begin(), near.end()), near.end());
    const int size = ctx.mover().size;
    for (std::uint16_t i : near) {
        if (std::find(out.done.begin(), out.done.end(), i) != out.done.end()) {
            continue;
        }
        const auto& threat = ctx.threats()[i];
        const bool was_in = threat.contains_footprint(c, size);
        const bool now_in = threat.contains_footprint(t, size);
        int spaces = 0;
        for (const auto& [k, n] : before.inside) {
            if (k == i) {
                spaces = n;
            }
        }
        bool provoked = was_in && !now_in;
        if (was_in && now_in) {
            ++spaces;
            provoked = ctx.rules().provocation == Provocation::LeaveZone &&
                       spaces > ctx.rules().spaces_within_zone;
        }
        if (provoked) {
            out.provokes.push_back({threat.unit->id, c});
            out.done.push_back(i);
        } else if (now_in) {
            out.inside.emplace_back(i, spaces);
        }
    }
    return out;
}

/// What earlier moves this turn left at `start`: the spaces already moved
/// inside the zones the mover still stands in (MoveRules::spaces_in_zones).
Provoked before_moving(const MoveContext& ctx, Cell start) {
    Provoked p;
    const auto& earlier = ctx.rules().spaces_in_zones;
    for (std::size_t i = 0; i < ctx.threats().size() && !earlier.empty(); ++i) {
        const auto& threat = ctx.threats()[i];
        auto it = earlier.find(threat.unit->id);
        if (it != earlier.end() && threat.contains_footprint(start, ctx.mover().size)) {
            p.inside.emplace_back(static_cast<std::uint16_t>(i), it->second);
        }
    }
    return p;
}

/// Who gets an opportunity attack along `cells` (the mover's top-left
/// squares, start first), and where; and the spaces moved inside each zone
/// the mover is in at the end.
Provoked provoked_along(const MoveContext& ctx, const std::vector<Cell>& cells) {
    Provoked p = cells.empty() ? Provoked{} : before_moving(ctx, cells.front());
    for (std::size_t i = 1; i < cells.size(); ++i) {
        p = after_step(ctx, p, cells[i - 1], cells[i]);
    }
    return p;
}

std::vector<Provoke> provocations(const MoveContext& ctx, const std::vector<Cell>& cells) {
    return provoked_along(ctx, cells).provokes;
}

std::map<std::string, int> zone_spaces(const MoveContext& ctx, const std::vector<Cell>& cells) {
    std::map<std::string, int> out;
    for (const auto& [i, n] : provoked_along(ctx, cells).inside) {
        out[ctx.threats()[i].unit->id] = n;
    }
    return out;
}

std::vector<Cell> cells_of(const MoveContext& ctx, const std::vector<StateId>& states) {
    std::vector<Cell> out;
    for (StateId s : states) {
        out.push_back(ctx.cell_of(s));
    }
    return out;
}

} // namespace

Pathfinder::Pathfinder(const Encounter& enc) : enc_(enc), pass_(enc.map) {}

bool Pathfinder::moves_by_zone(const Unit& unit) const {
    return enc_.ruleset.rules().movement.by_zone(enc_, unit);
}

Reach Pathfinder::reachable(const std::string& unit_id, std::optional<int> budget) const {
    Reach out;
    const Unit* unit = enc_.find_unit(unit_id);
    if (unit == nullptr) {
        out.cannot_move = "There is no unit \"" + unit_id + "\"";
        return out;
    }
    if (moves_by_zone(*unit)) {
        return zone_reach(enc_, pass_, *unit);
    }
    const MoveRules rules = move_rules(enc_, *unit);
    out.budget = std::clamp(budget.value_or(rules.budget), 0, kMaxBudget);
    if (!rules.cannot_move.empty()) {
        out.cannot_move = rules.cannot_move;
        return out;
    }
    const int b = std::max(0, out.budget);
    const Cell lo{unit->cell.x - b, unit->cell.y - b};
    const Cell hi{unit->cell.x + b + unit->size - 1, unit->cell.y + b + unit->size - 1};
    const MoveContext ctx(enc_, pass_, *unit, rules, lo, hi, MoveContext::Options{});
    const StateId start = ctx.state(unit->cell, 0, 0);
    const Search s = dijkstra(ctx, start, b * kWeightScale + kWeightScale - 1);
    // The states reached within the budget, nearest first: each one's
    // predecessor comes before it, so the provocations along the cheapest
    // way build up step by step over the tree.
    std::vector<StateId> order;
    for (StateId v = 0; v < s.dist.size(); ++v) {
        if (s.dist[v] != INT_MAX && squares(s.dist[v]) <= b) {
            order.push_back(v);
        }
    }
    std::sort(order.begin(), order.end(),
              [&](StateId x, StateId y) { return s.dist[x] < s.dist[y]; });
    std::vector<int> annotation(s.dist.size(), -1); // index into pool; -1: nothing provoked
    std::vector<Provoked> pool;
    const bool provoking = !ctx.threats().empty();
    const Provoked nothing;
    if (provoking) {
        Provoked earlier = before_moving(ctx, unit->cell);
        if (!earlier.empty()) {
            annotation[start] = 0;
            pool.push_back(std::move(earlier));
        }
    }
    std::vector<StateId> best(s.dist.size() / static_cast<std::size_t>(ctx.parities()), start);
    std::vector<bool> has_best(best.size(), false);
    for (StateId v : order) {
        const StateId p = s.pred[v];
        if (provoking && p != v) {
            const Provoked& before = annotation[p] < 0 ? nothing : pool[annotation[p]];
            Provoked now = after_step(ctx, before, ctx.cell_of(p), ctx.cell_of(v));
            if (!now.empty()) {
                annotation[v] = static_cast<int>(pool.size());
                pool.push_back(std::move(now));
            }
        }
        const std::size_t square = v / static_cast<StateId>(ctx.parities());
        if (!has_best[square]) { // the first settled is the cheapest
            best[square] = v;
            has_best[square] = true;
        }
    }
    for (std::size_t square = 0; square < best.size(); ++square) {
        if (!has_best[square]) {
            continue;
        }
        const StateId v = best[square];
        const Cell c = ctx.cell_of(v);
        if (c == unit->cell || ctx.occupied_by_other(c, false)) {
            continue; // its own square, or a square it can only pass through
        }
        ReachSquare sq{c, squares(s.dist[v]), rules.hostile_squares_end_move && ctx.hostile(c), {}};
        if (annotation[v] >= 0) {
            sq.provokes = pool[annotation[v]].provokes;
        }
        out.squares.push_back(std::move(sq));
    }
    return out;
}

PathResult Pathfinder::path(const std::string& unit_id, Cell to, const std::vector<Cell>& via,
                            std::optional<int> budget) const {
    PathResult out;
    const Unit* unit = enc_.find_unit(unit_id);
    if (unit == nullptr) {
        out.reason = "There is no unit \"" + unit_id + "\"";
        return out;
    }
    if (moves_by_zone(*unit)) {
        if (!via.empty()) {
            out.path = {unit->cell};
            out.stops_at = unit->cell;
            out.reason = unit->name + " moves by zone: a move is one zone, with no waypoints";
            return out;
        }
        return zone_path(enc_, pass_, *unit, to);
    }
    out.path = {unit->cell};
    out.stops_at = unit->cell;
    const MoveRules rules = move_rules(enc_, *unit);
    const int b = std::clamp(budget.value_or(rules.budget), 0, kMaxBudget);
    if (!rules.cannot_move.empty()) {
        out.reason = rules.cannot_move;
        return out;
    }
    std::vector<Cell> goals = via;
    goals.push_back(to);
    Cell lo = unit->cell;
    Cell hi = unit->cell;
    for (const Cell& g : goals) {
        if (!pass_.contains(g)) {
            out.reason = to_label(g) + " is off the map";
            return out;
        }
        lo = {std::min(lo.x, g.x), std::min(lo.y, g.y)};
        hi = {std::max(hi.x, g.x), std::max(hi.y, g.y)};
    }
    const int margin = b + 2 + unit->size;
    lo = {lo.x - margin, lo.y - margin};
    hi = {hi.x + margin + unit->size, hi.y + margin + unit->size};

    // 1. The legal search: hostile squares end the move, at most the budget,
    //    fewest provocations first (layers), then cheapest, leg by leg.
    constexpr int kLayers = 4;
    {
        MoveContext::Options legal;
        legal.layers = kLayers;
        // A path within the budget never strays further than the budget.
        const Cell near_lo{unit->cell.x - b, unit->cell.y - b};
        const Cell near_hi{unit->cell.x + b + unit->size - 1, unit->cell.y + b + unit->size - 1};
        const MoveContext ctx(enc_, pass_, *unit, rules, near_lo, near_hi, legal);
        StateId at = ctx.state(unit->cell, 0, 0);
        int spent = 0;
        std::vector<StateId> states{at};
        bool ok = true;
        for (const Cell& g : goals) {
            const Search s =
                dijkstra(ctx, at, (b - squares(spent)) * kWeightScale + kWeightScale - 1, g);
            std::optional<StateId> found;
            if (!ctx.in_window(g)) {
                ok = false;
                break;
            }
            for (int layer = 0; layer < ctx.layers() && !found; ++layer) {
                for (int parity = 0; parity < ctx.parities(); ++parity) {
                    const StateId v = ctx.state(g, parity, layer);
                    if (s.dist[v] != INT_MAX && squares(spent + s.dist[v]) <= b &&
                        (!found || s.dist[v] < s.dist[*found])) {
                        found = v;
                    }
                }
            }
            if (!found || (g == goals.back() && ctx.occupied_by_other(g, false))) {
                ok = false;
                break;
            }
            const auto leg = chain(s, *found);
            states.insert(states.end(), leg.begin() + 1, leg.end());
            spent += s.dist[*found];
            // The next leg starts from the square reached, with its parity, layer 0.
            at = ctx.state(g, static_cast<int>((*found / ctx.layers()) % ctx.parities()), 0);
        }
        if (ok) {
            out.path = cells_of(ctx, states);
            out.cost = squares(spent);
            out.legal = true;
            out.stops_at = out.path.back();
            out.provokes = provocations(ctx, out.path);
            out.spaces_in_zones = zone_spaces(ctx, out.path);
            return out;
        }
    }

    // 2. Not legal: the way the unit would go if nothing stopped it, to show
    //    where it really stops and why.
    MoveContext::Options intended;
    intended.layers = kLayers;
    intended.hostile_stops = false;
    intended.enter_goal_enemy = true;
    intended.goal = to;
    const MoveContext ctx(enc_, pass_, *unit, rules, lo, hi, intended);
    MoveContext::Options stops;
    const MoveContext stop_ctx(enc_, pass_, *unit, rules, lo, hi, stops);
    StateId at = ctx.state(unit->cell, 0, 0);
    std::vector<StateId> states{at};
    int spent = 0;
    for (const Cell& g : goals) {
        const Search s = dijkstra(ctx, at, INT_MAX - 1);
        std::optional<StateId> found;
        for (int layer = 0; layer < ctx.layers() && !found; ++layer) {
            for (int parity = 0; parity < ctx.parities(); ++parity) {
                const StateId v = ctx.state(g, parity, layer);
                if (s.dist[v] != INT_MAX && (!found || s.dist[v] < s.dist[*found])) {
                    found = v;
                }
            }
        }
        if (!found) {
            out.reason = "No way to " + to_label(g) + ": walls or units block every path";
            return out;
        }
        const auto leg = chain(s, *found);
        states.insert(states.end(), leg.begin() + 1, leg.end());
        spent += s.dist[*found];
        at = ctx.state(g, static_cast<int>((*found / ctx.layers()) % ctx.parities()), 0);
    }
    out.path = cells_of(ctx, states);
    out.cost = squares(spent);
    // Walk it: where does the move really end?
    std::vector<int> prefix(states.size(), 0); // squares spent on reaching each state
    for (std::size_t k = 1; k < states.size(); ++k) {
        MoveEdge e;
        for (int dir = 0; dir < 8; ++dir) {
            if (ctx.edge(states[k - 1], dir, e) && ctx.cell_of(e.dst) == out.path[k]) {
                break;
            }
        }
        prefix[k] = prefix[k - 1] + squares(e.cost);
    }
    std::size_t stop = out.path.size() - 1;
    std::string why;
    for (std::size_t i = 1; i < out.path.size(); ++i) {
        const Cell c = out.path[i];
        if (ctx.occupied_by_other(c, true)) {
            stop = i - 1;
            why = to_label(c) + " is occupied by " + ctx.occupant(c);
            break;
        }
        if (prefix[i] > b) {
            stop = i - 1;
            why = to_label(goals.back()) + " costs " + std::to_string(out.cost) +
                  (out.cost == 1 ? " square; " : " squares; ") + unit->name + " has " +
                  std::to_string(b);
            break;
        }
        if (rules.hostile_squares_end_move && stop_ctx.hostile(c)) {
            stop = i;
            const auto near = stop_ctx.hostile_neighbours(c);
            std::string names;
            for (std::size_t k = 0; k < near.size(); ++k) {
                names += (k == 0 ? "" : k + 1 == near.size() ? " and " : ", ") + near[k]->name;
            }
            why = unit->name + "'s move ends at " + to_label(c) + ", next to " + names +
                  " (hostile square)";
            break;
        }
    }
    out.stops_at = out.path[stop];
    if (why.empty()) {
        why = ctx.occupied_by_other(to, false) ? unit->name + " cannot end on " + to_label(to) +
                                                     ": " + ctx.occupant(to) + " is there"
                                               : "No legal move to " + to_label(to);
    }
    out.reason = why;
    out.cost = prefix[stop];
    std::vector<Cell> walked(out.path.begin(), out.path.begin() + static_cast<long>(stop) + 1);
    out.provokes = provocations(ctx, walked);
    return out;
}

} // namespace skirmish
