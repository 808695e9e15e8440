#pragma once
/// @file Axis-aligned rectangles in cell units, and the square used for sight.

#include "core/cell.h"
#include "geometry/point.h"

#include <array>

namespace skirmish {

/// A closed axis-aligned rectangle `[x0, x1] x [y0, y1]` in cell units.
/// A point is a rectangle with x0 == x1 and y0 == y1.
struct Rect {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool operator==(const Rect&) const = default;

    /// Corners in the order nw, ne, se, sw (y grows downwards).
    std::array<Point, 4> corners() const { return {{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}; }
    Point centre() const { return {(x0 + x1) / 2, (y0 + y1) / 2}; }
    // Holding a point and meeting another rectangle are decided exactly by
    // geom::contains and geom::intersects (geometry/primitives.h).
};

/// The inset of a square for sight (seed 002 "Line of Sight and Cover", as
/// pinned in RULESETS.md `sides`): 0.05 cell on every side.
constexpr double kSightInset = 0.05;

/// The square a size x size unit with top-left `cell` sees from and is seen
/// in: `[x+0.05, x+size-0.05] x [y+0.05, y+size-0.05]`.
inline Rect sight_square(Cell cell, int size = 1) {
    return {cell.x + kSightInset, cell.y + kSightInset, cell.x + size - kSightInset,
            cell.y + size - kSightInset};
}

/// A point as a degenerate rectangle.
inline Rect point_rect(Point p) {
    return {p.x, p.y, p.x, p.y};
}

} // namespace skirmish
