#include "rules/combat_commands.h"

#include "core/overloaded.h"
#include "rules/command_options.h"
#include "rules/joined_groups.h"

#include "encounter/command_engine.h"
#include "io/encounter_json.h"
#include "movement/pathfinder.h"
#include "rules/area_attack.h"
#include "rules/chases.h"
#include "rules/condition_clock.h"
#include "rules/fight_end.h"
#include "rules/grabs.h"
#include "rules/grapple.h"
#include "rules/health.h"
#include "rules/maneuvers.h"
#include "rules/mounts.h"
#include "rules/reactions.h"
#include "rules/ruleset.h"
#include "rules/squads.h"
#include "rules/structures.h"
#include "rules/summons.h"
#include "rules/turn_policy.h"
#include "rules/weapons.h"

#include <algorithm>

namespace skirmish {
namespace {

/// The actor's turn mark of `def` used on `target` ("target:command:petra").
std::string target_mark(const ActionDef& def, const std::string& target) {
    return "target:" + def.id + ":" + target;
}

/// Why the unit `c` names does not fit `def`'s kind of target
/// (ActionTarget), or nullopt; may_aim_at() is the test, this says why.
Refusal kind_problem(const TurnContext& ctx, const ActionDef& def, const TakeAction& c) {
    if (def.target == ActionTarget::None || def.target == ActionTarget::Foe) {
        return std::nullopt; // the attack model checks a foe
    }
    if (def.target == ActionTarget::Structure) {
        return structure_problem(ctx, c); // rules/structures.h
    }
    const ConditionDef* cd =
        find_condition(ctx.enc.ruleset.rules().conditions, def.target_condition);
    const std::string word = cd != nullptr ? cd->word() : def.target_condition;
    if (c.target.empty()) {
        switch (def.target) {
        case ActionTarget::Ally:
            return def.label + ": name the ally";
        case ActionTarget::Condition:
            return def.label + ": name the " + word + " unit";
        case ActionTarget::Liftable:
            return def.label + ": name the unit next to " + ctx.name(c.unit);
        default:
            return std::nullopt; // DownUnit: the deed may be taken without one
        }
    }
    const Unit& actor = *ctx.unit(c.unit);
    const Unit& target = *ctx.unit(c.target);
    if (may_aim_at(ctx.enc, def, actor, target) || ctx.override) {
        return std::nullopt;
    }
    const std::string who = ctx.name(c.target);
    const bool next_to = squares_between(actor, target) == 1 && target.id != actor.id;
    switch (def.target) {
    case ActionTarget::Ally:
        if (target.side != actor.side || target.id == actor.id) {
            return who + " is not an ally of " + ctx.name(c.unit);
        }
        if (!def.target_special.empty() && !has_special(target, def.target_special)) {
            return who + " is not a " + def.target_special + " (" + def.label + ")";
        }
        return out_reason(ctx, target);
    case ActionTarget::Condition:
        return !has_condition(target, def.target_condition)
                   ? who + " is not " + word
                   : who + " is not next to " + ctx.name(c.unit);
    case ActionTarget::Liftable:
        return who + " is not " +
               (next_to ? std::string("an ally or a body") : "next to " + ctx.name(c.unit));
    default:
        return who + " is not down";
    }
}

/// Why `c`'s target does not suit `def`, or nullopt: once per target, the
/// kind of target, then the ruleset's own objection (TurnPolicy::
/// target_refusal) to any unit named.
Refusal target_problem(const TurnContext& ctx, const ActionDef& def, const TakeAction& c) {
    if (def.once_per_target && !c.target.empty()) {
        const UnitTurn* t = ctx.state.turn_of(c.unit);
        if (t != nullptr && t->mark(target_mark(def, c.target)) > 0 && !ctx.override) {
            return ctx.name(c.unit) + " has already used " + def.label + " on " +
                   ctx.name(c.target) + " this turn (once per turn for each)";
        }
    }
    if (auto no = kind_problem(ctx, def, c)) {
        return no;
    }
    if (c.target.empty() || ctx.override) {
        return std::nullopt;
    }
    return turn_policy(ctx.enc.ruleset)
        .target_refusal(ctx, *ctx.unit(c.unit), def, *ctx.unit(c.target));
}

using Events = std::vector<Event>;

/// ActionDef::joins: the actor joins the group on the target this round.
Refusal join_group(TurnContext& ctx, const ActionDef& def, const TakeAction& c) {
    AttackSituation situation;
    situation.action = c.action;
    situation.weapon = c.weapon;
    if (auto can = attack_check(ctx.enc, *ctx.unit(c.unit), *ctx.unit(c.target), situation); !can) {
        return can.reason();
    }
    UnitTurn& on = ctx.turn(c.target);
    const std::string mine = joined_mark(def.joins, c.unit);
    const int joined = joined_count(on, def.joins);
    if (on.mark(mine) > 0 && !ctx.override) {
        return ctx.name(c.unit) + " has already joined the " + def.label + " on " +
               ctx.name(c.target) + " this round";
    }
    if (def.join_limit > 0 && joined >= def.join_limit && !ctx.override) {
        return std::to_string(def.join_limit) + " have already joined the " + def.label + " on " +
               ctx.name(c.target) + " this round";
    }
    on.set_mark(mine, 1);
    ctx.say(ctx.name(c.unit) + " joins the " + def.label + " on " + ctx.name(c.target) + " (" +
                std::to_string(joined + 1) + " this round)",
            "turn");
    return std::nullopt;
}

/// Turns the context's work into events: unit changes first (their
/// before/after keep the unit's square), then `moves`, the new combat
/// state and the log lines.
/// A squad's standing order (rules/squads.h): Delay holds every action
/// but the Regroup that leaves the squad; Target filters the foes attacked.
Refusal squad_order_problem(const TurnContext& ctx, const ActionDef& def, const TakeAction& c) {
    const Unit* u = ctx.unit(c.unit);
    if (ctx.override || def.id == ctx.enc.ruleset.rules().squads.regroup_action) {
        return std::nullopt;
    }
    if (auto no = order_action_refusal(ctx.enc, *u)) {
        return no;
    }
    if (def.target == ActionTarget::Foe && !c.target.empty()) {
        return order_target_refusal(ctx.enc, *u, *ctx.unit(c.target));
    }
    return std::nullopt;
}

Events events_of(const TurnContext& ctx, Events moves) {
    Events out;
    for (const auto& [id, after] : ctx.changed_units) {
        const Unit* before = ctx.enc.find_unit(id);
        if (before != nullptr && *before != after) {
            out.emplace_back(UnitChanged{*before, after});
        }
    }
    for (Event& e : moves) {
        out.push_back(std::move(e));
    }
    if (ctx.state != ctx.enc.combat) {
        out.emplace_back(CombatChanged{ctx.enc.combat, ctx.state});
    }
    if (!ctx.log.empty()) {
        out.emplace_back(LogAdded{ctx.log});
    }
    return out;
}

const Unit* unit_for(const TurnContext& ctx, const std::string& id, Rejection& why) {
    const Unit* u = ctx.unit(id);
    if (u == nullptr) {
        why = reject("There is no unit \"" + id + "\"");
    }
    return u;
}

std::string action_list(RulesetId ruleset) {
    std::string out;
    for (const ActionDef& a : actions_of(ruleset)) {
        out += (out.empty() ? "" : ", ") + a.id;
    }
    return out;
}

Result<Events> start(const Encounter& enc, const StartCombat& c) {
    if (enc.combat.active) {
        return reject("A fight is already on (round " + std::to_string(enc.combat.round) +
                      "): end it before starting another");
    }
    if (enc.units.empty()) {
        return reject("There are no units on the map to fight");
    }
    const CombatSetup& s = c.setup;
    for (const std::string* side : {&s.initiator, &s.party, &s.attacked, &s.initiative_holder}) {
        if (!side->empty() && enc.find_side(*side) == nullptr) {
            return reject("There is no side \"" + *side + "\"");
        }
    }
    for (const std::string& side : s.surprised) {
        if (enc.find_side(side) == nullptr) {
            return reject("There is no side \"" + side + "\" to be surprised");
        }
    }
    for (const auto& [key, faces] : c.rolls) {
        if (key != "threshold" && enc.find_side(key) == nullptr) {
            return reject("Rolls for \"" + key + "\": there is no such side");
        }
    }
    TurnContext ctx(enc, false);
    ctx.state = CombatState{};
    ctx.state.active = true;
    ctx.state.setup = s;
    ctx.state.seed = c.seed.value_or(enc.combat.seed);
    ctx.state.position = c.seed ? 0 : enc.combat.position;
    const TurnPolicy& policy = turn_policy(enc.ruleset);
    if (auto why = policy.start(ctx, c)) {
        return reject(*why);
    }
    policy.settle(ctx);
    return events_of(ctx, {});
}

Result<Events> plan_in_fight(const Encounter& enc, const Command& cmd, bool override);

Result<Events> plan_override(const Encounter& enc, const Override& o) {
    if (!o.command) {
        return reject("An override needs a command");
    }
    const Command& inner = o.command->command;
    if (std::holds_alternative<Override>(inner) || std::holds_alternative<StartCombat>(inner)) {
        return reject("That command cannot be overridden");
    }
    if (const auto* move = std::get_if<MoveUnit>(&inner); move != nullptr && enc.combat.active) {
        // The GM's placement: only the checks of placing, nothing spent.
        MoveUnit placed = *move;
        placed.free = true;
        auto planned = plan(enc, placed);
        if (!planned) {
            return planned;
        }
        const Unit* u = enc.find_unit(move->unit);
        // A unit that could take its turn now takes it, as a plain move
        // would start it (issue 15: "a dropped unit starts its turn as the
        // ruleset says"); one that could not is only placed.
        Encounter placed_enc = enc;
        apply_all(placed_enc, planned.value());
        TurnContext turn(placed_enc, true);
        if (!o.place_only &&
            !turn_policy(enc.ruleset).begin(turn, *turn.unit(u->id), ActionTiming::OnTurn)) {
            for (Event& e : events_of(turn, {})) {
                planned.value().push_back(std::move(e));
            }
        }
        planned.value().emplace_back(
            LogAdded{{LogEntry{enc.combat.round, "override",
                               "GM override: " + (u->name.empty() ? u->id : u->name) +
                                   " moves to " + to_label(move->to) + " (no movement spent)"}}});
        return planned;
    }
    if (const auto* d = std::get_if<Dig>(&inner)) {
        return plan_dig(enc, *d, true); // its move logs the override
    }
    if (is_combat_command(inner)) {
        return plan_in_fight(enc, inner, true);
    }
    const auto* edit = std::get_if<EditUnit>(&inner); // its armour may change in a fight
    auto planned = edit != nullptr ? plan_unit_change(enc, edit->unit, true) : plan(enc, inner);
    if (!planned) {
        return planned;
    }
    Events events = std::move(planned).value();
    events.emplace_back(LogAdded{{LogEntry{enc.combat.active ? enc.combat.round : 0, "override",
                                           "GM override: " + describe(enc, inner)}}});
    return events;
}

Result<Events> plan_in_fight(const Encounter& enc, const Command& cmd, bool override) {
    if (!enc.combat.active && !std::holds_alternative<SetCondition>(cmd) &&
        !std::holds_alternative<SetDiceMode>(cmd) && !std::holds_alternative<ChangeHealth>(cmd) &&
        !std::holds_alternative<Chase>(cmd)) {
        return reject("No fight is on: start combat first");
    }
    TurnContext ctx(enc, override);
    const TurnPolicy& policy = turn_policy(enc.ruleset);
    if (override) {
        ctx.say("GM override: " + describe(enc, cmd), "override");
    }
    Events moves;
    Rejection why;
    Refusal refusal = std::visit(
        Overloaded{
            [&](const TakeAction& c) -> Refusal {
                const Unit* u = unit_for(ctx, c.unit, why);
                if (u == nullptr) {
                    return why.reason;
                }
                const ActionDef* def = find_action(enc.ruleset, c.action);
                if (def == nullptr) {
                    return "There is no action \"" + c.action + "\" under " +
                           std::string(to_string(enc.ruleset)) + " (" + action_list(enc.ruleset) +
                           ")";
                }
                if (!c.target.empty() && ctx.unit(c.target) == nullptr) {
                    return "There is no unit \"" + c.target + "\"";
                }
                if (c.wall && def->target != ActionTarget::Structure) {
                    return def->label + " is not aimed at a wall (only a structural attack is)";
                }
                if (auto no = target_problem(ctx, *def, c)) {
                    return no;
                }
                if (!c.stunt.empty() &&
                    (!def->attacks() || def->area != AreaAttack::None || c.target.empty())) {
                    return def->label + " takes no stunt: a stunt goes with an attack on one " +
                           "target (seed 003 \"Attack stunts\")";
                }
                if (auto no = squad_order_problem(ctx, *def, c)) {
                    return no;
                }
                if (def->target == ActionTarget::Liftable && !c.target.empty() &&
                    (!u->mount.empty() || !ctx.unit(c.target)->mount.empty())) {
                    return std::string("A rider neither lifts nor is lifted: get it down first");
                }
                auto done = perform_action(ctx, policy, c);
                if (!done) {
                    return done.reason();
                }
                if (done.value() == Performed::Begun) {
                    // seed 004: its effects wait until it is finished; an
                    // attack begun must be one that could be made.
                    if (def->attacks() && c.target.empty()) {
                        return def->label + ": name the foe it is aimed at";
                    }
                    if (def->attacks()) {
                        AttackSituation s;
                        s.action = c.action;
                        s.weapon = c.weapon;
                        auto can = attack_check(enc, *ctx.unit(c.unit), *ctx.unit(c.target), s);
                        if (!can) {
                            return can.reason();
                        }
                    }
                    return std::nullopt;
                }
                // seed 003 "Non-lethal attacks": a grabber keeps hold only
                // to attack the one it holds; anything else lets go.
                let_go_unless(ctx, c.unit, def->target == ActionTarget::Foe ? c.target : "");
                if (def->id == enc.ruleset.rules().grabs.pick_up) {
                    pick_up_weapon(ctx, c.unit, c.item);
                }
                if (def->once_per_target && !c.target.empty()) {
                    ctx.turn(c.unit).set_mark(target_mark(*def, c.target), 1);
                }
                if (def->downs_target && !c.target.empty()) {
                    // Down for good: its pools go to 0, so that healing it a
                    // little does not bring it back.
                    const HealthModel& health = enc.ruleset.rules().health;
                    Unit& t = ctx.edit_unit(c.target);
                    for (const std::string& pool : health.pools) {
                        if (t.stats.contains(pool)) {
                            t.stats[pool] = 0;
                        }
                    }
                    if (ctx.set_condition(c.target, health.down, true)) {
                        ctx.say(ctx.name(c.target) + " is " + health.down, "turn");
                    }
                }
                if (def->target == ActionTarget::Condition) {
                    const ConditionDef* cd =
                        find_condition(enc.ruleset.rules().conditions, def->target_condition);
                    ctx.set_condition(c.target, def->target_condition, false);
                    ctx.say(possessive(ctx.name(c.target)) + " " +
                                (cd != nullptr ? cd->word() : def->target_condition) + " ends",
                            "turn");
                }
                if (def->provokes) {
                    const Unit& now = *ctx.unit(u->id);
                    Events none = walk(ctx, u->id, {now.cell}, adjacent_armed_foes(ctx, now));
                    moves.insert(moves.end(), none.begin(), none.end());
                }
                if (def->area != AreaAttack::None) {
                    return area_attack(ctx, *def, c);
                }
                if (!def->joins.empty() && !c.target.empty()) {
                    return join_group(ctx, *def, c);
                }
                if (def->dismounts) {
                    return dismount(ctx, c);
                }
                if (def->target == ActionTarget::Structure) {
                    return structural_attack(ctx, c, moves);
                }
                if (def->target == ActionTarget::Foe && !c.target.empty()) {
                    TakeAction armed = c; // in a grapple: unarmed only
                    // "attacks directed at the mounted unit strike the Mount instead"
                    if (const Unit* m = shielding_mount(enc, *ctx.unit(c.target))) {
                        ctx.say("The attack on " + ctx.name(c.target) + " strikes " +
                                    display_name(*m) + ", its mount (" +
                                    enc.ruleset.rules().mounts.source + ")",
                                "roll");
                        armed.target = m->id;
                    }
                    if (auto no = grapple_weapon(ctx, armed)) {
                        return no;
                    }
                    expire_on_attack(ctx, armed.target);
                    return attack_with_reactions(ctx, armed);
                }
                return std::nullopt;
            },
            [&](const Respond& c) -> Refusal { return respond(ctx, c, moves); },
            [&](const BullRush& c) -> Refusal {
                if (const Unit* u = ctx.unit(c.unit)) {
                    if (auto no = rider_refusal(enc, *u)) { // the mount rushes for both
                        return no;
                    }
                }
                return bull_rush(ctx, policy, c, moves);
            },
            [&](const ContestSquare& c) -> Refusal {
                for (const std::string& id : {c.unit, c.other}) {
                    if (const Unit* u = ctx.unit(id)) {
                        if (auto no = rider_refusal(enc, *u)) { // the mount moves for both
                            return no;
                        }
                    }
                }
                return contest_square(ctx, policy, c, moves);
            },
            [&](const Shove& c) -> Refusal { return shove(ctx, policy, c, moves); },
            [&](const Grapple& c) -> Refusal { return grapple(ctx, policy, c, moves); },
            [&](const Intercept& c) -> Refusal { return intercept(ctx, policy, c, moves); },
            [&](const Chase& c) -> Refusal { return long_chase(ctx, c); },
            [&](const SetDiceMode& c) -> Refusal {
                if (c.mode != "rng" && c.mode != "entered") {
                    return "Dice mode \"" + c.mode + "\" is neither \"rng\" nor \"entered\"";
                }
                ctx.state.dice_mode = c.mode;
                if (c.seed) {
                    ctx.state.seed = *c.seed;
                    ctx.state.position = 0;
                }
                ctx.say(c.mode == "rng" ? "The engine rolls the dice" +
                                              (c.seed ? " (seed " + std::to_string(*c.seed) + ")"
                                                      : std::string())
                                        : std::string("The GM enters the dice"));
                return std::nullopt;
            },
            [&](const Delay& c) -> Refusal {
                if (unit_for(ctx, c.unit, why) == nullptr) {
                    return why.reason;
                }
                return policy.delay(ctx, c);
            },
            [&](const ChooseFirst& c) -> Refusal { return policy.choose_first(ctx, c); },
            [&](const Pass& c) -> Refusal {
                if (enc.find_side(c.side) == nullptr) {
                    return "There is no side \"" + c.side + "\"";
                }
                return policy.pass(ctx, c);
            },
            [&](const EndTurn& c) -> Refusal {
                if (!c.unit.empty() && unit_for(ctx, c.unit, why) == nullptr) {
                    return why.reason;
                }
                return policy.end_turn(ctx, c);
            },
            [&](const SetCondition& c) -> Refusal {
                const Unit* u = unit_for(ctx, c.unit, why);
                if (u == nullptr) {
                    return why.reason;
                }
                if (c.condition.empty() || c.condition.size() > io::Limits::kMaxId) {
                    return std::string("A condition is a name of 1 to 128 bytes");
                }
                if (c.rounds != 0 && (c.rounds < 1 || c.rounds > 1000 || !c.on)) {
                    return std::string("A condition's timer is 1 to 1000 rounds, set with it");
                }
                // Combat Modifiers are chosen by SetModifiers, with their limits
                // and Regroup (rules/combat_modifiers.h); the GM may override.
                if (const ModifierPolicy& m = ctx.enc.ruleset.rules().modifiers;
                    m.enabled && !ctx.override &&
                    std::find(m.conditions.begin(), m.conditions.end(), c.condition) !=
                        m.conditions.end()) {
                    return c.condition + " is a Combat Modifier: choose it with set_modifiers " +
                           "(the unit's menu > Combat Modifiers), which holds its limits (" +
                           m.source + ")";
                }
                // A special immune to it (ConditionDef::immune: phases'
                // Constructs and Uncroaked to Stun and Turning); the GM may override.
                const ConditionDef* def =
                    find_condition(ctx.enc.ruleset.rules().conditions, c.condition);
                if (def != nullptr && c.on && !ctx.override) {
                    if (const std::string s = first_special(*u, def->immune); !s.empty()) {
                        return ctx.name(c.unit) + " cannot be " + def->word() + " (" + s +
                               ": immune; " + def->source + ")";
                    }
                }
                const bool timer_only = c.rounds > 0 && has_condition(*u, c.condition);
                if (!timer_only && !ctx.set_condition(c.unit, c.condition, c.on)) {
                    return ctx.name(c.unit) + (c.on ? " is already " : " is not ") + c.condition;
                }
                if (c.rounds > 0) {
                    ctx.edit_unit(c.unit).condition_rounds[c.condition] = c.rounds;
                }
                ctx.say(ctx.name(c.unit) + (c.on ? " is now " : " is no longer ") + c.condition +
                        (c.rounds > 0 ? " (" + lasts_text(Lasts::UntilCleared, c.rounds) + ")"
                                      : std::string()));
                if (def != nullptr && c.on && !timer_only && !def->asks.empty()) {
                    ctx.say("GM: " + def->asks, "rule"); // ConditionDef::asks
                }
                if (timer_only) {
                    return std::nullopt;
                }
                if (!enc.combat.active) {
                    return std::nullopt;
                }
                return policy.condition_changed(ctx, c.unit, c.condition, c.on);
            },
            [&](const ChangeHealth& c) -> Refusal {
                if (c.units.empty()) {
                    return std::string("Name the units whose health changes");
                }
                if (c.amount == 0 || c.amount < -10000 || c.amount > 10000) {
                    return std::string(
                        "Damage or healing is -10000 to -1 or 1 to 10000 hit points");
                }
                for (const std::string& id : c.units) {
                    if (unit_for(ctx, id, why) == nullptr) {
                        return why.reason;
                    }
                    if (auto no = change_health(ctx, id, c.amount, c.kind)) {
                        return no;
                    }
                }
                return std::nullopt;
            },
            [&](const NextRound& c) -> Refusal {
                ctx.say("The GM ends round " + std::to_string(ctx.state.round));
                return policy.next_round(ctx, c.rolls);
            },
            [&](const EndCombat&) -> Refusal {
                policy.end(ctx);
                expire_at_fight_end(ctx);
                ctx.say("Combat ends after round " + std::to_string(ctx.state.round), "turn");
                CombatState after;
                after.seed = ctx.state.seed;
                after.position = ctx.state.position;
                ctx.state = after;
                return std::nullopt;
            },
            [&](const auto&) -> Refusal { return std::string("Not a combat command"); },
        },
        cmd);
    if (refusal) {
        return reject(*refusal);
    }
    // The summary names the round the fight ended in, before the turns
    // move on.
    const int round = ctx.state.round;
    if (ctx.state.active && !ctx.state.pending) {
        policy.settle(ctx);
    }
    announce_if_over(ctx, round);
    return events_of(ctx, std::move(moves));
}

} // namespace

std::optional<std::string> blocked_by_pending(const Encounter& enc, const Command& cmd) {
    if (!enc.combat.pending || std::holds_alternative<Respond>(cmd) ||
        std::holds_alternative<EndCombat>(cmd) || std::holds_alternative<SetDiceMode>(cmd)) {
        return std::nullopt;
    }
    if (const auto* o = std::get_if<Override>(&cmd);
        o != nullptr && o->command && std::holds_alternative<Respond>(o->command->command)) {
        return std::nullopt;
    }
    const TurnContext ctx(enc, false);
    return "Waiting for the GM: " + pending_text(ctx, *enc.combat.pending) +
           ". Take it or decline it first";
}

Result<Events> plan_combat(const Encounter& enc, const Command& cmd) {
    // freehits "Thralling" (rules/summons.h): the un-thralled summons
    // vanish as a battle begins and as it ends.
    if (const auto* s = std::get_if<StartCombat>(&cmd)) {
        if (enc.combat.active) {
            return start(enc, *s);
        }
        Encounter work = enc;
        Events out = unthralled_vanish(work, "as the battle begins");
        auto started = start(work, *s);
        if (!started) {
            return started;
        }
        out.insert(out.end(), started.value().begin(), started.value().end());
        return out;
    }
    Result<Events> planned = [&] {
        if (const auto* o = std::get_if<Override>(&cmd)) {
            return plan_override(enc, *o);
        }
        if (const auto* d = std::get_if<Dig>(&cmd)) {
            return plan_dig(enc, *d, false); // a move through the opened tunnel
        }
        return plan_in_fight(enc, cmd, false);
    }();
    const auto* o = std::get_if<Override>(&cmd);
    const bool ends =
        std::holds_alternative<EndCombat>(cmd) ||
        (o != nullptr && o->command && std::holds_alternative<EndCombat>(o->command->command));
    if (!planned || !ends) {
        return planned;
    }
    Encounter work = enc;
    Events out = std::move(planned).value();
    apply_all(work, out);
    for (Event& e : unthralled_vanish(work, "as the battle ends")) {
        out.push_back(std::move(e));
    }
    return out;
}

namespace {

/// The last square of `trail` before index `stop` that no unit holds but
/// `movers` (they have left), nor any of the footprints `stands` where units
/// stop; nullopt when none is free.
std::optional<Cell> free_behind(const TurnContext& ctx, const std::vector<Cell>& trail,
                                std::size_t stop, const std::vector<std::string>& movers,
                                const std::vector<Unit>& stands) {
    const auto units = ctx.units();
    for (std::size_t i = std::min(stop, trail.size()); i-- > 0;) {
        const Cell cell = trail[i];
        const bool taken =
            std::any_of(stands.begin(), stands.end(),
                        [&](const Unit& u) { return u.occupies(cell); }) ||
            std::any_of(units.begin(), units.end(), [&](const Unit* u) {
                return std::find(movers.begin(), movers.end(), u->id) == movers.end() &&
                       u->occupies(cell);
            });
        if (!taken) {
            return cell;
        }
    }
    return std::nullopt;
}

/// phases (seed 000 "Carrying"): the unit `mover` carries or drags follows
/// it along `path` into the last square it left (settled: two tokens do
/// not share a square, so the carried one is set down behind). A Heavy
/// unit's second carrier takes the square the mover left last, so the two
/// stay adjacent all the way, and the load goes behind it; a move that
/// cannot keep them so (that square taken, a unit larger than one square,
/// no room for the load) is refused.
Refusal follow_carrier(TurnContext& ctx, const std::string& mover, const std::vector<Cell>& path,
                       Events& walked) {
    const auto carried = ctx.state.carrying.find(mover);
    if (carried == ctx.state.carrying.end() || ctx.unit(carried->second) == nullptr) {
        return std::nullopt;
    }
    const std::string load = carried->second;
    std::string partner;
    for (const auto& [carrier, what] : ctx.state.carrying) {
        partner =
            carrier != mover && what == load && ctx.unit(carrier) != nullptr ? carrier : partner;
    }
    std::optional<Cell> reached;
    for (const Event& e : walked) {
        if (const auto* moved = std::get_if<UnitMoved>(&e);
            moved != nullptr && moved->unit == mover) {
            reached = moved->to;
        }
    }
    const auto to = reached ? std::find(path.begin(), path.end(), *reached) : path.end();
    if (to == path.begin() || to == path.end()) {
        return std::nullopt;
    }
    Unit there = *ctx.unit(mover);
    there.cell = *to;
    std::vector<Unit> stands{there};
    const std::vector<std::string> movers{mover, load, partner};
    std::vector<Cell> trail = path;
    std::size_t stop = static_cast<std::size_t>(to - path.begin());
    const auto follow = [&](const std::string& who, Cell spot) {
        const Unit& u = *ctx.unit(who);
        if (u.cell != spot) {
            walked.emplace_back(UnitMoved{who, u.cell, spot});
            ctx.say(ctx.name(who) + " goes with " + ctx.name(mover) + " to " + to_label(spot),
                    "turn");
        }
    };
    if (!partner.empty()) {
        const std::string keep = " (seed 000 \"Carrying\": the carriers stay adjacent)";
        if (there.size != 1 || ctx.unit(partner)->size != 1 || ctx.unit(load)->size != 1) {
            return "Two carriers move a load only when all three are of one square" + keep;
        }
        const Cell last = *(to - 1);
        if (free_behind(ctx, path, stop, movers, stands) != last) {
            return ctx.name(partner) + " cannot follow " + ctx.name(mover) + " into " +
                   to_label(last) + ": it is taken" + keep;
        }
        follow(partner, last);
        Unit p = *ctx.unit(partner);
        const Cell start = p.cell;
        p.cell = last;
        stands.push_back(p);
        // The load follows the partner's own way: its square, then the path.
        trail.assign(1, start);
        trail.insert(trail.end(), path.begin(), to);
        stop = trail.size() - 1;
        const auto spot = free_behind(ctx, trail, stop, movers, stands);
        if (!spot) {
            return "There is no room behind " + ctx.name(partner) + " for " + ctx.name(load) + keep;
        }
        follow(load, *spot);
        return std::nullopt;
    }
    if (const auto spot = free_behind(ctx, trail, stop, movers, stands)) {
        follow(load, *spot);
    }
    return std::nullopt;
}

} // namespace

Result<Events> plan_combat_move(const Encounter& enc, const MoveUnit& cmd) {
    const Unit* u = enc.find_unit(cmd.unit);
    TurnContext ctx(enc, false);
    const TurnPolicy& policy = turn_policy(enc.ruleset);
    if (out_of_fight(*u)) {
        return reject(out_reason(ctx, *u) + " and cannot move");
    }
    if (auto held = grapple_hold(ctx, *u)) {
        return reject(*held);
    }
    if (auto held = grab_hold(ctx, *u)) {
        return reject(*held);
    }
    if (auto no = order_move_refusal(enc, *u)) { // a squad's Hold or Delay
        return reject(*no);
    }
    if (auto no = policy.begin(ctx, *u, ActionTiming::OnTurn)) {
        return reject(*no);
    }
    auto budget = policy.movement(ctx, *ctx.unit(u->id), cmd.as);
    if (!budget) {
        return budget.rejection();
    }
    // sides' Charge: the grid line to the goal, its squares as waypoints.
    const MoveMode* mode = enc.ruleset.rules().movement.mode(cmd.as);
    std::vector<Cell> via = cmd.via;
    std::vector<Cell> line;
    if (mode != nullptr && mode->straight) {
        line = grid_line(u->cell, cmd.to); // not empty: a move to its own square is refused
        if (!cmd.via.empty()) {
            return reject("A " + mode->label + " goes in a straight line: no waypoints");
        }
        via.assign(line.begin(), line.end() - 1);
    }
    const PathResult path = Pathfinder(enc).path(u->id, cmd.to, via, budget.value());
    if (!path.legal) {
        return reject(path.reason);
    }
    if (!line.empty() && (path.path.size() != line.size() + 1 ||
                          !std::equal(line.begin(), line.end(), path.path.begin() + 1))) {
        return reject("A " + mode->label + " goes in a straight line, and the line from " +
                      to_label(u->cell) + " to " + to_label(cmd.to) +
                      " is blocked (a wall, a unit or impassable ground)");
    }
    const bool by_zone = enc.ruleset.rules().movement.by_zone(enc, *u);
    const std::string unit_word = by_zone ? "zone" : "square";
    ctx.say(ctx.name(u->id) + " moves " + to_label(u->cell) + " to " + to_label(cmd.to) + " (" +
            std::to_string(path.cost) + " " + unit_word + (path.cost == 1 ? "" : "s") +
            (cmd.as.empty() ? std::string() : ", " + cmd.as) + ")");
    policy.spend_move(ctx, *ctx.unit(u->id), path.cost, cmd.as);
    // freehits: the spaces moved inside each melee zone carry to the next
    // move of the same turn (seed 001 "Free Hits").
    {
        UnitTurn& t = ctx.turn(u->id);
        t.clear_marks(kZoneMark);
        for (const auto& [enemy, spaces] : path.spaces_in_zones) {
            t.set_mark(kZoneMark + enemy, spaces);
        }
    }
    // Opportunity attacks stop the move where they are provoked (issue 6).
    // sides: a Charge or a Screen's move that starts next to armed foes
    // provokes them first.
    std::vector<LaterProvoke> provokes;
    if (mode != nullptr && mode->provokes_at_start) {
        provokes = adjacent_armed_foes(ctx, *u);
    }
    const std::string held = held_by(ctx, u->id); // it goes along: no provocation
    for (const LaterProvoke& p : eligible_provokes(ctx, path.provokes)) {
        if (p.by != held &&
            std::none_of(provokes.begin(), provokes.end(), [&](auto& q) { return q.by == p.by; })) {
            provokes.push_back(p);
        }
    }
    Events walked = walk(ctx, u->id, path.path, provokes);
    if (auto split = follow_carrier(ctx, u->id, path.path, walked)) {
        return reject(*split);
    }
    follow_holder(ctx, u->id, path.path, walked); // a grabber moves with the grabbed
    const int round = ctx.state.round;
    if (!ctx.state.pending) {
        policy.settle(ctx);
    }
    announce_if_over(ctx, round);
    return events_of(ctx, std::move(walked));
}

} // namespace skirmish
