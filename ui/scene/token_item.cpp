#include "scene/token_item.h"

#include "scene/z_order.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QRegularExpression>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {
namespace {

/// Issue 17: text `px` scene pixels high is drawn only when it is at least
/// 4 device pixels high at `lod` (device pixels per scene pixel).
bool readable(double px, double lod) {
    return px * lod >= 4.0;
}

} // namespace

TokenItem::TokenItem(const Unit& unit, QColor color, double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), cellPixels_(cellPixels) {
    setZValue(z::kTokens);
    setFlag(QGraphicsItem::ItemIsSelectable);
    setAcceptHoverEvents(false);
    setUnit(unit, color);
}

void TokenItem::setUnit(const Unit& unit, QColor color) {
    prepareGeometryChange();
    id_ = QString::fromStdString(unit.id);
    name_ = QString::fromStdString(unit.name);
    initials_ = initialsOf(name_.isEmpty() ? id_ : name_);
    color_ = color.isValid() ? color : QColor(0x7f, 0x8c, 0x8d);
    size_ = std::max(1, unit.size);
    if (unit.image != imageBytes_) {
        imageBytes_ = unit.image;
        image_ = imageBytes_ ? QImage::fromData(imageBytes_->bytes.data(),
                                                static_cast<int>(imageBytes_->bytes.size()))
                             : QImage();
        cropped_ = QPixmap();
    }
    facing_ = unit.facing;
    setOpacity(unit.hidden ? 0.5 : 1.0);
    setToolTip(tooltipText());
    update();
}

QString TokenItem::tooltipText() const {
    return health_.notes.isEmpty() ? name_ : name_ + QLatin1Char('\n') + health_.notes.join('\n');
}

void TokenItem::setHealth(const Health& health) {
    if (!(health == health_)) {
        health_ = health;
        setToolTip(tooltipText());
        update();
    }
}

void TokenItem::setSelectionRingVisible(bool on) {
    if (on != ringVisible_) {
        ringVisible_ = on;
        update();
    }
}

void TokenItem::setTurnMark(TurnMark mark) {
    if (mark != turnMark_) {
        turnMark_ = mark;
        update();
    }
}

void TokenItem::setLargeLabel(bool on) {
    if (on != largeLabel_) {
        prepareGeometryChange();
        largeLabel_ = on;
        update();
    }
}

void TokenItem::setLabelScale(double factor) {
    if (factor != labelScale_) {
        prepareGeometryChange();
        labelScale_ = factor;
        update();
    }
}

void TokenItem::setLabelTier(int tier) {
    if (tier != labelTier_) {
        prepareGeometryChange();
        labelTier_ = tier;
        update();
    }
}

void TokenItem::setLabelRoom(double squares) {
    if (squares != labelRoom_) {
        labelRoom_ = squares;
        update();
    }
}

QString TokenItem::initialsOf(const QString& name) {
    const QStringList words = name.simplified().split(' ', Qt::SkipEmptyParts);
    if (words.isEmpty()) {
        return QStringLiteral("?");
    }
    static const QRegularExpression number(QStringLiteral("^\\d+$"));
    if (words.size() >= 2 && number.match(words.last()).hasMatch()) {
        return words.first().left(1).toUpper() + words.last().left(3);
    }
    if (words.size() >= 2) {
        return words[0].left(1).toUpper() + words[1].left(1).toUpper();
    }
    const QString& w = words.first();
    return w.left(1).toUpper() + w.mid(1, 1).toLower();
}

QRectF TokenItem::boundingRect() const {
    const double s = size_ * cellPixels_;
    // The name label may be wider than the token and hangs below it.
    const double below = (largeLabel_ ? 0.75 * labelScale_ : 0.5) * (1 + labelTier_);
    const double wide = largeLabel_ ? std::max(3 * s, 5 * cellPixels_) : 3 * s;
    // The turn ring reaches about 0.15 square past the footprint.
    return QRectF(s / 2 - wide / 2, -cellPixels_ * 0.2, wide, s + cellPixels_ * (below + 0.1));
}

QPainterPath TokenItem::shape() const {
    QPainterPath p;
    const double s = size_ * cellPixels_;
    p.addEllipse(QRectF(0, 0, s, s));
    return p;
}

void TokenItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const double s = size_ * cellPixels_;
    const double margin = cellPixels_ * 0.07;
    const QRectF disc(margin, margin, s - 2 * margin, s - 2 * margin);
    const bool light = color_.lightnessF() > 0.6;
    // Issue 17, a level of detail: text under 4 device pixels high cannot
    // be read (initials, name, health numbers, badge letters), and its
    // glyphs cost most of a small token's paint; the discs, rings and bars
    // stay.
    const double lod =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());

    // The turn ring, around the disc and under it: bright green when the
    // unit may act, thicker and haloed in white while it takes its turn.
    if (turnMark_ != TurnMark::None) {
        const bool acting = turnMark_ == TurnMark::Acting;
        const double w = cellPixels_ * (acting ? 0.12 : 0.08);
        const QRectF ring = QRectF(0, 0, s, s).adjusted(-w * 0.2, -w * 0.2, w * 0.2, w * 0.2);
        painter->setBrush(Qt::NoBrush);
        if (acting) {
            painter->setPen(QPen(QColor(255, 255, 255), w * 2));
            painter->drawEllipse(ring);
        }
        painter->setPen(QPen(QColor(0, 230, 118), w));
        painter->drawEllipse(ring);
    }

    // Shadow, disc, rim.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawEllipse(disc.translated(cellPixels_ * 0.03, cellPixels_ * 0.04));
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(true);
    if (!image_.isNull()) {
        paintImage(painter, disc);
    } else {
        painter->setBrush(color_);
        painter->setPen(
            QPen(light ? QColor(40, 40, 40) : QColor(255, 255, 255, 230), cellPixels_ * 0.05));
        painter->drawEllipse(disc);
    }
    const double fontPx = disc.height() * (initials_.size() > 2 ? 0.32 : 0.42);
    if (image_.isNull() && readable(std::max(5.0, fontPx), lod)) { // drawn at 5 px or more
        // Initials.
        font.setPixelSize(std::max(5, static_cast<int>(fontPx)));
        painter->setFont(font);
        painter->setPen(light ? QColor(20, 20, 20) : QColor(255, 255, 255));
        painter->drawText(disc, Qt::AlignCenter, initials_);
    }
    if (facing_) {
        paintFacing(painter, disc);
    }
    if (!health_.down.isEmpty()) {
        paintDown(painter, disc);
    }

    // Name label below the token.
    const int labelPx =
        std::max(5, static_cast<int>(cellPixels_ * (largeLabel_ ? 0.42 * labelScale_ : 0.2)));
    if (!name_.isEmpty() && readable(labelPx, lod)) {
        QFont small = font;
        small.setBold(largeLabel_);
        small.setPixelSize(labelPx);
        const QFontMetricsF fm(small);
        const double room = std::min(largeLabel_ ? std::max(3 * s, 5 * cellPixels_) : 3 * s,
                                     std::max(0.6, labelRoom_) * cellPixels_);
        const QString text = fm.elidedText(name_, Qt::ElideMiddle, room - cellPixels_ * 0.2);
        const double w = fm.horizontalAdvance(text) + cellPixels_ * 0.12;
        const double h = fm.height() + cellPixels_ * 0.02;
        const QRectF plate(s / 2 - w / 2, s - cellPixels_ * 0.04 + labelTier_ * h, w, h);
        if (largeLabel_) {
            // Opaque black, a white rim: reads on any floor and any projector.
            painter->setPen(QPen(QColor(255, 255, 255), cellPixels_ * 0.03));
            painter->setBrush(QColor(0, 0, 0));
        } else {
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(0, 0, 0, 170));
        }
        painter->drawRoundedRect(plate, h * 0.3, h * 0.3);
        painter->setFont(small);
        painter->setPen(QColor(255, 255, 255));
        painter->drawText(plate, Qt::AlignCenter, text);
    }

    paintHealth(painter, s, lod);
    paintBadges(painter, s, lod);

    if (isSelected() && ringVisible_) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(255, 215, 0), cellPixels_ * 0.07));
        painter->drawEllipse(
            QRectF(margin * 0.4, margin * 0.4, s - margin * 0.8, s - margin * 0.8));
    }
}

void TokenItem::paintImage(QPainter* painter, const QRectF& disc) const {
    // Cut to a circle once per size on screen, not on every paint.
    const double scale = std::max(0.01, painter->worldTransform().map(QLineF(0, 0, 1, 0)).length());
    const int px = std::clamp(static_cast<int>(std::ceil(disc.width() * scale)), 4, 1024);
    if (cropped_.width() != px) {
        const QImage fill =
            image_.scaled(px, px, Qt::KeepAspectRatioByExpanding, Qt::SmoothTransformation);
        QImage round(px, px, QImage::Format_ARGB32_Premultiplied);
        round.fill(Qt::transparent);
        QPainter p(&round);
        p.setRenderHint(QPainter::Antialiasing);
        QPainterPath circle;
        circle.addEllipse(QRectF(0, 0, px, px));
        p.setClipPath(circle);
        p.drawImage(QPointF((px - fill.width()) / 2.0, (px - fill.height()) / 2.0), fill);
        p.end();
        cropped_ = QPixmap::fromImage(round);
    }
    painter->drawPixmap(disc, cropped_, QRectF(cropped_.rect()));
    // The side's colour as a ring, so that an image still says whose it is.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(color_, cellPixels_ * 0.09));
    painter->drawEllipse(disc);
}

namespace {

QFont boldPx(double px) {
    QFont f(QStringLiteral("Sans Serif"));
    f.setStyleHint(QFont::SansSerif);
    f.setBold(true);
    f.setPixelSize(std::max(5, static_cast<int>(px)));
    return f;
}

} // namespace

void TokenItem::paintHealth(QPainter* painter, double s, double lod) const {
    if (!health_.fraction && health_.numbers.isEmpty()) {
        return;
    }
    // Across the top of the footprint, a little above it: a dark trough,
    // the fill, and the numbers in white over both.
    const double h = cellPixels_ * (largeLabel_ ? 0.26 : 0.2);
    QRectF trough(s * 0.08, -h * 0.55, s * 0.84, h);
    if (!health_.fraction) {
        // No maximum, so no bar: a plate as wide as the number, which an
        // empty trough would look like a unit at 0.
        const QFontMetricsF fm(boldPx(h * 0.82));
        const double w = std::min(trough.width(), fm.horizontalAdvance(health_.numbers) + h);
        trough = QRectF(s / 2 - w / 2, trough.top(), w, h);
    }
    painter->setPen(QPen(QColor(255, 255, 255, 220), cellPixels_ * 0.02));
    painter->setBrush(QColor(0, 0, 0, 200));
    painter->drawRoundedRect(trough, h * 0.3, h * 0.3);
    if (health_.fraction) {
        const double f = std::clamp(*health_.fraction, 0.0, 1.0);
        const QColor fill = f > 0.5    ? QColor(46, 204, 64)
                            : f > 0.25 ? QColor(255, 176, 0)
                                       : QColor(230, 40, 40);
        const QRectF bar = trough.adjusted(h * 0.12, h * 0.12, -h * 0.12, -h * 0.12);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRect(QRectF(bar.left(), bar.top(), bar.width() * f, bar.height()));
    }
    if (!health_.numbers.isEmpty() && readable(std::max(5.0, h * 0.82), lod)) {
        painter->setFont(boldPx(h * 0.82));
        // A dark outline keeps white digits legible over the green.
        QPainterPath text;
        const QFontMetricsF fm(painter->font());
        const QString t = fm.elidedText(health_.numbers, Qt::ElideRight, trough.width());
        const double x = trough.center().x() - fm.horizontalAdvance(t) / 2;
        const double y = trough.center().y() + (fm.ascent() - fm.descent()) / 2;
        text.addText(QPointF(x, y), painter->font(), t);
        painter->setPen(QPen(QColor(0, 0, 0), h * 0.18));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(text);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255));
        painter->drawPath(text);
    }
}

void TokenItem::paintDown(QPainter* painter, const QRectF& disc) const {
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 150));
    painter->drawEllipse(disc);
    const QRectF x = disc.adjusted(disc.width() * 0.18, disc.height() * 0.18, -disc.width() * 0.18,
                                   -disc.height() * 0.18);
    for (const auto& [pen, width] :
         {std::pair{QColor(255, 255, 255), 0.16}, std::pair{QColor(220, 30, 30), 0.1}}) {
        painter->setPen(QPen(pen, cellPixels_ * width, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(x.topLeft(), x.bottomRight());
        painter->drawLine(x.topRight(), x.bottomLeft());
    }
    // The word across the lower part of the disc.
    const QFont f = boldPx(cellPixels_ * (largeLabel_ ? 0.22 : 0.17));
    const QFontMetricsF fm(f);
    const QString t = fm.elidedText(health_.down.toUpper(), Qt::ElideRight, disc.width() * 2.4);
    const double w = fm.horizontalAdvance(t) + cellPixels_ * 0.1;
    const QRectF plate(disc.center().x() - w / 2, disc.bottom() - fm.height() * 1.6, w,
                       fm.height() * 1.1);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(150, 0, 0));
    painter->drawRoundedRect(plate, plate.height() * 0.25, plate.height() * 0.25);
    painter->setFont(f);
    painter->setPen(QColor(255, 255, 255));
    painter->drawText(plate, Qt::AlignCenter, t);
}

void TokenItem::paintBadges(QPainter* painter, double s, double lod) const {
    if (health_.badges.isEmpty()) {
        return;
    }
    // Stacked down the right edge from the top, at most three and "+n".
    const QFont f = boldPx(cellPixels_ * (largeLabel_ ? 0.2 : 0.15));
    const QFontMetricsF fm(f);
    painter->setFont(f);
    const int shown = health_.badges.size() > 3 ? 2 : static_cast<int>(health_.badges.size());
    double y = s * 0.12;
    for (int i = 0; i <= shown; ++i) {
        if (i == shown && shown == static_cast<int>(health_.badges.size())) {
            break;
        }
        const QString t = i < shown ? health_.badges[i]
                                    : QStringLiteral("+%1").arg(health_.badges.size() - shown);
        const double w = fm.horizontalAdvance(t) + cellPixels_ * 0.1;
        const QRectF chip(s * 0.72, y, w, fm.height() * 1.05);
        painter->setPen(QPen(QColor(0, 0, 0), cellPixels_ * 0.015));
        painter->setBrush(QColor(255, 214, 0));
        painter->drawRoundedRect(chip, chip.height() * 0.3, chip.height() * 0.3);
        if (readable(f.pixelSize(), lod)) {
            painter->setPen(QColor(0, 0, 0));
            painter->drawText(chip, Qt::AlignCenter, t);
        }
        y += chip.height() * 1.1;
    }
}

void TokenItem::paintFacing(QPainter* painter, const QRectF& disc) const {
    // A notch just inside the rim, pointing the way the unit faces: a
    // white triangle outlined in black, readable on any token colour and on
    // a projector, and clear of the health bar above the disc, the name
    // below it and the initials in its middle.
    const FacingStep step = step_of(*facing_);
    const double len = std::hypot(step.dx, step.dy);
    const QPointF dir(step.dx / len, step.dy / len);
    const QPointF side(-dir.y(), dir.x());
    const QPointF c = disc.center();
    const double r = disc.width() / 2;
    const double w = std::max(3.0, cellPixels_ * 0.13);
    const QPointF tip = c + dir * (r - cellPixels_ * 0.02);
    const QPointF base = c + dir * (r - w * 1.7);
    const QPolygonF notch({tip, base + side * w, base - side * w});
    painter->setPen(QPen(QColor(0, 0, 0), std::max(1.0, cellPixels_ * 0.025)));
    painter->setBrush(QColor(255, 255, 255));
    painter->drawPolygon(notch);
}

} // namespace skirmish::ui
