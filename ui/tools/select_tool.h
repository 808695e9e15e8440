#pragma once
/// @file SelectTool (the default): click selects a token, dragging moves it
/// snapped to cells and asks the engine with MoveUnit on drop (a rejected
/// move puts the token back and shows the reason). Double-click on a token
/// edits it; double-click on a door toggles it.

#include "core/cell.h"
#include "tools/tool.h"

#include <QPointF>

namespace skirmish::ui {

class TokenItem;

class SelectTool : public Tool {
    Q_OBJECT
public:
    explicit SelectTool(MapScene* scene, QObject* parent = nullptr);

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    bool mouseDoubleClick(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

    /// Drops the token of `unitId` with its top-left corner at scene point
    /// `topLeft` (snapped to the nearest cell): MoveUnit, or back on rejection.
    /// Returns true when the engine accepted the move.
    bool dropToken(const QString& unitId, QPointF topLeft);

private:
    TokenItem* tokenAt(QPointF scenePos) const;
    void cancelDrag();

    QString draggedId_; ///< empty when no drag is under way
    QPointF pressPos_;
    QPointF startPos_;
    bool moved_ = false;
};

} // namespace skirmish::ui
