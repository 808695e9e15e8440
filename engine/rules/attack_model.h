#pragma once
/// @file AttackModel and HealthModel: how an attack is rolled and where its
/// damage goes (issue 6's rules, issue 12's slots; issue 13 fills them out).
/// The default model hits without a roll (the seeds that give no roll here:
/// phases, factions, teams); freehits and sides bring their own.

#include "rules/turn_context.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

struct AttackOutcome {
    bool hit = false;
    bool critical = false;
    int natural = 0; ///< the d20's face, 0 when nothing was rolled
    int damage = 0;  ///< dealt (hit) or Shock (miss)
};

class AttackModel {
public:
    virtual ~AttackModel() = default;
    /// Rolls (or takes the GM's `faces` for) the to-hit roll of `attacker`
    /// on `target` for `what` ("an attack") and logs it; no damage. A
    /// Rejection when entered faces are wrong or missing in entered dice
    /// mode, or when the ruleset needs a line of sight that is not there.
    /// The default: the attack hits ("Orc hits Roland").
    virtual Result<AttackOutcome> to_hit(TurnContext& ctx, const Unit& attacker, const Unit& target,
                                         const std::vector<int>& faces,
                                         const std::string& what) const;
    /// Damage the target takes on a miss (sides' Shock), 0 for none.
    virtual int on_miss(const Unit& attacker, const Unit& target) const;
};

/// Where damage goes: taken from `pools` in order (teams: endurance, then
/// health); at 0 in the last one the unit gets `down`.
struct HealthModel {
    std::vector<std::string> pools{"hp"};
    std::string down = "unconscious";
};

/// "+2", "-4", "+0".
std::string signed_text(int v);

} // namespace skirmish
