#pragma once
/// @file AttackModel and HealthModel: how an attack is worked out and where
/// its damage goes (issues 6, 12 and 13). The model describes one attack as
/// an AttackCheck before any die is rolled; the odds (attack_prediction.h)
/// and the roll (attack_rules.h) both read that one description, so what
/// the table is shown is what is rolled. The default model hits without a
/// roll (the seeds with no to-hit roll here: phases, factions, teams);
/// freehits and sides bring their own.

#include "rules/turn_context.h"

#include <string>
#include <vector>

namespace skirmish {

/// One modifier of an attack: "half cover" -2 from seed 002 "Situation
/// Mod". `value` is added to the d20 roll (a bonus of the attacker or a
/// penalty of the situation) or, when `on_target`, to the number needed.
struct AttackModifier {
    std::string what;
    int value = 0;
    std::string source; ///< seed file and section, e.g. `seed 002 "Situation Mod"`
    bool on_target = false;
    bool from_stat = false; ///< the attacker's own bonus: logged as a bare number
};

/// A step of a natural-roll chain (seed 001 "Auto Fails/Criticals"): roll
/// a d`sides`; its highest face reaches the step `name`.
struct ChainStep {
    int sides = 4;
    std::string name;
};

/// An attack as the rules see it before the roll. `rolled` false: it hits
/// without a roll. Otherwise d20 + the modifiers >= `need` hits, a natural
/// >= `critical_on` (when > 0) always hits as a critical, a natural <=
/// `fumble_on` (when > 0) always misses; the chains escalate them.
struct AttackCheck {
    bool rolled = true;
    std::vector<AttackModifier> modifiers = {};
    int need = 10;            ///< the total that hits, modifiers on the target included
    std::string against = {}; ///< what `need` is called in the log: "AC" ("against AC 14")
    int critical_on = 0;      ///< natural face of a critical hit (0: none)
    int fumble_on = 0;        ///< natural face of an auto fail (0: none)
    std::vector<ChainStep> critical_chain = {}; ///< each step doubles the damage again; the
                                                ///< last one defeats the target outright
    std::vector<ChainStep> fumble_chain = {};   ///< names only: reactions.cpp applies them
    int damage = 0; ///< of a plain hit, in hit points, modifiers included
    std::vector<AttackModifier> damage_modifiers = {}; ///< what `damage` includes besides the stat
    int damage_bonus = 0;        ///< added to damage the GM enters too (freehits' boost)
    int shock = 0;               ///< dealt on a miss (sides), in hit points
    std::string shock_note = {}; ///< why there is no Shock, when there is none
    /// A turn mark a miss sets on the target, with `shock_note` logged
    /// (sides: "shield_shock", its shield spent on the round's first Shock).
    std::string miss_marks_target = {};

    /// Sum of the modifiers added to the roll.
    int bonus() const;
    /// The d20 face `natural` is a critical hit, an auto fail, a hit.
    bool critical(int natural) const { return critical_on > 0 && natural >= critical_on; }
    bool fumble(int natural) const { return fumble_on > 0 && natural <= fumble_on; }
    bool hits(int natural) const {
        return !rolled || critical(natural) || (!fumble(natural) && natural + bonus() >= need);
    }
};

/// What one roll did. `chain` counts the chain steps reached after a
/// critical (1: super critical); `defeats` means the target falls outright.
struct AttackOutcome {
    bool hit = false;
    bool critical = false;
    int natural = 0; ///< the d20's face, 0 when nothing was rolled
    int damage = 0;  ///< dealt (hit) or Shock (miss), in hit points
    int chain = 0;
    bool defeats = false;
};

class Sight;

/// The situation of an attack beyond the two units: which action makes it
/// (an ActionTarget::Foe action id: "attack", sides' "ranged_attack" or
/// "snap_attack"), and a Sight of the encounter's map (geometry/sight.h)
/// built once for many checks; without one, a check that needs sight builds
/// its own (about 1 ms on a 200 x 200 map with 2,000 walls).
struct AttackSituation {
    const Sight* sight = nullptr;
    std::string action = "attack";
};

/// Squares from one footprint to the other, diagonals counting 1: 1 when
/// they are adjacent, 0 when they overlap. Walls are not considered.
int squares_between(const Unit& a, const Unit& b);

class AttackModel {
public:
    virtual ~AttackModel() = default;
    /// The attack of `attacker` on `target` on `enc`'s map, before the
    /// roll: every modifier with its source, the number needed, damage.
    /// A Rejection when the attack cannot be made (sides: no line of
    /// sight). The default: a hit without a roll for the `damage` stat.
    virtual Result<AttackCheck> check(const Encounter& enc, const Unit& attacker,
                                      const Unit& target,
                                      const AttackSituation& situation = {}) const;
};

/// Rolls (or takes the GM's `faces` for) the d20 of `check` and classifies
/// it; logs "Roland rolls 12+3 -2 (half cover) = 13 against AC 14: a miss".
/// The chains are not rolled here. Rejections come from ctx.roll.
Result<AttackOutcome> roll_check(TurnContext& ctx, const AttackCheck& check,
                                 const std::string& attacker, const std::string& target,
                                 const std::vector<int>& faces, const std::string& what);

/// A state a unit is in because of one pool's level (teams: "harmed" at
/// half its endurance or less, "bloodied" below its maximum health). It
/// needs the pool's maximum (`<pool>_max`); the tokens show it as a badge.
struct HealthState {
    enum class When { AtMostHalf, BelowMax };
    std::string name;
    std::string pool;
    When when = When::BelowMax;
    std::string source = {}; ///< seed section
};

/// Where damage goes: taken from `pools` in order (teams: endurance, then
/// health); at 0 in the last one the unit gets `down`.
struct HealthModel {
    std::vector<std::string> pools{"hp"};
    std::string down = "unconscious";
    std::vector<HealthState> states = {};
};

/// "+2", "-4", "+0".
std::string signed_text(int v);

} // namespace skirmish
