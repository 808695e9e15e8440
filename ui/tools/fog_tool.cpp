#include "tools/fog_tool.h"

#include "scene/map_scene.h"
#include "scene/z_order.h"

#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainterPath>
#include <QPen>

#include <algorithm>

namespace skirmish::ui {

FogTool::FogTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {}

FogTool::~FogTool() {
    clearPreview();
}

bool FogTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    painting_ = true;
    stroke_.begin(*scene(), event->scenePos());
    updatePreview();
    return true;
}

bool FogTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    if (!painting_) {
        return false;
    }
    stroke_.extend(*scene(), event->scenePos());
    updatePreview();
    return true;
}

bool FogTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !painting_) {
        return false;
    }
    stroke_.extend(*scene(), event->scenePos());
    painting_ = false;
    const std::vector<Cell> cells = stroke_.take();
    clearPreview();
    if (!cells.empty()) {
        paint(cells);
    }
    return true;
}

void FogTool::deactivate() {
    painting_ = false;
    stroke_.clear();
    clearPreview();
}

bool FogTool::paint(const std::vector<Cell>& cells) {
    return run(PaintFog{cells, brush_});
}

void FogTool::updatePreview() {
    if (!preview_) {
        preview_ = new QGraphicsPathItem();
        preview_->setZValue(z::kToolPreview);
        scene()->addItem(preview_);
    }
    // Reveal: warm light; hide: dark; clear: a plain outline.
    const QColor fill = brush_ == FogBrush::Reveal ? QColor(255, 230, 140, 110)
                        : brush_ == FogBrush::Hide ? QColor(11, 11, 15, 170)
                                                   : QColor(255, 255, 255, 60);
    const double c = scene()->cellPixels();
    preview_->setBrush(fill);
    QPen pen(QColor(60, 60, 70, 200), std::max(1.0, c * 0.02), Qt::DashLine);
    preview_->setPen(pen);
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (const Cell& cell : stroke_.cells()) {
        path.addRect(cell.x * c, cell.y * c, c, c);
    }
    preview_->setPath(path.simplified());
}

void FogTool::clearPreview() {
    discard(preview_);
}

} // namespace skirmish::ui
