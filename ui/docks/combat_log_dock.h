#pragma once
/// @file CombatLogDock: the combat log (Encounter::log) in words, under a
/// heading per round. Dice rolls are blue with a die, GM overrides orange,
/// the turn bookkeeping grey. Commands the engine refused are shown in red
/// where they happened; they are not part of the encounter, so they go
/// when the encounter is replaced. Scrolls to the newest line.

#include "encounter/command.h"

#include <QDockWidget>
#include <QString>

#include <cstddef>
#include <vector>

class QListWidget;

namespace skirmish::ui {

class EncounterDocument;

class CombatLogDock : public QDockWidget {
    Q_OBJECT
public:
    explicit CombatLogDock(EncounterDocument* doc, QWidget* parent = nullptr);

    /// Shows a refusal in red after the current last line.
    void addRejection(const QString& reason);

    /// The list, for tests: headings, log lines and refusals, in order.
    QListWidget* list() const { return list_; }
    /// The texts of the log lines and refusals (no headings), in order.
    QStringList lines() const;

    /// Rebuilds the whole list from the encounter's log.
    void rebuild();

private:
    /// Adds log entries [shown_, log.size()) and the refusals made after them.
    void appendNew();
    void addEntry(const LogEntry& entry);
    void addHeading(int round);
    void addRefusalItem(const QString& reason);

    struct Refusal {
        std::size_t after = 0; ///< log size when it happened
        QString text;
    };

    EncounterDocument* doc_;
    QListWidget* list_;
    std::vector<Refusal> refusals_;
    std::size_t shown_ = 0; ///< log entries in the list
    int lastRound_ = -1;    ///< round of the last heading
};

} // namespace skirmish::ui
