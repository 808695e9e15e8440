#pragma once
/// @file StructurePolicy: which units damage walls, doors and other
/// structures, and which dig (issue 14; phases, seed 000 "Specials":
/// Siege(X), Digging(X)). Rulesets without them leave it empty, and their
/// units neither strike structures nor dig.

#include <string>
#include <utility>
#include <vector>

namespace skirmish {

struct StructurePolicy {
    /// The specials whose holder deals Xd6 structural damage, each with the
    /// stat that holds its X (at least 1): {"Siege", "siege"}.
    std::vector<std::pair<std::string, std::string>> damage = {};
    int die = 6; ///< the sides of the structural damage dice
    /// The special that tunnels through earth, X squares a round (its stat
    /// holds X, at least 1); empty: nobody digs.
    std::string dig_special = {};
    std::string dig_stat = {};
    std::string source = {}; ///< the seed section, for refusals and the log
};

} // namespace skirmish
