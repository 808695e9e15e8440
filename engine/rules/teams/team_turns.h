#pragma once
/// @file TeamTurns: `teams` (seed 004 "Initiative and Rounds", "Surprise",
/// "Actions in Combat").
///
/// The initiator's team goes first, then the attacked team, then the rest
/// in file order. Teams alternate giving one member who has not acted a
/// turn; a team with nobody left drops out and the others go on. A turn
/// has three actions: Move at most once (Sprint: another move for 1
/// stamina), or a free 1 m Step instead of the Move. One reaction a round,
/// recovered at the start of the unit's turn. Actions longer than what is
/// left carry into the next turn (extended actions): their effects come
/// when the unit finishes them, taking the action again with the actions it
/// still owes, before any other action or Move; it may abandon them
/// instead (Petra's reload, "Actions in Combat"). In a surprise round
/// only the surprising teams act, with members who cannot be surprised
/// (special "Danger Sense" or "Cannot be surprised").

#include "rules/alternating_turns.h"

namespace skirmish {

class TeamTurns final : public AlternatingTurns {
public:
    std::vector<PoolLabel> pools() const override;
    Refusal start(TurnContext& ctx, const StartCombat& cmd) const override;
    /// An ally given a Command (seed 004 "Actions in Combat") takes its one
    /// action, or one plain Move, during the commander's turn.
    Refusal begin(TurnContext& ctx, const Unit& u, ActionTiming timing) const override;
    /// The acting unit, and an ally holding its Command's action.
    std::vector<std::string> may_act(const TurnContext& ctx) const override;
    Result<int> movement(const TurnContext& ctx, const Unit& u,
                         const std::string& as) const override;
    void spend_move(TurnContext& ctx, const Unit& u, int cost,
                    const std::string& as) const override;
    Refusal pay(TurnContext& ctx, const Unit& u, const ActionDef& action,
                const std::string& pay_with) const override;
    /// An extended action just begun: its target is kept, and its effects
    /// wait until it is finished, which must be on that target.
    Result<Performed> after_pay(TurnContext& ctx, const Unit& u,
                                const TakeAction& cmd) const override;
    /// "N Actions to finish" for the extended action under way.
    std::string cost_now(const TurnContext& ctx, const Unit& u,
                         const ActionDef& action) const override;
    void after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                      const ActionDef& action) const override;
    Refusal pass(TurnContext& ctx, const Pass& cmd) const override;
    Refusal next_round(TurnContext& ctx, const EnteredRolls& rolls) const override;
    std::map<std::string, int> budget_to_come(const TurnContext& ctx, const Unit& u) const override;
    /// Also cuts short the extended action of a unit out of the fight.
    void settle(TurnContext& ctx) const override;

protected:
    Refusal not_eligible(const TurnContext& ctx, const Unit& u) const override;
    void fresh_turn(TurnContext& ctx, const Unit& u) const override;
    Refusal react(TurnContext& ctx, const Unit& u) const override;
    void after_turn(TurnContext& ctx) const override;

private:
    void begin_round(TurnContext& ctx) const;
    /// Gives the pick to the first team from `from` on (cyclically) with
    /// a member left to act; false when there is none.
    bool pick_from(TurnContext& ctx, const std::string& from) const;
    /// Pays the `owed` actions that finish the extended `action`.
    Refusal finish(TurnContext& ctx, const Unit& u, const ActionDef& action, int owed) const;
    /// Why `u` may do nothing else while `busy` is under way.
    std::string busy_reason(const TurnContext& ctx, const Unit& u, const std::string& busy,
                            int owed) const;
};

} // namespace skirmish
