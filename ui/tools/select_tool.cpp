#include "tools/select_tool.h"

#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "scene/z_order.h"
#include "tools/wall_pick.h"

#include <QGraphicsSceneMouseEvent>
#include <QTransform>

#include <cmath>

namespace skirmish::ui {

SelectTool::SelectTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {}

TokenItem* SelectTool::tokenAt(QPointF scenePos) const {
    for (QGraphicsItem* item : scene()->items(scenePos)) {
        if (auto* token = dynamic_cast<TokenItem*>(item)) {
            return token;
        }
    }
    return nullptr;
}

bool SelectTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    TokenItem* token = tokenAt(event->scenePos());
    if (!token) {
        scene()->selectUnit({});
        return true;
    }
    scene()->selectUnit(token->unitId());
    draggedId_ = token->unitId();
    pressPos_ = event->scenePos();
    startPos_ = token->pos();
    moved_ = false;
    return true;
}

bool SelectTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    TokenItem* dragged = scene()->token(draggedId_);
    if (!dragged || !(event->buttons() & Qt::LeftButton)) {
        return false;
    }
    const QPointF delta = event->scenePos() - pressPos_;
    if (!moved_ && std::hypot(delta.x(), delta.y()) < scene()->cellPixels() * 0.15) {
        return true;
    }
    moved_ = true;
    const double c = scene()->cellPixels();
    const QPointF target = startPos_ + delta;
    dragged->setPos(std::round(target.x() / c) * c, std::round(target.y() / c) * c);
    dragged->setZValue(z::kToolPreview);
    return true;
}

bool SelectTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || draggedId_.isEmpty()) {
        return false;
    }
    const QPointF delta = event->scenePos() - pressPos_;
    const bool moved = moved_;
    const QString id = draggedId_;
    const QPointF start = startPos_;
    draggedId_.clear();
    moved_ = false;
    if (moved) {
        dropToken(id, start + delta);
    }
    return true;
}

bool SelectTool::dropToken(const QString& unitId, QPointF topLeft) {
    const double c = scene()->cellPixels();
    const Cell to{static_cast<int>(std::lround(topLeft.x() / c)),
                  static_cast<int>(std::lround(topLeft.y() / c))};
    const Unit* unit = document()->encounter().find_unit(unitId.toStdString());
    if (!unit) {
        return false;
    }
    if (unit->cell == to) {
        scene()->refreshToken(unitId); // back in place and in stacking order
        return false;
    }
    const bool ok = run(MoveUnit{unitId.toStdString(), to});
    if (!ok) {
        scene()->refreshToken(unitId); // back where the engine says it is
    }
    return ok;
}

bool SelectTool::mouseDoubleClick(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    if (TokenItem* token = tokenAt(event->scenePos())) {
        scene()->activateUnit(token->unitId());
        return true;
    }
    const auto& map = document()->encounter().map;
    if (auto i = nearestWall(map, scene()->sceneToPoint(event->scenePos()), 0.3, true)) {
        const Wall& door = map.walls()[*i];
        if (door.state == DoorState::Locked) {
            report(tr("The door is locked; use the Door tool with Shift to unlock it."));
        } else {
            run(SetDoor{*i, toggledDoorState(door.state)});
        }
        return true;
    }
    return false;
}

void SelectTool::deactivate() {
    cancelDrag();
}

void SelectTool::cancelDrag() {
    if (!draggedId_.isEmpty()) {
        const QString id = draggedId_;
        draggedId_.clear();
        moved_ = false;
        scene()->refreshToken(id);
    }
}

} // namespace skirmish::ui
