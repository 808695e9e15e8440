#include "rules/attack_model.h"

#include <algorithm>
#include <cstdlib>

namespace skirmish {

int AttackCheck::bonus() const {
    int sum = 0;
    for (const AttackModifier& m : modifiers) {
        sum += m.on_target || m.advantage ? 0 : m.value;
    }
    return sum;
}

int AttackCheck::advantage() const {
    int sum = 0;
    for (const AttackModifier& m : modifiers) {
        sum += m.advantage ? m.value : 0;
    }
    return sum;
}

int AttackCheck::hit_damage(int total, bool crit, int chain, int rolled) const {
    int dealt = damage + rolled;
    if (damage_adds_roll) {
        dealt = total + bonus() + (crit ? critical_damage : damage) + rolled;
    } else if (crit) {
        dealt <<= 1 + chain;
    }
    if (damage_cap) {
        dealt = std::min(dealt, *damage_cap);
    }
    return reduction != 0 || damage_floor > 0 ? std::max(damage_floor, dealt - reduction) : dealt;
}

std::string AttackCheck::dice_text() const {
    std::string s;
    for (std::size_t i = 0; i < dice.size();) {
        std::size_t n = 1;
        while (i + n < dice.size() && dice[i + n] == dice[i]) {
            ++n;
        }
        s += (s.empty() ? "" : "+") + (n > 1 ? std::to_string(n) : std::string()) + "d" +
             std::to_string(dice[i]);
        i += n;
    }
    return s;
}

int squares_between(const Unit& a, const Unit& b) {
    const auto gap = [](int a0, int as, int b0, int bs) {
        return std::max({0, b0 - (a0 + as - 1), a0 - (b0 + bs - 1)});
    };
    return std::max(gap(a.cell.x, a.size, b.cell.x, b.size),
                    gap(a.cell.y, a.size, b.cell.y, b.size));
}

std::vector<const Unit*> standing_next_to(const Encounter& enc, const Unit& target,
                                          const std::string& except) {
    std::vector<const Unit*> out;
    for (const Unit& o : enc.units) {
        if (squares_between(target, o) <= 1 && o.id != target.id && o.id != except &&
            !out_of_fight(o)) {
            out.push_back(&o);
        }
    }
    return out;
}

Result<AttackCheck> AttackModel::check(const Encounter&, const Unit& attacker, const Unit&,
                                       const AttackSituation&) const {
    AttackCheck c;
    c.rolled = false;
    c.damage = std::max(0, stat_of(attacker, "damage"));
    return c;
}

Result<AttackOutcome> roll_check(TurnContext& ctx, const AttackCheck& check,
                                 const std::string& attacker, const std::string& target,
                                 const std::vector<int>& faces, const std::string& what) {
    const std::string who = ctx.name(attacker);
    const std::string with = check.weapon.empty() ? "" : " with the " + check.weapon;
    AttackOutcome out;
    if (!check.rolled) {
        // No roll (phases): the scores the GM judged by, with what changed
        // them, then the hit the GM entered.
        if (const auto colon = check.comparison.find(':'); colon != std::string::npos) {
            std::string modifiers;
            for (const AttackModifier& m : check.modifiers) {
                if (m.value != 0) {
                    modifiers += (modifiers.empty() ? "" : "; ") + m.what;
                }
            }
            ctx.say(check.comparison.substr(0, colon) +
                        (modifiers.empty() ? "" : " (" + modifiers + ")"),
                    "roll");
        }
        out.hit = true;
        ctx.say(who + " hits " + ctx.name(target) + with, "roll");
        return out;
    }
    const std::string why = what + with + " on " + ctx.name(target);
    // One die at a time, each with its own entered face.
    auto die = [&](int sides, const std::string& note) -> Result<int> {
        const std::size_t i = out.faces_used++;
        auto roll = ctx.roll(DiceExpr{1, sides},
                             i < faces.size() ? std::vector<int>{faces[i]} : std::vector<int>{},
                             who, why + note);
        if (!roll) {
            return roll.rejection();
        }
        return roll.value().total;
    };
    const int advantage = check.advantage();
    std::string kept;
    for (int k = 0; k <= std::abs(advantage); ++k) {
        int total = 0;
        std::string faces_text;
        for (int sides : check.dice) {
            auto face = die(sides, "");
            if (!face) {
                return face.rejection();
            }
            total += face.value();
            faces_text += (faces_text.empty() ? "" : "+") + std::to_string(face.value());
        }
        if (k == 0 || (advantage > 0 ? total > out.total : total < out.total)) {
            out.total = total;
            kept = faces_text;
        }
    }
    out.natural = out.total;
    if (check.luck_die > 0) {
        auto luck = die(check.luck_die, " (the luck die)");
        if (!luck) {
            return luck.rejection();
        }
        out.natural = luck.value();
    }
    out.critical = check.critical(out.natural);
    out.hit = check.hits(out.total, out.natural);
    std::string text = who + " rolls " + kept;
    if (advantage != 0) {
        text += " (" + std::string(advantage > 0 ? "the best" : "the worst") + " of " +
                std::to_string(1 + std::abs(advantage)) + ")";
    }
    for (const AttackModifier& m : check.modifiers) {
        if (m.from_stat) {
            text += signed_text(m.value);
        } else if (!m.on_target && !m.advantage && m.value != 0) {
            text += " " + signed_text(m.value) + " (" + m.what + ")";
        }
    }
    if (const int luck = check.luck_added(out.natural); luck != 0) {
        text +=
            " " + signed_text(luck) + " (the luck die shows " + std::to_string(out.natural) + ")";
    }
    text += " = " + std::to_string(out.total + check.bonus() + check.luck_added(out.natural)) +
            with + (check.roll_under ? " for " : " against ") +
            (check.against.empty() ? "" : check.against + " ") + std::to_string(check.need) +
            (check.roll_under ? " or less" : "") + ": ";
    const std::string natural = check.luck_die > 0
                                    ? "the luck die shows " + std::to_string(out.natural)
                                    : "a natural " + std::to_string(out.natural);
    text += check.fumble(out.natural)
                ? natural + (check.fumble_strays ? ", the attack strays" : ", an auto fail")
            : out.critical ? natural + ", a critical hit"
            : out.hit      ? "a hit"
                           : "a miss";
    ctx.say(text, "roll");
    if (!out.hit) {
        ctx.log.back().missed = target; // the views float "miss" over it
    }
    return out;
}

std::string signed_text(int v) {
    return (v >= 0 ? "+" : "") + std::to_string(v);
}

} // namespace skirmish
