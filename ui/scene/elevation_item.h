#pragma once
/// @file ElevationItem: the GM's view of elevation (issue 14; seed 000
/// "Situational Modifiers", levels 0..4). A raised square is shaded, darker
/// a level, and shows its level in its top-left corner. Reads the map when painting;
/// the players' view has none.

#include "scene/cell_layer_item.h"

namespace skirmish::ui {

class ElevationItem : public CellLayerItem {
public:
    /// `map` must outlive the item; one cell is `cellPixels` scene px.
    ElevationItem(const BattleMap* map, double cellPixels, QGraphicsItem* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
};

} // namespace skirmish::ui
