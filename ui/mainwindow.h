#pragma once
/// @file MainWindow: the GM's window. The map in the centre, docks for the
/// units and the tools, File/Edit/View/Combat/Tools menus. Every change goes
/// through the EncounterDocument, so Undo/Redo covers everything. The work
/// is done by the controllers of ui/controllers/; the window creates them,
/// puts their menus, toolbar and docks in place and forwards to them.

#include "core/ruleset_id.h"
#include "encounter/encounter.h"
#include "map/wall.h"
#include "scene/map_scene.h" // complete types for scene() and mapView() users
#include "views/map_view.h"

#include <QMainWindow>
#include <QString>

#include <optional>

class QAction;
class QComboBox;
class QDockWidget;
class QMenu;

namespace skirmish::ui {

class SquadController;
class EncounterDocument;
class LongWorkProgress;
class Autosave;
class Tool;
class SelectTool;
class DoorTool;
class WallTool;
class EraseTool;
class TerrainTool;
class RulerTool;
class ZoneTool;
class PlayerView;
class PlayerPreviewDock;
class FogTool;
class CombatActions;
class TurnTrackerDock;
class CombatLogDock;
class ForcedMoveTool;
class ReactionPrompt;
class ToolController;
class AttackTool;
class DocumentController;
class EditController;
class ViewController;
class CombatController;
class PlayerViewController;
class TemplateLibraryDock;
class OverlayLegend;
class UserGuideWindow;
class WelcomeController;
class WelcomePage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    EncounterDocument* document() const { return doc_; }
    Autosave* autosave() const { return autosave_; }
    /// Opens the autosaved copy `copy` of the file `source` (empty: a
    /// never-saved encounter) left in slot `slot` of `folder` by a program
    /// that did not end cleanly: as unsaved work, copied at once into this
    /// window's own slot, and the old slot removed. Returns why it cannot
    /// when the copy does not read (the slot then stays), else nullopt.
    std::optional<QString> recover(const QString& folder, const QString& slot, const QString& copy,
                                   const QString& source);
    /// Offers back the work that programs which did not end cleanly left in
    /// the autosave folder (issue 16: every slot, with its name and time;
    /// the GM picks; unticked ones are thrown away). The first one picked
    /// opens here, each other one in a window of a new process. With `slot`
    /// given, that slot alone opens, without asking (`--recover SLOT`).
    /// Returns true when something opened here.
    bool recoverLeftWork(const QString& slot = QString());

    /// The welcome page (issue 18) in place of the map, until an encounter
    /// is opened, made, imported or recovered.
    void showWelcome();
    bool isWelcomeShown() const;
    WelcomePage* welcomePage() const;

    /// Help > User Guide (F1) and Help > Keyboard Shortcuts: the guide's
    /// window, at `page` (a file of docs/user-guide/).
    UserGuideWindow* showUserGuide(const QString& page);

    MapView* mapView() const { return view_; }
    MapScene* scene() const { return scene_; }

    /// With quiet set, errors are not shown in dialogs (only kept in
    /// lastError() and the status bar) and closing never asks to save.
    void setQuiet(bool quiet);
    bool isQuiet() const;
    /// The last error message, e.g. "FILE: json.path: message".
    QString lastError() const;

    /// Loads a .skirmish file (no unsaved-changes question). On error shows
    /// "FILE: json.path: message" (unless quiet) and returns false; the
    /// current encounter is kept then.
    bool openFile(const QString& path);
    /// Saves to `path` atomically and makes it the document's file. Returns
    /// false (after showing why, unless quiet) on error.
    bool saveTo(const QString& path);
    /// Renders the whole map with renderEncounter() (current view mode,
    /// grid and coordinate toggles) and writes a PNG. False on error.
    bool exportPng(const QString& path);
    /// Imports a Universal VTT map as a new, unsaved encounter. Warnings go
    /// to `warnings` (and a dialog unless quiet). False on error.
    bool importUvtt(const QString& path, RulesetId ruleset, QStringList* warnings = nullptr);
    /// Replaces the encounter with `enc` (no unsaved-changes question).
    void newEncounter(Encounter enc);

    /// The tools, for tests and scripting.
    SelectTool* selectTool() const;
    DoorTool* doorTool() const;
    EraseTool* eraseTool() const;
    TerrainTool* terrainTool() const;
    RulerTool* rulerTool() const;
    ZoneTool* zoneTool() const;
    /// The zone tool's choice in the toolbar: the map's zones, a new zone
    /// not painted yet, "New zone…" and "(erase)".
    QComboBox* zoneCombo() const;
    /// The fog brush (F) and its choice in the toolbar: Reveal, Hide, Clear.
    FogTool* fogTool() const;
    QComboBox* fogBrushCombo() const;
    WallTool* wallTool(WallKind kind) const;
    Tool* activeTool() const;
    /// Makes `tool` the active one (checks its toolbar action).
    void setActiveTool(Tool* tool);

    /// The template library (issue 15).
    TemplateLibraryDock* templateLibrary() const { return templates_; }
    /// Edit > Encounter Settings and Edit > Duplicate Unit (issue 15), for tests.
    QAction* settingsAction() const;
    QAction* duplicateAction() const;
    QAction* addSideAction() const;

    /// The View menu's overlay toggles, for tests.
    QAction* lineOfSightAction() const;
    QAction* coverAction() const;
    QAction* movementRangeAction() const;
    QAction* threatAction() const;
    QAction* zonesAction() const;
    QAction* highContrastAction() const;
    /// The key to the overlays over the map (issue 15).
    OverlayLegend* overlayLegend() const;

    /// The players' window (null until first opened with View > Player View).
    PlayerView* playerView() const;
    /// Creates the player view if needed and opens it on its preferred screen.
    PlayerView* openPlayerView();
    /// View > Player View (Ctrl+P) and View > Blackout (B), for tests.
    QAction* playerViewAction() const;
    QAction* blackoutAction() const;
    /// View > Player View Full Screen (F11 in the GM's window too).
    QAction* playerFullScreenAction() const;
    /// View > Player View Options > Show the End of the Fight to Players.
    QAction* showFightEndAction() const;
    PlayerPreviewDock* playerPreviewDock() const;
    /// View > Fog of War: on/off (SetFog, follows the document), reset the
    /// explored squares (ResetExplored), hatch the fog on the GM's map.
    QAction* fogAction() const;
    QAction* resetExploredAction() const;
    QAction* fogOnGmViewAction() const;

    /// The combat commands (Combat menu, tracker buttons), the turn tracker
    /// and the combat log (issue 5).
    CombatActions* combatActions() const;
    TurnTrackerDock* turnTrackerDock() const;
    CombatLogDock* combatLogDock() const;
    /// The pending reaction's panel over the map (issue 6).
    ReactionPrompt* reactionPrompt() const;
    /// Bull Rush (phases) / Shove (sides, factions): the tool (K) and its
    /// action, named and enabled after the encounter's ruleset.
    ForcedMoveTool* forcedMoveTool() const;
    QAction* forcedMoveAction() const;
    /// The attack tool (A): the selected unit attacks the unit clicked,
    /// after the odds panel (issue 13).
    AttackTool* attackTool() const;
    /// The context menu of unit `id` on the map (empty id: no unit): Edit,
    /// and the ruleset's manoeuvres (Bull Rush, Shove, Intercept). The
    /// caller owns it.
    QMenu* unitMenu(const QString& id);
    /// The context menu of the empty square `cell` (Add Unit there). The
    /// caller owns it.
    QMenu* squareMenu(Cell cell);
    /// Starts a Bull Rush or Shove by `attacker`: selects it and makes the
    /// forced-movement tool active (the next click picks the target).
    void startForcedMove(const QString& attacker, bool prone = false);

    /// The Squads menu and its order tool (issue 14).
    SquadController* squadController() const { return squads_; }

    /// Up to 8 recently opened or saved files, newest first (QSettings).
    QStringList recentFiles() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    /// File, Edit, View and Tools menus and the Tools toolbar.
    void createMenus();
    /// The Units and Tools docks.
    void createDocks();
    /// The Combat menu (before Tools), the turn tracker and the combat log.
    void placeCombat();
    /// The player view's preview dock and its View menu entries.
    void placePlayerView();

    Autosave* autosave_ = nullptr;
    EncounterDocument* doc_;
    LongWorkProgress* sightProgress_ = nullptr; ///< the bar over long party-view work
    MapScene* scene_;
    MapView* view_;

    ToolController* tools_ = nullptr;
    DocumentController* files_ = nullptr;
    EditController* edits_ = nullptr;
    ViewController* views_ = nullptr;
    CombatController* combat_ = nullptr;
    SquadController* squads_ = nullptr;
    PlayerViewController* players_ = nullptr;
    WelcomeController* welcome_ = nullptr;
    UserGuideWindow* guide_ = nullptr; ///< made on first use

    QMenu* viewMenu_ = nullptr;
    QMenu* toolsMenu_ = nullptr;
    QDockWidget* toolsDock_ = nullptr;
    TemplateLibraryDock* templates_ = nullptr;
};

} // namespace skirmish::ui
