#include "rules/phases/phase_turns.h"

#include "rules/phases/carrying.h"
#include "rules/phases/decay.h"

#include "rules/condition_clock.h"
#include "rules/joined_groups.h"
#include "rules/mounts.h"
#include "rules/squads.h"
#include "rules/turn_summary.h"

#include <algorithm>
#include <set>

namespace skirmish {
namespace {

int base_combat(const Unit& u) {
    return std::max(0, stat_of(u, "combat"));
}

bool has_current(const UnitTurn& t) {
    return t.left("move") > 0 || t.left("action") > 0;
}

bool has_any_left(const UnitTurn& t) {
    return has_current(t) || t.left("delayed_move") > 0 || t.left("delayed_action") > 0;
}

void drop(UnitTurn& t, const std::string& pool) {
    t.budget.erase(pool);
}

/// The round and phase as one number (never 0; rounds wrap at 10,000,
/// phases are under 100), for the "<pool>_at" marks of a delay.
int phase_key(const CombatState& st) {
    return (st.round % 10000) * 100 + st.phase.value_or(0) + 1;
}

/// The delayed pool `held` ("delayed_move", "delayed_action") of `t` was
/// delayed in this phase: seed 000 "Combat Sequence": "If a unit wants to
/// take an action that is conditional based on the outcome of a certain
/// phase, it must act on the next phase".
bool waits(const CombatState& st, const UnitTurn& t, const std::string& held) {
    return t.mark(held + "_at") == phase_key(st);
}

/// Why `u` may not use its delayed `held` pool (its `what`, "Move" or
/// "Action") yet, or nothing.
Refusal waits_for_next_phase(const TurnContext& ctx, const Unit& u, const UnitTurn& t,
                             const std::string& held, const char* what) {
    if (ctx.override || !waits(ctx.state, t, held)) {
        return std::nullopt;
    }
    return ctx.name(u.id) + " delayed its " + what +
           " in this phase: an action that waits on this phase's outcome is taken in the next "
           "phase (seed 000 \"Combat Sequence\")";
}

/// A Move or Action `t` may use now: a delayed one not waiting out its phase.
bool usable_now(const CombatState& st, const UnitTurn& t) {
    const auto ready = [&](const char* held) { return t.left(held) > 0 && !waits(st, t, held); };
    return has_current(t) || ready("delayed_move") || ready("delayed_action");
}

int first_phase(const TurnContext& ctx) {
    return PhaseTurns::ascending(ctx.enc) ? 0 : ctx.state.phase_count - 1;
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        out += (i == 0 ? "" : (i + 1 == names.size() ? " and " : ", ")) + names[i];
    }
    return out;
}

} // namespace

std::vector<PoolLabel> PhaseTurns::pools() const {
    return {{"move", "Move", 1},
            {"action", "Action", 1},
            {"delayed_move", "move", 1, true, "move", "Delayed"},
            {"delayed_action", "action", 1, true, "action", "Delayed"}};
}

bool PhaseTurns::ascending(const Encounter& enc) {
    const auto& o = enc.options;
    return o.is_object() && o.contains("phase_order") && o["phase_order"] == "ascending";
}

int PhaseTurns::phase_count(const TurnContext& ctx) {
    int top = 0;
    for (const Unit* u : ctx.units()) {
        top = std::max(top, base_combat(*u));
    }
    return top + 1;
}

Refusal PhaseTurns::start(TurnContext& ctx, const StartCombat& cmd) const {
    if (ctx.enc.find_side(cmd.setup.initiator) == nullptr) {
        return "Name the side that started the fight: its enemies are the defenders, who start "
               "holding a delayed Move and Action";
    }
    ctx.state.round = 1;
    ctx.state.phase_count = phase_count(ctx);
    ctx.state.phase = first_phase(ctx);
    std::vector<std::string> defenders;
    for (const Unit* u : ctx.units()) {
        UnitTurn& t = ctx.turn(u->id);
        if (u->side != cmd.setup.initiator && !out_of_fight(*u) &&
            !has_condition(*u, "incapacitated")) {
            if (!phases_immobilized(*u)) {
                t.budget["delayed_move"] = 1;
            }
            t.budget["delayed_action"] = 1;
            defenders.push_back(ctx.name(u->id));
        }
    }
    ctx.say("Combat starts: " + std::to_string(ctx.state.phase_count) +
                " phases a round, counted " + (ascending(ctx.enc) ? "up" : "down") +
                " from phase " + std::to_string(*ctx.state.phase) +
                (defenders.empty()
                     ? std::string()
                     : "; the defenders " + joined(defenders) + " hold a delayed Move and Action"),
            "turn");
    begin_phase(ctx);
    return std::nullopt;
}

void PhaseTurns::gain(TurnContext& ctx, const Unit& u) const {
    UnitTurn& t = ctx.turn(u.id);
    t.set_mark("acted", 0);
    t.set_mark("moved", 0);
    std::vector<std::string> gained;
    std::vector<std::string> lost;
    if (has_condition(u, "incapacitated")) {
        drop(t, "delayed_move");
        drop(t, "delayed_action");
        ctx.say(ctx.name(u.id) + " is Incapacitated and gains no Move or Action", "turn");
        return;
    }
    if (phases_immobilized(u)) {
        drop(t, "delayed_move");
        lost.push_back("gains no Move (Immobilized)");
    } else if (t.left("delayed_move") > 0) {
        lost.push_back("keeps its delayed Move (no new one)");
    } else if (t.mark("stun_move") > 0) {
        t.set_mark("stun_move", 0);
        lost.push_back("loses its Move (stunned)");
    } else {
        t.budget["move"] = 1;
        gained.push_back("a Move");
    }
    if (t.left("delayed_action") > 0) {
        lost.push_back("keeps its delayed Action (no new one)");
    } else if (t.mark("stun_action") > 0) {
        t.set_mark("stun_action", 0);
        lost.push_back("loses its Action (stunned)");
    } else if (has_condition(u, "calm")) {
        t.budget["delayed_action"] = 1; // "Status Effects": Calm "automatically delays"
        lost.push_back("delays its Action (Calm)");
    } else {
        t.budget["action"] = 1;
        gained.push_back("an Action");
    }
    if (t.mark("stun_move") == 0 && t.mark("stun_action") == 0) {
        ctx.set_condition(u.id, "stunned", false);
    }
    std::vector<std::string> parts;
    if (!gained.empty()) {
        parts.push_back("gains " + joined(gained));
    }
    parts.insert(parts.end(), lost.begin(), lost.end());
    std::string text = ctx.name(u.id) + " ";
    for (std::size_t i = 0; i < parts.size(); ++i) {
        text += (i == 0 ? "" : "; ") + parts[i];
    }
    ctx.say(text, "turn");
}

void PhaseTurns::begin_phase(TurnContext& ctx) const {
    ctx.say("Round " + std::to_string(ctx.state.round) + ", phase " +
                std::to_string(*ctx.state.phase),
            "turn");
    for (const Unit* u : ctx.units()) {
        if (!out_of_fight(*u) && base_combat(*u) == *ctx.state.phase) {
            gain(ctx, *u);
        }
    }
}

void PhaseTurns::begin_round(TurnContext& ctx) const {
    uncroaked_decay(ctx); // as the round ends (seed 000 "Specials")
    ctx.state.round += 1;
    ctx.state.phase_count = phase_count(ctx);
    ctx.state.phase = first_phase(ctx);
    for (auto& [id, t] : ctx.state.units) {
        // "1 attack / level": Dodge and Take Cover count a round's attacks
        // on the unit, Guard, Interpose, Support and Coordinate the attacks
        // they helped; Support reads the enemies attacked this round.
        for (const char* mark : {"attacked", "guarded", "supported"}) {
            t.set_mark(mark, 0);
        }
        t.clear_marks("targeted:");
        clear_joined(t, kDismountAid); // this round's aid to a dismount
    }
    expire_at_round_start(ctx);
    begin_phase(ctx);
}

std::vector<std::string> PhaseTurns::may_act(const TurnContext& ctx) const {
    std::vector<std::string> out;
    for (const Unit* u : ctx.units()) {
        const UnitTurn* t = ctx.state.turn_of(u->id);
        if (t != nullptr && !out_of_fight(*u) && usable_now(ctx.state, *t)) {
            out.push_back(u->id);
        }
    }
    return out;
}

Refusal PhaseTurns::begin(TurnContext& ctx, const Unit& u, ActionTiming) const {
    const UnitTurn& t = ctx.turn(u.id);
    if (ctx.override || has_any_left(t)) {
        return std::nullopt;
    }
    if (out_of_fight(u)) {
        return out_reason(ctx, u);
    }
    if (ascending(ctx.enc) ? base_combat(u) > *ctx.state.phase
                           : base_combat(u) < *ctx.state.phase) {
        return ctx.name(u.id) + " has no Move or Action left this round: it gains them in phase " +
               std::to_string(base_combat(u)) + " (it is phase " +
               std::to_string(*ctx.state.phase) + ")";
    }
    return ctx.name(u.id) + " has no Move or Action left this round (it gains them in phase " +
           std::to_string(base_combat(u)) + " of the next round)";
}

namespace {

/// The squares `u` may move now by itself, or why none.
Result<int> own_movement(const TurnContext& ctx, const Unit& u) {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    if (t != nullptr && t->left("move") == 0 && t->left("delayed_move") > 0) {
        if (auto wait = waits_for_next_phase(ctx, u, *t, "delayed_move", "Move")) {
            return reject(*wait);
        }
    }
    if (t != nullptr && (t->left("move") > 0 || t->left("delayed_move") > 0)) {
        return move_rules(ctx.enc, u).budget;
    }
    if (const MoveRules rules = move_rules(ctx.enc, u); !rules.cannot_move.empty()) {
        return reject(rules.cannot_move); // "Squire is Immobilized (carried)"
    }
    if (t != nullptr && t->mark("acted") > 0) {
        return reject(ctx.name(u.id) +
                      " has no Move left this round: taking its Action dropped the Move "
                      "(a Move must come before the Action)");
    }
    return reject(ctx.name(u.id) + " has no Move left this round");
}

} // namespace

Result<int> PhaseTurns::movement(const TurnContext& ctx, const Unit& u,
                                 const std::string& as) const {
    // seed 000 "Carrying": a Heavy unit moves with both its carriers, as
    // far as the slower goes (carrying.h).
    if (auto alone = lone_carrier(ctx, u); alone && !ctx.override) {
        return reject(*alone);
    }
    auto own = own_movement(ctx, u);
    const Unit* partner = ctx.unit(carrying_partner(ctx.state, u.id));
    if (!own || partner == nullptr) {
        return own;
    }
    if (as == "contest") {
        // Settled: a carrying pair moves together, so it contests no square
        // (the winner would enter it alone).
        return reject(ctx.name(u.id) + " carries with " + ctx.name(partner->id) +
                      ": a carrying pair moves together and contests no square");
    }
    auto theirs = own_movement(ctx, *partner);
    if (!theirs) {
        return reject(ctx.name(partner->id) + " carries with " + ctx.name(u.id) +
                      " and must move too: " + theirs.reason());
    }
    if (auto no = order_move_refusal(ctx.enc, *partner); no && !ctx.override) {
        return reject(*no); // a squad's Hold or Delay holds the partner too
    }
    return std::min(own.value(), theirs.value());
}

void PhaseTurns::spend_move(TurnContext& ctx, const Unit& u, int, const std::string&) const {
    // The partner of a Heavy unit's pair moves too (carrying.h).
    const std::string partner = carrying_partner(ctx.state, u.id);
    for (const std::string& id : {u.id, partner}) {
        if (id.empty() || ctx.unit(id) == nullptr) {
            continue;
        }
        UnitTurn& t = ctx.turn(id);
        drop(t, t.left("move") > 0 ? "move" : "delayed_move");
        t.set_mark("moved", 1); // rules/regroup.h: the declaring is over
    }
}

Refusal PhaseTurns::pay(TurnContext& ctx, const Unit& u, const ActionDef&,
                        const std::string&) const {
    if (has_condition(u, "calm") && !ctx.override) {
        return ctx.name(u.id) +
               " is Calm: it may move, but its Action waits until an attack or "
               "an adjacent unit's Action awakens it (seed 000 \"Status Effects\")";
    }
    if (auto busy = carrying_refusal(ctx, u); busy && !ctx.override) {
        return busy;
    }
    UnitTurn& t = ctx.turn(u.id);
    if (t.left("action") > 0) {
        drop(t, "action");
    } else if (t.left("delayed_action") > 0) {
        if (auto wait = waits_for_next_phase(ctx, u, t, "delayed_action", "Action")) {
            return wait;
        }
        drop(t, "delayed_action");
    } else if (!ctx.override) {
        return ctx.name(u.id) + " has no Action left this round";
    }
    return std::nullopt;
}

void PhaseTurns::after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                              const ActionDef& action) const {
    if (action.id == "pick_up" && !cmd.target.empty()) {
        pick_up(ctx, u.id, cmd.target);
        // The lifted unit is Immobilized while carried: it loses its Moves.
        condition_changed(ctx, cmd.target,
                          has_condition(*ctx.unit(cmd.target), "carried") ? "carried" : "dragged",
                          true);
    }
    UnitTurn& t = ctx.turn(u.id);
    if (t.left("move") > 0 || t.left("delayed_move") > 0) {
        ctx.say(ctx.name(u.id) + "'s Move drops to 0 (it took its Action)", "turn");
    }
    drop(t, "move");
    drop(t, "delayed_move");
    t.set_mark("acted", 1);
}

Refusal PhaseTurns::delay(TurnContext& ctx, const Delay& cmd) const {
    UnitTurn& t = ctx.turn(cmd.unit);
    const bool move = cmd.what == "move" || cmd.what == "turn";
    const bool action = cmd.what == "action" || cmd.what == "turn";
    if (!move && !action) {
        return "Delay what: \"move\", \"action\" or \"turn\", not \"" + cmd.what + "\"";
    }
    std::vector<std::string> delayed;
    for (auto [pool, held, word] : {std::tuple{"move", "delayed_move", "Move"},
                                    std::tuple{"action", "delayed_action", "Action"}}) {
        const bool wanted = std::string(pool) == "move" ? move : action;
        if (!wanted || t.left(pool) == 0) {
            continue;
        }
        if (t.left(held) > 0) {
            return ctx.name(cmd.unit) + " already holds a delayed " + word +
                   " (no stockpiling: use it first)";
        }
        drop(t, pool);
        t.budget[held] = 1;
        delayed.push_back(std::string("its ") + word);
        // Usable from the next phase on; a squad's Delay order holds it
        // until the orders change instead (rules/squads.h).
        if (const Squad* sq = ordered_squad_of(ctx.enc, cmd.unit);
            sq == nullptr || sq->order.tactic != Tactic::Delay) {
            t.set_mark(std::string(held) + "_at", phase_key(ctx.state));
        }
    }
    if (delayed.empty()) {
        return ctx.name(cmd.unit) + " has no " +
               (move && action ? "Move or Action"
                : move         ? "Move"
                               : "Action") +
               " of this phase to delay";
    }
    ctx.say(ctx.name(cmd.unit) + " delays " + joined(delayed) + " (from the next phase on)");
    return std::nullopt;
}

Refusal PhaseTurns::end_turn(TurnContext& ctx, const EndTurn& cmd) const {
    if (cmd.unit.empty()) {
        for (auto& [id, t] : ctx.state.units) {
            drop(t, "move");
            drop(t, "action");
        }
        ctx.say("The GM ends phase " + std::to_string(*ctx.state.phase));
        advance(ctx);
        return std::nullopt;
    }
    UnitTurn& t = ctx.turn(cmd.unit);
    if (!has_current(t)) {
        return ctx.name(cmd.unit) + " has nothing of this phase left to end (delayed ones stay)";
    }
    drop(t, "move");
    drop(t, "action");
    ctx.say(ctx.name(cmd.unit) + " is done for this phase");
    return std::nullopt;
}

Refusal PhaseTurns::next_round(TurnContext& ctx, const EnteredRolls&) const {
    for (auto& [id, t] : ctx.state.units) {
        drop(t, "move");
        drop(t, "action");
    }
    begin_round(ctx);
    return std::nullopt;
}

Refusal PhaseTurns::target_refusal(const TurnContext& ctx, const Unit& actor,
                                   const ActionDef& action, const Unit& target) const {
    if (action.id == "pick_up") {
        return carry_refusal(ctx, actor, target);
    }
    return std::nullopt;
}

Refusal PhaseTurns::condition_changed(TurnContext& ctx, const std::string& unit,
                                      const std::string& condition, bool on) const {
    if (!on) {
        carrying_condition_cleared(ctx, unit, condition);
        return std::nullopt;
    }
    UnitTurn& t = ctx.turn(unit);
    const std::string name = ctx.name(unit);
    if (condition == "stunned") {
        std::vector<std::string> lost;
        for (auto [held, current, mark, word] :
             {std::tuple{"delayed_move", "move", "stun_move", "Move"},
              std::tuple{"delayed_action", "action", "stun_action", "Action"}}) {
            if (t.left(held) > 0) {
                drop(t, held);
                lost.push_back(std::string("its delayed ") + word);
            } else if (t.left(current) > 0) {
                drop(t, current);
                lost.push_back(std::string("its ") + word);
            } else {
                t.set_mark(mark, 1);
                lost.push_back(std::string("its next ") + word);
            }
        }
        ctx.say(name + " is stunned and loses " + joined(lost), "turn");
        if (t.mark("stun_move") == 0 && t.mark("stun_action") == 0) {
            ctx.set_condition(unit, "stunned", false);
        }
    } else if (condition == "incapacitated") {
        for (const char* pool : {"move", "action", "delayed_move", "delayed_action"}) {
            drop(t, pool);
        }
        ctx.say(name + " is Incapacitated: it loses its Moves and Actions", "turn");
    } else if (condition == "calm" && t.left("action") > 0) {
        drop(t, "action");
        if (t.left("delayed_action") == 0) {
            t.budget["delayed_action"] = 1;
            ctx.say(name + " is Calm: its Action is delayed until it is awakened", "turn");
        }
    } else if (condition == "immobilized" || condition == "carried" || condition == "dragged") {
        drop(t, "move");
        drop(t, "delayed_move");
        ctx.say(name + " is Immobilized: it loses its Moves", "turn");
    }
    return std::nullopt;
}

void PhaseTurns::advance(TurnContext& ctx) const {
    // To the next phase that is some unit's own (phases nobody has pass by
    // themselves), or the next round.
    for (int guard = 0; guard <= ctx.state.phase_count; ++guard) {
        const int step = ascending(ctx.enc) ? 1 : -1;
        const int next = *ctx.state.phase + step;
        if (next >= 0 && next < ctx.state.phase_count) {
            ctx.state.phase = next;
            begin_phase(ctx);
        } else {
            begin_round(ctx);
        }
        const auto units = ctx.units();
        if (std::any_of(units.begin(), units.end(), [&](const Unit* u) {
                return !out_of_fight(*u) && base_combat(*u) == *ctx.state.phase;
            })) {
            return;
        }
    }
}

void PhaseTurns::end(TurnContext& ctx) const {
    release_all(ctx);
}

void PhaseTurns::settle(TurnContext& ctx) const {
    release_broken_pairs(ctx);
    surrender_if_all_calm(ctx);
    // The GM ends a phase (EndTurn without a unit) while anyone may still
    // act in it, a delayed Move or Action included; when nobody may, the
    // phase ends by itself.
    for (int guard = 0; guard <= ctx.state.phase_count + 1; ++guard) {
        if (!may_act(ctx).empty()) {
            return;
        }
        advance(ctx);
    }
}

void PhaseTurns::surrender_if_all_calm(TurnContext& ctx) {
    // "Status Effects": "Calm targets that are not Constructs or Uncroaked
    // will surrender if all units on their side are Calm, Incapacitated, or
    // croaked."
    std::set<std::string> sides;
    for (const Unit* u : ctx.units()) {
        sides.insert(u->side);
    }
    for (const std::string& side : sides) {
        const auto members = ctx.members(side);
        const bool all = std::all_of(members.begin(), members.end(), [](const Unit* u) {
            return has_condition(*u, "calm") || out_of_fight(*u);
        });
        if (!all) {
            continue;
        }
        for (const Unit* u : members) {
            if (has_condition(*u, "calm") && !has_special(*u, "Construct") &&
                !has_special(*u, "Uncroaked") && ctx.set_condition(u->id, "surrendered", true)) {
                ctx.say(ctx.name(u->id) +
                            " surrenders: every unit of its side is Calm, Incapacitated or croaked",
                        "turn");
            }
        }
    }
}

bool PhaseTurns::at_round_start(const TurnContext& ctx) const {
    return ctx.state.phase && *ctx.state.phase == first_phase(ctx);
}

std::string PhaseTurns::now_text(const TurnContext& ctx) const {
    return "Phase " + std::to_string(ctx.state.phase.value_or(0));
}

TurnControls PhaseTurns::controls() const {
    TurnControls c;
    c.end_turn_of_selected = true;
    c.delays = {{"turn", "Delay Move and Action"},
                {"move", "Delay the Move"},
                {"action", "Delay the Action"}};
    c.delay_tip = "Delay the selected unit's Move and Action to a later phase (the menu delays "
                  "only one)";
    c.end_turn_text = "End the Phase";
    return c;
}

void PhaseTurns::describe(const TurnContext& ctx, TurnSummary& s) const {
    const CombatState& st = ctx.state;
    const bool up = ascending(ctx.enc);
    for (int i = 0; i < st.phase_count; ++i) {
        s.order.push_back(std::to_string(up ? i : st.phase_count - 1 - i));
    }
    s.numeric_order = true;
    s.phase_name = "Phase " + std::to_string(st.phase.value_or(0));
    TrackerLayout& t = s.tracker;
    t.order_title = "Phases";
    t.current_suffix = " \u2014 now";
    for (const std::string& p : s.order) {
        const bool current = st.phase && std::to_string(*st.phase) == p;
        t.order.push_back({p, current});
        RowGroup g{"Phase " + p, p, current, {}, {}};
        for (const Unit& u : ctx.enc.units) {
            if (st.turn_of(u.id) != nullptr &&
                std::to_string(std::max(0, stat_of(u, "combat"))) == p) {
                g.units.push_back(u.id);
            }
        }
        if (!g.units.empty() || g.current) {
            t.groups.push_back(std::move(g));
        }
    }
}

std::string PhaseTurns::status_of(const TurnContext& ctx, const Unit& u) const {
    // Done when its own phase has passed this round.
    const int own = std::max(0, stat_of(u, "combat"));
    const int now = ctx.state.phase.value_or(0);
    const bool to_come = ascending(ctx.enc) ? own > now : own < now;
    return to_come ? "waiting" : "done";
}

bool PhaseTurns::banner_names_actor() const {
    return false;
}

} // namespace skirmish
