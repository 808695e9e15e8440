#include "tools/ruler_tool.h"

#include "geometry/metric.h"
#include "scene/map_scene.h"
#include "scene/z_order.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <cmath>

namespace skirmish::ui {
namespace {

/// 35 -> "35", 4.5 -> "4.5", 1.25 -> "1.25".
QString number(double v) {
    return QString::number(std::round(v * 100) / 100, 'g', 12);
}

} // namespace

RulerTool::RulerTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {}

RulerTool::~RulerTool() {
    clear();
}

QString RulerTool::measure(Cell a, Cell b) const {
    const Encounter& enc = document()->encounter();
    const DiagonalRule rule = enc.diagonal_rule();
    const int squares = grid_distance(a, b, rule);
    const QString inSquares = tr("%n square(s)", nullptr, squares);
    const LengthUnit unit = enc.map.square().unit;
    if (unit == LengthUnit::Square) {
        return inSquares;
    }
    const auto name = to_string(unit);
    return QStringLiteral("%1 %2 (%3)")
        .arg(number(map_distance(enc.map, a, b, rule)),
             QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())), inSquares);
}

void RulerTool::clear() {
    discard(startMark_); // deletes its children: line, plate, label
    line_ = nullptr;
    lineUnder_ = nullptr;
    plate_ = nullptr;
    label_ = nullptr;
    endMark_ = nullptr;
    text_.clear();
}

void RulerTool::showMeasure(Cell a, Cell b) {
    start_ = a;
    end_ = b;
    text_ = measure(a, b);
    const double c = scene()->cellPixels();
    if (startMark_ == nullptr) {
        const QColor ink(255, 230, 60);
        startMark_ = new QGraphicsRectItem;
        startMark_->setZValue(z::kToolPreview);
        startMark_->setPen(QPen(ink, c * 0.05));
        startMark_->setBrush(QColor(255, 230, 60, 50));
        scene()->addItem(startMark_);
        endMark_ = new QGraphicsRectItem(startMark_);
        endMark_->setPen(QPen(ink, c * 0.05));
        endMark_->setBrush(QColor(255, 230, 60, 50));
        lineUnder_ = new QGraphicsLineItem(startMark_);
        lineUnder_->setPen(QPen(QColor(0, 0, 0, 190), c * 0.11, Qt::SolidLine, Qt::RoundCap));
        line_ = new QGraphicsLineItem(startMark_);
        line_->setPen(QPen(ink, c * 0.06, Qt::SolidLine, Qt::RoundCap));
        plate_ = new QGraphicsRectItem(startMark_);
        plate_->setPen(QPen(ink, c * 0.03));
        plate_->setBrush(QColor(15, 15, 20, 225));
        label_ = new QGraphicsSimpleTextItem(plate_);
        QFont font(QStringLiteral("Sans Serif"));
        font.setStyleHint(QFont::SansSerif);
        font.setBold(true);
        font.setPixelSize(std::max(6, static_cast<int>(c * 0.3)));
        label_->setFont(font);
        label_->setBrush(Qt::white);
    }
    // Children are placed in scene px (the start mark stays at the origin).
    startMark_->setRect(QRectF(scene()->cellToScene(a), QSizeF(c, c)));
    endMark_->setRect(QRectF(scene()->cellToScene(b), QSizeF(c, c)));
    const QPointF from = scene()->cellToScene(a) + QPointF(c / 2, c / 2);
    const QPointF to = scene()->cellToScene(b) + QPointF(c / 2, c / 2);
    lineUnder_->setLine(QLineF(from, to));
    line_->setLine(QLineF(from, to));
    label_->setText(text_);
    const QRectF t = label_->boundingRect();
    const double pad = c * 0.1;
    // Beside the end square, where the pointer is, without covering it.
    const QPointF at = to + QPointF(c * 0.6, -c * 0.6 - t.height());
    plate_->setRect(QRectF(at, QSizeF(t.width() + 2 * pad, t.height() + pad)));
    label_->setPos(at + QPointF(pad, pad / 2));
    scene()->showMessage(tr("Ruler: %1").arg(text_));
}

bool RulerTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    const Cell c = scene()->sceneToCell(event->scenePos());
    if (!document()->encounter().map.contains(c)) {
        return true;
    }
    dragging_ = true;
    showMeasure(c, c);
    return true;
}

bool RulerTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    if (!dragging_) {
        return false;
    }
    const Cell c = scene()->sceneToCell(event->scenePos());
    if (document()->encounter().map.contains(c) && c != end_) {
        showMeasure(start_, c);
    }
    return true;
}

bool RulerTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    if (!dragging_ || event->button() != Qt::LeftButton) {
        return false;
    }
    dragging_ = false;
    return true;
}

void RulerTool::deactivate() {
    dragging_ = false;
    clear();
}

} // namespace skirmish::ui
