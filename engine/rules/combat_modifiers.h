#pragma once
/// @file Combat Modifiers chosen per unit (issue 14; seed 000 "Combat
/// Modifiers"), parametrised by the ruleset's ModifierPolicy
/// (rules/modifier_policy.h). The modifiers are conditions of the
/// catalogue ("block", "guard", ...); the attack model reads their effects.
///
/// - "Combat modifiers only apply to units with the Military special."
/// - "A unit can apply one (1) Combat Modifier for each level they
///   possess. The same combat modifier cannot be selected more than once /
///   level": at most `level` (stat, at least 1) at once, each once (a
///   condition is held or not).
/// - "Combat Sequence": declared freely at the start of the fight (in
///   round 1's first phase, until a unit moves or acts, as Stacks); then a
///   change costs the unit's Action to Regroup, one Regroup a round
///   covering one change of squad and one of modifiers (rules/regroup.h).

#include "core/result.h"
#include "encounter/command.h"
#include "encounter/encounter.h"
#include "encounter/event.h"

#include <string>
#include <vector>

namespace skirmish {

/// One Combat Modifier as the GUI offers it.
struct ModifierChoice {
    std::string id;     ///< the condition id: "block"
    std::string name;   ///< the ruleset's word: "Block"
    std::string effect; ///< "Defense +3, Combat -2"
    bool chosen = false;
};

/// What a unit may choose now, for the GUI's dialog.
struct ModifierMenu {
    std::vector<ModifierChoice> choices = {};
    int limit = 0;            ///< how many at once (0: none)
    std::string refusal = {}; ///< why it chooses none ("not Military"), or empty
    std::string cost = {};    ///< what a change costs now, in one sentence
    std::string source = {};  ///< the seed section
};

/// Empty when `unit` may hold exactly `modifiers` under `enc`'s ruleset,
/// else why not (an unknown modifier, a repeat, no Military, over the
/// limit), citing the seed.
std::string modifiers_problem(const Encounter& enc, const Unit& unit,
                              const std::vector<std::string>& modifiers);

/// The modifiers `unit` holds, in the policy's order.
std::vector<std::string> modifiers_of(const Encounter& enc, const Unit& unit);

/// The dialog's content for `unit` (empty choices when the ruleset has no
/// Combat Modifiers).
ModifierMenu modifier_menu(const Encounter& enc, const Unit& unit);

/// The events of SetModifiers, or why it is refused.
Result<std::vector<Event>> plan_set_modifiers(const Encounter& enc, const SetModifiers& cmd);

} // namespace skirmish
