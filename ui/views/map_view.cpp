#include "views/map_view.h"

#include "views/quick_health_entry.h"

#include "document/encounter_document.h"
#include "rules/ruleset.h"
#include "rules/turn_summary.h"
#include "scene/map_scene.h"
#include "scene/move_overlay.h"
#include "scene/token_item.h"
#include "tools/tool.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace skirmish::ui {

MapView::MapView(MapScene* scene, QWidget* parent) : QGraphicsView(scene, parent), scene_(scene) {
    setAccessibleName(tr("Battle map"));
    setAccessibleDescription(tr("Tab chooses a unit that may act; the arrows and Enter move it; "
                                "the Menu key lists what it may do; Space ends its turn"));
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setDragMode(QGraphicsView::NoDrag);
    // No view brush: MapScene::drawBackground paints backdrop and paper.
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    if (scene_) {
        // Another unit selected: the path being built is not its.
        connect(scene_, &MapScene::selectedUnitChanged, this, [this](const QString& id) {
            if (!keyPath_.empty() && id != keyPath_.unit()) {
                dropKeyPath();
            }
        });
    }
}

bool MapView::keyPathCurrent() {
    if (keyPath_.empty()) {
        return false;
    }
    // Still the path previewed, from where the unit stands: another tool may
    // have cleared the preview, or the unit moved some other way.
    const Unit* unit = scene_->document()->encounter().find_unit(keyPath_.unit().toStdString());
    if (unit == nullptr || unit->cell != keyPath_.start() || !scene_->moveOverlay()->pathShown()) {
        keyPath_.clear();
        return false;
    }
    return true;
}

bool MapView::event(QEvent* event) {
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) {
            const bool back =
                key->key() == Qt::Key_Backtab || (key->modifiers() & Qt::ShiftModifier);
            if (key->modifiers() & Qt::ControlModifier) {
                return focusNextPrevChild(!back); // Ctrl+Tab leaves the map
            }
            if (selectNextUnit(!back).isEmpty()) {
                scene_->showMessage(tr("No unit may act now"));
            }
            return true;
        }
    }
    if (event->type() == QEvent::ShortcutOverride && keyPathCurrent()) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Escape) {
            event->accept(); // delivered as a key press, not as Edit Unit
            return true;
        }
    }
    return QGraphicsView::event(event);
}

void MapView::stepKeyPath(const QString& id, int dx, int dy) {
    const Unit* unit = scene_->document()->encounter().find_unit(id.toStdString());
    if (unit == nullptr) {
        return;
    }
    keyPath_.follow(id, unit->cell);
    keyPath_.step(dx, dy);
    MoveOverlay* overlay = scene_->moveOverlay();
    if (keyPath_.empty()) {
        overlay->clearPath();
        scene_->showMessage(tr("Back on the start square"));
        return;
    }
    overlay->showPath(id, keyPath_.goal(), keyPath_.via(), false, false);
    const auto& result = overlay->pathResult();
    if (result && !result->legal) {
        scene_->showMessage(QString::fromStdString(result->reason));
    } else {
        scene_->showMessage(tr("Enter: move to %1 \u00b7 an arrow back: one square back \u00b7 "
                               "Esc: cancel")
                                .arg(QString::fromStdString(to_label(keyPath_.goal()))));
    }
    const double px = scene_->cellPixels();
    ensureVisible(QRectF(scene_->cellToScene(keyPath_.goal()), QSizeF(px, px)));
}

void MapView::commitKeyPath() {
    const QString id = keyPath_.unit();
    // A straight-line move (sides' Charge) takes no waypoints: the engine
    // draws the line to the goal itself.
    const MoveMode* mode = scene_->document()->encounter().ruleset.rules().movement.mode(
        scene_->moveMode().toStdString());
    const std::vector<Cell> via =
        mode != nullptr && mode->straight ? std::vector<Cell>{} : keyPath_.via();
    if (auto why = scene_->moveUnit(id, keyPath_.goal(), via, false)) {
        scene_->showMessage(*why); // the path stays, for the GM to mend
        return;
    }
    dropKeyPath();
    if (TokenItem* t = scene_->token(id)) {
        ensureVisible(t);
    }
}

void MapView::dropKeyPath() {
    keyPath_.clear();
    if (scene_) {
        scene_->moveOverlay()->clearPath();
    }
}

void MapView::zoomBy(double factor) {
    const double now = zoom();
    const double next = std::clamp(now * factor, 0.05, 8.0);
    if (next == now) {
        return;
    }
    const bool underMouse = viewport()->rect().contains(viewport()->mapFromGlobal(QCursor::pos()));
    setTransformationAnchor(underMouse ? AnchorUnderMouse : AnchorViewCenter);
    scale(next / now, next / now);
    setTransformationAnchor(AnchorUnderMouse);
}

void MapView::fitToWindow() {
    if (scene_) {
        fitInView(scene_->mapRect(), Qt::KeepAspectRatio);
    }
}

void MapView::wheelEvent(QWheelEvent* event) {
    // Shift+wheel with units selected turns them (some platforms report
    // a Shift-wheel as horizontal).
    if (event->modifiers().testFlag(Qt::ShiftModifier) && !selectedUnits().isEmpty()) {
        const QPoint d = event->angleDelta();
        wheelTurn_ += d.y() != 0 ? d.y() : d.x();
        while (std::abs(wheelTurn_) >= 120) {
            const int step = wheelTurn_ > 0 ? -1 : 1; // wheel up: counter-clockwise
            wheelTurn_ += step * 120;
            turnSelected(step);
        }
        event->accept();
        return;
    }
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    setTransformationAnchor(AnchorUnderMouse);
    const double now = zoom();
    const double next = std::clamp(now * std::pow(1.0015, delta), 0.05, 8.0);
    scale(next / now, next / now);
    event->accept();
}

QuickHealthEntry* MapView::quickHealth() {
    if (quickHealth_ == nullptr) {
        quickHealth_ = new QuickHealthEntry(scene_, viewport());
    }
    return quickHealth_;
}

void MapView::turnSelected(int steps) {
    if (!scene_) {
        return;
    }
    const Encounter& enc = scene_->document()->encounter();
    std::vector<Command> turns;
    QString last;
    for (const QString& id : selectedUnits()) {
        const Unit* u = enc.find_unit(id.toStdString());
        if (u == nullptr) {
            continue;
        }
        const Facing to = u->facing ? turned(*u->facing, steps) : Facing::N;
        turns.push_back(FaceUnit{u->id, to});
        last =
            tr("%1 faces %2")
                .arg(QString::fromStdString(u->name),
                     QString::fromUtf8(label_of(to).data(), static_cast<int>(label_of(to).size())));
    }
    if (turns.empty()) {
        return;
    }
    const auto why = turns.size() == 1 ? scene_->document()->execute(turns.front())
                                       : scene_->document()->executeAll(turns, tr("Turn units"));
    scene_->showMessage(why ? *why : turns.size() == 1 ? last : tr("Units turned"));
}

QStringList MapView::selectedUnits() const {
    QStringList out;
    if (!scene_) {
        return out;
    }
    for (QGraphicsItem* item : scene_->selectedItems()) {
        if (auto* t = dynamic_cast<TokenItem*>(item)) {
            out << t->unitId();
        }
    }
    const QString sel = scene_->selectedUnitId();
    if (!sel.isEmpty() && !out.contains(sel)) {
        out.prepend(sel);
    }
    return out;
}

void MapView::keyPressEvent(QKeyEvent* event) {
    // With tokens selected, - and + open the quick damage and healing field.
    const QString typed = event->text();
    if ((typed == QStringLiteral("-") || typed == QStringLiteral("+")) &&
        !(event->modifiers() & Qt::ControlModifier) && !selectedUnits().isEmpty()) {
        quickHealth()->begin(selectedUnits(), typed);
        return;
    }
    // The Menu key and Shift+F10: the selected unit's menu (where the
    // platform turns them into a context menu event, contextMenuEvent()).
    if ((event->key() == Qt::Key_Menu ||
         (event->key() == Qt::Key_F10 && event->modifiers() == Qt::ShiftModifier)) &&
        openSelectedUnitMenu()) {
        return;
    }
    switch (event->key()) {
    case Qt::Key_BracketLeft:
    case Qt::Key_BracketRight:
        if (!selectedUnits().isEmpty()) {
            turnSelected(event->key() == Qt::Key_BracketRight ? 1 : -1);
            return;
        }
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (keyPathCurrent()) {
            commitKeyPath();
            return;
        }
        break;
    case Qt::Key_Escape:
        if (keyPathCurrent()) {
            dropKeyPath();
            scene_->showMessage(tr("Path dropped"));
            return;
        }
        if (scene_ && scene_->tool()) {
            scene_->tool()->deactivate(); // drops a drag or a half-drawn wall
        }
        if (scene_ && !scene_->moveMode().isEmpty()) {
            scene_->setMoveMode(QString());
            scene_->showMessage(tr("Special move cancelled: a plain Move"));
        }
        return;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const int dx = event->key() == Qt::Key_Left ? -1 : event->key() == Qt::Key_Right ? 1 : 0;
        const int dy = event->key() == Qt::Key_Up ? -1 : event->key() == Qt::Key_Down ? 1 : 0;
        const QString id = scene_ ? scene_->selectedUnitId() : QString();
        if (!id.isEmpty()) {
            const Unit* unit = scene_->document()->encounter().find_unit(id.toStdString());
            if (unit && event->modifiers().testFlag(Qt::ShiftModifier)) {
                // The GM override: a free placement one square over.
                dropKeyPath();
                if (auto why = scene_->moveUnit(id, Cell{unit->cell.x + dx, unit->cell.y + dy}, {},
                                                true)) {
                    scene_->showMessage(*why);
                }
                if (TokenItem* t = scene_->token(id)) {
                    ensureVisible(t);
                }
            } else if (unit) {
                stepKeyPath(id, dx, dy);
            }
            return;
        }
        const int step =
            std::max(16, static_cast<int>(scene_ ? scene_->cellPixels() * zoom() : 48));
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + dx * step);
        verticalScrollBar()->setValue(verticalScrollBar()->value() + dy * step);
        return;
    }
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

QString MapView::selectNextUnit(bool forward) {
    if (scene_ == nullptr) {
        return QString();
    }
    const Encounter& enc = scene_->document()->encounter();
    QStringList ids;
    if (enc.combat.active) {
        for (const std::string& id : summarize_turn(enc).may_act) {
            ids << QString::fromStdString(id);
        }
    } else {
        for (const Unit& u : enc.units) {
            ids << QString::fromStdString(u.id);
        }
    }
    if (ids.isEmpty()) {
        return QString();
    }
    const qsizetype at = ids.indexOf(scene_->selectedUnitId());
    const qsizetype n = ids.size();
    const qsizetype next = at < 0 ? (forward ? 0 : n - 1) : (at + (forward ? 1 : n - 1)) % n;
    const QString id = ids[next];
    dropKeyPath();
    scene_->selectUnit(id);
    if (TokenItem* t = scene_->token(id)) {
        ensureVisible(t);
    }
    if (const Unit* u = enc.find_unit(id.toStdString())) {
        scene_->showMessage(
            tr("%1 selected (%2): arrows and Enter move it, the Menu key or "
               "Shift+F10 lists what it may do, Space ends its turn")
                .arg(QString::fromStdString(u->name), QString::fromStdString(to_label(u->cell))));
    }
    return id;
}

void MapView::contextMenuEvent(QContextMenuEvent* event) {
    if (event->reason() != QContextMenuEvent::Keyboard || !openSelectedUnitMenu()) {
        QGraphicsView::contextMenuEvent(event);
        return;
    }
    event->accept();
}

bool MapView::openSelectedUnitMenu() {
    const QString id = scene_ ? scene_->selectedUnitId() : QString();
    if (id.isEmpty()) {
        return false;
    }
    QPoint at = viewport()->rect().center();
    if (TokenItem* t = scene_->token(id)) {
        ensureVisible(t);
        at = mapFromScene(t->sceneBoundingRect().center());
    }
    emit unitMenuRequested(id, viewport()->mapToGlobal(at));
    return true;
}

void MapView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton) {
        panning_ = true;
        panMoved_ = false;
        panFrom_ = event->position().toPoint();
        pressAt_ = panFrom_;
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent* event) {
    if (panning_) {
        const QPoint now = event->position().toPoint();
        const QPoint d = now - panFrom_;
        panFrom_ = now;
        if ((now - pressAt_).manhattanLength() > 4) {
            panMoved_ = true;
        }
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void MapView::mouseReleaseEvent(QMouseEvent* event) {
    if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton)) {
        panning_ = false;
        viewport()->unsetCursor();
        event->accept();
        if (event->button() == Qt::RightButton && !panMoved_ && scene_) {
            const QPointF at = mapToScene(event->position().toPoint());
            const Cell c = scene_->sceneToCell(at);
            const Encounter& enc = scene_->document()->encounter();
            // The token drawn on top (a rider over its mount), else the square's unit.
            const Unit* u = enc.unit_at(c);
            for (QGraphicsItem* item : scene_->items(at)) {
                if (auto* token = dynamic_cast<TokenItem*>(item)) {
                    u = enc.find_unit(token->unitId().toStdString());
                    break;
                }
            }
            if (u != nullptr) {
                emit unitMenuRequested(QString::fromStdString(u->id),
                                       event->globalPosition().toPoint());
            } else if (enc.map.contains(c)) {
                emit squareMenuRequested(c, event->globalPosition().toPoint());
            }
        }
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

} // namespace skirmish::ui
