#include "scene/result_float_item.h"

#include "scene/z_order.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPath>
#include <QVariantAnimation>

namespace skirmish::ui {
namespace {

QFont floatFont(double size) {
    QFont f;
    f.setBold(true);
    f.setPixelSize(std::max(1, static_cast<int>(size)));
    return f;
}

} // namespace

ResultFloatItem::ResultFloatItem(const QString& text, const QColor& color, QPointF top,
                                 double width, double cellPixels)
    : text_(text), color_(color), size_(cellPixels * 0.42),
      animation_(new QVariantAnimation(this)) {
    setZValue(z::kSightLines - 0.5); // over the tokens, labels and shading
    setAcceptedMouseButtons(Qt::NoButton);
    const QPointF start(top.x() + width / 2, top.y() - cellPixels * 0.1);
    setPos(start);
    animation_->setStartValue(0.0);
    animation_->setEndValue(1.0);
    animation_->setDuration(kLifeMs);
    connect(animation_, &QVariantAnimation::valueChanged, this,
            [this, start, cellPixels](const QVariant& v) {
                const double t = v.toDouble();
                setPos(start - QPointF(0, cellPixels * 0.5 * t));
                setOpacity(t < 0.6 ? 1.0 : 1.0 - (t - 0.6) / 0.4);
            });
    connect(animation_, &QVariantAnimation::finished, this, [this] {
        if (scene() != nullptr) {
            scene()->removeItem(this);
        }
        deleteLater();
    });
    animation_->start();
}

QRectF ResultFloatItem::boundingRect() const {
    const QFontMetricsF fm(floatFont(size_));
    const double w = fm.horizontalAdvance(text_) + size_;
    return QRectF(-w / 2, -fm.height(), w, fm.height() + size_ * 0.3);
}

void ResultFloatItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const QFont f = floatFont(size_);
    const QFontMetricsF fm(f);
    QPainterPath path;
    path.addText(QPointF(-fm.horizontalAdvance(text_) / 2, -fm.descent()), f, text_);
    // A dark outline keeps it legible on any map and on a projector.
    painter->setPen(
        QPen(QColor(0, 0, 0, 220), size_ * 0.16, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);
    painter->setPen(Qt::NoPen);
    painter->setBrush(color_);
    painter->drawPath(path);
}

} // namespace skirmish::ui
