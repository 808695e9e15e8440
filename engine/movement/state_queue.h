#pragma once
/// @file StateQueue: the pathfinder's priority queue, a radix heap (Ahuja,
/// Mehlhorn, Orlin and Tarjan, "Faster algorithms for the shortest path
/// problem", 1990). Internal to engine/movement.
///
/// A Dijkstra search pops keys that never decrease, and every key it pushes
/// is at least the last one popped. A radix heap uses that: an entry sits
/// in the bucket of the highest bit in which its key differs from the last
/// key popped, so a push is an append and each entry moves down the 33
/// buckets at most 32 times in all, with no comparisons of distances read
/// through a property map (where Boost's 4-ary heap spends its time).
///
/// It is the Buffer of boost::breadth_first_visit (push, top, pop, empty).
/// A push reads the state's key from the search's distance array at that
/// moment. A state whose distance falls while it waits is pushed again; the
/// older entry is then stale (its key is above the state's distance) and is
/// dropped when it comes up. A state whose distance is INT_MAX (out of the
/// search's bound) is not queued.

#include "movement/move_graph.h"

#include <array>
#include <bit>
#include <cassert>
#include <climits>
#include <cstdint>
#include <vector>

namespace skirmish {

class StateQueue {
public:
    /// Empties the queue for a search over `dist`, the search's distance
    /// per state (weights, move_graph.h, >= 0), read at each push and pop;
    /// it must outlive the search. The buckets keep their storage, so a
    /// caller's searches do not allocate them again.
    void reset(const std::vector<int>* dist) {
        dist_ = dist;
        last_ = 0;
        for (auto& b : buckets_) {
            b.clear();
        }
    }

    /// Queues `v` at its current distance. Precondition: that distance is
    /// at least the key last popped (Dijkstra with weights >= 0).
    void push(StateId v) {
        const int key = (*dist_)[v];
        if (key == INT_MAX) {
            return;
        }
        const auto k = static_cast<std::uint32_t>(key);
        buckets_[bucket(k)].push_back({k, v});
    }

    /// No state left to settle. Drops stale entries first, so it is not
    /// const (breadth_first_visit calls it before each top()).
    bool empty() { return !ready(); }
    /// The state with the least distance. Precondition: !empty().
    StateId top() {
        [[maybe_unused]] const bool any = ready();
        assert(any);
        return buckets_[0].back().v;
    }
    /// Removes top(). Precondition: !empty().
    void pop() {
        [[maybe_unused]] const bool any = ready();
        assert(any);
        buckets_[0].pop_back();
    }

private:
    struct Entry {
        std::uint32_t key;
        StateId v;
    };
    /// The bucket of `key`: 0 when it equals the last key popped, else one
    /// more than the highest bit in which they differ.
    std::size_t bucket(std::uint32_t key) const {
        const std::uint32_t x = key ^ last_;
        return 32 - static_cast<std::size_t>(std::countl_zero(x)); // 0 when x == 0
    }
    bool stale(const Entry& e) const { return static_cast<std::uint32_t>((*dist_)[e.v]) != e.key; }
    /// Brings a live entry with the least key to the back of bucket 0;
    /// false when none is left.
    bool ready() {
        while (true) {
            auto& head = buckets_[0];
            while (!head.empty() && stale(head.back())) {
                head.pop_back();
            }
            if (!head.empty()) {
                return true;
            }
            if (!refill()) {
                return false;
            }
        }
    }
    /// Moves the first non-empty bucket's live entries down, around the
    /// least key among them; false when every bucket is empty.
    bool refill();

    const std::vector<int>* dist_ = nullptr;
    std::array<std::vector<Entry>, 33> buckets_;
    std::uint32_t last_ = 0;
};

} // namespace skirmish
