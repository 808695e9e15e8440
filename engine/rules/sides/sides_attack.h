#pragma once
/// @file The sides attack roll (seed 002 "Attack Rolls", "Situation Mod",
/// "Shock"): d20 + stat `attack` >= the target's `ac` (10 without one),
/// -2 for half cover and -4 for full cover seen from the attacker's square
/// (geometry/sight.h); no roll without a line of sight. On a miss, Shock:
/// the attacker's `shock` when the target's `ac` <= its `shock_ac` (or
/// always without `shock_ac`).

#include "rules/attack_model.h"

namespace skirmish {

class SidesAttack final : public AttackModel {
public:
    Result<AttackOutcome> to_hit(TurnContext& ctx, const Unit& attacker, const Unit& target,
                                 const std::vector<int>& faces,
                                 const std::string& what) const override;
    int on_miss(const Unit& attacker, const Unit& target) const override;
};

} // namespace skirmish
