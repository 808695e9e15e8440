#include "movement/passability.h"

#include "geometry/exact.h"
#include "movement/direction.h"

#include <algorithm>
#include <cmath>

namespace skirmish {
namespace {

bool blocks_movement(const Wall& w) {
    return w.blocks_movement();
}

} // namespace

Passability::Passability(const BattleMap& map)
    : width_(map.width()), height_(map.height()),
      blocked_(static_cast<std::size_t>(width_) * height_, 0), terrain_(blocked_.size(), 0) {
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            terrain_[index({x, y})] = static_cast<std::uint8_t>(map.terrain({x, y}));
        }
    }
    for (const Wall& w : map.walls()) {
        const Point a = w.from;
        const Point b = w.to;
        // Decided exactly (geometry/exact.h). An edge's end points are
        // corners, not the edge: a wall that only touches a corner blocks
        // the diagonals through it, not the edges.
        const exact::FixedPoint fa = exact::to_fixed(a);
        const exact::FixedPoint fb = exact::to_fixed(b);
        // A segment whose box is clear of the wall's by more than the
        // lattice's rounding cannot meet it: most tests end there.
        // The box is the lattice ends' (to_point), as the exact tests read
        // the wall: clamped, and never NaN.
        constexpr double kSlack = 1e-6;
        const Point la = exact::to_point(fa);
        const Point lb = exact::to_point(fb);
        const double lo_x = std::min(la.x, lb.x) - kSlack;
        const double hi_x = std::max(la.x, lb.x) + kSlack;
        const double lo_y = std::min(la.y, lb.y) - kSlack;
        const double hi_y = std::max(la.y, lb.y) + kSlack;
        auto apart = [&](Point p, Point q) {
            return std::max(p.x, q.x) < lo_x || std::min(p.x, q.x) > hi_x ||
                   std::max(p.y, q.y) < lo_y || std::min(p.y, q.y) > hi_y;
        };
        auto meets = [&](Point p, Point q) {
            return !apart(p, q) &&
                   exact::segments_intersect(fa, fb, exact::to_fixed(p), exact::to_fixed(q));
        };
        auto meets_edge = [&](Point p, Point q) {
            return !apart(p, q) &&
                   exact::meets_open_segment(fa, fb, exact::to_fixed(p), exact::to_fixed(q));
        };
        const int x0 = std::max(0, static_cast<int>(std::floor(std::min(a.x, b.x))) - 1);
        const int x1 = std::min(width_, static_cast<int>(std::ceil(std::max(a.x, b.x))) + 1);
        const int y0 = std::max(0, static_cast<int>(std::floor(std::min(a.y, b.y))) - 1);
        const int y1 = std::min(height_, static_cast<int>(std::ceil(std::max(a.y, b.y))) + 1);
        for (int y = y0; y <= y1; ++y) {
            // Only the squares near the wall in this row: a long diagonal
            // wall would otherwise visit its whole bounding box.
            int row_x0 = x0;
            int row_x1 = x1;
            if (a.y != b.y) {
                const double t0 = std::clamp((y - 1 - a.y) / (b.y - a.y), 0.0, 1.0);
                const double t1 = std::clamp((y + 2 - a.y) / (b.y - a.y), 0.0, 1.0);
                const double xa = a.x + t0 * (b.x - a.x);
                const double xb = a.x + t1 * (b.x - a.x);
                row_x0 = std::max(x0, static_cast<int>(std::floor(std::min(xa, xb))) - 1);
                row_x1 = std::min(x1, static_cast<int>(std::ceil(std::max(xa, xb))) + 1);
            }
            for (int x = row_x0; x <= row_x1; ++x) {
                // The east edge of (x-1, y): from (x, y) to (x, y+1).
                if (x >= 1 && x < width_ && y < height_ && blocks_movement(w) &&
                    (meets_edge({double(x), double(y)}, {double(x), y + 1.0}) ||
                     meets({x - 0.5, y + 0.5}, {x + 0.5, y + 0.5}))) {
                    block({x - 1, y}, 0);
                }
                // The south edge of (x, y-1): from (x, y) to (x+1, y).
                if (y >= 1 && y < height_ && x < width_ && blocks_movement(w) &&
                    (meets_edge({double(x), double(y)}, {x + 1.0, double(y)}) ||
                     meets({x + 0.5, y - 0.5}, {x + 0.5, y + 0.5}))) {
                    block({x, y - 1}, 2);
                }
                // The diagonals through corner (x, y).
                if (x < 1 || y < 1 || x >= width_ || y >= height_) {
                    continue;
                }
                const bool corner = meets({double(x), double(y)}, {double(x), double(y)});
                const bool se =
                    corner || (blocks_movement(w) && meets({x - 0.5, y - 0.5}, {x + 0.5, y + 0.5}));
                const bool sw =
                    corner || (blocks_movement(w) && meets({x + 0.5, y - 0.5}, {x - 0.5, y + 0.5}));
                if (se) {
                    block({x - 1, y - 1}, 1);
                }
                if (sw) {
                    block({x, y - 1}, 3);
                }
            }
        }
    }
}

void Passability::block(Cell c, int dir) {
    blocked_[index(c)] |= static_cast<std::uint8_t>(1u << dir);
    const Cell n = step(c, dir);
    blocked_[index(n)] |= static_cast<std::uint8_t>(1u << opposite(dir));
}

bool Passability::can_step(Cell c, int dir) const {
    const Cell n = step(c, dir);
    return contains(c) && contains(n) && (blocked_[index(c)] & (1u << dir)) == 0;
}

bool Passability::can_stand(Cell c, int size) const {
    if (!contains(c) || c.x + size > width_ || c.y + size > height_) {
        return false;
    }
    for (int dy = 0; dy < size; ++dy) {
        for (int dx = 0; dx < size; ++dx) {
            const Cell f{c.x + dx, c.y + dy};
            if (is_solid(static_cast<Terrain>(terrain_[index(f)]))) {
                return false;
            }
            // No wall between the footprint's own squares.
            if ((dx + 1 < size && !can_step(f, 0)) || (dy + 1 < size && !can_step(f, 2)) ||
                (dx + 1 < size && dy + 1 < size && !can_step(f, 1))) {
                return false;
            }
        }
    }
    return true;
}

bool Passability::can_move(Cell c, int size, int dir) const {
    if (size == 1) { // the common case, without the footprint loops
        const Cell n = step(c, dir);
        return can_step(c, dir) && !is_solid(static_cast<Terrain>(terrain_[index(n)]));
    }
    if (!can_stand(step(c, dir), size)) {
        return false;
    }
    for (int dy = 0; dy < size; ++dy) {
        for (int dx = 0; dx < size; ++dx) {
            if (!can_step({c.x + dx, c.y + dy}, dir)) {
                return false;
            }
        }
    }
    return true;
}

int Passability::terrain_factor(Cell c, int size) const {
    for (int dy = 0; dy < size; ++dy) {
        for (int dx = 0; dx < size; ++dx) {
            if (terrain_[index({c.x + dx, c.y + dy})] ==
                static_cast<std::uint8_t>(Terrain::Difficult)) {
                return 2;
            }
        }
    }
    return 1;
}

} // namespace skirmish
