#include "rules/chases.h"

#include "rules/opposed_check.h"
#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

namespace {

/// "the group AGI save (8 or less)"
std::string save_text(const Ruleset::ChaseRules& rules, const Unit& u) {
    return "the group " + rules.save_label + " save (" +
           std::to_string(stat_of(u, rules.save_stat)) + " or less)";
}

} // namespace

std::vector<EnteredDie> chase_dice(const Encounter& enc, const Chase& cmd) {
    const Ruleset::ChaseRules& rules = enc.ruleset.rules().chases;
    std::vector<EnteredDie> out;
    if (rules.save_stat.empty() || cmd.pace != "even") {
        return out;
    }
    for (const std::string& id : cmd.units) {
        if (const Unit* u = enc.find_unit(id)) {
            out.push_back({id, display_name(*u) + ": " + save_text(rules, *u), 20});
        }
    }
    return out;
}

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
            auto roll =
                ctx.roll(DiceExpr{1, 20}, faces, ctx.name(id), save_text(rules, *ctx.unit(id)));
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
