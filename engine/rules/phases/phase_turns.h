#pragma once
/// @file PhaseTurns: `phases` (seed 000 "Combat Sequence", "Status Effects").
///
/// A round has P = max base Combat + 1 phases, P-1 down to 0. On the phase
/// equal to its base Combat (stat `combat`) a unit gains a Move and an
/// Action, unless it still holds a delayed one (no stockpiling). Move comes
/// before Act: the Action drops the Move. Defenders (every side but the
/// initiator) start holding a delayed Move and Action. Stunned units lose
/// their next (or delayed) Move and Action; Incapacitated units lose and do
/// not gain either; Immobilized units lose and do not gain the Move.
/// The GM ends each phase (EndTurn without a unit); a phase ends by itself
/// when nobody may act in it, and phases that are nobody's own are skipped.

#include "rules/turn_policy.h"

namespace skirmish {

class PhaseTurns final : public TurnPolicy {
public:
    std::vector<PoolLabel> pools() const override;
    Refusal start(TurnContext& ctx, const StartCombat& cmd) const override;
    std::vector<std::string> may_act(const TurnContext& ctx) const override;
    Refusal begin(TurnContext& ctx, const Unit& u, ActionTiming timing) const override;
    Result<int> movement(const TurnContext& ctx, const Unit& u,
                         const std::string& as) const override;
    void spend_move(TurnContext& ctx, const Unit& u, int cost,
                    const std::string& as) const override;
    Refusal pay(TurnContext& ctx, const Unit& u, const ActionDef& action,
                const std::string& pay_with) const override;
    void after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                      const ActionDef& action) const override;
    Refusal delay(TurnContext& ctx, const Delay& cmd) const override;
    Refusal end_turn(TurnContext& ctx, const EndTurn& cmd) const override;
    Refusal next_round(TurnContext& ctx, const EnteredRolls& rolls) const override;
    /// Pick up a body: the seed's "Carrying" limits (carrying.h).
    Refusal target_refusal(const TurnContext& ctx, const Unit& actor, const ActionDef& action,
                           const Unit& target) const override;
    Refusal condition_changed(TurnContext& ctx, const std::string& unit,
                              const std::string& condition, bool on) const override;
    /// Carried units are set down, and a fallen carrier drops its load
    /// (carrying.h), before the phases move on.
    void settle(TurnContext& ctx) const override;
    void end(TurnContext& ctx) const override;
    /// seed 000 "Status Effects": a side all Calm, Incapacitated or croaked
    /// surrenders (its Calm units but Constructs and Uncroaked).
    static void surrender_if_all_calm(TurnContext& ctx);
    /// seed 000 "Combat Squads": orders "can only be changed at the start
    /// of each round": in the round's first phase.
    bool at_round_start(const TurnContext& ctx) const override;
    std::string now_text(const TurnContext& ctx) const override;
    TurnControls controls() const override;
    void describe(const TurnContext& ctx, TurnSummary& s) const override;
    std::string status_of(const TurnContext& ctx, const Unit& u) const override;
    bool banner_names_actor() const override;

    /// RULESETS.md: `options.phase_order` is "descending" (the default) or
    /// "ascending".
    static bool ascending(const Encounter& enc);

    /// P for the units on the map now: max base Combat + 1 (at least 1).
    static int phase_count(const TurnContext& ctx);

private:
    void begin_phase(TurnContext& ctx) const;
    void gain(TurnContext& ctx, const Unit& u) const;
    void begin_round(TurnContext& ctx) const;
    void advance(TurnContext& ctx) const;
};

} // namespace skirmish
