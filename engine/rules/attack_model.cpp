#include "rules/attack_model.h"

namespace skirmish {

Result<AttackOutcome> AttackModel::to_hit(TurnContext& ctx, const Unit& attacker,
                                          const Unit& target, const std::vector<int>&,
                                          const std::string&) const {
    AttackOutcome out;
    out.hit = true;
    ctx.say(ctx.name(attacker.id) + " hits " + ctx.name(target.id), "roll");
    return out;
}

int AttackModel::on_miss(const Unit&, const Unit&) const {
    return 0;
}

std::string signed_text(int v) {
    return (v >= 0 ? "+" : "") + std::to_string(v);
}

} // namespace skirmish
