#pragma once
/// @file The freehits attack roll (seed 001 "Attacking", "Auto
/// Fails/Criticals"): d20 + stat `accuracy` >= the target's `agility` + 10
/// (a prone target: 5 + agility); a natural 20 is a critical hit (double
/// damage), a natural 1 misses.

#include "rules/attack_model.h"

namespace skirmish {

class FreehitsAttack final : public AttackModel {
public:
    Result<AttackOutcome> to_hit(TurnContext& ctx, const Unit& attacker, const Unit& target,
                                 const std::vector<int>& faces,
                                 const std::string& what) const override;
};

} // namespace skirmish
