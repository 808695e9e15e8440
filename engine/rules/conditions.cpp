#include "rules/conditions.h"

#include <algorithm>
#include <utility>

namespace skirmish {

ConditionDef knocked_out() {
    return {"unconscious",
            "Knock Out",
            "Revive",
            "RULESETS.md (every ruleset)",
            0,
            "Out of the fight: it takes no turns and no reactions until revived"};
}

ConditionDef by_rule(std::string id, std::string name, std::string effect, Lasts lasts,
                     std::string source) {
    ConditionDef c;
    c.id = std::move(id);
    c.name = std::move(name);
    c.effect = std::move(effect);
    c.lasts = lasts;
    c.source = std::move(source);
    c.group = 9;
    c.menu = false;
    return c;
}

const ConditionDef* find_condition(const std::vector<ConditionDef>& catalogue,
                                   const std::string& id) {
    auto it = std::find_if(catalogue.begin(), catalogue.end(),
                           [&](const ConditionDef& c) { return c.id == id; });
    return it == catalogue.end() ? nullptr : &*it;
}

std::string lasts_text(Lasts lasts, int rounds_left) {
    if (rounds_left > 0) {
        return std::to_string(rounds_left) + (rounds_left == 1 ? " round left" : " rounds left");
    }
    switch (lasts) {
    case Lasts::Round:
        return "this round";
    case Lasts::UntilOwnTurn:
        return "until its next turn";
    case Lasts::Battle:
        return "for the battle";
    case Lasts::UntilCleared:
        break;
    }
    return "until cleared";
}

} // namespace skirmish
