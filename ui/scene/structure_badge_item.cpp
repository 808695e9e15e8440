#include "scene/structure_badge_item.h"

#include "scene/z_order.h"

#include <QFont>
#include <QPainter>

#include <algorithm>

namespace skirmish::ui {

StructureBadgeItem::StructureBadgeItem(const Wall& wall, double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), points_(wall.structure.value_or(0)), cellPixels_(cellPixels) {
    setZValue(z::kStructureBadges);
    setAcceptedMouseButtons(Qt::NoButton);
    const QPointF mid((wall.from.x + wall.to.x) / 2 * cellPixels,
                      (wall.from.y + wall.to.y) / 2 * cellPixels);
    const double h = cellPixels * 0.3;
    const double w = h * (points_ >= 100 ? 2.1 : points_ >= 10 ? 1.6 : 1.2);
    plate_ = QRectF(mid.x() - w / 2, mid.y() - h / 2, w, h);
    setToolTip(QObject::tr("Structural points: %1 (Siege and Digging attacks take them away)")
                   .arg(points_));
}

QRectF StructureBadgeItem::boundingRect() const {
    const double pen = std::max(1.0, cellPixels_ * 0.02);
    return plate_.adjusted(-pen, -pen, pen, pen);
}

void StructureBadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    // Light on dark, so that it reads on any background.
    painter->setPen(QPen(QColor(240, 200, 120), std::max(1.0, cellPixels_ * 0.02)));
    painter->setBrush(QColor(40, 30, 20, 235));
    painter->drawRoundedRect(plate_, plate_.height() * 0.3, plate_.height() * 0.3);
    QFont font = painter->font();
    font.setPixelSize(std::max(6, static_cast<int>(plate_.height() * 0.72)));
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(QColor(255, 235, 190));
    painter->drawText(plate_, Qt::AlignCenter, QString::number(points_));
}

} // namespace skirmish::ui
