#include "scene/threat_item.h"

#include "scene/overlay_palette.h"
#include "scene/z_order.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

namespace skirmish::ui {

ThreatItem::ThreatItem(double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), cellPixels_(cellPixels) {
    setZValue(z::kThreat);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

QColor ThreatItem::tintColor() {
    return OverlayPalette::current().threatTint;
}

void ThreatItem::setCells(std::vector<Cell> cells) {
    prepareGeometryChange();
    std::sort(cells.begin(), cells.end(),
              [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    cells_ = std::move(cells);
    auto has = [this](Cell c) {
        return std::binary_search(cells_.begin(), cells_.end(), c, [](Cell a, Cell b) {
            return a.y != b.y ? a.y < b.y : a.x < b.x;
        });
    };
    const double c = cellPixels_;
    edge_.clear();
    QRectF bounds;
    for (const Cell cell : cells_) {
        const double x = cell.x * c;
        const double y = cell.y * c;
        if (!has(Cell{cell.x, cell.y - 1})) {
            edge_.append(QLineF(x, y, x + c, y));
        }
        if (!has(Cell{cell.x, cell.y + 1})) {
            edge_.append(QLineF(x, y + c, x + c, y + c));
        }
        if (!has(Cell{cell.x - 1, cell.y})) {
            edge_.append(QLineF(x, y, x, y + c));
        }
        if (!has(Cell{cell.x + 1, cell.y})) {
            edge_.append(QLineF(x + c, y, x + c, y + c));
        }
        bounds |= QRectF(x, y, c, c);
    }
    bounds_ = bounds.adjusted(-c * 0.1, -c * 0.1, c * 0.1, c * 0.1);
    update();
}

QRectF ThreatItem::boundingRect() const {
    return bounds_;
}

void ThreatItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (cells_.empty()) {
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const double c = cellPixels_;
    for (const Cell cell : cells_) {
        painter->fillRect(QRectF(cell.x * c, cell.y * c, c, c), tintColor());
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    const OverlayPalette& palette = OverlayPalette::current();
    QPen pen(palette.threatOutline, std::max(1.5, c * palette.threatOutlineWeight), Qt::DashLine);
    painter->setPen(pen);
    painter->drawLines(edge_);
    painter->restore();
}

} // namespace skirmish::ui
