#pragma once
/// @file Actions and what they cost (issue 5): the types each ruleset's
/// action table is made of, and small builders for writing one. The tables
/// themselves live in the ruleset folders (`rules/<id>/<id>_ruleset.cpp`).

#include "core/ruleset_id.h"

#include <string>
#include <vector>

namespace skirmish {

/// One way to pay for an action: `amount` from the budget pool `pool`.
struct ActionCost {
    std::string pool;
    int amount = 1;
};

/// The alternative payments of an action, tried in order.
using ActionWays = std::vector<std::vector<ActionCost>>;

/// When an action may be taken.
enum class ActionTiming {
    OnTurn,   ///< in the unit's own turn
    Instant,  ///< sides: also off turn while the Main action is unspent (seed 002)
    Reaction, ///< factions: out of order, using up the turn (seed 003);
              ///< teams: off turn, spending the round's reaction (seed 004)
    AnyTime,  ///< freehits Stand Up: off turn, paid from the next turn (seed 001)
};

/// What an action is aimed at, so a menu can offer the right units.
enum class ActionTarget {
    None,     ///< nothing, or any unit the command names
    DownUnit, ///< a unit out of the fight (teams' Resuscitate)
    Foe,      ///< an enemy it attacks: rolled as attack_prediction.h predicts
    /// A unit next to it with the action's `target_condition`, which the
    /// action clears (phases' Awaken a Calm unit)
    Condition,
    Ally, ///< a standing unit of its side, itself aside (teams' Command)
    /// A unit next to it, itself aside: a standing ally or a unit out of
    /// the fight of any side (phases' Pick up a willing unit or a body)
    Liftable,
    /// A zone (TakeAction::zone): factions' ranged blast (seed 003 "Blast
    /// attacks"); the menu lists the map's zones.
    Zone,
    /// A wall, window or door next to the actor (TakeAction::wall): phases'
    /// Siege attack (seed 000 "Specials", Siege and Digging); the menu lists
    /// structures_in_reach() (rules/structures.h).
    Structure,
};

/// An attack on every character in an area (rules/area_attack.h; seed 003
/// "Blast attacks").
enum class AreaAttack {
    None,
    OwnZone, ///< a melee blast: the attacker's zone and its borders, not itself; no miss
    /// A ranged blast: a zone within the weapon's range and its borders, the
    /// attacker too in its own zone; a miss deviates to a neighbouring zone
    ZoneInRange,
};

/// Which of the attacker's weapons an attack may be made with
/// (rules/weapons.h).
enum class WeaponUse {
    Any,    ///< in melee or at range, by where the target stands
    Melee,  ///< sides' Melee Attack: a melee, unarmed or thrown weapon
    Ranged, ///< sides' Ranged Attack: a ranged or thrown weapon
};

/// What a non-lethal attack does to a target that fails its save
/// (GrabPolicy; seed 003 "Non-lethal attacks").
enum class NonLethal {
    None,
    Grab,   ///< "be grabbed by the attacker"
    Disarm, ///< "drop a weapon chosen by the attacker" (TakeAction::item)
};

/// An action of a ruleset. `ways` are the alternative payments, tried in
/// order (the first one the unit can pay is used unless the command names
/// a pool); an empty list means the action is free.
struct ActionDef {
    std::string id;    ///< "attack", "disengage", ...
    std::string label; ///< in the ruleset's words: "Attack", "Disengage"
    ActionWays ways;
    ActionTiming timing = ActionTiming::OnTurn;
    bool ends_turn = false;       ///< teams: Guard, Ready an Action, Wait
    std::string sets_condition;   ///< e.g. "disengaged" for the rest of the round
    std::string clears_condition; ///< e.g. "prone" for Stand Up
    /// Adjacent foes armed with a melee weapon get an opportunity attack
    /// where the ruleset's reactions let deeds provoke (seed 002 "Combat
    /// Actions": Use a Skill, Pick up an Item, Stand Up, Screen an Ally).
    bool provokes = false;
    ActionTarget target = ActionTarget::None;
    /// Resources it spends from the unit's stats besides the turn budget
    /// (teams: 1 stamina for Dodge, 2 focus for Command). A unit without the
    /// stat does not track it; one with too little is refused.
    std::vector<ActionCost> spends = {};
    std::string target_condition = {}; ///< with ActionTarget::Condition: "calm"
    /// With ActionTarget::Ally: the ally must have this special (phases:
    /// "Beast"), and with `downs_target` the action puts it down (the
    /// ruleset's down condition: phases' "croaked").
    std::string target_special = {};
    bool downs_target = false;
    /// Once per turn per target (teams' Command): a second time on the same
    /// target in one turn is refused (the turn mark "target:<id>:<unit>").
    bool once_per_target = false;
    WeaponUse weapon_use = WeaponUse::Any; ///< for ActionTarget::Foe
    /// The action takes a trigger (TakeAction::trigger; teams' Ready an
    /// Action): these are offered, and the GM may write another.
    std::vector<std::string> trigger_choices = {};
    AreaAttack area = AreaAttack::None; ///< an attack on an area, not on one unit
    /// With ActionTarget::Foe: instead of attacking, the action marks the
    /// target for the round, "<joins>:<actor>" on its standing, once the
    /// attack model accepts the target (its range and sight), at most
    /// `join_limit` actors a target (sides' Swarm Attack: "swarm", 4).
    std::string joins = {};
    int join_limit = 0;
    /// With ActionTarget::Foe: instead of attacking, the action tries to
    /// pull the target off its mount (phases "Dismounting"; rules/mounts.h).
    bool dismounts = false;
    /// With ActionTarget::Foe: a non-lethal attack, hit as any attack, whose
    /// hit forces a save (GrabPolicy::save_stat) instead of dealing damage.
    NonLethal nonlethal = NonLethal::None;
    /// The unit throws its weapons away (factions' Surrender, seed 003
    /// "Surrendering": "throwing their weapons away"): each becomes
    /// Weapon::dropped, or its own weapon GrabPolicy::disarmed.
    bool drops_weapons = false;
    /// What the GM judges when the action is taken, with the seed section
    /// (a GM-adjudicated rule, docs/rules-coverage.md): logged with the
    /// action, "GM: ...". Empty: nothing to judge.
    std::string asks = {};

    /// An attack on one unit, rolled as attack_prediction.h predicts (a
    /// Foe-aimed action that does not merely join a group).
    bool attacks() const { return target == ActionTarget::Foe && joins.empty() && !dismounts; }
};

/// Builders for the tables: `provoking(on_turn("use_skill", "Use a Skill", main))`.
ActionDef on_turn(std::string id, std::string label, ActionWays ways);
ActionDef with(ActionDef a, ActionTiming timing);
ActionDef setting(ActionDef a, std::string condition);
ActionDef clearing(ActionDef a, std::string condition);
ActionDef provoking(ActionDef a);
ActionDef ending(ActionDef a);
ActionDef aimed_at(ActionDef a, ActionTarget target);
/// Aimed at an adjacent unit with `condition`, which the action clears.
ActionDef clearing_target(ActionDef a, std::string condition);
/// Aimed at an ally with `special`, whom the action puts down (phases:
/// "Beasts may be instantly croaked by any unit on their same side").
ActionDef downing_ally_with(ActionDef a, std::string special);
/// Once per turn for each target.
ActionDef once_per_target(ActionDef a);
ActionDef spending(ActionDef a, std::string stat, int amount);
/// Made only with weapons of this use (seed 002's Melee and Ranged Attack).
ActionDef using_weapons(ActionDef a, WeaponUse use);
/// An attack on an area (ZoneInRange also aims it at a zone).
ActionDef blasting(ActionDef a, AreaAttack area);
/// Joins the actor to a group on the target this round (ActionDef::joins).
ActionDef joining(ActionDef a, std::string group, int limit);
/// A non-lethal attack aimed at a foe (ActionDef::nonlethal).
ActionDef nonlethal(ActionDef a, NonLethal effect);
/// Asks for a trigger, offering `choices`.
ActionDef triggered_by(ActionDef a, std::vector<std::string> choices);
/// The unit throws its weapons away (ActionDef::drops_weapons).
ActionDef dropping_weapons(ActionDef a);
/// Asks the GM to judge `what` (with its seed section) when it is taken.
ActionDef asking(ActionDef a, std::string what);

/// The actions of `ruleset`, in the order a menu shows them
/// (`ruleset.rules().actions`).
const std::vector<ActionDef>& actions_of(RulesetId ruleset);

/// The action `id` of `ruleset`, or nullptr.
const ActionDef* find_action(RulesetId ruleset, const std::string& id);

} // namespace skirmish
