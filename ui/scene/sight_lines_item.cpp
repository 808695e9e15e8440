#include "scene/sight_lines_item.h"

#include "scene/overlay_palette.h"
#include "scene/z_order.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace skirmish::ui {

SightLinesItem::SightLinesItem(double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), cellPixels_(cellPixels) {
    setZValue(z::kSightLines);
    setAcceptedMouseButtons(Qt::NoButton);
}

QString SightLinesItem::labelFor(const CoverResult& result) {
    if (result.cover == Cover::Blocked || !result.sight.visible) {
        return QObject::tr("No line of sight");
    }
    const auto seen = std::count_if(result.corners.begin(), result.corners.end(),
                                    [](const CornerSight& c) { return c.seen; });
    return QObject::tr("Cover: %1 (%2/4 corners)")
        .arg(QString::fromUtf8(to_string(result.cover).data(),
                               static_cast<qsizetype>(to_string(result.cover).size())))
        .arg(seen);
}

QRectF SightLinesItem::toScene(const Rect& r) const {
    return QRectF(toScene(Point{r.x0, r.y0}), toScene(Point{r.x1, r.y1})).normalized();
}

QFont SightLinesItem::labelFont() const {
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(true);
    font.setPixelSize(std::max(6, static_cast<int>(cellPixels_ * 0.3)));
    return font;
}

QRectF SightLinesItem::labelRect() const {
    const QFontMetricsF fm(labelFont());
    const QString text = label();
    const double pad = cellPixels_ * 0.1;
    const double w = fm.horizontalAdvance(text) + 2 * pad;
    const double h = fm.height() + pad;
    const QRectF t = toScene(target_);
    // Under the target's name plate, clear of its corner dots and its cover
    // badge (top-right); in the 1-cell margin below the map at the last row.
    QRectF r(t.center().x() - w / 2, t.bottom() + cellPixels_ * 0.38, w, h);
    if (!area_.isNull()) {
        r.moveLeft(std::clamp(r.left(), area_.left(), std::max(area_.left(), area_.right() - w)));
    }
    return r;
}

void SightLinesItem::setSight(const QString& targetId, const Rect& attacker, const Rect& target,
                              const CoverResult& result, const QRectF& area) {
    prepareGeometryChange();
    area_ = area;
    targetId_ = targetId;
    attacker_ = attacker;
    target_ = target;
    result_ = result;
    QRectF b = toScene(attacker_) | toScene(target_) | labelRect();
    for (const CornerSight& c : result_.corners) {
        if (c.witness) {
            b |= QRectF(toScene(c.witness->a), toScene(c.witness->b)).normalized();
        }
    }
    if (result_.sight.witness) {
        b |= QRectF(toScene(result_.sight.witness->a), toScene(result_.sight.witness->b))
                 .normalized();
    }
    const double m = cellPixels_ * 0.2;
    bounds_ = b.adjusted(-m, -m, m, m);
    update();
}

QRectF SightLinesItem::boundingRect() const {
    return bounds_;
}

void SightLinesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (targetId_.isEmpty()) {
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const double width = cellPixels_ * 0.07;
    const double outline = width + cellPixels_ * 0.05;
    const QColor dark(0, 0, 0, 200);
    const QPointF from = toScene(attacker_.centre());

    // The squares that count: the attacker's and the target's sight squares.
    painter->setBrush(Qt::NoBrush);
    QPen square(QColor(255, 255, 255, 220), cellPixels_ * 0.025, Qt::DashLine);
    painter->setPen(square);
    painter->drawRect(toScene(attacker_));
    painter->drawRect(toScene(target_));

    // Dark underlay first, so the colours stand out on parchment and shade alike.
    auto line = [&](QPointF a, QPointF b, const QColor& color, Qt::PenStyle style) {
        QPen under(dark, outline, style, Qt::RoundCap);
        QPen over(color, width, style, Qt::RoundCap);
        if (style != Qt::SolidLine) {
            // Same dash pattern in px for both pens, so the dashes line up.
            under.setDashPattern({2.0 * width / outline, 1.6 * width / outline});
            over.setDashPattern({2.0, 1.6});
            under.setCapStyle(Qt::FlatCap);
            over.setCapStyle(Qt::FlatCap);
        }
        painter->setPen(under);
        painter->drawLine(a, b);
        painter->setPen(over);
        painter->drawLine(a, b);
    };
    // The line-of-sight witness: thin white over dark, under the corner lines
    // (it often runs along one of them).
    if (result_.sight.witness) {
        const QPointF a = toScene(result_.sight.witness->a);
        const QPointF b = toScene(result_.sight.witness->b);
        painter->setPen(QPen(dark, cellPixels_ * 0.07, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(a, b);
        painter->setPen(
            QPen(QColor(255, 255, 255), cellPixels_ * 0.03, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(a, b);
    }
    for (const CornerSight& c : result_.corners) {
        if (!c.seen) {
            line(from, toScene(c.corner), unseenColor(), Qt::DashLine);
        }
    }
    for (const CornerSight& c : result_.corners) {
        if (c.seen && c.witness) {
            line(toScene(c.witness->a), toScene(c.witness->b), seenColor(), Qt::SolidLine);
        }
    }
    // Corner dots: green seen, red not.
    const double r = cellPixels_ * 0.09;
    for (const CornerSight& c : result_.corners) {
        painter->setPen(QPen(dark, cellPixels_ * 0.03));
        painter->setBrush(c.seen ? seenColor() : unseenColor());
        painter->drawEllipse(toScene(c.corner), r, r);
    }

    // The verdict.
    const QRectF box = labelRect();
    const bool blocked = result_.cover == Cover::Blocked || !result_.sight.visible;
    const QColor accent = blocked || result_.cover == Cover::Full ? unseenColor()
                          : result_.cover == Cover::Half ? OverlayPalette::current().coverHalf
                                                         : seenColor();
    painter->setPen(QPen(accent, cellPixels_ * 0.04));
    painter->setBrush(QColor(15, 15, 20, 225));
    painter->drawRoundedRect(box, box.height() * 0.25, box.height() * 0.25);
    painter->setFont(labelFont());
    painter->setPen(QColor(255, 255, 255));
    painter->drawText(box, Qt::AlignCenter, label());
    painter->restore();
}

QColor SightLinesItem::seenColor() {
    return OverlayPalette::current().sightSeen;
}

QColor SightLinesItem::unseenColor() {
    return OverlayPalette::current().sightBlocked;
}

} // namespace skirmish::ui
