#include "document/encounter_document.h"

#include "document/declare_clock.h"
#include "document/engine_undo_command.h"
#include "encounter/command_engine.h"

#include <algorithm>

namespace skirmish::ui {

EncounterDocument::EncounterDocument(Encounter encounter, QObject* parent)
    : QObject(parent), encounter_(std::move(encounter)), partySight_(encounter_) {
    connect(&undo_, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    declareClock_ = new DeclareClock(this);
}

const TurnSummary& EncounterDocument::turnSummary() const {
    if (!turnSummary_) {
        turnSummary_ = summarize_turn(encounter_);
    }
    return *turnSummary_;
}

std::optional<QString> EncounterDocument::execute(const Command& cmd) {
    auto events = resolve(encounter_, cmd, &partySight_.memo());
    if (!events) {
        const QString reason = QString::fromStdString(events.reason());
        emit rejected(cmd, reason);
        return reason;
    }
    undo_.push(new EngineUndoCommand(this, std::move(events).value(),
                                     QString::fromStdString(describe(encounter_, cmd))));
    return std::nullopt;
}

std::optional<QString> EncounterDocument::executeAll(const std::vector<Command>& commands,
                                                     const QString& text) {
    Encounter trial = encounter_;
    for (const Command& c : commands) {
        // The trial's views are the ones the commands then need.
        auto r = resolve(trial, c, &partySight_.memo());
        if (!r) {
            const QString reason = QString::fromStdString(r.reason());
            emit rejected(c, reason);
            return reason;
        }
        apply_all(trial, r.value());
    }
    undo_.beginMacro(text);
    std::optional<QString> why;
    for (const Command& c : commands) {
        if ((why = execute(c))) {
            break; // not expected: the copy took them all
        }
    }
    undo_.endMacro();
    return why;
}

void EncounterDocument::reset(Encounter encounter, const QString& filePath) {
    undo_.clear();
    encounter_ = std::move(encounter);
    turnSummary_.reset(); // before the views: their progress bar lets paints in
    partySight_.reset(encounter_);
    setFilePath(filePath);
    undo_.setClean();
    emit encounterReset();
}

void EncounterDocument::setFilePath(const QString& path) {
    if (path != filePath_) {
        filePath_ = path;
        emit filePathChanged(path);
    }
}

void EncounterDocument::applyEvents(const std::vector<Event>& events) {
    apply_all(encounter_, events);
    turnSummary_.reset(); // before the views: their progress bar lets paints in
    partySight_.update(encounter_, events);
    emit eventsApplied(events, false);
    emitIfSettings(events);
}

void EncounterDocument::revertEvents(const std::vector<Event>& events) {
    revert_all(encounter_, events);
    turnSummary_.reset(); // before the views: their progress bar lets paints in
    partySight_.update(encounter_, events);
    emit eventsApplied(events, true);
    emitIfSettings(events);
}

void EncounterDocument::emitIfSettings(const std::vector<Event>& events) {
    if (std::any_of(events.begin(), events.end(),
                    [](const Event& e) { return std::holds_alternative<SettingsChanged>(e); })) {
        emit settingsChanged();
    }
}

} // namespace skirmish::ui
