#include "rules/maneuvers.h"

#include "encounter/command_engine.h"
#include "movement/passability.h"
#include "movement/threat.h"
#include "movement/zones.h"
#include "rules/attack_rules.h"
#include "rules/condition_clock.h"
#include "rules/forced_movement.h"
#include "rules/grabs.h"
#include "rules/grapple.h"
#include "rules/health.h"
#include "rules/opposed_check.h"
#include "rules/reactions.h"
#include "rules/registry.h"
#include "rules/ruleset.h"
#include "rules/squads.h"
#include "rules/weapons.h"

#include <algorithm>

namespace skirmish {
namespace {

/// Rolls the Bull Rush dice of `u` (or takes the GM's).
Result<int> rush_roll(TurnContext& ctx, const Unit& u, const EnteredRolls& rolls) {
    auto r = ctx.roll(DiceExpr{bull_rush_dice(u), 6}, entered(rolls, u.id), ctx.name(u.id),
                      "the Bull Rush");
    if (!r) {
        return r.rejection();
    }
    return r.value().total;
}

const ForcedMovementPolicy& forced_of(const TurnContext& ctx) {
    return ctx.enc.ruleset.rules().forced;
}

/// A squad's standing order (rules/squads.h) on a Bull Rush, "treated like
/// an attack": Delay holds it, and every defender must fit the order's
/// Target, unless the order's Tactic is itself Bull Rush ("attempting to
/// Bull Rush enemy units that obstruct the path") and `square` is the next
/// step towards its point. Hold does not stop it: "Taking that last square
/// doesn't count as a move".
Refusal rush_order_problem(const TurnContext& ctx, const Unit& attacker, Cell square,
                           const std::vector<std::string>& defenders) {
    if (ctx.override) {
        return std::nullopt;
    }
    if (auto no = order_action_refusal(ctx.enc, attacker)) {
        return no;
    }
    const Squad* squad = ordered_squad_of(ctx.enc, attacker.id);
    if (squad != nullptr && squad->order.tactic == Tactic::BullRush && squad->order.point) {
        const auto sign = [](int d) { return (d > 0) - (d < 0); };
        const Cell to = *squad->order.point;
        const Cell step{attacker.cell.x + sign(to.x - attacker.cell.x),
                        attacker.cell.y + sign(to.y - attacker.cell.y)};
        if (step == square) { // in the way of the order's point (squads.cpp's step)
            return std::nullopt;
        }
    }
    for (const std::string& id : defenders) {
        if (auto no = order_target_refusal(ctx.enc, attacker, *ctx.unit(id))) {
            return no;
        }
    }
    return std::nullopt;
}

} // namespace

Refusal bull_rush(TurnContext& ctx, const TurnPolicy& policy, const BullRush& cmd,
                  std::vector<Event>& moves) {
    if (forced_of(ctx).find(ForcedKind::BullRush) == nullptr) {
        return "Bull Rush is a manoeuvre of " + rulesets_with({ForcedKind::BullRush});
    }
    const Unit* attacker = ctx.unit(cmd.unit);
    if (attacker == nullptr) {
        return "There is no unit \"" + cmd.unit + "\"";
    }
    // The arrangement first: when none exists the command changes nothing.
    auto plan = bull_rush_plan(ctx.enc, cmd.unit, cmd.target);
    if (!plan) {
        return plan.reason();
    }
    if (auto no = rush_order_problem(ctx, *attacker, cmd.target, plan.value().defenders)) {
        return no;
    }
    if (auto no = begin_and_pay(ctx, policy, *attacker, "bull_rush")) {
        return no;
    }
    // "Bull Rush is treated like an attack": "Any attack against a Calm
    // unit breaks the Calm ... even if the attack has no effect".
    for (const std::string& id : plan.value().defenders) {
        expire_on_attack(ctx, id);
    }
    const ForcedMoveDef& def = *forced_of(ctx).find(ForcedKind::BullRush);
    std::vector<const Unit*> rolling;
    for (const std::string& id : plan.value().defenders) {
        const Unit* d = ctx.unit(id);
        if (loses_rush_unrolled(ctx.enc, ctx.state, *d)) {
            ctx.say(ctx.name(id) + " is Dodging and loses automatically", "roll");
        } else {
            if (has_condition(*d, def.loses_unrolled)) {
                ctx.say(possessive(ctx.name(id)) +
                            " Dodge is spent on this round's attacks: it rolls",
                        "roll");
            }
            rolling.push_back(d);
        }
        if (!def.counts_on_target.empty()) { // counted as an attack on it
            UnitTurn& t = ctx.turn(id);
            t.set_mark(def.counts_on_target, t.mark(def.counts_on_target) + 1);
        }
    }
    bool won = true;
    if (!rolling.empty()) {
        auto mine = rush_roll(ctx, *attacker, cmd.rolls);
        if (!mine) {
            return mine.reason();
        }
        for (const Unit* d : rolling) {
            auto theirs = rush_roll(ctx, *d, cmd.rolls);
            if (!theirs) {
                return theirs.reason();
            }
            if (mine.value() <= theirs.value()) {
                won = false; // the attacker must beat every roll; ties fail
            }
        }
    }
    if (!won) {
        ctx.say("The Bull Rush fails: nothing moves", "turn");
        return std::nullopt;
    }
    for (const Push& p : plan.value().pushes) {
        moves.emplace_back(UnitMoved{p.unit, p.from, p.to});
        ctx.say(ctx.name(p.unit) + " is pushed from " + to_label(p.from) + " to " + to_label(p.to),
                "turn");
    }
    const Push& a = plan.value().attacker;
    moves.emplace_back(UnitMoved{a.unit, a.from, a.to});
    ctx.say(ctx.name(a.unit) + " takes " + to_label(cmd.target) + " (not a move)", "turn");
    return std::nullopt;
}

Refusal contest_square(TurnContext& ctx, const TurnPolicy& policy, const ContestSquare& cmd,
                       std::vector<Event>& moves) {
    if (forced_of(ctx).find(ForcedKind::ContestSquare) == nullptr) {
        return "A contest square is a rule of " + rulesets_with({ForcedKind::ContestSquare});
    }
    const Unit* a = ctx.unit(cmd.unit);
    const Unit* b = ctx.unit(cmd.other);
    if (a == nullptr || b == nullptr) {
        return std::string("A contest square needs two units");
    }
    if (a->side == b->side) {
        return std::string("A contest square is between opposing units");
    }
    if (ctx.enc.unit_at(cmd.square) != nullptr) {
        return to_label(cmd.square) + " is not empty";
    }
    const Passability pass(ctx.enc.map);
    for (const Unit* u : {a, b}) {
        if (!within_reach(pass, *u, cmd.square)) {
            return to_label(cmd.square) + " is not next to " + ctx.name(u->id);
        }
    }
    const UnitTurn& ta = ctx.turn(a->id);
    const UnitTurn& tb = ctx.turn(b->id);
    const auto may_move = [](const UnitTurn& t) {
        return t.left("move") > 0 || t.left("delayed_move") > 0;
    };
    if (!ctx.override && (!may_move(ta) || !may_move(tb))) {
        return std::string("Both units must have a Move now to contest a square");
    }
    for (const Unit* u : {a, b}) { // the policy's own limits on moving (a carrying pair)
        if (auto can = policy.movement(ctx, *u, "contest"); !can && !ctx.override) {
            return can.reason();
        }
    }
    ctx.say(ctx.name(a->id) + " and " + ctx.name(b->id) + " contest " + to_label(cmd.square) +
            " (a Bull Rush; no Action spent)");
    auto ra = rush_roll(ctx, *a, cmd.rolls);
    if (!ra) {
        return ra.reason();
    }
    auto rb = rush_roll(ctx, *b, cmd.rolls);
    if (!rb) {
        return rb.reason();
    }
    if (ra.value() == rb.value()) {
        ctx.say("A tie: neither enters " + to_label(cmd.square), "turn");
        return std::nullopt;
    }
    const Unit* winner = ra.value() > rb.value() ? a : b;
    Unit moved = *winner;
    moved.cell = cmd.square;
    if (auto why = placement_problem(ctx.enc, moved)) {
        return *why;
    }
    moves.emplace_back(UnitMoved{winner->id, winner->cell, cmd.square});
    // Entering is the winner's move ("does not cost either unit their
    // Action", the Move it is), and the square is next to the loser: "A
    // unit's move drops to 0 if it moves into a square that is adjacent to
    // an enemy unit". Settled: the loser, which did not move, keeps its Move.
    policy.spend_move(ctx, *winner, 1, "contest");
    ctx.say(ctx.name(winner->id) + " enters " + to_label(cmd.square) + ": its Move is spent",
            "turn");
    return std::nullopt;
}

Refusal shove(TurnContext& ctx, const TurnPolicy& policy, const Shove& cmd,
              std::vector<Event>& moves) {
    const Unit* u = ctx.unit(cmd.unit);
    const Unit* t = ctx.unit(cmd.target);
    if (u == nullptr || t == nullptr) {
        return std::string("A shove needs a unit and a target");
    }
    if (const ForcedMoveDef* grab = forced_of(ctx).find(ForcedKind::ShoveGrabbed)) {
        // Seed 003: shove a grabbed character by half a zone, freeing it.
        const std::string& held = grab->target_condition;
        if (!held.empty() && !has_condition(*t, held)) {
            return ctx.name(t->id) + " is not " + held + ": only a " + held +
                   " character can be shoved";
        }
        // "they can also shove the grabbed character, freeing them": its
        // grabber does, where the engine knows who holds it.
        if (const std::string by = holder_of(ctx, t->id);
            !by.empty() && held_by(ctx, u->id) != t->id) {
            return ctx.name(t->id) + " is held by " + ctx.name(by) + ": only its grabber can " +
                   "shove it (" + grab->source + ")";
        }
        if (!cmd.to) {
            return std::string("Say where the shove sends the grabbed character (\"to\")");
        }
        const Passability pass(ctx.enc.map);
        const ZoneGraph zones(ctx.enc.map, pass);
        const int from = zones.zone_of(t->cell);
        const int into = zones.zone_of(*cmd.to);
        if (from < 0 || into < 0 || (from != into && !zones.adjacent(from, into))) {
            return to_label(*cmd.to) + " is not in " + possessive(ctx.name(t->id)) +
                   " zone or one next to it (half a zone)";
        }
        Unit moved = *t;
        moved.cell = *cmd.to;
        if (auto why = placement_problem(ctx.enc, moved)) {
            return *why;
        }
        if (auto no = begin_and_pay(ctx, policy, *u, "shove")) {
            return no;
        }
        let_go_unless(ctx, u->id, t->id); // shoving another: a grabber lets go
        moves.emplace_back(UnitMoved{t->id, t->cell, *cmd.to});
        if (!held.empty()) {
            ctx.set_condition(t->id, held, false);
        }
        ctx.say(ctx.name(t->id) + " is shoved to " + to_label(*cmd.to) + " and freed", "turn");
        return std::nullopt;
    }
    if (forced_of(ctx).find(ForcedKind::Shove) == nullptr) {
        return "Shove is a manoeuvre of " +
               rulesets_with({ForcedKind::Shove, ForcedKind::ShoveGrabbed});
    }
    const Passability pass(ctx.enc.map);
    if (!within_reach(pass, *u, *t)) {
        return ctx.name(t->id) + " is not next to " + ctx.name(u->id);
    }
    const Cell to = cmd.to.value_or(straight_back(u->cell, t->cell));
    if (!cmd.prone) {
        if (auto why = push_problem(ctx.enc, *t, to); !why.empty()) {
            return why;
        }
    }
    if (auto no = begin_and_pay(ctx, policy, *u, "shove")) {
        return no;
    }
    // The attack roll, in lieu of damage (no damage, no Shock).
    auto it = cmd.rolls.find("attack");
    auto hit =
        roll_to_hit(ctx, u->id, t->id, it == cmd.rolls.end() ? std::vector<int>{} : it->second,
                    "the Shove's attack");
    if (!hit) {
        return hit.reason();
    }
    if (!hit.value().hit) {
        ctx.say("The Shove misses", "roll");
        return std::nullopt;
    }
    // seed 002 "Grappling": -2 or -4 against a larger target (grapple.h).
    auto mine = d20_check(ctx, *u, "str", cmd.rolls, "the opposed STR check", size_penalty(*u, *t));
    if (!mine) {
        return mine.reason();
    }
    auto theirs = d20_check(ctx, *t, "str", cmd.rolls, "the opposed STR check");
    if (!theirs) {
        return theirs.reason();
    }
    if (mine.value() <= theirs.value()) {
        ctx.say(ctx.name(t->id) + " stands firm", "turn");
        return std::nullopt;
    }
    if (cmd.prone) {
        ctx.set_condition(t->id, "prone", true);
        ctx.say(ctx.name(t->id) + " is knocked prone", "turn");
    } else {
        moves.emplace_back(UnitMoved{t->id, t->cell, to});
        ctx.say(ctx.name(t->id) + " is shoved to " + to_label(to), "turn");
    }
    return std::nullopt;
}

Refusal intercept(TurnContext& ctx, const TurnPolicy& policy, const Intercept& cmd,
                  std::vector<Event>& moves) {
    if (forced_of(ctx).find(ForcedKind::Intercept) == nullptr) {
        return "Intercept is a reaction of " + rulesets_with({ForcedKind::Intercept});
    }
    const Unit* u = ctx.unit(cmd.unit);
    const Unit* ally = ctx.unit(cmd.ally);
    if (u == nullptr || ally == nullptr || u->id == ally->id) {
        return std::string("Intercept needs a unit and an ally");
    }
    if (u->side != ally->side) {
        return ctx.name(ally->id) + " is not an ally of " + ctx.name(u->id);
    }
    if (u->size != ally->size || !within_reach(Passability(ctx.enc.map), *u, *ally)) {
        return ctx.name(ally->id) + " is not next to " + ctx.name(u->id);
    }
    if (u->stats.contains("stamina") && stat_of(*u, "stamina") < 1 && !ctx.override) {
        return ctx.name(u->id) + " has no stamina left to Intercept";
    }
    if (auto no = begin_and_pay(ctx, policy, *u, "intercept")) {
        return no;
    }
    if (u->stats.contains("stamina")) {
        ctx.edit_unit(u->id).stats["stamina"] -= 1;
    }
    moves.emplace_back(UnitMoved{u->id, u->cell, ally->cell});
    moves.emplace_back(UnitMoved{ally->id, ally->cell, u->cell});
    ctx.say(ctx.name(u->id) + " takes " + possessive(ctx.name(ally->id)) +
                " place as the target (1 stamina)",
            "turn");
    return std::nullopt;
}

Refusal intercept_hit(TurnContext& ctx, const PendingReaction& p, const std::string& ally,
                      std::vector<Event>& moves) {
    const HeldHitRules& held = ctx.enc.ruleset.rules().reactions.held_hits;
    const Unit* by = ctx.unit(ally);
    if (by == nullptr) {
        return std::string("Intercept: name the ally who takes the hit");
    }
    if (held.refusal != nullptr && !ctx.override) {
        if (auto why = held.refusal(ctx, p, "intercept")) {
            return why;
        }
    }
    if (held.may_name == nullptr || (!held.may_name(ctx, p, "intercept", *by) && !ctx.override)) {
        return ctx.name(ally) + " cannot Intercept the hit on " + ctx.name(p.by) +
               " (an ally next to it, with its reaction and 1 stamina)";
    }
    const Cell square = ctx.unit(p.by)->cell;
    if (auto no = intercept(ctx, turn_policy(ctx.enc.ruleset), Intercept{ally, p.by}, moves)) {
        return no;
    }
    PendingReaction next = p;
    next.by = ally;
    next.at = square;
    next.intercepted = p.by;
    // Its own deflection (size and Guard included) instead of the first
    // target's: the raw damage less the reduction, at least 1.
    AttackSituation as;
    as.redirected = true;
    as.weapon = p.weapon;
    const Unit* attacker = ctx.unit(p.against);
    auto check = attacker != nullptr ? attack_check(ctx.enc, *attacker, *ctx.unit(ally), as)
                                     : Result<AttackCheck>(reject("no attacker"));
    const int raw = p.held ? p.held->raw : p.damage.value_or(0);
    const int reduction = check ? check.value().reduction : stat_of(*ctx.unit(ally), "deflection");
    next.damage = raw > 0 ? std::max(1, raw - reduction) : 0;
    // It answers with a defence of its own (the free one of its Intercept),
    // or, with none it can give, takes the hit at once.
    const auto& answers = ctx.enc.ruleset.rules().reactions.hit_answers;
    if (std::any_of(answers.begin(), answers.end(), [&](const HitAnswer& a) {
            return !a.needs_ally && held.refusal != nullptr && !held.refusal(ctx, next, a.as);
        })) {
        ctx.state.pending = next;
        ctx.say(pending_text(ctx, next), "reaction");
        return std::nullopt;
    }
    ctx.say(ctx.name(ally) + " can give no defence and takes the hit", "reaction");
    ctx.turn(ally).set_mark("free_defence", 0); // it was for this hit
    apply_damage(ctx, ally, *next.damage, p.against);
    return std::nullopt;
}

} // namespace skirmish
