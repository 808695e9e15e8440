#include "scene/sight_overlay.h"

#include "document/encounter_document.h"
#include "scene/cover_badge_item.h"
#include "scene/map_scene.h"
#include "scene/scene_items.h"
#include "scene/sight_lines_item.h"
#include "scene/sight_shade_item.h"
#include "scene/token_item.h"

#include <QHash>

namespace skirmish::ui {

SightOverlay::SightOverlay(MapScene* scene) : scene_(scene) {
    shade_ = new SightShadeItem(scene_->cellPixels());
    shade_->setVisible(false);
    scene_->addItem(shade_);
    lines_ = new SightLinesItem(scene_->cellPixels());
    lines_->setVisible(false);
    scene_->addItem(lines_);
}

SightOverlay::~SightOverlay() {
    clearBadges();
    deleteSceneItem(shade_);
    deleteSceneItem(lines_);
}

void SightOverlay::setLosVisible(bool on) {
    if (on != losVisible_) {
        losVisible_ = on;
        refresh();
    }
}

void SightOverlay::setCoverVisible(bool on) {
    if (on != coverVisible_) {
        coverVisible_ = on;
        refresh();
    }
}

void SightOverlay::setSourceUnit(const QString& id) {
    if (id != source_) {
        source_ = id;
        refresh();
    }
}

void SightOverlay::setHoveredUnit(const QString& id) {
    if (id != hovered_) {
        hovered_ = id;
        refreshLines();
    }
}

void SightOverlay::hoverAt(QPointF scenePos) {
    QString id;
    for (QGraphicsItem* item : scene_->items(scenePos)) {
        if (auto* token = dynamic_cast<TokenItem*>(item)) {
            id = token->unitId();
            break;
        }
    }
    setHoveredUnit(id);
}

const Sight& SightOverlay::sight() {
    if (!sight_) {
        sight_.emplace(scene_->document()->encounter().map);
        ++builds_;
    }
    return *sight_;
}

bool SightOverlay::isActive() const {
    return scene_->viewMode() == ViewMode::Gm && !source_.isEmpty() &&
           scene_->document()->encounter().find_unit(source_.toStdString()) != nullptr;
}

std::vector<Cell> SightOverlay::hiddenCells() const {
    return shade_->isVisible() ? shade_->hiddenCells() : std::vector<Cell>{};
}

CoverBadgeItem* SightOverlay::badge(const QString& id) const {
    for (CoverBadgeItem* b : badges_) {
        if (b->unitId() == id) {
            return b;
        }
    }
    return nullptr;
}

bool SightOverlay::sightLinesShown() const {
    return lines_->isVisible();
}

void SightOverlay::clearBadges() {
    for (CoverBadgeItem* b : std::as_const(badges_)) {
        deleteSceneItem(b);
    }
    badges_.clear();
}

SightOverlay::Kept& SightOverlay::keptFor(const Rect& from) {
    sight(); // builds it when the walls changed: a new build
    if (kept_.build != builds_ || !(kept_.from == from)) {
        kept_ = Kept{builds_, from, false, {}};
    }
    return kept_;
}

void SightOverlay::refresh() {
    // The badges shown now; those that stay the same are kept (not made
    // again: nothing to repaint), the rest are deleted at the end.
    QHash<QString, CoverBadgeItem*> before;
    for (CoverBadgeItem* b : std::as_const(badges_)) {
        before.insert(b->unitId(), b);
    }
    badges_.clear();
    struct DeleteLeft { // whatever way refresh() leaves
        QHash<QString, CoverBadgeItem*>& left;
        ~DeleteLeft() {
            for (CoverBadgeItem* b : std::as_const(left)) {
                deleteSceneItem(b);
            }
        }
    } deleteLeft{before};
    if (!isActive()) {
        shade_->setVisible(false);
        lines_->setVisible(false);
        return;
    }
    const Encounter& enc = scene_->document()->encounter();
    const Unit& src = *enc.find_unit(source_.toStdString());
    const Rect from = sight_square(src.cell, src.size);
    const Sight& s = sight();
    Kept& kept = keptFor(from);

    if (losVisible_ && kept.shade) {
        shade_->setVisible(true);
    } else if (losVisible_) {
        const int w = enc.map.width();
        const int h = enc.map.height();
        std::vector<char> seen(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
        for (const Cell c : s.visible_cells(from)) {
            if (enc.map.contains(c)) {
                seen[static_cast<std::size_t>(c.y) * w + c.x] = 1;
            }
        }
        std::vector<Cell> hidden;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                if (!seen[static_cast<std::size_t>(y) * w + x]) {
                    hidden.push_back(Cell{x, y});
                }
            }
        }
        shade_->setHiddenCells(std::move(hidden), w, h);
        shade_->setVisible(true);
        kept.shade = true;
    } else {
        shade_->setVisible(false);
    }

    if (coverVisible_) {
        for (const Unit& u : enc.units) {
            if (u.id == src.id) {
                continue;
            }
            const Rect to = sight_square(u.cell, u.size);
            const std::array<double, 4> key{to.x0, to.y0, to.x1, to.y1};
            auto it = kept.covers.find(key);
            if (it == kept.covers.end()) {
                it = kept.covers.emplace(key, s.cover(from, to).cover).first;
            }
            const Cover cover = it->second; // Blocked when not seen at all
            if (cover != Cover::Half && cover != Cover::Full) {
                continue;
            }
            const QString id = QString::fromStdString(u.id);
            const QPointF at = scene_->cellToScene(Cell{u.cell.x + u.size, u.cell.y});
            CoverBadgeItem* shown = before.value(id, nullptr);
            if (shown != nullptr && shown->cover() == cover && shown->pos() == at) {
                before.remove(id);
                badges_.append(shown);
                continue;
            }
            auto* b = new CoverBadgeItem(id, cover, scene_->cellPixels());
            b->setPos(at);
            scene_->addItem(b);
            badges_.append(b);
        }
    }
    refreshLines();
}

void SightOverlay::refreshLines() {
    const Encounter& enc = scene_->document()->encounter();
    const Unit* target = hovered_.isEmpty() ? nullptr : enc.find_unit(hovered_.toStdString());
    if (!sightLinesEnabled() || !isActive() || target == nullptr || hovered_ == source_) {
        lines_->setVisible(false);
        return;
    }
    const Unit& src = *enc.find_unit(source_.toStdString());
    const Rect from = sight_square(src.cell, src.size);
    const Rect to = sight_square(target->cell, target->size);
    lines_->setSight(hovered_, from, to, sight().cover(from, to), scene_->mapRect());
    lines_->setVisible(true);
}

} // namespace skirmish::ui
