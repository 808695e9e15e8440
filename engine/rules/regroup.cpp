#include "rules/regroup.h"

#include "encounter/command_engine.h"
#include "rules/ruleset.h"
#include "rules/turn_context.h"
#include "rules/turn_policy.h"

namespace skirmish {

bool declaring(const Encounter& enc) {
    if (!enc.combat.active) {
        return true;
    }
    // Declared before anyone moves or acts: not after a blow is struck.
    for (const auto& [id, t] : enc.combat.units) {
        if (t.mark("acted") > 0 || t.mark("moved") > 0) {
            return false;
        }
    }
    const TurnContext ctx(enc, false);
    return enc.combat.round <= 1 && turn_policy(enc.ruleset).at_round_start(ctx);
}

Result<bool> pay_regroup(Encounter& work, std::vector<Event>& out, const std::string& unit,
                         const std::string& action, RegroupPart part) {
    const char* mine = part == RegroupPart::Squad ? "regrouped_squad" : "regrouped_modifiers";
    const UnitTurn* t = work.combat.turn_of(unit);
    const int round = work.combat.round;
    // A second change of the same part is a second Regroup.
    const bool covered = t != nullptr && t->mark("regrouped") == round && t->mark(mine) != round;
    if (!covered) {
        auto paid = plan(work, TakeAction{unit, action}); // marks "regrouped"
        if (!paid) {
            return paid.rejection();
        }
        apply_all(work, paid.value());
        out.insert(out.end(), paid.value().begin(), paid.value().end());
    }
    CombatState after = work.combat;
    after.units[unit].set_mark(mine, round);
    std::vector<Event> marked{CombatChanged{work.combat, after}};
    apply_all(work, marked);
    out.insert(out.end(), marked.begin(), marked.end());
    return !covered;
}

} // namespace skirmish
