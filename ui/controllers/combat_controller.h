#pragma once
/// @file CombatController: running a fight from the GM's window. The Combat
/// menu (CombatActions), the turn tracker and combat log docks, the pending
/// reaction's prompt over the map, the forced-movement tool's action (Bull
/// Rush or Shove, named after the ruleset) and a unit's right-click menu.

#include "encounter/command.h"

#include <QObject>
#include <QString>

class QAction;
class QMainWindow;
class QMenu;

namespace skirmish::ui {

class EncounterDocument;
class MapScene;
class MapView;
class ToolController;
class ForcedMoveTool;
class CombatActions;
class TurnTrackerDock;
class CombatLogDock;
class ReactionPrompt;

class CombatController : public QObject {
    Q_OBJECT
public:
    /// Creates the combat commands, the Combat menu and the prompt over
    /// `view`; `tools` holds the forced-movement tool.
    CombatController(EncounterDocument* doc, MapScene* scene, MapView* view, ToolController* tools,
                     QMainWindow* window);

    /// The Combat menu, filled with the commands.
    QMenu* combatMenu() const { return menu_; }
    CombatActions* combatActions() const { return combat_; }
    /// Create the docks (to be placed by the window). Call each once.
    TurnTrackerDock* createTurnTrackerDock();
    CombatLogDock* createCombatLogDock();
    TurnTrackerDock* turnTrackerDock() const { return trackerDock_; }
    CombatLogDock* combatLogDock() const { return logDock_; }
    ReactionPrompt* reactionPrompt() const { return prompt_; }

    /// See MainWindow::unitMenu(). The caller owns it.
    QMenu* unitMenu(const QString& id);
    /// Runs a grapple (seed 002 "Grappling"), first asking for the dice
    /// the GM enters when the dice are entered by hand.
    void runGrapple(Grapple g);
    /// See MainWindow::startForcedMove().
    void startForcedMove(const QString& attacker, bool prone = false);

    /// Deletes the prompt, the docks and the commands, in that order, while
    /// the document and the scene are still there.
    void deleteWidgets();

signals:
    /// The unit menu's "Edit…" was chosen.
    void editUnitRequested(const QString& id);

private:
    /// Names and enables the forced-movement action for the ruleset.
    void updateForcedMoveAction();

    EncounterDocument* doc_;
    MapScene* scene_;
    MapView* view_;
    ToolController* tools_;
    QMainWindow* window_;
    ForcedMoveTool* forcedTool_;
    QAction* forcedAct_;

    CombatActions* combat_ = nullptr;
    QMenu* menu_ = nullptr;
    ReactionPrompt* prompt_ = nullptr;
    TurnTrackerDock* trackerDock_ = nullptr;
    CombatLogDock* logDock_ = nullptr;
};

} // namespace skirmish::ui
