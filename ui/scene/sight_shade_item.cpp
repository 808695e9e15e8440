#include "scene/sight_shade_item.h"

#include "scene/overlay_palette.h"
#include "scene/z_order.h"

#include <QPainter>

#include <algorithm>

namespace skirmish::ui {

SightShadeItem::SightShadeItem(double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), cellPixels_(cellPixels) {
    setZValue(z::kSightShade);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

QColor SightShadeItem::shadeColor() {
    return OverlayPalette::current().sightShade;
}

void SightShadeItem::setHiddenCells(std::vector<Cell> hidden, int width, int height) {
    std::sort(hidden.begin(), hidden.end(),
              [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    hidden.erase(std::unique(hidden.begin(), hidden.end()), hidden.end());
    const QRectF bounds(0, 0, width * cellPixels_, height * cellPixels_);
    if (hidden == hidden_ && bounds == bounds_) {
        return; // the same shade: nothing to repaint (issue 17)
    }
    prepareGeometryChange();
    hidden_ = std::move(hidden);
    bounds_ = bounds;
    // Merge each row's consecutive cells into one rectangle: fewer rects to
    // paint, and no double-darkened seams between neighbours.
    runs_.clear();
    for (std::size_t i = 0; i < hidden_.size();) {
        std::size_t j = i + 1;
        while (j < hidden_.size() && hidden_[j].y == hidden_[i].y &&
               hidden_[j].x == hidden_[j - 1].x + 1) {
            ++j;
        }
        const Cell first = hidden_[i];
        const auto n = static_cast<double>(j - i);
        runs_.append(
            QRectF(first.x * cellPixels_, first.y * cellPixels_, n * cellPixels_, cellPixels_));
        i = j;
    }
    update();
}

QRectF SightShadeItem::boundingRect() const {
    return bounds_;
}

void SightShadeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (runs_.isEmpty()) {
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false); // crisp cell edges, no seams
    painter->setPen(Qt::NoPen);
    painter->setBrush(shadeColor());
    painter->drawRects(runs_);
    painter->restore();
}

} // namespace skirmish::ui
