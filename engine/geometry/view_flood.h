#pragma once
/// @file ViewFlood: the squares a viewer sees, worked out by a flood from
/// the viewer (Sight::visible_cells). Internal to engine/geometry.

#include "core/cell.h"
#include "geometry/exact.h"
#include "geometry/point.h"
#include "geometry/rect.h"
#include "geometry/wall_index.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace skirmish {

class Sight;

/// One view: the cells whose sight squares a viewer's square sees, by the
/// rule of Sight::line_of_sight (seed 002 "Line of Sight and Cover"), with
/// the same answer on every cell as testing each one; use once.
///
/// The visible squares are 8-connected through visible squares: the clear
/// segment to a far square crosses the insets of a chain of neighbours, each
/// seen along a piece of it. So the flood tests each square next to a
/// visible one, cheapest proof first (see decide()); only when none decides
/// does the full Sight::line_of_sight run (about once a view on the
/// benchmark map, docs/performance.md).
class ViewFlood {
public:
    /// The view of `from` (a sight square) over the map whose walls `sight`
    /// holds; `sight` must outlive the flood.
    ViewFlood(const Sight& sight, const Rect& from);

    /// Every cell whose sight square `from` sees, sorted by row, then
    /// column; the cells under `from` included. Once: the flood gives up
    /// its cells.
    std::vector<Cell> run() &&;

private:
    /// What a step of decide() found: the square seen (from `witness`, a
    /// point of the viewer's square), hidden, or still open.
    struct Step {
        enum Kind { Open, Seen, Hidden } kind = Open;
        Point witness{};
    };
    static constexpr std::size_t kCornerWalks = 4;  ///< corner-to-corner walks a square
    static constexpr std::size_t kSearchRounds = 3; ///< searches over the walls found
    /// The square being decided and the walls found blocking ways to it;
    /// `corners` (the square's fixed_corners) is set by hides() when the
    /// first wall is found, before any step reads it.
    struct Trial {
        Cell cell;
        Rect square;
        std::array<exact::FixedPoint, 4> corners{};
        std::array<std::uint32_t, 5 + kCornerWalks> walls{};
        std::size_t found = 0;
    };

    std::optional<Point> decide(Cell c, const Point* hint);
    /// Walks from the hint to the square's centre, then its corners.
    Step walk_from(Point hint, Trial& t);
    /// The points that saw the square's other visible neighbours.
    Step neighbours_points(Point hint, const Trial& t) const;
    /// Corner to corner, the pairs the walls found so far leave open.
    Step corner_walks(Trial& t);
    /// The walls found, as proofs together and as the search's only walls.
    Step search_found(const Trial& t);
    /// Notes a wall that blocked a walk to t; true when it hides all of t.
    bool hides(std::uint32_t wall, Trial& t) const;
    /// Whether two of `walls` (sorted) meet end to end.
    bool joined(const std::vector<std::uint32_t>& walls) const;

    std::size_t index_of(Cell c) const { return static_cast<std::size_t>(c.y) * width_ + c.x; }
    bool visible(Cell c) const { return slot_[index_of(c)] >= 0; }
    void mark(Cell c, std::optional<Point> witness);

    const Sight& sight_;
    const WallIndex& index_;
    int width_;
    int height_;
    Rect from_;
    std::array<exact::FixedPoint, 4> from_corners_;
    /// Each cell's slot: kUnknown, kHidden, or its place in seen_ (the
    /// visible cells in the order found, which is also the flood's queue)
    /// and in seen_from_ (the point of from_ that saw it).
    std::vector<std::int32_t> slot_;
    std::vector<Cell> seen_;
    std::vector<Point> seen_from_;
};

} // namespace skirmish
