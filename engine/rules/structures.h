#pragma once
/// @file Structural damage and digging (issue 14; seed 000 "Specials":
/// "Siege(X): Unit does Xd6 structural damage to a wall, door, tower, or
/// other structure. Attack ignores structure's defense." and "Digging(X):
/// [the same damage]. Unit can create a tunnel X squares long through dirt
/// each round. Each square must be adjacent in a cardinal direction
/// (N/E/S/W) to a previous square"), parametrised by the ruleset's
/// StructurePolicy (rules/structure_policy.h).
///
/// - A structure is a wall, window or door of the map (Wall). Its strength
///   is its structural points (Wall::structure), which the GM sets, since
///   the seed gives none. A structural attack (ActionTarget::Structure, an
///   Action) rolls Xd6 with no roll to hit, takes them away, and at 0 the
///   structure falls: the segment leaves the map. Without points set, the
///   log gives the damage and asks the GM to judge, citing the section.
/// - Settled where the seed is silent: a unit strikes a structure next to
///   it, one that passes closer than one square to its footprint; X is the
///   special's stat (`siege`, `digging`), at least 1, the larger where a
///   unit has both. Towers and other structures standing on squares are the
///   GM's: give their walls points, or apply the logged damage.
/// - Earth (Terrain::Earth) is the "dirt" a Digging unit tunnels through.
///   Settled: a tunnel is dug as the unit moves, so it uses the unit's Move
///   (phases: its Move of the phase) and goes no farther than that Move; the
///   unit ends in its last square. It is one chain from the unit: a branch
///   starts from where the unit stands, in a later Move. At most X squares a round, counted over
///   the round's digs. A tunnel square becomes open ground, one square wide,
///   so only a one-square unit digs. The move is an ordinary move through the
///   opened squares (hostile squares end it, as everywhere in phases).

#include "core/result.h"
#include "encounter/command.h"
#include "encounter/encounter.h"
#include "encounter/event.h"
#include "rules/turn_context.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace skirmish {

/// "the wall by D5", "the door by C3 (12 points)": the structure at `index`
/// of `map.walls()`, by the square holding its midpoint, with its points
/// when set. Precondition: index < map.walls().size().
std::string structure_label(const BattleMap& map, std::size_t index);

/// X of `u`'s structural damage (Xd6): the largest stat of its StructurePolicy
/// specials, at least 1; 0 when it has none of them.
int structural_dice(const Encounter& enc, const Unit& u);

/// True when the segment at `index` passes closer than one square to `u`'s
/// footprint (a wall on its square's edge, or across a square next to it).
bool structure_next_to(const BattleMap& map, std::size_t index, const Unit& u);

/// A structure `u` could strike now: its index in map.walls() and its words.
struct StructureInReach {
    std::size_t index = 0;
    std::string label;
};
/// The walls, windows and doors next to `u` (structure_next_to), in map
/// order; empty when it deals no structural damage.
std::vector<StructureInReach> structures_in_reach(const Encounter& enc, const Unit& u);

/// Why `c` (an action aimed at a structure) cannot be taken by its unit,
/// or nullopt: no structural special (unless overridden), no wall named, a
/// wall that does not exist, or one not next to the unit.
std::optional<std::string> structure_problem(const TurnContext& ctx, const TakeAction& c);

/// The structural attack `c` after its Action is paid: rolls Xd6 (`c.rolls`
/// are the GM's faces with entered dice), logs them, and appends to `out`
/// the structure's new points (WallChanged) or its fall (WallRemoved).
/// Returns the refusal of a bad roll entry.
std::optional<std::string> structural_attack(TurnContext& ctx, const TakeAction& c,
                                             std::vector<Event>& out);

/// One tunnel the GUI offers: straight on in one cardinal direction.
struct DigOption {
    std::string label; ///< "North, 2 squares (C3, C2)"
    std::vector<Cell> cells;
};
/// The straight tunnels `u` may dig now, N, E, S, W, each as long as the
/// earth, the map and what is left of its X this round allow, and each
/// shorter one; empty when it does not dig. The engine checks the rest
/// (its Move, hostile squares) when the Dig is planned.
std::vector<DigOption> dig_options(const Encounter& enc, const Unit& u);

/// The squares `u` may still dig this round (X less those dug), or 0.
int dig_left(const Encounter& enc, const Unit& u);

/// Plans Dig `c`: the tunnel's squares become open ground (TerrainChanged)
/// and the unit moves along them by the rules of a move (plan() of a
/// MoveUnit on the opened map), spending its Move. Refused outside a fight,
/// for a unit without the dig special (unless `override`), a unit larger
/// than one square, a tunnel that is not a chain of cardinal steps from the
/// unit through earth, one longer than dig_left() (unless `override`), and
/// for anything the move itself refuses. An override places the unit at
/// the tunnel's end without spending its Move.
Result<std::vector<Event>> plan_dig(const Encounter& enc, const Dig& c, bool override);

} // namespace skirmish
