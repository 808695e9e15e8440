#include "scene/elevation_item.h"

#include "map/battle_map.h"
#include "scene/z_order.h"

#include <QFont>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

ElevationItem::ElevationItem(const BattleMap* map, double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), map_(map), cellPixels_(cellPixels) {
    setZValue(z::kElevation);
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    refresh();
}

void ElevationItem::refresh() {
    prepareGeometryChange();
    rect_ = QRectF(0, 0, map_->width() * cellPixels_, map_->height() * cellPixels_);
    update();
}

QRectF ElevationItem::boundingRect() const {
    return rect_;
}

void ElevationItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const QRectF exposed = option->exposedRect.isEmpty() ? rect_ : option->exposedRect & rect_;
    const int x0 = std::max(0, static_cast<int>(std::floor(exposed.left() / cellPixels_)));
    const int y0 = std::max(0, static_cast<int>(std::floor(exposed.top() / cellPixels_)));
    const int x1 =
        std::min(map_->width(), static_cast<int>(std::ceil(exposed.right() / cellPixels_)));
    const int y1 =
        std::min(map_->height(), static_cast<int>(std::ceil(exposed.bottom() / cellPixels_)));
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(true);
    font.setPixelSize(std::max(6, static_cast<int>(cellPixels_ * 0.24)));
    painter->setFont(font);
    const double badge = cellPixels_ * 0.3;
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            const int level = map_->elevation(Cell{x, y});
            if (level <= 0) {
                continue;
            }
            const QRectF cell(x * cellPixels_, y * cellPixels_, cellPixels_, cellPixels_);
            // Slate blue, darker a level: readable under tokens and walls.
            painter->fillRect(cell, QColor(40, 60, 110, 30 + 28 * level));
            // The level in the top-right corner, white on dark.
            const QRectF corner(cell.right() - badge, cell.top(), badge, badge);
            painter->fillRect(corner, QColor(20, 30, 60, 200));
            painter->setPen(QColor(255, 255, 255));
            painter->drawText(corner, Qt::AlignCenter, QString::number(level));
        }
    }
}

} // namespace skirmish::ui
