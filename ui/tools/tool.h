#pragma once
/// @file Tool: what the left mouse button does on the map (select/move,
/// doors, walls, erase, terrain). Tools turn gestures into engine commands
/// through the document; the engine decides whether they are allowed.

#include "scene/scene_items.h"

#include <QObject>
#include <QString>

class QGraphicsSceneMouseEvent;

namespace skirmish::ui {

class MapScene;
class EncounterDocument;

class Tool : public QObject {
    Q_OBJECT
public:
    explicit Tool(MapScene* scene, QObject* parent = nullptr);

    MapScene* scene() const { return scene_; }
    EncounterDocument* document() const;

    /// Each handler returns true when it consumed the event (scene px).
    virtual bool mousePress(QGraphicsSceneMouseEvent* event) = 0;
    virtual bool mouseMove(QGraphicsSceneMouseEvent* event) = 0;
    virtual bool mouseRelease(QGraphicsSceneMouseEvent* event) = 0;
    virtual bool mouseDoubleClick(QGraphicsSceneMouseEvent* event);

    /// Called when the tool stops being the active one: drops any half-done gesture.
    virtual void deactivate() {}

protected:
    /// Runs `cmd` through the document; on rejection shows the reason in
    /// the status bar and returns false.
    template <typename C> bool run(const C& cmd);
    void report(const QString& text);
    /// Takes a preview item off the scene, deletes it and nulls the pointer.
    template <typename Item> static void discard(Item*& item) { deleteSceneItem(item); }

private:
    MapScene* scene_;
};

} // namespace skirmish::ui

#include "document/encounter_document.h"

namespace skirmish::ui {

template <typename C> bool Tool::run(const C& cmd) {
    if (auto why = document()->execute(cmd)) {
        report(*why);
        return false;
    }
    return true;
}

} // namespace skirmish::ui
