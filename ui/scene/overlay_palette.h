#pragma once
/// @file OverlayPalette: the colours and line weights of the map's overlays
/// (movement range, threat, line-of-sight shade, cover badges, sight lines,
/// zones, area templates and the grid). Two palettes (issue 18):
/// - Standard: translucent tints that leave the map readable on a screen;
/// - HighContrast: for a projector in a bright room, where light washes a
///   pale tint out. Saturated, nearly opaque fills, black outlines and a
///   heavier grid.
/// The palette in use is the program's, as QApplication::palette() is: both
/// the GM's view and the players' follow it. Line weights are fractions of
/// a square's side in scene pixels.

#include <QColor>

namespace skirmish::ui {

enum class OverlayStyle { Standard, HighContrast };

struct OverlayPalette {
    QColor reachFree;     ///< a square the selected unit reaches freely
    QColor reachEndsMove; ///< a square where its move would end
    QColor reachProvokes; ///< a square where getting there provokes
    QColor reachOutline;  ///< around the whole movement range
    double reachOutlineWeight = 0;
    QColor threatTint;    ///< an enemy's melee zone
    QColor threatOutline; ///< the zone's dashed edge
    double threatOutlineWeight = 0;
    QColor sightShade; ///< a square the selected unit does not see
    QColor coverHalf;  ///< the half-cover badge
    QColor coverFull;  ///< the full-cover badge
    QColor sightSeen;  ///< a sight line that reaches its corner
    QColor sightBlocked;
    int zoneTintAlpha = 0; ///< a zone's fill, over its own colour
    int zoneEdgeAlpha = 0;
    int templateTintAlpha = 0; ///< an area template's squares, over its own colour
    QColor gridDark;           ///< the grid's under-stroke
    QColor gridLight;          ///< and its over-stroke
    double gridWeight = 0;     ///< the dark stroke, in multiples of the base line

    static const OverlayPalette& of(OverlayStyle style);
    /// The palette in use; Standard until setCurrent() says otherwise.
    static const OverlayPalette& current();
    static OverlayStyle currentStyle();
    /// Changes the palette in use. The caller repaints (MapScene::repaintOverlays).
    static void setCurrent(OverlayStyle style);
};

} // namespace skirmish::ui
