#include "fog/view_memo.h"

namespace skirmish {

bool ViewMemo::same_walls(const BattleMap& map) const {
    if (map.width() != width_ || map.height() != height_) {
        return false;
    }
    std::size_t i = 0;
    for (const Wall& w : map.walls()) {
        if (!w.blocks_sight()) {
            continue;
        }
        if (i == blocking_.size() || blocking_[i].a != w.from || blocking_[i].b != w.to) {
            return false;
        }
        ++i;
    }
    return i == blocking_.size();
}

void ViewMemo::remember_walls(const BattleMap& map) {
    width_ = map.width();
    height_ = map.height();
    blocking_.clear();
    for (const Wall& w : map.walls()) {
        if (w.blocks_sight()) {
            blocking_.push_back({w.from, w.to});
        }
    }
    sight_.reset();
    views_.clear();
    cells_ = 0;
}

const std::vector<Cell>& ViewMemo::visible_cells(const BattleMap& map, const Rect& from) {
    if (!same_walls(map)) {
        remember_walls(map);
    }
    const std::array<double, 4> key{from.x0, from.y0, from.x1, from.y1};
    if (auto it = views_.find(key); it != views_.end()) {
        return it->second;
    }
    if (!sight_) {
        sight_.emplace(map);
    }
    std::vector<Cell> view = sight_->visible_cells(from);
    ++computed_;
    if (cells_ + view.size() > kMaxCells) {
        views_.clear();
        cells_ = 0;
    }
    cells_ += view.size();
    return views_.emplace(key, std::move(view)).first->second;
}

} // namespace skirmish
