#pragma once
/// @file ViewMemo: the squares units see (Sight::visible_cells), remembered
/// for one state of the map's sight-blocking walls, so that one move does
/// not work out the same view three times (the explored squares before and
/// after it, then the party's sight).

#include "core/cell.h"
#include "geometry/rect.h"
#include "geometry/sight.h"
#include "map/battle_map.h"

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <vector>

namespace skirmish {

/// A cache of views over the walls of one map. A pure function is cached:
/// the answer is always Sight(map).visible_cells(from) for the map given now.
/// Not thread-safe; one per document.
class ViewMemo {
public:
    /// Every cell whose sight square `from` (use sight_square()) sees on
    /// `map`, sorted by row, then column, as Sight::visible_cells gives it.
    /// Forgets every view when the map's size or sight-blocking walls
    /// (walls, closed and locked doors) differ from the last call's. The
    /// reference is valid until the next call.
    const std::vector<Cell>& visible_cells(const BattleMap& map, const Rect& from);

    /// How many views were worked out (not remembered) so far; tests read it.
    int computed() const { return computed_; }

    /// At most this many cells are kept (about 16 MB); past it the views
    /// are forgotten and kept again from the next one.
    static constexpr std::size_t kMaxCells = 2'000'000;

private:
    /// True when `map` has the size and blocking walls the views are for.
    bool same_walls(const BattleMap& map) const;
    void remember_walls(const BattleMap& map);

    int width_ = -1;
    int height_ = -1;
    std::vector<Segment> blocking_;
    std::optional<Sight> sight_; ///< over blocking_, built on the first view worked out
    std::map<std::array<double, 4>, std::vector<Cell>> views_;
    std::size_t cells_ = 0;
    int computed_ = 0;
};

} // namespace skirmish
