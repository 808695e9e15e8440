#include "rules/health.h"

#include "io/combat_json.h"
#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

void apply_damage(TurnContext& ctx, const std::string& target, int damage, const std::string& by) {
    if (ctx.state.active && damage > 0) {
        // Capped as the file reader caps counters, so the file always reopens.
        const auto add = [](int& total, int d) {
            total = static_cast<int>(std::min<long long>(io::CombatLimits::kMaxCounter,
                                                         static_cast<long long>(total) + d));
        };
        add(ctx.state.taken[target], damage);
        if (!by.empty()) {
            add(ctx.state.dealt[by], damage);
        }
    }
    const Unit& u = *ctx.unit(target);
    const std::string name = ctx.name(target);
    const HealthModel& health = ctx.enc.ruleset.rules().health;
    const std::vector<std::string>& pools = health.pools;
    if (std::none_of(pools.begin(), pools.end(), [&](auto& p) { return u.stats.contains(p); })) {
        ctx.say(name + " takes " + std::to_string(damage) + " damage (it has no " + pools.back() +
                    " stat to take it from)",
                "roll");
        return;
    }
    Unit& e = ctx.edit_unit(target);
    int left = damage;
    int last_lost = 0;   // what the last pool lost
    std::string touched; // "endurance 0, health 4": the pools the damage reached
    for (const std::string& pool : pools) {
        if (left <= 0 || !e.stats.contains(pool)) {
            continue;
        }
        const int taken = std::min(left, std::max(0, e.stats[pool]));
        e.stats[pool] -= taken;
        left -= taken;
        last_lost = pool == pools.back() ? taken : last_lost;
        if (taken > 0 || pool == pools.back()) {
            touched += (touched.empty() ? "" : ", ") + pool + " " + std::to_string(e.stats[pool]);
        }
    }
    const int remaining = e.stats.contains(pools.back()) ? e.stats[pools.back()] : 1;
    if (touched.empty()) {
        touched = pools.back() + " " + std::to_string(remaining);
    }
    ctx.say(name + " takes " + std::to_string(damage) + " damage (" + touched + ")", "roll");
    if (remaining <= 0 && ctx.set_condition(target, health.down, true)) {
        ctx.say(name + " is " + health.down, "turn");
    }
    if (health.after_damage != nullptr && e.stats.contains(pools.back())) {
        health.after_damage(ctx, target, last_lost, left, by);
    }
}

std::string pool_max_stat(const std::string& pool) {
    return pool + "_max";
}

namespace {

std::optional<int> max_of(const Unit& u, const std::string& pool) {
    auto it = u.stats.find(pool_max_stat(pool));
    return it == u.stats.end() ? std::nullopt : std::optional<int>(it->second);
}

bool has_pool(const Unit& u, const HealthModel& health) {
    return std::any_of(health.pools.begin(), health.pools.end(),
                       [&](const std::string& p) { return u.stats.contains(p); });
}

} // namespace

void heal(TurnContext& ctx, const std::string& target, int amount) {
    const HealthModel& health = ctx.enc.ruleset.rules().health;
    Unit& e = ctx.edit_unit(target);
    int left = amount;
    for (auto it = health.pools.rbegin(); it != health.pools.rend() && left > 0; ++it) {
        if (!e.stats.contains(*it)) {
            continue;
        }
        const std::optional<int> max = max_of(e, *it);
        const int room = max ? std::max(0, *max - e.stats[*it]) : left;
        const int given = std::min(left, room);
        e.stats[*it] += given;
        left -= given;
    }
    const std::string& last = health.pools.back();
    const int remaining = e.stats.contains(last) ? e.stats[last] : 1;
    ctx.say(ctx.name(target) + " heals " + std::to_string(amount - left) +
                (left > 0 ? " (" + std::to_string(left) + " more would pass the maximum)" : "") +
                " (" + last + " " + std::to_string(remaining) + ")",
            "roll");
    if (remaining > 0 && ctx.set_condition(target, health.down, false)) {
        ctx.say(ctx.name(target) + " is no longer " + health.down, "turn");
    }
    if (health.wound_heal > 0 && amount >= health.wound_heal) {
        // One wound heals (seed 001 "Wounds/Aiming").
        for (const ConditionDef& c : ctx.enc.ruleset.rules().conditions) {
            if (c.wound && ctx.set_condition(target, c.id, false)) {
                ctx.say(possessive(ctx.name(target)) + " wound heals: no longer " + c.id, "turn");
                break;
            }
        }
    }
}

std::optional<std::string> change_health(TurnContext& ctx, const std::string& unit, int amount,
                                         const std::string& kind) {
    const HealthModel& health = ctx.enc.ruleset.rules().health;
    if (!kind.empty()) {
        const auto it =
            std::find_if(health.healing_kinds.begin(), health.healing_kinds.end(),
                         [&](const HealthModel::HealingKind& k) { return k.id == kind; });
        if (it == health.healing_kinds.end()) {
            return "There is no healing \"" + kind + "\" under this ruleset";
        }
        if (amount < 0) {
            return it->label + " heals: damage has no kind";
        }
        if (const std::string s = first_special(*ctx.unit(unit), it->immune); !s.empty()) {
            return ctx.name(unit) + " is immune to " + it->label + " (" + s + "; " + it->source +
                   ")";
        }
        ctx.say(ctx.name(unit) + " is healed by " + it->label);
    }
    if (!has_pool(*ctx.unit(unit), health)) {
        std::string names;
        for (const std::string& p : health.pools) {
            names += (names.empty() ? "" : " or ") + p;
        }
        return ctx.name(unit) + " has no " + names + " stat to change";
    }
    if (amount < 0) {
        apply_damage(ctx, unit, -amount);
    } else {
        heal(ctx, unit, amount);
    }
    return std::nullopt;
}

int health_left(const Unit& u, const HealthModel& health) {
    int sum = 0;
    for (const std::string& pool : health.pools) {
        sum += std::max(0, stat_of(u, pool));
    }
    return sum;
}

std::optional<double> HealthView::fraction() const {
    int value = 0;
    int max = 0;
    for (const PoolView& p : pools) {
        if (p.max && *p.max > 0) {
            value += std::clamp(p.value, 0, *p.max);
            max += *p.max;
        }
    }
    if (max == 0) {
        return std::nullopt;
    }
    return static_cast<double>(value) / max;
}

std::string HealthView::text() const {
    std::string out;
    for (const PoolView& p : pools) {
        out += (out.empty() ? "" : ", ") + p.label + " " + std::to_string(p.value) +
               (p.max ? "/" + std::to_string(*p.max) : "");
    }
    return out;
}

HealthView health_view(const Ruleset& rules, const Unit& u) {
    HealthView v;
    for (const std::string& pool : rules.health.pools) {
        auto it = u.stats.find(pool);
        if (it == u.stats.end()) {
            continue;
        }
        const StatDef* def = find_stat(rules.stats, pool);
        v.pools.push_back({pool, def != nullptr ? def->label : pool, it->second, max_of(u, pool)});
    }
    v.down = down_condition(u);
    for (const std::string& c : u.conditions) {
        auto timer = u.condition_rounds.find(c);
        const int left = timer == u.condition_rounds.end() ? 0 : timer->second;
        if (c != v.down) {
            v.badges.push_back(left > 0 ? c + " (" + std::to_string(left) + ")" : c);
        }
        const ConditionDef* def = find_condition(rules.conditions, c);
        if (def == nullptr) {
            v.notes.push_back(c + " (set by the GM" +
                              (left > 0 ? "; " + lasts_text(Lasts::UntilCleared, left) : "") + ")");
            continue;
        }
        v.notes.push_back(def->word() + ": " + def->effect + " (" + lasts_text(def->lasts, left) +
                          "; " + def->source + ")");
    }
    for (const HealthState& s : rules.health.states) {
        auto it = u.stats.find(s.pool);
        const std::optional<int> max = max_of(u, s.pool);
        if (it == u.stats.end() || !max) {
            continue;
        }
        const bool in =
            s.when == HealthState::When::AtMostHalf ? 2 * it->second <= *max : it->second < *max;
        if (in) {
            v.states.push_back(s.name);
        }
    }
    return v;
}

} // namespace skirmish
