#pragma once
/// @file Passability: which single steps between neighbouring squares the
/// map's walls and terrain allow, for units of any size. Units are not
/// considered here (see Pathfinder).
///
/// The rule (RULESETS.md "Adjacent squares", issue 4 "Passability"):
/// - an orthogonal step crosses a cell edge; a wall, window, or closed or
///   locked door that crosses the edge (its end points aside) or the line
///   between the two squares' centres blocks it;
/// - a diagonal step is blocked when any wall, window or door (open ones
///   too) touches the corner point it passes, or when a blocking segment
///   crosses the line between the centres: no squeezing past wall corners;
/// - impassable terrain cannot be entered or stood on.

#include "core/cell.h"
#include "map/battle_map.h"

#include <cstdint>
#include <vector>

namespace skirmish {

class Passability {
public:
    explicit Passability(const BattleMap& map);

    int width() const { return width_; }
    int height() const { return height_; }
    bool contains(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_; }

    /// True when a one-square unit may step from `c` in direction `dir`
    /// (kDirections) to a square on the map, walls allowing; terrain aside.
    bool can_step(Cell c, int dir) const;

    /// True when a size x size unit may stand with its top-left on `c`: the
    /// whole footprint on the map, on passable terrain, with no blocking
    /// wall between its own squares.
    bool can_stand(Cell c, int size) const;

    /// True when a size x size unit may step from top-left `c` in `dir`:
    /// every square of its footprint may make that step, and it may stand
    /// at the end.
    bool can_move(Cell c, int size, int dir) const;

    /// Cost factor of entering the footprint at `c`: 2 when any of its
    /// squares is difficult terrain, else 1.
    int terrain_factor(Cell c, int size) const;

private:
    std::size_t index(Cell c) const {
        return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(c.x);
    }
    void block(Cell c, int dir);

    int width_;
    int height_;
    std::vector<std::uint8_t> blocked_; ///< per cell, bit d: the step in direction d is blocked
    std::vector<std::uint8_t> terrain_;
};

} // namespace skirmish
