#include "scene/fog_item.h"

#include "scene/z_order.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

FogItem::FogItem(double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), cellPixels_(cellPixels) {
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setStyle(Style::Gm);
}

QColor FogItem::darkColor() {
    return QColor(0x0b, 0x0b, 0x0f);
}

QColor FogItem::exploredColor() {
    // A cool night tint rather than plain black: explored floor must not
    // read like the grey of impassable terrain.
    return QColor(20, 30, 70, 140);
}

void FogItem::setStyle(Style style) {
    style_ = style;
    setZValue(style == Style::Players ? z::kFog : z::kFogHatch);
    update();
}

void FogItem::setSight(int width, int height, const std::vector<PlayerSight>& sight) {
    prepareGeometryChange();
    const double c = cellPixels_;
    bounds_ = QRectF(0, 0, width * c, height * c);
    dark_ = QPainterPath();
    explored_ = QPainterPath();
    dark_.setFillRule(Qt::WindingFill);
    explored_.setFillRule(Qt::WindingFill);
    darkCount_ = 0;
    exploredCount_ = 0;
    if (sight.size() == static_cast<std::size_t>(width) * height) {
        // One rectangle per run of equal squares in a row.
        for (int y = 0; y < height; ++y) {
            int x = 0;
            while (x < width) {
                const PlayerSight s = sight[static_cast<std::size_t>(y) * width + x];
                int end = x + 1;
                while (end < width && sight[static_cast<std::size_t>(y) * width + end] == s) {
                    ++end;
                }
                if (s == PlayerSight::Dark) {
                    dark_.addRect(x * c, y * c, (end - x) * c, c);
                    darkCount_ += end - x;
                } else if (s == PlayerSight::Explored) {
                    explored_.addRect(x * c, y * c, (end - x) * c, c);
                    exploredCount_ += end - x;
                }
                x = end;
            }
        }
    }
    update();
}

QRectF FogItem::boundingRect() const {
    return bounds_;
}

void FogItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    if (darkCount_ == 0 && exploredCount_ == 0) {
        return;
    }
    painter->save();
    if (style_ == Style::Players) {
        painter->setPen(Qt::NoPen);
        painter->fillPath(explored_, exploredColor());
        painter->fillPath(dark_, darkColor());
    } else {
        const QRectF exposed = option ? option->exposedRect : bounds_;
        painter->fillPath(dark_, QColor(40, 40, 50, 50));
        paintHatch(painter, dark_, exposed, QColor(30, 30, 40, 110));
        paintHatch(painter, explored_, exposed, QColor(30, 30, 40, 70));
    }
    painter->restore();
}

void FogItem::paintHatch(QPainter* painter, const QPainterPath& area, const QRectF& exposed,
                         QColor color) const {
    const QRectF r = area.boundingRect() & exposed;
    if (r.isEmpty()) {
        return;
    }
    painter->save();
    painter->setClipPath(area, Qt::IntersectClip);
    painter->setPen(QPen(color, std::max(1.0, cellPixels_ * 0.025)));
    // Lines x - y = k at a fixed spacing in scene px, so neighbouring
    // exposed rectangles line up.
    const double step = std::max(4.0, cellPixels_ / 5);
    const double k0 = std::floor((r.left() - r.bottom()) / step) * step;
    for (double k = k0; k <= r.right() - r.top(); k += step) {
        painter->drawLine(QPointF(r.top() + k, r.top()), QPointF(r.bottom() + k, r.bottom()));
    }
    painter->restore();
}

} // namespace skirmish::ui
