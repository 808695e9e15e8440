#pragma once
/// @file TerrainTool: a brush (open, difficult or impassable); the whole
/// stroke becomes one PaintTerrain command (see SquareBrushTool).

#include "map/battle_map.h"
#include "tools/square_brush_tool.h"

namespace skirmish::ui {

class TerrainTool : public SquareBrushTool {
    Q_OBJECT
public:
    explicit TerrainTool(MapScene* scene, QObject* parent = nullptr)
        : SquareBrushTool(scene, parent) {}

    Terrain brush() const { return brush_; }
    void setBrush(Terrain t) { brush_ = t; }

    bool paint(const std::vector<Cell>& cells) override;

protected:
    QBrush previewFill() const override;

private:
    Terrain brush_ = Terrain::Difficult;
};

} // namespace skirmish::ui
