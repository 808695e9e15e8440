#pragma once
/// @file Points and segments in cell units.
///
/// Cell `[x, y]` spans `[x, x+1] x [y, y+1]`; grid corners have whole
/// coordinates. Imported maps may have fractional points.

#include <cmath>

namespace skirmish {

/// A point in cell units, x to the right, y down.
struct Point {
    double x = 0;
    double y = 0;
    bool operator==(const Point&) const = default;
};

/// A closed segment from `a` to `b`, in cell units.
struct Segment {
    Point a;
    Point b;
    bool operator==(const Segment&) const = default;
};

inline bool is_finite(Point p) {
    return std::isfinite(p.x) && std::isfinite(p.y);
}

} // namespace skirmish
