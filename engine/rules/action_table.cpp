#include "rules/action_table.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

ActionDef on_turn(std::string id, std::string label, ActionWays ways) {
    ActionDef a;
    a.id = std::move(id);
    a.label = std::move(label);
    a.ways = std::move(ways);
    return a;
}

ActionDef with(ActionDef a, ActionTiming timing) {
    a.timing = timing;
    return a;
}

ActionDef setting(ActionDef a, std::string condition) {
    a.sets_condition = std::move(condition);
    return a;
}

ActionDef clearing(ActionDef a, std::string condition) {
    a.clears_condition = std::move(condition);
    return a;
}

ActionDef provoking(ActionDef a) {
    a.provokes = true;
    return a;
}

ActionDef ending(ActionDef a) {
    a.ends_turn = true;
    return a;
}

ActionDef dropping_weapons(ActionDef a) {
    a.drops_weapons = true;
    return a;
}

ActionDef aimed_at(ActionDef a, ActionTarget target) {
    a.target = target;
    return a;
}

ActionDef clearing_target(ActionDef a, std::string condition) {
    a.target = ActionTarget::Condition;
    a.target_condition = std::move(condition);
    return a;
}

ActionDef downing_ally_with(ActionDef a, std::string special) {
    a.target = ActionTarget::Ally;
    a.target_special = std::move(special);
    a.downs_target = true;
    return a;
}

ActionDef once_per_target(ActionDef a) {
    a.once_per_target = true;
    return a;
}

ActionDef spending(ActionDef a, std::string stat, int amount) {
    a.spends.push_back({std::move(stat), amount});
    return a;
}

ActionDef using_weapons(ActionDef a, WeaponUse use) {
    a.weapon_use = use;
    return a;
}

ActionDef triggered_by(ActionDef a, std::vector<std::string> choices) {
    a.trigger_choices = std::move(choices);
    return a;
}

ActionDef asking(ActionDef a, std::string what) {
    a.asks = std::move(what);
    return a;
}

const std::vector<ActionDef>& actions_of(RulesetId ruleset) {
    return ruleset.rules().actions;
}

const ActionDef* find_action(RulesetId ruleset, const std::string& id) {
    return ruleset.rules().find_action(id);
}

ActionDef joining(ActionDef a, std::string group, int limit) {
    a.target = ActionTarget::Foe;
    a.joins = std::move(group);
    a.join_limit = limit;
    return a;
}

ActionDef nonlethal(ActionDef a, NonLethal effect) {
    a.target = ActionTarget::Foe;
    a.nonlethal = effect;
    return a;
}

ActionDef blasting(ActionDef a, AreaAttack area) {
    a.area = area;
    if (area == AreaAttack::ZoneInRange) {
        a.target = ActionTarget::Zone;
    }
    return a;
}

} // namespace skirmish
