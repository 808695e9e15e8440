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
    const double c = cellPixels_;
    const QRectF bounds(0, 0, width * c, height * c);
    // Issue 17: a move that changes nothing the players see (a monster's,
    // most of the time) repaints none of the fog, and a party member's
    // only the squares whose sight changed, not the whole map.
    QRectF changed = bounds;
    if (bounds != bounds_ || sight.size() != sight_.size() || width <= 0) {
        prepareGeometryChange();
        bounds_ = bounds;
    } else {
        int x0 = width;
        int y0 = height;
        int x1 = -1;
        int y1 = -1;
        for (std::size_t i = 0; i < sight.size(); ++i) {
            if (sight[i] != sight_[i]) {
                const int x = static_cast<int>(i % static_cast<std::size_t>(width));
                const int y = static_cast<int>(i / static_cast<std::size_t>(width));
                x0 = std::min(x0, x);
                x1 = std::max(x1, x);
                y0 = std::min(y0, y);
                y1 = std::max(y1, y);
            }
        }
        if (x1 < 0) {
            return;
        }
        // The GM's hatch lines end in square caps that reach past their
        // squares by up to their width: the neighbours' edges repaint too.
        const double bleed = std::max(1.0, c * 0.025);
        changed = QRectF(x0 * c, y0 * c, (x1 - x0 + 1) * c, (y1 - y0 + 1) * c)
                      .adjusted(-bleed, -bleed, bleed, bleed);
    }
    sight_ = sight;
    dark_.clear();
    explored_.clear();
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
                    dark_.emplace_back(x * c, y * c, (end - x) * c, c);
                    darkCount_ += end - x;
                } else if (s == PlayerSight::Explored) {
                    explored_.emplace_back(x * c, y * c, (end - x) * c, c);
                    exploredCount_ += end - x;
                }
                x = end;
            }
        }
    }
    update(changed);
}

QRectF FogItem::boundingRect() const {
    return bounds_;
}

namespace {

/// The rectangles of `rects` (sorted by row) that meet `exposed`, clipped.
template <typename Fn>
void each_exposed(const std::vector<QRectF>& rects, const QRectF& exposed, Fn fn) {
    auto first = std::lower_bound(rects.begin(), rects.end(), exposed.top(),
                                  [](const QRectF& r, double top) { return r.bottom() <= top; });
    for (auto it = first; it != rects.end() && it->top() < exposed.bottom(); ++it) {
        const QRectF part = *it & exposed;
        if (!part.isEmpty()) {
            fn(part);
        }
    }
}

} // namespace

void FogItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    if (darkCount_ == 0 && exploredCount_ == 0) {
        return;
    }
    const QRectF exposed = option != nullptr ? option->exposedRect & bounds_ : bounds_;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false); // crisp square edges, no seams
    if (style_ == Style::Players) {
        each_exposed(explored_, exposed,
                     [&](const QRectF& r) { painter->fillRect(r, exploredColor()); });
        each_exposed(dark_, exposed, [&](const QRectF& r) { painter->fillRect(r, darkColor()); });
    } else {
        each_exposed(dark_, exposed, [&](const QRectF& r) {
            painter->fillRect(r, QColor(40, 40, 50, 50));
            paintHatch(painter, r, QColor(30, 30, 40, 110));
        });
        each_exposed(explored_, exposed,
                     [&](const QRectF& r) { paintHatch(painter, r, QColor(30, 30, 40, 70)); });
    }
    painter->restore();
}

void FogItem::paintHatch(QPainter* painter, const QRectF& r, QColor color) const {
    const double width = std::max(1.0, cellPixels_ * 0.025);
    const double step = std::max(4.0, cellPixels_ / 5);
    // Issue 17, a level of detail: lines closer than 3 device pixels read
    // as an even tint, so paint that tint (the lines' alpha times the share
    // of the area they cover, width * sqrt(2) / step at 45 degrees) instead
    // of thousands of translucent lines. Checked against the lines' picture
    // with the whole 200 x 200 map in view (frame_times --probe): no pixel
    // of the fog differs by more than 24 levels of 255 (most by 4 to 7).
    const double scale =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (step * scale < 3.0) {
        color.setAlphaF(color.alphaF() * std::min(1.0, width * std::sqrt(2.0) / step));
        painter->fillRect(r, color);
        return;
    }
    painter->setPen(QPen(color, width));
    // Lines x - y = k at a fixed spacing in scene px, so neighbouring
    // rectangles line up; each is cut to the rectangle by hand (no clip path).
    const double k0 = std::ceil((r.left() - r.bottom()) / step) * step;
    for (double k = k0; k <= r.right() - r.top(); k += step) {
        // On x = y + k: y from max(top, left - k) to min(bottom, right - k).
        const double y0 = std::max(r.top(), r.left() - k);
        const double y1 = std::min(r.bottom(), r.right() - k);
        if (y1 > y0) {
            painter->drawLine(QPointF(y0 + k, y0), QPointF(y1 + k, y1));
        }
    }
}

} // namespace skirmish::ui
