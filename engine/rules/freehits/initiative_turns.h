#pragma once
/// @file InitiativeTurns: `freehits` (seed 001 "Initiative/Initiating",
/// "A turn = 1AA, 1MA, 2BA", "Prone", "Free Hits").
///
/// Units act one at a time by Agility modifier (stat `agility`),
/// highest first, ties in file order; a unit that attacked before the
/// fight started goes last. A turn has 1 Attack Action, 1 Move Action
/// (6 spaces, stat `move`) and 2 Bonus Actions (+2 spaces each); a move may
/// be split. A unit may delay its turn within the round. Standing up from
/// prone off turn spends the action from the unit's next turn. Free hit
/// slots (Agility + 1, none when that is 0 or less) are reset every round.

#include "rules/turn_policy.h"

namespace skirmish {

class InitiativeTurns final : public TurnPolicy {
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
    Refusal delay(TurnContext& ctx, const Delay& cmd) const override;
    Refusal end_turn(TurnContext& ctx, const EndTurn& cmd) const override;
    Refusal next_round(TurnContext& ctx, const EnteredRolls& rolls) const override;
    void settle(TurnContext& ctx) const override;
    /// seed 001 "Combat rules": "At the end of the battle, victorious units
    /// have their MP replenished to full": `mp` back to `mp_max`. Settled:
    /// the victors are the units still standing when one side alone
    /// stands (fight_end.h fight_over); a fight ended with two sides
    /// standing has none.
    void end(TurnContext& ctx) const override;
    std::string now_text(const TurnContext& ctx) const override;
    TurnControls controls() const override;
    int pool_max(const Unit& u, const PoolLabel& pool) const override;
    void describe(const TurnContext& ctx, TurnSummary& s) const override;
    std::map<std::string, int> budget_to_come(const TurnContext& ctx, const Unit& u) const override;

    /// The initiative order of the units on the map now.
    static std::vector<std::string> initiative_order(const TurnContext& ctx);

private:
    void next_turn(TurnContext& ctx) const;
    void begin_round(TurnContext& ctx) const;
};

} // namespace skirmish
