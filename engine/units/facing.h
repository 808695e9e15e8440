#pragma once
/// @file Facing: which of the eight compass directions a token faces.
///
/// North is up the map (y decreasing: cells are `[x, y]`, y down). Only
/// rules that need facing read it: `freehits` "Flanking" (seed 001: "When
/// attacking a unit from behind, you gain a +1 bonus to accuracy").

#include <optional>
#include <string_view>

namespace skirmish {

/// Eight directions, clockwise from north.
enum class Facing { N, NE, E, SE, S, SW, W, NW };

/// "n", "ne", "e", "se", "s", "sw", "w", "nw" (the file's spelling).
std::string_view to_string(Facing f);
/// "N", "NE", ... for messages and the log.
std::string_view label_of(Facing f);
/// Parses to_string's spelling, any case; nullopt otherwise.
std::optional<Facing> parse_facing(std::string_view s);

/// `f` turned `steps` eighths of a turn clockwise (negative: counter-clockwise).
Facing turned(Facing f, int steps);

/// The direction's step on the grid: N is (0, -1), NE (1, -1), ...
struct FacingStep {
    int dx;
    int dy;
};
FacingStep step_of(Facing f);

/// The facing of the grid step (dx, dy), each in -1..1, not both 0.
std::optional<Facing> facing_of_step(int dx, int dy);

/// The facing of a mover's last step, from `from` to `to` (neighbouring
/// squares; farther apart, the signs of the offsets): a unit that has a
/// facing turns to face the way it last stepped. nullopt when they are equal.
std::optional<Facing> facing_of_move(int from_x, int from_y, int to_x, int to_y);

/// True when a point at offset (dx, dy) from a unit's centre lies behind it:
/// strictly behind the line through its centre across its facing (the dot
/// product with the facing's step is negative). For neighbours of a one-
/// square unit, these are the three squares at its back. Offsets in any
/// consistent unit (the caller uses doubled cells, so they are whole).
bool is_behind(Facing f, long long dx, long long dy);

} // namespace skirmish
