#pragma once
/// @file Stacking order of the map scene's items (QGraphicsItem::zValue).

namespace skirmish::ui::z {

inline constexpr double kBackground = 0;
inline constexpr double kTerrain = 1;
/// Raised squares (GM view): shading and the level, over the terrain.
inline constexpr double kElevation = 1.2;
/// Painted zones (`factions`): tint and boundary over the terrain, under
/// the grid, walls and tokens.
inline constexpr double kZones = 1.5;
inline constexpr double kGrid = 2;
/// Movement overlays tint squares under the walls and tokens: the enemy
/// threat zones, then the selected unit's movement range over them.
inline constexpr double kThreat = 2.3;
inline constexpr double kReach = 2.6;
/// The squares an area template covers, tinted like the movement overlays.
inline constexpr double kTemplateSquares = 2.7;
/// The GM's fog hatch (squares the players do not see now): over the
/// movement tints, under the walls and tokens.
inline constexpr double kFogHatch = 2.8;
inline constexpr double kWalls = 3;
/// Zone name plates: over the walls, under the tokens (they keep clear of them).
inline constexpr double kZoneNames = 5;
inline constexpr double kTokens = 10;
/// A structure's points (GM view): over the tokens beside the wall.
inline constexpr double kStructureBadges = 11;
/// The players' fog of war covers walls, zone names and tokens in dark
/// squares; the coordinate labels stay readable over it.
inline constexpr double kFog = 12;
/// Line-of-sight shading and cover badges sit over the tokens (unseen
/// tokens are dimmed too) and under the coordinate labels.
inline constexpr double kSightShade = 15;
/// Area templates (both views): their outlines and ids over the tokens and
/// the players' fog, so the area stays readable, under the labels.
inline constexpr double kTemplates = 17;
inline constexpr double kCoverBadges = 16;
inline constexpr double kLabels = 20;
/// Sight lines to a hovered unit, over everything but tool previews.
inline constexpr double kSightLines = 25;
/// The drag preview's path, cost label and provocation markers: over the
/// labels, under the dragged token.
inline constexpr double kPathPreview = 28;
inline constexpr double kToolPreview = 30;

} // namespace skirmish::ui::z
