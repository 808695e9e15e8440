#include "tools/wall_pick.h"

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

double distanceToSegment(Point p, Point a, Point b) {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

std::optional<std::size_t> nearestWall(const BattleMap& map, Point p, double maxDistance,
                                       bool doorsOnly) {
    std::optional<std::size_t> best;
    double bestDistance = maxDistance;
    const auto& walls = map.walls();
    for (std::size_t i = 0; i < walls.size(); ++i) {
        if (doorsOnly && !walls[i].is_door()) {
            continue;
        }
        const double d = distanceToSegment(p, walls[i].from, walls[i].to);
        // Prefer doors over walls at the same distance (doors sit in walls).
        const double bias = walls[i].is_door() ? 1e-6 : 0;
        if (d - bias <= bestDistance) {
            bestDistance = d - bias;
            best = i;
        }
    }
    return best;
}

DoorState toggledDoorState(DoorState s) {
    switch (s) {
    case DoorState::Open:
        return DoorState::Closed;
    case DoorState::Closed:
        return DoorState::Open;
    case DoorState::Locked:
        return DoorState::Locked;
    }
    return DoorState::Closed;
}

} // namespace skirmish::ui
