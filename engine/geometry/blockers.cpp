#include "geometry/blockers.h"

#include "geometry/primitives.h"

namespace skirmish {

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
        if (exact::point_in_convex(fa, fixed_hull)) {
            out.push_back(s.a);
        }
        if (exact::point_in_convex(fb, fixed_hull)) {
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
