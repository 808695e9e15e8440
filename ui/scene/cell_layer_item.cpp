#include "scene/cell_layer_item.h"

#include "map/battle_map.h"

#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

CellLayerItem::CellLayerItem(const BattleMap* map, double cellPixels, double z,
                             QGraphicsItem* parent)
    : QGraphicsItem(parent), map_(map), cellPixels_(cellPixels) {
    setZValue(z);
    setAcceptedMouseButtons(Qt::NoButton);
    // paint() draws only the exposed part of the map; this flag makes
    // option->exposedRect exact instead of the whole bounding rect.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    refresh();
}

void CellLayerItem::refresh() {
    prepareGeometryChange();
    rect_ = QRectF(0, 0, map_->width() * cellPixels_, map_->height() * cellPixels_);
    update();
}

QRectF CellLayerItem::boundingRect() const {
    return rect_;
}

CellLayerItem::Cells CellLayerItem::exposedCells(const QStyleOptionGraphicsItem* option) const {
    const QRectF exposed =
        option == nullptr || option->exposedRect.isEmpty() ? rect_ : option->exposedRect & rect_;
    return {std::max(0, static_cast<int>(std::floor(exposed.left() / cellPixels_))),
            std::max(0, static_cast<int>(std::floor(exposed.top() / cellPixels_))),
            std::min(map_->width(), static_cast<int>(std::ceil(exposed.right() / cellPixels_))),
            std::min(map_->height(), static_cast<int>(std::ceil(exposed.bottom() / cellPixels_)))};
}

QRectF CellLayerItem::cellRect(int x, int y) const {
    return QRectF(x * cellPixels_, y * cellPixels_, cellPixels_, cellPixels_);
}

} // namespace skirmish::ui
