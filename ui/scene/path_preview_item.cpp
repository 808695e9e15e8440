#include "scene/path_preview_item.h"

#include "scene/z_order.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {
namespace {

const QColor kPathColor(25, 85, 200);
const QColor kBeyondColor(200, 40, 40);
const QColor kRefusalText(185, 20, 20);

constexpr int kTextFlags = Qt::AlignCenter | Qt::TextWordWrap;

} // namespace

PathPreviewItem::PathPreviewItem(double cellPixels, QRectF area, QGraphicsItem* parent)
    : QGraphicsItem(parent), cellPixels_(cellPixels), area_(area) {
    setZValue(z::kPathPreview);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    labelFont_.setPixelSize(std::max(8, static_cast<int>(cellPixels_ * 0.3)));
    labelFont_.setBold(true);
    markerFont_.setPixelSize(std::max(7, static_cast<int>(cellPixels_ * 0.22)));
    markerFont_.setBold(true);
}

QStringList PathPreviewItem::markerTexts() const {
    QStringList out;
    for (const Marker& m : preview_.markers) {
        out << m.text;
    }
    return out;
}

QRectF PathPreviewItem::placeLabel(const QString& text, const QFont& font, QPointF anchor,
                                   QPointF heading, double gap, double maxWidth) const {
    const QFontMetricsF fm(font);
    const QRectF textRect = fm.boundingRect(QRectF(0, 0, maxWidth, 10000), kTextFlags, text);
    const double pad = cellPixels_ * 0.08;
    const QSizeF size(textRect.width() + 2 * pad, textRect.height() + 2 * pad);
    // Beyond the goal in the direction of travel, so that the label covers
    // neither the path nor where the move stops; else to a side, else back.
    const QPointF down(0, 1), up(0, -1), right(1, 0), left(-1, 0);
    QVector<QPointF> sides;
    if (std::abs(heading.y()) >= std::abs(heading.x())) {
        const QPointF ahead = heading.y() < 0 ? up : down;
        sides = {ahead, right, left, -ahead};
    } else {
        const QPointF ahead = heading.x() < 0 ? left : right;
        sides = {ahead, down, up, -ahead};
    }
    QRectF first;
    for (const QPointF& side : std::as_const(sides)) {
        QRectF r(QPointF(), size);
        if (side.y() > 0) {
            r.moveTop(anchor.y() + gap);
            r.moveLeft(anchor.x() - size.width() / 2);
        } else if (side.y() < 0) {
            r.moveBottom(anchor.y() - gap);
            r.moveLeft(anchor.x() - size.width() / 2);
        } else if (side.x() > 0) {
            r.moveLeft(anchor.x() + gap);
            r.moveTop(anchor.y() - size.height() / 2);
        } else {
            r.moveRight(anchor.x() - gap);
            r.moveTop(anchor.y() - size.height() / 2);
        }
        // Slide along the map's edges; keep it when it then fits.
        r.moveLeft(
            std::clamp(r.left(), area_.left(), std::max(area_.left(), area_.right() - r.width())));
        r.moveTop(
            std::clamp(r.top(), area_.top(), std::max(area_.top(), area_.bottom() - r.height())));
        const bool clear = !r.contains(anchor) &&
                           !r.intersects(QRectF(anchor.x() - gap * 0.9, anchor.y() - gap * 0.9,
                                                gap * 1.8, gap * 1.8));
        if (first.isNull()) {
            first = r;
        }
        if (clear) {
            return r;
        }
    }
    return first;
}

void PathPreviewItem::setPreview(Preview preview) {
    prepareGeometryChange();
    preview_ = std::move(preview);
    const double c = cellPixels_;
    QRectF bounds;
    for (const QPointF& p : std::as_const(preview_.points)) {
        bounds |= QRectF(p.x() - c / 2, p.y() - c / 2, c, c);
    }
    labelRect_ = QRectF();
    if (!preview_.points.isEmpty() && !preview_.label.isEmpty()) {
        const QPointF end = preview_.points.back();
        const QPointF heading = preview_.points.size() > 1
                                    ? end - preview_.points[preview_.points.size() - 2]
                                    : QPointF(0, 1);
        labelRect_ = placeLabel(preview_.label, labelFont_, end, heading, c * 0.7, c * 4.5);
        bounds |= labelRect_;
    }
    markerRects_.clear();
    const QFontMetricsF fm(markerFont_);
    for (const Marker& m : std::as_const(preview_.markers)) {
        // The disc sits on the square's top-right corner, the name beside it.
        const QPointF disc = m.centre + QPointF(c * 0.3, -c * 0.3);
        const double pad = c * 0.06;
        QRectF r = fm.boundingRect(m.text).adjusted(-pad, -pad, pad, pad);
        r.moveTopLeft(QPointF(disc.x() + c * 0.2, disc.y() - r.height() / 2));
        if (r.right() > area_.right()) { // no room on the right: to the left of the square
            r.moveRight(m.centre.x() - c * 0.5);
        }
        markerRects_.append(r);
        bounds |= r;
        bounds |= QRectF(disc.x() - c * 0.2, disc.y() - c * 0.2, c * 0.4, c * 0.4);
    }
    bounds_ = bounds.adjusted(-c * 0.2, -c * 0.2, c * 0.2, c * 0.2);
    update();
}

QRectF PathPreviewItem::boundingRect() const {
    return bounds_;
}

void PathPreviewItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QVector<QPointF>& pts = preview_.points;
    if (pts.isEmpty()) {
        return;
    }
    const double c = cellPixels_;
    const double w = std::max(2.0, c * 0.11);
    const int stop = std::clamp(preview_.solidUpTo, 0, static_cast<int>(pts.size()) - 1);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);

    // A light halo under the whole line keeps it readable on any map.
    QPen halo(QColor(255, 255, 255, 200), w * 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter->setPen(halo);
    painter->drawPolyline(pts.constData(), static_cast<int>(pts.size()));
    if (stop + 1 < pts.size()) {
        QPen dashed(kBeyondColor, w * 0.8, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
        dashed.setDashPattern({1.6, 1.2});
        painter->setPen(dashed);
        painter->drawPolyline(pts.constData() + stop, static_cast<int>(pts.size()) - stop);
    }
    painter->setPen(QPen(kPathColor, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolyline(pts.constData(), stop + 1);

    // Start dot; where the move stops, a ring (a bar-like stop sign when it
    // stops short of the goal).
    painter->setPen(Qt::NoPen);
    painter->setBrush(kPathColor);
    painter->drawEllipse(pts.front(), w * 1.1, w * 1.1);
    painter->setBrush(Qt::NoBrush);
    const bool short_ = stop + 1 < pts.size();
    painter->setPen(QPen(short_ ? kBeyondColor : kPathColor, w * 0.9));
    painter->setBrush(QColor(255, 255, 255, 210));
    painter->drawEllipse(pts[stop], c * 0.22, c * 0.22);
    if (short_) {
        painter->drawLine(pts[stop] + QPointF(-c * 0.12, 0), pts[stop] + QPointF(c * 0.12, 0));
    }

    // Waypoints: numbered dots.
    QFont small = markerFont_;
    for (int i = 0; i < preview_.waypoints.size(); ++i) {
        const QPointF p = preview_.waypoints[i];
        const double r = c * 0.16;
        painter->setPen(QPen(kPathColor, std::max(1.0, c * 0.03)));
        painter->setBrush(Qt::white);
        painter->drawEllipse(p, r, r);
        painter->setFont(small);
        painter->setPen(kPathColor);
        painter->drawText(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                          QString::number(i + 1));
    }

    // Provocation markers: a red "!" disc and the enemy's name.
    for (int i = 0; i < preview_.markers.size(); ++i) {
        const Marker& m = preview_.markers[i];
        const QPointF disc = m.centre + QPointF(c * 0.3, -c * 0.3);
        const double r = c * 0.17;
        painter->setPen(QPen(Qt::white, std::max(1.0, c * 0.03)));
        painter->setBrush(QColor(205, 25, 25));
        painter->drawEllipse(disc, r, r);
        QFont bang = markerFont_;
        bang.setPixelSize(std::max(7, static_cast<int>(c * 0.26)));
        painter->setFont(bang);
        painter->setPen(Qt::white);
        painter->drawText(QRectF(disc.x() - r, disc.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                          QStringLiteral("!"));
        const QRectF t = markerRects_.value(i);
        painter->setPen(QPen(QColor(205, 25, 25), 1));
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawRoundedRect(t, c * 0.06, c * 0.06);
        painter->setFont(markerFont_);
        painter->setPen(kRefusalText);
        painter->drawText(t, Qt::AlignCenter, m.text);
    }

    // The end label.
    if (!labelRect_.isNull()) {
        painter->setPen(QPen(preview_.ok ? QColor(40, 40, 40) : kRefusalText, 1.5));
        painter->setBrush(QColor(255, 255, 255, 240));
        painter->drawRoundedRect(labelRect_, c * 0.08, c * 0.08);
        painter->setFont(labelFont_);
        painter->setPen(preview_.ok ? QColor(20, 20, 20) : kRefusalText);
        const double pad = c * 0.08;
        painter->drawText(labelRect_.adjusted(pad, pad, -pad, -pad), kTextFlags, preview_.label);
    }
    painter->restore();
}

} // namespace skirmish::ui
