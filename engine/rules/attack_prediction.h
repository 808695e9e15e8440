#pragma once
/// @file The odds of an attack before the roll (issue 13 "Prediction"): a
/// pure function of the encounter that reads the same AttackCheck the roll
/// reads (attack_model.h), and enumerates every face of the dice (with
/// advantage, every face of every roll), the luck die and the chain dice,
/// so the chances are exact fractions, never samples.

#include "rules/attack_model.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace skirmish {

/// An exact chance `num / den`, always reduced (0 is 0/1).
struct Chance {
    std::uint64_t num = 0;
    std::uint64_t den = 1;
    bool operator==(const Chance&) const = default;
    double value() const { return static_cast<double>(num) / static_cast<double>(den); }
};
Chance operator+(Chance a, Chance b);
Chance operator*(Chance a, Chance b);

/// One outcome of the roll: "miss", "hit", "critical", a chain step
/// ("super critical", "decisive victory"), "auto fail", "tragedy", "fatal
/// blow". `damage` is what the target takes, in hit points; where it
/// depends on the roll (teams), it runs from `damage` to `damage_max`.
struct OutcomeOdds {
    std::string outcome;
    Chance chance;
    int damage = 0;
    bool hits = false;
    bool critical = false;
    bool defeats = false; ///< the target falls outright (a chain's last step)
    int damage_max = 0;
    /// Where `damage` goes when not to the hit points: the check's
    /// damage_pool ("fatigue", phases' Subdue); then it is not in the
    /// prediction's damage distribution.
    std::string pool = {};
};

/// The prediction: the check with its modifiers and their sources, the
/// outcomes in order from worst to best for the attacker, and the damage
/// the target takes (hit points -> chance; the chances add up to 1).
struct AttackPrediction {
    AttackCheck check;
    std::vector<OutcomeOdds> outcomes;
    std::map<int, Chance> damage;

    Chance hit() const;      ///< any hit, criticals included
    Chance critical() const; ///< a critical hit, chain steps included
    /// A non-lethal attack's effect: a hit and a failed save (d20 over
    /// AttackCheck::save_under); 0 for an attack that deals damage.
    Chance effect() const;
    double expected_damage() const;
    /// The attack gets past the screens on its target (AttackCheck::screens;
    /// seed 002 "Screen an Ally (Move)"): the attacker's d20 + its bonus
    /// beats every screener's; 1 without screens. The other chances are
    /// those of the attack on the target once past them.
    Chance past_screens() const;
};

/// "55%", "0.21%", "100%": a chance for people, with two significant
/// digits below 10%.
std::string percent(Chance c);
/// One line for the table: "Hit 55% (11/20), critical 5%, Shock 2 on a
/// miss; expected damage 3.1"; a non-lethal attack: "Hit 100%; Bandit is
/// grabbed 50%".
std::string odds_summary(const AttackPrediction& p);

/// What the dice must do, in one line: "d20+3 against AC 14: the die must
/// show 11 or more", "d6+d4+1 against evasion 6 (the better of 2 rolls);
/// the luck die (d20) on 19 or more is a critical hit".
std::string roll_needed(const AttackCheck& c);

/// The dice the GM types for `c`, in the order the roll reads them: "d6",
/// "d4" (again for each advantage), "luck d20", then the chain's dice.
std::vector<std::string> dice_to_enter(const AttackCheck& c);

/// The odds of `attacker` attacking `target` now, as the encounter's
/// ruleset works them out (seed sections in the check's modifiers). A
/// Rejection when either unit is missing or the attack cannot be made
/// (sides: no line of sight). Takes no dice and changes nothing.
Result<AttackPrediction> predict(const Encounter& enc, const std::string& attacker,
                                 const std::string& target);

/// The same for two units as they stand.
/// `situation` may carry a Sight of the map to reuse over many predictions.
Result<AttackPrediction> predict(const Encounter& enc, const Unit& attacker, const Unit& target,
                                 const AttackSituation& situation = {});

} // namespace skirmish
