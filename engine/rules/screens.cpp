#include "rules/screens.h"

#include "rules/ruleset.h"

#include <algorithm>
#include <climits>

namespace skirmish {
namespace {

const std::string kCounted = "screened:"; ///< + the attacker: a turn mark of the screener

/// The better of `u`'s attributes plus its skill (ScreenPolicy).
int screen_bonus(const Unit& u, const ScreenPolicy& policy) {
    int best = INT_MIN;
    for (const std::string& a : policy.attributes) {
        best = std::max(best, stat_of(u, a));
    }
    return (best == INT_MIN ? 0 : best) + stat_of(u, policy.skill);
}

} // namespace

void note_ward(TurnContext& ctx, const ActionDef& def, const std::string& screener,
               const std::string& ward) {
    const ScreenPolicy& policy = ctx.enc.ruleset.rules().screens;
    if (policy.condition.empty() || def.sets_condition != policy.condition || ward.empty()) {
        return;
    }
    ctx.state.screening[screener] = ward;
    ctx.say(ctx.name(screener) + " screens " + ctx.name(ward) + " until its next turn", "turn");
}

void add_screens(const Encounter& enc, const Unit& attacker, const Unit& target,
                 AttackCheck& check) {
    const ScreenPolicy& policy = enc.ruleset.rules().screens;
    // Settled: an attack on a target caught unawares (AttackCheck::
    // hit_save: sides' execution attack) finds nobody braced to block it.
    if (policy.condition.empty() || !enc.combat.active || check.hit_save.need > 0) {
        return;
    }
    for (const auto& [id, ward] : enc.combat.screening) {
        const Unit* s = enc.find_unit(id);
        if (ward != target.id || s == nullptr || s->id == attacker.id || s->side == attacker.side ||
            !has_condition(*s, policy.condition) || out_of_fight(*s) ||
            squares_between(*s, target) > policy.reach) {
            continue;
        }
        const UnitTurn* t = enc.combat.turn_of(s->id);
        int counted = 0;
        bool this_one = false;
        if (t != nullptr) {
            for (const auto& [mark, v] : t->marks) {
                counted += mark.starts_with(kCounted) ? 1 : 0;
                this_one = this_one || mark == kCounted + attacker.id;
            }
        }
        // "a number of attackers each round equal to your highest combat
        // skill; thus, you need at least level 1"
        if (!this_one && counted >= stat_of(*s, policy.skill)) {
            continue;
        }
        check.screens.push_back({s->id, display_name(*s), screen_bonus(*s, policy)});
    }
    if (!check.screens.empty()) {
        check.screen_bonus = screen_bonus(attacker, policy);
    }
}

Result<ScreenResult> screen_attack(TurnContext& ctx, const AttackCheck& check,
                                   const std::string& attacker, const std::string& target,
                                   const std::vector<int>& faces) {
    const ScreenPolicy& policy = ctx.enc.ruleset.rules().screens;
    const auto face = [&](std::size_t i) {
        return faces.size() > i ? std::vector<int>{faces[i]} : std::vector<int>{};
    };
    ctx.say(ctx.name(target) + " is screened: " + ctx.name(attacker) +
                " must beat the screen in an opposed check (" + policy.source +
                "; only attacks that could be parried or body-blocked: the GM's)",
            "roll");
    auto own =
        ctx.roll(DiceExpr{1, 20}, face(0), ctx.name(attacker),
                 "the opposed check against the screen (" + signed_text(check.screen_bonus) + ")");
    if (!own) {
        return own.rejection();
    }
    const int total = own.value().total + check.screen_bonus;
    ScreenResult out{target, 1};
    int worst = INT_MAX;
    for (const AttackCheck::Screen& s : check.screens) {
        auto roll = ctx.roll(DiceExpr{1, 20}, face(out.faces_used), ctx.name(s.unit),
                             "screening " + ctx.name(target) + " (" + signed_text(s.bonus) + ")");
        if (!roll) {
            return roll.rejection();
        }
        out.faces_used += 1;
        ctx.turn(s.unit).set_mark(kCounted + attacker, 1);
        const int held = roll.value().total + s.bonus;
        if (held >= total && held < worst) {
            worst = held;
            out.target = s.unit;
        }
    }
    ctx.say(out.target == target
                ? ctx.name(attacker) + " gets past the screen (" + std::to_string(total) + ")"
                : ctx.name(out.target) + " blocks it (" + std::to_string(worst) + " against " +
                      std::to_string(total) + "): the attack goes to " + ctx.name(out.target),
            "roll");
    return out;
}

} // namespace skirmish
