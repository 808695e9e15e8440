#pragma once
/// @file Attacks and damage (issues 6 and 13), through the ruleset's
/// AttackModel and HealthModel (rules/attack_model.h): the model's check
/// is rolled, a critical climbs its chain, a miss may deal the check's
/// Shock, and damage goes to the health model's pools. Damage is `damage`
/// when the GM gives it, else the check's; a critical doubles it and each
/// chain step but the last doubles it again; the last step defeats.

#include "rules/attack_model.h"
#include "rules/health.h"

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
/// `target`, logs it and applies the damage. `faces` are the d20 first,
/// then the chain's dice (freehits: the d4, then the d6). `critical`
/// forces a critical hit without a roll (freehits' tragedy). A Rejection
/// when entered faces are wrong or missing in entered dice mode, or when
/// the model refuses the attack (no line of sight).
/// `action` is the Foe-aimed action that makes it ("attack", "snap_attack").
Result<AttackOutcome> resolve_attack(TurnContext& ctx, const std::string& attacker,
                                     const std::string& target, const std::vector<int>& faces,
                                     std::optional<int> damage, bool critical = false,
                                     const std::string& action = "attack");

} // namespace skirmish
