#pragma once
/// @file One engine command on the QUndoStack: holds the events the engine
/// returned; redo applies them, undo reverts them exactly.

#include "encounter/event.h"

#include <QUndoCommand>

#include <vector>

namespace skirmish::ui {

class EncounterDocument;

class EngineUndoCommand : public QUndoCommand {
public:
    EngineUndoCommand(EncounterDocument* doc, std::vector<Event> events, const QString& text);
    void redo() override;
    void undo() override;

private:
    EncounterDocument* doc_;
    std::vector<Event> events_;
};

} // namespace skirmish::ui
