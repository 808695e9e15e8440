#pragma once
/// @file Rendering a whole encounter to an image through MapScene, the same
/// painting code as the GUI. Works under QT_QPA_PLATFORM=offscreen; needs a
/// QGuiApplication (or QApplication) to exist.

#include "encounter/encounter.h"
#include "scene/view_mode.h"

#include <QImage>

namespace skirmish::ui {

struct RenderOptions {
    ViewMode view = ViewMode::Gm;
    /// Image px per cell; 0 = the background's pixels_per_cell, else 64.
    double pixelsPerCell = 0;
    bool grid = true;
    bool labels = true; ///< column/row labels, drawn inside the map area
};

/// The pixels per cell renderEncounter() would use for `enc` and `o`.
double renderPixelsPerCell(const Encounter& enc, const RenderOptions& o);

/// Renders the whole map into an image of exactly round(width*ppc) x
/// round(height*ppc) px. Returns a null QImage when that image would exceed
/// kMaxRenderPixels or cannot be allocated.
QImage renderEncounter(const Encounter& enc, const RenderOptions& o = {});

inline constexpr qint64 kMaxRenderPixels = 400'000'000;

} // namespace skirmish::ui
