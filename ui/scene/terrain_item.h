#pragma once
/// @file TerrainItem: tints difficult cells (translucent brown hatch) and
/// impassable cells (dark translucent fill). Reads the map when painting.

#include "scene/cell_layer_item.h"

namespace skirmish::ui {

class TerrainItem : public CellLayerItem {
public:
    /// `map` must outlive the item; one cell is `cellPixels` scene px.
    TerrainItem(const BattleMap* map, double cellPixels, QGraphicsItem* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
};

} // namespace skirmish::ui
