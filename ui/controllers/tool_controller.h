#pragma once
/// @file ToolController: the map tools (what the left mouse button does) and
/// how the GM picks one: the exclusive tool actions (S, D, W, N, O, E, T, R,
/// Y, F, K), the toolbar's terrain, zone and fog brush choices, and the
/// Tools dock that repeats them.

#include "map/wall.h"

#include <QList>
#include <QObject>
#include <QPair>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QMainWindow;
class QToolBar;

namespace skirmish::ui {

class EncounterDocument;
class MapScene;
class Tool;
class SelectTool;
class DoorTool;
class WallTool;
class EraseTool;
class ElevationTool;
class TerrainTool;
class RulerTool;
class TemplateTool;
class ZoneTool;
class FogTool;
class ForcedMoveTool;
class AttackTool;

class ToolController : public QObject {
    Q_OBJECT
public:
    /// Creates the tools (the select tool active), their actions and the
    /// brush choices. `window` parents the dialogs and the Tools dock.
    ToolController(EncounterDocument* doc, MapScene* scene, QMainWindow* window);

    /// The tool actions in toolbar order; the last two are the attack tool's
    /// and the forced-movement tool's.
    QList<QAction*> actions() const;
    /// Adds the tool actions to `bar`, and each tool's choice (terrain brush,
    /// elevation level, template shape, zone, fog brush), shown only while
    /// its tool is chosen. A separator follows the tools, and another follows
    /// the choice while one shows: the caller adds its actions after that.
    void fillToolBar(QToolBar* bar);
    /// Creates the Tools dock (a button per tool, the three choices) and
    /// fills the zone choices. Call once.
    QDockWidget* createToolsDock();

    SelectTool* selectTool() const { return selectTool_; }
    DoorTool* doorTool() const { return doorTool_; }
    EraseTool* eraseTool() const { return eraseTool_; }
    TerrainTool* terrainTool() const { return terrainTool_; }
    ElevationTool* elevationTool() const { return elevationTool_; }
    QComboBox* levelCombo() const { return levelCombo_; }
    RulerTool* rulerTool() const { return rulerTool_; }
    /// The area template tool (Shift+A) and its shape choice.
    TemplateTool* templateTool() const { return templateTool_; }
    QComboBox* shapeCombo() const { return shapeCombo_; }
    ZoneTool* zoneTool() const { return zoneTool_; }
    FogTool* fogTool() const { return fogTool_; }
    ForcedMoveTool* forcedMoveTool() const { return forcedTool_; }
    /// The attack tool (A): the selected unit attacks the unit clicked.
    AttackTool* attackTool() const { return attackTool_; }
    WallTool* wallTool(WallKind kind) const;
    /// The forced-movement tool's action (K); CombatController names it.
    QAction* forcedMoveAction() const { return forcedAct_; }
    /// The zone choice: the map's zones, a new zone not painted yet,
    /// "New zone…" and "(erase)".
    QComboBox* zoneCombo() const { return zoneCombo_; }
    /// The fog brush choice: Reveal, Hide, Clear.
    QComboBox* fogBrushCombo() const { return fogBrushCombo_; }

    Tool* activeTool() const;
    /// Makes `tool` the active one (checks its action).
    void setActiveTool(Tool* tool);

    /// With quiet set, "New zone…" asks no name (it keeps the old zone).
    void setQuiet(bool quiet) { quiet_ = quiet; }

private:
    void createTools();
    void createActions();
    void createCombos();
    /// The tool button's action for `tool`, or nullptr when it has none.
    QAction* actionOf(Tool* tool) const;
    /// Refills the zone combo from the map and the zone tool's choice.
    void rebuildZoneCombo();
    void onZoneChosen(int index);

    EncounterDocument* doc_;
    MapScene* scene_;
    QMainWindow* window_;
    bool quiet_ = false;

    QActionGroup* toolGroup_ = nullptr;
    QList<QPair<QAction*, Tool*>> toolActions_;
    QAction* forcedAct_ = nullptr;
    QComboBox* brushCombo_ = nullptr;
    QComboBox* levelCombo_ = nullptr;
    QComboBox* shapeCombo_ = nullptr;
    QComboBox* zoneCombo_ = nullptr;     ///< in the toolbar
    QComboBox* zoneDockCombo_ = nullptr; ///< in the tools dock, same model
    QComboBox* fogBrushCombo_ = nullptr;
    bool rebuildingZones_ = false;

    SelectTool* selectTool_ = nullptr;
    DoorTool* doorTool_ = nullptr;
    WallTool* wallDrawTool_ = nullptr;
    WallTool* windowDrawTool_ = nullptr;
    WallTool* doorDrawTool_ = nullptr;
    EraseTool* eraseTool_ = nullptr;
    TerrainTool* terrainTool_ = nullptr;
    ElevationTool* elevationTool_ = nullptr;
    RulerTool* rulerTool_ = nullptr;
    TemplateTool* templateTool_ = nullptr;
    ZoneTool* zoneTool_ = nullptr;
    FogTool* fogTool_ = nullptr;
    ForcedMoveTool* forcedTool_ = nullptr;
    AttackTool* attackTool_ = nullptr;
};

} // namespace skirmish::ui
