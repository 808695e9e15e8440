#pragma once
/// @file PartySight: the squares that units of player-controlled sides see
/// now, kept up to date from events. Only the units whose view an event
/// may change are looked at again: a moved, added or edited player unit;
/// every one when walls, doors or sides change or fog is turned on.

#include "encounter/encounter.h"
#include "encounter/event.h"
#include "fog/view_memo.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace skirmish {

/// The player-side units whose view `events` may change: the moved, added
/// or edited ones, or all of them (`all` set) when walls, doors or sides
/// changed or fog was turned on. Ids of units that no longer exist or are
/// not on a player side are included when an event names them, so that a
/// cache can forget them.
struct ViewersTouched {
    bool all = false;
    std::vector<std::string> ids;
};
ViewersTouched viewers_touched(const std::vector<Event>& events);

/// Called while views are computed: (0, total) before the first, then
/// (done, total) after each unit's view. A caller that shows progress (the
/// GUI past half a second, issue 17) may process events in it; it must not
/// change the encounter.
using SightProgress = std::function<void(std::size_t done, std::size_t total)>;

class PartySight {
public:
    /// Computes every player-side unit's view.
    explicit PartySight(const Encounter& enc);

    /// Brings the views up to date after `events` were applied to (or
    /// reverted from) `enc`.
    void update(const Encounter& enc, const std::vector<Event>& events);
    /// Computes everything again (a new encounter, say).
    void reset(const Encounter& enc);

    /// Row-major over the map: 1 where some player-side unit sees the square.
    const std::vector<std::uint8_t>& mask() const { return mask_; }
    /// How many unit views were computed so far (tests check the caching).
    int views_computed() const { return views_computed_; }
    /// Reports each computation of more than one view from now on (empty:
    /// none).
    void set_progress(SightProgress progress) { progress_ = std::move(progress); }
    /// The views remembered for the map's walls now. Pass it to resolve()
    /// so that a command reuses them for the explored squares and the
    /// update after it reuses what the command worked out.
    ViewMemo& memo() { return memo_; }

private:
    void forget(const std::string& id);
    /// Adds what `unit` sees (from memo_, whose Sight is built once per
    /// state of the walls: per unit it cost more than the looking on a map
    /// of 20,000 walls).
    void look(const BattleMap& map, const Unit& unit);
    /// look() for each of `viewers`, reporting progress.
    void look_all(const Encounter& enc, const std::vector<const Unit*>& viewers);

    int width_ = 0;
    std::map<std::string, std::vector<std::uint32_t>> views_; ///< per unit: square indices seen
    std::vector<std::uint16_t> counts_;                       ///< per square: units that see it
    std::vector<std::uint8_t> mask_;
    int views_computed_ = 0;
    SightProgress progress_;
    ViewMemo memo_;
};

} // namespace skirmish
