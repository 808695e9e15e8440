#include "scene/wall_item.h"

#include "scene/z_order.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

WallItem::WallItem(const Wall& wall, std::size_t index, double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), wall_(wall), index_(index), cellPixels_(cellPixels) {
    setZValue(z::kWalls + (wall.is_door() ? 0.2 : wall.kind == WallKind::Window ? 0.1 : 0));
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(QGraphicsItem::ItemHasNoContents); // WallLayerItem paints it
    const QPointF a(wall.from.x * cellPixels, wall.from.y * cellPixels);
    const QPointF b(wall.to.x * cellPixels, wall.to.y * cellPixels);
    const double len = QLineF(a, b).length();
    // Room for the pen and, for open doors, the swung leaf.
    const double m = wall.is_door() ? std::max(cellPixels * 0.3, len) : cellPixels * 0.15;
    bounds_ = QRectF(a, b).normalized().adjusted(-m, -m, m, m);
}

std::vector<Cell> WallItem::cellsAlong(const Wall& wall) {
    // Sample inside the segment (never at its ends) and take the squares
    // on both sides of each sample, so a wall along a grid line counts for
    // the squares on either side of it.
    const double dx = wall.to.x - wall.from.x;
    const double dy = wall.to.y - wall.from.y;
    const int n = std::max(1, static_cast<int>(std::ceil(std::hypot(dx, dy) * 4)));
    constexpr double eps = 1e-3;
    std::vector<Cell> cells;
    for (int i = 0; i < n; ++i) {
        const double t = (i + 0.5) / n;
        const double x = wall.from.x + dx * t;
        const double y = wall.from.y + dy * t;
        for (const double ox : {-eps, eps}) {
            for (const double oy : {-eps, eps}) {
                const Cell c{static_cast<int>(std::floor(x + ox)),
                             static_cast<int>(std::floor(y + oy))};
                if (std::find(cells.begin(), cells.end(), c) == cells.end()) {
                    cells.push_back(c);
                }
            }
        }
    }
    return cells;
}

const std::vector<Cell>& WallItem::cells() const {
    if (!cells_) {
        cells_ = cellsAlong(wall_);
    }
    return *cells_;
}

QRectF WallItem::boundingRect() const {
    return bounds_;
}

void WallItem::paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) {}

void WallItem::paintWall(QPainter* painter, const Wall& wall, double cellPixels) {
    const QPointF a(wall.from.x * cellPixels, wall.from.y * cellPixels);
    const QPointF b(wall.to.x * cellPixels, wall.to.y * cellPixels);
    switch (wall.kind) {
    case WallKind::Wall: {
        QPen pen(QColor(25, 22, 20, 235), cellPixels * 0.1, Qt::SolidLine, Qt::RoundCap);
        painter->setPen(pen);
        painter->drawLine(a, b);
        break;
    }
    case WallKind::Window: {
        QPen under(QColor(15, 35, 60, 220), cellPixels * 0.11, Qt::SolidLine, Qt::FlatCap);
        painter->setPen(under);
        painter->drawLine(a, b);
        QPen pen(QColor(140, 210, 255), cellPixels * 0.06, Qt::SolidLine, Qt::FlatCap);
        painter->setPen(pen);
        painter->drawLine(a, b);
        break;
    }
    case WallKind::Door:
        paintDoor(painter, wall, cellPixels, a, b);
        break;
    }
}

void WallItem::paintDoor(QPainter* painter, const Wall& wall, double cellPixels, QPointF a,
                         QPointF b) {
    const QColor brown(133, 84, 38);
    const QColor outline(45, 25, 10);
    const double thick = cellPixels * 0.14;
    const QLineF line(a, b);
    if (line.length() <= 0) {
        return;
    }
    if (wall.state == DoorState::Open) {
        // Jambs: short dark ticks across both ends.
        QLineF normal = line.normalVector();
        normal.setLength(thick * 0.8);
        const QPointF n = normal.p2() - normal.p1();
        painter->setPen(QPen(outline, cellPixels * 0.06, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(a - n, a + n);
        painter->drawLine(b - n, b + n);
        // The opening, dashed.
        QPen dash(QColor(133, 84, 38, 200), cellPixels * 0.025, Qt::DashLine, Qt::FlatCap);
        painter->setPen(dash);
        painter->drawLine(a, b);
        // The leaf swung 70 degrees about the hinge at `a`.
        QLineF leaf(a, b);
        leaf.setAngle(line.angle() + 70);
        leaf.setLength(line.length() * 0.9);
        painter->setPen(QPen(outline, thick * 0.7, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(leaf);
        painter->setPen(QPen(brown, thick * 0.4, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(leaf);
        // Hinge.
        painter->setPen(Qt::NoPen);
        painter->setBrush(outline);
        painter->drawEllipse(a, thick * 0.45, thick * 0.45);
        return;
    }
    painter->setPen(QPen(outline, thick * 1.4, Qt::SolidLine, Qt::FlatCap));
    painter->drawLine(a, b);
    painter->setPen(QPen(brown, thick, Qt::SolidLine, Qt::FlatCap));
    painter->drawLine(a, b);
    if (wall.state == DoorState::Locked) {
        // A small padlock at the middle: a shackle arc over a gold body.
        const QPointF c = line.center();
        const double s = cellPixels * 0.13;
        const QRectF body(c.x() - s, c.y() - s * 0.55, 2 * s, 1.5 * s);
        QPainterPath shackle;
        shackle.moveTo(c.x() - s * 0.6, body.top());
        shackle.arcTo(QRectF(c.x() - s * 0.6, body.top() - s * 0.9, 1.2 * s, 1.6 * s), 180, -180);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(20, 20, 20), s * 0.35));
        painter->drawPath(shackle);
        painter->setPen(QPen(QColor(20, 20, 20), s * 0.18));
        painter->setBrush(QColor(240, 200, 60));
        painter->drawRoundedRect(body, s * 0.2, s * 0.2);
    }
}

} // namespace skirmish::ui
