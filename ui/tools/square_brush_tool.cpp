#include "tools/square_brush_tool.h"

#include "scene/map_scene.h"
#include "scene/z_order.h"

#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainterPath>

namespace skirmish::ui {

SquareBrushTool::SquareBrushTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {}

SquareBrushTool::~SquareBrushTool() {
    discard(preview_);
}

bool SquareBrushTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    painting_ = true;
    stroke_.begin(*scene(), event->scenePos());
    updatePreview();
    return true;
}

bool SquareBrushTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    if (!painting_) {
        return false;
    }
    stroke_.extend(*scene(), event->scenePos());
    updatePreview();
    return true;
}

bool SquareBrushTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !painting_) {
        return false;
    }
    stroke_.extend(*scene(), event->scenePos());
    painting_ = false;
    const std::vector<Cell> cells = stroke_.take();
    discard(preview_);
    if (!cells.empty()) {
        paint(cells);
    }
    return true;
}

void SquareBrushTool::deactivate() {
    painting_ = false;
    stroke_.clear();
    discard(preview_);
}

void SquareBrushTool::updatePreview() {
    if (preview_ == nullptr) {
        preview_ = new QGraphicsPathItem();
        preview_->setZValue(z::kToolPreview);
        scene()->addItem(preview_);
    }
    preview_->setBrush(previewFill());
    preview_->setPen(previewPen());
    const double c = scene()->cellPixels();
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (const Cell& cell : stroke_.cells()) {
        path.addRect(cell.x * c, cell.y * c, c, c);
    }
    preview_->setPath(path.simplified());
}

} // namespace skirmish::ui
