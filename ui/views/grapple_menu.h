#pragma once
/// @file The grapple entries of a unit's right-click menu (issue 14; seed
/// 002 "Grappling", rules/grapple.h), where the ruleset grapples and a
/// fight is on: the selected unit grapples this one; this unit breaks free,
/// lets go, drags its foe (a square within 2 of it) or throws it (a square
/// next to the foe). Each entry calls `run` with the Grapple; the caller
/// asks for entered dice (grapple_dice()) and runs it.

#include "encounter/command.h"
#include "encounter/encounter.h"

#include <QMenu>

#include <functional>

namespace skirmish::ui {

/// Adds the entries that fit `unit` (and `selected`, the unit the GM has
/// selected, or nullptr); none where the ruleset has no grappling.
void addGrappleEntries(QMenu* menu, const Encounter& enc, const Unit& unit, const Unit* selected,
                       const std::function<void(Grapple)>& run);

} // namespace skirmish::ui
