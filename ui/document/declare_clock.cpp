#include "document/declare_clock.h"

#include "document/encounter_document.h"

#include <algorithm>

namespace skirmish::ui {

DeclareClock::DeclareClock(EncounterDocument* doc) : QObject(doc), doc_(doc) {
    timer_.setInterval(1000);
    connect(&timer_, &QTimer::timeout, this, &DeclareClock::tick);
    connect(doc_, &EncounterDocument::eventsApplied, this, &DeclareClock::follow);
    connect(doc_, &EncounterDocument::encounterReset, this, &DeclareClock::follow);
    follow();
}

QString DeclareClock::text() const {
    if (left_ < 0) {
        return {};
    }
    return left_ > 0 ? tr("%1 s to declare").arg(left_)
                     : tr("Time's up: the turn is lost (the GM ends it)");
}

QString DeclareClock::rule() const {
    return QString::fromStdString(doc_->turnSummary().declare_rule);
}

void DeclareClock::tick() {
    if (left_ <= 0) {
        timer_.stop();
        return;
    }
    --left_;
    if (left_ == 0) {
        timer_.stop();
    }
    emit changed();
}

void DeclareClock::follow() {
    const TurnSummary& s = doc_->turnSummary();
    if (!s.in_combat || s.declare_seconds <= 0) {
        const bool was = left_ >= 0;
        timer_.stop();
        left_ = -1;
        turn_.clear();
        if (was) {
            emit changed();
        }
        return;
    }
    // A new pick: another side, or one more unit done (a turn taken and
    // ended in one command leaves the same side to pick again).
    const auto done = std::count_if(s.status.begin(), s.status.end(),
                                    [](const auto& st) { return st.second == "done"; });
    const std::string turn = std::to_string(s.round) + "/" + std::to_string(s.phase.value_or(-1)) +
                             "/" + s.to_act + "/" + std::to_string(done);
    if (turn == turn_) {
        return; // the same turn goes on: the clock keeps counting
    }
    turn_ = turn;
    left_ = s.declare_seconds;
    timer_.start();
    emit changed();
}

} // namespace skirmish::ui
