#include "controllers/combat_controller.h"

#include "controllers/tool_controller.h"
#include "dialogs/forced_dice_dialog.h"
#include "dialogs/modifiers_dialog.h"
#include "docks/combat_actions.h"
#include "docks/combat_log_dock.h"
#include "docks/turn_tracker_dock.h"
#include "document/encounter_document.h"
#include "encounter/command_engine.h"
#include "rules/grapple.h"
#include "rules/ruleset.h"
#include "rules/turn_context.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "tools/attack_tool.h"
#include "tools/forced_move_tool.h"
#include "tools/select_tool.h"
#include "views/facing_menu.h"
#include "views/grapple_menu.h"
#include "views/map_view.h"
#include "views/reaction_prompt.h"
#include "views/ui_text.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace skirmish::ui {

CombatController::CombatController(EncounterDocument* doc, MapScene* scene, MapView* view,
                                   ToolController* tools, QMainWindow* window)
    : QObject(window), doc_(doc), scene_(scene), view_(view), tools_(tools), window_(window),
      forcedTool_(tools->forcedMoveTool()), forcedAct_(tools->forcedMoveAction()) {
    combat_ = new CombatActions(doc_, scene_, window_);
    connect(combat_, &CombatActions::attackRequested, this, [this, tools](const QString& id) {
        tools->attackTool()->setAction(id);
        tools->setActiveTool(tools->attackTool());
        window_->statusBar()->showMessage(
            tr("Point at the target to see the odds; click it for the roll"), 10000);
    });
    connect(combat_, &CombatActions::rejected, this,
            [this](const QString& reason) { window_->statusBar()->showMessage(reason, 10000); });

    menu_ = new QMenu(tr("&Combat"), window_);
    menu_->addAction(combat_->startCombatAction());
    menu_->addSeparator();
    menu_->addAction(combat_->endTurnAction());
    menu_->addAction(combat_->delayAction());
    menu_->addAction(combat_->passAction());
    menu_->addAction(combat_->chooseFirstAction());
    menu_->addAction(combat_->disengageAction());
    menu_->addAction(combat_->actAction()); // a submenu: the ruleset's actions
    menu_->addSeparator();
    menu_->addAction(combat_->nextRoundAction());
    menu_->addAction(combat_->endCombatAction());
    menu_->addSeparator();
    menu_->addAction(combat_->overrideAction());
    menu_->addAction(combat_->diceModeAction());

    prompt_ = new ReactionPrompt(doc_, view_);
    connect(prompt_, &ReactionPrompt::rejected, this,
            [this](const QString& reason) { window_->statusBar()->showMessage(reason, 10000); });
    connect(view_, &MapView::unitMenuRequested, this, [this](const QString& id, const QPoint& at) {
        QMenu* m = unitMenu(id);
        if (!m->isEmpty()) {
            m->exec(at);
        }
        delete m;
    });
    connect(doc_, &EncounterDocument::encounterReset, this,
            &CombatController::updateForcedMoveAction);
    connect(doc_, &EncounterDocument::eventsApplied, this,
            &CombatController::updateForcedMoveAction);
    updateForcedMoveAction();
}

TurnTrackerDock* CombatController::createTurnTrackerDock() {
    trackerDock_ = new TurnTrackerDock(doc_, scene_, combat_, window_);
    connect(trackerDock_, &TurnTrackerDock::unitPicked, this, [this](const QString& id) {
        if (TokenItem* t = scene_->token(id)) {
            view_->ensureVisible(t);
        }
    });
    return trackerDock_;
}

CombatLogDock* CombatController::createCombatLogDock() {
    logDock_ = new CombatLogDock(doc_, window_);
    return logDock_;
}

void CombatController::deleteWidgets() {
    delete prompt_;
    prompt_ = nullptr;
    delete trackerDock_;
    trackerDock_ = nullptr;
    delete logDock_;
    logDock_ = nullptr;
    delete combat_;
    combat_ = nullptr;
}

void CombatController::updateForcedMoveAction() {
    const QString name = ForcedMoveTool::nameFor(doc_->encounter().ruleset);
    forcedAct_->setEnabled(!name.isEmpty());
    forcedAct_->setText(name.isEmpty() ? tr("&Bull Rush") : QStringLiteral("&") + name);
    if (name.isEmpty() && scene_->tool() == forcedTool_) {
        tools_->setActiveTool(tools_->selectTool());
    }
}

void CombatController::startForcedMove(const QString& attacker, bool prone) {
    const QString name = ForcedMoveTool::nameFor(doc_->encounter().ruleset);
    if (name.isEmpty()) {
        return;
    }
    scene_->selectUnit(attacker);
    forcedTool_->setAttacker(attacker);
    forcedTool_->setProne(prone);
    tools_->setActiveTool(forcedTool_);
    const Unit* u = doc_->encounter().find_unit(attacker.toStdString());
    const QString who = u ? nameOf(*u) : attacker;
    window_->statusBar()->showMessage(
        tr("%1 by %2: point at the target to see who is pushed where, click to confirm")
            .arg(name, who),
        10000);
}

void CombatController::runGrapple(Grapple g) {
    const Encounter& enc = doc_->encounter();
    if (enc.combat.dice_mode == "entered") {
        const auto rolls = ForcedDiceDialog::ask(
            tr("Grapple: the dice"), ForcedDiceDialog::rowsOf(grapple_dice(enc, g)), window_);
        if (!rolls) {
            return;
        }
        g.rolls = *rolls;
    }
    combat_->run(g);
}

QMenu* CombatController::unitMenu(const QString& id) {
    auto* menu = new QMenu(window_);
    const Encounter& enc = doc_->encounter();
    const Unit* u = enc.find_unit(id.toStdString());
    if (u == nullptr) {
        return menu;
    }
    const QString name = nameOf(*u);
    menu->setTitle(name);
    // The selected unit's menu in a fight starts with what it may do: the
    // Act menu (also the only way to act by keyboard: the Menu key).
    if (enc.combat.active && id == scene_->selectedUnitId()) {
        menu->addMenu(combat_->actMenu());
        menu->addSeparator();
    }
    connect(menu->addAction(tr("&Edit %1...").arg(name)), &QAction::triggered, this,
            [this, id] { emit editUnitRequested(id); });
    addFacingMenu(menu, *u, [this, id](std::optional<Facing> f) {
        combat_->run(FaceUnit{id.toStdString(), f});
    });
    ModifiersDialog::addTo(menu, enc, *u, window_, [this](SetModifiers c) { combat_->run(c); });
    const QString selected = scene_->selectedUnitId();
    const Unit* sel = enc.find_unit(selected.toStdString());
    switch (ForcedMoveTool::kindFor(enc.ruleset)) {
    case ForcedMoveTool::Kind::BullRush:
        menu->addSeparator();
        connect(menu->addAction(tr("&Bull Rush...")), &QAction::triggered, this,
                [this, id] { startForcedMove(id); });
        break;
    case ForcedMoveTool::Kind::Shove:
        menu->addSeparator();
        connect(menu->addAction(tr("&Shove...")), &QAction::triggered, this,
                [this, id] { startForcedMove(id); });
        connect(menu->addAction(tr("Shove: Knock &Prone...")), &QAction::triggered, this,
                [this, id] { startForcedMove(id, true); });
        break;
    case ForcedMoveTool::Kind::ShoveGrabbed:
        // On the grabbed character: the selected unit shoves it.
        if (const ForcedMoveDef* m = enc.ruleset.rules().forced.on_map();
            m != nullptr && has_condition(*u, m->target_condition)) {
            menu->addSeparator();
            QAction* a = menu->addAction(
                sel && sel->id != u->id ? tr("&Shove %1 (by %2)...").arg(name, nameOf(*sel))
                                        : tr("&Shove %1... (select the shover first)").arg(name));
            a->setEnabled(sel && sel->id != u->id);
            connect(a, &QAction::triggered, this, [this, selected, id] {
                startForcedMove(selected);
                forcedTool_->setShoveTarget(id);
            });
        }
        break;
    case ForcedMoveTool::Kind::None:
        break;
    }
    addGrappleEntries(menu, enc, *u, sel, [this](Grapple g) { runGrapple(std::move(g)); });
    // Mounts (issue 14): the selected unit rides the one clicked; a rider
    // gets down. Offered where the engine accepts it now.
    if (enc.ruleset.rules().mounts.enabled) {
        if (!u->mount.empty()) {
            const Unit* m = enc.find_unit(u->mount);
            menu->addSeparator();
            QAction* a = menu->addAction(tr("Get &Down from %1").arg(m ? nameOf(*m) : name));
            const std::string rider = u->id;
            connect(a, &QAction::triggered, this,
                    [this, rider] { combat_->run(MountUnit{rider}); });
        } else if (sel != nullptr && sel->id != u->id && plan(enc, MountUnit{sel->id, u->id})) {
            menu->addSeparator();
            const std::string rider = sel->id;
            const std::string mount = u->id;
            connect(menu->addAction(tr("&Ride %1 (%2 mounts)").arg(name, nameOf(*sel))),
                    &QAction::triggered, this, [this, rider, mount] {
                        combat_->run(MountUnit{rider, mount});
                    });
        }
    }
    if (enc.ruleset.rules().forced.find(ForcedKind::Intercept) != nullptr && enc.combat.active) {
        // Intercept: this unit swaps places with an ally and becomes the target.
        QMenu* sub = menu->addMenu(tr("&Intercept for"));
        for (const Unit& ally : enc.units) {
            if (ally.side == u->side && ally.id != u->id && !out_of_fight(ally)) {
                const std::string me = u->id;
                const std::string other = ally.id;
                connect(sub->addAction(nameOf(ally)), &QAction::triggered, this, [this, me, other] {
                    combat_->run(Intercept{me, other});
                });
            }
        }
        sub->setEnabled(!sub->isEmpty());
    }
    return menu;
}

} // namespace skirmish::ui
