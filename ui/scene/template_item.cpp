#include "scene/template_item.h"

#include "encounter/encounter.h"
#include "scene/overlay_palette.h"
#include "scene/z_order.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

namespace {

// Orange: apart from the zones' and sides' colours and the blue elevation.
QColor inkOf(bool preview) {
    return preview ? QColor(255, 210, 60) : QColor(255, 120, 20);
}

} // namespace

TemplateItem::TemplateItem(const Encounter* enc, double cellPixels, Layer layer,
                           QGraphicsItem* parent)
    : QGraphicsItem(parent), enc_(enc), cellPixels_(cellPixels), layer_(layer) {
    setZValue(layer == Layer::Squares ? z::kTemplateSquares : z::kTemplates);
    setAcceptedMouseButtons(Qt::NoButton);
    refresh();
}

void TemplateItem::refresh() {
    prepareGeometryChange();
    rect_ = QRectF(0, 0, enc_->map.width() * cellPixels_, enc_->map.height() * cellPixels_);
    update();
}

QRectF TemplateItem::boundingRect() const {
    return rect_;
}

void TemplateItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    for (const AreaTemplate& t : enc_->templates) {
        if (layer_ == Layer::Squares) {
            paintSquares(painter, t, enc_->map.width(), enc_->map.height(), cellPixels_, false);
        } else {
            paintOutline(painter, t, cellPixels_, false);
        }
    }
}

void TemplateItem::paintSquares(QPainter* painter, const AreaTemplate& t, int mapWidth,
                                int mapHeight, double c, bool preview) {
    QColor fill = inkOf(preview);
    // The map shows through (less of it in the high-contrast palette).
    fill.setAlpha(preview ? 70 : OverlayPalette::current().templateTintAlpha);
    for (const Cell& cell : template_cells(t, mapWidth, mapHeight)) {
        painter->fillRect(QRectF(cell.x * c, cell.y * c, c, c), fill);
    }
}

void TemplateItem::paintOutline(QPainter* painter, const AreaTemplate& t, double c, bool preview) {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor ink = inkOf(preview);
    const QPointF o(t.origin.x2 * c / 2, t.origin.y2 * c / 2);
    const double len = t.size * c;
    QPainterPath outline;
    if (t.shape == TemplateShape::Circle) {
        outline.addEllipse(o, len, len);
    } else {
        const QPointF d(t.toward.x2 - t.origin.x2, t.toward.y2 - t.origin.y2);
        const QPointF u = d / std::hypot(d.x(), d.y());
        const QPointF across(-u.y(), u.x());
        const QPointF end = o + u * len;
        // A cone is as wide as it is long; a line one square wide.
        const QPointF half = t.shape == TemplateShape::Cone ? across * (len / 2) : across * (c / 2);
        if (t.shape == TemplateShape::Cone) {
            outline.moveTo(o);
        } else {
            outline.moveTo(o + half);
            outline.lineTo(o - half);
        }
        outline.lineTo(end - half);
        outline.lineTo(end + half);
        outline.closeSubpath();
    }
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(0, 0, 0, 170), c * 0.09));
    painter->drawPath(outline);
    painter->setPen(QPen(ink, c * 0.05, preview ? Qt::DashLine : Qt::SolidLine));
    painter->drawPath(outline);
    // The origin, and the id beside it on a dark plate.
    painter->setPen(Qt::NoPen);
    painter->setBrush(ink);
    painter->drawEllipse(o, c * 0.08, c * 0.08);
    if (!preview) {
        QFont font(QStringLiteral("Sans Serif"));
        font.setStyleHint(QFont::SansSerif);
        font.setBold(true);
        font.setPixelSize(std::max(7, static_cast<int>(c * 0.22)));
        painter->setFont(font);
        const QString id = QString::fromStdString(t.id);
        const QRectF plate(o.x() + c * 0.1, o.y() - c * 0.34,
                           QFontMetricsF(font).horizontalAdvance(id) + c * 0.14, c * 0.3);
        painter->setBrush(QColor(20, 15, 10, 215));
        painter->drawRoundedRect(plate, c * 0.05, c * 0.05);
        painter->setPen(ink);
        painter->drawText(plate, Qt::AlignCenter, id);
    }
    painter->restore();
}

} // namespace skirmish::ui
