#include "geometry/wall_barrier.h"

#include "geometry/exact.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <numeric>

namespace skirmish {
namespace {

using exact::FixedPoint;

/// A hull vertex and the square it is a corner of (0: a, 1: b).
struct Vertex {
    FixedPoint p;
    int owner = 0;
};

/// The convex hull, counter-clockwise with no collinear vertices (Andrew's
/// monotone chain on exact orientations).
std::vector<Vertex> hull_of_corners(std::array<Vertex, 8> pts) {
    std::sort(pts.begin(), pts.end(), [](const Vertex& u, const Vertex& v) {
        return u.p.x < v.p.x || (u.p.x == v.p.x && u.p.y < v.p.y);
    });
    std::vector<Vertex> h(2 * pts.size());
    std::size_t k = 0;
    auto push = [&](const Vertex& v, std::size_t floor) {
        while (k >= floor && exact::orientation(h[k - 2].p, h[k - 1].p, v.p) <= 0) {
            --k;
        }
        h[k++] = v;
    };
    for (const Vertex& v : pts) {
        push(v, 2); // the lower chain
    }
    const std::size_t lower = k + 1;
    for (std::size_t i = pts.size() - 1; i-- > 0;) {
        push(pts[i], lower); // the upper chain
    }
    --k; // the last point is the first
    h.resize(k);
    return h;
}

std::array<Vertex, 4> corners(const Rect& r, int owner) {
    const exact::FixedRect f = exact::to_fixed(r);
    return {{{{f.x0, f.y0}, owner},
             {{f.x1, f.y0}, owner},
             {{f.x1, f.y1}, owner},
             {{f.x0, f.y1}, owner}}};
}

} // namespace

bool walls_separate(const WallIndex& index, const std::vector<std::uint32_t>& ids, const Rect& a,
                    const Rect& b) {
    assert(std::is_sorted(ids.begin(), ids.end()));
    const exact::FixedRect fa = exact::to_fixed(a);
    const exact::FixedRect fb = exact::to_fixed(b);
    if (ids.empty() || exact::intersects(fa, fb)) {
        return false;
    }
    std::array<Vertex, 8> pts{};
    const auto ca = corners(a, 0);
    const auto cb = corners(b, 1);
    std::copy(ca.begin(), ca.end(), pts.begin());
    std::copy(cb.begin(), cb.end(), pts.begin() + 4);
    const std::vector<Vertex> h = hull_of_corners(pts);
    // The two sides of the hull that run from a corner of a to one of b.
    std::vector<std::pair<FixedPoint, FixedPoint>> sides;
    std::vector<FixedPoint> hull;
    for (std::size_t i = 0; i < h.size(); ++i) {
        hull.push_back(h[i].p);
        const Vertex& next = h[(i + 1) % h.size()];
        if (h[i].owner != next.owner) {
            sides.emplace_back(h[i].p, next.p);
        }
    }
    if (sides.size() != 2) {
        return false;
    }
    // The sides of the hull each wall meets. With no wall on one side, no
    // chain joins the two (most walls miss both sides' boxes).
    std::vector<std::uint8_t> sides_met(ids.size());
    std::uint8_t any = 0;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const auto& [p, q] = index.fixed(ids[i]);
        const bool first = exact::segments_intersect(p, q, sides[0].first, sides[0].second);
        const bool second = exact::segments_intersect(p, q, sides[1].first, sides[1].second);
        sides_met[i] = static_cast<std::uint8_t>((first ? 1 : 0) | (second ? 2 : 0));
        any |= sides_met[i];
    }
    if (any != 3) {
        return false;
    }
    // The walls that touch neither square. A wall that misses the hull meets
    // no side and no junction in it.
    std::vector<std::uint32_t> kept;
    std::vector<std::uint8_t> meets;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const auto& [p, q] = index.fixed(ids[i]);
        if (exact::segment_meets_rect(p, q, fa) || exact::segment_meets_rect(p, q, fb)) {
            continue;
        }
        kept.push_back(ids[i]);
        meets.push_back(sides_met[i]);
        if (sides_met[i] == 3) {
            return true; // one wall across the hull
        }
    }
    // Union-find over the junctions that lie inside the hull.
    std::vector<std::uint32_t> parent(kept.size());
    std::iota(parent.begin(), parent.end(), 0U);
    auto root = [&](std::uint32_t i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    };
    for (std::uint32_t i = 0; i < kept.size(); ++i) {
        for (const WallIndex::Junction& j : index.junctions(kept[i])) {
            const auto at = std::lower_bound(kept.begin(), kept.end(), j.other);
            if (at == kept.end() || *at != j.other) {
                continue;
            }
            const std::uint32_t ri = root(i);
            const std::uint32_t rj = root(static_cast<std::uint32_t>(at - kept.begin()));
            // Joined already (each junction is listed from both sides), or
            // the junction lies outside the hull.
            if (ri == rj || !exact::segment_meets_convex(j.at, j.at, hull)) {
                continue;
            }
            parent[rj] = ri;
            meets[ri] |= meets[rj];
            if (meets[ri] == 3) {
                return true;
            }
        }
    }
    return false;
}

} // namespace skirmish
