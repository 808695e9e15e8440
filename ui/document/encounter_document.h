#pragma once
/// @file EncounterDocument: owns the engine Encounter and the QUndoStack.
/// Every change goes through execute(), so Ctrl+Z works for everything.

#include "encounter/command.h"
#include "encounter/encounter.h"
#include "encounter/event.h"
#include "fog/party_sight.h"
#include "rules/turn_summary.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>
#include <vector>

namespace skirmish::ui {

class DeclareClock;

class EncounterDocument : public QObject {
    Q_OBJECT
public:
    explicit EncounterDocument(Encounter encounter = {}, QObject* parent = nullptr);

    const Encounter& encounter() const { return encounter_; }
    /// What the player-side units see now; up to date when eventsApplied()
    /// and encounterReset() are emitted (only moved units are looked at again).
    const PartySight& partySight() const { return partySight_; }
    /// Reports the party's views as they are computed, when more than one
    /// is (a file opened, a wall changed); the main window shows a bar.
    void setSightProgress(SightProgress progress) { partySight_.set_progress(std::move(progress)); }
    QUndoStack* undoStack() { return &undo_; }
    /// summarize_turn() of the encounter, worked out once per change (the
    /// tracker, the map's turn rings and the players' banner all read it).
    const TurnSummary& turnSummary() const;
    /// The clock of a turn's declaration, where the rules set one.
    DeclareClock* declareClock() const { return declareClock_; }

    /// Validates `cmd` with the engine; when accepted, pushes it on the undo
    /// stack (which applies it) and returns nullopt. Otherwise returns the
    /// engine's reason, emits rejected() and changes nothing.
    std::optional<QString> execute(const Command& cmd);
    /// Runs `commands` in order as one undo step named `text`: all of them,
    /// or (the first refusal, tried on a copy first) none, with no undo
    /// step left behind. Returns the engine's reason then.
    std::optional<QString> executeAll(const std::vector<Command>& commands, const QString& text);

    /// Replaces the whole encounter (New, Open, Import): clears the undo
    /// stack and emits encounterReset().
    void reset(Encounter encounter, const QString& filePath = {});

    QString filePath() const { return filePath_; }
    void setFilePath(const QString& path);
    /// True when the encounter differs from the last save or load.
    bool isModified() const { return !undo_.isClean(); }
    void markSaved() { undo_.setClean(); }
    /// Marks the encounter as not saved (work restored from an autosave).
    void markUnsaved() { undo_.resetClean(); }

    /// Used by the undo commands only.
    void applyEvents(const std::vector<Event>& events);
    void revertEvents(const std::vector<Event>& events);

signals:
    /// Events were applied (`undone` false) or reverted (`undone` true).
    void eventsApplied(const std::vector<skirmish::Event>& events, bool undone);
    /// The whole encounter was replaced.
    void encounterReset();
    /// The name, ruleset, square size or diagonal rule changed (after
    /// eventsApplied; EditSettings, or its undo).
    void settingsChanged();
    /// execute() refused `cmd` for `reason` (the combat log shows these).
    void rejected(const skirmish::Command& cmd, const QString& reason);
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    void emitIfSettings(const std::vector<Event>& events);

    Encounter encounter_;
    PartySight partySight_;
    mutable std::optional<TurnSummary>
        turnSummary_; ///< empty: not worked out since the last change
    QUndoStack undo_;
    QString filePath_;
    DeclareClock* declareClock_ = nullptr;
};

} // namespace skirmish::ui
