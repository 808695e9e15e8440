#pragma once
/// @file The implicit graph the pathfinder searches, adapted to Boost.Graph.
///
/// A vertex is a state (square, diagonal parity, provocation layer) inside
/// a window of the map around the search; out-edges are the legal single
/// steps, generated on the fly by MoveContext. Internal to engine/movement.

#include "movement/move_rules.h"
#include "movement/passability.h"

#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdint>
#include <limits>
#include <vector>

namespace skirmish {

using StateId = std::uint32_t;

/// Edge weights are the step's cost in squares times kWeightScale, plus 1
/// for a diagonal step: a tie-breaker that never outweighs a square within
/// a budget (Pathfinder::kMaxBudget = 1000 squares is at most 1000 steps).
/// On longer unbounded searches (the way an illegal move would go) it may,
/// which only changes which of two near-equal ways is shown.
constexpr int kWeightScale = 1024;

/// One step: from state `src` to state `dst`; `cost` is the weight (see kWeightScale).
struct MoveEdge {
    StateId src = 0;
    StateId dst = 0;
    int cost = 0;
    bool operator==(const MoveEdge&) const = default;
};

/// Everything one search needs: the window, the mover, who stands where,
/// which squares are threatened by whom, and which end the move.
class MoveContext {
public:
    struct Options {
        int layers = 1;                ///< provocation layers (1: provocations are not counted)
        bool hostile_stops = true;     ///< hostile squares end the move
        bool enter_goal_enemy = false; ///< the goal may hold an enemy (intended paths)
        Cell goal{-1, -1};
    };

    MoveContext(const Encounter& enc, const Passability& pass, const Unit& mover,
                const MoveRules& rules, Cell lo, Cell hi, const Options& options);

    std::size_t num_states() const {
        return static_cast<std::size_t>(w_) * h_ * parities_ * layers_;
    }
    StateId state(Cell c, int parity, int layer) const;
    Cell cell_of(StateId s) const;
    int layer_of(StateId s) const { return static_cast<int>(s % layers_); }
    int parity_of(StateId s) const { return static_cast<int>((s / layers_) % parities_); }
    bool in_window(Cell c) const {
        return c.x >= lo_.x && c.y >= lo_.y && c.x <= hi_.x && c.y <= hi_.y;
    }
    int parities() const { return parities_; }
    int layers() const { return layers_; }

    /// The step from `s` in direction `dir`, if legal; fills `edge`.
    bool edge(StateId s, int dir, MoveEdge& edge) const;

    /// Entering the footprint at `c` ends the move (hostile square).
    bool hostile(Cell c) const;
    /// The footprint at `c` overlaps a unit other than the mover.
    bool occupied_by_other(Cell c, bool enemies_only) const;
    /// The name of a unit the footprint at `c` overlaps, or empty.
    std::string occupant(Cell c) const;
    /// The enemies (indices into `threats()`) that the step c -> t provokes
    /// by leaving their zone.
    int leaves(Cell c, Cell t) const;

    struct Threat {
        const Unit* unit;
        std::vector<Cell> zone; ///< sorted by row, then column
        bool contains_footprint(Cell c, int size) const;
    };
    const std::vector<Threat>& threats() const { return threats_; }
    /// Indices into threats() of the zones that may contain the footprint at
    /// `c` (a superset; appended to `out`).
    void threats_near(Cell c, std::vector<std::uint16_t>& out) const;
    /// True when threats_near(c) would add any: a zone may hold the footprint.
    bool near_threat(Cell c) const;
    /// The enemies next to the footprint at `c` at the same elevation.
    std::vector<const Unit*> hostile_neighbours(Cell c) const;

    const Unit& mover() const { return mover_; }
    const MoveRules& rules() const { return rules_; }

private:
    std::size_t local(Cell c) const {
        return static_cast<std::size_t>(c.y - lo_.y) * w_ + static_cast<std::size_t>(c.x - lo_.x);
    }
    const Encounter& enc_;
    const Passability& pass_;
    const Unit& mover_;
    MoveRules rules_;
    Cell lo_, hi_;
    int w_, h_;
    int parities_;
    int layers_;
    Options options_;
    Cell start_;
    /// What a window square gives every search state on it, worked out
    /// the first time a search reaches it (a bounded search reaches about
    /// half its window).
    struct Square {
        std::uint8_t steps = 0;  ///< bit d: the step in direction d is legal
        std::uint8_t factor = 1; ///< terrain cost factor of entering it
        std::uint8_t stop = 0;   ///< the move has ended there
        std::uint8_t ready = 0;  ///< kFactorReady, kStepsReady
    };
    static constexpr std::uint8_t kFactorReady = 1;
    static constexpr std::uint8_t kStepsReady = 2;
    /// The square with its factor (entering it), and with `steps` its
    /// steps and stop (leaving it).
    const Square& square(std::size_t l, std::uint8_t need) const {
        return (squares_[l].ready & need) == need ? squares_[l] : prepare(l, need);
    }
    const Square& prepare(std::size_t l, std::uint8_t need) const;

    std::vector<const Unit*> occupant_;   ///< per window square
    std::vector<std::uint8_t> hostile_;   ///< per window square (one-square footprint)
    mutable std::vector<Square> squares_; ///< per window square, filled by prepare()
    std::vector<Threat> threats_;
    std::vector<std::vector<std::uint16_t>>
        threat_at_;                        ///< per window square: indices into threats_
    std::vector<std::uint8_t> threatened_; ///< per window square: threat_at_ is not empty
};

/// The Boost.Graph view of a MoveContext.
struct MoveGraph {
    const MoveContext* ctx;
};

class MoveOutEdgeIterator : public boost::iterator_facade<MoveOutEdgeIterator, MoveEdge,
                                                          boost::forward_traversal_tag, MoveEdge> {
public:
    MoveOutEdgeIterator() = default;
    MoveOutEdgeIterator(const MoveContext* ctx, StateId v, int dir) : ctx_(ctx), v_(v), dir_(dir) {
        skip();
    }

private:
    friend class boost::iterator_core_access;
    void skip() {
        while (dir_ < 8 && !ctx_->edge(v_, dir_, edge_)) {
            ++dir_;
        }
    }
    void increment() {
        ++dir_;
        skip();
    }
    bool equal(const MoveOutEdgeIterator& o) const { return dir_ == o.dir_ && v_ == o.v_; }
    MoveEdge dereference() const { return edge_; }

    const MoveContext* ctx_ = nullptr;
    StateId v_ = 0;
    int dir_ = 8;
    MoveEdge edge_;
};

inline std::pair<MoveOutEdgeIterator, MoveOutEdgeIterator> out_edges(StateId v,
                                                                     const MoveGraph& g) {
    return {MoveOutEdgeIterator(g.ctx, v, 0), MoveOutEdgeIterator(g.ctx, v, 8)};
}
inline StateId source(const MoveEdge& e, const MoveGraph&) {
    return e.src;
}
inline StateId target(const MoveEdge& e, const MoveGraph&) {
    return e.dst;
}
inline std::size_t out_degree(StateId v, const MoveGraph& g) {
    auto [a, b] = out_edges(v, g);
    return static_cast<std::size_t>(std::distance(a, b));
}
inline std::size_t num_vertices(const MoveGraph& g) {
    return g.ctx->num_states();
}
inline std::pair<boost::counting_iterator<StateId>, boost::counting_iterator<StateId>>
vertices(const MoveGraph& g) {
    return {boost::counting_iterator<StateId>(0),
            boost::counting_iterator<StateId>(static_cast<StateId>(g.ctx->num_states()))};
}

/// A* (issue 17): the least weight from a state to `goal` on an open map
/// under the context's diagonal rule, in weight units (squares times
/// kWeightScale). Walls, units and difficult terrain only remove steps or
/// raise their cost, so it never overestimates, and it is consistent.
struct LowerBound {
    const MoveContext* ctx = nullptr;
    Cell goal;
    int operator()(StateId s) const;
};

/// Edge weights: the step's weight (see kWeightScale); with a LowerBound,
/// the reduced weight w + h(dst) - h(src) >= 0, so that a Dijkstra search
/// settles states in A*'s order (its distances are then g + h(v) - h(start)).
struct MoveWeightMap {
    const LowerBound* h = nullptr;
};
inline int get(MoveWeightMap m, const MoveEdge& e) {
    return m.h == nullptr ? e.cost : e.cost + (*m.h)(e.dst) - (*m.h)(e.src);
}

} // namespace skirmish

namespace boost {

template <> struct graph_traits<skirmish::MoveGraph> {
    using vertex_descriptor = skirmish::StateId;
    using edge_descriptor = skirmish::MoveEdge;
    using directed_category = directed_tag;
    using edge_parallel_category = disallow_parallel_edge_tag;
    struct traversal_category : incidence_graph_tag, vertex_list_graph_tag {};
    using out_edge_iterator = skirmish::MoveOutEdgeIterator;
    using vertex_iterator = counting_iterator<skirmish::StateId>;
    using degree_size_type = std::size_t;
    using vertices_size_type = std::size_t;
    using edges_size_type = std::size_t;
    using in_edge_iterator = void;
    using adjacency_iterator = void;
    using edge_iterator = void;
    static vertex_descriptor null_vertex() { return std::numeric_limits<skirmish::StateId>::max(); }
};

template <> struct property_traits<skirmish::MoveWeightMap> {
    using value_type = int;
    using reference = int;
    using key_type = skirmish::MoveEdge;
    using category = readable_property_map_tag;
};

} // namespace boost
