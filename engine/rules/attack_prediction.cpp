#include "rules/attack_prediction.h"

#include "rules/attack_rules.h"
#include "rules/ruleset.h"
#include "rules/screens.h"
#include "rules/weapons.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <numeric>

namespace skirmish {
namespace {

/// seed 002 "Execution Attacks": the d20 faces (1 up to this) whose total
/// less the penalty falls short of a hit save's need (AttackCheck::hit_save).
std::uint64_t failed_faces(const AttackCheck& c) {
    return static_cast<std::uint64_t>(std::clamp(c.hit_save.need + c.hit_save.penalty - 1, 0, 20));
}

Chance reduced(std::uint64_t num, std::uint64_t den) {
    if (num == 0) {
        return {};
    }
    const std::uint64_t g = std::gcd(num, den);
    return {num / g, den / g};
}

/// The row of `c`'s after-hit table for the die's `face`, or nullptr.
const DamageRow* table_row(const AttackCheck& c, int face) {
    for (const DamageRow& row : c.table) {
        if (face <= row.up_to) {
            return &row;
        }
    }
    return nullptr;
}

/// Outcomes counted in equally likely ways; reduced to exact chances
/// once every way is counted (no fraction arithmetic in the loops).
struct Tally {
    std::vector<std::pair<OutcomeOdds, std::uint64_t>> outcomes;
    std::map<int, std::uint64_t> damage;

    /// Adds `ways` to the outcome named in `o`, keeping first-seen order;
    /// its damage becomes a range when it differs.
    void add(OutcomeOdds o, std::uint64_t ways) {
        if (ways == 0) {
            return;
        }
        damage[o.pool.empty() ? o.damage : 0] += ways; // hit points only
        for (auto& [e, n] : outcomes) {
            if (e.outcome == o.outcome && e.pool == o.pool) {
                n += ways;
                e.damage = std::min(e.damage, o.damage);
                e.damage_max = std::max(e.damage_max, o.damage);
                return;
            }
        }
        o.damage_max = o.damage;
        outcomes.emplace_back(std::move(o), ways);
    }
};

/// The ways each total of the dice comes up (`ways[t - low]`), when they
/// are rolled 1 + |advantage| times and the best (advantage > 0) or worst
/// total kept, out of `den` equally likely rolls.
struct KeptTotals {
    int low = 0;
    std::vector<std::uint64_t> ways;
    std::uint64_t den = 1;
};

std::uint64_t power(std::uint64_t b, int e) {
    std::uint64_t r = 1;
    for (int i = 0; i < e; ++i) {
        r *= b;
    }
    return r;
}

KeptTotals kept_totals(const std::vector<int>& dice, int advantage) {
    // Ways of each sum of one roll, from the lowest sum (one per die).
    std::vector<std::uint64_t> once{1};
    std::uint64_t den = 1;
    for (int sides : dice) {
        std::vector<std::uint64_t> next(once.size() + static_cast<std::size_t>(sides) - 1, 0);
        for (std::size_t t = 0; t < once.size(); ++t) {
            for (std::size_t f = 0; f < static_cast<std::size_t>(sides); ++f) {
                next[t + f] += once[t];
            }
        }
        once = std::move(next);
        den *= static_cast<std::uint64_t>(sides);
    }
    const int rolls = 1 + std::abs(advantage);
    KeptTotals out;
    out.low = static_cast<int>(dice.size());
    out.den = power(den, rolls);
    out.ways.resize(once.size());
    // P(best <= t) = F(t)^rolls; P(worst >= t) = (1 - F(t - 1))^rolls.
    std::uint64_t below = 0;
    for (std::size_t t = 0; t < once.size(); ++t) {
        const std::uint64_t upto = below + once[t];
        out.ways[t] = rolls == 1       ? once[t]
                      : advantage >= 0 ? power(upto, rolls) - power(below, rolls)
                                       : power(den - below, rolls) - power(den - upto, rolls);
        below = upto;
    }
    return out;
}

/// The ways of stopping at each step of a chain (index 0: no step
/// reached) out of the product of its dice's sides, given that the chain
/// starts: a step is reached when its die shows its highest face.
std::vector<std::uint64_t> chain_ways(const std::vector<ChainStep>& chain, std::uint64_t& den) {
    den = 1;
    for (const ChainStep& step : chain) {
        den *= static_cast<std::uint64_t>(step.sides);
    }
    std::vector<std::uint64_t> out;
    std::uint64_t reach = den; // ways of reaching this step
    for (const ChainStep& step : chain) {
        const auto sides = static_cast<std::uint64_t>(step.sides);
        out.push_back(reach / sides * (sides - 1));
        reach /= sides;
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

Chance AttackPrediction::effect() const {
    if (check.hit_save.need > 0) {
        return hit() * Chance{failed_faces(check), 20};
    }
    if (check.save_effect.empty()) {
        return Chance{};
    }
    const int under = std::clamp(check.save_under, 0, 20);
    return hit() * Chance{static_cast<std::uint64_t>(20 - under), 20};
}

Chance AttackPrediction::past_screens() const {
    if (check.screens.empty()) {
        return Chance{1, 1};
    }
    Chance sum;
    for (int face = 1; face <= 20; ++face) {
        const int total = face + check.screen_bonus;
        Chance all{1, 20};
        for (const AttackCheck::Screen& s : check.screens) {
            // The screener's d20 + bonus below the attacker's total.
            const int below = std::clamp(total - s.bonus - 1, 0, 20);
            all = all * Chance{static_cast<std::uint64_t>(below), 20};
        }
        sum = sum + all;
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
    std::string s;
    if (!p.check.screens.empty()) {
        std::string names;
        for (const AttackCheck::Screen& screen : p.check.screens) {
            names += (names.empty() ? "" : ", ") + screen.name;
        }
        s = "Screened by " + names + ": past the screen " + percent(p.past_screens()) +
            ", else a screener takes it; then ";
    }
    s += "Hit " + percent(hit);
    if (hit.num != 0 && hit.num != hit.den) {
        s += " (" + std::to_string(hit.num) + "/" + std::to_string(hit.den) + ")";
    }
    if (p.check.critical_on > 0) {
        s += ", critical " + percent(p.critical());
    }
    if (p.check.shock > 0) {
        s += ", Shock " + std::to_string(p.check.shock) + " on a miss";
    }
    if (!p.check.save_effect.empty()) {
        return s + "; " + p.check.save_effect + " " + percent(p.effect());
    }
    if (p.check.hit_save.need > 0) {
        s += "; the " + p.check.hit_save.name + " save fails (" + p.check.hit_save.fails_to + ") " +
             percent(p.effect());
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", p.expected_damage());
    return s + "; expected damage " + buf;
}

std::string roll_needed(const AttackCheck& c) {
    std::string damage;
    if (!c.damage_dice.empty()) {
        AttackCheck dice;
        dice.dice = c.damage_dice;
        damage = "; damage " + dice.dice_text() + (c.damage != 0 ? signed_text(c.damage) : "") +
                 (c.reduction != 0 ? " less " + std::to_string(c.reduction) : "");
    }
    if (!c.save_effect.empty()) {
        damage = "; no damage: a " + c.save_name + " save (d20, " + std::to_string(c.save_under) +
                 " or less) or " + c.save_effect;
    }
    if (!c.rolled) {
        return (c.comparison.empty()
                    ? std::string("The attack hits without a roll under these rules")
                    : c.comparison) +
               damage;
    }
    const int bonus = c.bonus();
    std::string s = c.dice_text() + (bonus != 0 ? signed_text(bonus) : std::string()) +
                    (c.roll_under ? " for " : " against ") +
                    (c.against.empty() ? "" : c.against + " ") + std::to_string(c.need) +
                    (c.roll_under ? " or less" : "");
    const int adv = c.advantage();
    if (adv != 0) {
        s += " (the " + std::string(adv > 0 ? "better" : "worse") + " of " +
             std::to_string(1 + std::abs(adv)) + " rolls)";
    }
    int low = 0;
    int high = 0;
    for (int sides : c.dice) {
        low += 1;
        high += sides;
    }
    const int face = c.need - bonus;
    const std::string dice = c.dice.size() == 1 ? "the die" : "the dice";
    if (c.roll_under) {
        s += face < low     ? ": no roll of " + dice + " is enough"
             : face >= high ? ": any roll hits"
                            : ": " + dice + " must show " + std::to_string(face) + " or less";
    } else {
        s += face > high   ? ": no roll of " + dice + " is enough"
             : face <= low ? ": any roll hits"
                           : ": " + dice + " must show " + std::to_string(face) + " or more";
    }
    if (c.luck_die > 0 && c.critical_on > 0) {
        s += "; the luck die (d" + std::to_string(c.luck_die) + ") on " +
             std::to_string(c.critical_on) + (c.critical_on < c.luck_die ? " or more" : "") +
             " is a critical hit that cannot miss";
    }
    if (c.luck_die > 0 && c.luck_bonus_on > 0) {
        s += "; the luck die (d" + std::to_string(c.luck_die) + ") on " +
             std::to_string(c.luck_bonus_on) + (c.luck_bonus_on < c.luck_die ? " or more" : "") +
             " adds " + std::to_string(c.luck_bonus);
    }
    if (c.luck_die > 0 && c.fumble_on > 0 && c.fumble_strays) {
        s += ", on " + std::to_string(c.fumble_on) + " the attack strays";
    }
    if (!c.roll_reason.empty()) {
        std::string why = c.roll_reason;
        why[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(why[0])));
        s = why + ". " + s;
    }
    return s + damage;
}

std::vector<std::string> dice_to_enter(const AttackCheck& c) {
    std::vector<std::string> out;
    for (int k = 0; c.rolled && k <= std::abs(c.advantage()); ++k) {
        for (int sides : c.dice) {
            out.push_back("d" + std::to_string(sides));
        }
    }
    if (c.rolled && c.luck_die > 0) {
        out.push_back("luck d" + std::to_string(c.luck_die));
    }
    if (c.rolled && c.fumble_strays) {
        out.push_back("(on a luck 1: a die to pick who the attack strays to)");
    }
    for (const ChainStep& step : c.critical_chain) {
        out.push_back("d" + std::to_string(step.sides));
    }
    for (int sides : c.damage_dice) {
        out.push_back("damage d" + std::to_string(sides));
    }
    if (c.wound_die > 0) {
        out.push_back("(on a wound: a d" + std::to_string(c.wound_die) + " for the fatal target)");
    }
    if (!c.save_effect.empty()) {
        out.push_back("d20 (" + c.save_name + " save)"); // a non-lethal hit's
    }
    if (c.hit_save.need > 0) {
        out.clear(); // a made save takes the maximum: no damage dice
        if (c.rolled) {
            out.push_back("d20");
        }
        out.push_back("d20 (" + c.hit_save.name + " save)");
    }
    if (!c.screens.empty()) {
        // The opposed checks of the screen come first (rules/screens.h).
        std::vector<std::string> first{"d20 (against the screen)"};
        for (const AttackCheck::Screen& s : c.screens) {
            first.push_back("d20 (" + s.name + "'s screen)");
        }
        out.insert(out.begin(), first.begin(), first.end());
    }
    return out;
}

namespace {

/// The prediction of the roll and its damage, before a wound's die.
Result<AttackPrediction> predict_roll(const Encounter& enc, const Unit& attacker,
                                      const Unit& target, const AttackSituation& situation) {
    auto checked = attack_check(enc, attacker, target, situation);
    if (!checked) {
        return checked.rejection();
    }
    AttackPrediction p;
    p.check = checked.value();
    if (!situation.redirected) {
        add_screens(enc, attacker, target, p.check); // seed 002 "Screen an Ally (Move)"
    }
    const AttackCheck& c = p.check;
    // The damage dice's sums (none: one way of 0), rolled on every hit.
    const KeptTotals rolled_damage =
        c.damage_dice.empty() ? KeptTotals{0, {1}, 1} : kept_totals(c.damage_dice, 0);
    // And the table rolled after a hit (phases' Subdue), one way a face.
    const std::uint64_t table = c.table_die > 0 ? static_cast<std::uint64_t>(c.table_die) : 1;
    const auto add_hit = [&](Tally& tally, OutcomeOdds o, std::uint64_t ways, int total, int step) {
        for (std::size_t d = 0; d < rolled_damage.ways.size(); ++d) {
            OutcomeOdds with = o;
            if (!o.defeats) {
                with.damage =
                    c.hit_damage(total, o.critical, step, rolled_damage.low + static_cast<int>(d));
            }
            if (c.table_die <= 0) {
                tally.add(with, ways * rolled_damage.ways[d]);
                continue;
            }
            for (int face = 1; face <= c.table_die; ++face) {
                const DamageRow* row = table_row(c, face);
                OutcomeOdds r = with;
                if (row != nullptr) {
                    r.outcome = row->what;
                    r.damage = with.damage * row->num / row->den;
                    r.pool = row->to_pool ? c.damage_pool : std::string();
                }
                tally.add(r, ways * rolled_damage.ways[d]);
            }
        }
    };
    if (!c.rolled) {
        Tally hit;
        add_hit(hit, {"hit", {}, 0, true}, 1, 0, 0);
        for (auto& [o, ways] : hit.outcomes) {
            p.outcomes.push_back(o);
            p.outcomes.back().chance = reduced(ways, rolled_damage.den * table);
        }
        for (const auto& [dmg, ways] : hit.damage) {
            p.damage[dmg] = reduced(ways, rolled_damage.den * table);
        }
        return p;
    }
    // Every way is a face of each die (every roll of them, with advantage),
    // of the luck die, and of the chain dice: den ways in all.
    std::uint64_t crit_den = 1;
    std::uint64_t fumble_den = 1;
    const std::vector<std::uint64_t> crit_steps = chain_ways(c.critical_chain, crit_den);
    const std::vector<std::uint64_t> fumble_steps = chain_ways(c.fumble_chain, fumble_den);
    const KeptTotals kept = kept_totals(c.dice, c.advantage());
    const int naturals = c.luck_die > 0 ? c.luck_die : 0;
    std::uint64_t fumbles = 0;
    std::uint64_t crits = 0;
    std::uint64_t lucky = 0; // plain faces that add luck_bonus
    for (int n = 1; n <= naturals; ++n) {
        fumbles += c.fumble(n) ? 1 : 0;
        crits += !c.fumble(n) && c.critical(n) ? 1 : 0;
        lucky += !c.fumble(n) && !c.critical(n) && c.luck_added(n) != 0 ? 1 : 0;
    }
    const std::uint64_t den = kept.den * static_cast<std::uint64_t>(naturals > 0 ? naturals : 1) *
                              crit_den * fumble_den * rolled_damage.den * table;
    const std::uint64_t dd = rolled_damage.den * table;
    Tally fails;
    Tally rest;
    const int bonus = c.bonus();
    const std::string fail = c.fumble_strays ? "strays to a character nearby" : "auto fail";
    for (std::size_t i = 0; i < kept.ways.size(); ++i) {
        const int total = kept.low + static_cast<int>(i);
        const std::uint64_t ways = kept.ways[i];
        // Without a luck die the natural is the total itself (one d20).
        const std::uint64_t f = naturals > 0 ? fumbles : (c.fumble(total) ? 1 : 0);
        const std::uint64_t k = naturals > 0 ? crits : (!c.fumble(total) && c.critical(total));
        const std::uint64_t plain = (naturals > 0 ? naturals : 1) - f - k;
        for (std::size_t step = 0; f > 0 && step < fumble_steps.size(); ++step) {
            fails.add({step == 0 ? fail : c.fumble_chain[step - 1].name, {}, 0},
                      ways * f * crit_den * fumble_steps[step] * dd);
        }
        // A test's luck die adds to the result on its high faces.
        for (const auto [count, extra] :
             {std::pair{plain - lucky, 0}, std::pair{lucky, c.luck_bonus}}) {
            if (count == 0) {
                continue;
            }
            if (c.reaches(total + bonus + extra)) {
                add_hit(rest, {"hit", {}, 0, true}, ways * count * crit_den * fumble_den,
                        total + extra, 0);
            } else {
                rest.add({"miss", {}, c.shock}, ways * count * crit_den * fumble_den * dd);
            }
        }
        for (std::size_t step = 0; k > 0 && step < crit_steps.size(); ++step) {
            const bool last = step > 0 && step == c.critical_chain.size();
            OutcomeOdds o{
                step == 0 ? "critical" : c.critical_chain[step - 1].name, {}, 0, true, true, last};
            if (last) {
                o.damage = std::max(1, health_left(target, enc.ruleset.rules().health));
                rest.add(o, ways * k * fumble_den * crit_steps[step] * dd);
            } else {
                add_hit(rest, o, ways * k * fumble_den * crit_steps[step], total,
                        static_cast<int>(step));
            }
        }
    }
    // Worst first: the deepest fumble, then misses, hits and criticals.
    std::stable_sort(rest.outcomes.begin(), rest.outcomes.end(), [](const auto& a, const auto& b) {
        return a.first.hits < b.first.hits ||
               (a.first.hits == b.first.hits && a.first.critical < b.first.critical);
    });
    for (auto it = fails.outcomes.rbegin(); it != fails.outcomes.rend(); ++it) {
        p.outcomes.push_back(it->first);
        p.outcomes.back().chance = reduced(it->second, den);
    }
    for (auto& [o, ways] : rest.outcomes) {
        p.outcomes.push_back(o);
        p.outcomes.back().chance = reduced(ways, den);
    }
    for (const Tally* t : {&fails, &rest}) {
        for (const auto& [dmg, ways] : t->damage) {
            p.damage[dmg] = p.damage[dmg] + reduced(ways, den);
        }
    }
    return p;
}

/// A save against the hit (AttackCheck::hit_save; seed 002 "Execution
/// Attacks"): every hit becomes a made save, taking the maximum damage, or
/// a failed one, taking all the target's health (none when it spares it).
void with_hit_save(AttackPrediction& p, const Unit& target, const HealthModel& health) {
    const AttackCheck& c = p.check;
    const Chance hit = p.hit();
    const Chance failed = p.effect();
    int most = 0;
    for (int sides : c.damage_dice) {
        most += sides;
    }
    std::vector<OutcomeOdds> outcomes;
    std::map<int, Chance> damage;
    for (const OutcomeOdds& o : p.outcomes) {
        if (!o.hits) {
            outcomes.push_back(o);
            damage[o.damage] = damage[o.damage] + o.chance;
        }
    }
    const auto add = [&](OutcomeOdds o) {
        if (o.chance.num == 0) {
            return;
        }
        damage[o.damage] = damage[o.damage] + o.chance;
        outcomes.push_back(std::move(o));
    };
    const std::string save = c.hit_save.name + " save";
    OutcomeOdds fell{"hit, " + save + " failed: " + c.hit_save.fails_to, failed,
                     c.hit_save.spares_health ? 0 : health_left(target, health), true};
    fell.defeats = true;
    // The made saves: every hit whose d20 is not among the failing faces.
    const Chance made = hit * Chance{20 - failed_faces(c), 20};
    add({"hit, " + save + " made: maximum damage", made, c.hit_damage(0, false, 0, most), true});
    add(std::move(fell));
    p.outcomes = std::move(outcomes);
    p.damage = std::move(damage);
}

} // namespace

Result<AttackPrediction> predict(const Encounter& enc, const Unit& attacker, const Unit& target,
                                 const AttackSituation& situation) {
    auto p = predict_roll(enc, attacker, target, situation);
    if (p && p.value().check.hit_save.need > 0) {
        with_hit_save(p.value(), target, enc.ruleset.rules().health);
        return p;
    }
    const AttackCheck* c = p ? &p.value().check : nullptr;
    if (c == nullptr || c->wound_at <= 0 || c->wound_die <= 0) {
        return p;
    }
    // A wound's die (seed 001 "Wounds/Aiming", a fatal target): of each
    // damage of a wound, 1 in `wound_die` adds `wound_extra`.
    const auto d = static_cast<std::uint64_t>(c->wound_die);
    std::map<int, Chance> damage;
    for (const auto& [dmg, chance] : p.value().damage) {
        if (dmg < c->wound_at) {
            damage[dmg] = damage[dmg] + chance;
            continue;
        }
        damage[dmg] = damage[dmg] + chance * Chance{d - 1, d};
        damage[dmg + c->wound_extra] = damage[dmg + c->wound_extra] + chance * Chance{1, d};
    }
    p.value().damage = std::move(damage);
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
