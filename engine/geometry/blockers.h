#pragma once
/// @file Blockers: the walls a line of sight search tests, gathered once.
/// Internal to engine/geometry (Sight and its view flood).

#include "geometry/critical_lines.h"
#include "geometry/exact.h"
#include "geometry/point.h"
#include "geometry/rect.h"
#include "geometry/wall_index.h"

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <utility>
#include <vector>

namespace skirmish {

/// The walls that may block sight between two squares a and b, and the
/// tests on them, all decided exactly (geometry/exact.h).
class Blockers {
public:
    /// The walls in the buckets under `hull`: a superset, cheap to gather.
    Blockers(const WallIndex& index, const std::vector<Point>& hull) : index_(index) {
        index.query_convex(hull, ids_, false);
    }
    /// Exactly the walls `ids`.
    Blockers(const WallIndex& index, std::vector<std::uint32_t> ids)
        : index_(index), ids_(std::move(ids)) {}
    /// Drops the walls that miss the hull (before the exhaustive search).
    void refine(const std::vector<Point>& hull) { index_.refine(hull, ids_); }
    bool empty() const { return ids_.empty(); }
    const std::vector<std::uint32_t>& ids() const { return ids_; }
    const Segment& segment(std::uint32_t id) const { return index_.segments()[id]; }

    bool clear(Point p, Point q) const { return clear(exact::to_fixed(p), exact::to_fixed(q)); }
    bool clear(exact::FixedPoint p, exact::FixedPoint q) const {
        return std::none_of(ids_.begin(), ids_.end(), [&](std::uint32_t id) {
            const auto& [a, b] = index_.fixed(id);
            return exact::segments_intersect(p, q, a, b);
        });
    }

    /// clear(), moving the wall that blocks to the front: in a search where
    /// nearly every candidate is blocked, a few walls block most of them.
    bool clear_searching(exact::FixedPoint p, exact::FixedPoint q) {
        return !find_to_front([&](std::uint32_t id) {
            const auto& [a, b] = index_.fixed(id);
            return exact::segments_intersect(p, q, a, b);
        });
    }

    /// A wall that blocks, with room to spare, every line within `drift` of
    /// the line through `o` along `u` (critical::blocks_with_room), moved to
    /// the front as clear_searching() does.
    bool blocked_with_room(Point o, Point u, std::pair<double, double> gap, const Rect& a,
                           const Rect& b, double drift, double margin) {
        return find_to_front([&](std::uint32_t id) {
            return critical::blocks_with_room(segment(id), o, u, gap, a, b, drift, margin);
        });
    }

    /// Critical points: wall end points inside the hull and the points where
    /// walls meet the boundaries of the given rectangles.
    void add_critical_points(const std::vector<Point>& hull, std::initializer_list<Rect> rects,
                             std::vector<Point>& out) const;

private:
    /// Whether some wall meets `test`; the first that does moves to the
    /// front: in a search, a few walls answer most candidates.
    template <typename Test> bool find_to_front(Test test) {
        const auto it = std::find_if(ids_.begin(), ids_.end(), test);
        if (it == ids_.end()) {
            return false;
        }
        std::rotate(ids_.begin(), it, it + 1);
        return true;
    }

    const WallIndex& index_;
    std::vector<std::uint32_t> ids_;
};

} // namespace skirmish
