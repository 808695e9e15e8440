#pragma once
/// @file TurnSummary: where the fight stands, for the tracker, the player
/// view's banner and `skirmish-cli query FILE turn` (issue 5), laid out by
/// the ruleset's TurnPolicy (issue 12). A query: it never changes the
/// encounter.

#include "encounter/encounter.h"
#include "rules/turn_policy.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace skirmish {

struct TurnSummary {
    bool in_combat = false;
    int round = 0;
    std::optional<int> phase; ///< see CombatState::phase
    std::string phase_name;   ///< "Phase 3", "Fast actions", "Surprise round", or empty
    /// The ruleset's order: side ids (sides, factions, teams), unit ids
    /// (freehits) or phase numbers from P-1 down to 0 (phases).
    std::vector<std::string> order;
    std::vector<std::string> may_act; ///< unit ids, file order
    std::string acting;               ///< unit id taking its turn, or empty
    std::string to_act;               ///< side (or freehits unit) whose turn or pick it is
    std::map<std::string, std::map<std::string, int>> budgets; ///< unit id -> pool -> left
    std::vector<PoolLabel> pools;                              ///< the ruleset's pools, for display
    /// unit id -> pool -> its pips (TurnPolicy::pool_max), for the pools
    /// drawn as pips.
    std::map<std::string, std::map<std::string, int>> pool_max;
    /// Per unit in the fight: "acting" (mid-turn), "may act" (may act now),
    /// "done" (has had its turn this round; phases: its phase has passed),
    /// "out" (unconscious, dead, ...), or "waiting" (acts later this round).
    std::map<std::string, std::string> status;
    std::string now;            ///< "Roland's turn", "Guards' pick", "Phase 3"
    std::string banner;         ///< "Round 3 — Roland's turn"; empty outside combat
    TrackerLayout tracker;      ///< the order line and the groups of rows
    bool numeric_order = false; ///< `order` holds numbers (phases)
    /// A time to declare the turn, in seconds (0: none), counted by the
    /// views from the moment a new pick begins (another side to act, or
    /// one more unit done), and the rule with its seed section (factions'
    /// optional chaos of combat: 15 s for a player faction's pick, until a
    /// character takes its turn; else the turn is lost and the GM ends it).
    int declare_seconds = 0;
    std::string declare_rule = {};
};

TurnSummary summarize_turn(const Encounter& enc);

} // namespace skirmish
