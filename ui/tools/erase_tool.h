#pragma once
/// @file EraseTool: a click near a wall, window or door removes it (RemoveWall).
/// One that came with an imported map is removed only after the GM answers
/// the engine's question (confirmation_needed) with Yes.

#include "tools/tool.h"

namespace skirmish::ui {

class EraseTool : public Tool {
    Q_OBJECT
public:
    explicit EraseTool(MapScene* scene, QObject* parent = nullptr);

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;

    /// Removes the segment nearest to `scenePos` (within 0.3 cell). Returns
    /// true when the engine accepted.
    bool eraseAt(QPointF scenePos);
};

} // namespace skirmish::ui
