#pragma once
/// @file SightOverlay: the GM's line-of-sight overlays of one MapScene,
/// from the source unit (the selected one, or RenderOptions::losFrom):
/// - a shade over the cells the source cannot see (SightShadeItem);
/// - a cover badge on each unit it sees with half or full cover (CoverBadgeItem);
/// - sight lines to the 4 corners of a hovered unit (SightLinesItem).
/// Every answer comes from the engine's Sight, which is cached here and
/// rebuilt only when walls or doors change or the encounter is replaced.
/// Nothing is drawn in ViewMode::Players (fog of war is a later issue).
/// MapScene owns it and tells it what changed.

#include "core/cell.h"
#include "geometry/sight.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace skirmish::ui {

class MapScene;
class SightShadeItem;
class CoverBadgeItem;
class SightLinesItem;

class SightOverlay {
public:
    explicit SightOverlay(MapScene* scene);
    ~SightOverlay();
    SightOverlay(const SightOverlay&) = delete;
    SightOverlay& operator=(const SightOverlay&) = delete;

    /// The "Line of Sight" toggle: shade unseen cells.
    bool losVisible() const { return losVisible_; }
    void setLosVisible(bool on);
    /// The "Cover" toggle: cover badges.
    bool coverVisible() const { return coverVisible_; }
    void setCoverVisible(bool on);
    /// Sight lines to a hovered unit show while either toggle is on.
    bool sightLinesEnabled() const { return losVisible_ || coverVisible_; }

    /// The unit the overlays look from (empty: none, nothing is drawn).
    QString sourceUnit() const { return source_; }
    void setSourceUnit(const QString& id);
    /// The unit whose sight lines are drawn (empty: none).
    QString hoveredUnit() const { return hovered_; }
    void setHoveredUnit(const QString& id);
    /// The pointer is at `scenePos`: hovers the token under it, if any.
    void hoverAt(QPointF scenePos);

    /// Walls or doors changed, or the encounter was replaced: the cached
    /// Sight is rebuilt at the next refresh().
    void invalidateSight() { sight_.reset(); }
    /// Brings every overlay up to the document's encounter: the shade and
    /// the covers are worked out again when the walls or the source's
    /// square changed, and for the units that moved.
    void refresh();

    /// True when the overlays are drawn at all (a known source unit, GM view).
    bool isActive() const;
    /// The shaded cells (empty when the shade is not shown), row by row.
    std::vector<Cell> hiddenCells() const;
    SightShadeItem* shadeItem() const { return shade_; }
    /// The cover badges shown now.
    const QList<CoverBadgeItem*>& badges() const { return badges_; }
    /// The badge of unit `id`, or nullptr.
    CoverBadgeItem* badge(const QString& id) const;
    /// The sight-lines item; visible only while lines are drawn.
    SightLinesItem* sightLinesItem() const { return lines_; }
    bool sightLinesShown() const;
    /// How many times the Sight was built (for tests of the caching).
    int sightBuilds() const { return builds_; }

    /// The Sight of the document's map, built once per wall change and
    /// shared (the attack tool's odds reuse it).
    const Sight& sight();

private:
    void clearBadges();
    void refreshLines();

    /// What refresh() worked out last, kept while the Sight (so the walls)
    /// and the source's square stay the same: another unit's move changes
    /// neither the shade nor the others' cover (issue 17).
    struct Kept {
        int build = -1; ///< builds_ when it was worked out
        Rect from;
        bool shade = false;                            ///< shade_ holds the shade for them
        std::map<std::array<double, 4>, Cover> covers; ///< by the target's sight square
    };
    /// kept_, emptied first when the Sight or `from` differ from its own.
    Kept& keptFor(const Rect& from);

    MapScene* scene_;
    std::optional<Sight> sight_;
    int builds_ = 0;
    Kept kept_;
    bool losVisible_ = true;
    bool coverVisible_ = true;
    QString source_;
    QString hovered_;
    SightShadeItem* shade_ = nullptr;
    SightLinesItem* lines_ = nullptr;
    QList<CoverBadgeItem*> badges_;
};

} // namespace skirmish::ui
