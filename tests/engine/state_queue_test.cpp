// Issue 17: the pathfinder's radix heap (movement/state_queue.h) pops what
// an ordered set of the queued states would, under the use Dijkstra makes
// of it: keys at least the last popped, distances lowered while queued.
#include "movement/state_queue.h"

#include <gtest/gtest.h>

#include <climits>
#include <random>
#include <set>

using namespace skirmish;

namespace {

TEST(StateQueue, PopsTheLeastDistanceAsAnOrderedSetDoes) {
    std::mt19937 rng(1717);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    StateQueue q;
    for (int round = 0; round < 200; ++round) {
        const int n = pick(1, 400);
        std::vector<int> dist(static_cast<std::size_t>(n), INT_MAX);
        q.reset(&dist);
        std::set<std::pair<int, StateId>> live; // (distance, state) of the queued states
        std::vector<bool> settled(dist.size(), false);
        int last = 0;
        // Lowers v to `key` (>= last popped) and queues it, as a relaxation does.
        auto reach = [&](StateId v, int key) {
            if (settled[v] || key >= dist[v]) {
                return;
            }
            live.erase({dist[v], v});
            dist[v] = key;
            live.insert({key, v});
            q.push(v);
        };
        const int spread = pick(0, 1) == 0 ? 3 : 5000; // many ties, or keys far apart
        reach(static_cast<StateId>(pick(0, n - 1)), pick(0, spread));
        while (!q.empty()) {
            ASSERT_FALSE(live.empty());
            const StateId v = q.top();
            q.pop();
            EXPECT_EQ(dist[v], live.begin()->first) << "round " << round;
            EXPECT_TRUE(live.count({dist[v], v}) == 1) << "a state popped twice or stale";
            EXPECT_GE(dist[v], last);
            last = dist[v];
            live.erase({dist[v], v});
            settled[v] = true;
            for (int k = pick(0, 4); k > 0; --k) {
                reach(static_cast<StateId>(pick(0, n - 1)), last + pick(0, spread));
            }
        }
        EXPECT_TRUE(live.empty()) << "round " << round << ": a queued state was lost";
    }
}

// Keys near INT_MAX (the unbounded search's), top() straight after pop(),
// and a queue reset while it still holds states, then used again.
TEST(StateQueue, HighKeysAndAResetMidSearch) {
    constexpr int kHigh = INT_MAX - 1;
    std::vector<int> dist{kHigh, kHigh - 1, 5, kHigh - (1 << 20), 1 << 30};
    StateQueue q;
    q.reset(&dist);
    for (StateId v = 0; v < dist.size(); ++v) {
        q.push(v);
    }
    std::vector<StateId> popped;
    while (!q.empty()) {
        popped.push_back(q.top());
        q.pop();
    }
    EXPECT_EQ(popped, (std::vector<StateId>{2, 4, 3, 1, 0}));

    q.reset(&dist);
    for (StateId v = 0; v < dist.size(); ++v) {
        q.push(v);
    }
    q.pop(); // state 2, at 5
    EXPECT_EQ(q.top(), 4u) << "top() straight after pop()";
    std::vector<int> other{9, 3};
    q.reset(&other); // states 4, 3, 1, 0 are still queued: forgotten
    q.push(0);
    q.push(1);
    popped.clear();
    while (!q.empty()) {
        popped.push_back(q.top());
        q.pop();
    }
    EXPECT_EQ(popped, (std::vector<StateId>{1, 0}));
}

TEST(StateQueue, DoesNotQueueAStateOutOfBound) {
    std::vector<int> dist{INT_MAX, 7};
    StateQueue q;
    q.reset(&dist);
    q.push(0);
    EXPECT_TRUE(q.empty());
    q.push(1);
    ASSERT_FALSE(q.empty());
    EXPECT_EQ(q.top(), 1u);
    q.pop();
    EXPECT_TRUE(q.empty());
}

} // namespace
