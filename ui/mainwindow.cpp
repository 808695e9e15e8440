#include "mainwindow.h"

#include "controllers/document_controller.h"
#include "controllers/edit_controller.h"
#include "controllers/player_view_controller.h"
#include "controllers/tool_controller.h"
#include "controllers/view_controller.h"
#include "document/autosave.h"

#include "docks/combat_actions.h"
#include "docks/combat_log_dock.h"
#include "docks/turn_tracker_dock.h"
#include "document/encounter_document.h"
#include "rules/turn_context.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "tools/forced_move_tool.h"
#include "tools/select_tool.h"
#include "views/map_view.h"
#include "views/player_preview_dock.h"
#include "views/player_view.h"
#include "views/reaction_prompt.h"
#include "views/ui_text.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

namespace skirmish::ui {
namespace {

QSettings settings() {
    return QSettings(QStringLiteral("Skirmish"), QStringLiteral("Skirmish"));
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    doc_ = new EncounterDocument(Encounter{}, this);
    autosave_ = new Autosave(doc_, Autosave::defaultFolder(), 60'000, this);
    scene_ = new MapScene(doc_, 64, this);
    view_ = new MapView(scene_, this);
    setCentralWidget(view_);

    tools_ = new ToolController(doc_, scene_, this);
    forcedTool_ = tools_->forcedMoveTool();
    forcedAct_ = tools_->forcedMoveAction();
    files_ = new DocumentController(doc_, scene_, this);
    edits_ = new EditController(doc_, scene_, view_, this);
    views_ = new ViewController(doc_, scene_, view_, this);
    addActions(tools_->actions());
    createMenus();
    createDocks();
    createCombat();
    players_ = new PlayerViewController(doc_, view_, this);
    placePlayerView();

    statusBar()->addPermanentWidget(views_->cellLabel());
    connect(scene_, &MapScene::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });

    QSettings s = settings();
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) {
        resize(1400, 900);
    }
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    statusBar()->showMessage(tr("Ready"), 3000);
}

MainWindow::~MainWindow() {
    // Tear down in dependency order while this is still a MainWindow:
    // widgets, then tools and scene, then the document.
    players_->deletePlayerView(); // its scene follows the document
    const QObject* receivers[] = {this, tools_, files_, edits_, views_, players_};
    for (const QObject* receiver : receivers) {
        doc_->disconnect(receiver);
        scene_->disconnect(receiver);
    }
    scene_->setTool(nullptr);
    delete prompt_;
    delete trackerDock_;
    delete logDock_;
    delete combat_;
    edits_->deleteUnitList();
    delete view_;
    delete scene_;
    delete doc_;
}

void MainWindow::setQuiet(bool quiet) {
    files_->setQuiet(quiet);
    tools_->setQuiet(quiet);
}

bool MainWindow::isQuiet() const {
    return files_->isQuiet();
}

QString MainWindow::lastError() const {
    return files_->lastError();
}

// --- tools -----------------------------------------------------------------

SelectTool* MainWindow::selectTool() const {
    return tools_->selectTool();
}

DoorTool* MainWindow::doorTool() const {
    return tools_->doorTool();
}

EraseTool* MainWindow::eraseTool() const {
    return tools_->eraseTool();
}

TerrainTool* MainWindow::terrainTool() const {
    return tools_->terrainTool();
}

RulerTool* MainWindow::rulerTool() const {
    return tools_->rulerTool();
}

ZoneTool* MainWindow::zoneTool() const {
    return tools_->zoneTool();
}

QComboBox* MainWindow::zoneCombo() const {
    return tools_->zoneCombo();
}

FogTool* MainWindow::fogTool() const {
    return tools_->fogTool();
}

QComboBox* MainWindow::fogBrushCombo() const {
    return tools_->fogBrushCombo();
}

WallTool* MainWindow::wallTool(WallKind kind) const {
    return tools_->wallTool(kind);
}

Tool* MainWindow::activeTool() const {
    return tools_->activeTool();
}

void MainWindow::setActiveTool(Tool* tool) {
    tools_->setActiveTool(tool);
}

// --- menus and docks ------------------------------------------------------------------

void MainWindow::createMenus() {
    files_->fillFileMenu(menuBar()->addMenu(tr("&File")));

    edits_->fillEditMenu(menuBar()->addMenu(tr("&Edit")));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    views_->fillViewMenu(view);

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addActions(tools_->actions());

    QToolBar* bar = addToolBar(tr("Tools"));
    bar->setObjectName(QStringLiteral("toolsToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools_->fillToolBar(bar);
    bar->addSeparator();
    views_->fillToolBar(bar);
}

void MainWindow::createDocks() {
    QDockWidget* unitsDock = edits_->createUnitsDock();
    addDockWidget(Qt::RightDockWidgetArea, unitsDock);

    QDockWidget* toolsDock = tools_->createToolsDock();
    addDockWidget(Qt::LeftDockWidgetArea, toolsDock);

    QMenu* view = nullptr;
    for (QAction* a : menuBar()->actions()) {
        if (a->menu() && a->text() == tr("&View")) {
            view = a->menu();
        }
    }
    if (view) {
        view->addSeparator();
        view->addAction(unitsDock->toggleViewAction());
        view->addAction(toolsDock->toggleViewAction());
    }
}

// --- combat ---------------------------------------------------------------------

void MainWindow::createCombat() {
    combat_ = new CombatActions(doc_, scene_, this);
    connect(combat_, &CombatActions::rejected, this,
            [this](const QString& reason) { statusBar()->showMessage(reason, 10000); });

    QMenu* menu = new QMenu(tr("&Combat"), this);
    // After View, before Tools.
    QAction* before = nullptr;
    for (QAction* a : menuBar()->actions()) {
        if (a->menu() && a->text() == tr("&Tools")) {
            before = a;
        }
    }
    menuBar()->insertMenu(before, menu);
    menu->addAction(combat_->startCombatAction());
    menu->addSeparator();
    menu->addAction(combat_->endTurnAction());
    menu->addAction(combat_->delayAction());
    menu->addAction(combat_->passAction());
    menu->addAction(combat_->disengageAction());
    menu->addAction(combat_->actAction()); // a submenu: the ruleset's actions
    menu->addSeparator();
    menu->addAction(combat_->nextRoundAction());
    menu->addAction(combat_->endCombatAction());
    menu->addSeparator();
    menu->addAction(combat_->overrideAction());
    menu->addAction(combat_->diceModeAction());

    prompt_ = new ReactionPrompt(doc_, view_);
    connect(prompt_, &ReactionPrompt::rejected, this,
            [this](const QString& reason) { statusBar()->showMessage(reason, 10000); });
    connect(view_, &MapView::unitMenuRequested, this, [this](const QString& id, const QPoint& at) {
        QMenu* m = unitMenu(id);
        if (!m->isEmpty()) {
            m->exec(at);
        }
        delete m;
    });
    connect(doc_, &EncounterDocument::encounterReset, this, &MainWindow::updateForcedMoveAction);
    connect(doc_, &EncounterDocument::eventsApplied, this, &MainWindow::updateForcedMoveAction);
    updateForcedMoveAction();

    trackerDock_ = new TurnTrackerDock(doc_, scene_, combat_, this);
    addDockWidget(Qt::LeftDockWidgetArea, trackerDock_);
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        if (dock->objectName() == QStringLiteral("toolsDock")) {
            tabifyDockWidget(dock, trackerDock_);
        }
    }
    trackerDock_->raise();
    connect(trackerDock_, &TurnTrackerDock::unitPicked, this, [this](const QString& id) {
        if (TokenItem* t = scene_->token(id)) {
            view_->ensureVisible(t);
        }
    });
    logDock_ = new CombatLogDock(doc_, this);
    addDockWidget(Qt::BottomDockWidgetArea, logDock_);

    for (QAction* a : menuBar()->actions()) {
        if (a->menu() && a->text() == tr("&View")) {
            a->menu()->addAction(trackerDock_->toggleViewAction());
            a->menu()->addAction(logDock_->toggleViewAction());
        }
    }
}

void MainWindow::updateForcedMoveAction() {
    const RulesetId rs = doc_->encounter().ruleset;
    const QString name = ForcedMoveTool::nameFor(rs);
    forcedAct_->setEnabled(!name.isEmpty());
    forcedAct_->setText(name.isEmpty() ? tr("&Bull Rush") : QStringLiteral("&") + name);
    if (name.isEmpty() && scene_->tool() == forcedTool_) {
        setActiveTool(tools_->selectTool());
    }
}

void MainWindow::startForcedMove(const QString& attacker, bool prone) {
    const QString name = ForcedMoveTool::nameFor(doc_->encounter().ruleset);
    if (name.isEmpty()) {
        return;
    }
    scene_->selectUnit(attacker);
    forcedTool_->setAttacker(attacker);
    forcedTool_->setProne(prone);
    setActiveTool(forcedTool_);
    const Unit* u = doc_->encounter().find_unit(attacker.toStdString());
    const QString who = u ? nameOf(*u) : attacker;
    statusBar()->showMessage(
        tr("%1 by %2: point at the target to see who is pushed where, click to confirm")
            .arg(name, who),
        10000);
}

QMenu* MainWindow::unitMenu(const QString& id) {
    auto* menu = new QMenu(this);
    const Encounter& enc = doc_->encounter();
    const Unit* u = enc.find_unit(id.toStdString());
    if (u == nullptr) {
        return menu;
    }
    const QString name = nameOf(*u);
    menu->setTitle(name);
    connect(menu->addAction(tr("&Edit %1...").arg(name)), &QAction::triggered, this,
            [this, id] { edits_->editUnit(id); });
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
        if (has_condition(*u, "grabbed")) {
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
    if (enc.ruleset == RulesetId::Teams && enc.combat.active) {
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

// --- closing and files ----------------------------------------------------------------

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!files_->maybeSave()) {
        event->ignore();
        return;
    }
    autosave_->discard(); // saved, or the GM chose to discard the changes
    QSettings s = settings();
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    if (PlayerView* playerView = players_->playerView()) {
        playerView->close();
    }
    event->accept();
}

// --- files ---------------------------------------------------------------------

bool MainWindow::openFile(const QString& path) {
    return files_->openFile(path);
}

bool MainWindow::saveTo(const QString& path) {
    return files_->saveTo(path);
}

bool MainWindow::exportPng(const QString& path) {
    return files_->exportPng(path);
}

bool MainWindow::importUvtt(const QString& path, RulesetId ruleset, QStringList* warnings) {
    return files_->importUvtt(path, ruleset, warnings);
}

void MainWindow::newEncounter(Encounter enc) {
    files_->newEncounter(std::move(enc));
}

QStringList MainWindow::recentFiles() const {
    return files_->recentFiles();
}

// --- view -----------------------------------------------------------------------------

QAction* MainWindow::lineOfSightAction() const {
    return views_->lineOfSightAction();
}

QAction* MainWindow::coverAction() const {
    return views_->coverAction();
}

QAction* MainWindow::movementRangeAction() const {
    return views_->movementRangeAction();
}

QAction* MainWindow::threatAction() const {
    return views_->threatAction();
}

QAction* MainWindow::zonesAction() const {
    return views_->zonesAction();
}

QAction* MainWindow::fogAction() const {
    return views_->fogAction();
}

QAction* MainWindow::resetExploredAction() const {
    return views_->resetExploredAction();
}

QAction* MainWindow::fogOnGmViewAction() const {
    return views_->fogOnGmViewAction();
}

// --- player view -------------------------------------------------------------------

void MainWindow::placePlayerView() {
    QMenu* view = nullptr;
    for (QAction* a : menuBar()->actions()) {
        if (a->menu() && a->text() == tr("&View")) {
            view = a->menu();
        }
    }
    addDockWidget(Qt::RightDockWidgetArea, players_->previewDock());
    players_->fillViewMenu(view);
}

PlayerView* MainWindow::playerView() const {
    return players_->playerView();
}

PlayerView* MainWindow::openPlayerView() {
    return players_->openPlayerView();
}

QAction* MainWindow::playerViewAction() const {
    return players_->playerViewAction();
}

QAction* MainWindow::blackoutAction() const {
    return players_->blackoutAction();
}

PlayerPreviewDock* MainWindow::playerPreviewDock() const {
    return players_->previewDock();
}

} // namespace skirmish::ui
