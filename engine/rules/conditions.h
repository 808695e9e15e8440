#pragma once
/// @file The conditions of a ruleset (issue 13 "Conditions with their
/// effects"): each with its mechanical effect, how long it lasts and the
/// seed section it comes from. Conditions are free names on the unit; the
/// rules read the ones in the catalogue, the GM's menus offer those marked
/// `menu`, and `condition_clock.h` ends the timed ones.

#include <string>
#include <vector>

namespace skirmish {

/// How long a condition lasts once it is set.
enum class Lasts {
    UntilCleared, ///< until a rule or the GM clears it ("until it stands up")
    Round,        ///< until the next round begins ("for that round")
    UntilOwnTurn, ///< until the start of the unit's next turn
    Battle,       ///< until the fight ends ("for the entire battle")
};

struct ConditionDef {
    std::string id = {};     ///< as stored on the unit: "stunned", "prone"
    std::string on = {};     ///< the menu's words to set it: "Stun", "Knock Prone"
    std::string off = {};    ///< and to clear it: "Clear Stun", "Stand Up (No Action)"
    std::string source = {}; ///< seed section, or RULESETS.md
    int group = 1;           ///< menus put a separator between groups
    std::string effect = {}; ///< what the engine does with it, in one line
    Lasts lasts = Lasts::UntilCleared;
    std::string name = {};           ///< the ruleset's word for it ("Guard"); empty: the id
    bool menu = true;                ///< false: only a rule sets it (the GM's menus skip it)
    bool ends_when_attacked = false; ///< an attack on the unit ends it (phases' Calm)
    bool wound = false;              ///< a wound's effect: enough healing at once ends it
    /// Specials whose units are immune to it: setting it on them is refused
    /// (phases: Constructs and Uncroaked are immune to Stun and Turning).
    std::vector<std::string> immune = {};
    /// What the GM judges when setting it (sides' dual wielding needs
    /// weapon skills the engine does not keep): logged as "GM: ..." with
    /// the section when the condition is set. Empty: nothing.
    std::string asks = {};

    /// `name`, or the id when it has none.
    const std::string& word() const { return name.empty() ? id : name; }
};

/// "unconscious": out of the fight in every ruleset (turn_context.h
/// out_of_fight), knocked out and revived by the GM; group 0.
ConditionDef knocked_out();
/// A condition only a rule sets (`menu` false), lasting `lasts`.
ConditionDef by_rule(std::string id, std::string name, std::string effect, Lasts lasts,
                     std::string source);

/// The entry for `id` in `catalogue`, or nullptr.
const ConditionDef* find_condition(const std::vector<ConditionDef>& catalogue,
                                   const std::string& id);
/// "until cleared", "this round", "until its next turn"; with `rounds_left`
/// > 0 (a GM's timer, counting this round): "2 rounds left".
std::string lasts_text(Lasts lasts, int rounds_left = 0);

} // namespace skirmish
