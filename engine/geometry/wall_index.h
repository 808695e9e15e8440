#pragma once
/// @file WallIndex: the segments that block sight, bucketed on a uniform
/// grid so that a query costs in proportion to the walls near it.

#include "geometry/exact.h"
#include "geometry/point.h"
#include "map/battle_map.h"

#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace skirmish {

/// A spatial index of the sight-blocking segments of a map: walls, and
/// closed or locked doors (windows and open doors let sight through).
/// Build it again after the walls change; it copies what it needs.
class WallIndex {
public:
    /// Bucket side, in cells: 2, 4 or 8, chosen by how densely the walls lie
    /// (about three segments to a bucket's area on average: 8 on a dungeon
    /// of rooms, 2 in a cave of ragged rock).
    int bucket_side() const { return bucket_; }

    explicit WallIndex(const BattleMap& map);

    const std::vector<Segment>& segments() const { return segments_; }

    /// Sets `out` to the ids (indices into segments()) of the segments in
    /// the buckets that the convex polygon `hull` (counter-clockwise, as from
    /// geom::convex_hull) covers, each once, in increasing order: a superset
    /// of the segments that meet the hull. With `exact`, keeps only those that
    /// meet it (see refine()).
    void query_convex(const std::vector<Point>& hull, std::vector<std::uint32_t>& out,
                      bool exact = true) const;
    /// True when the closed segment [p, q] touches no indexed segment,
    /// decided exactly (geometry/exact.h). Walks only the buckets near the
    /// segment; no allocation.
    bool segment_clear(Point p, Point q) const;
    /// The id (an index into segments(), whose collinear touching pieces
    /// are joined, not into the map's walls) of a segment that the closed
    /// segment [from, to] touches, or nullopt when it is clear
    /// (segment_clear()). The buckets near `to` are read first: a caller
    /// that expects a wall near `to` finds it sooner.
    std::optional<std::uint32_t> blocking_segment(Point from, Point to) const;

    /// Keeps in `ids` only the segments that meet `hull` (exactly).
    void refine(const std::vector<Point>& hull, std::vector<std::uint32_t>& ids) const;

    /// Where an end point of one segment lies on another (a shared end, or a
    /// T): the point, on the lattice, and the other segment's id. Segments
    /// that only cross in their middles have none.
    struct Junction {
        exact::FixedPoint at;
        std::uint32_t other = 0;
    };
    /// The junctions of segment `id`, each listed from both sides, once.
    std::span<const Junction> junctions(std::uint32_t id) const {
        return {junctions_.data() + junction_start_[id],
                junctions_.data() + junction_start_[id + 1]};
    }

    /// The segment `id` on the exact lattice.
    const std::pair<exact::FixedPoint, exact::FixedPoint>& fixed(std::uint32_t id) const {
        return fixed_[id];
    }

private:
    int bucket_x(double x) const;
    int bucket_y(double y) const;
    void add_to_buckets(std::uint32_t id, const Segment& s,
                        std::vector<std::vector<std::uint32_t>>& buckets) const;
    void find_junctions();
    int bucket_ = 4;
    double per_bucket_ = 0.25; ///< 1 / bucket_, for the walks
    int bx_count_ = 0;
    int by_count_ = 0;
    double min_x_ = 0, min_y_ = 0; ///< bucket grid origin (walls may overshoot the map)
    std::vector<Segment> segments_;
    std::vector<std::pair<exact::FixedPoint, exact::FixedPoint>>
        fixed_; ///< segments_ on the lattice
    /// One segment in a bucket, with its lattice ends copied beside its id
    /// so that a walk reads one array in order.
    struct Entry {
        exact::FixedPoint a;
        exact::FixedPoint b;
        std::uint32_t id = 0;
    };
    /// The entries of bucket k: entries_[bucket_start_[k], bucket_start_[k + 1]).
    std::span<const Entry> bucket(std::size_t k) const {
        return {entries_.data() + bucket_start_[k], entries_.data() + bucket_start_[k + 1]};
    }
    std::vector<std::uint32_t> bucket_start_;
    std::vector<Entry> entries_;
    std::vector<std::uint32_t> junction_start_; ///< junctions of id: [start[id], start[id + 1])
    std::vector<Junction> junctions_;
};

} // namespace skirmish
