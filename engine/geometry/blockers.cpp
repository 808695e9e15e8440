#include "geometry/blockers.h"

#include "geometry/primitives.h"

namespace skirmish {
namespace {

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

} // namespace

void Blockers::add_critical_points(const std::vector<Point>& hull,
                                   std::initializer_list<Rect> rects,
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

} // namespace skirmish
