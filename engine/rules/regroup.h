#pragma once
/// @file The Regroup shared by squads and Combat Modifiers (issue 14;
/// seed 000 "Combat Sequence": "At the beginning of the combat, Stacks and
/// Combat modifiers are declared and applied. Once combat begins,
/// restacking and changing Combat Modifiers requires spending an action to
/// Regroup"; "Special Combat Maneuvers": "A unit can drop from its current
/// stack, join a new stack, and change all Combat Modifiers by spending an
/// Action to Regroup").

#include "core/result.h"
#include "encounter/encounter.h"
#include "encounter/event.h"

#include <string>
#include <vector>

namespace skirmish {

/// True outside a fight and, in one, until round 1's first phase (the
/// turn policy's round start) is over or a unit has moved or acted (turn
/// marks "moved", "acted"): Stacks and Combat Modifiers are declared
/// freely then.
bool declaring(const Encounter& enc);

/// What a Regroup changes: one of each may come from a single Regroup.
enum class RegroupPart { Squad, Modifiers };

/// Makes `unit` spend `action` (the ruleset's Regroup) on `work` for a
/// change of `part`, adding the events to `out`; free when this round's
/// Regroup was spent (turn mark "regrouped", holding the round: the plain
/// action or the other part's change) and not yet on this part (marks
/// "regrouped_squad", "regrouped_modifiers"). So one Regroup drops, joins
/// and changes modifiers, but a second change of the same part costs
/// another Action. Returns the turn policy's refusal when the unit cannot
/// act now; true when an Action was spent.
Result<bool> pay_regroup(Encounter& work, std::vector<Event>& out, const std::string& unit,
                         const std::string& action, RegroupPart part);

} // namespace skirmish
