#include "movement/passability_memo.h"

namespace skirmish {

std::shared_ptr<const Passability> PassabilityMemo::get(const BattleMap& map) {
    if (pass_ != nullptr && map.width() == width_ && map.height() == height_ &&
        map.walls() == walls_ && map.terrain_grid() == terrain_) {
        return pass_;
    }
    // Built before the map is remembered: should the build throw, the memo
    // still describes the Passability it holds.
    auto fresh = std::make_shared<const Passability>(map);
    width_ = map.width();
    height_ = map.height();
    walls_ = map.walls();
    terrain_ = map.terrain_grid();
    pass_ = std::move(fresh);
    ++built_;
    return pass_;
}

} // namespace skirmish
