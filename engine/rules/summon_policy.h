#pragma once
/// @file SummonPolicy: whether a ruleset binds summoned units to their
/// summoner, and how many it may hold (issue 14; freehits, seed 001
/// "Summoning Slots", "Thralling", "Summoning Sickness", "Feats": Legion
/// leader). Rulesets without it refuse a unit with a summoner.

#include <string>
#include <utility>
#include <vector>

namespace skirmish {

struct SummonPolicy {
    bool enabled = false;
    /// A summoner holds as many summons as this stat (at least 1): "level".
    std::string slots_stat = {};
    /// Specials that add slots: ("Legion leader", 2).
    std::vector<std::pair<std::string, int>> extra_slots = {};
    /// Set on a summon placed during a fight ("summoned": it cannot act or
    /// dodge in its first round), or empty.
    std::string sickness = {};
    std::string slots_source = {};  ///< the seed section of the slots
    std::string thrall_source = {}; ///< the seed section of thralling
};

} // namespace skirmish
