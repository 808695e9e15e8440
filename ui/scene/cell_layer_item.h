#pragma once
/// @file CellLayerItem: the base of the items that paint the map square by
/// square from the map itself (terrain, elevation): it covers the map, is
/// not hit by the mouse, and tells paint() which squares are exposed.

#include <QGraphicsItem>

namespace skirmish {
class BattleMap;
}

namespace skirmish::ui {

class CellLayerItem : public QGraphicsItem {
public:
    /// `map` must outlive the item; one cell is `cellPixels` scene px.
    CellLayerItem(const BattleMap* map, double cellPixels, double z,
                  QGraphicsItem* parent = nullptr);

    /// Call after the map's size changed.
    void refresh();

    QRectF boundingRect() const override;

protected:
    /// The squares [x0, x1) x [y0, y1) that `option` exposes.
    struct Cells {
        int x0, y0, x1, y1;
    };
    Cells exposedCells(const QStyleOptionGraphicsItem* option) const;
    QRectF cellRect(int x, int y) const;

    const BattleMap* map_;
    double cellPixels_;

private:
    QRectF rect_;
};

} // namespace skirmish::ui
