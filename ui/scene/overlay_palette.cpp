#include "scene/overlay_palette.h"

namespace skirmish::ui {
namespace {

OverlayPalette standardPalette() {
    OverlayPalette p;
    p.reachFree = QColor(60, 170, 80, 75);
    p.reachEndsMove = QColor(245, 166, 35, 120);
    p.reachProvokes = QColor(220, 45, 45, 115);
    p.reachOutline = QColor(20, 90, 40, 200);
    p.reachOutlineWeight = 0.035;
    p.threatTint = QColor(200, 30, 30, 70);
    p.threatOutline = QColor(170, 20, 20, 200);
    p.threatOutlineWeight = 0.03;
    p.sightShade = QColor(8, 10, 24, 140);
    p.coverHalf = QColor(245, 166, 35);
    p.coverFull = QColor(214, 40, 40);
    p.sightSeen = QColor(46, 220, 64);
    p.sightBlocked = QColor(255, 45, 45);
    p.zoneTintAlpha = 70;
    p.zoneEdgeAlpha = 225;
    p.templateTintAlpha = 90;
    p.gridDark = QColor(0, 0, 0, 110);
    p.gridLight = QColor(255, 255, 255, 90);
    p.gridWeight = 1.6;
    return p;
}

// Chosen so that each tint, over the pale map paper, differs from it at a
// glance on a washed-out projection (the line-of-sight shade, already dark,
// only a little more: a darker one hid the enemies under it), the three
// movement tints differ from one another by more than their lightness
// alone, and the outlines and the grid are near black
// (tests/ui/overlay_palette_test.cpp measures these).
OverlayPalette highContrastPalette() {
    OverlayPalette p;
    p.reachFree = QColor(0, 190, 50, 165);
    p.reachEndsMove = QColor(255, 160, 0, 200);
    p.reachProvokes = QColor(225, 0, 0, 185);
    p.reachOutline = QColor(0, 0, 0, 255);
    p.reachOutlineWeight = 0.075;
    p.threatTint = QColor(220, 0, 0, 135);
    p.threatOutline = QColor(90, 0, 0, 255);
    p.threatOutlineWeight = 0.06;
    p.sightShade = QColor(0, 0, 0, 160); // darker, but the GM still reads the tokens under it
    p.coverHalf = QColor(255, 160, 0);
    p.coverFull = QColor(210, 0, 0);
    p.sightSeen = QColor(0, 230, 60);
    p.sightBlocked = QColor(255, 20, 20);
    p.zoneTintAlpha = 125;
    p.zoneEdgeAlpha = 255;
    p.templateTintAlpha = 150;
    p.gridDark = QColor(0, 0, 0, 240);
    p.gridLight = QColor(255, 255, 255, 150);
    p.gridWeight = 2.4;
    return p;
}

OverlayStyle gStyle = OverlayStyle::Standard;

} // namespace

const OverlayPalette& OverlayPalette::of(OverlayStyle style) {
    static const OverlayPalette standard = standardPalette();
    static const OverlayPalette high = highContrastPalette();
    return style == OverlayStyle::HighContrast ? high : standard;
}

const OverlayPalette& OverlayPalette::current() {
    return of(gStyle);
}

OverlayStyle OverlayPalette::currentStyle() {
    return gStyle;
}

void OverlayPalette::setCurrent(OverlayStyle style) {
    gStyle = style;
}

} // namespace skirmish::ui
