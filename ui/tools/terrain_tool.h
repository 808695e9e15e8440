#pragma once
/// @file TerrainTool: a brush (open, difficult or impassable); dragging
/// paints the cells under the pointer, and the whole stroke becomes one
/// PaintTerrain command when the button is released.

#include "core/cell.h"
#include "map/battle_map.h"
#include "tools/cell_stroke.h"
#include "tools/tool.h"

#include <QPointF>

#include <set>
#include <vector>

class QGraphicsPathItem;

namespace skirmish::ui {

class TerrainTool : public Tool {
    Q_OBJECT
public:
    explicit TerrainTool(MapScene* scene, QObject* parent = nullptr);
    ~TerrainTool() override;

    Terrain brush() const { return brush_; }
    void setBrush(Terrain t) { brush_ = t; }

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

    /// Paints `cells` with the brush as one command. Returns true when accepted.
    bool paint(const std::vector<Cell>& cells);

private:
    void updatePreview();
    void clearPreview();

    Terrain brush_ = Terrain::Difficult;
    bool painting_ = false;
    CellStroke stroke_;
    QGraphicsPathItem* preview_ = nullptr;
};

} // namespace skirmish::ui
