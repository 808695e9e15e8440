#include "tools/door_tool.h"

#include "scene/map_scene.h"
#include "tools/wall_pick.h"

#include <QGraphicsSceneMouseEvent>

namespace skirmish::ui {

DoorTool::DoorTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {}

bool DoorTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    clickAt(event->scenePos(), event->modifiers() & Qt::ShiftModifier);
    return true;
}

bool DoorTool::mouseMove(QGraphicsSceneMouseEvent*) {
    return false;
}

bool DoorTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    return event->button() == Qt::LeftButton;
}

bool DoorTool::clickAt(QPointF scenePos, bool lock) {
    const auto& map = document()->encounter().map;
    const auto i = nearestWall(map, scene()->sceneToPoint(scenePos), 0.4, true);
    if (!i) {
        report(tr("No door there."));
        return false;
    }
    const DoorState now = map.walls()[*i].state;
    DoorState next = toggledDoorState(now);
    if (lock) {
        next = now == DoorState::Locked ? DoorState::Closed : DoorState::Locked;
    } else if (now == DoorState::Locked) {
        report(tr("The door is locked; Shift+click unlocks it."));
        return false;
    }
    return run(SetDoor{*i, next});
}

} // namespace skirmish::ui
