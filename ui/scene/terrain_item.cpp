#include "scene/terrain_item.h"

#include "map/battle_map.h"
#include "scene/z_order.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

TerrainItem::TerrainItem(const BattleMap* map, double cellPixels, QGraphicsItem* parent)
    : QGraphicsItem(parent), map_(map), cellPixels_(cellPixels) {
    setZValue(z::kTerrain);
    setAcceptedMouseButtons(Qt::NoButton);
    // paint() draws only the exposed part of the map; this flag makes
    // option->exposedRect exact instead of the whole bounding rect.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    refresh();
}

void TerrainItem::refresh() {
    prepareGeometryChange();
    rect_ = QRectF(0, 0, map_->width() * cellPixels_, map_->height() * cellPixels_);
    update();
}

QRectF TerrainItem::boundingRect() const {
    return rect_;
}

void TerrainItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const QRectF exposed = option->exposedRect.isEmpty() ? rect_ : option->exposedRect & rect_;
    const int x0 = std::max(0, static_cast<int>(std::floor(exposed.left() / cellPixels_)));
    const int y0 = std::max(0, static_cast<int>(std::floor(exposed.top() / cellPixels_)));
    const int x1 =
        std::min(map_->width(), static_cast<int>(std::ceil(exposed.right() / cellPixels_)));
    const int y1 =
        std::min(map_->height(), static_cast<int>(std::ceil(exposed.bottom() / cellPixels_)));

    const QColor difficultFill(150, 100, 40, 70);
    // Hatch lines in scene units, so they scale with the map like the grid.
    const QPen hatch(QColor(110, 65, 20, 170), std::max(1.0, cellPixels_ / 32.0));
    const int strokes = 4;
    const QColor impassable(20, 20, 25, 165);

    painter->setPen(Qt::NoPen);
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            const Terrain t = map_->terrain(Cell{x, y});
            if (t == Terrain::Open) {
                continue;
            }
            const QRectF cell(x * cellPixels_, y * cellPixels_, cellPixels_, cellPixels_);
            if (t == Terrain::Difficult) {
                painter->fillRect(cell, difficultFill);
                painter->save();
                painter->setClipRect(cell, Qt::IntersectClip);
                painter->setPen(hatch);
                const double step = cellPixels_ / strokes;
                for (int i = 1; i <= 2 * strokes - 1; ++i) {
                    // "/" diagonals: x + y = const, within the cell.
                    const double k = i * step;
                    painter->drawLine(
                        QPointF(cell.left() + k + step, cell.top() - step),
                        QPointF(cell.left() + k - cellPixels_ - step, cell.bottom() + step));
                }
                painter->restore();
                painter->setPen(Qt::NoPen);
            } else {
                painter->fillRect(cell, impassable);
            }
        }
    }
}

} // namespace skirmish::ui
