#pragma once
/// @file Commands: every change to an encounter is one of these.
///
/// A command is validated against the encounter by `plan()` (command_engine.h),
/// which either rejects it with a reason or returns the events it causes.

#include "combat/combat_state.h"
#include "encounter/area_template.h"
#include "encounter/encounter_settings.h"
#include "encounter/player_health.h"
#include "map/battle_map.h"
#include "units/side.h"
#include "units/squad.h"
#include "units/unit.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace skirmish {

/// GM-entered dice, by what they are for: a side id (initiative) or
/// "threshold" (factions' fast action threshold). What is missing is rolled.
using EnteredRolls = std::map<std::string, std::vector<int>>;

/// Put a new unit on the map. Its id must be new, its side must exist, and
/// its footprint must be on the map, passable and free of other units.
struct PlaceUnit {
    Unit unit;
};
/// Move a unit so that its top-left cell is `to`. By the rules (the
/// default), the move must be legal for its ruleset: a path through `via`
/// within its movement that the map, the units and the ruleset allow
/// (Pathfinder::path). `free` is the GM's placement: only the checks of
/// placing apply (on the map, passable, no other unit there).
///
/// In combat a move by the rules must also be the unit's to make now, and it
/// spends movement from the unit's budget (rules/turn_policy.h). `as` names
/// a special kind of move where the ruleset has one: "step" and "sprint"
/// (teams), "charge" (sides); empty is an ordinary move.
struct MoveUnit {
    std::string unit;
    Cell to;
    std::vector<Cell> via = {};
    bool free = false;
    std::string as = {};
};
/// Take a unit off the map.
struct RemoveUnit {
    std::string unit;
};
/// Replace the unit with the same id by `unit` (name, stats, size, ...).
struct EditUnit {
    Unit unit;
};
/// Turn a unit to face `facing` (none: no facing). Issue 14: `freehits`
/// "Flanking" (seed 001) gives +1 accuracy from behind a unit that faces
/// away (units/facing.h). Refused when the unit already faces that way.
struct FaceUnit {
    std::string unit;
    std::optional<Facing> facing;
};
/// Lay an area template on the map (issue 14; encounter/area_template.h),
/// or move the one with the same id there. The log lists the units it
/// covers. Refused as template_problem() says.
struct PlaceTemplate {
    AreaTemplate area;
};
/// Take the template `id` off the map.
struct RemoveTemplate {
    std::string id;
};

/// Form the squad `squad.id`, or change it (members, leader, name, kind),
/// or, with `disband`, break it up (issue 14; seed 000 "Combat Squads";
/// rules/squads.h). Outside a fight and at its start this is free; later
/// each unit in the fight that leaves or joins spends its Action to
/// Regroup ("Special Combat Maneuvers"). The order is kept as it was; a
/// new squad holds (Hold, Target (Any)). Refused as squad_problem() says.
struct SetSquad {
    Squad squad;
    bool disband = false;
};
/// Give squad `squad` the order `order` (when set) and carry it out: the
/// members whose turn allows move as the tactic says, each move an
/// ordinary move by the rules with its own log line (rules/squads.h).
/// `by` is the unit giving the order (empty: the squad's leader). In a
/// fight an order may change only at the start of a round. `rolls` are
/// the entered dice of a Bull Rush the order makes (BullRush::rolls).
struct OrderSquad {
    std::string squad;
    std::optional<SquadOrder> order = {};
    std::string by = {};
    EnteredRolls rolls = {};
};

/// `rider` mounts `mount` (issue 14; phases "Specials": Mount, Transport;
/// rules/mounts.h): it must stand next to it, on its side, and fit (a
/// Mount carries one rider that is not Heavy, a Transport its `transport`
/// stat's number). It then stands on the mount's square and moves with it.
/// With `mount` empty the rider gets down, onto `to` (default: the first
/// free square next to the mount, row by row). In a fight either costs the
/// rider's Action (MountPolicy::change_action).
struct MountUnit {
    std::string rider;
    std::string mount = {};
    std::optional<Cell> to = {};
};

/// `unit`'s Combat Modifiers become exactly `modifiers` (condition ids;
/// issue 14; phases "Combat Modifiers"; rules/combat_modifiers.h): only a
/// unit with the policy's special chooses any, at most its level's number,
/// each once. Outside a fight and while Stacks are declared at its start
/// this is free; later it spends the unit's Action to Regroup (once a round
/// with a change of squad). Refused as modifiers_problem() says.
struct SetModifiers {
    std::string unit;
    std::vector<std::string> modifiers = {};
};

/// Add a side with a new id.
struct AddSide {
    Side side;
};
/// Replace the side with the same id by `side`.
struct EditSide {
    Side side;
};
/// Add a wall, window or door. Its end points must be finite, distinct and
/// within the map's rectangle `[0, width] x [0, height]`.
struct AddWall {
    Wall wall;
};
/// Remove the wall at `index` in `map.walls()`. A wall that came with an
/// imported map (Wall::imported) is refused unless `confirmed`: the GM is
/// asked first (confirmation_needed()).
struct RemoveWall {
    std::size_t index = 0;
    bool confirmed = false;
};
/// Set the state of the door at `index` in `map.walls()`.
struct SetDoor {
    std::size_t index = 0;
    DoorState state = DoorState::Closed;
};
/// Set the structural points left of the wall, window or door at `index` in
/// `map.walls()` (Wall::structure; 1 to Wall::kMaxStructure), or clear them
/// with none. Issue 14, seed 000 "Specials": Siege and Digging.
struct SetStructure {
    std::size_t index = 0;
    std::optional<int> points = {};
};
/// Paint terrain on cells. Impassable terrain may not be painted under a unit.
struct PaintTerrain {
    std::vector<Cell> cells;
    Terrain terrain = Terrain::Open;
};
/// Set the elevation level (0..4) of cells.
struct SetElevation {
    std::vector<Cell> cells;
    int level = 0;
};

/// Paint cells into the zone `zone` (an id; a new id adds the zone, named
/// `name` or else its id), or take them out of any zone when `zone` is empty.
struct PaintZone {
    std::vector<Cell> cells;
    std::string zone;
    std::string name;
};

/// Turn fog of war on or off for the players' view.
struct SetFog {
    bool enabled = true;
};
/// What the GM's fog brush does to squares.
enum class FogBrush { Reveal, Hide, Clear };
/// Reveal squares to the players, hide them, or clear the GM's marks.
struct PaintFog {
    std::vector<Cell> cells;
    FogBrush brush = FogBrush::Reveal;
};
/// Forget which squares the players explored (the GM's marks stay).
struct ResetExplored {};

/// Start a fight (issue 5). `seed`, when set, reseeds the dice first.
struct StartCombat {
    CombatSetup setup;
    EnteredRolls rolls = {};
    std::optional<std::uint64_t> seed = {};
};
/// A generic action ("attack", "use_skill", ...; rules/action_table.h). It
/// spends the ruleset's budget for it and logs a line. `using` picks the
/// pool where the action may be paid from several ("ba" for a freehits
/// pick-up); `target` is a unit id where the action has one (teams'
/// "resuscitate" revives it).
///
/// An "attack" with a target is rolled where the ruleset defines the roll
/// (freehits, sides; issue 6); `rolls` are the GM's faces in entered dice
/// mode and `damage` the damage on a hit. teams' "ready" takes `trigger`.
struct TakeAction {
    std::string unit;
    std::string action;
    std::string pay_with = {};
    std::string target = {};
    std::vector<int> rolls = {};
    std::optional<int> damage = {};
    std::string trigger = {};
    /// The attacker's weapon by name (Weapon::name); empty: the one
    /// rules/weapons.h picks for the action and the distance.
    std::string weapon = {};
    /// The zone id an area attack is aimed at (factions' ranged blast;
    /// rules/area_attack.h); on a map without zones, the id of the area
    /// template that stands for the zone (a melee blast's too).
    std::string zone = {};
    /// The target's weapon a Disarm knocks away (factions, seed 003
    /// "Non-lethal attacks": "a weapon chosen by the attacker"); empty: its
    /// first weapon in hand.
    std::string item = {};
    /// factions (seed 003 "Attack stunts"): the effect the attacker proposes
    /// instead of damage ("cut the rope"), approved by the GM who enters it;
    /// the target accepts it or answers the attack as normal. Empty: none.
    std::string stunt = {};
    /// The wall, window or door (index in `map.walls()`) a structural attack
    /// strikes (ActionTarget::Structure: phases' Siege attack, seed 000
    /// "Specials"); its damage dice are `rolls`.
    std::optional<std::size_t> wall = {};
};
/// Delay a Move, an Action or a whole turn ("move", "action", "turn").
/// freehits: `after` is the unit to act after (default: the round's end).
struct Delay {
    std::string unit;
    std::string what = "turn";
    std::string after = {};
};
/// A side passes its pick (factions), or ends its turn (sides).
struct Pass {
    std::string side;
};
/// factions (seed 003 "Initiative"): "The faction holding the initiative
/// chooses which faction acts first each round": `side` acts first this
/// round. Refused once anyone has acted or passed in the round, and under
/// rulesets without the choice.
struct ChooseFirst {
    std::string side;
};

/// End `unit`'s turn (phases: its part in this phase). An empty unit ends
/// the phase (phases) or the current unit's turn.
struct EndTurn {
    std::string unit = {};
};
/// Set or clear a condition ("unconscious", "stunned", "prone", ...), with
/// its consequences for the fight: knocked out units lose their turn,
/// stunned ones their next Move and Action (phases). `rounds` (1 to 1000,
/// with `on`) is the GM's timer: the condition ends by itself as that many
/// rounds have begun, counting the current one; setting a timer on a
/// condition the unit has resets it. Refused outside 1..1000.
struct SetCondition {
    std::string unit;
    std::string condition;
    bool on = true;
    int rounds = 0; ///< 0: as its catalogue entry says (rules/conditions.h)
};
/// End the round now and begin the next one.
struct NextRound {
    EnteredRolls rolls = {};
};
/// End the fight. The log and the dice stay.
struct EndCombat {};

/// The GM's answer to the pending reaction (issue 6): take it (rolling, or
/// with the attack's faces in `rolls`, and `damage` on a hit) or decline.
/// The provoking move then goes on if the mover still can.
///
/// factions: a unit attacked may answer the hit (`kind` "attack_reaction")
/// `as` "dodge" (an AGI save: d20 <= stat `agi`), "counter" (both hit;
/// `damage` is the counter's; with `action`, a non-lethal action such as
/// "grapple" or "disarm", the counter forces a save instead, resolved after
/// the attack, and `damage` is the attack's), "hide" (behind the nearby ally `unit`, who
/// takes the hit) or "guard" (the nearby ally `unit` guards and takes it);
/// declining takes the hit (seed 003 "Reacting to an attack"). teams: a
/// unit hit answers `as` "dodge" (`rolls[0]` is the dodge test's total),
/// "parry" or "block"; declining takes the hit (seed 004 "Defensive
/// Actions", rules/teams/teams_defence.h).
struct Respond {
    bool take = true;
    std::vector<int> rolls = {};
    std::optional<int> damage = {};
    std::string as = {};
    std::string unit = {};
    /// With `as` "counter": the non-lethal action the counter is made with
    /// (factions, seed 003 "Non-lethal attacks"); empty: a damaging attack.
    std::string action = {};
};

/// phases Bull Rush (seed 000 "Special Combat Maneuvers"; an Action): `unit`
/// forces its way into `target`, pushing the defenders there 1 square.
/// `rolls` holds entered 2d6 (+1d6 Heavy, +1d6 per extra square) per unit id.
struct BullRush {
    std::string unit;
    Cell target;
    EnteredRolls rolls = {};
};

/// phases: two opposing units of the same phase moving into one empty
/// square: a Bull Rush that costs neither its Action; the winner enters.
struct ContestSquare {
    std::string unit;
    std::string other;
    Cell square;
    EnteredRolls rolls = {};
};

/// sides Shove (seed 002 "Shoving"): an attack roll, then opposed STR; the
/// target is pushed to `to` (default: straight back) or knocked prone.
/// factions: shove a grabbed character half a zone, to `to` (seed 003).
/// `rolls`: "attack" (d20), and per unit id its d20 of the STR check.
struct Shove {
    std::string unit;
    std::string target;
    bool prone = false;
    std::optional<Cell> to = {};
    EnteredRolls rolls = {};
};

/// sides Grapple (seed 002 "Grappling"; rules/grapple.h). `as`:
/// - "grab" (the default): `unit` makes an attack roll on the adjacent
///   `target` (`rolls["attack"]`), then an opposed STR check (per unit id);
///   winning, it grapples the target (a Main Action);
/// - "escape": the grappled `unit` makes one check against each grappler
///   and breaks free of those it beats (a Main Action);
/// - "move": the grappler `unit` moves to `to` (within 2 squares) and drags
///   its target into the last square it passed; "throw": the target goes to `to`
///   (a square next to it) prone and free. Both a Main Action and an
///   opposed check; losing, the target breaks free;
/// - "release": the grappler `unit` lets go (free).
struct Grapple {
    std::string unit;
    std::string target = {};
    std::string as = "grab";
    std::optional<Cell> to = {};
    EnteredRolls rolls = {};
};

/// teams Intercept (seed 004 reactions): spend the reaction and 1 stamina
/// to swap places with an adjacent ally and become the target instead.
struct Intercept {
    std::string unit;
    std::string ally;
};

/// Choose how dice are rolled: "rng" (seeded; `seed` reseeds) or "entered".
struct SetDiceMode {
    std::string mode = "rng";
    std::optional<std::uint64_t> seed = {};
};

/// Damage (a negative `amount`) or healing (positive) of each of `units`,
/// in hit points, as the GM types "-7" or "+3" (issue 13 "Quick damage").
/// Damage goes through the ruleset's health pools like an attack's (a unit
/// at 0 gets the ruleset's down condition); healing fills the pools from
/// the last one back, each up to its `<pool>_max` stat when it has one.
/// Works in and out of a fight; refused for 0, for more than 10,000, and
/// for a unit without any health pool stat.
struct ChangeHealth {
    std::vector<std::string> units;
    int amount = 0;
    /// A kind of healing of the ruleset's (HealthModel::healing_kinds:
    /// phases' "healmancy"), refused for units immune to it; empty: plain
    /// healing or damage. Refused with damage, and when the ruleset has no
    /// such kind.
    std::string kind = {};
};

/// factions (seed 003 "Chases"; rules/chases.h): a long chase resolved at
/// once. `units` flee; `pace` is one of the ruleset's ChaseRules::paces:
/// "even" (each makes the group save, its d20 from `rolls[unit id]` or
/// rolled), "faster" (the fleeing move faster or keep the speed longer:
/// all escape, no save) or "slower" (escaping is impossible). Escaped units
/// get the escaped condition (out of the fight). In or out of a fight;
/// refused under rulesets without chases and for units out of the fight.
struct Chase {
    std::vector<std::string> units;
    std::string pace = "even";
    EnteredRolls rolls = {};
};

/// phases (seed 000 "Specials", Digging(X); rules/structures.h): `unit`
/// digs a tunnel through earth and moves along it to its end. `cells` are
/// the tunnel's squares in order: the first next to the unit, each one
/// next to the one before in a cardinal direction (N, E, S, W), each of
/// them earth. It uses the unit's Move and digs at most X squares a round.
struct Dig {
    std::string unit;
    std::vector<Cell> cells;
};

/// What the players' view shows of health (PlayerHealth).
struct SetPlayerHealth {
    PlayerHealth shown;
};

/// Change the encounter's settings (issue 15): its name, ruleset, the size
/// and unit of a square, and the diagonal rule (nullopt: the ruleset's
/// default). Refused when nothing changes, for an empty name, and for a
/// square size outside 0.01 to 10,000. Changing the ruleset while a fight
/// is on is refused unless `end_fight`, which ends the fight first (as
/// EndCombat does, logged), since the fight's state is the old ruleset's.
struct EditSettings {
    EncounterSettings settings;
    bool end_fight = false;
};

struct CommandBox;
/// Apply `command` although the rules refuse it (out of turn, no budget
/// left, an illegal path): the GM is the final arbiter. Logged as an override.
struct Override {
    std::shared_ptr<const CommandBox> command;
    /// A move that only places the unit (the GM moving several units
    /// together): no turn starts. Without it, an overridden move of a unit
    /// that could take its turn now starts that turn (issue 15).
    bool place_only = false;
};

using Command =
    std::variant<PlaceUnit, MoveUnit, RemoveUnit, EditUnit, FaceUnit, AddSide, EditSide, AddWall,
                 RemoveWall, SetDoor, SetStructure, PaintTerrain, SetElevation, PaintZone, SetFog,
                 PaintFog, ResetExplored, SetPlayerHealth, EditSettings, PlaceTemplate,
                 RemoveTemplate, SetSquad, OrderSquad, MountUnit, SetModifiers, StartCombat,
                 TakeAction, Delay, Pass, ChooseFirst, EndTurn, SetCondition, NextRound, EndCombat,
                 Respond, BullRush, ContestSquare, Shove, Grapple, Intercept, SetDiceMode,
                 ChangeHealth, Chase, Dig, Override>;

/// Holds the command inside an Override.
struct CommandBox {
    Command command;
};

/// Wraps `cmd` in an Override.
inline Override override_of(Command cmd) {
    return Override{std::make_shared<const CommandBox>(CommandBox{std::move(cmd)})};
}

/// True for the commands of a fight (StartCombat .. Override: the last ones).
inline bool is_combat_command(const Command& cmd) {
    return cmd.index() >= Command(std::in_place_type<StartCombat>).index();
}

} // namespace skirmish
