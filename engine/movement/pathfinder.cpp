#include "movement/pathfinder.h"

#include "movement/direction.h"
#include "movement/move_graph.h"

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths_no_color_map.hpp>

#include <algorithm>
#include <climits>
#include <map>

namespace skirmish {
namespace {

/// Thrown by the visitor to end a bounded search.
struct SearchDone {};

class BoundedVisitor : public boost::default_dijkstra_visitor {
public:
    BoundedVisitor(const std::vector<int>* dist, int bound) : dist_(dist), bound_(bound) {}
    template <typename G> void examine_vertex(StateId u, const G&) const {
        if ((*dist_)[u] > bound_) {
            throw SearchDone{};
        }
    }

private:
    const std::vector<int>* dist_;
    int bound_;
};

struct Search {
    std::vector<int> dist;
    std::vector<StateId> pred;
};

/// Dijkstra from `start` over the context's implicit graph, stopping once
/// the nearest unsettled state is beyond `bound` (in weight units).
Search dijkstra(const MoveContext& ctx, StateId start, int bound) {
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
            std::less<int>(), boost::closed_plus<int>(INT_MAX), 0, BoundedVisitor(&s.dist, bound),
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

/// Who gets an opportunity attack along `cells` (the mover's top-left
/// squares, start first), and where: leaving a zone or reach; under
/// freehits also the step that makes more than 2 spaces inside one zone.
/// One per enemy, the first.
std::vector<Provoke> provocations(const MoveContext& ctx, const std::vector<Cell>& cells) {
    std::vector<Provoke> out;
    const int size = ctx.mover().size;
    const auto& threats = ctx.threats();
    std::vector<int> inside(threats.size(), 0);
    std::vector<bool> done(threats.size(), false);
    for (std::size_t i = 1; i < cells.size(); ++i) {
        for (std::size_t t = 0; t < threats.size(); ++t) {
            if (done[t]) {
                continue;
            }
            const bool was_in = threats[t].contains_footprint(cells[i - 1], size);
            const bool now_in = threats[t].contains_footprint(cells[i], size);
            bool provoked = was_in && !now_in;
            if (was_in && now_in && ctx.rules().provocation == Provocation::LeaveZone &&
                ++inside[t] > ctx.rules().spaces_within_zone) {
                provoked = true;
            }
            if (provoked) {
                out.push_back({threats[t].unit->id, cells[i - 1]});
                done[t] = true;
            }
        }
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

bool row_major_less(Cell a, Cell b) {
    return a.y < b.y || (a.y == b.y && a.x < b.x);
}

} // namespace

Pathfinder::Pathfinder(const Encounter& enc) : enc_(enc), pass_(enc.map) {}

Reach Pathfinder::reachable(const std::string& unit_id, std::optional<int> budget) const {
    Reach out;
    const Unit* unit = enc_.find_unit(unit_id);
    if (unit == nullptr) {
        out.cannot_move = "There is no unit \"" + unit_id + "\"";
        return out;
    }
    const MoveRules rules = move_rules(enc_, *unit);
    out.budget = budget.value_or(rules.budget);
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
    // The cheapest state per square.
    std::map<Cell, StateId, bool (*)(Cell, Cell)> best(row_major_less);
    for (StateId v = 0; v < s.dist.size(); ++v) {
        if (s.dist[v] == INT_MAX || squares(s.dist[v]) > b) {
            continue;
        }
        const Cell c = ctx.cell_of(v);
        auto it = best.find(c);
        if (it == best.end() || s.dist[v] < s.dist[it->second]) {
            best[c] = v;
        }
    }
    for (const auto& [c, v] : best) {
        if (c == unit->cell || ctx.occupied_by_other(c, false)) {
            continue; // its own square, or a square it can only pass through
        }
        ReachSquare sq{c, squares(s.dist[v]), rules.hostile_squares_end_move && ctx.hostile(c), {}};
        sq.provokes = provocations(ctx, cells_of(ctx, chain(s, v)));
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
    out.path = {unit->cell};
    out.stops_at = unit->cell;
    const MoveRules rules = move_rules(enc_, *unit);
    const int b = std::max(0, budget.value_or(rules.budget));
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
        const MoveContext ctx(enc_, pass_, *unit, rules, lo, hi, legal);
        StateId at = ctx.state(unit->cell, 0, 0);
        int spent = 0;
        std::vector<StateId> states{at};
        bool ok = true;
        for (const Cell& g : goals) {
            const Search s =
                dijkstra(ctx, at, (b - squares(spent)) * kWeightScale + kWeightScale - 1);
            std::optional<StateId> found;
            for (int layer = 0; layer < kLayers && !found; ++layer) {
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
            at = ctx.state(g, static_cast<int>((*found / kLayers) % ctx.parities()), 0);
        }
        if (ok) {
            out.path = cells_of(ctx, states);
            out.cost = squares(spent);
            out.legal = true;
            out.stops_at = out.path.back();
            out.provokes = provocations(ctx, out.path);
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
        for (int layer = 0; layer < kLayers && !found; ++layer) {
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
        at = ctx.state(g, static_cast<int>((*found / kLayers) % ctx.parities()), 0);
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
            why = to_label(goals.back()) + " costs " + std::to_string(out.cost) + " squares; " +
                  unit->name + " has " + std::to_string(b);
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
