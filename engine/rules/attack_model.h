#pragma once
/// @file AttackModel and HealthModel: how an attack is worked out and where
/// its damage goes (issues 6, 12 and 13). The model describes one attack as
/// an AttackCheck before any die is rolled; the odds (attack_prediction.h)
/// and the roll (attack_rules.h) both read that one description, so what
/// the table is shown is what is rolled. The default model hits without a
/// roll (phases, whose seed has no attack roll); freehits, sides,
/// factions and teams bring their own.

#include "rules/turn_context.h"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace skirmish {

/// One modifier of an attack: "half cover" -2 from seed 002 "Situation
/// Mod". `value` is added to the roll (a bonus of the attacker or a
/// penalty of the situation) or, when `on_target`, to the number needed;
/// when `advantage`, it is +1 advantage or -1 disadvantage (seed 004).
struct AttackModifier {
    std::string what;
    int value = 0;
    std::string source; ///< seed file and section, e.g. `seed 002 "Situation Mod"`
    bool on_target = false;
    bool from_stat = false; ///< the attacker's own bonus: logged as a bare number
    bool advantage = false;
};

/// A step of a natural-roll chain (seed 001 "Auto Fails/Criticals"): roll
/// a d`sides`; its highest face reaches the step `name`.
struct ChainStep {
    int sides = 4;
    std::string name;
};

/// One row of a table rolled after a hit (seed 000 "Subdue": "1-3: Attack
/// does 1/2 Fatigue damage"): faces up to `up_to` scale the damage by
/// `num`/`den` (rounded down) and send it to the check's `damage_pool`
/// when `to_pool`, else to the health pools as usual.
struct DamageRow {
    int up_to = 6;
    int num = 1;
    int den = 1;
    bool to_pool = true;
    std::string what = {}; ///< "half Fatigue"
};

/// An attack as the rules see it before the roll. `rolled` false: it hits
/// without a roll. Otherwise the `dice` + the modifiers >= `need` hits, a
/// natural >= `critical_on` (when > 0) always hits as a critical, a
/// natural <= `fumble_on` (when > 0) always misses; the chains escalate
/// them. The natural is the face of the `luck_die` when there is one, else
/// the dice's total (a d20's face).
struct AttackCheck {
    bool rolled = true;
    /// The dice rolled and added up, by sides: {20} (a d20), teams {6, 8}
    /// (the attribute's d6 and the combat skill's d8, seed 004 "Attacks").
    std::vector<int> dice = {20};
    /// Sides of a separate die that decides criticals (teams: the d20
    /// luck die, seed 004 "Attacks"), 0 for none.
    int luck_die = 0;
    /// A test's luck die, as against an attack's (seed 004 "Attacks": "Instead
    /// of adding a +4 when the luck die rolls a 20 or greater"): a natural of
    /// `luck_bonus_on` or more (0: never) adds `luck_bonus` to the result
    /// (teams' killing strike, a test).
    int luck_bonus_on = 0;
    int luck_bonus = 0;
    /// A save (factions' WIT save to hit, seed 003 "Attacking"): the dice +
    /// the modifiers must come to `need` or less.
    bool roll_under = false;
    /// Why there is a roll at all, where the rules usually need none
    /// ("a WIT save to hit: Orc is beyond half range"), or empty.
    std::string roll_reason = {};
    /// What the table is shown where nothing is rolled to hit (phases:
    /// "Combat 5 against Defense 7: the GM enters the hits"), or empty.
    std::string comparison = {};
    /// A table rolled after a hit (a d`table_die`, 0 for none) and the stat
    /// its rows may send the damage to (phases' Subdue: "fatigue").
    int table_die = 0;
    std::vector<DamageRow> table = {};
    std::string damage_pool = {};
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
    /// A turn mark the attack sets on the target, hit or miss (sides:
    /// "swarm_struck", the swarm on it has struck this round).
    std::string marks_target = {};
    /// At most this on a hit before the reduction (sides' Swarm Attack: its
    /// bonus "cannot make it do more than its usual maximum damage").
    std::optional<int> damage_cap = {};
    /// teams (seed 004 "Attacks"): a hit deals the test's result plus
    /// `damage` (`critical_damage` on a critical), less the target's
    /// `reduction`, to at least 1; a critical does not double it.
    bool damage_adds_roll = false;
    int critical_damage = 0;
    /// Subtracted from the damage of a hit (teams' deflection, factions'
    /// armour), which does not fall below `damage_floor` (teams 1, else 0).
    int reduction = 0;
    int damage_floor = 0;
    /// Damage dice rolled on a hit and added to `damage`, by sides
    /// (factions: the weapon's die, seed 003 "Attacking").
    std::vector<int> damage_dice = {};
    /// teams (seed 004 "Attacks"): an auto fail strays to a character
    /// next to the target, picked at random, and is finished against it.
    bool fumble_strays = false;
    /// A turn mark on the attacker that counts its attacks (teams:
    /// "attacks", for the multiple attack penalty), or empty.
    std::string counts_in_mark = {};
    /// A turn mark on the target that counts the attacks on it (phases:
    /// "attacked", for Dodge and Take Cover "against 1 attack / level"),
    /// or empty.
    std::string counts_on_target = {};
    /// A turn mark set on the attacker, this prefix and the target's id,
    /// holding the round (phases: "targeted:", read by Support and
    /// Coordinate: "targeting the same enemy as you"), or empty.
    std::string attacker_notes_target = {};
    /// Turn marks on other units that the attack spends, one each, as
    /// (unit id, mark) (phases: a guard's or supporter's "1 attack / level").
    std::vector<std::pair<std::string, std::string>> spends = {};
    /// A hit sets this condition on the target instead of dealing damage
    /// (teams' killing strike: "dead", seed 004 "Death"), or empty.
    std::string hit_sets_condition = {};
    /// On a miss, the attack of this action is made instead, with the GM's
    /// faces that are left (teams' killing strike: a sneak "attack").
    std::string miss_falls_back = {};
    /// A hit dealing at least `wound_at` net damage is a wound (freehits,
    /// seed 001 "Wounds/Aiming"; 0: none). It sets the `wounds` conditions
    /// (the aimed target's effect); with `wound_die` > 0, that die is
    /// rolled and its top face adds `wound_extra` damage (a fatal target:
    /// a 1 in 4 chance of 16 more).
    int wound_at = 0;
    std::vector<std::string> wounds = {};
    int wound_die = 0;
    int wound_extra = 0;
    /// The weapon the attack is made with (Weapon::name), or empty when the
    /// unit lists none and its own stats are its attack.
    std::string weapon = {};
    /// A non-lethal attack (factions, seed 003 "Non-lethal attacks"): a hit
    /// deals no damage; the target's `save_name` save, a d20 at or under
    /// `save_under`, or it suffers `save_effect` ("Bandit is grabbed").
    /// Empty: the hit deals damage.
    std::string save_effect = {};
    std::string save_name = {};
    int save_under = 0;
    /// The attacker may propose an attack stunt instead of damage
    /// (TakeAction::stunt): the seed section that allows it (factions,
    /// seed 003 "Attack stunts"), or empty where it may not.
    std::string stunt_source = {};
    /// A save the target makes against a hit instead of taking its damage
    /// (sides' execution attack, seed 002 "Execution Attacks"): a d20 less
    /// `penalty` at or above `need` saves, and the hit deals its maximum
    /// damage; failed, the target loses all its health and gets
    /// `fails_to` (the ruleset's down condition), or only `fails_to`
    /// ("unconscious") when `spares_health`. `need` 0: no such save.
    struct HitSave {
        std::string name; ///< "Physical"
        int need = 0;
        int penalty = 0;
        std::string fails_to = {};
        bool spares_health = false;
        std::string source = {};
    } hit_save = {};
    /// A condition of the target that the attack ends, hit or miss (sides'
    /// "unsuspecting": attacked, it is alert now), or empty.
    std::string ends_on_target = {};

    /// Allies screening the target (rules/screens.h; sides, seed 002
    /// "Screen an Ally (Move)"): before the roll, the attacker's d20 +
    /// `screen_bonus` must beat each one's d20 + its bonus, else the attack
    /// goes to the lowest-rolling screener who held it. Empty: none.
    struct Screen {
        std::string unit;
        std::string name; ///< for the dice to enter
        int bonus = 0;
    };
    std::vector<Screen> screens = {};
    int screen_bonus = 0;

    /// Sum of the modifiers added to the roll.
    int bonus() const;
    /// Advantages less disadvantages: the dice are rolled 1 + |n| times and
    /// the best (n > 0) or worst (n < 0) total kept.
    int advantage() const;
    /// The natural `natural` is a critical hit, an auto fail.
    bool critical(int natural) const { return critical_on > 0 && natural >= critical_on; }
    bool fumble(int natural) const { return fumble_on > 0 && natural <= fumble_on; }
    /// The dice showing `total` (kept) and the natural `natural` hit.
    bool hits(int total, int natural) const {
        return !rolled || critical(natural) ||
               (!fumble(natural) && reaches(total + bonus() + luck_added(natural)));
    }
    /// What the luck die's `natural` adds to a test's result (luck_bonus_on).
    int luck_added(int natural) const {
        return luck_bonus_on > 0 && natural >= luck_bonus_on ? luck_bonus : 0;
    }
    /// The result `result` (dice and modifiers) is good enough.
    bool reaches(int result) const { return roll_under ? result <= need : result >= need; }
    /// For a single d20: its face is both.
    bool hits(int natural) const { return hits(natural, natural); }
    /// Hit points a hit deals when the dice showed `total` and the damage
    /// dice `rolled`: `damage` + `rolled`, doubled by a critical and again
    /// by each of `chain` steps (with damage_adds_roll, the rule above),
    /// less `reduction`, not below `damage_floor`.
    int hit_damage(int total, bool critical, int chain = 0, int rolled = 0) const;
    /// "d20", "d6+d8", "2d6": the dice as players say them.
    std::string dice_text() const;
};

/// What one roll did. `chain` counts the chain steps reached after a
/// critical (1: super critical); `defeats` means the target falls outright.
struct AttackOutcome {
    bool hit = false;
    bool critical = false;
    int natural = 0;            ///< the d20's (or luck die's) face, 0 when nothing was rolled
    int total = 0;              ///< the dice kept, modifiers excluded
    std::size_t faces_used = 0; ///< how many of the GM's faces the roll read
    int damage = 0;             ///< dealt (hit) or Shock (miss), in hit points
    int chain = 0;
    bool defeats = false;
    /// resolve_attack with `hold`: the hit's `damage` is not dealt yet;
    /// `result` is the dice kept plus the modifiers, `raw_damage` the
    /// damage before the target's reduction.
    bool held = false;
    int result = 0;
    int raw_damage = 0;
    /// With `held`: the unit whose answer it waits for, the one struck (a
    /// screener that took the attack, or the target).
    std::string held_target = {};
    std::string weapon = {}; ///< the weapon it was made with (AttackCheck::weapon)
};

class Sight;
class Passability;

/// The situation of an attack beyond the two units: which action makes it
/// (an ActionTarget::Foe action id: "attack", sides' "ranged_attack" or
/// "snap_attack"), and a Sight and a Passability of the encounter's map
/// (geometry/sight.h, movement/passability.h) built once for many checks;
/// without them, a check that needs one builds its own (about 1 ms and
/// 0.3 ms on a 200 x 200 map with 2,000 walls).
struct AttackSituation {
    const Sight* sight = nullptr;
    std::string action = "attack";
    const Passability* pass = nullptr;
    /// The hit is decided and moved to another target (factions: hide
    /// behind, guard): the checks of who may be targeted do not apply.
    bool redirected = false;
    /// The attacker's weapon by name (Weapon::name); empty: the one
    /// rules/weapons.h picks for the action and the distance.
    std::string weapon = {};
    /// The target's weapon a Disarm aims at (TakeAction::item), or empty.
    std::string item = {};
};

/// Squares from one footprint to the other, diagonals counting 1: 1 when
/// they are adjacent, 0 when they overlap. Walls are not considered.
int squares_between(const Unit& a, const Unit& b);

/// The standing characters next to `target` (within 1 square), `except`
/// (the attacker) aside, in the encounter's order: where a stray attack
/// may land (seed 004 "Attacks": "within 1m of other characters").
std::vector<const Unit*> standing_next_to(const Encounter& enc, const Unit& target,
                                          const std::string& except);

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

/// Rolls (or takes the GM's `faces` for) the dice of `check` and classifies
/// them; logs "Roland rolls 12+3 -2 (half cover) = 13 against AC 14: a miss".
/// `faces` are read in order: each die of the check, again for each
/// advantage or disadvantage, then the luck die; the rest are left (the
/// chains are not rolled here). Rejections come from ctx.roll.
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
/// health); at 0 in the last one the unit gets `down`. `after_damage`, when
/// set, is told what the last pool lost, the damage left over beyond it
/// and who dealt it (empty: the GM; teams: the tests to stay conscious and
/// to cheat death, and nonlethal weapons).
struct HealthModel {
    std::vector<std::string> pools{"hp"};
    std::string down = "unconscious";
    std::vector<HealthState> states = {};
    /// Healing of at least this many hit points at once removes one wound
    /// (the first of the catalogue's `wound` conditions the unit has;
    /// freehits 6, seed 001 "Wounds/Aiming"); 0: healing removes none.
    int wound_heal = 0;
    /// Kinds of healing the GM may name (ChangeHealth::kind; phases'
    /// Healmancy), each with the specials immune to it.
    struct HealingKind {
        std::string id;    ///< "healmancy"
        std::string label; ///< "Healmancy"
        std::vector<std::string> immune = {};
        std::string source = {};
    };
    std::vector<HealingKind> healing_kinds = {};
    void (*after_damage)(TurnContext& ctx, const std::string& unit, int lost, int beyond,
                         const std::string& by) = nullptr;
};

/// "+2", "-4", "+0".
std::string signed_text(int v);

} // namespace skirmish
