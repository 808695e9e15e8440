#include "scene/reaction_mark_item.h"

#include "scene/z_order.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace skirmish::ui {
namespace {

const QColor kInk(255, 140, 0);

} // namespace

ReactionMarkItem::ReactionMarkItem(double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), cell_(cellPixels) {
    setZValue(z::kToolPreview);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF ReactionMarkItem::squareRect(Cell c, int size) const {
    return QRectF(c.x * cell_, c.y * cell_, size * cell_, size * cell_);
}

void ReactionMarkItem::setMark(Cell at, Cell reactor, int reactorSize) {
    prepareGeometryChange();
    at_ = at;
    reactor_ = reactor;
    reactorSize_ = std::max(1, reactorSize);
    update();
}

QRectF ReactionMarkItem::boundingRect() const {
    const double m = cell_ * 0.5;
    return squareRect(at_, 1).united(squareRect(reactor_, reactorSize_)).adjusted(-m, -m, m, m);
}

void ReactionMarkItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF sq = squareRect(at_, 1);
    const QRectF rr = squareRect(reactor_, reactorSize_);
    // The arrow from the reactor's edge to the square's edge, under the marks.
    const QPointF a = rr.center();
    const QPointF b = sq.center();
    const QLineF full(a, b);
    if (full.length() > cell_ * 0.9) {
        const double ra = rr.width() * 0.5;
        const double rb = cell_ * 0.45;
        const QPointF from = full.pointAt(ra / full.length());
        const QPointF to = full.pointAt(1 - rb / full.length());
        p->setPen(QPen(QColor(0, 0, 0, 170), cell_ * 0.12, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(from, to);
        p->setPen(QPen(kInk, cell_ * 0.07, Qt::DashLine, Qt::RoundCap));
        p->drawLine(from, to);
        // Head.
        const QLineF dir(to, from);
        const double ang = std::atan2(-dir.dy(), dir.dx());
        const double h = cell_ * 0.28;
        QPolygonF head;
        head << to << to + QPointF(std::cos(ang + 0.5) * h, -std::sin(ang + 0.5) * h)
             << to + QPointF(std::cos(ang - 0.5) * h, -std::sin(ang - 0.5) * h);
        p->setPen(QPen(QColor(0, 0, 0, 170), cell_ * 0.03));
        p->setBrush(kInk);
        p->drawPolygon(head);
    }
    // The provoking square: a thick outline and a light fill.
    p->setBrush(QColor(255, 140, 0, 60));
    p->setPen(QPen(QColor(0, 0, 0, 170), cell_ * 0.13));
    p->drawRect(sq.adjusted(cell_ * 0.05, cell_ * 0.05, -cell_ * 0.05, -cell_ * 0.05));
    p->setPen(QPen(kInk, cell_ * 0.08));
    p->drawRect(sq.adjusted(cell_ * 0.05, cell_ * 0.05, -cell_ * 0.05, -cell_ * 0.05));
    // The reactor: an orange ring around its token.
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(QColor(0, 0, 0, 170), cell_ * 0.14));
    p->drawEllipse(rr.adjusted(-cell_ * 0.06, -cell_ * 0.06, cell_ * 0.06, cell_ * 0.06));
    p->setPen(QPen(kInk, cell_ * 0.08));
    p->drawEllipse(rr.adjusted(-cell_ * 0.06, -cell_ * 0.06, cell_ * 0.06, cell_ * 0.06));
    // A "!" badge on the square's top-right corner.
    const double r = cell_ * 0.2;
    const QPointF c = sq.topRight() + QPointF(-r * 0.6, r * 0.6);
    p->setPen(QPen(Qt::black, cell_ * 0.03));
    p->setBrush(kInk);
    p->drawEllipse(c, r, r);
    QFont f(QStringLiteral("Sans Serif"));
    f.setBold(true);
    f.setPixelSize(std::max(6, static_cast<int>(r * 1.6)));
    p->setFont(f);
    p->setPen(Qt::black);
    p->drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QStringLiteral("!"));
}

} // namespace skirmish::ui
