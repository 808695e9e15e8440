#include "movement/state_queue.h"

#include <algorithm>

namespace skirmish {

bool StateQueue::refill() {
    auto from = std::find_if(buckets_.begin() + 1, buckets_.end(),
                             [](const std::vector<Entry>& b) { return !b.empty(); });
    if (from == buckets_.end()) {
        return false;
    }
    std::vector<Entry> moving;
    moving.swap(*from);
    std::uint32_t least = UINT32_MAX;
    for (const Entry& e : moving) {
        if (!stale(e)) {
            least = std::min(least, e.key);
        }
    }
    // Every live entry shares its bits above the bucket's with the old and
    // the new last key, so each lands in a lower bucket.
    last_ = least == UINT32_MAX ? last_ : least;
    for (const Entry& e : moving) {
        if (!stale(e)) {
            buckets_[bucket(e.key)].push_back(e);
        }
    }
    moving.clear();
    moving.swap(*from); // keep the bucket's storage
    return true;
}

} // namespace skirmish
