#pragma once
/// @file Rendering a whole encounter to an image through MapScene, the same
/// painting code as the GUI. Works under QT_QPA_PLATFORM=offscreen; needs a
/// QGuiApplication (or QApplication) to exist.

#include "encounter/encounter.h"
#include "scene/view_mode.h"

#include <QImage>
#include <QString>

namespace skirmish::ui {

struct RenderOptions {
    ViewMode view = ViewMode::Gm;
    /// Image px per cell; 0 = the background's pixels_per_cell, else 64.
    double pixelsPerCell = 0;
    bool grid = true;
    bool labels = true; ///< column/row labels, drawn inside the map area
    /// Line-of-sight overlay from this unit (an id; empty = none): the cells
    /// it cannot see are shaded and the units it sees with half or full
    /// cover get a badge, as in the GUI. GM view only (see renderProblem()).
    QString losFrom;
    /// Movement range of this unit (an id; empty = none), tinted as in the
    /// GUI: free, move ends there, provokes. GM view only.
    QString reachFrom;
    /// Enemy melee zones, tinted: the enemies of reachFrom, or every unit
    /// when reachFrom is empty (in the players' view only those of the units
    /// the players see).
    bool threat = false;
    /// GM view: hatch the squares the players do not see now, as the GUI
    /// does (off by default: a clean map). The players' view always draws
    /// its fog of war.
    bool fogHatch = false;
};

/// Why `o` cannot be rendered for `enc`, or an empty string when it can:
/// "unknown unit X" when losFrom or reachFrom names no unit, and a refusal
/// when either is asked for in the players' view (it would reveal what the
/// GM sees). renderEncounter() ignores losFrom and reachFrom in those cases;
/// callers such as the CLI should report the problem instead of rendering.
QString renderProblem(const Encounter& enc, const RenderOptions& o);

/// The pixels per cell renderEncounter() would use for `enc` and `o`:
/// `o.pixelsPerCell`, else the background's (at most kMaxPixelsPerCell),
/// else 64.
double renderPixelsPerCell(const Encounter& enc, const RenderOptions& o);

/// In the players' view the image is what the player window shows: the
/// fog of war of `enc` (dark and explored squares, walls in the dark left
/// out) and only the units the players see.
/// Renders the whole map into an image of exactly round(width*ppc) x
/// round(height*ppc) px. Returns a null QImage when that image would exceed
/// kMaxRenderPixels or cannot be allocated.
QImage renderEncounter(const Encounter& enc, const RenderOptions& o = {});

inline constexpr qint64 kMaxRenderPixels = 400'000'000;

} // namespace skirmish::ui
