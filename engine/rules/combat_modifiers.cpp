#include "rules/combat_modifiers.h"

#include "rules/policy_cite.h"
#include "rules/regroup.h"
#include "rules/ruleset.h"
#include "rules/turn_context.h"

#include <algorithm>

namespace skirmish {

namespace {

const ModifierPolicy& modifier_policy(const Encounter& enc) {
    return enc.ruleset.rules().modifiers;
}

std::string word_of(const Encounter& enc, const std::string& id) {
    const ConditionDef* c = find_condition(enc.ruleset.rules().conditions, id);
    return c != nullptr ? c->word() : id;
}

std::string listed(const Encounter& enc, const std::vector<std::string>& ids) {
    std::string out;
    for (const std::string& id : ids) {
        out += (out.empty() ? "" : ", ") + word_of(enc, id);
    }
    return out.empty() ? "none" : out;
}

int limit_of(const Encounter& enc, const Unit& u) {
    const ModifierPolicy& p = modifier_policy(enc);
    if (!p.needs_special.empty() && !has_special(u, p.needs_special)) {
        return 0;
    }
    return p.limit_stat.empty() ? static_cast<int>(p.conditions.size())
                                : std::max(1, stat_of(u, p.limit_stat, 1));
}

/// In the fight and past the declaring: a change is a Regroup.
bool costs_regroup(const Encounter& enc, const Unit& u) {
    return !declaring(enc) && !modifier_policy(enc).regroup_action.empty() && !out_of_fight(u);
}

} // namespace

std::string modifiers_problem(const Encounter& enc, const Unit& unit,
                              const std::vector<std::string>& modifiers) {
    const ModifierPolicy& p = modifier_policy(enc);
    for (std::size_t i = 0; i < modifiers.size(); ++i) {
        const std::string& m = modifiers[i];
        if (std::find(p.conditions.begin(), p.conditions.end(), m) == p.conditions.end()) {
            return "\"" + m + "\" is not a Combat Modifier of " + enc.ruleset.rules().info.name;
        }
        if (std::find(modifiers.begin(), modifiers.begin() + static_cast<std::ptrdiff_t>(i), m) !=
            modifiers.begin() + static_cast<std::ptrdiff_t>(i)) {
            return word_of(enc, m) + " is chosen twice: the same Combat Modifier is chosen once" +
                   cite(p);
        }
    }
    for (const ModifierPolicy::Barred& b : p.barred) {
        if (has_special(unit, b.special) &&
            std::find(modifiers.begin(), modifiers.end(), b.modifier) != modifiers.end()) {
            return display_name(unit) + " is a " + b.special + ": it cannot take " +
                   word_of(enc, b.modifier) + " (" + b.source + ")";
        }
    }
    if (modifiers.empty()) {
        return {};
    }
    const int limit = limit_of(enc, unit);
    if (limit == 0) {
        return display_name(unit) + " is not " + p.needs_special +
               ": Combat Modifiers only apply to units with the " + p.needs_special + " special" +
               cite(p);
    }
    if (static_cast<int>(modifiers.size()) > limit) {
        return display_name(unit) + " may hold " + std::to_string(limit) + " Combat Modifier" +
               (limit == 1 ? "" : "s") + ", one for each level, not " +
               std::to_string(modifiers.size()) + cite(p);
    }
    return {};
}

std::vector<std::string> modifiers_of(const Encounter& enc, const Unit& unit) {
    std::vector<std::string> out;
    for (const std::string& id : modifier_policy(enc).conditions) {
        if (has_condition(unit, id)) {
            out.push_back(id);
        }
    }
    return out;
}

ModifierMenu modifier_menu(const Encounter& enc, const Unit& unit) {
    const ModifierPolicy& p = modifier_policy(enc);
    ModifierMenu m;
    if (!p.enabled) {
        return m;
    }
    m.source = p.source;
    m.limit = limit_of(enc, unit);
    for (const std::string& id : p.conditions) {
        const ConditionDef* c = find_condition(enc.ruleset.rules().conditions, id);
        m.choices.push_back({id, word_of(enc, id), c != nullptr ? c->effect : std::string(),
                             has_condition(unit, id)});
    }
    if (m.limit == 0) {
        m.refusal = display_name(unit) + " is not " + p.needs_special + ": only units with the " +
                    p.needs_special + " special choose Combat Modifiers";
    }
    if (!enc.combat.active) {
        m.cost = "Free outside a fight.";
    } else if (!costs_regroup(enc, unit)) {
        m.cost = "Free while Stacks and Combat Modifiers are declared at the start of the fight.";
    } else {
        const UnitTurn* t = enc.combat.turn_of(unit.id);
        const ActionDef* a = enc.ruleset.rules().find_action(p.regroup_action);
        const std::string action = a != nullptr ? a->label : p.regroup_action;
        const int round = enc.combat.round;
        // As pay_regroup: this round's Regroup, spent, covers one change.
        m.cost =
            t != nullptr && t->mark("regrouped") == round && t->mark("regrouped_modifiers") != round
                ? "Free: " + display_name(unit) + "'s Regroup this round changes them too."
                : "Costs " + display_name(unit) + "'s Action (" + action + ").";
    }
    return m;
}

Result<std::vector<Event>> plan_set_modifiers(const Encounter& enc, const SetModifiers& c) {
    const ModifierPolicy& p = modifier_policy(enc);
    if (!p.enabled) {
        return reject("There are no Combat Modifiers under " + enc.ruleset.rules().info.name);
    }
    const Unit* u = enc.find_unit(c.unit);
    if (u == nullptr) {
        return reject("There is no unit \"" + c.unit + "\"");
    }
    if (std::string why = modifiers_problem(enc, *u, c.modifiers); !why.empty()) {
        return reject(why);
    }
    std::vector<std::string> wanted;
    for (const std::string& id : p.conditions) { // the policy's order
        if (std::find(c.modifiers.begin(), c.modifiers.end(), id) != c.modifiers.end()) {
            wanted.push_back(id);
        }
    }
    const std::vector<std::string> before = modifiers_of(enc, *u);
    if (wanted == before) {
        return reject(display_name(*u) + " already holds " + listed(enc, before));
    }
    Encounter work = enc;
    std::vector<Event> out;
    bool regrouped = false;
    if (costs_regroup(enc, *u)) {
        auto paid = pay_regroup(work, out, u->id, p.regroup_action, RegroupPart::Modifiers);
        if (!paid) {
            return reject(display_name(*u) + " cannot Regroup now: " + paid.reason() +
                          " (changing Combat Modifiers in a fight costs an Action to Regroup; " +
                          p.source + ")");
        }
        regrouped = true;
    }
    const Unit& now = *work.find_unit(u->id);
    Unit after = now;
    for (const std::string& id : p.conditions) {
        after.conditions.erase(id);
        after.condition_rounds.erase(id);
    }
    after.conditions.insert(wanted.begin(), wanted.end());
    out.emplace_back(UnitChanged{now, after});
    const int round = enc.combat.active ? enc.combat.round : 0;
    out.emplace_back(LogAdded{
        {LogEntry{round, "command",
                  display_name(*u) + (regrouped ? " regroups: " : ": ") + "Combat Modifiers " +
                      listed(enc, wanted) + " (were " + listed(enc, before) + ")"}}});
    return out;
}

} // namespace skirmish
