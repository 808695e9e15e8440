#pragma once
/// @file Predicates and helpers for segments, rectangles and convex
/// polygons, in cell units. Segments are closed: touching counts. The
/// predicates (orientation, segments_intersect, segment_meets_convex,
/// contains, intersects) are exact: they read points on the lattice of
/// geometry/exact.h. clip_line and segment_rect_boundary_points compute
/// points in floating point, for search only.

#include "geometry/point.h"
#include "geometry/rect.h"

#include <optional>
#include <utility>
#include <vector>

namespace skirmish::geom {

/// The exact sign of twice the signed area of (a, b, c): +1 when c is left
/// of a->b in a y-up frame (counter-clockwise), 0 when collinear, -1 else.
int orientation(Point a, Point b, Point c);

/// True when the closed segments [a, b] and [c, d] share at least one point.
bool segments_intersect(Point a, Point b, Point c, Point d);

/// The parameter interval [t0, t1] of the line `o + t * dir` inside the
/// closed rectangle `r`, or nullopt when the line misses it (Liang-Barsky).
std::optional<std::pair<double, double>> clip_line(Point o, Point dir, const Rect& r);

/// The convex hull of `pts`, counter-clockwise, without repeated points.
std::vector<Point> convex_hull(std::vector<Point> pts);

/// True when the closed segment [a, b] meets the closed convex polygon
/// `poly` (as returned by convex_hull; 1 or 2 points are allowed).
bool segment_meets_convex(Point a, Point b, const std::vector<Point>& poly);

/// Exactly whether the closed rectangle `r` holds `p`, or meets `o`.
bool contains(const Rect& r, Point p);
bool intersects(const Rect& r, const Rect& o);

/// The points where the closed segment [a, b] meets the boundary of `r`
/// (0, 1 or 2 points; the end points of an overlap along an edge).
std::vector<Point> segment_rect_boundary_points(Point a, Point b, const Rect& r);

} // namespace skirmish::geom
