#include "rules/opposed_check.h"

namespace skirmish {

const std::vector<int>* entered(const EnteredRolls& rolls, const std::string& key) {
    auto it = rolls.find(key);
    return it == rolls.end() ? nullptr : &it->second;
}

Result<int> d20_check(TurnContext& ctx, const Unit& u, const std::string& stat,
                      const EnteredRolls& rolls, const std::string& why, int modifier) {
    auto r = ctx.roll(DiceExpr{1, 20}, entered(rolls, u.id), ctx.name(u.id), why);
    if (!r) {
        return r.rejection();
    }
    return r.value().total + stat_of(u, stat) + modifier;
}

Refusal begin_and_pay(TurnContext& ctx, const TurnPolicy& policy, const Unit& u,
                      const std::string& action) {
    // A manoeuvre is never extended: none costs more than one action.
    auto done = perform_action(ctx, policy, TakeAction{u.id, action});
    return done ? Refusal() : Refusal(done.reason());
}

} // namespace skirmish
