#pragma once
/// @file GearPolicy: weapons and armour that wear out (issue 14; factions,
/// seed 003 "Combat gear degradation", "Bonus actions"). rules/gear.h does
/// what it says; rulesets without it (`enabled` false) keep gear whole.

#include <string>

namespace skirmish {

struct GearPolicy {
    bool enabled = false;
    /// Weapon specials (on a weapon, or on a unit whose own stats are its
    /// weapon): "Damaged"; "Improvised", "handled as if they were already
    /// damaged".
    std::string damaged = {};
    std::string improvised = {};
    /// "Damaged weapons and shields are destroyed if they are used to attack
    /// and a 1 is rolled on the damage die": the face, at or under.
    int breaks_on = 0;
    /// The armour stat ("armour"), the condition of damaged armour ("damaged
    /// armour"), and the damage before the reduction that destroys it
    /// ("at least 8 damage before armour reduction").
    std::string armour = {};
    std::string damaged_armour = {};
    int wrecks_at = 0;
    std::string source = {};        ///< "Combat gear degradation"
    std::string armour_source = {}; ///< "Bonus actions": "Armour can't be changed during a fight"
};

} // namespace skirmish
