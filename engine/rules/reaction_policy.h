#pragma once
/// @file ReactionPolicy: who may react to a provocation, what it costs and
/// the words for it (issue 6's reactions, issue 12's policy). One
/// parameterised policy; reactions.cpp runs it for every ruleset.

#include "combat/combat_state.h"

#include <string>

#include <optional>
#include <vector>

namespace skirmish {

class TurnContext;
struct Respond;

/// Who may take an opportunity attack that a move or deed provoked.
enum class Reactor {
    Nobody,        ///< no opportunity attacks (phases: hostile squares; teams: readied actions)
    PoolLeft,      ///< a unit with `pool` left (freehits' free hit slots)
    ArmedForMelee, ///< an adjacent foe armed with a melee weapon (sides)
    TurnNotTaken,  ///< a unit that has not taken its turn this round (factions)
};

/// What taking a reaction spends.
enum class ReactionCost {
    Nothing,
    Pool, ///< one from `pool` (not for a free critical)
    Turn, ///< the reactor's whole turn (factions)
};

/// One way a unit hit by an attack may answer it (Respond::as), in the
/// ruleset's words; the reaction prompt lists them.
struct HitAnswer {
    std::string as;          ///< "dodge", "counter", "parry"
    std::string label;       ///< "Dodge (AGI save)"
    bool needs_ally = false; ///< names a nearby ally (Respond::unit): "hide", "guard"
    std::string source = {}; ///< seed file and section
    /// A counter made with this non-lethal action (Respond::action;
    /// GrabPolicy::counters); empty: the answer's own.
    std::string action = {};
};

/// How a ruleset lets the unit hit answer before the damage lands
/// (PendingReaction::held; teams' dodge, parry and block).
struct HeldHitRules {
    /// The target of `attacker`'s hit may answer now (it has its reaction
    /// and what the answers cost, or an ally may step in); null: hits land
    /// at once.
    bool (*holds)(const TurnContext& ctx, const std::string& target,
                  const std::string& attacker) = nullptr;
    /// Why `as` cannot answer `p` now, or nothing.
    std::optional<std::string> (*refusal)(const TurnContext& ctx, const PendingReaction& p,
                                          const std::string& as) = nullptr;
    /// Takes the hit (cmd.take false) or answers it as `cmd.as`.
    std::optional<std::string> (*answer)(TurnContext& ctx, const PendingReaction& p,
                                         const Respond& cmd) = nullptr;
    /// What the GM types to answer as `as` ("total of the dodge test").
    std::vector<std::string> (*dice)(const PendingReaction& p, const std::string& as) = nullptr;
    /// Only a hit whose result beats the need by less than this is held
    /// (sides: Total Defense's AC +2 turns just those into misses, and a
    /// critical hit is not held); 0: every hit.
    int within = 0;
    /// Whether the answer `as` (HitAnswer::needs_ally) may name `ally`
    /// (teams: an ally next to the unit hit that can Intercept); null: the
    /// nearby allies.
    bool (*may_name)(const TurnContext& ctx, const PendingReaction& p, const std::string& as,
                     const Unit& ally) = nullptr;
};

struct ReactionPolicy {
    /// `PendingReaction::kind` of an opportunity attack: "free_hit", ...
    std::string kind = "reaction";
    Reactor who = Reactor::Nobody;
    std::string pool = {}; ///< PoolLeft / Pool: the budget pool, e.g. "free_hits"
    ReactionCost cost = ReactionCost::Nothing;
    /// Deeds marked `provokes` (and a Charge from adjacency) provoke the
    /// adjacent armed foes (sides, seed 002 "Combat Actions").
    bool deeds_provoke = false;
    /// An attack hits and the target may answer it first: dodge, counter,
    /// hide behind or be guarded (factions, seed 003 "Reacting to an attack").
    bool answers_attacks = false;
    /// The answers to a hit, in the order offered (factions' dodge,
    /// counter, hide, guard; teams' dodge, parry, block).
    std::vector<HitAnswer> hit_answers = {};
    /// A hit waits for its target's answer before its damage lands (teams,
    /// seed 004 "Defensive Actions"); none where `held_hits.holds` is null.
    HeldHitRules held_hits = {};
    /// A natural 1 inside the target's melee zone gives it a free hit, a
    /// tragedy a free critical (freehits, seed 001 "Auto Fails/Criticals").
    bool natural_one_provokes = false;
    /// A condition whose holder makes no reaction at all, a tragedy's free
    /// critical included (freehits "summoned": "a summoned unit cannot take
    /// actions ... during the first round", seed 001 "Summoning Sickness").
    std::string barred_by = {};
    /// The words for a pending reaction, in the ruleset's terms; null: the
    /// generic "X may react to Y at C5".
    std::string (*describe)(const TurnContext& ctx, const PendingReaction& p) = nullptr;
    /// Pending kinds the ruleset answers itself (factions: "morale";
    /// teams: "stay_conscious", "death_test"), and the answer: a refusal,
    /// or nothing when done. The answer reads one number from the GM's
    /// `rolls`: a d20, or what `own_die` names ("d20 (the fortify test's
    /// total)").
    std::vector<std::string> own_kinds = {};
    std::optional<std::string> (*answer)(TurnContext& ctx, const PendingReaction& p,
                                         const Respond& cmd) = nullptr;
    std::string (*own_die)(const PendingReaction& p) = nullptr;
};

} // namespace skirmish
