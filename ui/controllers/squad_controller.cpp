#include "controllers/squad_controller.h"

#include "controllers/tool_controller.h"
#include "document/encounter_document.h"
#include "rules/ruleset.h"
#include "rules/squads.h"
#include "scene/map_scene.h"
#include "tools/order_tool.h"
#include "tools/select_tool.h"
#include "views/ui_text.h"

#include <QAction>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace skirmish::ui {

namespace {

QAction* addAction(QMenu* menu, const QString& text, const QString& tip,
                   const QKeySequence& key = {}) {
    QAction* a = menu->addAction(text);
    a->setStatusTip(tip);
    if (!key.isEmpty()) {
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
    }
    a->setToolTip(key.isEmpty()
                      ? QString(text).remove('&')
                      : QStringLiteral("%1 (%2)").arg(QString(text).remove('&'),
                                                      key.toString(QKeySequence::NativeText)));
    return a;
}

} // namespace

SquadController::SquadController(EncounterDocument* doc, MapScene* scene, ToolController* tools,
                                 QMainWindow* window)
    : QObject(window), doc_(doc), scene_(scene), tools_(tools), window_(window) {
    orderTool_ = new OrderTool(scene_, this);
    connect(orderTool_, &OrderTool::finished, this,
            [this] { tools_->setActiveTool(tools_->selectTool()); });
    menu_ = new QMenu(tr("S&quads"), window_);
    formAct_ = addAction(menu_, tr("&Form Squad from Selection"),
                         tr("The selected units become a Stack (a Horde past the Stack's limit)"),
                         QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(formAct_, &QAction::triggered, this, &SquadController::formSquad);
    breakAct_ = addAction(menu_, tr("&Break Up Squad"), tr("The selected unit's squad breaks up"),
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    connect(breakAct_, &QAction::triggered, this, &SquadController::breakUpSquad);
    selectAct_ = addAction(menu_, tr("&Select Squad"), tr("Selects every unit of the squad"),
                           QKeySequence(Qt::Key_Q));
    connect(selectAct_, &QAction::triggered, this, &SquadController::selectSquad);
    menu_->addSeparator();
    const struct {
        Tactic tactic;
        QString text;
        QString tip;
        Qt::Key key;
    } orders[] = {
        {Tactic::Hold, tr("&Hold"), tr("Melee units remain where they are"), Qt::Key_1},
        {Tactic::Delay, tr("&Delay"), tr("Delay moves and actions until orders change"), Qt::Key_2},
        {Tactic::Rally, tr("&Rally…"), tr("Move towards a square: click it"), Qt::Key_3},
        {Tactic::BullRush, tr("B&ull Rush…"),
         tr("Move towards a square, bull-rushing the enemies in the way: click it"), Qt::Key_4},
        {Tactic::Withdraw, tr("&Withdraw…"),
         tr("Wounded units and those that cannot attack move towards a square: click it"),
         Qt::Key_5}};
    for (const auto& o : orders) {
        QAction* a = addAction(menu_, o.text, o.tip, QKeySequence(Qt::CTRL | o.key));
        connect(a, &QAction::triggered, this, [this, t = o.tactic] { giveOrder(t); });
    }
    QMenu* target = menu_->addMenu(tr("Attack &Target"));
    const struct {
        TargetKind kind;
        QString text;
        QString ask;
    } targets[] = {{TargetKind::Any, tr("&Any (the closest)"), {}},
                   {TargetKind::Closest, tr("&Closest Units"), {}},
                   {TargetKind::None, tr("&None"), {}},
                   {TargetKind::Unit, tr("A &Unit…"), tr("The unit's name or id:")},
                   {TargetKind::Type, tr("A &Type…"),
                    tr("The type (the name without its number, as Goblin for Goblin 3):")},
                   {TargetKind::Special, tr("Units with a &Special…"), tr("The special:")}};
    for (const auto& t : targets) {
        QAction* a = target->addAction(t.text);
        connect(a, &QAction::triggered, this, [this, kind = t.kind, ask = t.ask, text = t.text] {
            OrderTarget chosen{kind, {}};
            if (!ask.isEmpty()) {
                bool ok = false;
                const QString value =
                    QInputDialog::getText(window_, QString(text).remove('&').remove(QChar(0x2026)),
                                          ask, QLineEdit::Normal, {}, &ok);
                if (!ok || value.trimmed().isEmpty()) {
                    return;
                }
                chosen.value = value.trimmed().toStdString();
            }
            setTarget(chosen);
        });
    }
    carryAct_ = addAction(menu_, tr("&Carry Out Order"),
                          tr("The members whose turn it is move as the standing order says"),
                          QKeySequence(Qt::SHIFT | Qt::Key_Q));
    connect(carryAct_, &QAction::triggered, this, &SquadController::carryOut);
    window_->addActions(menu_->actions());
    window_->addActions(target->actions());
    connect(doc_, &EncounterDocument::encounterReset, this, &SquadController::update);
    connect(doc_, &EncounterDocument::eventsApplied, this, &SquadController::update);
    update();
}

void SquadController::update() {
    const bool on = doc_->encounter().ruleset.rules().squads.enabled;
    menu_->menuAction()->setVisible(on);
    for (QAction* a : menu_->actions()) {
        a->setEnabled(on);
    }
    if (!on && scene_->tool() == orderTool_) {
        tools_->setActiveTool(tools_->selectTool());
    }
}

void SquadController::say(const QString& text) {
    window_->statusBar()->showMessage(text, 10000);
}

const Squad* SquadController::selectedSquad() const {
    return squad_of(doc_->encounter(), scene_->selectedUnitId().toStdString());
}

bool SquadController::formSquad() {
    const Encounter& enc = doc_->encounter();
    const QStringList ids = scene_->selectedUnitIds();
    if (ids.isEmpty()) {
        say(tr("Select the units of the squad first (Shift+click adds one)"));
        return false;
    }
    Squad s;
    s.id = next_squad_id(enc);
    s.name = tr("Squad %1").arg(QString::fromStdString(s.id).section('-', 1)).toStdString();
    for (const QString& id : ids) {
        s.members.push_back(id.toStdString());
        const Unit* u = enc.find_unit(id.toStdString());
        if (s.leader.empty() && u != nullptr && is_command_unit(enc, *u)) {
            s.leader = u->id;
        }
    }
    if (s.leader.empty()) {
        s.leader = s.members.front();
    }
    if (static_cast<int>(s.members.size()) > enc.ruleset.rules().squads.stack_limit) {
        s.kind = SquadKind::Horde;
    }
    if (auto why = doc_->execute(SetSquad{s})) {
        say(*why);
        return false;
    }
    say(tr("%1 formed; give it an order from the Squads menu").arg(q(s.name)));
    return true;
}

bool SquadController::breakUpSquad() {
    const Squad* s = selectedSquad();
    if (s == nullptr) {
        say(tr("The selected unit is in no squad"));
        return false;
    }
    if (auto why = doc_->execute(SetSquad{*s, true})) {
        say(*why);
        return false;
    }
    return true;
}

bool SquadController::selectSquad() {
    const Squad* s = selectedSquad();
    if (s == nullptr) {
        say(tr("The selected unit is in no squad"));
        return false;
    }
    QStringList ids{scene_->selectedUnitId()};
    for (const std::string& id : s->members) {
        if (q(id) != ids.front()) {
            ids << q(id);
        }
    }
    scene_->selectUnits(ids);
    say(q(squad_heading(doc_->encounter(), *s)));
    return true;
}

bool SquadController::execute(const OrderSquad& cmd) {
    if (auto why = doc_->execute(cmd)) {
        say(*why);
        return false;
    }
    return true;
}

bool SquadController::giveOrder(Tactic tactic) {
    const Squad* s = selectedSquad();
    if (s == nullptr) {
        say(tr("Select a unit of the squad to order first"));
        return false;
    }
    SquadOrder order;
    order.tactic = tactic;
    order.target = s->order.target;
    if (!needs_point(tactic)) {
        return execute(OrderSquad{s->id, order});
    }
    orderTool_->setOrder(q(s->id), order);
    tools_->setActiveTool(orderTool_);
    say(tr("%1 for %2: point at the square to see the plan, click to give the order")
            .arg(q(std::string(label_of(tactic))), q(s->name)));
    return true;
}

bool SquadController::setTarget(const OrderTarget& target) {
    const Squad* s = selectedSquad();
    if (s == nullptr) {
        say(tr("Select a unit of the squad first"));
        return false;
    }
    SquadOrder order = s->order;
    order.target = target;
    return execute(OrderSquad{s->id, order});
}

bool SquadController::carryOut() {
    const Squad* s = selectedSquad();
    if (s == nullptr) {
        say(tr("Select a unit of the squad first"));
        return false;
    }
    return execute(OrderSquad{s->id});
}

} // namespace skirmish::ui
