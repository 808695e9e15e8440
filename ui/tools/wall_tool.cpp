#include "tools/wall_tool.h"

#include "encounter/command_engine.h"
#include "scene/map_scene.h"
#include "scene/z_order.h"

#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QPen>
#include <QUndoStack>

#include <cmath>
#include <cstdlib>

namespace skirmish::ui {

WallTool::WallTool(MapScene* scene, WallKind kind, QObject* parent)
    : Tool(scene, parent), kind_(kind) {}

WallTool::~WallTool() {
    clearPreview();
}

QPoint WallTool::cornerAt(QPointF scenePos) const {
    const double c = scene()->cellPixels();
    return QPoint(static_cast<int>(std::lround(scenePos.x() / c)),
                  static_cast<int>(std::lround(scenePos.y() / c)));
}

QPoint WallTool::constrained(QPoint a, QPoint b) const {
    if (std::abs(b.x() - a.x()) >= std::abs(b.y() - a.y())) {
        return QPoint(b.x(), a.y());
    }
    return QPoint(a.x(), b.y());
}

std::vector<Wall> WallTool::segmentsFor(QPoint a, QPoint b) const {
    b = constrained(a, b);
    std::vector<Wall> out;
    if (a == b) {
        return out;
    }
    auto make = [this](QPoint p, QPoint q) {
        Wall w;
        w.from = Point{static_cast<double>(p.x()), static_cast<double>(p.y())};
        w.to = Point{static_cast<double>(q.x()), static_cast<double>(q.y())};
        w.kind = kind_;
        w.state = DoorState::Closed;
        return w;
    };
    if (kind_ == WallKind::Door) {
        out.push_back(make(a, b));
        return out;
    }
    const int steps = std::max(std::abs(b.x() - a.x()), std::abs(b.y() - a.y()));
    const QPoint step((b.x() > a.x()) - (b.x() < a.x()), (b.y() > a.y()) - (b.y() < a.y()));
    QPoint p = a;
    for (int i = 0; i < steps; ++i) {
        out.push_back(make(p, p + step));
        p += step;
    }
    return out;
}

int WallTool::draw(QPoint a, QPoint b) {
    const std::vector<Wall> walls = segmentsFor(a, b);
    if (walls.empty()) {
        return 0;
    }
    // Ask the engine about each segment in turn on a scratch copy, so that
    // only accepted ones go into the undo macro.
    Encounter scratch = document()->encounter();
    std::vector<Wall> accepted;
    QString firstReason;
    for (const Wall& w : walls) {
        auto r = skirmish::execute(scratch, AddWall{w});
        if (r) {
            accepted.push_back(w);
        } else if (firstReason.isEmpty()) {
            firstReason = QString::fromStdString(r.reason());
        }
    }
    if (!firstReason.isEmpty()) {
        report(firstReason);
    }
    if (accepted.empty()) {
        return 0;
    }
    QUndoStack* stack = document()->undoStack();
    const bool macro = accepted.size() > 1;
    if (macro) {
        const QString what = kind_ == WallKind::Window ? tr("window") : tr("wall");
        stack->beginMacro(
            tr("Draw %1 (%n segments)", nullptr, static_cast<int>(accepted.size())).arg(what));
    }
    int n = 0;
    for (const Wall& w : accepted) {
        n += run(AddWall{w}) ? 1 : 0;
    }
    if (macro) {
        stack->endMacro();
    }
    return n;
}

bool WallTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    dragging_ = true;
    start_ = cornerAt(event->scenePos());
    clearPreview();
    const double c = scene()->cellPixels();
    preview_ = new QGraphicsLineItem();
    QColor color = kind_ == WallKind::Wall     ? QColor(220, 40, 40)
                   : kind_ == WallKind::Window ? QColor(60, 160, 255)
                                               : QColor(200, 120, 40);
    preview_->setPen(QPen(color, c * 0.08, Qt::DashLine, Qt::RoundCap));
    preview_->setZValue(z::kToolPreview);
    preview_->setLine(QLineF(start_ * c, start_ * c));
    scene()->addItem(preview_);
    return true;
}

bool WallTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    if (!dragging_ || !preview_) {
        return false;
    }
    const double c = scene()->cellPixels();
    const QPoint end = constrained(start_, cornerAt(event->scenePos()));
    preview_->setLine(QLineF(QPointF(start_) * c, QPointF(end) * c));
    return true;
}

bool WallTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !dragging_) {
        return false;
    }
    dragging_ = false;
    clearPreview();
    draw(start_, cornerAt(event->scenePos()));
    return true;
}

void WallTool::deactivate() {
    dragging_ = false;
    clearPreview();
}

void WallTool::clearPreview() {
    discard(preview_);
}

} // namespace skirmish::ui
