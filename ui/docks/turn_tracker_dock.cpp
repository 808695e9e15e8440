#include "docks/turn_tracker_dock.h"

#include "docks/unit_combat_menu.h"
#include "views/ui_text.h"

#include "docks/combat_actions.h"
#include "document/declare_clock.h"
#include "document/encounter_document.h"
#include "scene/map_scene.h"

#include "rules/health.h"
#include "rules/ruleset.h"
#include "rules/squads.h"
#include "rules/turn_context.h"
#include "rules/turn_summary.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace skirmish::ui {
namespace {

constexpr int kTrackerIdRole = Qt::UserRole + 1;
constexpr int kStateRole = Qt::UserRole + 2;
constexpr int kSquadRole = Qt::UserRole + 3; ///< a squad's heading row: the squad id
constexpr int kFoldRole = Qt::UserRole + 4;  ///< its key in folded_

const QColor kMayActBg(200, 240, 200);
const QColor kActingBg(27, 122, 48);
const QColor kCurrentGroupBg(255, 236, 179);
const QColor kGroupBg(232, 232, 232);
const QColor kSquadBg(246, 240, 220); ///< a squad's heading: parchment
const QColor kOutText(150, 150, 150);
const QColor kDoneText(90, 90, 90);

/// "Move ● Action ○", "AA ● MA ● BA ●○ Free hits ●●○": the ruleset's
/// tracker columns. With `offTurnOnly` only the pools that stay live off
/// turn, and of the held ones (a delayed Move) only those held.
QString pips(const TurnSummary& s, const Unit& u, bool offTurnOnly) {
    const std::string& unit = u.id;
    const auto it = s.budgets.find(unit);
    const auto maxes = s.pool_max.find(unit);
    struct Part {
        QString group; ///< the pool's group, or empty
        QString text;
    };
    std::vector<Part> parts;
    auto left_of = [&](const std::string& pool) {
        if (it == s.budgets.end()) {
            return 0;
        }
        const auto v = it->second.find(pool);
        return v == it->second.end() ? 0 : v->second;
    };
    for (const PoolLabel& p : s.pools) {
        const int left = left_of(p.pool);
        const bool held = !p.holds.empty();
        if ((offTurnOnly && !p.off_turn) || (held && left == 0)) {
            continue;
        }
        // A unit holding a delayed Move shows that, not an empty Move.
        if (!held && left == 0 && it != s.budgets.end()) {
            const bool holding =
                std::any_of(s.pools.begin(), s.pools.end(), [&](const PoolLabel& h) {
                    return h.holds == p.pool && left_of(h.pool) > 0;
                });
            if (holding) {
                continue;
            }
        }
        // No-break spaces keep a pool's label and pips together.
        QString label = q(p.label);
        label.replace(QLatin1Char(' '), QChar::Nbsp);
        int max = p.max;
        if (maxes != s.pool_max.end()) {
            if (const auto m = maxes->second.find(p.pool); m != maxes->second.end()) {
                max = m->second;
            }
        }
        QString shown;
        if (max == 0 && left == 0) {
            shown = label + QChar::Nbsp + TurnTrackerDock::tr("none", "no pool left");
        } else if (max < 0) {
            shown = label + QChar::Nbsp + QString::number(left);
        } else {
            const int n = std::max(max, left);
            shown = label + QChar::Nbsp + QString(left, QChar(0x25CF)) +
                    QString(std::max(0, n - left), QChar(0x25CB));
        }
        // The pools of a group follow its word, where its first one shows:
        // "Delayed: move ● action ●".
        QString group = q(p.group);
        group.replace(QLatin1Char(' '), QChar::Nbsp);
        auto in = std::find_if(parts.begin(), parts.end(),
                               [&](const Part& g) { return !group.isEmpty() && g.group == group; });
        if (in != parts.end()) {
            in->text += QChar::Nbsp + shown;
        } else if (group.isEmpty()) {
            parts.push_back({group, shown});
        } else {
            const QString heading = TurnTrackerDock::tr("%1:", "a group of pools: Delayed:");
            parts.push_back({group, heading.arg(group) + QChar::Nbsp + shown});
        }
    }
    QStringList out;
    for (const Part& part : parts) {
        out << part.text;
    }
    return out.join(QStringLiteral("  "));
}

struct Group {
    QString title;
    QString key; ///< side id, phase number; empty for the flat freehits list
    bool current = false;
    QColor colour;
    std::vector<const Unit*> units;
};

/// The engine's status of `unit` ("acting", "may act", "done", "out",
/// "waiting") as the row shows it.
TurnTrackerDock::RowState rowStateOf(const TurnSummary& s, const std::string& unit) {
    using RowState = TurnTrackerDock::RowState;
    const auto it = s.status.find(unit);
    const std::string status = it == s.status.end() ? std::string() : it->second;
    if (status == "out") {
        return RowState::Out;
    }
    if (status == "acting") {
        return RowState::Acting;
    }
    if (status == "may act") {
        return RowState::MayAct;
    }
    return status == "done" ? RowState::Done : RowState::Waiting;
}

} // namespace

TurnTrackerDock::TurnTrackerDock(EncounterDocument* doc, MapScene* scene, CombatActions* actions,
                                 QWidget* parent)
    : QDockWidget(tr("Turn Tracker"), parent), doc_(doc), scene_(scene) {
    setObjectName(QStringLiteral("turnTrackerDock"));
    auto* panel = new QWidget(this);
    panel->setMinimumWidth(420); // a unit's name and its budget side by side
    auto* layout = new QVBoxLayout(panel);

    round_ = new QLabel(panel);
    QFont big = round_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.35);
    round_->setFont(big);
    layout->addWidget(round_);
    now_ = new QLabel(panel);
    QFont nowFont = now_->font();
    nowFont.setBold(true);
    nowFont.setPointSizeF(nowFont.pointSizeF() * 1.2);
    now_->setFont(nowFont);
    now_->setMargin(4);
    now_->setAutoFillBackground(true);
    layout->addWidget(now_);
    declare_ = new QLabel(panel);
    declare_->setFont(nowFont);
    declare_->setMargin(4);
    declare_->setWordWrap(true);
    declare_->setVisible(false);
    layout->addWidget(declare_);
    order_ = new QLabel(panel);
    order_->setWordWrap(true);
    order_->setTextFormat(Qt::RichText);
    layout->addWidget(order_);

    hint_ = new QLabel(tr("No fight under way. When the first blow falls, start combat "
                          "(Ctrl+Shift+C): the tracker then shows the round, whose turn it is "
                          "and what each unit has left."),
                       panel);
    hint_->setWordWrap(true);
    layout->addWidget(hint_);
    startButton_ = new QToolButton(panel);
    startButton_->setDefaultAction(actions->startCombatAction());
    startButton_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    startButton_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    layout->addWidget(startButton_);

    tree_ = new QTreeWidget(panel);
    tree_->setAccessibleName(tr("Turn order"));
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Unit"), tr("Left")});
    tree_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    tree_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    tree_->setRootIsDecorated(false);
    tree_->setIndentation(8);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setUniformRowHeights(true);
    tree_->setFocusPolicy(Qt::ClickFocus);
    // The selected row in gold, like the selected token's ring on the map.
    QPalette treePalette = tree_->palette();
    for (auto group : {QPalette::Active, QPalette::Inactive}) {
        treePalette.setColor(group, QPalette::Highlight, QColor(255, 215, 0));
        treePalette.setColor(group, QPalette::HighlightedText, Qt::black);
    }
    tree_->setPalette(treePalette);
    layout->addWidget(tree_, 1);

    combatButtons_ = new QWidget(panel);
    auto* grid = new QGridLayout(combatButtons_);
    grid->setContentsMargins(0, 0, 0, 0);
    auto button = [&](QAction* a, int row, int col, int span = 1) {
        auto* b = new QToolButton(combatButtons_);
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        if (a->menu()) {
            b->setPopupMode(a == actions->actAction() ? QToolButton::InstantPopup
                                                      : QToolButton::MenuButtonPopup);
        }
        grid->addWidget(b, row, col, 1, span);
        return b;
    };
    endTurnButton_ = button(actions->endTurnAction(), 0, 0, 2);
    QFont bold = endTurnButton_->font();
    bold.setBold(true);
    endTurnButton_->setFont(bold);
    button(actions->passAction(), 0, 2);
    button(actions->actAction(), 1, 0);
    button(actions->disengageAction(), 1, 1);
    QToolButton* delay = button(actions->delayAction(), 1, 2);
    // The delay menu (phases) comes and goes with the ruleset.
    connect(actions->delayAction(), &QAction::changed, delay, [delay, actions] {
        delay->setPopupMode(actions->delayAction()->menu() ? QToolButton::MenuButtonPopup
                                                           : QToolButton::DelayedPopup);
    });
    button(actions->nextRoundAction(), 2, 0);
    button(actions->endCombatAction(), 2, 1);
    button(actions->overrideAction(), 2, 2);
    layout->addWidget(combatButtons_);
    setWidget(panel);

    tree_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree_, &QWidget::customContextMenuRequested, this, [this, actions](const QPoint& pos) {
        QTreeWidgetItem* item = tree_->itemAt(pos);
        const QString id = item != nullptr ? item->data(0, kTrackerIdRole).toString() : QString();
        if (id.isEmpty() || !doc_->encounter().combat.active) {
            return;
        }
        UnitCombatMenu menu(doc_->encounter(), id.toStdString(), actions, this);
        menu.exec(tree_->viewport()->mapToGlobal(pos));
    });
    connect(tree_, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (syncing_) {
            return;
        }
        const auto items = tree_->selectedItems();
        // A squad's heading selects the squad (issue 14 "Squads in the UI").
        if (const Squad* squad =
                items.isEmpty()
                    ? nullptr
                    : doc_->encounter().find_squad(
                          items.first()->data(0, kSquadRole).toString().toStdString())) {
            QStringList ids;
            for (const std::string& m : squad->members) {
                ids << q(m);
            }
            scene_->selectUnits(ids);
            return;
        }
        const QString id =
            items.isEmpty() ? QString() : items.first()->data(0, kTrackerIdRole).toString();
        if (!id.isEmpty()) {
            scene_->selectUnit(id);
            emit unitPicked(id);
        }
    });
    // A squad folded stays folded through rebuilds.
    connect(tree_, &QTreeWidget::itemCollapsed, this, [this](QTreeWidgetItem* item) {
        if (!syncing_ && item->data(0, kFoldRole).isValid()) {
            folded_.insert(item->data(0, kFoldRole).toString());
        }
    });
    connect(tree_, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem* item) {
        if (!syncing_) {
            folded_.remove(item->data(0, kFoldRole).toString());
        }
    });
    connect(doc_, &EncounterDocument::encounterReset, this, &TurnTrackerDock::rebuild);
    // The time to declare (factions' chaos of combat): the seconds, then
    // time's up in red; the rule in the tooltip.
    DeclareClock* clock = doc_->declareClock();
    connect(clock, &DeclareClock::changed, this, [this, clock] {
        declare_->setVisible(clock->secondsLeft() >= 0);
        declare_->setText(clock->text());
        declare_->setToolTip(clock->rule());
        declare_->setStyleSheet(clock->secondsLeft() == 0 ? QStringLiteral("color: #c0392b")
                                                          : QString());
    });
    connect(doc_, &EncounterDocument::eventsApplied, this, [this] { rebuild(); });
    connect(scene_, &MapScene::selectedUnitChanged, this, &TurnTrackerDock::selectFromScene);
    rebuild();
}

QTreeWidgetItem* TurnTrackerDock::unitItem(const QString& id) const {
    for (QTreeWidgetItemIterator it(tree_); *it; ++it) {
        if ((*it)->data(0, kTrackerIdRole).toString() == id) {
            return *it;
        }
    }
    return nullptr;
}

QString TurnTrackerDock::budgetText(const QString& id) const {
    const QTreeWidgetItem* item = unitItem(id);
    return item ? item->text(1).replace(QChar::Nbsp, QLatin1Char(' ')) : QString();
}

TurnTrackerDock::RowState TurnTrackerDock::rowState(const QString& id) const {
    const QTreeWidgetItem* item = unitItem(id);
    return item ? static_cast<RowState>(item->data(0, kStateRole).toInt()) : RowState::Waiting;
}

void TurnTrackerDock::rebuild() {
    const Encounter& enc = doc_->encounter();
    const TurnSummary& s = doc_->turnSummary();
    const CombatState& st = enc.combat;

    hint_->setVisible(!s.in_combat);
    startButton_->setVisible(!s.in_combat);
    tree_->setVisible(s.in_combat);
    combatButtons_->setVisible(s.in_combat);
    round_->setVisible(s.in_combat);
    now_->setVisible(s.in_combat);
    order_->setVisible(s.in_combat);

    syncing_ = true;
    tree_->clear();
    if (!s.in_combat) {
        syncing_ = false;
        return;
    }

    // Round, phase and whose turn it is.
    QString round = s.round == 0 ? q(s.phase_name) : tr("Round %1").arg(s.round);
    if (s.round != 0 && !s.phase_name.empty()) {
        round += QStringLiteral(" \u00b7 ") + q(s.phase_name);
    }
    round_->setText(round);
    const Unit* actingUnit = enc.find_unit(s.acting);
    const std::string nowSide = actingUnit ? actingUnit->side : s.to_act;
    const QColor nowColour = enc.find_side(nowSide) ? sideColour(enc, nowSide) : QColor(60, 60, 60);
    QPalette pal = now_->palette();
    pal.setColor(QPalette::Window, nowColour);
    pal.setColor(QPalette::WindowText, nowColour.lightnessF() > 0.6 ? Qt::black : Qt::white);
    now_->setPalette(pal);
    now_->setText(q(s.now));

    // The order, in the ruleset's form, with the current entry marked.
    const TrackerLayout& layout = s.tracker;
    auto mark = [](const QString& text, bool current) {
        return current ? QStringLiteral("<span style='background:#c8f0c8; font-weight:bold'>"
                                        "&#9654;&nbsp;%1</span>")
                             .arg(text.toHtmlEscaped())
                       : text.toHtmlEscaped();
    };
    QStringList entries;
    for (const OrderEntry& e : layout.order) {
        entries << mark(q(e.text), e.current);
    }
    QString orderText =
        QStringLiteral("<b>%1:</b> %2")
            .arg(q(layout.order_title).toHtmlEscaped(), entries.join(QStringLiteral(" &#8250; ")));
    for (const std::string& note : layout.notes) {
        orderText += QStringLiteral("<br>") + q(note).toHtmlEscaped();
    }
    order_->setText(orderText);

    // Groups of rows, in the ruleset's order.
    std::vector<Group> groups;
    for (const RowGroup& rg : layout.groups) {
        Group g;
        g.key = q(rg.key);
        g.title = q(rg.title);
        g.current = rg.current;
        if (!rg.side.empty()) {
            g.colour = sideColour(enc, rg.side);
        }
        for (const std::string& id : rg.units) {
            if (const Unit* u = enc.find_unit(id)) {
                g.units.push_back(u);
            }
        }
        groups.push_back(std::move(g));
    }

    for (const Group& g : groups) {
        QTreeWidgetItem* parent = nullptr;
        if (!g.title.isEmpty()) {
            parent = new QTreeWidgetItem(tree_);
            QString title = g.title;
            if (g.current) {
                title = QStringLiteral("\u25B6 ") + title + q(layout.current_suffix);
            }
            parent->setText(0, title);
            parent->setFlags(Qt::ItemIsEnabled);
            parent->setFirstColumnSpanned(true);
            QFont f = parent->font(0);
            f.setBold(true);
            parent->setFont(0, f);
            parent->setBackground(0, g.current ? kCurrentGroupBg : kGroupBg);
            parent->setForeground(0, Qt::black);
            if (g.colour.isValid()) {
                parent->setIcon(0, sideSwatch(g.colour));
            }
        }
        std::map<std::string, QTreeWidgetItem*> squadRows;
        for (std::size_t ui = 0; ui < g.units.size(); ++ui) {
            const Unit& u = *g.units[ui];
            QTreeWidgetItem* under = parent;
            if (const Squad* squad = squad_of(enc, u.id)) {
                QTreeWidgetItem*& row = squadRows[squad->id];
                if (row == nullptr) {
                    row = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree_);
                    row->setText(0, q(squad_heading(enc, *squad)));
                    row->setToolTip(0, row->text(0) + QLatin1Char('\n') +
                                           tr("Click to select the squad"));
                    row->setData(0, kSquadRole, q(squad->id));
                    row->setData(0, kFoldRole, g.key + QLatin1Char('/') + q(squad->id));
                    row->setFirstColumnSpanned(true);
                    QFont f = row->font(0);
                    f.setItalic(true);
                    row->setFont(0, f);
                    row->setBackground(0, kSquadBg);
                }
                under = row;
            }
            auto* item = under ? new QTreeWidgetItem(under) : new QTreeWidgetItem(tree_);
            const RowState state = rowStateOf(s, u.id);

            const auto rowName = layout.row_names.find(u.id);
            QString name = rowName == layout.row_names.end() ? nameOf(u) : q(rowName->second);
            QString budget;
            QString tip;
            switch (state) {
            case RowState::Acting:
                name = QStringLiteral("\u25B6 ") + name;
                budget = pips(s, u, false);
                tip = tr("Taking its turn");
                break;
            case RowState::MayAct:
                budget = pips(s, u, false);
                tip = tr("May act now");
                break;
            case RowState::Waiting: {
                const QString off = pips(s, u, true);
                budget = off.isEmpty() ? tr("waiting") : tr("waiting") + QStringLiteral("  ") + off;
                tip = tr("Acts later this round");
                break;
            }
            case RowState::Done: {
                const QString off = pips(s, u, true);
                budget = off.isEmpty() ? tr("done") : tr("done") + QStringLiteral("  ") + off;
                tip = tr("Has had its turn this round");
                break;
            }
            case RowState::Out: {
                const std::string why = down_condition(u);
                budget = why.empty() ? tr("out") : tr("out (%1)").arg(q(why));
                tip = tr("Out of the fight");
                break;
            }
            }
            if (const auto r = st.readied.find(u.id); r != st.readied.end()) {
                // teams: a readied action fires as a reaction on its trigger.
                budget += QStringLiteral("  ") + tr("Ready: %1").arg(q(r->second));
                tip += QLatin1Char('\n') + tr("Readied action, fires when: %1").arg(q(r->second));
            }
            for (const std::string& n : health_view(enc.ruleset.rules(), u).notes) {
                tip += QLatin1Char('\n') + q(n); // each condition's effect and how long it lasts
            }
            if (st.pending && st.pending->by == u.id) {
                tip += QLatin1Char('\n') + tr("May react now (see the prompt over the map)");
            }
            item->setText(0, name);
            item->setText(1, budget);
            item->setIcon(0, sideSwatch(sideColour(enc, u.side)));
            item->setData(0, kTrackerIdRole, q(u.id));
            item->setData(0, kStateRole, static_cast<int>(state));
            item->setToolTip(0, tip);
            item->setToolTip(1, tip + QLatin1Char('\n') + budget); // when it is elided
            QFont f = item->font(0);
            for (int c = 0; c < 2; ++c) {
                switch (state) {
                case RowState::Acting:
                    f.setBold(true);
                    item->setBackground(c, kActingBg);
                    item->setForeground(c, Qt::white);
                    break;
                case RowState::MayAct:
                    f.setBold(true);
                    item->setBackground(c, kMayActBg);
                    item->setForeground(c, Qt::black);
                    break;
                case RowState::Done:
                    item->setForeground(c, kDoneText);
                    break;
                case RowState::Out:
                    f.setItalic(true);
                    item->setForeground(c, kOutText);
                    break;
                case RowState::Waiting:
                    break;
                }
                item->setFont(c, f);
            }
        }
    }
    tree_->expandAll();
    for (QTreeWidgetItemIterator it(tree_); *it; ++it) {
        if (folded_.contains((*it)->data(0, kFoldRole).toString())) {
            (*it)->setExpanded(false);
        }
    }
    syncing_ = false;
    selectFromScene(scene_->selectedUnitId());
}

void TurnTrackerDock::selectFromScene(const QString& id) {
    syncing_ = true;
    tree_->clearSelection();
    if (QTreeWidgetItem* item = id.isEmpty() ? nullptr : unitItem(id)) {
        QTreeWidgetItem* squad = item->parent();
        if (squad != nullptr && squad->data(0, kSquadRole).isValid() && !squad->isExpanded()) {
            tree_->scrollToItem(squad); // a folded squad stays folded
        } else {
            item->setSelected(true);
            tree_->scrollToItem(item);
        }
    }
    syncing_ = false;
}

} // namespace skirmish::ui
