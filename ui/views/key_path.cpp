#include "views/key_path.h"

namespace skirmish::ui {

void KeyPath::follow(const QString& unit, Cell start) {
    if (unit != unit_ || !(start == start_)) {
        unit_ = unit;
        start_ = start;
        steps_.clear();
    }
}

void KeyPath::step(int dx, int dy) {
    const Cell from = steps_.empty() ? start_ : steps_.back();
    const Cell to{from.x + dx, from.y + dy};
    const Cell before = steps_.size() >= 2 ? steps_[steps_.size() - 2] : start_;
    if (!steps_.empty() && to == before) {
        steps_.pop_back();
    } else {
        steps_.push_back(to);
    }
}

void KeyPath::clear() {
    unit_.clear();
    steps_.clear();
}

std::vector<Cell> KeyPath::via() const {
    if (steps_.empty()) {
        return {};
    }
    return {steps_.begin(), steps_.end() - 1};
}

} // namespace skirmish::ui
