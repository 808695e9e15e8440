#include "rules/chases.h"

#include "rules/opposed_check.h"
#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

Refusal long_chase(TurnContext& ctx, const Chase& cmd) {
    const Ruleset::ChaseRules& rules = ctx.enc.ruleset.rules().chases;
    if (rules.save_stat.empty()) {
        return std::string("This ruleset has no long chases: play the chase as a fight");
    }
    const auto pace = std::find_if(rules.paces.begin(), rules.paces.end(),
                                   [&](const auto& p) { return p.first == cmd.pace; });
    if (pace == rules.paces.end()) {
        return "There is no pace \"" + cmd.pace + "\" in a long chase (" + rules.source + ")";
    }
    if (cmd.units.empty()) {
        return std::string("Name the characters who flee");
    }
    for (const std::string& id : cmd.units) {
        const Unit* u = ctx.unit(id);
        if (u == nullptr) {
            return "There is no unit \"" + id + "\"";
        }
        if (out_of_fight(*u)) {
            return out_reason(ctx, *u);
        }
    }
    ctx.say("A long chase: " + pace->second + " (" + rules.source + ")");
    for (const std::string& id : cmd.units) {
        bool escapes = cmd.pace == "faster";
        if (cmd.pace == "even") {
            const int stat = stat_of(*ctx.unit(id), rules.save_stat);
            const std::vector<int>* faces = entered(cmd.rolls, id);
            auto roll = ctx.roll(DiceExpr{1, 20}, faces, ctx.name(id),
                                 "the group " + rules.save_label + " save (" +
                                     std::to_string(stat) + " or less)");
            if (!roll) {
                return roll.reason();
            }
            escapes = roll.value().total <= stat;
        }
        if (escapes) {
            ctx.set_condition(id, rules.escaped, true);
            ctx.say(ctx.name(id) + " escapes", "turn");
        } else {
            ctx.say(ctx.name(id) + " is reached by the pursuers", "turn");
        }
    }
    return std::nullopt;
}

} // namespace skirmish
