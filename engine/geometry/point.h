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

/// Vector arithmetic on points (cell units), component by component.
inline Point operator+(Point a, Point b) {
    return {a.x + b.x, a.y + b.y};
}
inline Point operator-(Point a, Point b) {
    return {a.x - b.x, a.y - b.y};
}
inline Point operator*(Point a, double k) {
    return {a.x * k, a.y * k};
}

inline bool is_finite(Point p) {
    return std::isfinite(p.x) && std::isfinite(p.y);
}

} // namespace skirmish
