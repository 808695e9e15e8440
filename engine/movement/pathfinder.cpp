#include "movement/pathfinder.h"

#include "rules/ruleset.h"

#include "movement/direction.h"
#include "movement/move_graph.h"
#include "movement/state_queue.h"
#include "movement/zones.h"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/exception.hpp>

#include <algorithm>
#include <climits>
#include <stdexcept>

namespace skirmish {

/// Per search state: the weight of the cheapest way, its predecessor, its
/// mark for breadth_first_visit; the states in the order settled; the queue.
struct Pathfinder::Buffers {
    std::vector<int> dist;
    std::vector<std::uint32_t> pred;
    std::vector<std::uint32_t> order;
    std::vector<boost::default_color_type> color;
    StateQueue queue;
};

namespace {

/// Thrown by the visitor to end a search once its goal is settled.
struct SearchDone {};

/// Adds a step's weight to a distance; past `limit`, the sum is "never"
/// (INT_MAX), so the search settles nothing beyond it and ends by itself.
struct BoundedPlus {
    long long limit;
    int operator()(int a, int b) const {
        const long long sum = static_cast<long long>(a) + b;
        return sum > limit ? INT_MAX : static_cast<int>(sum);
    }
};

/// Dijkstra's search as a breadth-first visit over a priority queue (the
/// BGL's own construction of it): relaxes each edge to a state not yet
/// settled (settled states cannot get nearer), records
/// the states in the order they are settled (nearest first, each after its
/// predecessor), and stops once `goal` (a square, if any) is settled in
/// layer 0, in either parity: no way there provokes less, and none in that
/// layer is cheaper.
class SettleVisitor : public boost::default_bfs_visitor {
public:
    SettleVisitor(const MoveContext* ctx, Pathfinder::Buffers* b, MoveWeightMap weight,
                  BoundedPlus plus, std::optional<Cell> goal)
        : ctx_(ctx), b_(b), weight_(weight), plus_(plus), goal_(goal) {}
    template <typename G> void examine_vertex(StateId u, const G&) const { b_->order.push_back(u); }
    /// A state reached for the first time: its distance, before it is queued.
    template <typename G> void tree_edge(const MoveEdge& e, const G&) const { relax(e); }
    /// A queued state reached again: queued again if the way is shorter.
    template <typename G> void gray_target(const MoveEdge& e, const G&) const {
        if (relax(e)) {
            b_->queue.push(e.dst);
        }
    }
    template <typename G> void finish_vertex(StateId u, const G&) const {
        if (goal_ && ctx_->layer_of(u) == 0 && ctx_->cell_of(u) == *goal_) {
            throw SearchDone{};
        }
    }

private:
    bool relax(const MoveEdge& e) const {
        const int w = get(weight_, e);
        if (w < 0) {
            throw boost::negative_edge();
        }
        const int d = plus_(b_->dist[e.src], w);
        if (d < b_->dist[e.dst]) {
            b_->dist[e.dst] = d;
            b_->pred[e.dst] = e.src;
            return true;
        }
        return false;
    }
    const MoveContext* ctx_;
    Pathfinder::Buffers* b_;
    MoveWeightMap weight_;
    BoundedPlus plus_;
    std::optional<Cell> goal_;
};

/// One Dijkstra search from `start` over the context's implicit graph, in
/// the Pathfinder's buffers: every state whose weight from the start is
/// within `bound` (with a LowerBound `h`, whose weight plus h is within
/// it: A*), until `goal` is settled.
class Search {
public:
    Search(Pathfinder::Buffers& b, const MoveContext& ctx, StateId start, int bound,
           std::optional<Cell> goal = std::nullopt, const LowerBound* h = nullptr)
        : b_(b), h_(h), h0_(h != nullptr ? (*h)(start) : 0) {
        const std::size_t n = ctx.num_states();
        b.dist.assign(n, INT_MAX);
        b.pred.resize(n);
        b.order.clear();
        b.color.assign(n, boost::white_color);
        b.dist[start] = 0;
        b.pred[start] = start;
        const MoveGraph g{&ctx};
        b.queue.reset(&b.dist);
        try {
            boost::breadth_first_visit(
                g, start, b.queue,
                SettleVisitor(&ctx, &b, MoveWeightMap{h},
                              BoundedPlus{static_cast<long long>(bound) - h0_}, goal),
                boost::make_iterator_property_map(b.color.begin(),
                                                  boost::typed_identity_property_map<StateId>()));
        } catch (const SearchDone&) {
            // The goal is settled.
        }
    }
    /// The weight of the cheapest way found to `v` (final once `v` is
    /// settled), or INT_MAX when none was found.
    int g(StateId v) const {
        const int d = b_.dist[v];
        return d == INT_MAX || h_ == nullptr ? d : d - (*h_)(v) + h0_;
    }
    /// The states settled, nearest first (each after its predecessor).
    const std::vector<StateId>& settled() const { return b_.order; }
    StateId pred(StateId v) const { return b_.pred[v]; }
    /// The states from the start to `goal`.
    std::vector<StateId> chain(StateId goal) const {
        std::vector<StateId> out{goal};
        while (b_.pred[out.back()] != out.back()) {
            out.push_back(b_.pred[out.back()]);
        }
        std::reverse(out.begin(), out.end());
        return out;
    }

private:
    const Pathfinder::Buffers& b_;
    const LowerBound* h_;
    int h0_;
};

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

Pathfinder::Pathfinder(const Encounter& enc)
    : Pathfinder(enc, std::make_shared<const Passability>(enc.map)) {}

Pathfinder::Pathfinder(const Encounter& enc, std::shared_ptr<const Passability> pass)
    : enc_(enc), pass_(std::move(pass)), buffers_(std::make_unique<Buffers>()) {
    if (pass_ == nullptr || pass_->width() != enc.map.width() ||
        pass_->height() != enc.map.height()) {
        throw std::invalid_argument("Pathfinder: the passability is not of the encounter's map");
    }
}
Pathfinder::~Pathfinder() = default;

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
        return zone_reach(enc_, *pass_, *unit);
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
    const MoveContext ctx(enc_, *pass_, *unit, rules, lo, hi, MoveContext::Options{});
    const StateId start = ctx.state(unit->cell, 0, 0);
    const Search s(*buffers_, ctx, start, b * kWeightScale + kWeightScale - 1);
    // The states reached within the budget, nearest first: each one's
    // predecessor comes before it, so the provocations along the cheapest
    // way build up step by step over the tree.
    const std::vector<StateId>& order = s.settled();
    const std::size_t n = ctx.num_states();
    std::vector<int> annotation(n, -1); // index into pool; -1: nothing provoked
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
    std::vector<StateId> best(n / static_cast<std::size_t>(ctx.parities()), start);
    std::vector<bool> has_best(best.size(), false);
    for (StateId v : order) {
        const StateId p = s.pred(v);
        if (provoking && p != v) {
            const Cell from = ctx.cell_of(p);
            const Cell to = ctx.cell_of(v);
            // Away from every zone the step changes nothing: the state shares
            // its predecessor's annotation instead of copying it.
            annotation[v] = annotation[p];
            if (ctx.near_threat(from) || ctx.near_threat(to)) {
                const Provoked& before = annotation[p] < 0 ? nothing : pool[annotation[p]];
                Provoked now = after_step(ctx, before, from, to);
                if (now.provokes.size() != before.provokes.size() || now.inside != before.inside) {
                    annotation[v] = static_cast<int>(pool.size());
                    pool.push_back(std::move(now));
                }
            }
        }
        const std::size_t square = v / static_cast<StateId>(ctx.parities());
        if (!has_best[square]) { // the first settled is the cheapest
            best[square] = v;
            has_best[square] = true;
        }
    }
    out.squares.reserve(order.size() / static_cast<std::size_t>(ctx.parities()));
    for (std::size_t square = 0; square < best.size(); ++square) {
        if (!has_best[square]) {
            continue;
        }
        const StateId v = best[square];
        const Cell c = ctx.cell_of(v);
        if (c == unit->cell || ctx.occupied_by_other(c, false)) {
            continue; // its own square, or a square it can only pass through
        }
        ReachSquare sq{c, squares(s.g(v)), rules.hostile_squares_end_move && ctx.hostile(c), {}};
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
        return zone_path(enc_, *pass_, *unit, to);
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
        if (!pass_->contains(g)) {
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
        const MoveContext ctx(enc_, *pass_, *unit, rules, near_lo, near_hi, legal);
        StateId at = ctx.state(unit->cell, 0, 0);
        int spent = 0;
        std::vector<StateId> states{at};
        bool ok = true;
        for (const Cell& g : goals) {
            if (!ctx.in_window(g)) {
                ok = false;
                break;
            }
            // A* towards the goal: a way within the budget never leaves
            // the states whose cost plus the least cost on to the goal fits.
            const LowerBound h{&ctx, g};
            const Search s(*buffers_, ctx, at,
                           (b - squares(spent)) * kWeightScale + kWeightScale - 1, g, &h);
            std::optional<StateId> found;
            for (int layer = 0; layer < ctx.layers() && !found; ++layer) {
                for (int parity = 0; parity < ctx.parities(); ++parity) {
                    const StateId v = ctx.state(g, parity, layer);
                    if (s.g(v) != INT_MAX && squares(spent + s.g(v)) <= b &&
                        (!found || s.g(v) < s.g(*found))) {
                        found = v;
                    }
                }
            }
            if (!found || (g == goals.back() && ctx.occupied_by_other(g, false))) {
                ok = false;
                break;
            }
            const auto leg = s.chain(*found);
            states.insert(states.end(), leg.begin() + 1, leg.end());
            spent += s.g(*found);
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
    const MoveContext ctx(enc_, *pass_, *unit, rules, lo, hi, intended);
    MoveContext::Options stops;
    const MoveContext stop_ctx(enc_, *pass_, *unit, rules, lo, hi, stops);
    StateId at = ctx.state(unit->cell, 0, 0);
    std::vector<StateId> states{at};
    int spent = 0;
    for (const Cell& g : goals) {
        const Search s(*buffers_, ctx, at, INT_MAX - 1);
        std::optional<StateId> found;
        for (int layer = 0; layer < ctx.layers() && !found; ++layer) {
            for (int parity = 0; parity < ctx.parities(); ++parity) {
                const StateId v = ctx.state(g, parity, layer);
                if (s.g(v) != INT_MAX && (!found || s.g(v) < s.g(*found))) {
                    found = v;
                }
            }
        }
        if (!found) {
            out.reason = "No way to " + to_label(g) + ": walls or units block every path";
            return out;
        }
        const auto leg = s.chain(*found);
        states.insert(states.end(), leg.begin() + 1, leg.end());
        spent += s.g(*found);
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
