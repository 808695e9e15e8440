#include "tools/tool.h"

#include "scene/map_scene.h"

namespace skirmish::ui {

Tool::Tool(MapScene* scene, QObject* parent) : QObject(parent), scene_(scene) {}

EncounterDocument* Tool::document() const {
    return scene_->document();
}

bool Tool::mouseDoubleClick(QGraphicsSceneMouseEvent*) {
    return false;
}

void Tool::report(const QString& text) {
    scene_->showMessage(text);
}

} // namespace skirmish::ui
