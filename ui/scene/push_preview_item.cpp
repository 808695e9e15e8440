#include "scene/push_preview_item.h"

#include "scene/z_order.h"

#include <QFont>
#include <QPainter>

#include <cmath>

namespace skirmish::ui {

PushPreviewItem::PushPreviewItem(double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), cell_(cellPixels) {
    setZValue(z::kToolPreview);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF PushPreviewItem::cellRect(Cell c) const {
    return QRectF(c.x * cell_, c.y * cell_, cell_, cell_);
}

void PushPreviewItem::setArrows(std::vector<Arrow> arrows) {
    prepareGeometryChange();
    arrows_ = std::move(arrows);
    update();
}

void PushPreviewItem::setBlocked(std::optional<Cell> cell) {
    prepareGeometryChange();
    blocked_ = cell;
    update();
}

QRectF PushPreviewItem::boundingRect() const {
    QRectF r;
    for (const Arrow& a : arrows_) {
        r = r.united(cellRect(a.from)).united(cellRect(a.to));
    }
    if (blocked_) {
        r = r.united(cellRect(*blocked_));
    }
    const double m = cell_ * 0.3;
    return r.isNull() ? QRectF() : r.adjusted(-m, -m, m, m);
}

void PushPreviewItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    const QColor shadow(0, 0, 0, 190);
    // Ghost rings first, so the arrows' heads sit on top of them.
    for (const Arrow& a : arrows_) {
        const QRectF g =
            cellRect(a.to).adjusted(cell_ * 0.1, cell_ * 0.1, -cell_ * 0.1, -cell_ * 0.1);
        // Opaque: the square as it would be after the push.
        p->setBrush(a.fill.lighter(125));
        p->setPen(QPen(shadow, cell_ * 0.12));
        p->drawEllipse(g);
        p->setPen(QPen(a.colour, cell_ * 0.07, Qt::DashLine));
        p->drawEllipse(g);
        QFont f(QStringLiteral("Sans Serif"));
        f.setBold(true);
        f.setPixelSize(std::max(6, static_cast<int>(cell_ * 0.32)));
        p->setFont(f);
        p->setPen(shadow);
        p->drawText(g.translated(cell_ * 0.02, cell_ * 0.02), Qt::AlignCenter, a.initials);
        p->setPen(Qt::white);
        p->drawText(g, Qt::AlignCenter, a.initials);
    }
    for (const Arrow& a : arrows_) {
        const QPointF from = cellRect(a.from).center();
        const QPointF to = cellRect(a.to).center();
        const QLineF line(from, to);
        if (line.length() < 1) {
            continue;
        }
        // From the edge of the token to the edge of the ghost.
        const QPointF start = line.pointAt(cell_ * 0.1 / line.length());
        const QPointF tip = line.pointAt(1 - cell_ * 0.3 / line.length());
        const double ang = std::atan2(-(start.y() - tip.y()), start.x() - tip.x());
        const double h = cell_ * 0.3;
        QPolygonF head;
        head << tip << tip + QPointF(std::cos(ang + 0.55) * h, -std::sin(ang + 0.55) * h)
             << tip + QPointF(std::cos(ang - 0.55) * h, -std::sin(ang - 0.55) * h);
        const QPointF shaftEnd =
            QLineF(start, tip).pointAt(1 - (h * 0.7) / QLineF(start, tip).length());
        p->setPen(QPen(shadow, cell_ * 0.2, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(start, shaftEnd);
        p->setPen(QPen(shadow, cell_ * 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->setBrush(shadow);
        p->drawPolygon(head);
        p->setPen(QPen(a.colour, cell_ * 0.11, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(start, shaftEnd);
        p->setPen(Qt::NoPen);
        p->setBrush(a.colour);
        p->drawPolygon(head);
    }
    if (blocked_) {
        const QRectF r =
            cellRect(*blocked_).adjusted(cell_ * 0.12, cell_ * 0.12, -cell_ * 0.12, -cell_ * 0.12);
        for (const auto& [colour, width] :
             {std::pair{shadow, 0.2}, std::pair{QColor(230, 30, 30), 0.11}}) {
            p->setPen(QPen(colour, cell_ * width, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(r.topLeft(), r.bottomRight());
            p->drawLine(r.topRight(), r.bottomLeft());
        }
    }
}

} // namespace skirmish::ui
