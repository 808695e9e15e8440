#pragma once
/// @file FactionTurns: `factions` (seed 003 "Combat procedure",
/// "Initiative", "Taking a turn", "Optional rule: fast and slow
/// activations", "Sneaking in combat").
///
/// The faction holding the initiative acts first each round unless it
/// chooses another (ChooseFirst). Factions
/// alternate: one character takes a turn, or the faction passes; the round
/// (or phase) ends when every faction has passed in a row. A turn has a
/// bonus action, a main action or a second bonus action, and a move of one
/// zone, split freely. A character may instead react out of order, which
/// uses up its turn. With fast/slow activations, each round's d20 sets the
/// fast action threshold: only WIT (stat `wit`) >= threshold acts in the
/// fast phase (1), everyone else in the slow phase (0). Concealed units
/// (condition `concealed`) of the initiator play a bonus turn (round 0).

#include "rules/alternating_turns.h"

namespace skirmish {

class FactionTurns final : public AlternatingTurns {
public:
    std::vector<PoolLabel> pools() const override;
    /// With `setup.ambush`, the initiator's characters start concealed
    /// and play the bonus turn (seed 003 "Sneaking in combat").
    Refusal start(TurnContext& ctx, const StartCombat& cmd) const override;
    Result<int> movement(const TurnContext& ctx, const Unit& u,
                         const std::string& as) const override;
    void spend_move(TurnContext& ctx, const Unit& u, int cost,
                    const std::string& as) const override;
    /// A concealed character that acts may be revealed (seed 003
    /// "Sneaking in combat": "attacking, invoking a power, talking"): the
    /// GM judges, and the log asks, naming the section.
    void after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                      const ActionDef& action) const override;
    Refusal pass(TurnContext& ctx, const Pass& cmd) const override;
    /// "The faction holding the initiative chooses which faction acts first
    /// each round": before anyone has acted or passed in the round (or,
    /// with fast and slow activations, in its fast phase).
    Refusal choose_first(TurnContext& ctx, const ChooseFirst& cmd) const override;
    Refusal next_round(TurnContext& ctx, const EnteredRolls& rolls) const override;
    std::map<std::string, int> budget_to_come(const TurnContext& ctx, const Unit& u) const override;
    void settle(TurnContext& ctx) const override;
    /// The fight ends: every grab lets go (rules/grabs.h), and the GM is
    /// asked for the durability rolls (rules/gear.h).
    void end(TurnContext& ctx) const override;
    TurnControls controls() const override;
    void describe(const TurnContext& ctx, TurnSummary& s) const override;
    std::string opening_round_name() const override;

protected:
    Refusal not_eligible(const TurnContext& ctx, const Unit& u) const override;
    void fresh_turn(TurnContext& ctx, const Unit& u) const override;
    Refusal react(TurnContext& ctx, const Unit& u) const override;
    void after_turn(TurnContext& ctx) const override;

private:
    Refusal begin_round(TurnContext& ctx, const EnteredRolls& rolls) const;
    void record_pass(TurnContext& ctx, const std::string& why) const;
};

} // namespace skirmish
