#pragma once
/// @file AlternatingTurns: sides alternate, each giving one unit that has
/// not acted this round a turn (factions and teams share it; RULESETS.md).
///
/// A unit begins its turn by moving or acting while its side has the pick
/// and nobody else is mid-turn; its turn ends with EndTurn, and the pick
/// goes to the next side. Units that are out of the fight (unconscious,
/// dead) cannot begin a turn; one revived before its turn acts at its
/// side's next pick.

#include "rules/turn_policy.h"

namespace skirmish {

class AlternatingTurns : public TurnPolicy {
public:
    std::vector<std::string> may_act(const TurnContext& ctx) const override;
    Refusal begin(TurnContext& ctx, const Unit& u, ActionTiming timing) const override;
    void after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                      const ActionDef& action) const override;
    Refusal end_turn(TurnContext& ctx, const EndTurn& cmd) const override;
    Refusal condition_changed(TurnContext& ctx, const std::string& unit,
                              const std::string& condition, bool on) const override;
    std::string now_text(const TurnContext& ctx) const override;

protected:
    /// Why `u` cannot take a turn now (not counting whose pick it is).
    virtual Refusal not_eligible(const TurnContext& ctx, const Unit& u) const;
    /// True when `side` has a unit that may begin a turn now.
    bool has_eligible(const TurnContext& ctx, const std::string& side) const;
    /// Resets the unit's budget as its turn begins.
    virtual void fresh_turn(TurnContext& ctx, const Unit& u) const = 0;
    /// A reaction out of order (timing Reaction) by a unit not mid-turn.
    virtual Refusal react(TurnContext& ctx, const Unit& u) const = 0;
    /// The pick goes on after a turn ends.
    virtual void after_turn(TurnContext& ctx) const = 0;
    /// `u` takes its turn: it is acting, marked as having acted, its
    /// budget fresh, and the log says so.
    void take_turn(TurnContext& ctx, const Unit& u) const;
    /// Ends the turn of the acting unit.
    void finish_turn(TurnContext& ctx) const;
    /// The side after `side` in the order, cyclically.
    static std::string side_after(const TurnContext& ctx, const std::string& side);
};

} // namespace skirmish
