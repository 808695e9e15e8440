#pragma once
/// @file Health: where damage goes and what the table is shown of it
/// (issues 6 and 13). Damage is taken from the ruleset's HealthModel pools
/// in order (teams: endurance, then health); at 0 in the last one the unit
/// gets the model's down condition. A pool's maximum is the unit's stat
/// `<pool>_max` ("hp_max") when it has one.

#include "rules/attack_model.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

struct Ruleset;

/// Takes `damage` hit points off the target's pools as the ruleset's
/// HealthModel says; at 0 in the last one the unit gets the model's
/// condition (croaked, unconscious, ...) and the log says so. A unit
/// without any of the stats keeps its stats (the log says so). In a fight
/// the damage counts in CombatState::taken, and for `by` (the unit that
/// dealt it, when one did) in CombatState::dealt.
void apply_damage(TurnContext& ctx, const std::string& target, int damage,
                  const std::string& by = {});

/// Heals `amount` hit points: the pools fill from the last one back, each
/// up to its `<pool>_max` (without a maximum, without limit). A unit that
/// was down through its health model's condition and now has more than 0
/// in its last pool is no longer down (the GM's healing brings it back;
/// RULESETS.md leaves revival to the GM). Logged.
void heal(TurnContext& ctx, const std::string& target, int amount);

/// The GM's quick damage (`amount` < 0) or healing (> 0) of one unit (the
/// ChangeHealth command). Refused, with the reason, when the unit has none
/// of the ruleset's health pools.
/// `kind` names one of HealthModel::healing_kinds (phases' "healmancy"):
/// refused, with the special and its seed section, for a unit immune to it,
/// and refused with damage or when the ruleset has no such kind.
std::optional<std::string> change_health(TurnContext& ctx, const std::string& unit, int amount,
                                         const std::string& kind = {});

/// What is left in the target's health pools, in hit points (all of them
/// added up; 0 for a unit with none).
int health_left(const Unit& u, const HealthModel& health);

/// The stat that holds the maximum of health pool `pool` ("hp" gives
/// "hp_max"): the full health bar, and the most healing restores.
std::string pool_max_stat(const std::string& pool);

/// One health pool as the table sees it: "HP 7/12".
struct PoolView {
    std::string id;    ///< the stat: "hp", "endurance"
    std::string label; ///< the ruleset's word: "HP", "Endurance"
    int value = 0;
    std::optional<int> max = {}; ///< from `<id>_max`
};

/// A unit's health as the tokens and the tracker draw it (the UI reads this
/// and decides nothing).
struct HealthView {
    std::vector<PoolView> pools; ///< the ruleset's pools the unit has, in order
    std::string down;            ///< what keeps it out of the fight, or ""
    /// Its other conditions, in name order, each with the rounds left of a
    /// GM's timer: "prone", "stunned (2)".
    std::vector<std::string> badges;
    /// Each condition explained from the catalogue, for tooltips:
    /// "Guard: +1 to evasion and deflection (until its next turn; seed 004
    /// "Actions in Combat")"; an unknown one: "bleeding (set by the GM)".
    std::vector<std::string> notes;
    /// The health model's states it is in ("harmed", "bloodied"): they tell
    /// how hurt it is, so the players see them only with its health.
    std::vector<std::string> states;
    /// The share left of the pools that have a maximum (0 to 1), or
    /// nullopt when none has one.
    std::optional<double> fraction() const;
    /// "HP 7/12", "Endurance 3/5, Health 10/10", "HP 7"; "" without pools.
    std::string text() const;
};

/// The health of `u` under `rules`.
HealthView health_view(const Ruleset& rules, const Unit& u);

} // namespace skirmish
