#pragma once
/// @file WallItem: one wall, window or door of the map. Walls are thick dark
/// lines, windows thin light-blue lines, doors brown bars (solid when closed,
/// a swung leaf between jambs when open, a lock mark when locked). The item
/// stands for its wall in the scene (its place, its visibility on the
/// players' view); WallLayerItem paints them all into one cached picture.

#include "core/cell.h"
#include "map/wall.h"

#include <QGraphicsItem>

#include <cstddef>
#include <optional>
#include <vector>

namespace skirmish::ui {

class WallItem : public QGraphicsItem {
public:
    /// `index` is the wall's position in BattleMap::walls(); one cell is
    /// `cellPixels` scene px.
    WallItem(const Wall& wall, std::size_t index, double cellPixels,
             QGraphicsItem* parent = nullptr);

    const Wall& wall() const { return wall_; }
    /// The squares the wall runs through or along (not those it only
    /// touches at an end); the players' view leaves out walls whose squares
    /// are all dark. May hold squares off the map. Worked out on the first
    /// call and kept: the players' view asks after every change.
    const std::vector<Cell>& cells() const;
    std::size_t index() const { return index_; }

    QRectF boundingRect() const override;
    /// Paints nothing: WallLayerItem paints every wall shown (issue 17).
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// Paints `wall` in scene px, one cell being `cellPixels`.
    static void paintWall(QPainter* painter, const Wall& wall, double cellPixels);

private:
    static std::vector<Cell> cellsAlong(const Wall& wall);
    static void paintDoor(QPainter* painter, const Wall& wall, double cellPixels, QPointF a,
                          QPointF b);

    Wall wall_;
    std::size_t index_;
    double cellPixels_;
    QRectF bounds_;
    mutable std::optional<std::vector<Cell>> cells_;
};

} // namespace skirmish::ui
