#pragma once
/// @file EnteredDie: a die a command reads when the GM enters the dice
/// (dice mode "entered"): the UI asks for it by its label and hands the
/// faces back under its key in the command's EnteredRolls.

#include <string>

namespace skirmish {

/// One die to enter: where its face goes, what the GM reads, its sides.
struct EnteredDie {
    std::string key;   ///< its key in the command's rolls (a unit id, or "attack")
    std::string label; ///< "Roland: the unarmed attack (d20)"
    int sides = 20;
};

} // namespace skirmish
