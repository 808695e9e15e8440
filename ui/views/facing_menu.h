#pragma once
/// @file The "Facing" submenu of a unit's right-click menus (issue 14): the
/// eight directions and "No Facing", the current one checked. Each entry
/// calls `face` with its facing (the caller runs FaceUnit).

#include "units/unit.h"

#include <QMenu>

#include <functional>
#include <optional>

namespace skirmish::ui {

/// Adds the submenu to `menu` and returns it.
QMenu* addFacingMenu(QMenu* menu, const Unit& unit,
                     const std::function<void(std::optional<Facing>)>& face);

} // namespace skirmish::ui
