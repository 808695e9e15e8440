#include "mainwindow.h"

#include "app_settings.h"
#include "controllers/combat_controller.h"
#include "controllers/document_controller.h"
#include "controllers/edit_controller.h"
#include "controllers/player_view_controller.h"
#include "controllers/squad_controller.h"
#include "controllers/tool_controller.h"
#include "controllers/view_controller.h"
#include "controllers/welcome_controller.h"
#include "dialogs/user_guide_window.h"
#include "docks/combat_actions.h"
#include "docks/combat_log_dock.h"
#include "docks/template_library_dock.h"
#include "docks/turn_tracker_dock.h"
#include "document/autosave.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "document/long_work_progress.h"
#include "views/player_preview_dock.h"
#include "views/player_view.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDockWidget>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

namespace skirmish::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    doc_ = new EncounterDocument(Encounter{}, this);
    // The party's views on a large map (a file opened, a wall changed) can
    // take seconds: past half a second, a bar says so (issue 17).
    sightProgress_ = new LongWorkProgress(this, tr("Working out what the party sees..."));
    doc_->setSightProgress(
        [bar = sightProgress_](std::size_t done, std::size_t total) { bar->step(done, total); });
    autosave_ = new Autosave(doc_, Autosave::defaultFolder(), 60'000, this);
    scene_ = new MapScene(doc_, 64, this);
    view_ = new MapView(scene_, this);
    auto* centre = new QStackedWidget(this); // the welcome page, or the map
    setCentralWidget(centre);

    // The order matters: it is the order of the menus, of the docks and of
    // the handlers of the document's signals.
    tools_ = new ToolController(doc_, scene_, this);
    files_ = new DocumentController(doc_, scene_, this);
    welcome_ = new WelcomeController(this, doc_, files_, centre, view_);
    edits_ = new EditController(doc_, scene_, view_, this);
    views_ = new ViewController(doc_, scene_, view_, this);
    addActions(tools_->actions());
    createMenus();
    createDocks();
    combat_ = new CombatController(doc_, scene_, view_, tools_, this);
    connect(combat_, &CombatController::editUnitRequested, edits_, &EditController::editUnit);
    placeCombat();
    squads_ = new SquadController(doc_, scene_, tools_, this);
    menuBar()->insertMenu(toolsMenu_->menuAction(), squads_->menu()); // after Combat
    players_ = new PlayerViewController(doc_, view_, this);
    placePlayerView();

    statusBar()->addPermanentWidget(combatActions()->moveModeLabel());
    statusBar()->addPermanentWidget(views_->cellLabel());
    connect(scene_, &MapScene::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });

    QSettings s = appSettings();
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
    const QObject* receivers[] = {this,    tools_,  files_,   edits_,  views_,
                                  combat_, squads_, players_, welcome_};
    for (const QObject* receiver : receivers) {
        doc_->disconnect(receiver);
        scene_->disconnect(receiver);
    }
    scene_->setTool(nullptr);
    combat_->deleteWidgets();
    edits_->deleteUnitList();
    delete view_;
    delete scene_;
    delete doc_;
}

void MainWindow::createMenus() {
    files_->fillFileMenu(menuBar()->addMenu(tr("&File")));
    edits_->fillEditMenu(menuBar()->addMenu(tr("&Edit")));
    viewMenu_ = menuBar()->addMenu(tr("&View"));
    views_->fillViewMenu(viewMenu_);
    toolsMenu_ = menuBar()->addMenu(tr("&Tools"));
    toolsMenu_->addActions(tools_->actions());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide =
        help->addAction(QIcon::fromTheme(QStringLiteral("help-contents")), tr("User &Guide"), this,
                        [this] { showUserGuide(QStringLiteral("README.md")); });
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard Shortcuts"), this,
                    [this] { showUserGuide(QStringLiteral("keyboard-shortcuts.md")); });
    help->addSeparator();
    help->addAction(
        QIcon::fromTheme(QStringLiteral("help-about")), tr("&About Skirmish"), this, [this] {
            QMessageBox::about(this, tr("About Skirmish"),
                               tr("<h3>Skirmish %1</h3><p>A tactical battle map for game masters: "
                                  "the map, the turns and the rules of five combat systems, with a "
                                  "separate view for the players.</p>")
                                   .arg(QCoreApplication::applicationVersion()));
        });

    QToolBar* bar = addToolBar(tr("Tools"));
    bar->setObjectName(QStringLiteral("toolsToolBar"));
    // Icons only (issue 18); each tooltip gives the name and the key, and
    // the Tools dock lists the tools by name.
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    bar->setIconSize(QSize(24, 24));
    tools_->fillToolBar(bar); // ends with a separator when a tool's choice shows
    views_->fillToolBar(bar);
}

void MainWindow::createDocks() {
    QDockWidget* unitsDock = edits_->createUnitsDock();
    addDockWidget(Qt::RightDockWidgetArea, unitsDock);
    toolsDock_ = tools_->createToolsDock();
    addDockWidget(Qt::LeftDockWidgetArea, toolsDock_);
    templates_ = new TemplateLibraryDock(document(), scene(), mapView(), this);
    addDockWidget(Qt::RightDockWidgetArea, templates_);
    tabifyDockWidget(unitsDock, templates_);
    unitsDock->raise();
    addAction(templates_->placeAction()); // T works from the map, docked or not
    addAction(templates_->saveAction());
    connect(templates_, &TemplateLibraryDock::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    viewMenu_->addSeparator();
    viewMenu_->addAction(unitsDock->toggleViewAction());
    viewMenu_->addAction(templates_->toggleViewAction());
    viewMenu_->addAction(toolsDock_->toggleViewAction());
}

void MainWindow::placeCombat() {
    menuBar()->insertMenu(toolsMenu_->menuAction(), combat_->combatMenu()); // after View
    TurnTrackerDock* tracker = combat_->createTurnTrackerDock();
    addDockWidget(Qt::LeftDockWidgetArea, tracker);
    tabifyDockWidget(toolsDock_, tracker);
    tracker->raise();
    CombatLogDock* log = combat_->createCombatLogDock();
    addDockWidget(Qt::BottomDockWidgetArea, log);
    // Six lines tall at first, so that the map keeps the height (a layout
    // the GM saved replaces it).
    resizeDocks({log}, {log->fontMetrics().lineSpacing() * 6}, Qt::Vertical);
    viewMenu_->addAction(tracker->toggleViewAction());
    viewMenu_->addAction(log->toggleViewAction());
}

void MainWindow::placePlayerView() {
    addDockWidget(Qt::RightDockWidgetArea, players_->previewDock());
    players_->fillViewMenu(viewMenu_);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!files_->maybeSave()) {
        event->ignore();
        return;
    }
    autosave_->discard(); // saved, or the GM chose to discard the changes
    QSettings s = appSettings();
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    if (PlayerView* playerView = players_->playerView()) {
        playerView->close();
    }
    event->accept();
}

// --- forwarded to the controllers ----------------------------------------------------

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

QAction* MainWindow::highContrastAction() const {
    return views_->highContrastAction();
}

QAction* MainWindow::settingsAction() const {
    return edits_->settingsAction();
}

QAction* MainWindow::duplicateAction() const {
    return edits_->duplicateAction();
}

QAction* MainWindow::addSideAction() const {
    return edits_->addSideAction();
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

PlayerView* MainWindow::playerView() const {
    return players_->playerView();
}

PlayerView* MainWindow::openPlayerView() {
    return players_->openPlayerView();
}

QAction* MainWindow::playerViewAction() const {
    return players_->playerViewAction();
}

QAction* MainWindow::showFightEndAction() const {
    return players_->showSummaryAction();
}

QAction* MainWindow::blackoutAction() const {
    return players_->blackoutAction();
}

OverlayLegend* MainWindow::overlayLegend() const {
    return views_->legend();
}

QAction* MainWindow::playerFullScreenAction() const {
    return players_->fullScreenAction();
}

PlayerPreviewDock* MainWindow::playerPreviewDock() const {
    return players_->previewDock();
}

CombatActions* MainWindow::combatActions() const {
    return combat_->combatActions();
}

TurnTrackerDock* MainWindow::turnTrackerDock() const {
    return combat_->turnTrackerDock();
}

CombatLogDock* MainWindow::combatLogDock() const {
    return combat_->combatLogDock();
}

ReactionPrompt* MainWindow::reactionPrompt() const {
    return combat_->reactionPrompt();
}

ForcedMoveTool* MainWindow::forcedMoveTool() const {
    return tools_->forcedMoveTool();
}

AttackTool* MainWindow::attackTool() const {
    return tools_->attackTool();
}

QAction* MainWindow::forcedMoveAction() const {
    return tools_->forcedMoveAction();
}

std::optional<QString> MainWindow::recover(const QString& folder, const QString& slot,
                                           const QString& copy, const QString& source) {
    auto restored = loadEncounterFile(copy);
    if (!restored) {
        return QStringLiteral("%1: %2").arg(copy, QString::fromStdString(restored.reason()));
    }
    doc_->reset(std::move(restored).value(), source);
    doc_->markUnsaved();
    autosave_->saveNow(); // safe in this window's slot before the old one goes
    Autosave::forget(folder, slot);
    return std::nullopt;
}

bool MainWindow::recoverLeftWork(const QString& slot) {
    return welcome_->recoverLeftWork(slot);
}

UserGuideWindow* MainWindow::showUserGuide(const QString& page) {
    if (guide_ == nullptr) {
        guide_ = new UserGuideWindow(this);
    }
    guide_->showPage(page);
    guide_->show();
    guide_->raise();
    guide_->activateWindow();
    return guide_;
}

void MainWindow::showWelcome() {
    welcome_->show();
}

bool MainWindow::isWelcomeShown() const {
    return welcome_->isShown();
}

WelcomePage* MainWindow::welcomePage() const {
    return welcome_->page();
}

QMenu* MainWindow::unitMenu(const QString& id) {
    return combat_->unitMenu(id);
}

QMenu* MainWindow::squareMenu(Cell cell) {
    return edits_->squareMenu(cell);
}

void MainWindow::startForcedMove(const QString& attacker, bool prone) {
    combat_->startForcedMove(attacker, prone);
}

} // namespace skirmish::ui
