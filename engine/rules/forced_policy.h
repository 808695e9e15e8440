#pragma once
/// @file ForcedMovementPolicy: the manoeuvres that move another unit
/// (issue 6; maneuvers.h carries them out) and their descriptors for the
/// UI's tool and menus (issue 12).

#include <string>
#include <vector>

namespace skirmish {

struct CombatState;
struct Unit;

/// The shape of a forced movement, which the map tool previews.
enum class ForcedKind {
    BullRush,      ///< a square of enemies, pushed back; the attacker takes it
    Shove,         ///< an adjacent unit pushed one square or knocked prone
    ShoveGrabbed,  ///< a grabbed unit sent to a square of a neighbouring zone
    ContestSquare, ///< two units that moved for the same square
    Intercept,     ///< swap places with an adjacent ally
    Grapple,       ///< hold an adjacent foe; drag or throw it (sides; rules/grapple.h)
};

/// A forced movement the ruleset has, and what it needs.
struct ForcedMoveDef {
    ForcedKind kind;
    std::string id = {};     ///< the CLI command: "bull_rush", "shove", ...
    std::string label = {};  ///< "Bull Rush", "Shove"
    std::string needs = {};  ///< "an enemy square next to the attacker; its Action"
    std::string source = {}; ///< seed section
    bool on_map = true;      ///< picked on the map with the forced-move tool
    /// Only a target with this condition can be moved ("grabbed"), or empty.
    std::string target_condition = {};
    /// A defender with this condition loses without rolling ("dodging").
    std::string loses_unrolled = {};
    /// "treated like an attack": the mark counting the attacks on each
    /// defender this round ("attacked", which Dodge's "against 1 attack /
    /// level" reads), or empty.
    std::string counts_on_target = {};
    /// Whether `loses_unrolled` still holds for `defender` as the fight
    /// stands in `state` (phases: its Dodge is not yet spent on `level`
    /// attacks this round); null: always.
    bool (*unrolled_holds)(const CombatState& state, const Unit& defender) = nullptr;
};

struct ForcedMovementPolicy {
    std::vector<ForcedMoveDef> moves = {};

    /// The move of `kind`, or nullptr when the ruleset has none.
    const ForcedMoveDef* find(ForcedKind kind) const;
    /// The first move picked on the map (the tool's), or nullptr.
    const ForcedMoveDef* on_map() const;
};

} // namespace skirmish
