#include "docks/combat_actions.h"
#include "views/ui_text.h"

#include "dialogs/forced_dice_dialog.h"
#include "dialogs/start_combat_dialog.h"
#include "document/encounter_document.h"
#include "scene/map_scene.h"

#include "rules/area_attack.h"
#include "rules/command_options.h"
#include "rules/ruleset.h"
#include "rules/structures.h"
#include "rules/turn_context.h"
#include "rules/turn_policy.h"

#include <QAction>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QWidget>

#include <algorithm>

namespace skirmish::ui {
namespace {

QAction* makeAction(QObject* parent, const QString& text, const QString& tip,
                    const QKeySequence& key = {}) {
    auto* a = new QAction(text, parent);
    a->setStatusTip(tip);
    if (!key.isEmpty()) {
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setToolTip(
            QStringLiteral("%1 (%2)\n%3")
                .arg(QString(text).remove('&'), key.toString(QKeySequence::NativeText), tip));
    } else {
        a->setToolTip(QStringLiteral("%1\n%2").arg(QString(text).remove('&'), tip));
    }
    return a;
}

} // namespace

CombatActions::CombatActions(EncounterDocument* doc, MapScene* scene, QWidget* window)
    : QObject(window), doc_(doc), scene_(scene) {
    moveModeLabel_ = new QLabel;
    moveModeLabel_->setStyleSheet(
        QStringLiteral("QLabel { background: #ff8c00; color: black; font-weight: bold; "
                       "padding: 1px 8px; }"));
    moveModeLabel_->hide();
    connect(scene_, &MapScene::moveModeChanged, this, [this](const QString& as) {
        QString label = as;
        for (const MoveMode& m : doc_->encounter().ruleset.rules().movement.modes) {
            if (q(m.as) == as) {
                label = q(m.label);
            }
        }
        moveModeLabel_->setText(
            tr("%1 armed: drag the unit, or use the arrow keys and Enter (Esc cancels)")
                .arg(label));
        moveModeLabel_->setVisible(!as.isEmpty());
    });
    start_ = makeAction(this, tr("&Start Combat..."),
                        tr("Start a fight: who started it, who is surprised, the dice"),
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(start_, &QAction::triggered, this, &CombatActions::startCombat);
    // Space: text fields take Space for themselves (they accept the
    // ShortcutOverride of a printable key), so typing never ends a turn.
    endTurn_ = makeAction(this, tr("&End Turn"),
                          tr("End the selected unit's turn (phases: its part in this phase; with "
                             "no unit selected, the phase or the side's turn)"),
                          QKeySequence(Qt::Key_Space));
    connect(endTurn_, &QAction::triggered, this, &CombatActions::endTurn);
    delay_ = makeAction(this, tr("&Delay"), tr("Delay the selected unit's turn"));
    connect(delay_, &QAction::triggered, this, [this] { delay(delayWhat_); });
    delayMenu_ = new QMenu(window); // filled from the ruleset's turn controls
    pass_ = makeAction(this, tr("&Pass"),
                       tr("The side whose pick it is passes (sides: ends its turn)"));
    connect(pass_, &QAction::triggered, this, &CombatActions::pass);
    // factions: the faction holding the initiative picks who acts first.
    chooseFirst_ = makeAction(this, tr("Who Acts &First"),
                              tr("The faction holding the initiative chooses which faction acts "
                                 "first this round (before anyone acts or passes)"));
    firstMenu_ = new QMenu(window);
    chooseFirst_->setMenu(firstMenu_);
    connect(firstMenu_, &QMenu::aboutToShow, this, [this] {
        firstMenu_->clear();
        const Encounter& now = doc_->encounter();
        for (const std::string& id : now.combat.order) {
            const Side* s = now.find_side(id);
            const QString side = q(id);
            QAction* a = firstMenu_->addAction(s != nullptr ? q(s->name) : side);
            a->setCheckable(true);
            a->setChecked(now.combat.to_act == id);
            connect(a, &QAction::triggered, this,
                    [this, side] { run(ChooseFirst{side.toStdString()}); });
        }
    });
    disengage_ = makeAction(this, tr("Dis&engage"),
                            tr("The selected unit disengages: it leaves melee zones without "
                               "provoking for the rest of the round"));
    connect(disengage_, &QAction::triggered, this, [this] { act(QStringLiteral("disengage")); });
    act_ = makeAction(this, tr("&Act"), tr("The selected unit takes an action of the ruleset"));
    actMenu_ = new QMenu(tr("&Act"), window);
    actMenu_->setToolTipsVisible(true);
    act_->setMenu(actMenu_);
    // Planning every action is work: done when the GM opens the menu, not
    // on each change to the encounter.
    connect(actMenu_, &QMenu::aboutToShow, this, &CombatActions::describeActions);
    nextRound_ = makeAction(this, tr("&Next Round"), tr("End this round now and begin the next"));
    connect(nextRound_, &QAction::triggered, this, [this] { run(NextRound{}); });
    endCombat_ = makeAction(this, tr("End &Combat"), tr("End the fight (the log stays)"));
    connect(endCombat_, &QAction::triggered, this, [this] { run(EndCombat{}); });
    override_ = makeAction(this, tr("&Override"),
                           tr("The next combat command is a GM override: the turn and budget "
                              "checks are skipped, and the log says so"));
    override_->setCheckable(true);
    diceMode_ = makeAction(this, tr("Enter Dice by &Hand"),
                           tr("Type the faces of the physical dice rolled at the table into every "
                              "roll (off: the seeded dice roll for you)"));
    diceMode_->setCheckable(true);
    connect(diceMode_, &QAction::triggered, this, [this](bool on) {
        if (run(SetDiceMode{on ? "entered" : "rng"})) {
            updateState(); // refused: show the mode the encounter still has
        }
    });

    window->addAction(start_);
    window->addAction(endTurn_);

    connect(doc_, &EncounterDocument::encounterReset, this, &CombatActions::updateState);
    connect(doc_, &EncounterDocument::eventsApplied, this, &CombatActions::updateState);
    connect(scene_, &MapScene::selectedUnitChanged, this, &CombatActions::updateState);
    updateState();
}

QWidget* CombatActions::window() const {
    return qobject_cast<QWidget*>(parent());
}

QString CombatActions::selectedUnit() const {
    return scene_->selectedUnitId();
}

std::optional<QString> CombatActions::run(const Command& cmd) {
    std::optional<QString> why;
    if (override_->isChecked() && !std::holds_alternative<Override>(cmd)) {
        override_->setChecked(false);
        why = doc_->execute(override_of(cmd));
    } else {
        why = doc_->execute(cmd);
    }
    if (why) {
        emit rejected(*why);
    }
    return why;
}

void CombatActions::startCombat() {
    if (doc_->encounter().combat.active) {
        emit rejected(tr("A fight is already under way: end it first (Combat > End Combat)"));
        return;
    }
    StartCombatDialog dialog(doc_->encounter(), window());
    if (dialog.exec() == QDialog::Accepted) {
        run(dialog.command());
    }
}

void CombatActions::endTurn() {
    const bool byUnit = doc_->encounter().ruleset.rules().turns->controls().end_turn_of_selected;
    run(EndTurn{byUnit ? selectedUnit().toStdString() : std::string()});
}

void CombatActions::delay(const QString& what) {
    const QString unit = selectedUnit();
    if (unit.isEmpty()) {
        emit rejected(tr("Select the unit that delays first"));
        return;
    }
    run(Delay{unit.toStdString(), what.toStdString()});
}

void CombatActions::pass() {
    run(Pass{doc_->encounter().combat.to_act});
}

void CombatActions::act(const QString& id, const QString& target, const QString& zone) {
    const QString unit = selectedUnit();
    if (unit.isEmpty()) {
        emit rejected(tr("Select the unit that acts first"));
        return;
    }
    TakeAction take{unit.toStdString(), id.toStdString(), {}, target.toStdString()};
    take.zone = zone.toStdString();
    // An action that takes a trigger asks for it (teams' Ready an Action).
    const ActionDef* def = doc_->encounter().ruleset.rules().find_action(take.action);
    if (def != nullptr && !def->trigger_choices.empty()) {
        QStringList choices;
        for (const std::string& c : def->trigger_choices) {
            choices << q(c);
        }
        bool ok = false;
        const QString trigger =
            QInputDialog::getItem(window(), q(def->label),
                                  tr("Trigger (choose, or write your own):"), choices, 0, true, &ok)
                .trimmed();
        if (!ok || trigger.isEmpty()) {
            return;
        }
        take.trigger = trigger.toStdString();
    }
    run(take);
}

void CombatActions::strike(const QString& id, std::size_t wall) {
    const Encounter& enc = doc_->encounter();
    const Unit* actor = enc.find_unit(selectedUnit().toStdString());
    if (actor == nullptr) {
        emit rejected(tr("Select the unit that acts first"));
        return;
    }
    TakeAction take{actor->id, id.toStdString()};
    take.wall = wall;
    // With entered dice, the GM types the structural damage dice (Xd6).
    std::vector<ForcedDiceDialog::Row> rows;
    if (enc.combat.dice_mode == "entered") {
        rows.push_back(
            {"damage", tr("Structural damage to %1").arg(q(structure_label(enc.map, wall))),
             std::max(1, structural_dice(enc, *actor)), enc.ruleset.rules().structures.die});
    }
    const auto rolls = ForcedDiceDialog::ask(tr("Structural damage: the dice"), rows, window());
    if (!rolls) {
        return;
    }
    if (auto it = rolls->find("damage"); it != rolls->end()) {
        take.rolls = it->second;
    }
    run(take);
}

void CombatActions::rebuildActMenu() {
    const Encounter& enc = doc_->encounter();
    actMenu_->clear();
    actMenuRuleset_ = std::string(enc.ruleset.str());
    for (const ActionDef& a : enc.ruleset.rules().actions) {
        const QString id = q(a.id);
        QString text = q(a.label);
        if (a.timing == ActionTiming::Reaction) {
            text += tr(" (reaction)");
        } else if (a.timing == ActionTiming::Instant) {
            text += tr(" (instant)");
        }
        if (a.area != AreaAttack::None) {
            // An area attack: where the engine says it may be aimed (its
            // zones, or the templates standing for them; area_choices).
            QMenu* sub = actMenu_->addMenu(text);
            sub->menuAction()->setData(id);
            const ActionDef def = a;
            connect(sub, &QMenu::aboutToShow, this, [this, sub, id, def] {
                sub->clear();
                const Encounter& now = doc_->encounter();
                if (const Unit* actor = now.find_unit(selectedUnit().toStdString())) {
                    for (const AreaChoice& c : area_choices(now, *actor, def)) {
                        const QString area = q(c.id);
                        connect(sub->addAction(q(c.label)), &QAction::triggered, this,
                                [this, id, area] { act(id, {}, area); });
                    }
                }
                if (sub->isEmpty()) {
                    sub->addAction(tr("(no zone painted or template laid where it can be aimed)"))
                        ->setEnabled(false);
                }
            });
            continue;
        }
        if (a.target == ActionTarget::Structure) {
            // It strikes a wall, window or door: those next to the unit,
            // as the engine lists them (rules/structures.h).
            QMenu* sub = actMenu_->addMenu(text);
            sub->menuAction()->setData(id);
            connect(sub, &QMenu::aboutToShow, this, [this, sub, id] {
                sub->clear();
                const Encounter& now = doc_->encounter();
                if (const Unit* actor = now.find_unit(selectedUnit().toStdString())) {
                    for (const StructureInReach& s : structures_in_reach(now, *actor)) {
                        const std::size_t wall = s.index;
                        connect(sub->addAction(q(s.label)), &QAction::triggered, this,
                                [this, id, wall] { strike(id, wall); });
                    }
                }
                if (sub->isEmpty()) {
                    sub->addAction(tr("(no wall or door next to it that it can damage)"))
                        ->setEnabled(false);
                }
            });
            continue;
        }
        if (a.target != ActionTarget::None && a.target != ActionTarget::Foe) {
            // It needs a target: the units the engine says it may be aimed
            // at (may_aim_at; the engine checks the rest).
            QMenu* sub = actMenu_->addMenu(text);
            sub->menuAction()->setData(id);
            const ActionDef def = a;
            connect(sub, &QMenu::aboutToShow, this, [this, sub, id, def] {
                sub->clear();
                const Encounter& now = doc_->encounter();
                const Unit* actor = now.find_unit(selectedUnit().toStdString());
                for (const Unit& u : now.units) {
                    if (actor != nullptr && may_aim_at(now, def, *actor, u)) {
                        const QString target = q(u.id);
                        connect(sub->addAction(nameOf(u)), &QAction::triggered, this,
                                [this, id, target] { act(id, target); });
                    }
                }
                if (sub->isEmpty()) {
                    sub->addAction(q(no_target_text(def)))->setEnabled(false);
                }
            });
            continue;
        }
        if (a.target == ActionTarget::Foe) {
            // It is aimed at a foe: the attack tool picks it on the map.
            QAction* item = actMenu_->addAction(text + QStringLiteral("\u2026"));
            item->setData(id);
            connect(item, &QAction::triggered, this, [this, id] { emit attackRequested(id); });
            continue;
        }
        QAction* item = actMenu_->addAction(text);
        item->setData(id);
        connect(item, &QAction::triggered, this, [this, id] { act(id); });
    }
    // Digging (rules/structures.h), where the ruleset has it: the straight
    // tunnels the engine offers the selected unit (also in its menu).
    if (!enc.ruleset.rules().structures.dig_special.empty()) {
        QMenu* sub = actMenu_->addMenu(tr("Dig a tunnel"));
        sub->menuAction()->setProperty("moveMode", QStringLiteral("dig")); // keeps its help
        sub->menuAction()->setStatusTip(tr("Tunnel through earth with the unit's Move"));
        connect(sub, &QMenu::aboutToShow, this, [this, sub] {
            sub->clear();
            const Encounter& now = doc_->encounter();
            if (const Unit* actor = now.find_unit(selectedUnit().toStdString())) {
                for (const DigOption& d : dig_options(now, *actor)) {
                    const Dig cmd{actor->id, d.cells};
                    connect(sub->addAction(q(d.label)), &QAction::triggered, this,
                            [this, cmd] { run(cmd); });
                }
            }
            if (sub->isEmpty()) {
                sub->addAction(tr("(no tunnel it can dig now)"))->setEnabled(false);
            }
        });
    }
    // The special moves (sides' Charge, teams' Sprint): the next move of a
    // token, dragged or by arrow key, is made so.
    const std::vector<MoveMode>& modes = enc.ruleset.rules().movement.modes;
    if (!modes.empty()) {
        actMenu_->addSeparator();
    }
    for (const MoveMode& m : modes) {
        QAction* item = actMenu_->addAction(q(m.label) + tr(" (move)\u2026"));
        item->setProperty("moveMode", q(m.as)); // not an action id: describeActions skips it
        item->setToolTip(q(m.help));
        item->setStatusTip(q(m.help));
        const QString as = q(m.as);
        connect(item, &QAction::triggered, this, [this, as] {
            scene_->setMoveMode(as); // the status bar says so while it is armed
        });
    }
    // The delay commands, as the ruleset offers them.
    const TurnControls controls = enc.ruleset.rules().turns->controls();
    delayMenu_->clear();
    for (const DelayChoice& d : controls.delays) {
        const QString what = q(d.what);
        connect(delayMenu_->addAction(q(d.label)), &QAction::triggered, this,
                [this, what] { delay(what); });
    }
    const bool menu = controls.delays.size() > 1;
    delayWhat_ = controls.delays.empty() ? QStringLiteral("turn") : q(controls.delays.front().what);
    delay_->setMenu(menu ? delayMenu_ : static_cast<QMenu*>(nullptr));
    delay_->setStatusTip(controls.delay_tip.empty() ? tr("Delay the selected unit's turn")
                                                    : q(controls.delay_tip));
}

void CombatActions::describeActions() {
    const Encounter& enc = doc_->encounter();
    const std::vector<CommandOption> options =
        enc.combat.active ? action_options(enc, selectedUnit().toStdString())
                          : std::vector<CommandOption>{};
    for (QAction* item : actMenu_->actions()) {
        if (item->property("moveMode").isValid()) {
            continue; // a special move keeps its help
        }
        const std::string id = item->data().toString().toStdString();
        auto it = std::find_if(options.begin(), options.end(),
                               [&](const CommandOption& o) { return o.id == id; });
        if (it == options.end()) {
            item->setToolTip(QString());
            continue;
        }
        // The cost, and the engine's reason when it would refuse now.
        const QString tip = it->available
                                ? tr("Costs %1").arg(q(it->cost))
                                : tr("Costs %1. Not now: %2").arg(q(it->cost), q(it->reason));
        item->setToolTip(tip);
        item->setStatusTip(tip);
    }
}

void CombatActions::updateState() {
    const Encounter& enc = doc_->encounter();
    if (actMenuRuleset_ != enc.ruleset.str()) {
        rebuildActMenu();
    }
    const TurnControls controls = enc.ruleset.rules().turns->controls();
    const bool fight = enc.combat.active;
    const bool unit = !selectedUnit().isEmpty();
    start_->setEnabled(!fight);
    endTurn_->setEnabled(fight);
    delay_->setEnabled(fight && unit && !controls.delays.empty());
    pass_->setEnabled(fight && controls.pass);
    chooseFirst_->setEnabled(fight && controls.choose_first);
    chooseFirst_->setVisible(controls.choose_first);
    // The buttons say what they end (issue 15): "End Alice's Turn", "End
    // the Party's Turn", from the engine's words.
    const auto nameOf = [&](const std::string& id) {
        if (const Unit* u = enc.find_unit(id)) {
            return q(u->name);
        }
        const Side* s = enc.find_side(id);
        return s != nullptr ? q(s->name) : q(id);
    };
    const std::string& to_act = enc.combat.to_act;
    pass_->setText(fight && !to_act.empty() && enc.find_side(to_act) != nullptr
                       ? q(controls.pass_text).arg(nameOf(to_act))
                       : tr("&Pass"));
    QString ends = tr("&End Turn");
    if (fight) {
        const std::string named = controls.end_turn_of_selected && unit
                                      ? selectedUnit().toStdString()
                                      : enc.combat.acting;
        if (!named.empty()) {
            ends = tr("End %1's Turn").arg(nameOf(named));
        } else if (!controls.end_turn_text.empty()) {
            ends = q(controls.end_turn_text);
        } else if (!to_act.empty()) {
            ends = tr("End %1's Turn").arg(nameOf(to_act));
        }
    }
    endTurn_->setText(ends);
    disengage_->setEnabled(fight && unit && enc.ruleset.rules().find_action("disengage"));
    act_->setEnabled(fight && unit);
    actMenu_->setEnabled(fight && unit);
    nextRound_->setEnabled(fight);
    endCombat_->setEnabled(fight);
    override_->setEnabled(fight);
    diceMode_->setChecked(enc.combat.dice_mode == "entered");
    if (!fight) {
        override_->setChecked(false);
    }
}

} // namespace skirmish::ui
