#include "scene/cover_badge_item.h"

#include "scene/overlay_palette.h"
#include "scene/z_order.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace skirmish::ui {

CoverBadgeItem::CoverBadgeItem(const QString& unitId, Cover cover, double cellPixels,
                               QGraphicsItem* parent)
    : QGraphicsItem(parent), unitId_(unitId), cover_(cover), cellPixels_(cellPixels) {
    setZValue(z::kCoverBadges);
    setAcceptedMouseButtons(Qt::NoButton);
    setToolTip(cover == Cover::Full ? QObject::tr("Full cover") : QObject::tr("Half cover"));
    // Wide enough for the word in any language ("Full", "Voll"...), with
    // room on each side; the shield keeps its shape for the short ones.
    const double word = QFontMetricsF(textFont()).horizontalAdvance(text());
    plateWidth_ =
        std::max(cellPixels_ * (cover == Cover::Full ? 0.66 : 0.44), word + cellPixels_ * 0.2);
}

QFont CoverBadgeItem::textFont() const {
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(true);
    font.setPixelSize(
        std::max(5, static_cast<int>(cellPixels_ * (cover_ == Cover::Full ? 0.22 : 0.34))));
    return font;
}

QString CoverBadgeItem::text() const {
    return cover_ == Cover::Full ? QCoreApplication::translate("CoverBadgeItem", "Full",
                                                               "the full-cover badge on a token")
                                 : QStringLiteral("\u00bd");
}

QColor CoverBadgeItem::fillColor() const {
    return colorFor(cover_);
}

QColor CoverBadgeItem::colorFor(Cover cover) {
    const OverlayPalette& p = OverlayPalette::current();
    return cover == Cover::Full ? p.coverFull : p.coverHalf;
}

QRectF CoverBadgeItem::plate() const {
    // Just outside the token's top-right corner (the item sits at that
    // corner), clear of the corner dot the sight lines draw there.
    const double h = cellPixels_ * 0.5;
    const double w = plateWidth_;
    return QRectF(cellPixels_ * 0.05 - w * 0.25, -h * 0.72, w, h);
}

QRectF CoverBadgeItem::boundingRect() const {
    const double m = cellPixels_ * 0.05;
    return plate().adjusted(-m, -m, m, m);
}

void CoverBadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QRectF r = plate();
    // A shield: straight top, sides running down, a point at the bottom.
    QPainterPath shield;
    const double shoulder = r.top() + r.height() * 0.55;
    shield.moveTo(r.topLeft());
    shield.lineTo(r.topRight());
    shield.lineTo(r.right(), shoulder);
    shield.quadTo(r.right(), r.bottom() - r.height() * 0.1, r.center().x(), r.bottom());
    shield.quadTo(r.left(), r.bottom() - r.height() * 0.1, r.left(), shoulder);
    shield.closeSubpath();

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(20, 20, 20), cellPixels_ * 0.035));
    painter->setBrush(fillColor());
    painter->drawPath(shield);

    painter->setFont(textFont());
    painter->setPen(cover_ == Cover::Full ? QColor(255, 255, 255) : QColor(20, 20, 20));
    const QRectF textBox(r.left(), r.top(), r.width(), r.height() * 0.78);
    painter->drawText(textBox, Qt::AlignCenter, text());
    painter->restore();
}

} // namespace skirmish::ui
