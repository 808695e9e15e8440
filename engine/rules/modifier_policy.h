#pragma once
/// @file ModifierPolicy: whether a ruleset has Combat Modifiers chosen per
/// unit, and their limits (issue 14; phases, seed 000 "Combat Modifiers",
/// "Combat Sequence", "Special Combat Maneuvers": Regroup). Rulesets
/// without them leave it disabled and refuse SetModifiers.

#include <string>
#include <vector>

namespace skirmish {

struct ModifierPolicy {
    bool enabled = false;
    /// The condition ids that are Combat Modifiers, in menu order; their
    /// names and effects are the condition catalogue's.
    std::vector<std::string> conditions = {};
    /// Only units with this special choose any (empty: every unit).
    std::string needs_special = {};
    /// A unit holds at most this stat's value (at least 1) at once.
    std::string limit_stat = {};
    /// In a fight, after the declaring at its start, a change spends this
    /// action (the Regroup), once a round with a change of squad.
    std::string regroup_action = {};
    std::string source = {}; ///< the seed section, for refusals
    /// A unit with `special` never holds `modifier` (phases: a Transport
    /// "cannot dodge", seed 000 "Specials").
    struct Barred {
        std::string special;
        std::string modifier;
        std::string source; ///< the seed section
    };
    std::vector<Barred> barred = {};
};

} // namespace skirmish
