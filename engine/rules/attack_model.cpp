#include "rules/attack_model.h"

#include <algorithm>

namespace skirmish {

int AttackCheck::bonus() const {
    int sum = 0;
    for (const AttackModifier& m : modifiers) {
        sum += m.on_target ? 0 : m.value;
    }
    return sum;
}

int squares_between(const Unit& a, const Unit& b) {
    const auto gap = [](int a0, int as, int b0, int bs) {
        return std::max({0, b0 - (a0 + as - 1), a0 - (b0 + bs - 1)});
    };
    return std::max(gap(a.cell.x, a.size, b.cell.x, b.size),
                    gap(a.cell.y, a.size, b.cell.y, b.size));
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
    AttackOutcome out;
    if (!check.rolled) {
        out.hit = true;
        ctx.say(who + " hits " + ctx.name(target), "roll");
        return out;
    }
    auto roll = ctx.roll(DiceExpr{1, 20}, faces, who, what + " on " + ctx.name(target));
    if (!roll) {
        return roll.rejection();
    }
    out.natural = roll.value().total;
    out.critical = check.critical(out.natural);
    out.hit = check.hits(out.natural);
    std::string text = who + " rolls " + std::to_string(out.natural);
    for (const AttackModifier& m : check.modifiers) {
        if (m.from_stat) {
            text += signed_text(m.value);
        } else if (!m.on_target && m.value != 0) {
            text += " " + signed_text(m.value) + " (" + m.what + ")";
        }
    }
    text += " = " + std::to_string(out.natural + check.bonus()) + " against " +
            (check.against.empty() ? "" : check.against + " ") + std::to_string(check.need) + ": ";
    text += check.fumble(out.natural)
                ? "a natural " + std::to_string(out.natural) + ", an auto fail"
            : out.critical ? "a natural " + std::to_string(out.natural) + ", a critical hit"
            : out.hit      ? "a hit"
                           : "a miss";
    ctx.say(text, "roll");
    return out;
}

std::string signed_text(int v) {
    return (v >= 0 ? "+" : "") + std::to_string(v);
}

} // namespace skirmish
