#pragma once
/// @file GrabPolicy: non-lethal attacks and the hold a grab keeps (issue 14;
/// factions, seed 003 "Non-lethal attacks"). "Non-lethal attacks don't
/// inflict damage but instead force the target to pass a save or suffer
/// negative consequences. They can be dodged and countered ... Since they
/// inflict no damage they are always resolved last in case of a counter."
/// The actions are ActionDef::nonlethal (rules/action_table.h); this says
/// what a grab's hold allows. Rulesets without it (`enabled` false) keep
/// sides' grappling (rules/grapple.h) or none; both keep their holds in
/// CombatState::grappling, with the conditions `held` and `holder`.

#include <string>

namespace skirmish {

struct GrabPolicy {
    /// factions' grabs; false: sides' grapples (rules/grapple.h), or none.
    bool enabled = false;
    /// The condition of a held unit (factions "grabbed": "entangled for as
    /// long as their enemy keeps hold of them", it cannot move while held;
    /// sides "grappled") and of its holder (sides "grappling"; factions
    /// none).
    std::string held = {};
    std::string holder = {};
    /// The stat a non-lethal attack's save is made with, at or under it on
    /// a d20 ("str"), and its name in the log ("STR").
    std::string save_stat = {};
    std::string save_name = {};
    /// A condition of a character whose own weapon (its stats, no weapons
    /// listed) was knocked away by a Disarm: it attacks unarmed until it
    /// picks the weapon up ("disarmed").
    std::string disarmed = {};
    /// The action that picks a knocked-away weapon up ("pick_up": "Pick up
    /// or put down something", a bonus action), with TakeAction::item.
    std::string pick_up = {};
    /// "... and can be used to counter": the unit hit may counter with one
    /// of the ruleset's non-lethal actions (Respond::action); the attack
    /// lands first and the counter's save last ("Since they inflict no
    /// damage they are always resolved last in case of a counter").
    bool counters = false;
    std::string source = {}; ///< the seed section
};

} // namespace skirmish
