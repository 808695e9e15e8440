#include "geometry/metric.h"

#include <algorithm>
#include <cstdlib>

namespace skirmish {

int grid_distance(Cell a, Cell b, DiagonalRule rule) {
    const int dx = std::abs(a.x - b.x);
    const int dy = std::abs(a.y - b.y);
    const int diagonals = std::min(dx, dy);
    const int straight = std::max(dx, dy) - diagonals;
    switch (rule) {
    case DiagonalRule::Uniform:
        return std::max(dx, dy);
    case DiagonalRule::Alternating:
        return straight + diagonals + diagonals / 2;
    case DiagonalRule::Manhattan:
        return dx + dy;
    }
    return std::max(dx, dy);
}

double map_distance(const BattleMap& map, Cell a, Cell b, DiagonalRule rule) {
    return grid_distance(a, b, rule) * map.square().size;
}

} // namespace skirmish
