#include "geometry/sight.h"

#include "geometry/blockers.h"
#include "geometry/critical_lines.h"
#include "geometry/exact.h"
#include "geometry/primitives.h"
#include "geometry/sight_search.h"
#include "geometry/view_flood.h"
#include "geometry/wall_barrier.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdint>

namespace skirmish {
namespace {

/// `p` moved onto the nearest point of `r` that the exact predicates read
/// as inside it: a witness computed in floating point may stray by rounding.
Point clamp_into(Point p, const Rect& r) {
    return exact::to_point(exact::clamp_into(exact::to_fixed(p), exact::to_fixed(r)));
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
    if (geom::intersects(a, b)) {
        // Overlapping squares: a point of both that lies on no wall.
        const Rect both{std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1),
                        std::min(a.y1, b.y1)};
        for (int i = 0; i < 25; ++i) {
            const double fx = (1 + 2 * (i % 5)) / 10.0;
            const double fy = (1 + 2 * (i / 5)) / 10.0;
            const Point p{both.x0 + fx * (both.x1 - both.x0), both.y0 + fy * (both.y1 - both.y0)};
            if (index_.segment_clear(p, p)) {
                return {true, Segment{p, p}};
            }
        }
    }
    // Quick answers, walked through the index before any walls are
    // gathered: centre to centre, then whether the wall that blocks that
    // walk, or the one that blocks the walk from b's end, blocks everything
    // (most pairs on a map of rooms end here). A walk reads every wall the
    // segment touches, as the gathered walls below would.
    const auto first = index_.blocking_segment(a.centre(), b.centre());
    if (!first) {
        return {true, Segment{a.centre(), b.centre()}};
    }
    const auto corners_a = search::fixed_corners(a);
    const auto corners_b = search::fixed_corners(b);
    if (search::single_wall_blocks(index_.fixed(*first), corners_a, corners_b)) {
        return {false, std::nullopt};
    }
    const auto second = index_.blocking_segment(b.centre(), a.centre()); // read from a's end
    if (second && *second != *first &&
        search::single_wall_blocks(index_.fixed(*second), corners_a, corners_b)) {
        return {false, std::nullopt};
    }
    // Then every wall under the hull of the two squares: one that blocks
    // everything (read before the walls are filtered to the hull: far-apart
    // squares have many); a chain of walls across the hull between the
    // squares; the exhaustive search, corner to corner first.
    const std::vector<Point> hull = search::hull_of_squares(a, b);
    Blockers blockers(index_, hull);
    for (std::uint32_t id : blockers.ids()) {
        if (id != *first && (!second || id != *second) &&
            search::single_wall_blocks(index_.fixed(id), corners_a, corners_b)) {
            return {false, std::nullopt};
        }
    }
    blockers.refine(hull);
    if (walls_separate(index_, blockers.ids(), a, b)) {
        return {false, std::nullopt};
    }
    if (auto line = search::clear_line(a, b, hull, blockers)) {
        return {true, *line};
    }
    return {false, std::nullopt};
}

LineOfSight Sight::sees_point(const Rect& from, Point c) const {
    // Quick answers, walked through the index before any walls are gathered
    // (a walk reads every wall its segment touches).
    if (!index_.segment_clear(c, c)) {
        return {false, std::nullopt}; // a point on a wall: every segment to it touches the wall
    }
    if (geom::contains(from, c)) {
        return {true, Segment{c, c}};
    }
    if (index_.segment_clear(from.centre(), c)) {
        return {true, Segment{from.centre(), c}};
    }
    for (Point p : from.corners()) {
        if (index_.segment_clear(p, c)) {
            return {true, Segment{p, c}};
        }
    }
    const Rect target = point_rect(c);
    const std::vector<Point> hull = search::hull_of_squares(from, target);
    Blockers blockers(index_, hull);
    blockers.refine(hull);
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
    return ViewFlood(*this, from).run();
}

} // namespace skirmish
