#include "tools/select_tool.h"

#include "scene/map_scene.h"
#include "scene/move_overlay.h"
#include "scene/token_item.h"
#include "scene/z_order.h"
#include "tools/wall_pick.h"

#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QInputDialog>
#include <QLineF>
#include <QPen>
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
    const bool shift = event->modifiers().testFlag(Qt::ShiftModifier);
    TokenItem* token = tokenAt(event->scenePos());
    if (!token) {
        // A rubber band from here; a click without a drag clears the
        // selection (Shift keeps it).
        bandBase_ = shift ? scene()->selectedUnitIds() : QStringList();
        if (!shift) {
            scene()->selectUnit({});
        }
        bandFrom_ = event->scenePos();
        bandArmed_ = true;
        return true;
    }
    // Shift: the click toggles the token; a Shift-drag is the override.
    // A press on one of several selected tokens keeps them for a group drag.
    toggleOnRelease_ = shift;
    if (!shift && !token->isSelected()) {
        scene()->selectUnit(token->unitId());
    }
    draggedId_ = token->unitId();
    pressPos_ = event->scenePos();
    startPos_ = token->pos();
    moved_ = false;
    sticky_ = false;
    waypoints_.clear();
    previewCell_ = Cell{-1, -1};
    group_ = dragGroup();
    groupFrom_.clear();
    for (const QString& id : std::as_const(group_)) {
        if (TokenItem* t = scene()->token(id)) {
            groupFrom_.insert(id, t->pos());
        }
    }
    return true;
}

QStringList SelectTool::dragGroup() const {
    const QStringList selected = scene()->selectedUnitIds();
    if (toggleOnRelease_ || selected.size() < 2 || !selected.contains(draggedId_)) {
        return {};
    }
    return selected;
}

void SelectTool::updateBand(QPointF scenePos) {
    if (band_ == nullptr) {
        band_ = new QGraphicsRectItem;
        QPen pen(QColor(30, 120, 255), 0);
        pen.setStyle(Qt::DashLine);
        pen.setCosmetic(true);
        band_->setPen(pen);
        band_->setBrush(QColor(30, 120, 255, 40));
        band_->setZValue(z::kToolPreview);
        scene()->addItem(band_);
    }
    const QRectF r = QRectF(bandFrom_, scenePos).normalized();
    band_->setRect(r);
    QStringList ids = bandBase_;
    for (QGraphicsItem* item : scene()->items(r, Qt::IntersectsItemShape)) {
        if (auto* t = dynamic_cast<TokenItem*>(item); t != nullptr && !ids.contains(t->unitId())) {
            ids << t->unitId();
        }
    }
    scene()->selectUnits(ids);
}

void SelectTool::endBand() {
    delete band_;
    band_ = nullptr;
    bandArmed_ = false;
    bandBase_.clear();
}

Cell SelectTool::snappedCell(QPointF scenePos) const {
    const double c = scene()->cellPixels();
    const QPointF topLeft = startPos_ + (scenePos - pressPos_);
    return Cell{static_cast<int>(std::lround(topLeft.x() / c)),
                static_cast<int>(std::lround(topLeft.y() / c))};
}

bool SelectTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    if (bandArmed_ && (event->buttons() & Qt::LeftButton) &&
        (band_ != nullptr ||
         QLineF(bandFrom_, event->scenePos()).length() > scene()->cellPixels() * 0.15)) {
        updateBand(event->scenePos());
        return true;
    }
    TokenItem* dragged = scene()->token(draggedId_);
    if (!dragged || !(sticky_ || (event->buttons() & Qt::LeftButton))) {
        return false;
    }
    const QPointF delta = event->scenePos() - pressPos_;
    if (!moved_ && std::hypot(delta.x(), delta.y()) < scene()->cellPixels() * 0.15) {
        return true;
    }
    if (!moved_) {
        report(group_.isEmpty()
                   ? tr("Drop to move by the rules \u00b7 Shift+drop: GM override (free "
                        "placement) \u00b7 Ctrl+release: add a waypoint \u00b7 Esc: cancel")
                   : tr("Drop to place the %n selected units (the GM's placement) \u00b7 Esc: "
                        "cancel",
                        nullptr, static_cast<int>(group_.size())));
    }
    moved_ = true;
    if (!group_.isEmpty()) {
        const Cell at = snappedCell(event->scenePos());
        const QPointF offset = scene()->cellToScene(at) - startPos_;
        for (auto it = groupFrom_.cbegin(); it != groupFrom_.cend(); ++it) {
            if (TokenItem* t = scene()->token(it.key())) {
                t->setPos(it.value() + offset);
                t->setZValue(z::kToolPreview);
            }
        }
        return true;
    }
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
    if (event->button() == Qt::LeftButton && bandArmed_) {
        endBand();
        return true;
    }
    if (event->button() != Qt::LeftButton || draggedId_.isEmpty()) {
        return false;
    }
    if (!moved_) {
        // A click: Shift toggles the token; a plain click on one of several
        // selected tokens selects it alone.
        const QString id = draggedId_;
        const bool toggle = toggleOnRelease_;
        endDrag();
        if (toggle) {
            scene()->toggleUnitSelected(id);
        } else if (scene()->selectedUnitIds().size() > 1) {
            scene()->selectUnit(id);
        }
        return true;
    }
    if (!group_.isEmpty()) {
        const Cell to = snappedCell(event->scenePos());
        const Unit* lead = document()->encounter().find_unit(draggedId_.toStdString());
        const QStringList ids = group_;
        endDrag();
        if (lead != nullptr) {
            const Cell by{to.x - lead->cell.x, to.y - lead->cell.y};
            if (auto why = scene()->moveUnits(ids, by)) {
                report(*why);
            }
        }
        for (const QString& id : ids) {
            scene()->refreshToken(id); // where the engine says each one is
        }
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
    const Point at = scene()->sceneToPoint(event->scenePos());
    // A door opens or closes (without Shift); a wall, a window, or with
    // Shift any of them: its structural points, which Siege and Digging
    // attacks take away (rules/structures.h).
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    if (auto i = shift ? std::nullopt : nearestWall(map, at, 0.3, true)) {
        const Wall& door = map.walls()[*i];
        if (door.state == DoorState::Locked) {
            report(tr("The door is locked; use the Door tool with Shift to unlock it."));
        } else {
            run(SetDoor{*i, toggledDoorState(door.state)});
        }
        return true;
    }
    if (auto i = nearestWall(map, at, 0.3)) {
        editStructure(*i, event->widget());
        return true;
    }
    return false;
}

void SelectTool::editStructure(std::size_t index, QWidget* parent) {
    const Wall& w = document()->encounter().map.walls()[index];
    bool ok = false;
    const int points = QInputDialog::getInt(
        parent, tr("Structural points"),
        tr("Structural points of this %1 (0: not set, so the GM judges Siege and Digging "
           "damage):")
            .arg(QString::fromUtf8(to_string(w.kind).data(),
                                   static_cast<int>(to_string(w.kind).size()))),
        w.structure.value_or(0), 0, Wall::kMaxStructure, 1, &ok);
    if (!ok || points == w.structure.value_or(0)) {
        return;
    }
    run(SetStructure{index, points > 0 ? std::optional<int>(points) : std::nullopt});
}

void SelectTool::deactivate() {
    cancelDrag();
}

void SelectTool::endDrag() {
    draggedId_.clear();
    toggleOnRelease_ = false;
    group_.clear();
    groupFrom_.clear();
    moved_ = false;
    sticky_ = false;
    waypoints_.clear();
    previewCell_ = Cell{-1, -1};
    if (MoveOverlay* overlay = scene()->moveOverlay()) {
        overlay->clearPath();
    }
}

void SelectTool::cancelDrag() {
    endBand();
    if (!draggedId_.isEmpty()) {
        QStringList ids = group_.isEmpty() ? QStringList{draggedId_} : group_;
        endDrag();
        for (const QString& id : ids) {
            scene()->refreshToken(id);
        }
    }
}

} // namespace skirmish::ui
