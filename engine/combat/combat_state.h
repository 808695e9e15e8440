#pragma once
/// @file CombatState: where a fight stands (issue 5). Saved in the encounter
/// file under "combat"; the combat log is saved beside it under "log".
///
/// The state is ruleset-neutral: a round, an optional phase, an order of
/// side or unit ids, whose pick it is, and per unit a budget of named pools
/// ("move", "action", "aa", "main", ...) and named marks ("acted", "done",
/// "delayed", ...). Each ruleset's TurnPolicy (rules/turn_policy.h) gives
/// the names their meaning.

#include "core/cell.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace skirmish {

/// One unit's standing in the fight. `budget` holds what is left this turn
/// (or round) per pool; `marks` holds the policy's bookkeeping. Both are
/// small counters; a missing name means 0.
struct UnitTurn {
    std::map<std::string, int> budget;
    std::map<std::string, int> marks;
    bool operator==(const UnitTurn&) const = default;

    int left(const std::string& pool) const;
    int mark(const std::string& name) const;
    /// Sets a mark; 0 erases it, so equal states have one representation.
    void set_mark(const std::string& name, int value);
    /// Erases the marks whose names start with `prefix` ("zone:").
    void clear_marks(const std::string& prefix);
};

/// What the GM said when combat started (issue 5 "Starting combat takes").
struct CombatSetup {
    std::string initiator;              ///< side id that started the fight
    std::string initiating_unit;        ///< unit id that attacked first, or empty (freehits)
    std::vector<std::string> surprised; ///< side ids caught unawares
    std::string party;                  ///< side id of the party (sides), or empty
    std::string attacked;               ///< teams: the side attacked, or empty
    std::string initiative_holder;      ///< factions: the side holding the initiative
    bool fast_slow = false;             ///< factions: the optional fast/slow activations
    /// factions: the optional chaos of combat (seed 003): 15 seconds to
    /// declare a turn, speaking only with a bonus action. Issue 14.
    bool chaos = false;
    /// factions: the initiator launched an ambush (seed 003 "Sneaking in
    /// combat"): its characters start concealed. Issue 14; older files
    /// have none.
    bool ambush = false;
    /// teams: the GM's order for the teams after the initiator and the
    /// attacked (side ids; the rest follow in file order). Issue 14.
    std::vector<std::string> order = {};
    bool operator==(const CombatSetup&) const = default;
};

/// One enemy that may react to a move later on its path (issue 6).
struct LaterProvoke {
    std::string by;
    Cell at;
    bool operator==(const LaterProvoke&) const = default;
};

/// A hit that waits for its target's answer before its damage lands
/// (teams, seed 004 "Defensive Actions": a dodge, a parry or a block):
/// the attack test's `result` (modifiers included) and the damage before
/// the target's reduction (`raw`, in hit points); the damage it deals if
/// taken is PendingReaction::damage.
struct HeldHit {
    int result = 0;
    int raw = 0;
    bool operator==(const HeldHit&) const = default;
};

/// A reaction waiting for the GM's answer (issue 6): `by` may take an
/// opportunity attack (`kind` "free_hit", "attack_of_opportunity",
/// "opportunity_attack") on `against`, which provoked it on `at`; or, for
/// `kind` "attack_reaction", `by` was hit by `against` and may answer
/// before the damage lands (factions: dodge, counter, hide or be guarded;
/// teams: dodge, parry or block the `held` hit). A
/// provoking move stops there; `rest` is the rest of its path (ending on
/// its goal) and `later` the enemies it will provoke further on.
struct PendingReaction {
    std::string by;
    std::string against;
    Cell at;
    std::string kind;
    bool critical = false; ///< freehits: a tragedy's free critical hit
    std::vector<Cell> rest;
    std::vector<LaterProvoke> later;
    /// "attack_reaction": factions, the damage the GM gave for the hit being
    /// answered: what its damage dice showed (the bonus and armour still
    /// apply), or with no dice the damage; empty: rolled after the answer.
    /// teams (`held`): the damage the hit deals if it is taken. A
    /// non-lethal attack (`action`): the face of the save's d20, when the
    /// GM typed it with the attack.
    std::optional<int> damage = {};
    /// teams "attack_reaction": the hit being answered (absent in files
    /// written before it, which hold no teams answer).
    std::optional<HeldHit> held = {};
    /// "attack_reaction": the weapon of the attack being answered, whose
    /// damage lands once it is answered (empty: the unit lists none; files
    /// written before weapons have none).
    std::string weapon = {};
    /// "attack_reaction": the non-lethal action of the hit being answered
    /// ("grapple", "disarm": a save instead of damage, ActionDef::nonlethal)
    /// and the weapon a Disarm aims at; empty for an attack that deals
    /// damage (and in files written before them).
    std::string action = {};
    std::string item = {};
    /// "attack_reaction": the attack stunt proposed instead of damage
    /// (TakeAction::stunt), or empty (and in files written before it).
    std::string stunt = {};
    /// "attack_reaction" of an attack on several targets (factions' blasts):
    /// the target that countered it, after which no other may ("Attacks
    /// with multiple targets can only be countered by a single target",
    /// seed 003 "Reacting to an attack"); empty until one does (and in
    /// files written before it).
    std::string countered_by = {};
    /// teams "attack_reaction": the unit first hit, when an ally Intercepted
    /// this hit (seed 004 Table: Reactions); it is not intercepted again.
    /// Empty otherwise (and in files written before it).
    std::string intercepted = {};
    bool operator==(const PendingReaction&) const = default;
};

/// Where the fight stands. `active` is false outside combat; the dice's
/// seed and position stay so that a later fight goes on with the same
/// generator.
struct CombatState {
    bool active = false;
    int round = 0; ///< 1-based; 0 is a surprise (or ambush) round
    /// phases: the phase number (P-1 down to 0); factions with fast/slow
    /// activations: 1 = fast, 0 = slow; otherwise none.
    std::optional<int> phase;
    int phase_count = 0; ///< phases: P = max base Combat + 1
    /// The ruleset's order: side ids (sides, factions, teams) or unit ids
    /// (freehits); phases lists no order (see phase_count).
    std::vector<std::string> order;
    std::string to_act;           ///< the side (or freehits: unit) whose turn or pick it is
    std::string acting;           ///< the unit taking its turn now, or empty
    int passes = 0;               ///< factions: consecutive passes
    std::optional<int> threshold; ///< factions: the fast action threshold (d20)
    std::map<std::string, int> initiative; ///< rolled totals per side id
    std::map<std::string, UnitTurn> units; ///< by unit id
    CombatSetup setup;
    std::uint64_t seed = 0;     ///< the dice generator's seed
    std::uint64_t position = 0; ///< draws made from it so far
    /// "rng": the engine rolls; "entered": the GM types the physical dice's
    /// faces into every command that needs dice (issue 6).
    std::string dice_mode = "rng";
    std::optional<PendingReaction> pending; ///< a reaction awaiting the GM
    /// Reactions raised one by one after the pending one is answered: the
    /// further targets of an area attack (issue 14; rules/area_attack.h).
    std::vector<PendingReaction> queued;
    std::map<std::string, std::string> readied; ///< teams: unit id -> its trigger
    /// phases (seed 000 "Carrying"): carrier id -> the unit it carries or
    /// drags, which follows it into the square it leaves last.
    std::map<std::string, std::string> carrying;
    /// sides (seed 002 "Grappling"): grappler id -> the unit it grapples
    /// (one each; several may grapple one unit).
    std::map<std::string, std::string> grappling;
    /// sides (seed 002 "Screen an Ally (Move)"): screener id -> the ally it
    /// screens, while it is `screening` (rules/screens.h).
    std::map<std::string, std::string> screening;
    /// factions (seed 003 "Combat gear degradation"): unit id -> the gear it
    /// used this fight, its weapons by name, "(weapon)" for its own weapon
    /// stats and "(armour)" (rules/gear.h).
    std::map<std::string, std::set<std::string>> used_gear;
    /// Hit points each unit dealt and took in this fight (the end-of-fight
    /// summary, issue 13), by unit id; the GM's quick damage counts as taken.
    std::map<std::string, int> dealt;
    std::map<std::string, int> taken;
    bool operator==(const CombatState&) const = default;

    const UnitTurn* turn_of(const std::string& unit) const;
};

/// One line of the combat log. `round` is the round it happened in (0
/// outside combat), `kind` one of "command", "roll", "override", "turn",
/// "reaction", "rule" (a rule the GM judges: ActionDef::asks and the like).
struct LogEntry {
    int round = 0;
    std::string kind;
    std::string text;
    /// The unit a result is about, for the views to float it there: the
    /// target of an attack that missed ("miss"); empty for other lines.
    std::string missed = {};
    bool operator==(const LogEntry&) const = default;
};

} // namespace skirmish
