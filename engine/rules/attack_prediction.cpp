#include "rules/attack_prediction.h"

#include "rules/attack_rules.h"
#include "rules/ruleset.h"

#include <cstdio>
#include <numeric>

namespace skirmish {
namespace {

Chance reduced(std::uint64_t num, std::uint64_t den) {
    if (num == 0) {
        return {};
    }
    const std::uint64_t g = std::gcd(num, den);
    return {num / g, den / g};
}

/// Adds `chance` to the outcome named in `o`, keeping first-seen order.
void add(std::vector<OutcomeOdds>& outcomes, OutcomeOdds o) {
    for (OutcomeOdds& e : outcomes) {
        if (e.outcome == o.outcome) {
            e.chance = e.chance + o.chance;
            return;
        }
    }
    outcomes.push_back(std::move(o));
}

/// The chances of stopping at each step of a chain (index 0: no step
/// reached), given that the chain starts: a step is reached when its die
/// shows its highest face.
std::vector<Chance> chain_odds(const std::vector<ChainStep>& chain) {
    std::vector<Chance> out;
    Chance reach{1, 1};
    for (const ChainStep& step : chain) {
        const auto sides = static_cast<std::uint64_t>(step.sides);
        out.push_back(reach * reduced(sides - 1, sides));
        reach = reach * reduced(1, sides);
    }
    out.push_back(reach);
    return out;
}

} // namespace

Chance operator+(Chance a, Chance b) {
    const std::uint64_t den = std::lcm(a.den, b.den);
    return reduced(a.num * (den / a.den) + b.num * (den / b.den), den);
}

Chance operator*(Chance a, Chance b) {
    return reduced(a.num * b.num, a.den * b.den);
}

Chance AttackPrediction::hit() const {
    Chance sum;
    for (const OutcomeOdds& o : outcomes) {
        sum = o.hits ? sum + o.chance : sum;
    }
    return sum;
}

Chance AttackPrediction::critical() const {
    Chance sum;
    for (const OutcomeOdds& o : outcomes) {
        sum = o.critical ? sum + o.chance : sum;
    }
    return sum;
}

double AttackPrediction::expected_damage() const {
    double sum = 0;
    for (const auto& [dmg, chance] : damage) {
        sum += dmg * chance.value();
    }
    return sum;
}

std::string percent(Chance c) {
    const double v = 100.0 * c.value();
    char buf[32];
    if (c.num == c.den || c.num == 0 || v >= 10) {
        std::snprintf(buf, sizeof buf, "%.0f%%", v);
    } else if (v >= 1) {
        std::snprintf(buf, sizeof buf, "%.1f%%", v);
    } else {
        std::snprintf(buf, sizeof buf, "%.2g%%", v);
    }
    return buf;
}

std::string odds_summary(const AttackPrediction& p) {
    const Chance hit = p.hit();
    std::string s = "Hit " + percent(hit);
    if (hit.num != 0 && hit.num != hit.den) {
        s += " (" + std::to_string(hit.num) + "/" + std::to_string(hit.den) + ")";
    }
    if (p.check.critical_on > 0) {
        s += ", critical " + percent(p.critical());
    }
    if (p.check.shock > 0) {
        s += ", Shock " + std::to_string(p.check.shock) + " on a miss";
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", p.expected_damage());
    return s + "; expected damage " + buf;
}

Result<AttackPrediction> predict(const Encounter& enc, const Unit& attacker, const Unit& target,
                                 const AttackSituation& situation) {
    const Ruleset& rules = enc.ruleset.rules();
    auto checked = rules.attacks->check(enc, attacker, target, situation);
    if (!checked) {
        return checked.rejection();
    }
    AttackPrediction p;
    p.check = checked.value();
    const AttackCheck& c = p.check;
    std::vector<OutcomeOdds> fails;
    std::vector<OutcomeOdds> rest;
    if (!c.rolled) {
        rest.push_back({"hit", {1, 1}, c.damage, true});
    }
    const Chance face{1, 20};
    for (int natural = 1; c.rolled && natural <= 20; ++natural) {
        if (c.fumble(natural)) {
            const std::vector<Chance> steps = chain_odds(c.fumble_chain);
            for (std::size_t i = 0; i < steps.size(); ++i) {
                add(fails, {i == 0 ? "auto fail" : c.fumble_chain[i - 1].name, face * steps[i], 0});
            }
        } else if (!c.hits(natural)) {
            add(rest, {"miss", face, c.shock});
        } else if (c.critical(natural)) {
            const std::vector<Chance> steps = chain_odds(c.critical_chain);
            for (std::size_t i = 0; i < steps.size(); ++i) {
                const bool last = i > 0 && i == c.critical_chain.size();
                const int dmg =
                    last ? std::max(1, health_left(target, rules.health)) : c.damage << (1 + i);
                add(rest, {i == 0 ? "critical" : c.critical_chain[i - 1].name, face * steps[i], dmg,
                           true, true, last});
            }
        } else {
            add(rest, {"hit", face, c.damage, true});
        }
    }
    // Worst first: the deepest fumble, then misses, hits and criticals.
    p.outcomes.assign(fails.rbegin(), fails.rend());
    p.outcomes.insert(p.outcomes.end(), rest.begin(), rest.end());
    for (const OutcomeOdds& o : p.outcomes) {
        p.damage[o.damage] = p.damage[o.damage] + o.chance;
    }
    return p;
}

Result<AttackPrediction> predict(const Encounter& enc, const std::string& attacker,
                                 const std::string& target) {
    const Unit* a = enc.find_unit(attacker);
    const Unit* t = enc.find_unit(target);
    if (a == nullptr || t == nullptr) {
        return reject("No unit \"" + (a == nullptr ? attacker : target) + "\"");
    }
    return predict(enc, *a, *t);
}

} // namespace skirmish
