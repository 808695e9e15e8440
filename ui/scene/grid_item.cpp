#include "scene/grid_item.h"

#include "scene/device_cache.h"
#include "scene/overlay_palette.h"
#include "scene/z_order.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

GridItem::GridItem(int width, int height, double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), width_(width), height_(height), cellPixels_(cellPixels) {
    setZValue(z::kGrid);
    setAcceptedMouseButtons(Qt::NoButton);
    // paint() draws only the exposed part of the map; this flag makes
    // option->exposedRect exact instead of the whole bounding rect.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    // Issue 17: its translucent lines take the raster engine's slow blending
    // path (25 ms a frame at zoom 1, 140 ms with the whole 200 x 200 map in
    // view). Painted once per zoom and scroll into a pixmap of the view's
    // pixels, a repaint blits it (about 1 ms): the same picture.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void GridItem::setMapSize(int width, int height) {
    prepareGeometryChange();
    width_ = width;
    height_ = height;
    dropDeviceCaches(this);
}

QRectF GridItem::boundingRect() const {
    const double m = cellPixels_ * 0.05;
    return QRectF(-m, -m, width_ * cellPixels_ + 2 * m, height_ * cellPixels_ + 2 * m);
}

void GridItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const QRectF all(0, 0, width_ * cellPixels_, height_ * cellPixels_);
    const QRectF exposed = option->exposedRect.isEmpty() ? all : option->exposedRect & all;
    const int x0 = std::max(0, static_cast<int>(std::floor(exposed.left() / cellPixels_)));
    const int y0 = std::max(0, static_cast<int>(std::floor(exposed.top() / cellPixels_)));
    const int x1 = std::min(width_, static_cast<int>(std::ceil(exposed.right() / cellPixels_)));
    const int y1 = std::min(height_, static_cast<int>(std::ceil(exposed.bottom() / cellPixels_)));

    // Two passes (dark under light) keep the grid visible on any background.
    const double w = std::max(1.0, cellPixels_ / 40.0);
    const OverlayPalette& palette = OverlayPalette::current();
    const QPen dark(palette.gridDark, w * palette.gridWeight);
    const QPen light(palette.gridLight, w * 0.6);
    for (const QPen& pen : {dark, light}) {
        painter->setPen(pen);
        for (int x = x0; x <= x1; ++x) {
            painter->drawLine(QPointF(x * cellPixels_, y0 * cellPixels_),
                              QPointF(x * cellPixels_, y1 * cellPixels_));
        }
        for (int y = y0; y <= y1; ++y) {
            painter->drawLine(QPointF(x0 * cellPixels_, y * cellPixels_),
                              QPointF(x1 * cellPixels_, y * cellPixels_));
        }
    }
}

} // namespace skirmish::ui
