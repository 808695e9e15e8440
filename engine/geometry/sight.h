#pragma once
/// @file Line of sight and cover, answered exactly with a witness.
///
/// The rule (seed 002 "Line of Sight and Cover"; pinned in RULESETS.md
/// `sides` and issue 3): squares are inset by 0.05 cell for sight (see
/// sight_square); walls and closed or locked doors are closed segments that
/// block any sight segment touching them, end points included; windows,
/// open doors and units do not block. A sees B when some point of A's square
/// and some point of B's square are joined by a segment touching no blocking
/// wall. Cover counts the corners of the target's square that the
/// attacker's square sees: 4 none, 1-3 half, 0 full; no sight at all is
/// `blocked`.

#include "core/cell.h"
#include "geometry/rect.h"
#include "geometry/wall_index.h"
#include "map/battle_map.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace skirmish {

/// The answer to "does A see B?". `witness` (when visible) runs from a point
/// of A's square to a point of B's square and touches no blocking wall.
struct LineOfSight {
    bool visible = false;
    std::optional<Segment> witness;
};

enum class Cover { None, Half, Full, Blocked };
std::string_view to_string(Cover c);

/// One corner of the target's square and whether the attacker sees it.
struct CornerSight {
    Point corner;
    bool seen = false;
    std::optional<Segment> witness; ///< from a point of the attacker's square to the corner
};

/// Cover of a target from an attacker. Corners are nw, ne, se, sw.
struct CoverResult {
    Cover cover = Cover::Blocked;
    LineOfSight sight;
    std::array<CornerSight, 4> corners;
};

/// Sight queries over one state of a map's walls. Cheap to copy the answer,
/// not the object: build one per wall change. Queries are const and
/// re-entrant (no shared scratch state).
class Sight {
public:
    explicit Sight(const BattleMap& map);

    /// Line of sight between two closed rectangles, each with x0 <= x1 and
    /// y0 <= y1 (use sight_square()).
    LineOfSight line_of_sight(const Rect& a, const Rect& b) const;
    /// Line of sight between two size x size units whose top-left cells are given.
    LineOfSight line_of_sight(Cell a, Cell b, int size_a = 1, int size_b = 1) const {
        return line_of_sight(sight_square(a, size_a), sight_square(b, size_b));
    }

    /// Cover of `target` seen from `attacker` (both sight squares).
    CoverResult cover(const Rect& attacker, const Rect& target) const;

    /// Whether some point of `from` sees the point `p`, with a witness.
    LineOfSight sees_point(const Rect& from, Point p) const;

    /// Every cell of the map whose sight square `from` has line of sight to,
    /// sorted by row, then column. Includes the cells under `from`.
    std::vector<Cell> visible_cells(const Rect& from) const;

    const WallIndex& walls() const { return index_; }
    /// The map's size, in cells.
    int width() const { return width_; }
    int height() const { return height_; }

private:
    int width_;
    int height_;
    WallIndex index_;
};

} // namespace skirmish
