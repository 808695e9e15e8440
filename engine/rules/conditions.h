#pragma once
/// @file The conditions a ruleset lets the GM set by hand (issue 12): the
/// tracker's unit menu draws them. Conditions are free names in the file;
/// the rules read the ones named here (and a few set by actions).

#include <string>
#include <vector>

namespace skirmish {

struct ConditionDef {
    std::string id = {};     ///< as stored on the unit: "stunned", "prone"
    std::string on = {};     ///< the menu's words to set it: "Stun", "Knock Prone"
    std::string off = {};    ///< and to clear it: "Clear Stun", "Stand Up (No Action)"
    std::string source = {}; ///< seed section, or RULESETS.md
    int group = 1;           ///< menus put a separator between groups
};

/// "unconscious": out of the fight in every ruleset (turn_context.h
/// out_of_fight), knocked out and revived by the GM; group 0.
ConditionDef knocked_out();

} // namespace skirmish
