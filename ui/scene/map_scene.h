#pragma once
/// @file MapScene: the encounter drawn as QGraphicsItems, shared by the GUI
/// and the CLI's `render`. Scene units: one cell is `cellPixels()` scene px;
/// cell [x, y] covers [x, x+1] x [y, y+1] times cellPixels.

#include "core/cell.h"
#include "encounter/event.h"
#include "fog/fog_of_war.h"
#include "geometry/point.h"
#include "scene/token_item.h"
#include "scene/view_mode.h"

#include <QGraphicsScene>
#include <QHash>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace skirmish::ui {

class EncounterDocument;
class BackgroundItem;
class ElevationItem;
class TemplateItem;
class TerrainItem;
class ZoneItem;
class GridItem;
class CoordinateLabelsItem;
class StructureBadgeItem;
class WallItem;
class WallLayerItem;
class Tool;
class SightOverlay;
class MoveOverlay;
class FogItem;

class MapScene : public QGraphicsScene {
    Q_OBJECT
public:
    /// Builds the items for `doc`'s encounter and follows its signals.
    explicit MapScene(EncounterDocument* doc, double cellPixels = 64, QObject* parent = nullptr);
    ~MapScene() override;

    EncounterDocument* document() const { return doc_; }
    double cellPixels() const { return cellPixels_; }

    /// The map's rectangle in scene px: [0, width*cellPixels] x [0, height*cellPixels].
    QRectF mapRect() const;

    ViewMode viewMode() const { return viewMode_; }
    void setViewMode(ViewMode mode);
    bool gridVisible() const { return gridVisible_; }
    void setGridVisible(bool on);
    /// Repaints every item, cached pictures included: the overlay palette
    /// (OverlayPalette) changed.
    void repaintOverlays();
    /// Column letters along the top and row numbers down the left.
    bool labelsVisible() const { return labelsVisible_; }
    void setLabelsVisible(bool on);
    /// The painted zones (tint, outline and names).
    bool zonesVisible() const { return zonesVisible_; }
    void setZonesVisible(bool on);
    /// The item that draws the zones' areas (and knows their colours and names).
    ZoneItem* zoneItem() const { return zones_; }
    /// The item that draws the zones' name plates.
    ZoneItem* zoneNamesItem() const { return zoneNames_; }

    /// Coordinate conversions (cells / cell units <-> scene px).
    QPointF cellToScene(Cell c) const;
    Cell sceneToCell(QPointF p) const;
    QPointF pointToScene(Point p) const;
    Point sceneToPoint(QPointF p) const;

    /// The token of unit `id`, or nullptr (hidden units have none in Players view).
    TokenItem* token(const QString& id) const { return tokens_.value(id, nullptr); }
    int tokenCount() const { return static_cast<int>(tokens_.size()); }
    /// The id of the selected unit, or an empty string. With several
    /// selected, the one selected first (the overlays show its range).
    QString selectedUnitId() const;
    /// Every selected unit, the one selectedUnitId() names first.
    QStringList selectedUnitIds() const;
    /// Selects the unit's token alone (empty id clears the selection).
    void selectUnit(const QString& id);
    /// Selects exactly the tokens of `ids` (the first becomes
    /// selectedUnitId()); ids without a token are skipped.
    void selectUnits(const QStringList& ids);
    /// Adds unit `id` to the selection, or takes it out (Shift+click).
    void toggleUnitSelected(const QString& id);

    /// The tool that receives the mouse events; nullptr leaves the default
    /// QGraphicsScene behaviour. Not owned.
    void setTool(Tool* tool);
    Tool* tool() const { return tool_; }

    /// The special move (MoveUnit::as, from the ruleset's MovementPolicy
    /// modes: "charge", "sprint") the next move of a token makes, by drag or
    /// arrow key; empty: a plain Move. It lasts until the document next
    /// changes (that move, or anything the GM does first), a file is
    /// opened, or Esc.
    void setMoveMode(const QString& as);
    QString moveMode() const { return moveMode_; }
    /// Moves unit `id` to `to` through `via`: by the rules, made as the
    /// armed special move, or a GM placement when `free` (reported). The
    /// engine's refusal, or nothing.
    std::optional<QString> moveUnit(const QString& id, Cell to, const std::vector<Cell>& via,
                                    bool free);

    /// Places the units `ids` `by` squares over, as the GM's placement, in
    /// one undo step (in a fight each is an override, logged): all of them
    /// or, when one cannot go (a wall, the edge, another unit), none, with
    /// the engine's reason.
    std::optional<QString> moveUnits(const QStringList& ids, Cell by);

    /// Asks listeners to edit unit `id` (double-click on a token).
    void activateUnit(const QString& id) { emit unitActivated(id); }
    /// Shows a status message (tools use it for the engine's rejections).
    void showMessage(const QString& text) { emit message(text); }

    /// The line-of-sight overlays (shade, cover badges, sight lines) from
    /// the selected unit; they follow selection, events and the view mode.
    SightOverlay* sightOverlay() const { return sightOverlay_; }
    /// The movement overlays (range, threat zones, drag preview) of the
    /// selected unit; they follow selection, events and the view mode.
    MoveOverlay* moveOverlay() const { return moveOverlay_; }

    /// The fog of war: what the players see of each square, from the party's
    /// sight (computed once per document change and cached). Players view:
    /// dark squares hide everything in them, explored ones are dimmed, and
    /// only the units the players see now are drawn. GM view: the squares
    /// the players do not see are hatched (see setFogShownToGm()).
    FogItem* fogItem() const { return fog_; }
    /// What the players see of `c` (Dark off the map).
    PlayerSight playerSight(Cell c) const;
    /// The cached party_sight() mask (row-major; empty while fog is off).
    const std::vector<std::uint8_t>& partySight() const { return partySight_; }
    /// How many times party_sight() was computed (tests check the cache).
    int partySightComputations() const { return sightComputations_; }
    /// True when the players' view draws `u`: not hidden, and either on a
    /// player-controlled side or (not `concealed` and on a square they see now).
    bool shownToPlayers(const Unit& u) const;
    /// Hatch the squares the players do not see in the GM view (default on).
    bool fogShownToGm() const { return fogShownToGm_; }
    void setFogShownToGm(bool on);

    /// Rebuilds every item from the document's encounter.
    void rebuild();
    /// Puts the token of unit `id` back where the encounter says it is
    /// (creates or removes it as needed).
    void refreshToken(const QString& id) { syncToken(id); }
    /// The results floating over tokens now ("\u22127", "+3", "hit"), for tests.
    QStringList floatingResults() const;

    /// The drag data of a library template (its index, as text).
    static constexpr const char* kTemplateMime = "application/x-skirmish-template";

signals:
    void selectedUnitChanged(const QString& id);
    void moveModeChanged(const QString& as);
    void unitActivated(const QString& id);
    void message(const QString& text);
    /// A template was dragged from the library onto square `cell`
    /// (TemplateLibraryDock places it; `index` is the library's).
    void templateDropped(int index, skirmish::Cell cell);
    /// The pointer moved over the scene (scene px).
    void pointerMoved(QPointF scenePos);

protected:
    /// Dark backdrop around the map, light "paper" under it (under the
    /// background image, which may be transparent or missing).
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    /// The pointer leaving the view ends any hover (sight lines).
    bool event(QEvent* event) override;
    /// An image file dropped on a token becomes its image (issue 15): an
    /// EditUnit, undoable; a refusal goes to message(). A template dragged
    /// from the library is announced with templateDropped(). GM view only.
    void dragEnterEvent(QGraphicsSceneDragDropEvent* event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent* event) override;
    void dropEvent(QGraphicsSceneDragDropEvent* event) override;

private:
    QString moveMode_; ///< see setMoveMode()
    /// The image file a drag carries and the unit under `scenePos` it would
    /// go to; empty when either is missing.
    std::pair<QString, QString> imageDrop(const QGraphicsSceneDragDropEvent* event) const;
    void onEvents(const std::vector<Event>& events, bool undone);
    void rebuildTokens();
    void rebuildWalls();
    void rebuildStructureBadges();
    /// Narrows the name labels of tokens side by side (same bottom row) so
    /// that they do not overlap.
    void updateLabelRooms();
    void syncToken(const QString& id);
    /// The same for `unit` (the unit with `id`, or nullptr when there is none).
    void syncToken(const QString& id, const Unit* unit);
    void updateSceneRect();
    /// The unit the overlays follow and selectedUnitChanged() names.
    void setLead(const QString& id);
    void notifySelection();
    /// Recomputes the party's sight when invalid (and fog is on) and what
    /// the players see of each square; updates the fog item.
    void updateSight();
    /// Players view: hides the walls whose squares are all dark (and has
    /// the wall layer painted again when that changes which are shown).
    void applyWallFog();
    /// The wall layer paints its walls again (they or the map changed).
    void refreshWallLayer();
    /// The ring of unit `id`: taking its turn, may act now, or none
    /// (EncounterDocument::turnSummary(); none outside combat).
    /// What the token of `unit` (of `side`) shows of its health in this view.
    TokenItem::Health tokenHealth(const Unit& unit, const Side* side) const;
    /// Floats what a change did to `after`'s health over its token
    /// (ResultFloatItem), as much as this view may show of it.
    void floatResult(const Unit& before, const Unit& after);
    /// "miss" over a unit an attack missed (the log's `missed`), where its
    /// token is shown.
    void floatMiss(const std::string& unit);
    TokenItem::TurnMark turnMark(const QString& id) const;
    void applyTurnMarks();

    EncounterDocument* doc_;
    double cellPixels_;
    ViewMode viewMode_ = ViewMode::Gm;
    bool gridVisible_ = true;
    bool labelsVisible_ = true;
    bool zonesVisible_ = true;
    BackgroundItem* background_ = nullptr;
    TerrainItem* terrain_ = nullptr;
    ElevationItem* elevation_ = nullptr;      ///< GM view only
    TemplateItem* templateSquares_ = nullptr; ///< both views
    TemplateItem* templates_ = nullptr;       ///< outlines, both views
    ZoneItem* zones_ = nullptr;
    ZoneItem* zoneNames_ = nullptr;
    GridItem* grid_ = nullptr;
    CoordinateLabelsItem* labels_ = nullptr;
    std::vector<WallItem*> walls_;
    WallLayerItem* wallLayer_ = nullptr; ///< paints walls_ (the visible ones) as one cached layer
    std::vector<StructureBadgeItem*> structureBadges_; ///< GM view: walls' structural points
    QHash<QString, TokenItem*> tokens_;
    Tool* tool_ = nullptr;
    SightOverlay* sightOverlay_ = nullptr;
    MoveOverlay* moveOverlay_ = nullptr;
    QString lastSelected_;
    FogItem* fog_ = nullptr;
    bool fogShownToGm_ = true;
    bool sightValid_ = false;
    std::vector<std::uint8_t> partySight_;
    std::vector<PlayerSight> playerSight_; ///< row-major, one per square
    int sightComputations_ = 0;
};

} // namespace skirmish::ui
