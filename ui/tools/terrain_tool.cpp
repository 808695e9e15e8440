#include "tools/terrain_tool.h"

#include "scene/map_scene.h"
#include "scene/z_order.h"

#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

TerrainTool::TerrainTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {}

TerrainTool::~TerrainTool() {
    clearPreview();
}

bool TerrainTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    painting_ = true;
    stroke_.begin(*scene(), event->scenePos());
    updatePreview();
    return true;
}

bool TerrainTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    if (!painting_) {
        return false;
    }
    stroke_.extend(*scene(), event->scenePos());
    updatePreview();
    return true;
}

bool TerrainTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !painting_) {
        return false;
    }
    stroke_.extend(*scene(), event->scenePos());
    updatePreview();
    painting_ = false;
    const std::vector<Cell> cells = stroke_.take();
    clearPreview();
    if (!cells.empty()) {
        paint(cells);
    }
    return true;
}

void TerrainTool::deactivate() {
    painting_ = false;
    stroke_.clear();
    clearPreview();
}

bool TerrainTool::paint(const std::vector<Cell>& cells) {
    return run(PaintTerrain{cells, brush_});
}

void TerrainTool::updatePreview() {
    if (!preview_) {
        preview_ = new QGraphicsPathItem();
        preview_->setZValue(z::kToolPreview);
        preview_->setPen(Qt::NoPen);
        scene()->addItem(preview_);
    }
    const QColor color = brush_ == Terrain::Open        ? QColor(255, 255, 255, 90)
                         : brush_ == Terrain::Difficult ? QColor(170, 110, 40, 110)
                                                        : QColor(20, 20, 25, 140);
    preview_->setBrush(color);
    const double c = scene()->cellPixels();
    QPainterPath path;
    for (const Cell& cell : stroke_.cells()) {
        path.addRect(cell.x * c, cell.y * c, c, c);
    }
    preview_->setPath(path);
}

void TerrainTool::clearPreview() {
    discard(preview_);
}

} // namespace skirmish::ui
