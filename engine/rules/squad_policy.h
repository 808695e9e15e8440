#pragma once
/// @file SquadPolicy: whether a ruleset has squads with orders, and their
/// limits (issue 14; phases, seed 000 "Combat Squads"). Rulesets without
/// squads leave it disabled and refuse SetSquad and OrderSquad.

#include <string>
#include <vector>

namespace skirmish {

struct SquadPolicy {
    bool enabled = false;
    int stack_limit = 8;  ///< units in a Stack
    int horde_limit = 24; ///< units in a Horde
    /// A Horde needs a member with one of these specials.
    std::vector<std::string> horde_needs = {};
    /// A Command Unit has one of these specials (a unit of a players' side
    /// always is one).
    std::vector<std::string> command_specials = {};
    /// Units with this special may order any squad of their side.
    std::string leadership = {};
    /// The special of the Chief Warlord, second in rank after the leader.
    std::string chief = {};
    /// The ruleset's action spent to leave or join a squad in a fight.
    std::string regroup_action = {};
    std::string source = {}; ///< the seed section, for refusals
};

} // namespace skirmish
