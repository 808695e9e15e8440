#include "tools/select_tool.h"

#include "scene/map_scene.h"
#include "scene/move_overlay.h"
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
    if (sticky_) {
        return true; // between waypoints: the release drops or adds one
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
    sticky_ = false;
    waypoints_.clear();
    previewCell_ = Cell{-1, -1};
    return true;
}

Cell SelectTool::snappedCell(QPointF scenePos) const {
    const double c = scene()->cellPixels();
    const QPointF topLeft = startPos_ + (scenePos - pressPos_);
    return Cell{static_cast<int>(std::lround(topLeft.x() / c)),
                static_cast<int>(std::lround(topLeft.y() / c))};
}

bool SelectTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    TokenItem* dragged = scene()->token(draggedId_);
    if (!dragged || !(sticky_ || (event->buttons() & Qt::LeftButton))) {
        return false;
    }
    const QPointF delta = event->scenePos() - pressPos_;
    if (!moved_ && std::hypot(delta.x(), delta.y()) < scene()->cellPixels() * 0.15) {
        return true;
    }
    if (!moved_) {
        report(tr("Drop to move by the rules \u00b7 Shift+drop: GM override (free placement) "
                  "\u00b7 Ctrl+release: add a waypoint \u00b7 Esc: cancel"));
    }
    moved_ = true;
    updateDrag(event->scenePos(), event->modifiers());
    return true;
}

void SelectTool::updateDrag(QPointF scenePos, Qt::KeyboardModifiers mods) {
    TokenItem* dragged = scene()->token(draggedId_);
    if (!dragged) {
        return;
    }
    const Cell cell = snappedCell(scenePos);
    dragged->setPos(scene()->cellToScene(cell));
    dragged->setZValue(z::kToolPreview);
    const bool override = mods.testFlag(Qt::ShiftModifier);
    if (cell != previewCell_ || override != previewOverride_) {
        previewCell_ = cell;
        previewOverride_ = override;
        scene()->moveOverlay()->showPath(draggedId_, cell, waypoints_, override);
    }
}

bool SelectTool::mouseRelease(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || draggedId_.isEmpty()) {
        return false;
    }
    if (!moved_) { // a plain click on a token: selected, nothing moves
        endDrag();
        return true;
    }
    const Qt::KeyboardModifiers mods = event->modifiers();
    const Cell cell = snappedCell(event->scenePos());
    if (mods.testFlag(Qt::ControlModifier)) {
        // A waypoint; the drag goes on with the button up.
        const Unit* unit = document()->encounter().find_unit(draggedId_.toStdString());
        const Cell last = waypoints_.empty() ? (unit ? unit->cell : cell) : waypoints_.back();
        if (cell != last) {
            waypoints_.push_back(cell);
        }
        sticky_ = true;
        previewCell_ = Cell{-1, -1}; // redraw with the new waypoint
        updateDrag(event->scenePos(), mods);
        return true;
    }
    const QString id = draggedId_;
    const std::vector<Cell> via = waypoints_;
    const QPointF topLeft = scene()->cellToScene(cell);
    endDrag();
    dropToken(id, topLeft, via, mods.testFlag(Qt::ShiftModifier));
    return true;
}

bool SelectTool::dropToken(const QString& unitId, QPointF topLeft, const std::vector<Cell>& via,
                           bool free) {
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
    if (auto why = scene()->moveUnit(unitId, to, via, free)) {
        report(*why);
        scene()->refreshToken(unitId); // back where the engine says it is
        return false;
    }
    return true;
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

void SelectTool::endDrag() {
    draggedId_.clear();
    moved_ = false;
    sticky_ = false;
    waypoints_.clear();
    previewCell_ = Cell{-1, -1};
    if (MoveOverlay* overlay = scene()->moveOverlay()) {
        overlay->clearPath();
    }
}

void SelectTool::cancelDrag() {
    if (!draggedId_.isEmpty()) {
        const QString id = draggedId_;
        endDrag();
        scene()->refreshToken(id);
    }
}

} // namespace skirmish::ui
