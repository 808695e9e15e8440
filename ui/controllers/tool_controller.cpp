#include "controllers/tool_controller.h"

#include "document/encounter_document.h"
#include "scene/map_scene.h"
#include "scene/zone_item.h"
#include "tools/attack_tool.h"
#include "tools/door_tool.h"
#include "tools/elevation_tool.h"
#include "tools/erase_tool.h"
#include "tools/fog_tool.h"
#include "tools/forced_move_tool.h"
#include "tools/ruler_tool.h"
#include "tools/select_tool.h"
#include "tools/template_tool.h"
#include "tools/terrain_tool.h"
#include "tools/wall_tool.h"
#include "tools/zone_tool.h"
#include "views/action_icons.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QMainWindow>
#include <QPixmap>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace skirmish::ui {

ToolController::ToolController(EncounterDocument* doc, MapScene* scene, QMainWindow* window)
    : QObject(window), doc_(doc), scene_(scene), window_(window) {
    createTools();
    createActions();
    createCombos();
    connect(zoneTool_, &ZoneTool::zoneChanged, this, &ToolController::rebuildZoneCombo);
    connect(doc_, &EncounterDocument::eventsApplied, this,
            [this](const std::vector<Event>& events, bool) {
                for (const Event& e : events) {
                    if (std::holds_alternative<ZoneAdded>(e)) {
                        rebuildZoneCombo(); // zones added, or taken back by undo
                        return;
                    }
                }
            });
    connect(doc_, &EncounterDocument::encounterReset, this, [this] {
        zoneTool_->setZone(QString()); // another map: choose again
    });
}

void ToolController::createTools() {
    selectTool_ = new SelectTool(scene_, this);
    doorTool_ = new DoorTool(scene_, this);
    wallDrawTool_ = new WallTool(scene_, WallKind::Wall, this);
    windowDrawTool_ = new WallTool(scene_, WallKind::Window, this);
    doorDrawTool_ = new WallTool(scene_, WallKind::Door, this);
    eraseTool_ = new EraseTool(scene_, this);
    terrainTool_ = new TerrainTool(scene_, this);
    elevationTool_ = new ElevationTool(scene_, this);
    rulerTool_ = new RulerTool(scene_, this);
    templateTool_ = new TemplateTool(scene_, this);
    zoneTool_ = new ZoneTool(scene_, this);
    fogTool_ = new FogTool(scene_, this);
    forcedTool_ = new ForcedMoveTool(scene_, this);
    attackTool_ = new AttackTool(scene_, this);
    connect(attackTool_, &AttackTool::finished, this, [this] {
        attackTool_->setAction(QString());
        setActiveTool(selectTool_);
    });
    scene_->setTool(selectTool_);
}

WallTool* ToolController::wallTool(WallKind kind) const {
    switch (kind) {
    case WallKind::Wall:
        return wallDrawTool_;
    case WallKind::Window:
        return windowDrawTool_;
    case WallKind::Door:
        return doorDrawTool_;
    }
    return wallDrawTool_;
}

Tool* ToolController::activeTool() const {
    return scene_->tool();
}

void ToolController::setActiveTool(Tool* tool) {
    scene_->setTool(tool);
    if (QAction* action = actionOf(tool)) {
        action->setChecked(true);
        return;
    }
    // A tool without a button (a squad's order): no tool button stays
    // checked, nor its choice on the toolbar.
    if (QAction* checked = toolGroup_->checkedAction()) {
        toolGroup_->setExclusive(false);
        checked->setChecked(false);
        toolGroup_->setExclusive(true);
    }
}

QAction* ToolController::actionOf(Tool* tool) const {
    for (const auto& [action, t] : toolActions_) {
        if (t == tool) {
            return action;
        }
    }
    return nullptr;
}

QList<QAction*> ToolController::actions() const {
    return toolGroup_->actions();
}

void ToolController::createActions() {
    toolGroup_ = new QActionGroup(this);
    toolGroup_->setExclusive(true);
    auto addTool = [this](const QString& text, const QKeySequence& key, Tool* tool,
                          const QString& tip, const QString& icon) {
        auto* a = new QAction(actionIcon(icon), text, toolGroup_);
        a->setCheckable(true);
        a->setShortcut(key);
        a->setToolTip(
            QStringLiteral("%1 (%2)\n%3")
                .arg(QString(text).remove('&'), key.toString(QKeySequence::NativeText), tip));
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, [this, tool] { scene_->setTool(tool); });
        toolActions_.append({a, tool});
        return a;
    };
    addTool(tr("&Select"), QKeySequence(Qt::Key_S), selectTool_,
            tr("Select and drag tokens along the path the rules allow (Ctrl+release adds a "
               "waypoint, Shift+drop is a GM placement); double-click a door to open or close "
               "it, a wall or window (Shift: any of them) for its structural points"),
            QStringLiteral("select"))
        ->setChecked(true);
    addTool(tr("&Doors"), QKeySequence(Qt::Key_D), doorTool_,
            tr("Click a door to open or close it; Shift+click locks or unlocks"),
            QStringLiteral("doors"));
    addTool(tr("&Wall"), QKeySequence(Qt::Key_W), wallDrawTool_,
            tr("Drag from grid corner to grid corner to draw a wall"), QStringLiteral("wall"));
    addTool(tr("Wi&ndow"), QKeySequence(Qt::Key_N), windowDrawTool_,
            tr("Drag from grid corner to grid corner to draw a window"), QStringLiteral("window"));
    addTool(tr("D&oor"), QKeySequence(Qt::Key_O), doorDrawTool_,
            tr("Drag from grid corner to grid corner to draw a door"), QStringLiteral("door-draw"));
    addTool(tr("&Erase"), QKeySequence(Qt::Key_E), eraseTool_,
            tr("Click a wall, window or door to remove it"), QStringLiteral("erase"));
    addTool(tr("&Terrain"), QKeySequence(Qt::SHIFT | Qt::Key_T), terrainTool_,
            tr("Drag over cells to paint the chosen terrain"), QStringLiteral("terrain"));
    addTool(tr("E&levation"), QKeySequence(Qt::SHIFT | Qt::Key_E), elevationTool_,
            tr("Drag over squares to set their elevation to the chosen level (0 to 4); "
               "raised squares are shaded and numbered on your view only"),
            QStringLiteral("elevation"));
    addTool(tr("&Ruler"), QKeySequence(Qt::Key_R), rulerTool_,
            tr("Drag from a square to a square to measure the distance"), QStringLiteral("ruler"));
    addTool(tr("Area &template"), QKeySequence(Qt::SHIFT | Qt::Key_A), templateTool_,
            tr("Drag from where an area starts to lay the chosen template (circle, cone or "
               "line) on both views and list the units it covers; drag from a template's "
               "start to move it, right-click it to take it off"),
            QStringLiteral("template"));
    addTool(tr("&Zone"), QKeySequence(Qt::Key_Y), zoneTool_,
            tr("Drag over squares to paint them into the chosen zone; right- or Shift+drag, or "
               "\u201c(erase)\u201d, takes them out of their zone"),
            QStringLiteral("zone"));
    addTool(tr("Fo&g"), QKeySequence(Qt::Key_F), fogTool_,
            tr("Drag over squares to reveal them to the players, hide them, or clear your "
               "marks (the fog brush)"),
            QStringLiteral("fog"));
    addTool(tr("&Attack"), QKeySequence(Qt::Key_A), attackTool_,
            tr("The selected unit attacks: point at a unit to see the odds, click it for the "
               "odds panel, Enter rolls"),
            QStringLiteral("attack"));
    forcedAct_ = addTool(tr("&Bull Rush"), QKeySequence(Qt::Key_K), forcedTool_,
                         tr("Force the selected unit into a square: hover to preview who is "
                            "pushed where, click to roll (phases: Bull Rush; sides: Shove, "
                            "Shift+click knocks prone; factions: shove a grabbed character)"),
                         QStringLiteral("bull-rush"));
}

// --- the brush choices -------------------------------------------------------------

void ToolController::createCombos() {
    brushCombo_ = new QComboBox;
    brushCombo_->setToolTip(tr("Terrain brush"));
    brushCombo_->setAccessibleName(brushCombo_->toolTip());
    brushCombo_->addItem(tr("Open"), static_cast<int>(Terrain::Open));
    brushCombo_->addItem(tr("Difficult"), static_cast<int>(Terrain::Difficult));
    brushCombo_->addItem(tr("Impassable"), static_cast<int>(Terrain::Impassable));
    brushCombo_->addItem(tr("Earth (diggable)"), static_cast<int>(Terrain::Earth));
    brushCombo_->setCurrentIndex(1);
    connect(brushCombo_, &QComboBox::currentIndexChanged, this, [this](int) {
        terrainTool_->setBrush(static_cast<Terrain>(brushCombo_->currentData().toInt()));
        setActiveTool(terrainTool_);
    });
    levelCombo_ = new QComboBox;
    levelCombo_->setToolTip(tr("Elevation level"));
    levelCombo_->setAccessibleName(levelCombo_->toolTip());
    for (int level = 0; level <= BattleMap::kMaxElevation; ++level) {
        levelCombo_->addItem(tr("Level %1").arg(level), level);
    }
    levelCombo_->setCurrentIndex(1);
    connect(levelCombo_, &QComboBox::currentIndexChanged, this, [this](int) {
        elevationTool_->setLevel(levelCombo_->currentData().toInt());
        setActiveTool(elevationTool_);
    });
    shapeCombo_ = new QComboBox;
    shapeCombo_->setToolTip(tr("Area template shape"));
    shapeCombo_->setAccessibleName(shapeCombo_->toolTip());
    shapeCombo_->addItem(tr("Circle"), static_cast<int>(TemplateShape::Circle));
    shapeCombo_->addItem(tr("Cone"), static_cast<int>(TemplateShape::Cone));
    shapeCombo_->addItem(tr("Line"), static_cast<int>(TemplateShape::Line));
    connect(shapeCombo_, &QComboBox::currentIndexChanged, this, [this](int) {
        templateTool_->setShape(static_cast<TemplateShape>(shapeCombo_->currentData().toInt()));
        setActiveTool(templateTool_);
    });
    zoneCombo_ = new QComboBox;
    zoneCombo_->setToolTip(tr("Zone to paint"));
    zoneCombo_->setAccessibleName(zoneCombo_->toolTip());
    zoneCombo_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(zoneCombo_, &QComboBox::currentIndexChanged, this, &ToolController::onZoneChosen);
    fogBrushCombo_ = new QComboBox;
    fogBrushCombo_->setToolTip(tr("Fog brush"));
    fogBrushCombo_->setAccessibleName(fogBrushCombo_->toolTip());
    fogBrushCombo_->addItem(tr("Reveal"), static_cast<int>(FogBrush::Reveal));
    fogBrushCombo_->addItem(tr("Hide"), static_cast<int>(FogBrush::Hide));
    fogBrushCombo_->addItem(tr("Clear"), static_cast<int>(FogBrush::Clear));
    connect(fogBrushCombo_, &QComboBox::currentIndexChanged, this, [this](int) {
        fogTool_->setBrush(static_cast<FogBrush>(fogBrushCombo_->currentData().toInt()));
        setActiveTool(fogTool_);
    });
}

void ToolController::fillToolBar(QToolBar* bar) {
    bar->addActions(toolGroup_->actions());
    bar->addSeparator();
    // A tool's choice (brush, level, shape, zone) shows on the toolbar only
    // while that tool is chosen; the Tools dock keeps them all.
    const std::pair<QComboBox*, Tool*> options[] = {{brushCombo_, terrainTool_},
                                                    {levelCombo_, elevationTool_},
                                                    {shapeCombo_, templateTool_},
                                                    {zoneCombo_, zoneTool_},
                                                    {fogBrushCombo_, fogTool_}};
    std::vector<QAction*> shownChoices;
    for (const auto& [combo, tool] : options) {
        QAction* shown = bar->addWidget(combo);
        if (QAction* action = actionOf(tool)) {
            shown->setVisible(action->isChecked());
            connect(action, &QAction::toggled, shown, &QAction::setVisible);
        }
        shownChoices.push_back(shown);
    }
    // The separator after the choices shows only with one of them: without
    // it the bar would show two separators in a row.
    QAction* after = bar->addSeparator();
    auto update = [after, shownChoices] {
        after->setVisible(std::any_of(shownChoices.begin(), shownChoices.end(),
                                      [](QAction* a) { return a->isVisible(); }));
    };
    for (QAction* shown : shownChoices) {
        connect(shown, &QAction::visibleChanged, after, update);
    }
    update();
}

QDockWidget* ToolController::createToolsDock() {
    auto* toolsDock = new QDockWidget(tr("Tools"), window_);
    toolsDock->setObjectName(QStringLiteral("toolsDock"));
    auto* panel = new QWidget(toolsDock);
    auto* layout = new QVBoxLayout(panel);
    for (QAction* a : toolGroup_->actions()) {
        auto* button = new QToolButton(panel);
        button->setDefaultAction(a);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        layout->addWidget(button);
    }
    // Each choice with its label as its buddy: a screen reader names it so.
    auto* brushLabel = new QLabel(tr("Terrain brush:"), panel);
    layout->addWidget(brushLabel);
    auto* brush = new QComboBox(panel);
    brushLabel->setBuddy(brush);
    brush->setAccessibleName(brushCombo_->accessibleName());
    brush->setModel(brushCombo_->model());
    connect(brush, &QComboBox::currentIndexChanged, brushCombo_, &QComboBox::setCurrentIndex);
    connect(brushCombo_, &QComboBox::currentIndexChanged, brush, &QComboBox::setCurrentIndex);
    brush->setCurrentIndex(brushCombo_->currentIndex());
    layout->addWidget(brush);
    auto* levelLabel = new QLabel(tr("Elevation:"), panel);
    layout->addWidget(levelLabel);
    auto* level = new QComboBox(panel);
    levelLabel->setBuddy(level);
    level->setAccessibleName(levelCombo_->accessibleName());
    level->setModel(levelCombo_->model());
    level->setCurrentIndex(levelCombo_->currentIndex());
    connect(level, &QComboBox::currentIndexChanged, levelCombo_, &QComboBox::setCurrentIndex);
    connect(levelCombo_, &QComboBox::currentIndexChanged, level, &QComboBox::setCurrentIndex);
    layout->addWidget(level);
    auto* shapeLabel = new QLabel(tr("Area template:"), panel);
    layout->addWidget(shapeLabel);
    auto* shape = new QComboBox(panel);
    shapeLabel->setBuddy(shape);
    shape->setAccessibleName(shapeCombo_->accessibleName());
    shape->setModel(shapeCombo_->model());
    shape->setCurrentIndex(shapeCombo_->currentIndex());
    connect(shape, &QComboBox::currentIndexChanged, shapeCombo_, &QComboBox::setCurrentIndex);
    connect(shapeCombo_, &QComboBox::currentIndexChanged, shape, &QComboBox::setCurrentIndex);
    layout->addWidget(shape);
    auto* zoneLabel = new QLabel(tr("Zone:"), panel);
    layout->addWidget(zoneLabel);
    zoneDockCombo_ = new QComboBox(panel);
    zoneLabel->setBuddy(zoneDockCombo_);
    zoneDockCombo_->setAccessibleName(zoneCombo_->accessibleName());
    zoneDockCombo_->setModel(zoneCombo_->model());
    connect(zoneDockCombo_, &QComboBox::currentIndexChanged, zoneCombo_,
            &QComboBox::setCurrentIndex);
    connect(zoneCombo_, &QComboBox::currentIndexChanged, zoneDockCombo_,
            &QComboBox::setCurrentIndex);
    layout->addWidget(zoneDockCombo_);
    auto* fogLabel = new QLabel(tr("Fog brush:"), panel);
    layout->addWidget(fogLabel);
    auto* fogBrush = new QComboBox(panel);
    fogLabel->setBuddy(fogBrush);
    fogBrush->setAccessibleName(fogBrushCombo_->accessibleName());
    fogBrush->setModel(fogBrushCombo_->model());
    fogBrush->setCurrentIndex(fogBrushCombo_->currentIndex());
    connect(fogBrush, &QComboBox::currentIndexChanged, fogBrushCombo_, &QComboBox::setCurrentIndex);
    connect(fogBrushCombo_, &QComboBox::currentIndexChanged, fogBrush, &QComboBox::setCurrentIndex);
    layout->addWidget(fogBrush);
    layout->addStretch(1);
    toolsDock->setWidget(panel);
    rebuildZoneCombo(); // both zone combos exist now
    return toolsDock;
}

// --- zones ----------------------------------------------------------------------

namespace {

constexpr int kZoneIdRole = Qt::UserRole;
constexpr int kZoneKindRole = Qt::UserRole + 1;
constexpr int kZoneNameRole = Qt::UserRole + 2;
enum ZoneEntry { kZoneEntry, kNewZoneEntry, kEraseEntry };

QIcon swatch(const QColor& color) {
    QPixmap pixmap(14, 14);
    pixmap.fill(color);
    return QIcon(pixmap);
}

} // namespace

void ToolController::rebuildZoneCombo() {
    if (rebuildingZones_ || !zoneCombo_) {
        return;
    }
    rebuildingZones_ = true;
    const auto& zones = doc_->encounter().map.zones();
    // Always something to paint with: the first zone, or a new "Zone 1".
    if (!zoneTool_->isErasing() && zoneTool_->zoneId().isEmpty()) {
        if (zones.empty()) {
            zoneTool_->startNewZone(tr("Zone %1").arg(1));
        } else {
            zoneTool_->setZone(QString::fromStdString(zones.front().id),
                               QString::fromStdString(zones.front().name));
        }
    }
    const QSignalBlocker blockBar(zoneCombo_);
    const QSignalBlocker blockDock(zoneDockCombo_);
    zoneCombo_->clear();
    const ZoneItem* items = scene_->zoneItem();
    int current = -1;
    for (std::size_t i = 0; i < zones.size(); ++i) {
        const QString id = QString::fromStdString(zones[i].id);
        zoneCombo_->addItem(swatch(items->color(static_cast<int>(i))),
                            QString::fromStdString(zones[i].name), id);
        zoneCombo_->setItemData(zoneCombo_->count() - 1, kZoneEntry, kZoneKindRole);
        zoneCombo_->setItemData(zoneCombo_->count() - 1, QString::fromStdString(zones[i].name),
                                kZoneNameRole);
        if (!zoneTool_->isErasing() && id == zoneTool_->zoneId()) {
            current = zoneCombo_->count() - 1;
        }
    }
    if (!zoneTool_->isErasing() && zoneTool_->zoneIsNew()) {
        zoneCombo_->addItem(swatch(items->colorForNew(zoneTool_->zoneId())),
                            tr("%1 (new)").arg(zoneTool_->zoneName()), zoneTool_->zoneId());
        zoneCombo_->setItemData(zoneCombo_->count() - 1, kZoneEntry, kZoneKindRole);
        zoneCombo_->setItemData(zoneCombo_->count() - 1, zoneTool_->zoneName(), kZoneNameRole);
        current = zoneCombo_->count() - 1;
    }
    zoneCombo_->insertSeparator(zoneCombo_->count());
    zoneCombo_->addItem(tr("New zone\u2026"));
    zoneCombo_->setItemData(zoneCombo_->count() - 1, kNewZoneEntry, kZoneKindRole);
    zoneCombo_->addItem(tr("(erase)"));
    zoneCombo_->setItemData(zoneCombo_->count() - 1, kEraseEntry, kZoneKindRole);
    if (zoneTool_->isErasing()) {
        current = zoneCombo_->count() - 1;
    }
    zoneCombo_->setCurrentIndex(current);
    if (zoneDockCombo_) {
        zoneDockCombo_->setCurrentIndex(current);
    }
    rebuildingZones_ = false;
}

void ToolController::onZoneChosen(int index) {
    if (rebuildingZones_ || index < 0) {
        return;
    }
    const int kind = zoneCombo_->itemData(index, kZoneKindRole).toInt();
    if (kind == kNewZoneEntry) {
        bool ok = false;
        const QString name =
            quiet_ ? QString()
                   : QInputDialog::getText(
                         window_, tr("New Zone"), tr("Zone name:"), QLineEdit::Normal,
                         tr("Zone %1").arg(doc_->encounter().map.zones().size() + 1), &ok);
        if (ok && !name.trimmed().isEmpty()) {
            zoneTool_->startNewZone(name.trimmed());
        }
        // Show the tool's choice (the new zone, or the old one when cancelled);
        // later, not while the combo is still busy with this change.
        QTimer::singleShot(0, this, &ToolController::rebuildZoneCombo);
    } else if (kind == kEraseEntry) {
        zoneTool_->setErasing(true);
    } else {
        // The combo already shows this choice: no rebuild from inside its signal.
        const QSignalBlocker block(zoneTool_);
        zoneTool_->setZone(zoneCombo_->itemData(index, kZoneIdRole).toString(),
                           zoneCombo_->itemData(index, kZoneNameRole).toString());
    }
    setActiveTool(zoneTool_);
}

} // namespace skirmish::ui
