#pragma once
/// @file MountPolicy: whether a ruleset lets units ride others, and how
/// (issue 14; phases, seed 000 "Specials": Mount, Dismounting, Transport).
/// Rulesets without mounts leave it disabled and refuse MountUnit.

#include <string>

namespace skirmish {

struct MountPolicy {
    bool enabled = false;
    std::string mount_special = {};     ///< carries one rider, who is not `heavy`
    std::string transport_special = {}; ///< carries X riders (stat `transport`), Heavy too
    std::string heavy = {};             ///< the special a Mount cannot carry
    /// The action a rider spends to mount or dismount in a fight (empty: free).
    std::string change_action = {};
    std::string source = {}; ///< the seed section, for refusals
};

} // namespace skirmish
