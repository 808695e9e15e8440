// The visibility of Skirmish before issue 17, kept word for word (from
// engine/geometry/sight.cpp at 181d77e) as the oracle that the new one must
// agree with on every cell: the exhaustive search of line_of_sight, and the
// flood of visible_cells, and sees_point (cover's corners) as it was at
// cbbc417, before it walked the wall index first. Only the class name and
// namespace differ.
#include "reference_sight.h"

#include "geometry/exact.h"
#include "geometry/primitives.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>

namespace skirmish::reference {
namespace {

// How far the search turns or shifts a candidate line off a critical line,
// in radians and cells: far below any feature of a map (1/5120 cell), far
// above the lattice of geometry/exact.h (about 1.2e-11 cell). These only
// place candidates; every candidate is decided by the exact predicates.
constexpr double kTurn = 1e-9;
constexpr double kShift = 1e-9;

Point add(Point a, Point b) {
    return {a.x + b.x, a.y + b.y};
}
Point sub(Point a, Point b) {
    return {a.x - b.x, a.y - b.y};
}
Point mul(Point a, double k) {
    return {a.x * k, a.y * k};
}
Point rotate(Point d, double angle) {
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    return {d.x * c - d.y * s, d.x * s + d.y * c};
}

bool inside_convex(Point p, const std::vector<Point>& hull) {
    if (hull.size() < 3) {
        return false;
    }
    for (std::size_t i = 0; i < hull.size(); ++i) {
        if (geom::orientation(hull[i], hull[(i + 1) % hull.size()], p) < 0) {
            return false;
        }
    }
    return true;
}

/// The walls that may block sight between a and b, and the tests on them.
class Blockers {
public:
    /// The walls in the buckets under `hull`: a superset, cheap to gather.
    Blockers(const WallIndex& index, const std::vector<Point>& hull) : index_(index) {
        index.query_convex(hull, ids_, false);
    }
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

    /// Critical points: wall end points inside the hull and the points where
    /// walls meet the boundaries of the given rectangles.
    void add_critical_points(const std::vector<Point>& hull, std::initializer_list<Rect> rects,
                             std::vector<Point>& out) const {
        for (std::uint32_t id : ids_) {
            const Segment& s = segment(id);
            for (Point p : {s.a, s.b}) {
                if (inside_convex(p, hull)) {
                    out.push_back(p);
                }
            }
            for (const Rect& r : rects) {
                for (Point p : geom::segment_rect_boundary_points(s.a, s.b, r)) {
                    out.push_back(p);
                }
            }
        }
    }

private:
    const WallIndex& index_;
    std::vector<std::uint32_t> ids_;
};

/// A segment on the lattice of geometry/exact.h.
struct FixedSegment {
    exact::FixedPoint a;
    exact::FixedPoint b;
    Segment segment() const { return {exact::to_point(a), exact::to_point(b)}; }
};

/// The shortest piece of the line o + t*dir joining a to b, oriented from a
/// to b, with its ends on the lattice inside a and b (fa, fb); nullopt when
/// the line misses either.
std::optional<FixedSegment> gap_segment(Point o, Point dir, const Rect& a,
                                        const exact::FixedRect& fa, const Rect& b,
                                        const exact::FixedRect& fb) {
    auto ra = geom::clip_line(o, dir, a);
    auto rb = geom::clip_line(o, dir, b);
    if (!ra || !rb) {
        return std::nullopt;
    }
    auto at = [&](double t, const exact::FixedRect& r) {
        return exact::clamp_into(exact::to_fixed(add(o, mul(dir, t))), r);
    };
    if (ra->second <= rb->first) {
        return FixedSegment{at(ra->second, fa), at(rb->first, fb)};
    }
    if (rb->second <= ra->first) {
        return FixedSegment{at(ra->first, fa), at(rb->second, fb)};
    }
    const double t = std::max(ra->first, rb->first); // the line crosses both at once
    const exact::FixedPoint p = at(t, fa);
    return exact::contains(fb, p) ? std::optional<FixedSegment>(FixedSegment{p, p}) : std::nullopt;
}

/// True when the line of `w` strictly separates a from b and w blocks every
/// corner-to-corner segment: then w blocks every segment from a to b (the
/// crossing points with the line form an interval spanned by the corners).
bool single_wall_blocks(const std::pair<exact::FixedPoint, exact::FixedPoint>& w,
                        const std::array<exact::FixedPoint, 4>& a,
                        const std::array<exact::FixedPoint, 4>& b) {
    auto side = [&](const std::array<exact::FixedPoint, 4>& corners) {
        int s = 0;
        for (exact::FixedPoint c : corners) {
            const int cs = exact::orientation(w.first, w.second, c);
            if (cs == 0 || (s != 0 && cs != s)) {
                return 0;
            }
            s = cs;
        }
        return s;
    };
    const int sa = side(a);
    const int sb = side(b);
    if (sa == 0 || sb == 0 || sa == sb) {
        return false;
    }
    for (exact::FixedPoint p : a) {
        for (exact::FixedPoint q : b) {
            if (!exact::segments_intersect(p, q, w.first, w.second)) {
                return false;
            }
        }
    }
    return true;
}

std::array<exact::FixedPoint, 4> fixed_corners(const Rect& r) {
    const auto c = r.corners();
    return {exact::to_fixed(c[0]), exact::to_fixed(c[1]), exact::to_fixed(c[2]),
            exact::to_fixed(c[3])};
}

std::vector<Point> hull_of(const Rect& a, const Rect& b) {
    std::vector<Point> pts;
    pts.reserve(8);
    for (Point p : a.corners()) {
        pts.push_back(p);
    }
    for (Point p : b.corners()) {
        pts.push_back(p);
    }
    return geom::convex_hull(std::move(pts));
}

} // namespace

OldSight::OldSight(const BattleMap& map)
    : width_(map.width()), height_(map.height()), index_(map) {}

LineOfSight OldSight::line_of_sight(const Rect& a, const Rect& b) const {
    const std::vector<Point> hull = hull_of(a, b);
    Blockers blockers(index_, hull);
    if (geom::intersects(a, b)) {
        // Overlapping squares: a point of both that lies on no wall.
        const Rect both{std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1),
                        std::min(a.y1, b.y1)};
        for (int i = 0; i < 25; ++i) {
            const double fx = (1 + 2 * (i % 5)) / 10.0;
            const double fy = (1 + 2 * (i / 5)) / 10.0;
            const Point p{both.x0 + fx * (both.x1 - both.x0), both.y0 + fy * (both.y1 - both.y0)};
            if (blockers.clear(p, p)) {
                return {true, Segment{p, p}};
            }
        }
    }
    if (blockers.empty()) {
        return {true, Segment{a.centre(), b.centre()}};
    }
    // Quick answers: centre to centre; one wall that blocks everything;
    // corner to corner.
    if (blockers.clear(a.centre(), b.centre())) {
        return {true, Segment{a.centre(), b.centre()}};
    }
    const auto corners_a = fixed_corners(a);
    const auto corners_b = fixed_corners(b);
    for (std::uint32_t id : blockers.ids()) {
        if (single_wall_blocks(index_.fixed(id), corners_a, corners_b)) {
            return {false, std::nullopt};
        }
    }
    blockers.refine(hull);
    for (Point p : a.corners()) {
        for (Point q : b.corners()) {
            if (blockers.clear(p, q)) {
                return {true, Segment{p, q}};
            }
        }
    }
    // Exhaustive search. The lines meeting both squares form a 2-D space cut
    // into faces by the pencils of lines through the critical points; within
    // a face, whether the gap segment is clear does not change. Every face
    // has a vertex (a line through two critical points); turning that line a
    // hair about a pivot between, before or after the two points, or shifting
    // it, enters each face around the vertex.
    std::vector<Point> crit;
    crit.reserve(8 + 4 * blockers.ids().size());
    for (Point p : a.corners()) {
        crit.push_back(p);
    }
    for (Point p : b.corners()) {
        crit.push_back(p);
    }
    blockers.add_critical_points(hull, {a, b}, crit);
    const exact::FixedRect fixed_a = exact::to_fixed(a);
    const exact::FixedRect fixed_b = exact::to_fixed(b);
    constexpr double kGrow = 1e-6;
    const Rect grown_a{a.x0 - kGrow, a.y0 - kGrow, a.x1 + kGrow, a.y1 + kGrow};
    const Rect grown_b{b.x0 - kGrow, b.y0 - kGrow, b.x1 + kGrow, b.y1 + kGrow};
    for (std::size_t i = 0; i < crit.size(); ++i) {
        for (std::size_t j = i + 1; j < crit.size(); ++j) {
            const Point x = crit[i];
            const Point y = crit[j];
            const Point d = sub(y, x);
            const double len = std::hypot(d.x, d.y);
            if (len == 0) {
                continue;
            }
            const Point u = mul(d, 1 / len);
            // Lines near this one meet both squares only if it (nearly) does.
            if (!geom::clip_line(x, u, grown_a) || !geom::clip_line(x, u, grown_b)) {
                continue;
            }
            const Point normal{-u.y, u.x};
            const Point pivots[3] = {mul(add(x, y), 0.5), sub(x, mul(u, len)), add(y, mul(u, len))};
            auto try_line = [&](Point o, Point dir) -> std::optional<Segment> {
                auto g = gap_segment(o, dir, a, fixed_a, b, fixed_b);
                if (g && blockers.clear(g->a, g->b)) {
                    return g->segment();
                }
                return std::nullopt;
            };
            for (const Point& pivot : pivots) {
                for (double turn : {kTurn, -kTurn}) {
                    if (auto g = try_line(pivot, rotate(u, turn))) {
                        return {true, g};
                    }
                }
            }
            for (double shift : {kShift, -kShift}) {
                if (auto g = try_line(add(x, mul(normal, shift)), u)) {
                    return {true, g};
                }
            }
        }
    }
    return {false, std::nullopt};
}

LineOfSight OldSight::sees_point(const Rect& from, Point c) const {
    const Rect target = point_rect(c);
    const std::vector<Point> hull = hull_of(from, target);
    Blockers blockers(index_, hull);
    blockers.refine(hull);
    if (!blockers.clear(c, c)) {
        return {false, std::nullopt}; // a point on a wall: every segment to it touches the wall
    }
    if (geom::contains(from, c)) {
        return {true, Segment{c, c}};
    }
    if (blockers.empty() || blockers.clear(from.centre(), c)) {
        return {true, Segment{from.centre(), c}};
    }
    for (Point p : from.corners()) {
        if (blockers.clear(p, c)) {
            return {true, Segment{p, c}};
        }
    }
    // Lines through c form a 1-D family cut at the directions of the critical
    // points; turning a hair either way from each one samples every interval.
    const auto corners = from.corners();
    std::vector<Point> crit(corners.begin(), corners.end());
    blockers.add_critical_points(hull, {from}, crit);
    for (const Point& x : crit) {
        const Point d = sub(x, c);
        const double len = std::hypot(d.x, d.y);
        if (len == 0) {
            continue;
        }
        const Point u = mul(d, 1 / len);
        for (double turn : {kTurn, -kTurn}) {
            const Point dir = rotate(u, turn);
            auto range = geom::clip_line(c, dir, from);
            if (!range) {
                continue;
            }
            const double t = range->first > 0 ? range->first : range->second;
            const Point p = exact::to_point(
                exact::clamp_into(exact::to_fixed(add(c, mul(dir, t))), exact::to_fixed(from)));
            if (blockers.clear(p, c)) {
                return {true, Segment{p, c}};
            }
        }
    }
    return {false, std::nullopt};
}

std::vector<Cell> OldSight::visible_cells(const Rect& from) const {
    // The visible squares are 8-connected through visible squares: the clear
    // segment to a far square crosses the insets of a chain of neighbours,
    // each seen along a piece of it. So flood outwards, testing each square
    // next to a visible one. A neighbour is first tried from the point of
    // `from` that saw the square next to it (one bucket walk per try); only
    // when that fails does the full line_of_sight search run.
    enum : std::uint8_t { kUnknown = 0, kVisible = 1, kHidden = 2 };
    const std::size_t n_cells = static_cast<std::size_t>(width_) * height_;
    std::vector<std::uint8_t> state(n_cells, kUnknown);
    std::vector<Point> seen_from(n_cells);
    auto idx = [&](Cell c) { return static_cast<std::size_t>(c.y) * width_ + c.x; };
    std::deque<Cell> frontier;
    auto decide = [&](Cell c, const Point* hint) {
        const Rect square = sight_square(c);
        if (hint != nullptr) {
            const Point p = *hint;
            if (index_.segment_clear(p, square.centre())) {
                seen_from[idx(c)] = p;
                return true;
            }
            for (Point q : square.corners()) {
                if (index_.segment_clear(p, q)) {
                    seen_from[idx(c)] = p;
                    return true;
                }
            }
        }
        const LineOfSight los = line_of_sight(from, square);
        if (los.visible) {
            seen_from[idx(c)] = los.witness->a;
        }
        return los.visible;
    };
    const int x0 = std::max(0, static_cast<int>(std::floor(from.x0)));
    const int y0 = std::max(0, static_cast<int>(std::floor(from.y0)));
    const int x1 = std::min(width_ - 1, static_cast<int>(std::floor(from.x1)));
    const int y1 = std::min(height_ - 1, static_cast<int>(std::floor(from.y1)));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const Cell c{x, y};
            if (decide(c, nullptr)) {
                state[idx(c)] = kVisible;
                frontier.push_back(c);
            }
        }
    }
    while (!frontier.empty()) {
        const Cell c = frontier.front();
        frontier.pop_front();
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const Cell n{c.x + dx, c.y + dy};
                if (n.x < 0 || n.y < 0 || n.x >= width_ || n.y >= height_ ||
                    state[idx(n)] != kUnknown) {
                    continue;
                }
                const bool seen = decide(n, &seen_from[idx(c)]);
                state[idx(n)] = seen ? kVisible : kHidden;
                if (seen) {
                    frontier.push_back(n);
                }
            }
        }
    }
    std::vector<Cell> out;
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            if (state[idx({x, y})] == kVisible) {
                out.push_back({x, y});
            }
        }
    }
    return out;
}

} // namespace skirmish::reference
