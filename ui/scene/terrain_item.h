#pragma once
/// @file TerrainItem: tints difficult cells (translucent brown hatch) and
/// impassable cells (dark translucent fill). Reads the map when painting.

#include <QGraphicsItem>

namespace skirmish {
class BattleMap;
}

namespace skirmish::ui {

class TerrainItem : public QGraphicsItem {
public:
    /// `map` must outlive the item; one cell is `cellPixels` scene px.
    TerrainItem(const BattleMap* map, double cellPixels, QGraphicsItem* parent = nullptr);

    /// Call after the map's size or terrain changed.
    void refresh();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    const BattleMap* map_;
    double cellPixels_;
    QRectF rect_;
};

} // namespace skirmish::ui
