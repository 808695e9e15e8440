#pragma once
/// @file DeclareClock: the seconds a player has to declare a turn, where
/// the engine sets a limit (TurnSummary::declare_seconds; factions'
/// optional chaos of combat, seed 003). It starts again with each new pick
/// (another side to act, or one more unit done), stops while none is
/// timed (a character taking its turn), ticks once a second, and says what the
/// tracker and the players' banner show. Time's up changes nothing: the
/// rule says the turn is lost, and the GM ends it.

#include <QObject>
#include <QString>
#include <QTimer>

#include <string>

namespace skirmish::ui {

class EncounterDocument;

class DeclareClock : public QObject {
    Q_OBJECT
public:
    explicit DeclareClock(EncounterDocument* doc);

    /// Seconds left; -1 when no clock runs.
    int secondsLeft() const { return left_; }
    /// "12 s to declare", "Time's up: the turn is lost", or empty.
    QString text() const;
    /// The engine's words for the rule, with its seed section.
    QString rule() const;
    /// One second passes (the timer's tick; tests call it).
    void tick();

signals:
    void changed();

private:
    void follow();

    EncounterDocument* doc_;
    QTimer timer_;
    int left_ = -1;
    std::string turn_; ///< round, phase, side and units done of the pick being timed
};

} // namespace skirmish::ui
