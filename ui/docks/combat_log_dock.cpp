#include "docks/combat_log_dock.h"

#include "document/encounter_document.h"

#include <QListWidget>

namespace skirmish::ui {
namespace {

constexpr int kLineRole = Qt::UserRole + 1; ///< true for log lines and refusals
constexpr std::size_t kMaxRefusals = 100;

} // namespace

CombatLogDock::CombatLogDock(EncounterDocument* doc, QWidget* parent)
    : QDockWidget(tr("Combat Log"), parent), doc_(doc) {
    setObjectName(QStringLiteral("combatLogDock"));
    list_ = new QListWidget(this);
    list_->setAccessibleName(tr("Combat log"));
    list_->setWordWrap(true);
    list_->setSelectionMode(QAbstractItemView::NoSelection);
    list_->setFocusPolicy(Qt::NoFocus);
    list_->setAlternatingRowColors(false);
    setWidget(list_);

    connect(doc_, &EncounterDocument::encounterReset, this, [this] {
        refusals_.clear();
        rebuild();
    });
    connect(doc_, &EncounterDocument::eventsApplied, this,
            [this](const std::vector<Event>&, bool undone) {
                if (undone || doc_->encounter().log.size() < shown_) {
                    rebuild(); // lines were taken back
                } else {
                    appendNew();
                }
            });
    // Refusals of combat commands, and of anything while a fight is on
    // (a move out of turn dragged on the map).
    connect(doc_, &EncounterDocument::rejected, this,
            [this](const Command& cmd, const QString& reason) {
                if (is_combat_command(cmd) || doc_->encounter().combat.active) {
                    addRejection(reason);
                }
            });
    rebuild();
}

void CombatLogDock::addRejection(const QString& reason) {
    refusals_.push_back({doc_->encounter().log.size(), reason});
    if (refusals_.size() > kMaxRefusals) {
        refusals_.erase(refusals_.begin());
    }
    addRefusalItem(reason);
    list_->scrollToBottom();
}

QStringList CombatLogDock::lines() const {
    QStringList out;
    for (int i = 0; i < list_->count(); ++i) {
        if (list_->item(i)->data(kLineRole).toBool()) {
            out << list_->item(i)->text();
        }
    }
    return out;
}

void CombatLogDock::rebuild() {
    list_->clear();
    shown_ = 0;
    lastRound_ = -1;
    const std::size_t size = doc_->encounter().log.size();
    // Refusals of lines since taken back stay only if their place still is.
    std::erase_if(refusals_, [size](const Refusal& r) { return r.after > size; });
    for (const Refusal& r : refusals_) {
        if (r.after == 0) {
            addRefusalItem(r.text);
        }
    }
    appendNew();
}

void CombatLogDock::appendNew() {
    const auto& log = doc_->encounter().log;
    const std::size_t from = shown_;
    for (std::size_t i = from; i < log.size(); ++i) {
        addEntry(log[i]);
        shown_ = i + 1;
        for (const Refusal& r : refusals_) {
            if (r.after == shown_ && from < shown_ && r.after > from) {
                addRefusalItem(r.text);
            }
        }
    }
    list_->scrollToBottom();
}

void CombatLogDock::addHeading(int round) {
    // Round 0: the start of a fight (initiative), a surprise round, or
    // GM overrides outside a fight.
    auto* item = new QListWidgetItem(round == 0 ? tr("Setup and surprise round")
                                                : tr("Round %1").arg(round));
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
    item->setBackground(QColor(70, 70, 70));
    item->setForeground(Qt::white);
    item->setFlags(Qt::ItemIsEnabled);
    list_->addItem(item);
    lastRound_ = round;
}

void CombatLogDock::addEntry(const LogEntry& entry) {
    if (entry.round != lastRound_) {
        addHeading(entry.round);
    }
    const QString text = QString::fromStdString(entry.text);
    auto* item = new QListWidgetItem;
    item->setData(kLineRole, true);
    item->setFlags(Qt::ItemIsEnabled);
    QFont f = item->font();
    if (entry.kind == "roll") {
        item->setText(QStringLiteral("\u2684 ") + text);
        item->setBackground(QColor(227, 242, 253));
        item->setForeground(QColor(13, 71, 161));
        f.setBold(true);
        item->setToolTip(tr("A dice roll"));
    } else if (entry.kind == "override") {
        item->setText(QStringLiteral("\u26A0 ") + text);
        item->setBackground(QColor(255, 224, 178));
        item->setForeground(QColor(120, 50, 0));
        f.setBold(true);
        item->setToolTip(tr("A GM override: the rules were set aside"));
    } else if (entry.kind == "rule") {
        // A rule the GM judges (ActionDef::asks and the like): "GM: ...".
        item->setText(QStringLiteral("\u2696 ") + text);
        item->setBackground(QColor(237, 231, 246));
        item->setForeground(QColor(69, 39, 160));
        item->setToolTip(tr("A rule the GM judges, with its seed section"));
    } else if (entry.kind == "turn") {
        item->setText(text);
        item->setForeground(QColor(95, 95, 95));
        f.setItalic(true);
    } else {
        item->setText(text);
    }
    item->setFont(f);
    list_->addItem(item);
}

void CombatLogDock::addRefusalItem(const QString& reason) {
    auto* item = new QListWidgetItem(tr("\u2717 Refused: %1").arg(reason));
    item->setData(kLineRole, true);
    item->setFlags(Qt::ItemIsEnabled);
    item->setForeground(QColor(198, 40, 40));
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
    item->setToolTip(tr("The engine refused this; nothing changed"));
    list_->addItem(item);
}

} // namespace skirmish::ui
