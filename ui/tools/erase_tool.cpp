#include "tools/erase_tool.h"

#include "scene/map_scene.h"
#include "tools/wall_pick.h"

#include <QGraphicsSceneMouseEvent>

namespace skirmish::ui {

EraseTool::EraseTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {}

bool EraseTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    eraseAt(event->scenePos());
    return true;
}

bool EraseTool::mouseMove(QGraphicsSceneMouseEvent*) {
    return false;
}

bool EraseTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    return event->button() == Qt::LeftButton;
}

bool EraseTool::eraseAt(QPointF scenePos) {
    const auto& map = document()->encounter().map;
    const auto i = nearestWall(map, scene()->sceneToPoint(scenePos), 0.3);
    if (!i) {
        report(tr("No wall there."));
        return false;
    }
    return run(RemoveWall{*i});
}

} // namespace skirmish::ui
