#include "scene/terrain_item.h"

#include "map/battle_map.h"
#include "scene/z_order.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

TerrainItem::TerrainItem(const BattleMap* map, double cellPixels, QGraphicsItem* parent)
    : CellLayerItem(map, cellPixels, z::kTerrain, parent) {}

void TerrainItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const Cells cells = exposedCells(option);
    const QColor difficultFill(150, 100, 40, 70);
    // Hatch lines in scene units, so they scale with the map like the grid.
    const QPen hatch(QColor(110, 65, 20, 170), std::max(1.0, cellPixels_ / 32.0));
    const int strokes = 4;
    const QColor impassable(20, 20, 25, 165);
    const QColor earth(105, 68, 35, 200);
    const QColor clod(70, 42, 20, 220);

    painter->setPen(Qt::NoPen);
    for (int y = cells.y0; y < cells.y1; ++y) {
        for (int x = cells.x0; x < cells.x1; ++x) {
            const Terrain t = map_->terrain(Cell{x, y});
            if (t == Terrain::Open) {
                continue;
            }
            const QRectF cell = cellRect(x, y);
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
            } else if (t == Terrain::Earth) {
                // Solid earth a digger tunnels through: brown, with a few
                // clods so it reads apart from impassable ground.
                painter->fillRect(cell, earth);
                painter->setBrush(clod);
                const double r = cellPixels_ * 0.07;
                for (const QPointF& f : {QPointF(0.25, 0.3), QPointF(0.7, 0.25), QPointF(0.45, 0.7),
                                         QPointF(0.8, 0.75)}) {
                    painter->drawEllipse(QPointF(cell.left() + f.x() * cell.width(),
                                                 cell.top() + f.y() * cell.height()),
                                         r, r);
                }
                painter->setBrush(Qt::NoBrush);
            } else {
                painter->fillRect(cell, impassable);
            }
        }
    }
}

} // namespace skirmish::ui
