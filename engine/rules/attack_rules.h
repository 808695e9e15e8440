#pragma once
/// @file Attack rolls and damage where the seeds define them (issue 6).
///
/// - freehits (seed 001 "Attacking", "Auto Fails/Criticals"): d20 + stat
///   `accuracy` >= target's `agility` + 10 (prone targets: 5 + agility);
///   a natural 20 is a critical hit (double damage), a natural 1 misses.
/// - sides (seed 002 "Attack Rolls", "Shock"): d20 + stat `attack` >= stat
///   `ac`, -2 for half cover and -4 for full cover (geometry/sight.h from
///   the attacker's square); on a miss, Shock: stat `shock` damage when
///   the target's `ac` <= stat `shock_ac` (or always without `shock_ac`).
/// - factions (seed 003 "Attacking"): attacks hit in normal situations.
/// - phases and teams: the seeds give no roll here; the attack hits and the
///   GM enters the damage.
/// Damage is `damage` when the GM gives it, else the attacker's stat
/// `damage` (a flat number), doubled by a critical.

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

/// Takes `damage` off the target's hit points: `hits` (phases), `hp`
/// (freehits, sides), `health` (factions), `endurance` then `health`
/// (teams). At 0 the unit gets the ruleset's condition: croaked,
/// unconscious, mortally injured, incapacitated, unconscious. A unit
/// without the stat keeps its stats (the log says so).
void apply_damage(TurnContext& ctx, const std::string& target, int damage);

} // namespace skirmish
