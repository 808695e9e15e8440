#pragma once
/// @file The eight grid directions. Index 0 is east, then clockwise in
/// screen terms (y grows downwards): E, SE, S, SW, W, NW, N, NE. Odd indices
/// are diagonals.

#include "core/cell.h"

#include <array>

namespace skirmish {

constexpr std::array<Cell, 8> kDirections{
    {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}};

constexpr bool is_diagonal(int dir) {
    return dir % 2 == 1;
}
constexpr int opposite(int dir) {
    return (dir + 4) % 8;
}
constexpr Cell step(Cell c, int dir) {
    return {c.x + kDirections[static_cast<std::size_t>(dir)].x,
            c.y + kDirections[static_cast<std::size_t>(dir)].y};
}

} // namespace skirmish
