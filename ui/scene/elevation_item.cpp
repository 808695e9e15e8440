#include "scene/elevation_item.h"

#include "map/battle_map.h"
#include "scene/z_order.h"

#include <QFont>
#include <QPainter>

#include <algorithm>

namespace skirmish::ui {

ElevationItem::ElevationItem(const BattleMap* map, double cellPixels, QGraphicsItem* parent)
    : CellLayerItem(map, cellPixels, z::kElevation, parent) {}

void ElevationItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const Cells cells = exposedCells(option);
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(true);
    font.setPixelSize(std::max(6, static_cast<int>(cellPixels_ * 0.17)));
    painter->setFont(font);
    // 0.2 square: inside the corner that a token's disc leaves free.
    const double badge = cellPixels_ * 0.2;
    for (int y = cells.y0; y < cells.y1; ++y) {
        for (int x = cells.x0; x < cells.x1; ++x) {
            const int level = map_->elevation(Cell{x, y});
            if (level <= 0) {
                continue;
            }
            const QRectF cell = cellRect(x, y);
            // Slate blue, darker a level: readable under tokens and walls.
            painter->fillRect(cell, QColor(40, 60, 110, 30 + 28 * level));
            // The level in the top-left corner, white on dark: clear of the
            // token's disc, its health plate (top centre) and the
            // coordinate labels (mid-left and top-centre).
            const QRectF corner(cell.left(), cell.top(), badge, badge);
            painter->fillRect(corner, QColor(20, 30, 60, 200));
            painter->setPen(QColor(255, 255, 255));
            painter->drawText(corner, Qt::AlignCenter, QString::number(level));
        }
    }
}

} // namespace skirmish::ui
