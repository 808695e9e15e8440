#include "scene/reach_item.h"

#include "scene/overlay_palette.h"
#include "scene/z_order.h"

#include <QPainter>
#include <QPen>

#include <algorithm>
#include <set>

namespace skirmish::ui {

ReachItem::ReachItem(double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), cellPixels_(cellPixels) {
    setZValue(z::kReach);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

QColor ReachItem::color(Kind kind) {
    const OverlayPalette& p = OverlayPalette::current();
    switch (kind) {
    case Kind::EndsMove:
        return p.reachEndsMove;
    case Kind::Provokes:
        return p.reachProvokes;
    case Kind::Free:
        break;
    }
    return p.reachFree;
}

QColor ReachItem::outlineColor() {
    return OverlayPalette::current().reachOutline;
}

void ReachItem::setSquares(std::vector<Square> squares, const std::vector<Cell>& home) {
    prepareGeometryChange();
    squares_ = std::move(squares);
    std::set<Cell> area(home.begin(), home.end());
    for (const Square& s : squares_) {
        area.insert(s.cell);
    }
    // The outline: every cell edge with no area cell on its other side.
    outline_.clear();
    const double c = cellPixels_;
    QRectF bounds;
    for (const Cell cell : area) {
        const double x = cell.x * c;
        const double y = cell.y * c;
        if (!area.count(Cell{cell.x, cell.y - 1})) {
            outline_.append(QLineF(x, y, x + c, y));
        }
        if (!area.count(Cell{cell.x, cell.y + 1})) {
            outline_.append(QLineF(x, y + c, x + c, y + c));
        }
        if (!area.count(Cell{cell.x - 1, cell.y})) {
            outline_.append(QLineF(x, y, x, y + c));
        }
        if (!area.count(Cell{cell.x + 1, cell.y})) {
            outline_.append(QLineF(x + c, y, x + c, y + c));
        }
        bounds |= QRectF(x, y, c, c);
    }
    bounds_ = bounds.adjusted(-c * 0.1, -c * 0.1, c * 0.1, c * 0.1);
    update();
}

QRectF ReachItem::boundingRect() const {
    return bounds_;
}

void ReachItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (squares_.empty()) {
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false); // crisp cell edges, no seams
    painter->setPen(Qt::NoPen);
    const double c = cellPixels_;
    for (const Square& s : squares_) {
        painter->fillRect(QRectF(s.cell.x * c, s.cell.y * c, c, c), color(s.kind));
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    QPen pen(outlineColor(), std::max(1.5, c * OverlayPalette::current().reachOutlineWeight));
    pen.setCapStyle(Qt::SquareCap);
    painter->setPen(pen);
    painter->drawLines(outline_);
    painter->restore();
}

} // namespace skirmish::ui
