#pragma once
/// @file Opportunity attacks during a move, and the GM's answer (issue 6).
///
/// A move that provokes stops at the square it was in when it provoked; a
/// PendingReaction waits in the combat state until the GM takes or
/// declines it (Respond); then the move goes on with the rest of its path
/// unless the mover is down. Who may react:
/// - freehits: an enemy with a free hit slot left (Agility + 1 a round);
/// - sides: an adjacent enemy armed with a melee weapon;
/// - factions: a nearby enemy that has not taken its turn this round (the
///   reaction uses it up);
/// - phases, teams: nobody (hostile squares; readied actions instead).

#include "encounter/event.h"
#include "movement/pathfinder.h"
#include "rules/reaction_policy.h"
#include "rules/turn_policy.h"

#include <vector>

namespace skirmish {

/// The provocations on a path that the ruleset lets the enemies take now.
std::vector<LaterProvoke> eligible_provokes(const TurnContext& ctx,
                                            const std::vector<Provoke>& provokes);

/// Moves `mover` along `path` (its first square is where it stands) up to
/// the first of `provokes` still eligible, raising it as the pending
/// reaction, or to the end. Returns the UnitMoved event (none when it
/// provoked before its first step).
std::vector<Event> walk(TurnContext& ctx, const std::string& mover, const std::vector<Cell>& path,
                        std::vector<LaterProvoke> provokes);

/// The GM takes or declines the pending reaction; the move goes on.
/// `moves` receives the rest of the move's events.
Refusal respond(TurnContext& ctx, const Respond& cmd, std::vector<Event>& moves);

/// sides (seed 002 "Combat Actions"): the foes next to `u` armed with a
/// melee weapon, as provocations on its square, for a deed that provokes
/// them (Use a Skill, Pick up, Stand Up, Screen, a Charge from adjacency);
/// none once it has disengaged, and none under the other rulesets.
std::vector<LaterProvoke> adjacent_armed_foes(const TurnContext& ctx, const Unit& u);

/// freehits (seed 001 "Combat specific Fails/Criticals"): whether a natural
/// 1 of `attacker` on `target` is answered (the tragedy chain rolled, a free
/// hit raised): the target stands, has a melee attack, is not barred from
/// reacting (ReactionPolicy::barred_by), and the attacker is inside its
/// melee zone. The prediction reads the same test.
bool answers_natural_one(const Encounter& enc, const Unit& attacker, const Unit& target,
                         const Passability* pass = nullptr);

/// An attack of `cmd.unit` on `cmd.target` and what it sets off: the roll
/// and damage (attack_rules.h; `cmd.rolls[0]` is the d20). freehits: a
/// natural 1 inside the target's melee zone gives it a free hit, a tragedy
/// (a 4 on the next d4, `cmd.rolls[1]`) a free critical even with no slots
/// left, and a 6 on the d6 after it (`cmd.rolls[2]`) a fatal blow (seed 001
/// "Combat specific Fails"). factions: an aware target that has not taken
/// its turn may answer the hit before it lands (seed 003 "Reacting to an
/// attack").
Refusal attack_with_reactions(TurnContext& ctx, const TakeAction& cmd);

/// An area attack's hit on each of `targets` (rules/area_attack.h): a
/// target that may answer gets a pending "attack_reaction", one at a time
/// (the rest wait in CombatState::queued and are raised as each is
/// answered); the others take the damage now, their dice read in turn from
/// `faces` starting at `first`. The damage is the attacker's weapon
/// `weapon` (or its own stats), or `entered` for each when the GM gave it.
Refusal hit_each(TurnContext& ctx, const std::string& attacker,
                 const std::vector<std::string>& targets, const std::vector<int>& faces,
                 std::size_t first, std::optional<int> entered, const std::string& weapon);

/// The words for a pending reaction: "Orc 2 may take a free hit on Roland
/// (left its melee zone at C5)".
std::string pending_text(const TurnContext& ctx, const PendingReaction& p);

/// The dice the GM types, in order, to answer `p` in entered dice mode:
/// `as` is the answer to an attack ("dodge", "counter", "hide", "guard",
/// or "" to take the hit), `action` a counter's non-lethal action
/// (Respond::action): its WIT save, the attack's dice, then the save it
/// forces. E.g. {"d20 (AGI save)", "damage d6"}; a
/// damage die may be typed as the damage instead. Empty: none. An entry
/// starting "d20" is a d20's face, typed in entered dice mode; one
/// starting "total" is a number the GM types in either mode (teams: the
/// total of a fortify test rolled by its player).
std::vector<std::string> pending_dice(const TurnContext& ctx, const PendingReaction& p,
                                      const std::string& as, const std::string& action = {});

/// One answer to a hit as offered now: the ruleset's HitAnswer, and
/// whether it may be given (else the engine's reason).
struct HitAnswerOption {
    HitAnswer answer;
    bool available = true;
    std::string reason = {};
    /// With HitAnswer::needs_ally: the units it may name, in the
    /// encounter's order: the standing allies nearby the unit hit, and for
    /// hiding, the character it holds in a grab (seed 003 "Non-lethal
    /// attacks").
    std::vector<std::string> units = {};
};

/// The answers the unit hit may give to `p` (kind "attack_reaction"), in
/// the ruleset's order, each with its availability; empty for any other
/// pending reaction. Where GrabPolicy::counters, a counter with each of the
/// ruleset's non-lethal actions follows "counter" (HitAnswer::action;
/// unavailable, with the reason, where that attack could not be made). The
/// reaction prompt lists them.
std::vector<HitAnswerOption> answer_options(const TurnContext& ctx, const PendingReaction& p);

/// True when answering `p` can deal damage the GM may type (an attack, or
/// an answer to one); false for the ruleset's own checks (morale, a test
/// to stay conscious) and for a non-lethal attack (a save, not damage).
bool pending_deals_damage(const TurnContext& ctx, const PendingReaction& p);

} // namespace skirmish
