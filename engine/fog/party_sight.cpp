#include "fog/party_sight.h"

#include "core/overloaded.h"

#include <algorithm>

namespace skirmish {
namespace {

bool on_player_side(const Encounter& enc, const Unit& u) {
    const Side* side = enc.find_side(u.side);
    return side != nullptr && side->player;
}

} // namespace

ViewersTouched viewers_touched(const std::vector<Event>& events) {
    ViewersTouched out;
    for (const Event& ev : events) {
        std::visit(Overloaded{
                       [&](const UnitMoved& e) { out.ids.push_back(e.unit); },
                       [&](const UnitAdded& e) { out.ids.push_back(e.unit.id); },
                       [&](const UnitRemoved& e) { out.ids.push_back(e.unit.id); },
                       [&](const UnitChanged& e) { out.ids.push_back(e.after.id); },
                       [&](const SideAdded&) { out.all = true; },
                       [&](const SideChanged&) { out.all = true; },
                       [&](const WallAdded&) { out.all = true; },
                       [&](const WallRemoved&) { out.all = true; },
                       [&](const WallChanged&) { out.all = true; },
                       [&](const FogEnabledChanged&) { out.all = true; },
                       [&](const auto&) {},
                   },
                   ev);
    }
    return out;
}

PartySight::PartySight(const Encounter& enc) {
    reset(enc);
}

void PartySight::reset(const Encounter& enc) {
    width_ = enc.map.width();
    const std::size_t n = static_cast<std::size_t>(enc.map.width()) * enc.map.height();
    views_.clear();
    counts_.assign(n, 0);
    mask_.assign(n, 0);
    std::vector<const Unit*> viewers;
    for (const Unit& u : enc.units) {
        if (on_player_side(enc, u)) {
            viewers.push_back(&u);
        }
    }
    look_all(enc, viewers);
}

void PartySight::look_all(const Encounter& enc, const std::vector<const Unit*>& viewers) {
    const bool report = progress_ && viewers.size() > 1;
    if (report) {
        progress_(0, viewers.size());
    }
    for (std::size_t k = 0; k < viewers.size(); ++k) {
        look(enc.map, *viewers[k]);
        if (report) {
            progress_(k + 1, viewers.size());
        }
    }
}

void PartySight::update(const Encounter& enc, const std::vector<Event>& events) {
    const ViewersTouched touched = viewers_touched(events);
    if (touched.all ||
        static_cast<std::size_t>(enc.map.width()) * enc.map.height() != mask_.size()) {
        reset(enc);
        return;
    }
    std::vector<const Unit*> viewers;
    for (const std::string& id : touched.ids) {
        forget(id);
        const Unit* u = enc.find_unit(id);
        if (u != nullptr && on_player_side(enc, *u) &&
            std::find(viewers.begin(), viewers.end(), u) == viewers.end()) {
            viewers.push_back(u);
        }
    }
    look_all(enc, viewers);
}

void PartySight::forget(const std::string& id) {
    auto it = views_.find(id);
    if (it == views_.end()) {
        return;
    }
    for (std::uint32_t i : it->second) {
        if (--counts_[i] == 0) {
            mask_[i] = 0;
        }
    }
    views_.erase(it);
}

void PartySight::look(const BattleMap& map, const Unit& unit) {
    std::vector<std::uint32_t> seen;
    for (const Cell& c : memo_.visible_cells(map, sight_square(unit.cell, unit.size))) {
        const auto i = static_cast<std::uint32_t>(c.y * width_ + c.x);
        seen.push_back(i);
        ++counts_[i];
        mask_[i] = 1;
    }
    ++views_computed_;
    views_[unit.id] = std::move(seen);
}

} // namespace skirmish
