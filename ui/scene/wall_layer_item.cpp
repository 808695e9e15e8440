#include "scene/wall_layer_item.h"

#include "scene/device_cache.h"
#include "scene/wall_item.h"
#include "scene/z_order.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace skirmish::ui {

WallLayerItem::WallLayerItem(const std::vector<WallItem*>* walls, double cellPixels)
    : walls_(walls), cellPixels_(cellPixels) {
    // Over every wall item's own place in the stack (walls, windows, then
    // doors), so that the layer draws where they did.
    setZValue(z::kWalls + 0.2);
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption); // an exact exposedRect
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void WallLayerItem::refresh(int width, int height) {
    // Open doors swing their leaf up to a wall's length past the map's
    // edge: the union of the items' bounds holds every stroke.
    QRectF bounds(0, 0, width * cellPixels_, height * cellPixels_);
    for (const WallItem* item : *walls_) {
        bounds |= item->boundingRect();
    }
    if (bounds != bounds_) {
        prepareGeometryChange();
        bounds_ = bounds;
    }
    dropDeviceCaches(this);
}

QRectF WallLayerItem::boundingRect() const {
    return bounds_;
}

void WallLayerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const QRectF exposed = option->exposedRect.isEmpty() ? bounds_ : option->exposedRect;
    // Walls, then windows, then doors: the order their items were stacked in.
    for (const WallKind kind : {WallKind::Wall, WallKind::Window, WallKind::Door}) {
        for (const WallItem* item : *walls_) {
            if (item->wall().kind == kind && item->isVisible() &&
                item->boundingRect().intersects(exposed)) {
                WallItem::paintWall(painter, item->wall(), cellPixels_);
            }
        }
    }
}

} // namespace skirmish::ui
