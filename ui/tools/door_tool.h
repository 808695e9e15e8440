#pragma once
/// @file DoorTool: a click near a door toggles it open/closed (SetDoor);
/// Shift+click locks a closed door or unlocks a locked one.

#include "tools/tool.h"

namespace skirmish::ui {

class DoorTool : public Tool {
    Q_OBJECT
public:
    explicit DoorTool(MapScene* scene, QObject* parent = nullptr);

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;

    /// Toggles the door nearest to `scenePos` (within 0.4 cell); `lock`
    /// switches closed <-> locked instead. Returns true when a command was
    /// accepted.
    bool clickAt(QPointF scenePos, bool lock = false);
};

} // namespace skirmish::ui
