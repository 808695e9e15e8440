#pragma once
/// @file MoveOverlay: the movement overlays of one MapScene (issue 4):
/// - the movement range of the source unit (the selected one, or
///   RenderOptions::reachFrom), tinted by ReachItem;
/// - the melee zones of the source's enemies (of every unit when there is no
///   source), tinted by ThreatItem;
/// - the drag preview of the Select tool: the path to the hovered square
///   with its cost, the movement left and the opportunity attacks
///   (PathPreviewItem).
/// Every answer comes from the engine (Pathfinder, threatened_cells,
/// move_rules); a Pathfinder is built per refresh since it snapshots the
/// encounter, over a Passability kept while the walls and terrain stay the
/// same (PassabilityMemo). The range and the path preview are drawn in the
/// GM view only; in the players' view the threat overlay leaves out hidden
/// units.
/// MapScene owns it and tells it what changed.

#include "core/cell.h"
#include "movement/passability_memo.h"
#include "movement/pathfinder.h"
#include "scene/reach_item.h"

#include <QString>

#include <optional>
#include <vector>

namespace skirmish::ui {

class MapScene;
class ThreatItem;
class PathPreviewItem;

class MoveOverlay {
public:
    explicit MoveOverlay(MapScene* scene);
    ~MoveOverlay();
    MoveOverlay(const MoveOverlay&) = delete;
    MoveOverlay& operator=(const MoveOverlay&) = delete;

    /// The "Movement Range" toggle (on by default).
    bool reachVisible() const { return reachVisible_; }
    void setReachVisible(bool on);
    /// The "Threat" toggle (off by default).
    bool threatVisible() const { return threatVisible_; }
    void setThreatVisible(bool on);

    /// The unit whose range is shown and whose enemies' zones are tinted
    /// (empty: none; the threat overlay then shows every unit's zone).
    QString sourceUnit() const { return source_; }
    void setSourceUnit(const QString& id);

    /// Recomputes every overlay, the drag preview included, from the
    /// document's encounter.
    void refresh();

    /// True when the range is drawn (toggle on, known source unit, GM view).
    bool reachShown() const;
    /// The tinted squares of the range (empty when it is not shown).
    const std::vector<ReachItem::Square>& reachSquares() const;
    /// How square `c` is tinted, or nullopt when it is not in the range shown.
    std::optional<ReachItem::Kind> reachKind(Cell c) const;
    /// Why the source cannot move at all (from the engine), or empty.
    QString cannotMove() const { return cannotMove_; }
    /// The tinted threat cells (empty when the overlay is off), row by row.
    std::vector<Cell> threatCells() const;

    /// Shows the path of `unit` to `to` through `via` (GM view only). With
    /// `override`, previews a GM placement instead (no rules). Without
    /// `numberVia`, the squares of `via` get no numbered dots (a path built
    /// square by square with the arrow keys).
    void showPath(const QString& unit, Cell to, const std::vector<Cell>& via = {},
                  bool override = false, bool numberVia = true);
    void clearPath();
    bool pathShown() const;
    /// The engine's answer for the path shown (nullopt when none or override).
    const std::optional<PathResult>& pathResult() const { return pathResult_; }

    /// `squares` in the map's unit: "4 sq", "20 ft", "3 m".
    QString distanceText(int squares) const;
    /// The name of unit `id`, or the id when there is no such unit.
    QString unitName(const std::string& id) const;

    ReachItem* reachItem() const { return reach_; }
    ThreatItem* threatItem() const { return threat_; }
    PathPreviewItem* pathItem() const { return path_; }

private:
    void refreshReach(const Pathfinder& pf);
    void refreshThreat(const Pathfinder& pf);
    void refreshPath(const Pathfinder& pf);
    /// A Pathfinder over the encounter as it is now.
    Pathfinder pathfinder();

    MapScene* scene_;
    PassabilityMemo passability_;
    bool reachVisible_ = true;
    bool threatVisible_ = false;
    QString source_;
    QString cannotMove_;
    ReachItem* reach_ = nullptr;
    ThreatItem* threat_ = nullptr;
    PathPreviewItem* path_ = nullptr;

    QString pathUnit_; ///< empty: no path preview
    Cell pathTo_;
    std::vector<Cell> pathVia_;
    bool pathOverride_ = false;
    bool pathNumberVia_ = true;
    std::optional<PathResult> pathResult_;
};

} // namespace skirmish::ui
