#pragma once
/// @file ElevationItem: the GM's view of elevation (issue 14; seed 000
/// "Situational Modifiers", levels 0..4). A raised square is shaded, darker
/// a level, and shows its level in a corner. Reads the map when painting;
/// the players' view has none.

#include <QGraphicsItem>

namespace skirmish {
class BattleMap;
}

namespace skirmish::ui {

class ElevationItem : public QGraphicsItem {
public:
    /// `map` must outlive the item; one cell is `cellPixels` scene px.
    ElevationItem(const BattleMap* map, double cellPixels, QGraphicsItem* parent = nullptr);

    /// Call after the map's size changed.
    void refresh();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    const BattleMap* map_;
    double cellPixels_;
    QRectF rect_;
};

} // namespace skirmish::ui
