#pragma once
/// @file Grid cells and their labels.
///
/// Coordinates: cell `[x, y]` is 0-based from the top-left corner of the map;
/// cell `[x, y]` spans `[x, x+1] x [y, y+1]` in cell units. Its label is the
/// column letters (A..Z, AA, AB, ...) followed by the 1-based row:
/// `[0, 0]` is `A1`, `[2, 7]` is `C8`.

#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

/// A square of the grid, 0-based, x to the right, y down.
struct Cell {
    int x = 0;
    int y = 0;
    auto operator<=>(const Cell&) const = default;
};

/// -1, 0 or 1: the sign of `d`, one square's step along an axis towards
/// a difference of `d` squares.
constexpr int step_sign(int d) {
    return (d > 0) - (d < 0);
}

/// The column letters of a 0-based column: 0 -> "A", 25 -> "Z", 26 -> "AA".
/// Returns an empty string for a negative column.
std::string column_letters(int x);

/// The label of a cell, e.g. `[2, 7]` -> "C8". Empty for negative coordinates.
std::string to_label(Cell c);

/// Parses a label such as "C8" or "aa12" (letters are case-insensitive).
/// Returns nullopt for anything else, including row 0 and overflowing numbers.
std::optional<Cell> parse_label(std::string_view text);

/// The squares of the straight line from `from` to `to` (Bresenham's, one
/// square per step along the longer axis, ties broken towards `from`'s
/// row or column), `from` excluded, `to` included; empty when they are the
/// same square. Used for moves that must go straight (sides' Charge).
std::vector<Cell> grid_line(Cell from, Cell to);

} // namespace skirmish
