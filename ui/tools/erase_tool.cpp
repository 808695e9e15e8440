#include "tools/erase_tool.h"

#include "scene/map_scene.h"
#include "tools/wall_pick.h"

#include "encounter/command_engine.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QMessageBox>

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
    RemoveWall remove{*i};
    // A wall of an imported map is painted on the background: the engine
    // asks before it goes.
    if (auto ask = confirmation_needed(document()->encounter(), remove)) {
        QWidget* parent = scene()->views().isEmpty() ? nullptr : scene()->views().front();
        if (QMessageBox::question(parent, tr("Remove an imported wall?"),
                                  QString::fromStdString(*ask)) != QMessageBox::Yes) {
            report(tr("The wall stays."));
            return false;
        }
        remove.confirmed = true;
    }
    return run(remove);
}

} // namespace skirmish::ui
