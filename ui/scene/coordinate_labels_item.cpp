#include "scene/coordinate_labels_item.h"

#include "core/cell.h"
#include "scene/z_order.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

CoordinateLabelsItem::CoordinateLabelsItem(int width, int height, double cellPixels,
                                           QGraphicsItem* parent)
    : QGraphicsItem(parent), width_(width), height_(height), cellPixels_(cellPixels) {
    setZValue(z::kLabels);
    setAcceptedMouseButtons(Qt::NoButton);
    // paint() draws only the exposed part of the map; this flag makes
    // option->exposedRect exact instead of the whole bounding rect.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
}

void CoordinateLabelsItem::setMapSize(int width, int height) {
    prepareGeometryChange();
    width_ = width;
    height_ = height;
    update();
}

QRectF CoordinateLabelsItem::boundingRect() const {
    return QRectF(0, 0, width_ * cellPixels_, height_ * cellPixels_);
}

namespace {

/// A label's plate and, when `legible`, its text.
void drawPlate(QPainter* painter, const QPointF& anchor, const QString& text,
               const QFontMetricsF& fm, double pad, Qt::Alignment align, bool legible) {
    const QRectF tight = fm.tightBoundingRect(text);
    const double w = std::max(fm.horizontalAdvance(text), tight.width()) + 2 * pad;
    const double h = fm.capHeight() + 2 * pad;
    QRectF plate(0, 0, w, h);
    if (align & Qt::AlignHCenter) {
        plate.moveLeft(anchor.x() - w / 2);
    } else {
        plate.moveLeft(anchor.x());
    }
    if (align & Qt::AlignVCenter) {
        plate.moveTop(anchor.y() - h / 2);
    } else {
        plate.moveTop(anchor.y());
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 150));
    painter->drawRoundedRect(plate, pad, pad);
    if (!legible) {
        return;
    }
    painter->setPen(QColor(255, 255, 255, 235));
    painter->drawText(QPointF(plate.left() + pad + (w - 2 * pad - fm.horizontalAdvance(text)) / 2,
                              plate.top() + pad + fm.capHeight()),
                      text);
}

} // namespace

void CoordinateLabelsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                                 QWidget*) {
    const QRectF all = boundingRect();
    const QRectF exposed = option->exposedRect.isEmpty() ? all : option->exposedRect & all;
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(true);
    font.setPixelSize(std::max(6, static_cast<int>(std::lround(cellPixels_ * 0.24))));
    painter->setFont(font);
    const QFontMetricsF fm(font);
    const double pad = std::max(1.0, cellPixels_ * 0.04);
    const double inset = cellPixels_ * 0.04;
    // Issue 17, a level of detail: letters under 4 device pixels high
    // cannot be read; the plates stay, to show where the rows are.
    const bool legible = font.pixelSize() * QStyleOptionGraphicsItem::levelOfDetailFromTransform(
                                                painter->worldTransform()) >=
                         4.0;

    if (exposed.top() < cellPixels_) {
        const int x0 = std::max(0, static_cast<int>(std::floor(exposed.left() / cellPixels_)));
        const int x1 = std::min(width_, static_cast<int>(std::ceil(exposed.right() / cellPixels_)));
        for (int x = x0; x < x1; ++x) {
            const QString text = QString::fromStdString(column_letters(x));
            drawPlate(painter, QPointF((x + 0.5) * cellPixels_, inset), text, fm, pad,
                      Qt::AlignHCenter | Qt::AlignTop, legible);
        }
    }
    if (exposed.left() < cellPixels_) {
        const int y0 = std::max(0, static_cast<int>(std::floor(exposed.top() / cellPixels_)));
        const int y1 =
            std::min(height_, static_cast<int>(std::ceil(exposed.bottom() / cellPixels_)));
        for (int y = y0; y < y1; ++y) {
            drawPlate(painter, QPointF(inset, (y + 0.5) * cellPixels_), QString::number(y + 1), fm,
                      pad, Qt::AlignLeft | Qt::AlignVCenter, legible);
        }
    }
}

} // namespace skirmish::ui
