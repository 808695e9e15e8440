#pragma once
/// @file Stacking order of the map scene's items (QGraphicsItem::zValue).

namespace skirmish::ui::z {

inline constexpr double kBackground = 0;
inline constexpr double kTerrain = 1;
inline constexpr double kGrid = 2;
inline constexpr double kWalls = 3;
inline constexpr double kTokens = 10;
inline constexpr double kLabels = 20;
inline constexpr double kToolPreview = 30;

} // namespace skirmish::ui::z
