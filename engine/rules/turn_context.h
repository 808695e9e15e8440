#pragma once
/// @file TurnContext: the scratch state of one combat command while a
/// TurnPolicy works on it. Collects the new CombatState, the units whose
/// conditions change, the log lines and the dice drawn; combat_commands.cpp
/// turns them into events.

#include "combat/dice.h"
#include "encounter/encounter.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

class TurnContext {
public:
    /// `override` marks a GM override: policies skip turn and budget checks.
    TurnContext(const Encounter& enc, bool override);

    const Encounter& enc;
    CombatState state; ///< starts as enc.combat
    bool override = false;
    std::vector<LogEntry> log;
    std::map<std::string, Unit> changed_units; ///< after-state, by unit id

    /// The unit as it is now (changes included), or nullptr.
    const Unit* unit(const std::string& id) const;
    /// A unit to change (must exist).
    Unit& edit_unit(const std::string& id);
    /// Sets or clears a condition; true when it changed.
    bool set_condition(const std::string& id, const std::string& condition, bool on);
    /// The unit's combat standing (created when missing).
    UnitTurn& turn(const std::string& id);
    /// The unit's name, or the id of an unknown unit.
    std::string name(const std::string& id) const;
    /// The side's name, or its id.
    std::string side_name(const std::string& id) const;
    /// The units on the map now, in file order (changes included).
    std::vector<const Unit*> units() const;
    /// The units of one side, in file order.
    std::vector<const Unit*> members(const std::string& side) const;

    /// Adds a log line for the current round.
    void say(std::string text, std::string kind = "command");

    /// Rolls `expr` with the encounter's seeded dice, or checks the faces
    /// the GM entered (when `entered` is set). Logs "who rolls ... for why".
    Result<Roll> roll(const DiceExpr& expr, const std::vector<int>* entered, const std::string& who,
                      const std::string& why);
    /// The same with the faces as a list: an empty list means none entered.
    Result<Roll> roll(const DiceExpr& expr, const std::vector<int>& faces, const std::string& who,
                      const std::string& why);
};

/// True when `u` cannot take turns: unconscious, dead, croaked, mortally
/// injured, incapacitated, or fled (sides' morale, seed 002 "Morale").
bool out_of_fight(const Unit& u);
/// True when `u` has given up the fight without being down: `broken` by a
/// failed morale check or `surrendered` (seed 003 "Morale").
bool routed(const Unit& u);
/// The condition that keeps `u` out of the fight ("dead" first, then
/// "croaked", "mortally injured", "unconscious", "incapacitated", "fled"),
/// or "".
std::string down_condition(const Unit& u);
/// "Roland is unconscious" (the condition that keeps `u` out of the fight).
std::string out_reason(const TurnContext& ctx, const Unit& u);
/// True when `a` and `b` name the same condition or special: equal once
/// lower-cased and stripped of spaces, '_' and '-' ("Flat-footed" is
/// "flat footed"), compared without copying either.
bool same_condition(std::string_view a, std::string_view b);
/// True when `names` (a unit's or a weapon's specials or conditions) holds
/// `name`, compared as same_condition does.
bool has_name(const std::set<std::string>& names, std::string_view name);
/// True when `u` has condition `c` (compared as same_condition does).
bool has_condition(const Unit& u, std::string_view c);
/// True when `u` has special `s`, compared case-insensitively with spaces,
/// hyphens and underscores ignored ("Danger Sense" == "danger_sense").
bool has_special(const Unit& u, std::string_view s);
/// The first of `specials` that `u` has (as has_special compares), or "".
std::string first_special(const Unit& u, const std::vector<std::string>& specials);
/// "Guards'" for "Guards", "Roland's" for "Roland".
std::string possessive(const std::string& name);
/// The unit's name, or its id when it has none.
std::string display_name(const Unit& u);
/// The unit's stat, or `fallback` when it has none.
int stat_of(const Unit& u, const std::string& stat, int fallback = 0);

} // namespace skirmish
