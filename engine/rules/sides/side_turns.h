#pragma once
/// @file SideTurns: `sides` (seed 002 "Combat Sequence", "Surprise",
/// "Combat Action Types").
///
/// Each side rolls 1d8; the party's side adds the highest DEX (stat `dex`)
/// of its members. Highest first, the party wins ties (other ties: file
/// order), and the order holds for the whole fight. Every member of the
/// side whose turn it is acts, in any order; then the next side. A unit has
/// a Main action and a Move action a round; the Main can become a second
/// Move. Instant actions (Snap Attack, Total Defense) and a held action
/// may be used off turn while the Main is unspent. Surprised sides sit out
/// a free round (round 0) before the first.

#include "rules/turn_policy.h"

namespace skirmish {

class SideTurns final : public TurnPolicy {
public:
    std::vector<PoolLabel> pools() const override;
    Refusal start(TurnContext& ctx, const StartCombat& cmd) const override;
    std::vector<std::string> may_act(const TurnContext& ctx) const override;
    Refusal begin(TurnContext& ctx, const Unit& u, ActionTiming timing) const override;
    Result<int> movement(const TurnContext& ctx, const Unit& u,
                         const std::string& as) const override;
    void spend_move(TurnContext& ctx, const Unit& u, int cost,
                    const std::string& as) const override;
    /// Screen an Ally: the ward must be next to the screener.
    Refusal target_refusal(const TurnContext& ctx, const Unit& actor, const ActionDef& action,
                           const Unit& target) const override;
    void after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                      const ActionDef& action) const override;
    /// seed 002 "Charge (Special)": the attack at the end of a Charge is
    /// part of it (its Main and Move are spent already): the first attack
    /// aimed at a foe after a Charge costs nothing.
    Refusal pay(TurnContext& ctx, const Unit& u, const ActionDef& action,
                const std::string& pay_with) const override;
    Refusal pass(TurnContext& ctx, const Pass& cmd) const override;
    Refusal end_turn(TurnContext& ctx, const EndTurn& cmd) const override;
    Refusal next_round(TurnContext& ctx, const EnteredRolls& rolls) const override;
    /// Also ends the grapples that broke (seed 002 "Grappling"; grapple.h).
    void settle(TurnContext& ctx) const override;
    /// The fight ends: every grapple ends with it.
    void end(TurnContext& ctx) const override;
    std::string now_text(const TurnContext& ctx) const override;
    TurnControls controls() const override;
    void describe(const TurnContext& ctx, TurnSummary& s) const override;
    std::string status_of(const TurnContext& ctx, const Unit& u) const override;

private:
    bool acts_this_round(const TurnContext& ctx, const std::string& side) const;
    bool has_work(const TurnContext& ctx, const Unit& u) const;
    void begin_round(TurnContext& ctx) const;
    void next_side(TurnContext& ctx) const;
};

} // namespace skirmish
