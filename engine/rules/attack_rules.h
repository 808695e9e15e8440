#pragma once
/// @file Attacks and damage (issue 6), through the ruleset's AttackModel
/// and HealthModel (rules/attack_model.h; issue 12): the to-hit roll is the
/// model's, a miss may deal the model's Shock, and damage goes to the
/// health model's pools. Damage is `damage` when the GM gives it, else the
/// attacker's stat `damage` (a flat number), doubled by a critical.

#include "rules/attack_model.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// Rolls (or takes the GM's `faces` for) the to-hit roll of `attacker` on
/// `target` for `what` ("an attack", "the Shove's attack") and logs it; no
/// damage. A Rejection when entered faces are wrong or missing in entered
/// dice mode, or (sides) when the attacker has no line of sight.
Result<AttackOutcome> roll_to_hit(TurnContext& ctx, const std::string& attacker,
                                  const std::string& target, const std::vector<int>& faces,
                                  const std::string& what);

/// Rolls (or takes the GM's `faces` for) an attack of `attacker` on
/// `target`, logs it and applies the damage. `critical` forces a critical
/// hit (freehits' tragedy). A Rejection when entered faces are wrong or
/// missing in entered dice mode.
Result<AttackOutcome> resolve_attack(TurnContext& ctx, const std::string& attacker,
                                     const std::string& target, const std::vector<int>& faces,
                                     std::optional<int> damage, bool critical = false);

/// Takes `damage` off the target's pools as the ruleset's HealthModel
/// says (e.g. `endurance` then `health`); at 0 in the last one the unit
/// gets the model's condition (croaked, unconscious, ...). A unit without
/// any of the stats keeps its stats (the log says so).
void apply_damage(TurnContext& ctx, const std::string& target, int damage);

} // namespace skirmish
