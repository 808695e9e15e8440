#include "document/engine_undo_command.h"

#include "document/encounter_document.h"

namespace skirmish::ui {

EngineUndoCommand::EngineUndoCommand(EncounterDocument* doc, std::vector<Event> events,
                                     const QString& text)
    : QUndoCommand(text), doc_(doc), events_(std::move(events)) {}

void EngineUndoCommand::redo() {
    doc_->applyEvents(events_);
}

void EngineUndoCommand::undo() {
    doc_->revertEvents(events_);
}

} // namespace skirmish::ui
