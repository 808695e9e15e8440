#pragma once
/// @file PassabilityMemo: the Passability of the last map asked about, kept
/// while the map's size, walls and terrain stay the same (issue 17: the move
/// overlay asks on every change of the encounter, and moving a token changes
/// none of them; building it again read every wall, 1-2 ms on the 200 x 200
/// benchmark map).

#include "map/battle_map.h"
#include "movement/passability.h"

#include <memory>
#include <vector>

namespace skirmish {

/// Hands out the Passability of the map it is given, building one only when
/// the map changed in what Passability reads. A handed-out Passability is
/// never changed: a later change of the map gives a new one. Not
/// thread-safe; one per caller (MoveOverlay keeps one per scene).
class PassabilityMemo {
public:
    /// The Passability of `map` as it is now: the kept one when the map's
    /// size, walls (their ends, kinds and door states) and terrain equal the
    /// last call's, otherwise a new one. Never null. Comparing costs a pass
    /// over the walls and the terrain, not a build.
    std::shared_ptr<const Passability> get(const BattleMap& map);

    /// How many times a Passability was built so far; tests read it.
    int built() const { return built_; }

private:
    int width_ = -1;
    int height_ = -1;
    std::vector<Wall> walls_;
    std::vector<Terrain> terrain_;
    std::shared_ptr<const Passability> pass_;
    int built_ = 0;
};

} // namespace skirmish
