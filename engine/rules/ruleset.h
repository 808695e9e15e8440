#pragma once
/// @file Ruleset: one combat system as a composition of policies (issue 12,
/// DESIGN.md "engine/rules"). Each folder `engine/rules/<id>/` builds one
/// from shared policies and their parameters, citing the seed section at
/// each choice; `registry.h` lists them. Nothing outside a ruleset's folder
/// asks which ruleset it is: it asks the ruleset's policies.

#include "core/ruleset_id.h"
#include "map/battle_map.h"
#include "rules/action_table.h"
#include "rules/attack_model.h"
#include "rules/conditions.h"
#include "rules/forced_policy.h"
#include "rules/gear_policy.h"
#include "rules/grab_policy.h"
#include "rules/modifier_policy.h"
#include "rules/mount_policy.h"
#include "rules/movement_policy.h"
#include "rules/reaction_policy.h"
#include "rules/screen_policy.h"
#include "rules/squad_policy.h"
#include "rules/start_questions.h"
#include "rules/stat_schema.h"
#include "rules/structure_policy.h"
#include "rules/summon_policy.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace skirmish {

class TurnPolicy;

/// What the registry and the UI say of a ruleset before anything else.
struct RulesetInfo {
    std::string id = {};          ///< in files and the CLI: "phases"
    std::string name = {};        ///< for people: "Phases (seed 000)"
    std::string description = {}; ///< one or two sentences
    std::string seed = {};        ///< the seed file: "000_c06777daa3903922.txt"
    SquareSize default_square;
    DiagonalRule default_diagonal = DiagonalRule::Uniform;
};

/// A combat system: what its turns, actions, movement, reactions, forced
/// movement, attacks, health, conditions and stats are. Built once (each
/// folder's `<id>_ruleset()` returns a static one) and never changed, so
/// it may be shared freely.
struct Ruleset {
    RulesetInfo info;
    std::unique_ptr<const TurnPolicy> turns; ///< turn order and budget (never null)
    std::vector<ActionDef> actions = {};     ///< the action table, in menu order
    MovementPolicy movement;
    ReactionPolicy reactions;
    ForcedMovementPolicy forced;
    std::unique_ptr<const AttackModel> attacks; ///< never null
    HealthModel health;
    /// The catalogue: every condition the rules read or set, with its
    /// effect and how long it lasts (condition_clock.h ends the timed ones).
    std::vector<ConditionDef> conditions = {};
    StatSchema stats;
    /// The catalogue of specials its rules read (attack_kind_specials()
    /// first), for the unit form.
    std::vector<SpecialDef> specials = {};
    StartQuestions start;
    /// Squads and orders (issue 14), where the ruleset has them.
    SquadPolicy squads;
    /// Riding (issue 14), where the ruleset has mounts.
    MountPolicy mounts;
    /// Combat Modifiers chosen per unit (issue 14), where the ruleset has them.
    ModifierPolicy modifiers;
    /// Summons bound to their summoner (issue 14), where the ruleset has them.
    SummonPolicy summons;
    /// Non-lethal attacks and a grab's hold (issue 14), where the ruleset has them.
    GrabPolicy grabs;
    /// Weapons and armour that wear out (issue 14), where the ruleset has them.
    GearPolicy gear;
    /// Allies screening others (issue 14), where the ruleset has them.
    ScreenPolicy screens;
    /// Structural damage and digging (issue 14; rules/structures.h).
    StructurePolicy structures;
    /// Long chases (issue 14; rules/chases.h), where the ruleset has them:
    /// the save's stat ("agi", a d20 at or under it) and its name, the condition of the
    /// escaped ("fled"), the paces the GM picks from (id, words), and the
    /// seed section. `save_stat` empty: no chases.
    struct ChaseRules {
        std::string save_stat = {};
        std::string save_label = {}; ///< "AGI"
        std::string escaped = {};
        std::vector<std::pair<std::string, std::string>> paces = {};
        std::string source = {};
    } chases;

    Ruleset();
    ~Ruleset();
    Ruleset(Ruleset&&) noexcept;
    Ruleset& operator=(Ruleset&&) noexcept;

    /// The action `id`, or nullptr.
    const ActionDef* find_action(const std::string& id) const;
};

/// Why `u` may not hold its specials together under `rules`
/// (SpecialDef::excludes: phases' Inhuman "cannot be uncroaked"), naming
/// the seed section, or nullopt.
std::optional<std::string> specials_conflict(const Ruleset& rules, const Unit& u);

/// The rules of the encounter's ruleset: `enc.ruleset.rules()`.
inline const Ruleset& rules_of(RulesetId id) {
    return id.rules();
}

} // namespace skirmish
