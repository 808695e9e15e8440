#include "geometry/wall_index.h"

#include "geometry/primitives.h"

#include <algorithm>
#include <cmath>

namespace skirmish {

namespace {

/// How far bucket ranges reach past a segment's computed extent, in cells,
/// so that rounding in that extent (about 1e-12 cell on a lattice segment)
/// never skips a bucket. Only which buckets are read depends on it, never
/// an answer.
constexpr double kSlack = 1.0 / 1024;

/// Joins horizontal and vertical segments that lie on one line and touch or
/// overlap: walls drawn square by square, or a closed door between two wall
/// pieces, become one segment. Their union is the same closed set, so sight
/// is unchanged, but one segment can now prove a whole wall blocks (see
/// Sight's single-wall test), and there are fewer to test.
std::vector<Segment> merge_runs(std::vector<Segment> segments) {
    std::vector<Segment> out;
    std::vector<Segment> horizontal;
    std::vector<Segment> vertical;
    for (Segment s : segments) {
        if (s.a.y == s.b.y && s.a.x != s.b.x) {
            if (s.a.x > s.b.x) {
                std::swap(s.a, s.b);
            }
            horizontal.push_back(s);
        } else if (s.a.x == s.b.x && s.a.y != s.b.y) {
            if (s.a.y > s.b.y) {
                std::swap(s.a, s.b);
            }
            vertical.push_back(s);
        } else {
            out.push_back(s);
        }
    }
    auto merge = [&](std::vector<Segment>& runs, auto line, auto start, auto end, auto make) {
        std::sort(runs.begin(), runs.end(), [&](const Segment& p, const Segment& q) {
            return line(p) < line(q) || (line(p) == line(q) && start(p) < start(q));
        });
        for (std::size_t i = 0; i < runs.size();) {
            const double at = line(runs[i]);
            double from = start(runs[i]);
            double to = end(runs[i]);
            std::size_t j = i + 1;
            while (j < runs.size() && line(runs[j]) == at && start(runs[j]) <= to) {
                to = std::max(to, end(runs[j]));
                ++j;
            }
            out.push_back(make(at, from, to));
            i = j;
        }
    };
    merge(
        horizontal, [](const Segment& s) { return s.a.y; }, [](const Segment& s) { return s.a.x; },
        [](const Segment& s) { return s.b.x; },
        [](double y, double x0, double x1) {
            return Segment{{x0, y}, {x1, y}};
        });
    merge(
        vertical, [](const Segment& s) { return s.a.x; }, [](const Segment& s) { return s.a.y; },
        [](const Segment& s) { return s.b.y; },
        [](double x, double y0, double y1) {
            return Segment{{x, y0}, {x, y1}};
        });
    return out;
}

/// floor(v / side) clamped to [0, count - 1], given per_side = 1 / side.
/// Truncation stands in for floor: they differ only below 0, which the clamp
/// reads as 0 either way; the bounds are checked in doubles first, so the
/// cast never overflows.
int bucket_of(double v, double per_side, int count) {
    const double scaled = v * per_side; // exact: the side is a power of 2
    if (!(scaled >= 0)) {
        return 0; // also NaN
    }
    if (scaled >= count - 1) {
        return count - 1;
    }
    return static_cast<int>(scaled);
}

} // namespace

WallIndex::WallIndex(const BattleMap& map) {
    std::vector<Segment> blocking;
    for (const Wall& w : map.walls()) {
        if (w.blocks_sight()) {
            blocking.push_back({w.from, w.to});
        }
    }
    segments_ = merge_runs(std::move(blocking));
    // The side whose bucket holds nearest three segments, on average, on a
    // log scale: fewer buckets to walk where walls are sparse, fewer walls
    // to test in each where they are dense. (Instructions for the views of
    // the benchmark map and of the cave, tests/bench/sight_views: 4 -> 8
    // saves 3 % on the first, 4 -> 2 saves 11 % on the second.)
    const double area = std::max(1.0, static_cast<double>(map.width()) * map.height());
    const double density = static_cast<double>(segments_.size()) / area;
    double best = INFINITY;
    for (int side : {8, 4, 2}) {
        const double misfit = std::abs(std::log((side * side * density + 1e-9) / 3));
        if (misfit < best) {
            best = misfit;
            bucket_ = side;
        }
    }
    per_bucket_ = 1.0 / bucket_;
    // Imported walls may overshoot the map by up to a square; give the grid a margin.
    min_x_ = -bucket_;
    min_y_ = -bucket_;
    bx_count_ = (map.width() + 2 * bucket_) / bucket_ + 1;
    by_count_ = (map.height() + 2 * bucket_) / bucket_ + 1;
    std::vector<std::vector<std::uint32_t>> buckets(static_cast<std::size_t>(bx_count_) *
                                                    static_cast<std::size_t>(by_count_));
    fixed_.reserve(segments_.size());
    for (std::uint32_t id = 0; id < segments_.size(); ++id) {
        fixed_.emplace_back(exact::to_fixed(segments_[id].a), exact::to_fixed(segments_[id].b));
        add_to_buckets(id, segments_[id], buckets);
    }
    bucket_start_.reserve(buckets.size() + 1);
    bucket_start_.push_back(0);
    for (const auto& ids : buckets) {
        for (std::uint32_t id : ids) {
            entries_.push_back({fixed_[id].first, fixed_[id].second, id});
        }
        bucket_start_.push_back(static_cast<std::uint32_t>(entries_.size()));
    }
    find_junctions();
}

void WallIndex::find_junctions() {
    // Two segments that meet at p share p's bucket (each one's bounding box
    // holds p); each junction is recorded there only. One missed by rounding
    // at a bucket's edge only weakens walls_separate(), which never relies
    // on one.
    std::vector<std::pair<std::uint32_t, Junction>> found;
    for (std::size_t k = 0; k + 1 < bucket_start_.size(); ++k) {
        const auto in_bucket = bucket(k);
        for (std::size_t i = 0; i < in_bucket.size(); ++i) {
            for (std::size_t j = i + 1; j < in_bucket.size(); ++j) {
                const std::uint32_t s = in_bucket[i].id;
                const std::uint32_t t = in_bucket[j].id;
                const auto& [a, b] = fixed_[s];
                const auto& [c, d] = fixed_[t];
                if (!exact::segments_intersect(a, b, c, d)) {
                    continue;
                }
                for (const auto& [p, on] :
                     {std::pair{a, t}, std::pair{b, t}, std::pair{c, s}, std::pair{d, s}}) {
                    if (exact::segments_intersect(p, p, fixed_[on].first, fixed_[on].second)) {
                        const Point at = exact::to_point(p);
                        if (static_cast<std::size_t>(bucket_y(at.y)) * bx_count_ + bucket_x(at.x) ==
                            k) {
                            found.push_back({s, {p, t}});
                            found.push_back({t, {p, s}});
                        }
                        break; // one point of a junction is enough
                    }
                }
            }
        }
    }
    junction_start_.assign(segments_.size() + 1, 0);
    for (const auto& entry : found) {
        ++junction_start_[entry.first + 1];
    }
    for (std::size_t id = 0; id < segments_.size(); ++id) {
        junction_start_[id + 1] += junction_start_[id];
    }
    junctions_.resize(found.size());
    std::vector<std::uint32_t> next(junction_start_.begin(), junction_start_.end() - 1);
    for (const auto& [id, junction] : found) {
        junctions_[next[id]++] = junction;
    }
}

int WallIndex::bucket_x(double x) const {
    return bucket_of(x - min_x_, per_bucket_, bx_count_);
}

int WallIndex::bucket_y(double y) const {
    return bucket_of(y - min_y_, per_bucket_, by_count_);
}

bool WallIndex::segment_clear(Point p, Point q) const {
    return !blocking_segment(p, q).has_value();
}

std::optional<std::uint32_t> WallIndex::blocking_segment(Point from, Point to) const {
    const exact::FixedPoint fp = exact::to_fixed(from);
    const exact::FixedPoint fq = exact::to_fixed(to);
    // The buckets are found along the segment the exact test reads, its
    // lattice ends: a segment a hair off a band's edge lies on it, and dy is
    // 0 or at least one lattice unit, so dx / dy below is finite.
    const Point p = exact::to_point(fp);
    const Point q = exact::to_point(fq);
    // Bands of buckets and buckets within a band are read from q's end.
    const int by0 = bucket_y(std::min(p.y, q.y) - kSlack);
    const int by1 = bucket_y(std::max(p.y, q.y) + kSlack);
    const bool q_low = q.y <= p.y;
    const bool q_left = q.x <= p.x;
    const double dx_per_dy = p.y != q.y ? (q.x - p.x) / (q.y - p.y) : 0;
    for (int i = 0; i <= by1 - by0; ++i) {
        const int by = q_low ? by0 + i : by1 - i;
        // The segment's x-extent within this band of buckets (closed).
        double x_lo = std::min(p.x, q.x);
        double x_hi = std::max(p.x, q.x);
        if (p.y != q.y) {
            const double band_lo = std::max(std::min(p.y, q.y), min_y_ + by * bucket_);
            const double band_hi = std::min(std::max(p.y, q.y), min_y_ + (by + 1) * bucket_);
            const double xa = p.x + (band_lo - p.y) * dx_per_dy;
            const double xb = p.x + (band_hi - p.y) * dx_per_dy;
            x_lo = std::max(x_lo, std::min(xa, xb));
            x_hi = std::min(x_hi, std::max(xa, xb));
        }
        const int bx_lo = bucket_x(x_lo - kSlack);
        const int bx_hi = bucket_x(x_hi + kSlack);
        for (int j = 0; j <= bx_hi - bx_lo; ++j) {
            const int bx = q_left ? bx_lo + j : bx_hi - j;
            for (const Entry& e : bucket(static_cast<std::size_t>(by) * bx_count_ + bx)) {
                if (exact::segments_intersect(fp, fq, e.a, e.b)) {
                    return e.id;
                }
            }
        }
    }
    return std::nullopt;
}

void WallIndex::add_to_buckets(std::uint32_t id, const Segment& s,
                               std::vector<std::vector<std::uint32_t>>& buckets) const {
    const int bx0 = bucket_x(std::min(s.a.x, s.b.x));
    const int bx1 = bucket_x(std::max(s.a.x, s.b.x));
    const int by0 = bucket_y(std::min(s.a.y, s.b.y));
    const int by1 = bucket_y(std::max(s.a.y, s.b.y));
    for (int by = by0; by <= by1; ++by) {
        for (int bx = bx0; bx <= bx1; ++bx) {
            const Rect cell{min_x_ + bx * bucket_, min_y_ + by * bucket_,
                            min_x_ + (bx + 1) * bucket_, min_y_ + (by + 1) * bucket_};
            const auto corners = cell.corners();
            const std::vector<Point> box(corners.begin(), corners.end());
            // Long diagonal walls only go into the buckets they cross.
            if (bx0 == bx1 || by0 == by1 || geom::segment_meets_convex(s.a, s.b, box)) {
                buckets[static_cast<std::size_t>(by) * bx_count_ + bx].push_back(id);
            }
        }
    }
}

void WallIndex::query_convex(const std::vector<Point>& hull, std::vector<std::uint32_t>& out,
                             bool exact) const {
    out.clear();
    if (hull.empty() || segments_.empty()) {
        return;
    }
    double y_lo = hull[0].y;
    double y_hi = hull[0].y;
    for (const Point& p : hull) {
        y_lo = std::min(y_lo, p.y);
        y_hi = std::max(y_hi, p.y);
    }
    const int by0 = bucket_y(y_lo - kSlack);
    const int by1 = bucket_y(y_hi + kSlack);
    for (int by = by0; by <= by1; ++by) {
        // The hull's x-extent within this band of buckets.
        const double band_lo = std::max(y_lo, min_y_ + by * bucket_);
        const double band_hi = std::min(y_hi, min_y_ + (by + 1) * bucket_);
        double x_lo = INFINITY;
        double x_hi = -INFINITY;
        const std::size_t n = hull.size();
        for (std::size_t i = 0; i < n; ++i) {
            const Point a = hull[i];
            const Point b = hull[(i + 1) % n];
            if (a.y >= band_lo && a.y <= band_hi) {
                x_lo = std::min(x_lo, a.x);
                x_hi = std::max(x_hi, a.x);
            }
            if (a.y == b.y) {
                continue;
            }
            for (double y : {band_lo, band_hi}) {
                const double t = (y - a.y) / (b.y - a.y);
                if (t >= 0 && t <= 1) {
                    const double x = a.x + t * (b.x - a.x);
                    x_lo = std::min(x_lo, x);
                    x_hi = std::max(x_hi, x);
                }
            }
        }
        if (x_lo > x_hi) {
            continue;
        }
        const int bx0 = bucket_x(x_lo - kSlack);
        const int bx1 = bucket_x(x_hi + kSlack);
        for (int bx = bx0; bx <= bx1; ++bx) {
            for (const Entry& e : bucket(static_cast<std::size_t>(by) * bx_count_ + bx)) {
                out.push_back(e.id);
            }
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    if (exact) {
        refine(hull, out);
    }
}

void WallIndex::refine(const std::vector<Point>& hull, std::vector<std::uint32_t>& ids) const {
    std::vector<exact::FixedPoint> poly;
    poly.reserve(hull.size());
    for (Point p : hull) {
        poly.push_back(exact::to_fixed(p));
    }
    ids.erase(std::remove_if(ids.begin(), ids.end(),
                             [&](std::uint32_t id) {
                                 return !exact::segment_meets_convex(fixed_[id].first,
                                                                     fixed_[id].second, poly);
                             }),
              ids.end());
}

} // namespace skirmish
