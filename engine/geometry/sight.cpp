#include "geometry/sight.h"

#include "geometry/critical_lines.h"
#include "geometry/exact.h"
#include "geometry/gap_closure.h"
#include "geometry/primitives.h"
#include "geometry/wall_barrier.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdint>

namespace skirmish {
namespace {

/// Whether the line through `o` along `d` (any length) meets the closed
/// rectangle `r`: its corners are not all strictly on one side. With d == 0
/// every side is 0, so it answers true; the caller skips that case.
bool line_meets(Point o, Point d, const Rect& r) {
    double lo = INFINITY;
    double hi = -INFINITY;
    for (Point c : r.corners()) {
        const double side = d.x * (c.y - o.y) - d.y * (c.x - o.x);
        lo = std::min(lo, side);
        hi = std::max(hi, side);
    }
    return lo <= 0 && hi >= 0;
}

/// Whether `p` lies in the closed convex polygon `hull` (counter-clockwise,
/// on the lattice); false for fewer than 3 vertices.
bool inside_convex(exact::FixedPoint p, const std::vector<exact::FixedPoint>& hull) {
    if (hull.size() < 3) {
        return false;
    }
    for (std::size_t i = 0; i < hull.size(); ++i) {
        if (exact::orientation(hull[i], hull[(i + 1) % hull.size()], p) < 0) {
            return false;
        }
    }
    return true;
}

/// Removes from `points` (from index `first` on) each point equal to an
/// earlier one, keeping the order of the rest.
void drop_repeats(std::vector<Point>& points, std::size_t first) {
    std::vector<std::pair<Point, std::size_t>> sorted;
    sorted.reserve(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        sorted.emplace_back(points[i], i);
    }
    auto key = [](const Point& p) { return std::pair{p.x, p.y}; };
    std::stable_sort(sorted.begin(), sorted.end(),
                     [&](const auto& p, const auto& q) { return key(p.first) < key(q.first); });
    std::vector<bool> keep(points.size(), true);
    for (std::size_t i = 1; i < sorted.size(); ++i) {
        if (key(sorted[i].first) == key(sorted[i - 1].first)) {
            keep[sorted[i].second] = false;
        }
    }
    std::size_t out = first;
    for (std::size_t i = first; i < points.size(); ++i) {
        if (keep[i]) {
            points[out++] = points[i];
        }
    }
    points.resize(out);
}

/// The walls that may block sight between a and b, and the tests on them.
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
                             std::vector<Point>& out) const {
        std::vector<exact::FixedPoint> fixed_hull;
        fixed_hull.reserve(hull.size());
        for (Point p : hull) {
            fixed_hull.push_back(exact::to_fixed(p));
        }
        for (std::uint32_t id : ids_) {
            const Segment& s = segment(id);
            const auto& [fa, fb] = index_.fixed(id);
            if (inside_convex(fa, fixed_hull)) {
                out.push_back(s.a);
            }
            if (inside_convex(fb, fixed_hull)) {
                out.push_back(s.b);
            }
            for (const Rect& r : rects) {
                for (Point p : geom::segment_rect_boundary_points(s.a, s.b, r)) {
                    out.push_back(p);
                }
            }
        }
    }

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

/// `p` moved onto the nearest point of `r` that the exact predicates read
/// as inside it: a witness computed in floating point may stray by rounding.
Point clamp_into(Point p, const Rect& r) {
    return exact::to_point(exact::clamp_into(exact::to_fixed(p), exact::to_fixed(r)));
}

/// True when the line L of `w` strictly separates a from b and w blocks
/// every segment from a point of a to a point of b; a and b are the corners
/// (nw, ne, se, sw, as fixed_corners() gives them) of two axis-aligned
/// rectangles with x0 <= x1 and y0 <= y1 (a point is one): the like-corner
/// pairs below rely on that order.
///
/// Why four segments decide it. The segments between the rectangles fill
/// their convex hull H, and each crosses L once, so their crossings with L fill L's
/// chord of H, whose ends lie on H's two bridges (the hull's edges joining
/// a to b). w lies on L, so it meets every segment iff it meets both
/// bridges. A bridge lies on a line supporting both squares on the same
/// side, and a line supports an axis-aligned square at the corner picked by
/// the signs of its outward normal (at either corner of an edge when a sign
/// is 0): the same corner of each square. So each bridge's line holds a
/// pair of like corners (nw to nw, ne to ne, ...), whose segment crosses L
/// where the bridge does; testing the four like pairs tests both bridges.
bool single_wall_blocks(const std::pair<exact::FixedPoint, exact::FixedPoint>& w,
                        const std::array<exact::FixedPoint, 4>& a,
                        const std::array<exact::FixedPoint, 4>& b) {
    // One pair first: most walls miss its box.
    if (!exact::segments_intersect(a[0], b[0], w.first, w.second)) {
        return false;
    }
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
    for (std::size_t i = 1; i < 4; ++i) {
        if (!exact::segments_intersect(a[i], b[i], w.first, w.second)) {
            return false;
        }
    }
    return true;
}

std::array<exact::FixedPoint, 4> fixed_corners(const Rect& r) {
    const auto c = r.corners();
    return {exact::to_fixed(c[0]), exact::to_fixed(c[1]), exact::to_fixed(c[2]),
            exact::to_fixed(c[3])};
}

std::vector<Point> hull_of_squares(const Rect& a, const Rect& b) {
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

/// A segment from a point of `a` to a point of `b` that touches none of
/// `blockers`' walls: corner to corner first, then the exhaustive search
/// over the candidates of every line through two critical points
/// (geometry/critical_lines.h); nullopt when every candidate is blocked,
/// which proves that no segment from `a` to `b` is clear of those walls.
/// `hull` is the squares' convex hull.
std::optional<Segment> clear_line(const Rect& a, const Rect& b, const std::vector<Point>& hull,
                                  Blockers& blockers) {
    const auto corners_a = fixed_corners(a);
    const auto corners_b = fixed_corners(b);
    for (std::size_t i = 0; i < 4; ++i) {
        for (std::size_t j = 0; j < 4; ++j) {
            if (blockers.clear(corners_a[i], corners_b[j])) {
                return Segment{a.corners()[i], b.corners()[j]};
            }
        }
    }
    // The exhaustive search.
    std::vector<Point> crit;
    crit.reserve(8 + 4 * blockers.ids().size());
    for (Point p : a.corners()) {
        crit.push_back(p);
    }
    for (Point p : b.corners()) {
        crit.push_back(p);
    }
    blockers.add_critical_points(hull, {a, b}, crit);
    drop_repeats(crit, 8); // walls drawn as chains share their end points
    const exact::FixedRect fixed_a = exact::to_fixed(a);
    const exact::FixedRect fixed_b = exact::to_fixed(b);
    constexpr double kGrow = 1e-6;
    const Rect grown_a{a.x0 - kGrow, a.y0 - kGrow, a.x1 + kGrow, a.y1 + kGrow};
    const Rect grown_b{b.x0 - kGrow, b.y0 - kGrow, b.x1 + kGrow, b.y1 + kGrow};
    for (std::size_t i = 0; i < crit.size(); ++i) {
        for (std::size_t j = i + 1; j < crit.size(); ++j) {
            const Point x = crit[i];
            const Point y = crit[j];
            const Point d = y - x;
            // Lines near this one meet both squares only if it (nearly) does.
            if (!line_meets(x, d, grown_a) || !line_meets(x, d, grown_b)) {
                continue;
            }
            const double len = std::hypot(d.x, d.y);
            if (len == 0) {
                continue;
            }
            const Point u = d * (1 / len);
            // One wall that blocks every candidate with room to spare.
            if (auto gap = critical::line_gap(x, u, a, b)) {
                const double drift = critical::drift(a, b, len);
                if (blockers.blocked_with_room(x, u, *gap, a, b, drift, 10 * drift)) {
                    continue;
                }
            }
            for (const critical::Line& line : critical::candidates(x, y, u, len)) {
                auto g = critical::gap_segment(line, a, fixed_a, b, fixed_b);
                if (g && blockers.clear_searching(g->a, g->b)) {
                    return g->segment();
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::string_view to_string(Cover c) {
    switch (c) {
    case Cover::None:
        return "none";
    case Cover::Half:
        return "half";
    case Cover::Full:
        return "full";
    case Cover::Blocked:
        return "blocked";
    }
    return "blocked";
}

Sight::Sight(const BattleMap& map) : width_(map.width()), height_(map.height()), index_(map) {}

LineOfSight Sight::line_of_sight(const Rect& a, const Rect& b) const {
    assert(a.x0 <= a.x1 && a.y0 <= a.y1 && b.x0 <= b.x1 && b.y0 <= b.y1);
    const std::vector<Point> hull = hull_of_squares(a, b);
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
    // Quick answers: centre to centre; one wall that blocks everything (read
    // before the walls are filtered to the hull: far-apart squares have
    // many); a chain of walls across the hull between the squares; corner
    // to corner.
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
    if (walls_separate(index_, blockers.ids(), a, b)) {
        return {false, std::nullopt};
    }
    if (auto line = clear_line(a, b, hull, blockers)) {
        return {true, *line};
    }
    return {false, std::nullopt};
}

LineOfSight Sight::sees_point(const Rect& from, Point c) const {
    const Rect target = point_rect(c);
    const std::vector<Point> hull = hull_of_squares(from, target);
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
        const Point d = x - c;
        const double len = std::hypot(d.x, d.y);
        if (len == 0) {
            continue;
        }
        const Point u = d * (1 / len);
        for (double sign : {1.0, -1.0}) {
            const Point dir = critical::turn(u, sign);
            auto range = geom::clip_line(c, dir, from);
            if (!range) {
                continue;
            }
            const double t = range->first > 0 ? range->first : range->second;
            const Point p = clamp_into(c + dir * t, from);
            if (blockers.clear(p, c)) {
                return {true, Segment{p, c}};
            }
        }
    }
    return {false, std::nullopt};
}

CoverResult Sight::cover(const Rect& attacker, const Rect& target) const {
    CoverResult out;
    out.sight = line_of_sight(attacker, target);
    const auto corners = target.corners();
    for (std::size_t i = 0; i < 4; ++i) {
        out.corners[i].corner = corners[i];
    }
    if (!out.sight.visible) {
        out.cover = Cover::Blocked;
        return out;
    }
    int seen = 0;
    for (auto& corner : out.corners) {
        const LineOfSight s = sees_point(attacker, corner.corner);
        corner.seen = s.visible;
        corner.witness = s.witness;
        seen += s.visible ? 1 : 0;
    }
    out.cover = seen == 4 ? Cover::None : seen == 0 ? Cover::Full : Cover::Half;
    return out;
}

std::vector<Cell> Sight::visible_cells(const Rect& from) const {
    // The visible squares are 8-connected through visible squares: the clear
    // segment to a far square crosses the insets of a chain of neighbours,
    // each seen along a piece of it. So flood outwards, testing each square
    // next to a visible one. A neighbour is first tried from the point of
    // `from` that saw the square next to it (one bucket walk per try, to its
    // centre, then its corners, skipping a corner that the wall blocking the
    // last walk also blocks); each wall that blocks such a walk is tried
    // as a single wall hiding the whole square; then the points that saw
    // its other visible neighbours are tried, then the corner-to-corner
    // segments those walls leave open. The walls found so far are then
    // tried as a proof together (gaps closed, a chain across the way, the
    // full test's search over them alone); a line that search finds clear
    // of them is walked, and the wall it meets joins them. Only when a few
    // rounds of that decide nothing does the full line_of_sight run.
    // Each square's slot: unknown, hidden, or its place in `seen` (the
    // visible squares in the order found, which is also the flood's queue)
    // and in `seen_from` (the point of `from` that saw it).
    constexpr std::int32_t kUnknown = -1;
    constexpr std::int32_t kHidden = -2;
    const std::size_t n_cells = static_cast<std::size_t>(width_) * height_;
    std::vector<std::int32_t> slot(n_cells, kUnknown);
    std::vector<Cell> seen;
    std::vector<Point> seen_from;
    auto idx = [&](Cell c) { return static_cast<std::size_t>(c.y) * width_ + c.x; };
    auto visible = [&](Cell c) { return slot[idx(c)] >= 0; };
    auto mark = [&](Cell c, std::optional<Point> witness) {
        if (witness) {
            slot[idx(c)] = static_cast<std::int32_t>(seen.size());
            seen.push_back(c);
            seen_from.push_back(*witness);
        } else {
            slot[idx(c)] = kHidden;
        }
    };
    const auto from_corners = fixed_corners(from);
    // The squares around c that lie on the map: ring[0, count).
    struct Ring {
        std::array<Cell, 8> ring;
        std::size_t count = 0;
    };
    auto around = [&](Cell c) {
        Ring r;
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const Cell m{c.x + dx, c.y + dy};
                if ((dx != 0 || dy != 0) && m.x >= 0 && m.y >= 0 && m.x < width_ && m.y < height_) {
                    r.ring[r.count++] = m;
                }
            }
        }
        return r;
    };
    // The point of `from` that sees square c, or nullopt when none does.
    auto decide = [&](Cell c, const Point* hint) -> std::optional<Point> {
        const Rect square = sight_square(c);
        if (hint != nullptr) {
            // The walls that block the ways from the hint, found from the
            // square's end, are most often ones that hide all of it.
            const auto square_corners = fixed_corners(square);
            constexpr std::size_t kCornerWalks = 4;
            constexpr std::size_t kSearchRounds = 3;
            std::array<std::uint32_t, 5 + kCornerWalks> tried{};
            std::size_t n_tried = 0;
            auto hides = [&](std::uint32_t wall) {
                if (std::find(tried.begin(), tried.begin() + n_tried, wall) !=
                    tried.begin() + n_tried) {
                    return false;
                }
                tried[n_tried++] = wall;
                return single_wall_blocks(index_.fixed(wall), from_corners, square_corners);
            };
            const Point p = *hint;
            const auto corners = square.corners();
            std::optional<std::uint32_t> last_wall;
            for (Point q : {square.centre(), corners[0], corners[1], corners[2], corners[3]}) {
                // The wall that blocked the last walk most often blocks this
                // one too: then the walk would fail, so skip it.
                if (last_wall && exact::segments_intersect(exact::to_fixed(p), exact::to_fixed(q),
                                                           index_.fixed(*last_wall).first,
                                                           index_.fixed(*last_wall).second)) {
                    continue;
                }
                last_wall = index_.blocking_segment(p, q);
                if (!last_wall) {
                    return p;
                }
                if (hides(*last_wall)) {
                    return std::nullopt;
                }
            }
            // The points that saw the other visible squares around it.
            const Ring r = around(c);
            for (std::size_t k = 0; k < r.count; ++k) {
                if (!visible(r.ring[k])) {
                    continue;
                }
                const Point other = seen_from[slot[idx(r.ring[k])]];
                if ((other.x != p.x || other.y != p.y) &&
                    index_.segment_clear(other, square.centre())) {
                    return other;
                }
            }
            // Corner to corner, as the full test tries them, but only the
            // pairs that the walls found so far leave open; each wall a
            // walk meets joins them (a few walks at most).
            const auto from_points = from.corners();
            std::size_t walks = 0;
            for (std::size_t i = 0; i < 4 && walks < kCornerWalks; ++i) {
                for (std::size_t j = 0; j < 4 && walks < kCornerWalks; ++j) {
                    const bool open = std::none_of(
                        tried.begin(), tried.begin() + n_tried, [&](std::uint32_t wall) {
                            return exact::segments_intersect(from_corners[i], square_corners[j],
                                                             index_.fixed(wall).first,
                                                             index_.fixed(wall).second);
                        });
                    if (!open) {
                        continue;
                    }
                    ++walks;
                    const auto wall = index_.blocking_segment(from_points[i], corners[j]);
                    if (!wall) {
                        return from_points[i];
                    }
                    if (hides(*wall)) {
                        return std::nullopt;
                    }
                }
            }
            // The search of the full test over the walls found so far only:
            // when no line is clear of them, none is clear of all the walls.
            // A line it finds is walked; the wall that blocks it joins them.
            // Whether two of the walls meet end to end (walls_separate needs
            // a chain; one wall alone was tried as hiding the square).
            auto joined = [&](const std::vector<std::uint32_t>& walls) {
                return std::any_of(walls.begin(), walls.end(), [&](std::uint32_t w) {
                    const auto js = index_.junctions(w);
                    return std::any_of(js.begin(), js.end(), [&](const WallIndex::Junction& j) {
                        return std::binary_search(walls.begin(), walls.end(), j.other);
                    });
                });
            };
            std::vector<Point> hull;
            std::vector<std::uint32_t> found(tried.begin(), tried.begin() + n_tried);
            for (std::size_t round = 0; round < kSearchRounds; ++round) {
                std::sort(found.begin(), found.end());
                if (walls_close_gaps(index_, found, from, square)) {
                    return std::nullopt;
                }
                if (joined(found)) {
                    // The chains the walls belong to, a few walls along.
                    std::vector<std::uint32_t> chain = found;
                    for (std::size_t k = 0; k < chain.size() && chain.size() < 48; ++k) {
                        for (const WallIndex::Junction& j : index_.junctions(chain[k])) {
                            if (std::find(chain.begin(), chain.end(), j.other) == chain.end()) {
                                chain.push_back(j.other);
                            }
                        }
                    }
                    std::sort(chain.begin(), chain.end());
                    if (walls_separate(index_, chain, from, square)) {
                        return std::nullopt;
                    }
                }
                if (hull.empty()) {
                    hull = hull_of_squares(from, square);
                }
                Blockers blockers(index_, found);
                const auto line = clear_line(from, square, hull, blockers);
                if (!line) {
                    return std::nullopt;
                }
                const auto wall = index_.blocking_segment(line->a, line->b);
                if (!wall) {
                    return line->a;
                }
                found.push_back(*wall);
            }
        }
        const LineOfSight los = line_of_sight(from, square);
        return los.visible ? std::optional<Point>(los.witness->a) : std::nullopt;
    };
    const int x0 = std::max(0, static_cast<int>(std::floor(from.x0)));
    const int y0 = std::max(0, static_cast<int>(std::floor(from.y0)));
    const int x1 = std::min(width_ - 1, static_cast<int>(std::floor(from.x1)));
    const int y1 = std::min(height_ - 1, static_cast<int>(std::floor(from.y1)));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const Cell c{x, y};
            std::optional<Point> witness = decide(c, nullptr);
            // Seen from the centre, the hint to the squares around it.
            if (witness && index_.segment_clear(from.centre(), sight_square(c).centre())) {
                witness = from.centre();
            }
            mark(c, witness);
        }
    }
    for (std::size_t next = 0; next < seen.size(); ++next) {
        const Ring r = around(seen[next]);
        for (std::size_t k = 0; k < r.count; ++k) {
            const Cell n = r.ring[k];
            if (slot[idx(n)] == kUnknown) {
                const Point hint = seen_from[next];
                mark(n, decide(n, &hint));
            }
        }
    }
    std::vector<Cell> out = std::move(seen);
    std::sort(out.begin(), out.end(),
              [](Cell a, Cell b) { return a.y < b.y || (a.y == b.y && a.x < b.x); });
    return out;
}

} // namespace skirmish
