#include "rules/attack_rules.h"

#include "rules/gear.h"
#include "rules/health.h"
#include "rules/ruleset.h"
#include "rules/screens.h"
#include "rules/weapons.h"

#include <algorithm>

namespace skirmish {

namespace {

/// Adds one to the attacker's count of attacks, where the check keeps one.
void count_attack(TurnContext& ctx, const AttackCheck& check, const std::string& attacker,
                  const std::string& target) {
    if (!ctx.state.active) {
        return;
    }
    for (const auto& [unit, mark] : {std::pair{&attacker, &check.counts_in_mark},
                                     std::pair{&target, &check.counts_on_target}}) {
        if (!mark->empty()) {
            UnitTurn& t = ctx.turn(*unit);
            t.set_mark(*mark, t.mark(*mark) + 1);
        }
    }
    if (!check.attacker_notes_target.empty()) {
        ctx.turn(attacker).set_mark(check.attacker_notes_target + target, ctx.state.round);
    }
    for (const auto& [unit, mark] : check.spends) {
        UnitTurn& t = ctx.turn(unit);
        t.set_mark(mark, t.mark(mark) + 1);
    }
}

/// The damage of a hit before the target's reduction (rules/gear.h).
int unreduced(AttackCheck check, int total, int rolled, bool critical = false, int chain = 0) {
    check.reduction = 0;
    check.damage_floor = 0;
    return check.hit_damage(total, critical, chain, rolled);
}

/// The face of the damage die when the check rolls one die: its total.
std::optional<int> single_face(const AttackCheck& check, int rolled) {
    return check.damage_dice.size() == 1 ? std::optional<int>(rolled) : std::nullopt;
}

} // namespace

Result<AttackOutcome> roll_to_hit(TurnContext& ctx, const std::string& attacker_id,
                                  const std::string& target_id, const std::vector<int>& faces,
                                  const std::string& what) {
    auto check = attack_check(ctx.enc, *ctx.unit(attacker_id), *ctx.unit(target_id));
    if (!check) {
        return check.rejection();
    }
    auto out = roll_check(ctx, check.value(), attacker_id, target_id, faces, what);
    count_attack(ctx, check.value(), attacker_id, target_id);
    return out;
}

namespace {

/// Climbs the critical chain (seed 001 "Auto Fails/Criticals"): each die
/// showing its highest face reaches the next step.
Result<int> climb_chain(TurnContext& ctx, const AttackCheck& check, const std::string& attacker,
                        const std::vector<int>& faces, std::size_t first) {
    int reached = 0;
    for (const ChainStep& step : check.critical_chain) {
        auto die =
            ctx.roll(DiceExpr{1, step.sides},
                     face_at(faces, first + static_cast<std::size_t>(reached)), ctx.name(attacker),
                     "the critical (a " + std::to_string(step.sides) + " is a " + step.name + ")");
        if (!die) {
            return die.rejection();
        }
        if (die.value().total != step.sides) {
            break;
        }
        ++reached;
        ctx.say("A " + step.name + "!", "roll");
    }
    return reached;
}

/// Seed 004 "Attacks": a luck die of 1 sends a thrown or fired attack to
/// one of the characters next to its target, at random (one die when there
/// are several, its face read after the attack's), and the attack is
/// finished as normal against it: the same result against its evasion.
Result<AttackOutcome> stray(TurnContext& ctx, AttackOutcome out, const std::string& attacker,
                            const std::string& target, const std::vector<int>& faces,
                            std::optional<int> damage, const AttackSituation& situation) {
    std::vector<std::string> near;
    for (const Unit* o : standing_next_to(ctx.enc, *ctx.enc.find_unit(target), attacker)) {
        near.push_back(o->id);
    }
    std::string hit = near.front();
    if (near.size() > 1) {
        std::string names;
        for (const std::string& id : near) {
            names += (names.empty() ? "" : ", ") + ctx.name(id);
        }
        auto pick = ctx.roll(DiceExpr{1, static_cast<int>(near.size())},
                             face_at(faces, out.faces_used), ctx.name(attacker),
                             "who the stray attack strikes (" + names + ", in that order)");
        if (!pick) {
            return pick.rejection();
        }
        hit = near[static_cast<std::size_t>(pick.value().total - 1)];
    }
    auto checked = attack_check(ctx.enc, *ctx.unit(attacker), *ctx.unit(hit), situation);
    if (!checked) {
        return checked.rejection();
    }
    const AttackCheck& check = checked.value();
    out.hit = check.reaches(out.total + check.bonus());
    ctx.say("The attack strays to " + ctx.name(hit) + ": " +
                std::to_string(out.total + check.bonus()) + " against " + check.against + " " +
                std::to_string(check.need) + ", " + (out.hit ? "a hit" : "a miss"),
            "roll");
    if (out.hit) {
        out.damage = damage ? std::max(0, *damage) : check.hit_damage(out.total, false);
        apply_damage(ctx, hit, out.damage, attacker);
    }
    return out;
}

/// The wound of a hit dealing `check.wound_at` or more (its conditions,
/// its die); `out.damage` grows by the fatal extra. Rejections from ctx.roll.
Result<int> wound(TurnContext& ctx, const AttackCheck& check, const std::string& attacker,
                  const std::string& target, const std::vector<int>& faces, AttackOutcome& out) {
    // seed 001 "Wounds/Aiming": "A wound occurs when a single attack deals
    // 6 or more damage to a target ... net damage".
    ctx.say("A wound: " + std::to_string(out.damage) + " damage in one attack", "roll");
    for (const std::string& c : check.wounds) {
        if (ctx.set_condition(target, c, true)) {
            ctx.say(ctx.name(target) + " is " + c, "turn");
        }
    }
    if (check.wound_die <= 0) {
        return 0;
    }
    auto die = ctx.roll(DiceExpr{1, check.wound_die}, face_at(faces, out.faces_used),
                        ctx.name(attacker), "the fatal target");
    if (!die) {
        return die.rejection();
    }
    out.faces_used += 1;
    if (die.value().total != check.wound_die) {
        return 0;
    }
    ctx.say("A fatal wound: " + std::to_string(check.wound_extra) + " more damage", "roll");
    apply_damage(ctx, target, check.wound_extra, attacker);
    out.damage += check.wound_extra;
    return check.wound_extra;
}

/// The target's save against a hit (AttackCheck::hit_save; seed 002
/// "Execution Attacks"): its d20 (the GM's face at `out.faces_used`) less
/// the penalty at or above the need takes the hit's maximum damage, else
/// all its health and the failing condition. Rejections from ctx.roll.
Result<AttackOutcome> save_against_hit(TurnContext& ctx, const AttackCheck& check,
                                       const std::string& attacker, const std::string& target,
                                       const std::vector<int>& faces, AttackOutcome out) {
    const AttackCheck::HitSave& save = check.hit_save;
    auto die =
        ctx.roll(DiceExpr{1, 20}, face_at(faces, out.faces_used), ctx.name(target),
                 "the " + save.name + " save (" + std::to_string(save.need) + " or more, at -" +
                     std::to_string(save.penalty) + "; " + save.source + ")");
    if (!die) {
        return die.rejection();
    }
    out.faces_used += 1;
    if (die.value().total - save.penalty >= save.need) {
        int most = 0;
        for (int sides : check.damage_dice) {
            most += sides;
        }
        out.damage = check.hit_damage(out.total, false, 0, most);
        ctx.say(ctx.name(target) + " makes the " + save.name + " save and takes the maximum, " +
                    std::to_string(out.damage) + " damage",
                "roll");
        if (out.damage > 0) {
            apply_damage(ctx, target, out.damage, attacker);
        }
        return out;
    }
    ctx.say(ctx.name(target) + " fails the " + save.name + " save", "roll");
    out.defeats = true;
    if (!save.spares_health) {
        out.damage = health_left(*ctx.unit(target), ctx.enc.ruleset.rules().health);
        if (out.damage > 0) {
            apply_damage(ctx, target, out.damage, attacker);
        }
    }
    if (ctx.set_condition(target, save.fails_to, true)) {
        ctx.say(ctx.name(target) + " is " + save.fails_to, "turn");
    }
    return out;
}

} // namespace

Result<int> roll_damage_dice(TurnContext& ctx, const AttackCheck& check,
                             const std::string& attacker, const std::string& target,
                             const std::vector<int>& faces, std::size_t first) {
    int sum = 0;
    for (std::size_t i = 0; i < check.damage_dice.size(); ++i) {
        auto die = ctx.roll(DiceExpr{1, check.damage_dice[i]}, face_at(faces, first + i),
                            ctx.name(attacker), "the damage to " + ctx.name(target));
        if (!die) {
            return die.rejection();
        }
        sum += die.value().total;
    }
    return sum;
}

Result<DamageRoll> roll_hit_damage(TurnContext& ctx, const std::string& attacker,
                                   const std::string& target, const std::vector<int>& faces,
                                   std::size_t first, std::optional<int> entered,
                                   const std::string& weapon) {
    // The hit is already decided: a redirected attack (hide behind, guard)
    // lands on its new target whatever the targeting rules.
    AttackSituation redirected;
    redirected.redirected = true;
    redirected.weapon = weapon;
    auto checked = attack_check(ctx.enc, *ctx.unit(attacker), *ctx.unit(target), redirected);
    if (!checked) {
        return checked.rejection();
    }
    AttackCheck check = checked.value();
    if (entered && check.damage_dice.empty()) {
        check.damage = std::max(0, *entered); // the GM's damage replaces the stat's
        wear_gear(ctx, attacker, target, check, std::nullopt, unreduced(check, 0, 0));
        return DamageRoll{check.hit_damage(0, false), 0};
    }
    if (entered) {
        // What the dice showed at the table: the bonus and armour still apply.
        const int shown = std::max(0, *entered);
        wear_gear(ctx, attacker, target, check, single_face(check, shown),
                  unreduced(check, 0, shown));
        return DamageRoll{check.hit_damage(0, false, 0, shown), 0};
    }
    auto sum = roll_damage_dice(ctx, check, attacker, target, faces, first);
    if (!sum) {
        return sum.rejection();
    }
    wear_gear(ctx, attacker, target, check, single_face(check, sum.value()),
              unreduced(check, 0, sum.value()));
    return DamageRoll{check.hit_damage(0, false, 0, sum.value()), check.damage_dice.size()};
}

bool apply_hit_condition(TurnContext& ctx, const AttackCheck& check, const std::string& target) {
    if (check.hit_sets_condition.empty()) {
        return false;
    }
    if (ctx.set_condition(target, check.hit_sets_condition, true)) {
        ctx.say(ctx.name(target) + " is " + check.hit_sets_condition, "turn");
    }
    return true; // set now or before: no damage either way
}

namespace {

/// resolve_attack() once the screens are checked: on `target_id` (a
/// screener when the situation is redirected).
Result<AttackOutcome> resolve_on(TurnContext& ctx, const std::string& attacker_id,
                                 const std::string& target_id, const std::vector<int>& faces,
                                 std::optional<int> damage, bool critical,
                                 const AttackSituation& situation, bool hold) {
    auto checked = attack_check(ctx.enc, *ctx.unit(attacker_id), *ctx.unit(target_id), situation);
    if (!checked) {
        return checked.rejection();
    }
    const AttackCheck& check = checked.value();
    AttackOutcome out;
    out.weapon = check.weapon;
    if (critical) {
        out.hit = true;
        out.critical = true;
        ctx.say(ctx.name(attacker_id) + " takes a free critical hit on " + ctx.name(target_id),
                "roll");
    } else {
        auto rolled = roll_check(ctx, check, attacker_id, target_id, faces, "an attack");
        if (!rolled) {
            return rolled;
        }
        out = rolled.value();
        out.weapon = check.weapon;
        if (check.fumble_strays && check.fumble(out.natural)) {
            AttackSituation same = situation; // the weapon that was fired
            same.weapon = check.weapon;
            auto strayed = stray(ctx, out, attacker_id, target_id, faces, damage, same);
            count_attack(ctx, check, attacker_id, target_id);
            return strayed;
        }
        count_attack(ctx, check, attacker_id, target_id);
        if (!check.ends_on_target.empty() &&
            ctx.set_condition(target_id, check.ends_on_target, false)) {
            ctx.say(ctx.name(target_id) + " is no longer " + check.ends_on_target, "turn");
        }
        if (!check.marks_target.empty() && ctx.state.active) {
            ctx.turn(target_id).set_mark(check.marks_target, 1);
        }
        if (out.hit && apply_hit_condition(ctx, check, target_id)) {
            return out;
        }
        if (!out.hit && !check.miss_falls_back.empty()) {
            ctx.say("It fails: " + ctx.name(attacker_id) + " attacks " + ctx.name(target_id) +
                        " instead",
                    "roll");
            const std::vector<int> rest(
                faces.begin() + static_cast<std::ptrdiff_t>(std::min(out.faces_used, faces.size())),
                faces.end());
            AttackSituation fallback = situation;
            fallback.action = check.miss_falls_back;
            fallback.weapon = check.weapon;
            auto instead =
                resolve_on(ctx, attacker_id, target_id, rest, damage, false, fallback, hold);
            if (instead) {
                instead.value().faces_used += out.faces_used;
            }
            return instead;
        }
        if (out.critical && !check.critical_chain.empty()) {
            auto chain = climb_chain(ctx, check, attacker_id, faces, out.faces_used);
            if (!chain) {
                return chain.rejection();
            }
            out.chain = chain.value();
            // The chain's dice rolled: up to the first that failed.
            out.faces_used +=
                std::min(check.critical_chain.size(), static_cast<std::size_t>(out.chain) + 1);
        }
    }
    if (out.hit && check.hit_save.need > 0) {
        return save_against_hit(ctx, check, attacker_id, target_id, faces, out);
    }
    if (!out.hit) {
        if (!check.miss_marks_target.empty() && ctx.state.active) {
            ctx.turn(target_id).set_mark(check.miss_marks_target, 1);
            ctx.say(check.shock_note, "roll");
        }
        if (check.shock > 0) {
            ctx.say(ctx.name(target_id) + " takes " + std::to_string(check.shock) + " Shock",
                    "roll");
            apply_damage(ctx, target_id, check.shock, attacker_id);
            out.damage = check.shock;
        }
        return out;
    }
    const HealthModel& health = ctx.enc.ruleset.rules().health;
    const int steps = static_cast<int>(check.critical_chain.size());
    out.defeats = steps > 0 && out.chain == steps;
    // The GM's damage replaces the stat's, not the rules' bonus or the
    // Shock floor (seed 002 "Damage"); where the roll adds to the damage
    // (teams), what the GM enters is the damage taken; with damage dice
    // (factions), it is what the dice showed, the bonus and armour apply.
    AttackCheck dealt = check;
    int rolled = 0;
    if (damage && !check.damage_dice.empty()) {
        rolled = std::max(0, *damage);
    } else if (damage) {
        dealt.damage = std::max(*damage + check.damage_bonus, check.shock);
    }
    if (!damage && !out.defeats && !check.damage_dice.empty()) {
        auto sum = roll_damage_dice(ctx, check, attacker_id, target_id, faces, out.faces_used);
        if (!sum) {
            return sum.rejection();
        }
        rolled = sum.value();
        out.faces_used += check.damage_dice.size();
    }
    if (!out.defeats) {
        wear_gear(ctx, attacker_id, target_id, dealt,
                  check.damage_dice.empty() ? std::nullopt : single_face(check, rolled),
                  unreduced(dealt, out.total, rolled, out.critical, out.chain));
    }
    const bool taken_as_entered = damage && check.damage_adds_roll;
    out.damage = out.defeats        ? std::max(1, health_left(*ctx.unit(target_id), health))
                 : taken_as_entered ? std::max(0, *damage)
                                    : dealt.hit_damage(out.total, out.critical, out.chain, rolled);
    if (check.table_die > 0 && !out.defeats) {
        // The table after the hit (seed 000 "Subdue"): its row scales the
        // damage and may send it to another pool.
        auto die = ctx.roll(
            DiceExpr{1, check.table_die}, face_at(faces, out.faces_used), ctx.name(attacker_id),
            "the " + (check.damage_pool.empty() ? std::string("damage") : check.damage_pool) +
                " table");
        if (!die) {
            return die.rejection();
        }
        for (const DamageRow& row : check.table) {
            if (die.value().total > row.up_to) {
                continue;
            }
            out.damage = out.damage * row.num / row.den;
            if (row.to_pool && !check.damage_pool.empty()) {
                Unit& t = ctx.edit_unit(target_id);
                t.stats[check.damage_pool] = stat_of(t, check.damage_pool) + out.damage;
                ctx.say(ctx.name(target_id) + " takes " + std::to_string(out.damage) + " " +
                            check.damage_pool + " (" + row.what + "; " + check.damage_pool + " " +
                            std::to_string(t.stats[check.damage_pool]) + ")",
                        "roll");
                return out;
            }
            ctx.say(row.what, "roll");
            break;
        }
    }
    // A ruleset whose answer only matters near the need (sides' Total
    // Defense) holds just those hits.
    const HeldHitRules& held = ctx.enc.ruleset.rules().reactions.held_hits;
    const bool near_need =
        held.within == 0 || (!check.roll_under && !out.critical && check.rolled &&
                             out.total + check.bonus() < check.need + held.within);
    // Asked of the unit struck, which a screen may have changed.
    if (hold && near_need && !out.defeats && check.table_die == 0 && held.holds != nullptr &&
        held.holds(ctx, target_id, attacker_id)) {
        // The caller lets the target answer before the damage lands (teams,
        // seed 004 "Defensive Actions"): the result and the damage before
        // its reduction go with it.
        AttackCheck bare = dealt;
        bare.reduction = 0;
        bare.damage_floor = 0;
        out.held = true;
        out.held_target = target_id;
        out.result = out.total + check.bonus();
        out.raw_damage = std::max(
            0, taken_as_entered ? *damage + check.reduction
                                : bare.hit_damage(out.total, out.critical, out.chain, rolled));
        return out;
    }
    if (out.damage > 0) {
        apply_damage(ctx, target_id, out.damage, attacker_id);
    }
    if (check.wound_at > 0 && out.damage >= check.wound_at) {
        auto wounded = wound(ctx, check, attacker_id, target_id, faces, out);
        if (!wounded) {
            return wounded.rejection();
        }
    }
    return out;
}

} // namespace

Result<AttackOutcome> resolve_attack(TurnContext& ctx, const std::string& attacker_id,
                                     const std::string& target_id, const std::vector<int>& faces,
                                     std::optional<int> damage, bool critical,
                                     const std::string& action, bool hold,
                                     const std::string& weapon) {
    AttackSituation situation;
    situation.action = action;
    situation.weapon = weapon;
    auto checked = attack_check(ctx.enc, *ctx.unit(attacker_id), *ctx.unit(target_id), situation);
    if (checked && !critical) {
        add_screens(ctx.enc, *ctx.unit(attacker_id), *ctx.unit(target_id), checked.value());
    }
    if (critical || !checked || checked.value().screens.empty()) {
        return resolve_on(ctx, attacker_id, target_id, faces, damage, critical, situation, hold);
    }
    // seed 002 "Screen an Ally (Move)": the opposed checks come first and
    // may move the attack to a screener, with the weapon already chosen.
    auto screened = screen_attack(ctx, checked.value(), attacker_id, target_id, faces);
    if (!screened) {
        return screened.rejection();
    }
    const ScreenResult& s = screened.value();
    situation.redirected = s.target != target_id;
    situation.weapon = checked.value().weapon;
    const std::vector<int> rest(
        faces.begin() + static_cast<std::ptrdiff_t>(std::min(s.faces_used, faces.size())),
        faces.end());
    auto out = resolve_on(ctx, attacker_id, s.target, rest, damage, false, situation, hold);
    if (out) {
        out.value().faces_used += s.faces_used;
    }
    return out;
}

} // namespace skirmish
