#include "rules/action_table.h"

#include <algorithm>
#include <array>

namespace skirmish {
namespace {

using Ways = std::vector<std::vector<ActionCost>>;

ActionDef on_turn(std::string id, std::string label, Ways ways) {
    return ActionDef{std::move(id), std::move(label), std::move(ways)};
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

// Seed 000: anything a unit does uses up its Action.
std::vector<ActionDef> phases_actions() {
    const Ways action{{{"action", 1}}};
    return {on_turn("attack", "Attack", action),
            on_turn("fire", "Fire", action),
            on_turn("cast", "Cast a spell", action),
            on_turn("subdue", "Subdue", action),
            on_turn("bull_rush", "Bull Rush", action),
            on_turn("regroup", "Regroup", action),
            on_turn("pick_up", "Pick up a body", action),
            on_turn("use_item", "Use a potion or scroll", action),
            on_turn("dismount", "Dismount", action),
            on_turn("awaken", "Awaken a Calm unit", action),
            on_turn("other", "Other action", action)};
}

// Seed 001: a turn is 1 AA, 1 MA and 2 BA.
std::vector<ActionDef> freehits_actions() {
    const Ways any{{{"ba", 1}}, {{"ma", 1}}, {{"aa", 1}}};
    const Ways aa_or_ma{{{"aa", 1}}, {{"ma", 1}}};
    const Ways ba{{{"ba", 1}}};
    return {on_turn("attack", "Attack", {{{"aa", 1}}}),
            on_turn("extra_attack", "Extra attack (MA + 2 BA)", {{{"ma", 1}, {"ba", 2}}}),
            setting(on_turn("disengage", "Disengage", {{{"aa", 1}}, {{"ba", 2}}}), "disengaged"),
            clearing(with(on_turn("stand_up", "Stand up", any), ActionTiming::AnyTime), "prone"),
            on_turn("cast", "Cast a spell", aa_or_ma),
            on_turn("pick_up", "Pick up an item", any),
            on_turn("draw", "Draw or sheathe a weapon", any),
            on_turn("talk", "Talk briefly", any),
            on_turn("boost_damage", "+1 melee damage", ba),
            on_turn("boost_accuracy", "+1 to hit", ba),
            on_turn("boost_dodge", "+1 to dodge", ba),
            on_turn("toggle_spell", "Toggle a spell", ba),
            on_turn("other", "Other action", {{{"aa", 1}}})};
}

// Seed 002 "Combat Actions".
std::vector<ActionDef> sides_actions() {
    const Ways main{{{"main", 1}}};
    const Ways move{{{"move", 1}}, {{"main", 1}}};
    return {on_turn("attack", "Make a Melee Attack", main),
            on_turn("ranged_attack", "Make a Ranged Attack", main),
            on_turn("swarm_attack", "Make a Swarm Attack", main),
            provoking(on_turn("use_skill", "Use a Skill", main)),
            on_turn("reload", "Reload a Weapon", main),
            on_turn("shove", "Shove", main),
            on_turn("ready_item", "Ready or Stow an Item", main),
            setting(on_turn("disengage", "Disengage", main), "disengaged"),
            provoking(on_turn("screen", "Screen an Ally", move)),
            provoking(on_turn("pick_up", "Pick up an Item", move)),
            provoking(clearing(on_turn("stand_up", "Stand Up", move), "prone")),
            on_turn("hold", "Hold an Action", {{{"move", 1}}}),
            setting(on_turn("go_prone", "Go Prone", {}), "prone"),
            with(on_turn("total_defense", "Total Defense", main), ActionTiming::Instant),
            with(on_turn("snap_attack", "Make a Snap Attack", main), ActionTiming::Instant),
            on_turn("other", "Other action", main)};
}

// Seed 003 "Taking a turn", "Reacting to an attack", "Opportunity attacks".
std::vector<ActionDef> factions_actions() {
    const Ways main{{{"main", 1}}};
    const Ways bonus{{{"bonus", 1}}, {{"main", 1}}};
    auto reaction = [](std::string id, std::string label) {
        return with(on_turn(std::move(id), std::move(label), {}), ActionTiming::Reaction);
    };
    return {on_turn("attack", "Attack", main),
            on_turn("power", "Invoke a power", main),
            on_turn("grapple", "Grapple", main),
            on_turn("disarm", "Disarm", main),
            on_turn("shove", "Shove a grabbed character", main),
            on_turn("pick_up", "Pick up or put down", bonus),
            on_turn("equip", "Equip or unequip", bonus),
            on_turn("use_item", "Use a consumable", bonus),
            on_turn("interact", "Interact", bonus),
            on_turn("say", "Say a few words", bonus),
            ending(on_turn("surrender", "Surrender", {})),
            reaction("dodge", "Dodge"),
            reaction("counter", "Counter"),
            reaction("hide", "Hide behind a nearby character"),
            reaction("guard", "Guard"),
            reaction("opportunity_attack", "Opportunity attack"),
            on_turn("other", "Other action", main)};
}

// Seed 004 "Actions in Combat", "Reactions", "Free Actions".
std::vector<ActionDef> teams_actions() {
    auto actions = [](int n) { return Ways{{{"actions", n}}}; };
    auto reaction = [](std::string id, std::string label) {
        return with(on_turn(std::move(id), std::move(label), {{{"reaction", 1}}}),
                    ActionTiming::Reaction);
    };
    return {on_turn("attack", "Attack", actions(1)),
            on_turn("brandish", "Brandish", actions(1)),
            on_turn("command", "Command", actions(1)),
            on_turn("interact", "Interact", actions(1)),
            ending(on_turn("guard", "Guard", actions(1))),
            ending(on_turn("ready", "Ready an Action", actions(1))),
            on_turn("resuscitate", "Resuscitate", actions(2)),
            on_turn("seek_cover", "Seek Cover", actions(1)),
            on_turn("short_task", "Short Task", actions(3)),
            clearing(on_turn("stand_up", "Stand Up", actions(1)), "prone"),
            ending(on_turn("wait", "Wait", actions(1))),
            on_turn("abandon", "Abandon an extended action", {}),
            on_turn("drop_item", "Drop Item", {}),
            setting(on_turn("drop_prone", "Drop Prone", {}), "prone"),
            reaction("block", "Block"),
            reaction("dodge", "Dodge"),
            reaction("fortify", "Fortify"),
            reaction("intercept", "Intercept"),
            reaction("readied", "Readied action"),
            reaction("parry", "Parry"),
            reaction("resist", "Resist"),
            on_turn("other", "Other action", actions(1))};
}

} // namespace

const std::vector<ActionDef>& actions_of(RulesetId ruleset) {
    static const std::array<std::vector<ActionDef>, 5> tables{
        phases_actions(), freehits_actions(), sides_actions(), factions_actions(), teams_actions()};
    return tables[static_cast<std::size_t>(ruleset)];
}

const ActionDef* find_action(RulesetId ruleset, const std::string& id) {
    const auto& table = actions_of(ruleset);
    auto it =
        std::find_if(table.begin(), table.end(), [&](const ActionDef& a) { return a.id == id; });
    return it == table.end() ? nullptr : &*it;
}

} // namespace skirmish
