#pragma once
/// @file SelectTool (the default): click selects a token; dragging moves it
/// snapped to cells while the engine's path to the hovered square is
/// previewed (MoveOverlay); the drop asks the engine with MoveUnit by the
/// rules (a rejected move puts the token back and shows the reason).
/// - Ctrl held when releasing adds a waypoint there; the drag goes on with
///   the button up, and the next click drops (Esc cancels, see MapView).
/// - Shift held when dropping is the GM override: a free placement
///   (MoveUnit::free), logged and undoable like any command.
/// Double-click on a token edits it; double-click on a door toggles it.
///
/// Several units (issue 15): Shift+click adds a token to the selection or
/// takes it out; a drag from an empty square draws a rubber band that
/// selects the tokens it touches (with Shift, adds them). Dragging one of
/// several selected tokens moves them all by the same offset, as the GM's
/// placement (MapScene::moveUnits: one undo step; in a fight, overrides).

#include "core/cell.h"
#include "tools/tool.h"

#include <QHash>
#include <QPointF>
#include <QStringList>

#include <vector>

class QGraphicsRectItem;
class QWidget;

namespace skirmish::ui {

class TokenItem;

class SelectTool : public Tool {
    Q_OBJECT
public:
    explicit SelectTool(MapScene* scene, QObject* parent = nullptr);

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    bool mouseDoubleClick(QGraphicsSceneMouseEvent* event) override;
    /// Cancels a drag under way: the token goes back, the preview goes.
    void deactivate() override;

    /// Drops the token of `unitId` with its top-left corner at scene point
    /// `topLeft` (snapped to the nearest cell): MoveUnit through `via` by the
    /// rules, or a GM placement when `free`; back in place on rejection.
    /// Returns true when the engine accepted the move.
    bool dropToken(const QString& unitId, QPointF topLeft, const std::vector<Cell>& via = {},
                   bool free = false);

    /// True while a token is being dragged (button down, or between waypoints).
    bool dragging() const { return !draggedId_.isEmpty(); }
    /// The waypoints of the drag under way.
    const std::vector<Cell>& waypoints() const { return waypoints_; }
    /// The rubber band being drawn (nullptr when none), scene px.
    QGraphicsRectItem* band() const { return band_; }

private:
    TokenItem* tokenAt(QPointF scenePos) const;
    void cancelDrag();
    /// Asks for the structural points of the wall at `index` (double-click
    /// on a wall or window, Shift+double-click on a door) and sets them.
    void editStructure(std::size_t index, QWidget* parent);
    /// The cell the dragged token's top-left corner would snap to.
    Cell snappedCell(QPointF scenePos) const;
    void updateDrag(QPointF scenePos, Qt::KeyboardModifiers mods);
    void endDrag();
    void updateBand(QPointF scenePos);
    void endBand();
    /// The units that move with the dragged one (itself included), or just
    /// it: the whole selection when it is part of one.
    QStringList dragGroup() const;

    QString draggedId_; ///< empty when no drag is under way
    QPointF pressPos_;
    QPointF startPos_;
    bool moved_ = false;
    bool sticky_ = false; ///< dragging with the button up, after a waypoint
    std::vector<Cell> waypoints_;
    Cell previewCell_{-1, -1};
    bool previewOverride_ = false;
    bool toggleOnRelease_ = false;      ///< Shift+press on a token: a click toggles it
    QStringList group_;                 ///< the units a group drag moves (2 or more)
    QHash<QString, QPointF> groupFrom_; ///< their tokens' positions at the press
    QGraphicsRectItem* band_ = nullptr;
    QPointF bandFrom_;
    bool bandArmed_ = false; ///< pressed on an empty square: a drag draws the band
    QStringList bandBase_;   ///< selected before the band (Shift: kept)
};

} // namespace skirmish::ui
