#include "geometry/view_flood.h"

#include "geometry/blockers.h"
#include "geometry/gap_closure.h"
#include "geometry/sight.h"
#include "geometry/sight_search.h"
#include "geometry/wall_barrier.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace skirmish {
namespace {

constexpr std::int32_t kUnknown = -1;
constexpr std::int32_t kHidden = -2;

/// Calls f(m) for each square m around c that lies on a width x height
/// map, row by row, until f returns true; true when one did.
template <typename F> bool any_around(Cell c, int width, int height, F f) {
    const int x0 = std::max(c.x - 1, 0);
    const int x1 = std::min(c.x + 1, width - 1);
    const int y0 = std::max(c.y - 1, 0);
    const int y1 = std::min(c.y + 1, height - 1);
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            if ((x != c.x || y != c.y) && f(Cell{x, y})) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

ViewFlood::ViewFlood(const Sight& sight, const Rect& from)
    : sight_(sight), index_(sight.walls()), width_(sight.width()), height_(sight.height()),
      from_(from), from_corners_(search::fixed_corners(from)),
      slot_(static_cast<std::size_t>(width_) * height_, kUnknown) {}

std::vector<Cell> ViewFlood::run() && {
    const int x0 = std::max(0, static_cast<int>(std::floor(from_.x0)));
    const int y0 = std::max(0, static_cast<int>(std::floor(from_.y0)));
    const int x1 = std::min(width_ - 1, static_cast<int>(std::floor(from_.x1)));
    const int y1 = std::min(height_ - 1, static_cast<int>(std::floor(from_.y1)));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const Cell c{x, y};
            std::optional<Point> witness = decide(c, nullptr);
            // Seen from the centre, the hint to the squares around it.
            if (witness && index_.segment_clear(from_.centre(), sight_square(c).centre())) {
                witness = from_.centre();
            }
            mark(c, witness);
        }
    }
    for (std::size_t next = 0; next < seen_.size(); ++next) {
        any_around(seen_[next], width_, height_, [&](Cell n) {
            if (slot_[index_of(n)] == kUnknown) {
                const Point hint = seen_from_[next]; // a copy: mark() may grow seen_from_
                mark(n, decide(n, &hint));
            }
            return false;
        });
    }
    std::vector<Cell> out = std::move(seen_);
    std::sort(out.begin(), out.end(),
              [](Cell a, Cell b) { return a.y < b.y || (a.y == b.y && a.x < b.x); });
    return out;
}

void ViewFlood::mark(Cell c, std::optional<Point> witness) {
    if (witness) {
        slot_[index_of(c)] = static_cast<std::int32_t>(seen_.size());
        seen_.push_back(c);
        seen_from_.push_back(*witness);
    } else {
        slot_[index_of(c)] = kHidden;
    }
}

/// The point of from_ that sees square c, or nullopt when none does. With a
/// hint (the point that saw a visible neighbour), cheapest first:
/// 1. walks from the hint; each wall that blocks one is tried as a single
///    wall hiding the whole square;
/// 2. the points that saw its other visible neighbours;
/// 3. the corner-to-corner segments the walls found so far leave open;
/// 4. the walls found, as proofs together (gaps closed, a chain across the
///    way) and as the only walls of the full test's search; a line that
///    search finds clear of them is walked, and the wall that blocks it
///    joins them, for a few rounds.
/// Then the full Sight::line_of_sight.
std::optional<Point> ViewFlood::decide(Cell c, const Point* hint) {
    const Rect square = sight_square(c);
    if (hint != nullptr) {
        Trial t{c, square};
        Step s = walk_from(*hint, t);
        if (s.kind == Step::Open) {
            s = neighbours_points(*hint, t);
        }
        if (s.kind == Step::Open) {
            s = corner_walks(t);
        }
        if (s.kind == Step::Open) {
            s = search_found(t);
        }
        if (s.kind != Step::Open) {
            return s.kind == Step::Seen ? std::optional<Point>(s.witness) : std::nullopt;
        }
    }
    const LineOfSight los = sight_.line_of_sight(from_, square);
    return los.visible ? std::optional<Point>(los.witness->a) : std::nullopt;
}

bool ViewFlood::hides(std::uint32_t wall, Trial& t) const {
    const auto end = t.walls.begin() + static_cast<std::ptrdiff_t>(t.found);
    if (std::find(t.walls.begin(), end, wall) != end) {
        return false;
    }
    // Room for all: 5 walks from the hint and kCornerWalks corner walks,
    // each adding at most one wall.
    assert(t.found < t.walls.size());
    if (t.found == 0) {
        // First needed here: most squares are seen by the first walk.
        t.corners = search::fixed_corners(t.square);
    }
    t.walls[t.found++] = wall;
    return search::single_wall_blocks(index_.fixed(wall), from_corners_, t.corners);
}

ViewFlood::Step ViewFlood::walk_from(Point hint, Trial& t) {
    // The walls that block the ways from the hint, found from the square's
    // end, are most often ones that hide all of it.
    const auto corners = t.square.corners();
    std::optional<std::uint32_t> last_wall;
    for (Point q : {t.square.centre(), corners[0], corners[1], corners[2], corners[3]}) {
        // The wall that blocked the last walk most often blocks this one
        // too: then the walk would fail, so skip it.
        if (last_wall && exact::segments_intersect(exact::to_fixed(hint), exact::to_fixed(q),
                                                   index_.fixed(*last_wall).first,
                                                   index_.fixed(*last_wall).second)) {
            continue;
        }
        last_wall = index_.blocking_segment(hint, q);
        if (!last_wall) {
            return {Step::Seen, hint};
        }
        if (hides(*last_wall, t)) {
            return {Step::Hidden};
        }
    }
    return {};
}

ViewFlood::Step ViewFlood::neighbours_points(Point hint, const Trial& t) const {
    Step s;
    any_around(t.cell, width_, height_, [&](Cell n) {
        if (!visible(n)) {
            return false;
        }
        const Point other = seen_from_[static_cast<std::size_t>(slot_[index_of(n)])];
        if ((other.x != hint.x || other.y != hint.y) &&
            index_.segment_clear(other, t.square.centre())) {
            s = {Step::Seen, other};
            return true;
        }
        return false;
    });
    return s;
}

ViewFlood::Step ViewFlood::corner_walks(Trial& t) {
    assert(t.found > 0); // walk_from found a wall: t.corners is set
    // Each wall a walk meets joins the walls found (a few walks at most).
    const auto from_points = from_.corners();
    const auto corners = t.square.corners();
    std::size_t walks = 0;
    for (std::size_t i = 0; i < 4 && walks < kCornerWalks; ++i) {
        for (std::size_t j = 0; j < 4 && walks < kCornerWalks; ++j) {
            const auto end = t.walls.begin() + static_cast<std::ptrdiff_t>(t.found);
            const bool open = std::none_of(t.walls.begin(), end, [&](std::uint32_t wall) {
                return exact::segments_intersect(from_corners_[i], t.corners[j],
                                                 index_.fixed(wall).first,
                                                 index_.fixed(wall).second);
            });
            if (!open) {
                continue;
            }
            ++walks;
            const auto wall = index_.blocking_segment(from_points[i], corners[j]);
            if (!wall) {
                return {Step::Seen, from_points[i]};
            }
            if (hides(*wall, t)) {
                return {Step::Hidden};
            }
        }
    }
    return {};
}

bool ViewFlood::joined(const std::vector<std::uint32_t>& walls) const {
    return std::any_of(walls.begin(), walls.end(), [&](std::uint32_t w) {
        const auto js = index_.junctions(w);
        return std::any_of(js.begin(), js.end(), [&](const WallIndex::Junction& j) {
            return std::binary_search(walls.begin(), walls.end(), j.other);
        });
    });
}

ViewFlood::Step ViewFlood::search_found(const Trial& t) {
    // No line clear of some of the walls proves that none is clear of all.
    std::vector<Point> hull;
    std::vector<std::uint32_t> found(t.walls.begin(),
                                     t.walls.begin() + static_cast<std::ptrdiff_t>(t.found));
    std::vector<std::uint32_t> chain;
    std::uint32_t last = 0;
    for (std::size_t round = 0; round < kSearchRounds; ++round) {
        std::sort(found.begin(), found.end());
        if (walls_close_gaps(index_, found, from_, t.square)) {
            return {Step::Hidden};
        }
        // The chains the walls belong to, grown along the junctions until
        // they hold 48 walls or more; again only when the last wall found
        // is not on the last chain tried.
        if ((chain.empty() || !std::binary_search(chain.begin(), chain.end(), last)) &&
            joined(found)) {
            chain = found;
            for (std::size_t k = 0; k < chain.size() && chain.size() < 48; ++k) {
                for (const WallIndex::Junction& j : index_.junctions(chain[k])) {
                    if (std::find(chain.begin(), chain.end(), j.other) == chain.end()) {
                        chain.push_back(j.other);
                    }
                }
            }
            std::sort(chain.begin(), chain.end());
            if (walls_separate(index_, chain, from_, t.square)) {
                return {Step::Hidden};
            }
        }
        if (hull.empty()) {
            hull = search::hull_of_squares(from_, t.square);
        }
        Blockers blockers(index_, found);
        const auto line = search::clear_line(from_, t.square, hull, blockers);
        if (!line) {
            return {Step::Hidden};
        }
        const auto wall = index_.blocking_segment(line->a, line->b);
        if (!wall) {
            return {Step::Seen, line->a};
        }
        found.push_back(*wall);
        last = *wall;
    }
    return {};
}

} // namespace skirmish
