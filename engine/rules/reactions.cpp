#include "rules/reactions.h"

#include "geometry/sight.h"
#include "movement/threat.h"
#include "movement/zones.h"
#include "rules/attack_prediction.h"
#include "rules/attack_rules.h"
#include "rules/gear.h"
#include "rules/grabs.h"
#include "rules/maneuvers.h"
#include "rules/ruleset.h"
#include "rules/screens.h"
#include "rules/surprise.h"
#include "rules/weapons.h"

#include <algorithm>
#include <cstdlib>

namespace skirmish {
namespace {

const ReactionPolicy& reaction_policy(const TurnContext& ctx) {
    return ctx.enc.ruleset.rules().reactions;
}

/// `u` holds the condition that bars any reaction (ReactionPolicy::barred_by).
bool barred_from_reacting(const Encounter& enc, const Unit& u) {
    const std::string& barred = enc.ruleset.rules().reactions.barred_by;
    return !barred.empty() && has_condition(u, barred);
}

bool may_react(const TurnContext& ctx, const std::string& by) {
    const Unit* u = ctx.unit(by);
    if (u == nullptr || out_of_fight(*u) || barred_from_reacting(ctx.enc, *u)) {
        return false;
    }
    const ReactionPolicy& rp = reaction_policy(ctx);
    const UnitTurn* t = ctx.state.turn_of(by);
    switch (rp.who) {
    case Reactor::PoolLeft:
        return t != nullptr && t->left(rp.pool) > 0;
    case Reactor::ArmedForMelee: {
        // sides (seed 002 "Surprise"): "a full free round of action" for
        // the enemies of a surprised side, which does not react in it.
        if (surprised_now(ctx.state, u->side)) {
            return false;
        }
        return armed_for_melee(*u);
    }
    case Reactor::TurnNotTaken:
        return t == nullptr || t->mark("acted") == 0;
    case Reactor::Nobody:
        break;
    }
    return false;
}

/// May `by` strike back now: it may react and has a melee attack to do it
/// with (a unit with ranged attacks only has no melee zone).
bool may_strike(const TurnContext& ctx, const std::string& by) {
    const Unit* u = ctx.unit(by);
    return u != nullptr && has_melee_attack(*u) && may_react(ctx, by);
}

/// Rolls and deals the damage of `attacker`'s hit on `target`.
Result<DamageRoll> attack_damage(TurnContext& ctx, const std::string& attacker,
                                 const std::string& target, const std::vector<int>& faces,
                                 std::size_t first, std::optional<int> entered,
                                 const std::string& weapon) {
    auto dealt = roll_hit_damage(ctx, attacker, target, faces, first, entered, weapon);
    if (dealt) {
        apply_damage(ctx, target, dealt.value().damage, attacker);
    }
    return dealt;
}

/// The situation of a counter made with the non-lethal `def` on
/// `attacker`, whose attack `p` is: a Disarm aims at the weapon it struck
/// with (weapon_swung).
AttackSituation counter_situation(const ActionDef& def, const PendingReaction& p,
                                  const Unit& attacker) {
    AttackSituation s;
    s.action = def.id;
    if (def.nonlethal == NonLethal::Disarm) {
        s.item = weapon_swung(attacker, p.weapon);
    }
    return s;
}

/// seed 003 "Reacting to an attack": "Attacks with multiple targets can
/// only be countered by a single target": why `p` may no longer be
/// countered (another target of its attack did), or nothing.
std::optional<std::string> countered_already(const TurnContext& ctx, const PendingReaction& p) {
    if (p.countered_by.empty()) {
        return std::nullopt;
    }
    return ctx.name(p.countered_by) + " has already countered " + possessive(ctx.name(p.against)) +
           " attack: an attack with multiple targets can only be countered by a single target " +
           "(seed 003 \"Reacting to an attack\")";
}

/// Why the unit hit by `p` could not counter it with `def` (a non-lethal
/// action; null: its own attack), as answer_attack would refuse it; or
/// nothing ("Counter. Perform a suitable attack against the attacker").
/// `sight` is the map's, shared by the checks of one list of answers.
std::optional<std::string> counter_refusal(const TurnContext& ctx, const PendingReaction& p,
                                           const ActionDef* def, const Sight& sight) {
    if (auto why = countered_already(ctx, p)) {
        return why;
    }
    const Unit* hit = ctx.unit(p.by);
    const Unit* attacker = ctx.unit(p.against);
    if (hit == nullptr || attacker == nullptr) {
        return std::nullopt;
    }
    AttackSituation situation =
        def != nullptr ? counter_situation(*def, p, *attacker) : AttackSituation{};
    situation.sight = &sight;
    auto c = attack_check(ctx.enc, *hit, *attacker, situation);
    return c ? std::nullopt : std::optional<std::string>(c.reason());
}

/// A counter with each of the ruleset's non-lethal actions, after the
/// plain counter `plain` (as offered before its own attack was checked):
/// available where it is and that attack could be made (seed 003
/// "Non-lethal attacks": "can be used to counter").
void add_nonlethal_counters(const TurnContext& ctx, const PendingReaction& p,
                            const HitAnswerOption& plain, const Sight& sight,
                            std::vector<HitAnswerOption>& out) {
    for (const ActionDef& def : ctx.enc.ruleset.rules().actions) {
        if (def.nonlethal == NonLethal::None) {
            continue;
        }
        HitAnswerOption o = plain;
        o.answer.label = plain.answer.label + " with " + def.label;
        o.answer.source = ctx.enc.ruleset.rules().grabs.source;
        o.answer.action = def.id;
        if (o.available) { // else the unit hit cannot react at all, and says why
            if (auto why = counter_refusal(ctx, p, &def, sight)) {
                o.available = false;
                o.reason = *why;
            }
        }
        out.push_back(std::move(o));
    }
}

} // namespace

std::vector<LaterProvoke> eligible_provokes(const TurnContext& ctx,
                                            const std::vector<Provoke>& provokes) {
    std::vector<LaterProvoke> out;
    for (const Provoke& p : provokes) {
        if (may_strike(ctx, p.by)) {
            out.push_back(LaterProvoke{p.by, p.at});
        }
    }
    return out;
}

std::vector<LaterProvoke> adjacent_armed_foes(const TurnContext& ctx, const Unit& u) {
    std::vector<LaterProvoke> out;
    if (!reaction_policy(ctx).deeds_provoke || has_condition(u, "disengaged")) {
        return out;
    }
    const Passability pass(ctx.enc.map);
    for (const Unit* other : ctx.units()) {
        if (other->side != u.side && may_strike(ctx, other->id) && within_reach(pass, u, *other)) {
            out.push_back(LaterProvoke{other->id, u.cell});
        }
    }
    return out;
}

namespace {

void raise(TurnContext& ctx, PendingReaction p) {
    ctx.state.pending = std::move(p);
    ctx.say(pending_text(ctx, *ctx.state.pending), "reaction");
}

/// freehits: a natural 1 in the target's melee zone (seed 001).
Refusal natural_one(TurnContext& ctx, const TakeAction& c) {
    const Unit& attacker = *ctx.unit(c.unit);
    const Unit& target = *ctx.unit(c.target);
    if (!answers_natural_one(ctx.enc, attacker, target)) {
        return std::nullopt;
    }
    const std::string who = ctx.name(c.unit);
    auto d4 =
        ctx.roll(DiceExpr{1, 4}, face_at(c.rolls, 1), who, "the auto fail (a 4 is a tragedy)");
    if (!d4) {
        return d4.reason();
    }
    const bool tragedy = d4.value().total == 4;
    if (tragedy) {
        auto d6 =
            ctx.roll(DiceExpr{1, 6}, face_at(c.rolls, 2), who, "the tragedy (a 6 is a fatal blow)");
        if (!d6) {
            return d6.reason();
        }
        if (d6.value().total == 6) {
            ctx.set_condition(c.unit, "dead", true);
            ctx.say(ctx.name(c.target) + " delivers a fatal blow: " + who + " is dead", "turn");
            return std::nullopt;
        }
    }
    if (!tragedy && !may_react(ctx, c.target)) {
        ctx.say(ctx.name(c.target) + " has no free hit slot left for the natural 1", "turn");
        return std::nullopt;
    }
    raise(ctx, PendingReaction{c.target, c.unit, attacker.cell, "free_hit", tragedy, {}, {}});
    return std::nullopt;
}

} // namespace

bool answers_natural_one(const Encounter& enc, const Unit& attacker, const Unit& target,
                         const Passability* pass) {
    const int reach = melee_reach(enc, target);
    if (out_of_fight(target) || !has_melee_attack(target) || barred_from_reacting(enc, target) ||
        squares_between(target, attacker) > reach) {
        return false; // the cheap test first: the passability is built only when near
    }
    if (pass != nullptr) {
        return within_reach(*pass, target, attacker, reach);
    }
    return within_reach(Passability(enc.map), target, attacker, reach);
}

Refusal attack_with_reactions(TurnContext& ctx, const TakeAction& c) {
    if (reaction_policy(ctx).answers_attacks) {
        // seed 003 "Attacking": the attack hits, or needs a WIT save first;
        // "Reacting to an attack": an aware target that may still react
        // answers it after the save and before the damage is rolled.
        AttackSituation situation;
        situation.action = c.action;
        situation.weapon = c.weapon;
        situation.item = c.item;
        auto checked = attack_check(ctx.enc, *ctx.unit(c.unit), *ctx.unit(c.target), situation);
        if (!checked) {
            return checked.reason();
        }
        const AttackCheck& check = checked.value();
        if (!c.stunt.empty() && check.stunt_source.empty()) {
            return ctx.name(c.unit) + " cannot propose a stunt with this attack";
        }
        if (nonlethal_action(ctx.enc, c.action) == nullptr) {
            note_weapon_used(ctx, c.unit, check.weapon); // seed 003 "Combat gear degradation"
        }
        std::size_t used = 0;
        if (check.rolled) {
            auto save = roll_check(ctx, check, c.unit, c.target, c.rolls, "a WIT save to hit");
            if (!save) {
                return save.reason();
            }
            used = save.value().faces_used;
            if (!save.value().hit) {
                return std::nullopt;
            }
        } else {
            ctx.say(ctx.name(c.unit) + " hits " + ctx.name(c.target) +
                        (c.damage ? " (" + std::to_string(*c.damage) + " damage)" : std::string()),
                    "roll");
        }
        if (apply_hit_condition(ctx, check, c.target)) {
            return std::nullopt; // a final blow: no reaction, no damage
        }
        const Unit& attacker = *ctx.unit(c.unit);
        // seed 003 "Non-lethal attacks": a save instead of damage.
        const ActionDef* soft = nonlethal_action(ctx.enc, c.action);
        // seed 003 "Attack stunts": a proposed stunt always waits for the
        // target's answer (accepting it is no reaction).
        if (c.stunt.empty() &&
            (has_condition(attacker, "concealed") || !may_react(ctx, c.target))) {
            if (soft != nullptr) {
                auto saved = nonlethal_hit(ctx, *soft, c.unit, c.target, c.item, c.rolls, used);
                return saved ? std::nullopt : Refusal(saved.reason());
            }
            auto dealt =
                attack_damage(ctx, c.unit, c.target, c.rolls, used, c.damage, check.weapon);
            return dealt ? std::nullopt : Refusal(dealt.reason());
        }
        PendingReaction p{c.target, c.unit, ctx.unit(c.target)->cell, "attack_reaction", false,
                          {},       {}};
        if (soft != nullptr) {
            // Answered as any attack; the save's face, when typed with the
            // attack, waits in `damage` (pending_dice then omits it).
            if (c.rolls.size() > used + 1 || c.damage) {
                return soft->label + " deals no damage: type only its " +
                       ctx.enc.ruleset.rules().grabs.save_name + " save's d20 after the attack's";
            }
            if (c.rolls.size() > used) {
                auto face = Dice::entered(DiceExpr{1, 20}, {c.rolls[used]});
                if (!face) {
                    return face.reason();
                }
                p.damage = c.rolls[used];
            }
            p.action = c.action;
            p.item = c.item;
            raise(ctx, std::move(p));
            return std::nullopt;
        }
        // The GM's damage, or the damage dice already typed with the attack
        // (their sum); else they are rolled once the reaction is known.
        p.damage = c.damage;
        p.weapon = check.weapon;
        p.stunt = c.stunt;
        if (!p.damage && c.rolls.size() > used) {
            int sum = 0;
            for (std::size_t i = used; i < c.rolls.size(); ++i) {
                const std::size_t die = i - used;
                const int sides = die < check.damage_dice.size() ? check.damage_dice[die] : 0;
                auto face = Dice::entered(DiceExpr{1, std::max(2, sides)}, {c.rolls[i]});
                if (sides == 0 || !face) {
                    return "The attack's damage dice are " +
                           std::to_string(check.damage_dice.size()) + " (" +
                           (face ? "too many faces" : face.reason()) + ")";
                }
                sum += c.rolls[i];
            }
            p.damage = sum;
        }
        raise(ctx, std::move(p));
        return std::nullopt;
    }
    // teams (seed 004 "Defensive Actions"): a target that may answer gets
    // the hit held, its damage not yet dealt.
    const bool hold = reaction_policy(ctx).held_hits.holds != nullptr; // resolve_attack asks it
    auto outcome =
        resolve_attack(ctx, c.unit, c.target, c.rolls, c.damage, false, c.action, hold, c.weapon);
    if (!outcome) {
        return outcome.reason();
    }
    if (const AttackOutcome& o = outcome.value(); o.held) {
        PendingReaction p{o.held_target,
                          c.unit,
                          ctx.unit(o.held_target)->cell,
                          "attack_reaction",
                          o.critical,
                          {},
                          {}};
        p.damage = o.damage;
        p.weapon = o.weapon;
        p.held = HeldHit{o.result, o.raw_damage};
        raise(ctx, std::move(p));
        return std::nullopt;
    }
    if (reaction_policy(ctx).natural_one_provokes && outcome.value().natural == 1) {
        return natural_one(ctx, c);
    }
    return std::nullopt;
}

Refusal hit_each(TurnContext& ctx, const std::string& attacker,
                 const std::vector<std::string>& targets, const std::vector<int>& faces,
                 std::size_t first, std::optional<int> entered, const std::string& weapon) {
    std::size_t next = first;
    const bool unseen = has_condition(*ctx.unit(attacker), "concealed");
    note_weapon_used(ctx, attacker, weapon);
    for (const std::string& t : targets) {
        if (unseen || !may_react(ctx, t)) {
            auto dealt = attack_damage(ctx, attacker, t, faces, next, entered, weapon);
            if (!dealt) {
                return dealt.reason();
            }
            next += dealt.value().faces_used;
            continue;
        }
        PendingReaction p{t, attacker, ctx.unit(t)->cell, "attack_reaction", false, {}, {}};
        p.damage = entered; // else rolled once the reaction is known
        p.weapon = weapon;
        if (!ctx.state.pending) {
            raise(ctx, std::move(p));
        } else {
            ctx.state.queued.push_back(std::move(p));
        }
    }
    return std::nullopt;
}

std::string pending_text(const TurnContext& ctx, const PendingReaction& p) {
    if (const auto describe = reaction_policy(ctx).describe) {
        return describe(ctx, p);
    }
    return ctx.name(p.by) + " may react to " + ctx.name(p.against) + " at " + to_label(p.at);
}

std::vector<std::string> pending_dice(const TurnContext& ctx, const PendingReaction& p,
                                      const std::string& as, const std::string& action) {
    const Unit* by = ctx.enc.find_unit(p.by);
    const Unit* against = ctx.enc.find_unit(p.against);
    if (by == nullptr || against == nullptr) {
        return {};
    }
    // The damage dice of `a`'s hit on `t`, as typed: "damage d6".
    const auto damage_of = [&](const Unit& a, const Unit& t, const std::string& weapon) {
        std::vector<std::string> out;
        AttackSituation redirected;
        redirected.redirected = true;
        redirected.weapon = weapon;
        if (auto c = attack_check(ctx.enc, a, t, redirected)) {
            for (int sides : c.value().damage_dice) {
                out.push_back("damage d" + std::to_string(sides));
            }
        }
        return out;
    };
    std::vector<std::string> out;
    if (p.kind == "attack_reaction" && p.held) {
        const auto dice = reaction_policy(ctx).held_hits.dice;
        return dice != nullptr ? dice(p, as) : out;
    }
    if (p.kind == "attack_reaction" && as == "accept") {
        return out; // an accepted stunt rolls nothing
    }
    if (const ActionDef* soft = p.kind == "attack_reaction" && as == "counter" && !action.empty()
                                    ? nonlethal_action(ctx.enc, action)
                                    : nullptr) {
        // A counter made with a non-lethal action: its WIT save, the
        // attack's dice (it lands first), then the save the counter forces.
        const std::string save = ctx.enc.ruleset.rules().grabs.save_name + " save";
        if (auto c = attack_check(ctx.enc, *by, *against, counter_situation(*soft, p, *against));
            c && c.value().rolled) {
            out.push_back("d20 (WIT save for the counter)");
        }
        if (!p.damage && nonlethal_action(ctx.enc, p.action) != nullptr) {
            out.push_back("d20 (" + save + ")");
        } else if (!p.damage) {
            for (std::string& d : damage_of(*against, *by, p.weapon)) {
                out.push_back(d);
            }
        }
        out.push_back("d20 (" + save + " against the counter)");
        return out;
    }
    if (p.kind == "attack_reaction" && !p.action.empty() &&
        nonlethal_action(ctx.enc, p.action) != nullptr) {
        // A non-lethal attack: the answer's dice, then the save it forces
        // (the counter's damage comes first: "resolved last").
        const std::string save = "d20 (" + ctx.enc.ruleset.rules().grabs.save_name + " save)";
        if (as == "dodge") {
            out.push_back("d20 (AGI save)");
        }
        if (as == "counter") {
            if (auto c = attack_check(ctx.enc, *by, *against); c && c.value().rolled) {
                out.push_back("d20 (WIT save for the counter)");
            }
            for (std::string& d : damage_of(*by, *against, {})) {
                out.push_back(d + " (the counter)");
            }
        }
        if (!p.damage) { // else typed with the attack
            out.push_back(save);
        }
        return out;
    }
    if (p.kind == "attack_reaction") {
        if (as == "dodge") {
            out.push_back("d20 (AGI save)");
        }
        if (as == "counter") {
            if (auto c = attack_check(ctx.enc, *by, *against); c && c.value().rolled) {
                out.push_back("d20 (WIT save for the counter)");
            }
        }
        if (!p.damage) {
            for (std::string& d : damage_of(*against, *by, p.weapon)) {
                out.push_back(d);
            }
        }
        if (as == "counter") {
            for (std::string& d : damage_of(*by, *against, {})) {
                out.push_back(d + " (the counter)");
            }
        }
        return out;
    }
    const ReactionPolicy& rp = reaction_policy(ctx);
    if (std::find(rp.own_kinds.begin(), rp.own_kinds.end(), p.kind) != rp.own_kinds.end()) {
        return {rp.own_die != nullptr ? rp.own_die(p) : std::string("d20")};
    }
    if (auto c = attack_check(ctx.enc, *by, *against)) {
        add_screens(ctx.enc, *by, *against, c.value()); // resolve_attack checks them first
        return dice_to_enter(c.value());
    }
    return {};
}

std::vector<HitAnswerOption> answer_options(const TurnContext& ctx, const PendingReaction& p) {
    std::vector<HitAnswerOption> out;
    if (p.kind != "attack_reaction") {
        return out;
    }
    const ReactionPolicy& rp = reaction_policy(ctx);
    const Unit* hit = ctx.unit(p.by);
    const std::string holds = held_by(ctx, p.by);
    const Unit* attacker = ctx.unit(p.against);
    const bool unaware = attacker != nullptr && has_condition(*attacker, "concealed");
    for (const HitAnswer& a : rp.hit_answers) {
        HitAnswerOption o{a};
        if (a.as == "accept" && p.stunt.empty()) {
            o.available = false;
            o.reason = "No stunt was proposed";
        } else if (a.as != "accept" && !p.held && (unaware || !may_react(ctx, p.by))) {
            o.available = false;
            o.reason = ctx.name(p.by) +
                       (unaware ? " is unaware of its attacker" : " has used its turn") +
                       ": it cannot react (" + a.source + ")";
        }
        for (const Unit* u : ctx.units()) {
            if (!a.needs_ally || hit == nullptr || u->id == hit->id || out_of_fight(*u)) {
                continue;
            }
            const auto named = p.held ? rp.held_hits.may_name : nullptr;
            const bool ally = named != nullptr
                                  ? named(ctx, p, a.as, *u)
                                  : u->side == hit->side && nearby(ctx.enc.map, *hit, *u);
            if (ally || (a.as == "hide" && u->id == holds && u->id != p.against)) {
                o.units.push_back(u->id);
            }
        }
        if (p.held && rp.held_hits.refusal != nullptr) {
            if (auto why = rp.held_hits.refusal(ctx, p, a.as)) {
                o.available = false;
                o.reason = *why;
            }
        }
        if (a.as != "counter" || !a.action.empty()) {
            out.push_back(std::move(o));
            continue;
        }
        const HitAnswerOption reacting = o;
        const Sight sight(ctx.enc.map); // once for every counter's check
        if (o.available) {
            if (auto why = counter_refusal(ctx, p, nullptr, sight)) {
                o.available = false;
                o.reason = *why;
            }
        }
        out.push_back(std::move(o));
        if (ctx.enc.ruleset.rules().grabs.counters) {
            add_nonlethal_counters(ctx, p, reacting, sight, out);
        }
    }
    return out;
}

bool pending_deals_damage(const TurnContext& ctx, const PendingReaction& p) {
    if (p.kind == "attack_reaction" && p.held) {
        return false; // its damage is known: the answer only changes it
    }
    if (p.kind == "attack_reaction" && !p.action.empty() &&
        nonlethal_action(ctx.enc, p.action) != nullptr) {
        return false; // a save instead of damage (a counter's is rolled)
    }
    const ReactionPolicy& rp = reaction_policy(ctx);
    return std::find(rp.own_kinds.begin(), rp.own_kinds.end(), p.kind) == rp.own_kinds.end();
}

std::vector<Event> walk(TurnContext& ctx, const std::string& mover, const std::vector<Cell>& path,
                        std::vector<LaterProvoke> provokes) {
    std::vector<Event> out;
    if (path.empty()) {
        return out;
    }
    std::size_t stop = path.size() - 1;
    std::optional<PendingReaction> pending;
    while (!provokes.empty()) {
        const LaterProvoke next = provokes.front();
        provokes.erase(provokes.begin());
        if (!may_strike(ctx, next.by)) {
            continue;
        }
        auto at = std::find(path.begin(), path.end(), next.at);
        if (at == path.end()) {
            continue;
        }
        stop = static_cast<std::size_t>(at - path.begin());
        pending = PendingReaction{next.by, mover,
                                  next.at, reaction_policy(ctx).kind,
                                  false,   std::vector<Cell>(at, path.end()),
                                  provokes};
        break;
    }
    if (stop > 0) {
        // A unit with a facing turns to face the way it last stepped.
        if (const Unit* u = ctx.unit(mover); u != nullptr && u->facing) {
            const auto f =
                facing_of_move(path[stop - 1].x, path[stop - 1].y, path[stop].x, path[stop].y);
            if (f && f != u->facing) {
                ctx.edit_unit(mover).facing = f;
            }
        }
        out.emplace_back(UnitMoved{mover, path.front(), path[stop]});
    }
    if (pending) {
        ctx.state.pending = pending;
        if (path.size() > 1) {
            ctx.say(ctx.name(mover) + " stops on " + to_label(path[stop]) + " on its way to " +
                        to_label(path.back()),
                    "turn");
        }
        ctx.say(pending_text(ctx, *pending), "reaction");
    }
    return out;
}

namespace {

void use_turn(TurnContext& ctx, const std::string& unit) {
    UnitTurn& t = ctx.turn(unit);
    t.set_mark("acted", 1);
    t.set_mark("reacted", 1);
    t.budget.clear();
}

/// The attack `p` lands on `on`: its damage (`p.damage`, else the answer's
/// `cmd.damage`, else its dice from `cmd.rolls[first]`), or for a
/// non-lethal attack (seed 003 "Non-lethal attacks") the save it forces
/// (its face typed with the attack, else the answer's). The answer's faces
/// it read.
Result<std::size_t> land(TurnContext& ctx, const PendingReaction& p, const Respond& cmd,
                         const std::string& on, std::size_t first) {
    if (const ActionDef* soft = p.action.empty() ? nullptr : nonlethal_action(ctx.enc, p.action)) {
        if (!p.damage) {
            return nonlethal_hit(ctx, *soft, p.against, on, p.item, cmd.rolls, first);
        }
        auto saved = nonlethal_hit(ctx, *soft, p.against, on, p.item, {*p.damage}, 0);
        return saved ? Result<std::size_t>(std::size_t{0}) : saved.rejection();
    }
    auto dealt = attack_damage(ctx, p.against, on, cmd.rolls, first,
                               p.damage ? p.damage : cmd.damage, p.weapon);
    return dealt ? Result<std::size_t>(dealt.value().faces_used) : dealt.rejection();
}

/// A counter's WIT save to hit where `check` needs one (its d20 the
/// answer's first face), as a hit that read no face where none is needed.
Result<AttackOutcome> counter_hits(TurnContext& ctx, const AttackCheck& check,
                                   const PendingReaction& p, const Respond& cmd) {
    if (!check.rolled) {
        AttackOutcome sure;
        sure.hit = true;
        return sure;
    }
    return roll_check(ctx, check, p.by, p.against, cmd.rolls, "a WIT save for the counter");
}

/// seed 003 "Non-lethal attacks": "They can be dodged and countered and can
/// be used to counter. Since they inflict no damage they are always
/// resolved last in case of a counter." The unit hit counters with the
/// non-lethal `cmd.action`: its WIT save where one is needed (a miss: it
/// takes the hit), then the attack lands (its damage, or its own save: two
/// non-lethal attacks tie, and "both characters are hit at the same time"),
/// then the save the counter forces, unless the unit hit fell.
Refusal counter_nonlethal(TurnContext& ctx, const PendingReaction& p, const Respond& cmd) {
    const std::string hit = ctx.name(p.by);
    const ActionDef* def = nonlethal_action(ctx.enc, cmd.action);
    if (def == nullptr || !ctx.enc.ruleset.rules().grabs.counters) {
        return hit + " cannot counter with \"" + cmd.action +
               "\": name a non-lethal attack of the ruleset, or none for a damaging one";
    }
    const Unit& attacker = *ctx.unit(p.against);
    const AttackSituation situation = counter_situation(*def, p, attacker);
    auto counter = attack_check(ctx.enc, *ctx.unit(p.by), attacker, situation);
    if (!counter) {
        return counter.reason();
    }
    auto save = counter_hits(ctx, counter.value(), p, cmd);
    if (!save) {
        return save.reason();
    }
    const std::size_t read = save.value().faces_used;
    if (!save.value().hit) {
        ctx.say(possessive(hit) + " " + def->label + " misses: " + hit + " takes the hit",
                "reaction");
        auto landed = land(ctx, p, cmd, p.by, read);
        return landed ? std::nullopt : Refusal(landed.reason());
    }
    ctx.say(hit + " counters " + ctx.name(p.against) + " with a " + def->label +
                ": the attack lands first (" + ctx.enc.ruleset.rules().grabs.source + ")",
            "reaction");
    auto landed = land(ctx, p, cmd, p.by, read);
    if (!landed) {
        return landed.reason();
    }
    if (out_of_fight(*ctx.unit(p.by))) {
        ctx.say(hit + " falls before its " + def->label + " lands", "reaction");
        return std::nullopt;
    }
    auto saved =
        nonlethal_hit(ctx, *def, p.by, p.against, situation.item, cmd.rolls, read + landed.value());
    return saved ? std::nullopt : Refusal(saved.reason());
}

/// seed 003 "Reacting to an attack".
Refusal answer_attack(TurnContext& ctx, const PendingReaction& p, const Respond& cmd) {
    // The attack lands on `on`, its dice read from `first` of the answer's
    // faces (a damage the GM entered with the attack comes first).
    const ActionDef* soft = p.action.empty() ? nullptr : nonlethal_action(ctx.enc, p.action);
    const auto strike = [&](const std::string& on, std::size_t first) -> Refusal {
        auto landed = land(ctx, p, cmd, on, first);
        return landed ? std::nullopt : Refusal(landed.reason());
    };
    const std::string hit = ctx.name(p.by);
    if (!cmd.action.empty() && (!cmd.take || cmd.as != "counter")) {
        return "\"action\" names the non-lethal attack a counter is made with: answer " +
               std::string("\"counter\", or leave it out");
    }
    if (!cmd.take) {
        ctx.say(hit + " takes the hit", "reaction");
        return strike(p.by, 0);
    }
    if (cmd.as == "accept") {
        // seed 003 "Attack stunts": "The target can either accept the
        // proposed effect or resolve the attack as normal. It isn't
        // possible to react if the effect is accepted."
        if (p.stunt.empty()) {
            return std::string("No stunt was proposed: answer the attack, or take the hit");
        }
        ctx.say(hit + " accepts the stunt: " + p.stunt + " (seed 003 \"Attack stunts\"; the " +
                    "GM applies it)",
                "reaction");
        return std::nullopt;
    }
    if (const Unit* a = ctx.unit(p.against);
        a != nullptr && has_condition(*a, "concealed") && !ctx.override) {
        return hit + " is unaware of its attacker and cannot react (seed 003 \"Reacting to an " +
               "attack\"): accept the stunt or take the hit";
    }
    if (!may_react(ctx, p.by) && !ctx.override) {
        // A queued target of an area attack whose turn went meanwhile (it
        // guarded, or hid behind, another): it can only take the hit.
        return hit + " has used its turn and can no longer react: it takes the hit";
    }
    const std::string as = cmd.as.empty() ? std::string("dodge") : cmd.as;
    if (as == "dodge") {
        let_go_unless(ctx, p.by, {}); // a grabber doing anything else lets go
        use_turn(ctx, p.by);
        const Unit& u = *ctx.unit(p.by);
        const int agi = stat_of(u, "agi", stat_of(u, "agility"));
        auto roll = ctx.roll(DiceExpr{1, 20}, face_at(cmd.rolls, 0), hit,
                             "an AGI save (" + std::to_string(agi) + " or less) to dodge");
        if (!roll) {
            return roll.reason();
        }
        if (roll.value().total <= agi) {
            ctx.say(hit + " dodges: the attack misses", "reaction");
            ctx.log.back().missed = p.by;
            return std::nullopt;
        }
        ctx.say(hit + " fails to dodge", "reaction");
        return strike(p.by, 1);
    }
    if (as == "counter") {
        if (auto why = countered_already(ctx, p); why && !ctx.override) {
            return *why;
        }
        // The attack's other targets, still to answer, may no longer counter.
        for (PendingReaction& other : ctx.state.queued) {
            if (other.kind == p.kind && other.against == p.against) {
                other.countered_by = p.by;
            }
        }
        let_go_unless(ctx, p.by, p.against);
        use_turn(ctx, p.by);
        if (!cmd.action.empty()) {
            return counter_nonlethal(ctx, p, cmd);
        }
        // "Counter. Perform a suitable attack against the attacker": an
        // attack of its own, with a WIT save to hit where one is needed
        // (its d20 is the answer's first face).
        auto counter = attack_check(ctx.enc, *ctx.unit(p.by), *ctx.unit(p.against));
        if (!counter) {
            return counter.reason();
        }
        note_weapon_used(ctx, p.by, counter.value().weapon);
        auto save = counter_hits(ctx, counter.value(), p, cmd);
        if (!save) {
            return save.reason();
        }
        const std::size_t read = save.value().faces_used; // faces the save read
        if (!save.value().hit) {
            ctx.say(possessive(hit) + " counter misses: " + hit + " takes the hit", "reaction");
            // A non-lethal attack's save comes after the counter's damage
            // dice (pending_dice), which are not rolled.
            const std::size_t skipped =
                soft != nullptr && !cmd.damage ? counter.value().damage_dice.size() : 0;
            return strike(p.by, read + skipped);
        }
        ctx.say(hit + " counters " + ctx.name(p.against) + ": both are hit", "reaction");
        if (soft != nullptr) {
            // "Since they inflict no damage they are always resolved last in
            // case of a counter": the counter's damage, then the save.
            auto dealt = attack_damage(ctx, p.by, p.against, cmd.rolls, read, cmd.damage, {});
            if (!dealt) {
                return dealt.reason();
            }
            if (out_of_fight(*ctx.unit(p.against))) {
                ctx.say(ctx.name(p.against) + " falls before its " + soft->label + " lands",
                        "reaction");
                return std::nullopt;
            }
            return strike(p.by, read + dealt.value().faces_used);
        }
        // "Both characters roll for damage at the same time": the attack's
        // dice first, then the counter's.
        // "Whoever suffers the most damage, after reductions, is hit first.
        // In case of a tie both characters are hit at the same time."
        auto on_target = roll_hit_damage(ctx, p.against, p.by, cmd.rolls, read, p.damage, p.weapon);
        if (!on_target) {
            return on_target.reason();
        }
        auto on_attacker = roll_hit_damage(ctx, p.by, p.against, cmd.rolls,
                                           read + on_target.value().faces_used, cmd.damage);
        if (!on_attacker) {
            return on_attacker.reason();
        }
        const int a = on_target.value().damage;
        const int b = on_attacker.value().damage;
        const std::string& first = a >= b ? p.by : p.against;
        const std::string& second = a >= b ? p.against : p.by;
        apply_damage(ctx, first, std::max(a, b), first == p.by ? p.against : p.by);
        if (a != b && out_of_fight(*ctx.unit(first))) {
            ctx.say(ctx.name(first) + " falls before its own blow lands", "reaction");
            return std::nullopt;
        }
        apply_damage(ctx, second, std::min(a, b), second == p.by ? p.against : p.by);
        return std::nullopt;
    }
    if (as != "hide" && as != "guard") {
        return "React how: \"dodge\", \"counter\", \"hide\" or \"guard\", not \"" + as + "\"";
    }
    const Unit* other = ctx.unit(cmd.unit);
    const Unit& attacked = *ctx.unit(p.by);
    // "they can also hide behind the grabbed character as a reaction to an
    // attack. The grabbed character has no option but become the new target".
    const bool held = as == "hide" && other != nullptr && held_by(ctx, p.by) == other->id &&
                      other->id != p.against; // not the attacker itself
    if (held && !out_of_fight(*other)) {
        use_turn(ctx, p.by);
        ctx.say(hit + " hides behind " + ctx.name(other->id) + ", whom it holds: the new target (" +
                    ctx.enc.ruleset.rules().grabs.source + ")",
                "reaction");
        return strike(other->id, 0);
    }
    if (other == nullptr || other->id == p.by || other->side != attacked.side ||
        !nearby(ctx.enc.map, attacked, *other) || out_of_fight(*other)) {
        return "Name a nearby ally of " + hit + " to " +
               (as == "hide" ? "hide behind" : "guard it") + " (\"unit\")";
    }
    if (as == "guard") {
        const UnitTurn* t = ctx.state.turn_of(other->id);
        if (t != nullptr && t->mark("acted") > 0) {
            return ctx.name(other->id) + " has already taken its turn and cannot guard";
        }
        let_go_unless(ctx, other->id, {});
        use_turn(ctx, other->id);
        ctx.say(ctx.name(other->id) + " guards " + hit + " and becomes the target", "reaction");
    } else {
        let_go_unless(ctx, p.by, {});
        use_turn(ctx, p.by);
        ctx.say(hit + " hides behind " + ctx.name(other->id) + ", the new target", "reaction");
        // "This character becomes the new target of the attack. They can
        // perform their own reaction." (A guard has spent its reaction.)
        if (may_react(ctx, other->id)) {
            PendingReaction next = p;
            next.by = other->id;
            next.at = other->cell;
            next.stunt.clear(); // proposed to the first target only
            if (!next.damage && cmd.damage && soft == nullptr) {
                next.damage = cmd.damage; // (a non-lethal hit's `damage` is its save's face)
            }
            raise(ctx, std::move(next));
            return std::nullopt;
        }
    }
    return strike(other->id, 0);
}

/// The answer to the pending reaction (respond() raises the next queued one).
Refusal answer_pending(TurnContext& ctx, const Respond& cmd, std::vector<Event>& moves);

} // namespace

Refusal respond(TurnContext& ctx, const Respond& cmd, std::vector<Event>& moves) {
    if (!ctx.state.pending) {
        return std::string("No reaction is waiting for an answer");
    }
    Refusal answered = answer_pending(ctx, cmd, moves);
    // An area attack's next target answers next (hit_each); one taken out
    // of the fight meanwhile (a guard or hide that made it the target) is
    // passed over.
    while (!answered && !ctx.state.pending && !ctx.state.queued.empty()) {
        PendingReaction next = ctx.state.queued.front();
        ctx.state.queued.erase(ctx.state.queued.begin());
        const Unit* u = ctx.unit(next.by);
        if (u != nullptr && !out_of_fight(*u) && ctx.unit(next.against) != nullptr) {
            raise(ctx, std::move(next));
        }
    }
    return answered;
}

namespace {

Refusal answer_pending(TurnContext& ctx, const Respond& cmd, std::vector<Event>& moves) {
    const PendingReaction p = *ctx.state.pending;
    ctx.state.pending.reset();
    if (p.kind == "attack_reaction" && p.held) {
        const auto answer = reaction_policy(ctx).held_hits.answer;
        if (answer == nullptr) {
            return std::string("This ruleset holds no hit for an answer");
        }
        if (cmd.take && cmd.as == "intercept") {
            return intercept_hit(ctx, p, cmd.unit, moves); // rules/maneuvers.h
        }
        return answer(ctx, p, cmd);
    }
    if (p.kind == "attack_reaction") {
        return answer_attack(ctx, p, cmd);
    }
    if (const ReactionPolicy& rp = reaction_policy(ctx);
        rp.answer != nullptr &&
        std::find(rp.own_kinds.begin(), rp.own_kinds.end(), p.kind) != rp.own_kinds.end()) {
        return rp.answer(ctx, p, cmd);
    }
    const std::string by = ctx.name(p.by);
    if (cmd.take) {
        UnitTurn& t = ctx.turn(p.by);
        const ReactionPolicy& rp = reaction_policy(ctx);
        if (rp.cost == ReactionCost::Pool && !p.critical) {
            if (t.left(rp.pool) <= 0 && !ctx.override) {
                return by + " has no free hit slots left this round";
            }
            t.budget[rp.pool] = std::max(0, t.left(rp.pool) - 1);
        } else if (rp.cost == ReactionCost::Turn) {
            let_go_unless(ctx, p.by, p.against);
            use_turn(ctx, p.by);
        }
        ctx.say(by + " takes it", "reaction");
        auto outcome = resolve_attack(ctx, p.by, p.against, cmd.rolls, cmd.damage, p.critical);
        if (!outcome) {
            return outcome.reason();
        }
        note_weapon_used(ctx, p.by, outcome.value().weapon);
    } else {
        ctx.say(by + " declines", "reaction");
    }
    if (p.rest.size() < 2 && p.later.empty()) {
        return std::nullopt; // not a move, or the move ended there
    }
    const Unit* mover = ctx.unit(p.against);
    if (out_of_fight(*mover)) {
        ctx.say(ctx.name(p.against) + " is down: the move ends on " + to_label(p.at), "turn");
        return std::nullopt;
    }
    // On with the move (or the next foe's reaction to the same deed).
    auto rest = walk(ctx, p.against, p.rest.empty() ? std::vector<Cell>{p.at} : p.rest, p.later);
    follow_holder(ctx, p.against, p.rest, rest); // the grabbed goes along (rules/grabs.h)
    if (!ctx.state.pending && p.rest.size() > 1) {
        ctx.say(ctx.name(p.against) + " goes on to " + to_label(p.rest.back()), "turn");
    }
    moves.insert(moves.end(), rest.begin(), rest.end());
    return std::nullopt;
}

} // namespace

} // namespace skirmish
