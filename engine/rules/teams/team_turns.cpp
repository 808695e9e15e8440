#include "rules/teams/team_turns.h"

#include "rules/condition_clock.h"
#include "rules/surprise.h"

#include <algorithm>
#include <set>

namespace skirmish {
namespace {

constexpr int kActions = 3; // seed 004: "characters may take three actions"

// seed 004 "Actions in Combat": an extended action under way. The marks
// "underway:<action>" (the actions it still takes) and "underway_at:<unit>"
// (whom it is aimed at) last until it is finished or abandoned.
const std::string kUnderway = "underway:";
const std::string kUnderwayAt = "underway_at:";
const std::string kNobody = "-"; // underway_at: begun on no unit

/// The first mark of `t` named `prefix`..., as (the rest of its name, its
/// value); empty when there is none.
std::pair<std::string, int> mark_after(const UnitTurn& t, const std::string& prefix) {
    auto it = t.marks.lower_bound(prefix);
    if (it != t.marks.end() && it->first.starts_with(prefix)) {
        return {it->first.substr(prefix.size()), it->second};
    }
    return {};
}

/// seed 004 "Surprise": a unit of a surprised team, unless it never is.
bool surprised(const TurnContext& ctx, const Unit& u) {
    return surprised_now(ctx.state, u.side) && !has_special(u, "Danger Sense") &&
           !has_special(u, "Cannot be surprised");
}

} // namespace

std::vector<PoolLabel> TeamTurns::pools() const {
    return {{"actions", "Actions", kActions}, {"reaction", "Reaction", 1, true}};
}

namespace {

/// True when `u` holds an action given by the Command of the unit whose
/// turn it is (the budget pool "commanded").
bool commanded(const TurnContext& ctx, const Unit& u) {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    return t != nullptr && t->left("commanded") > 0 && !ctx.state.acting.empty() &&
           ctx.state.acting != u.id;
}

} // namespace

Refusal TeamTurns::begin(TurnContext& ctx, const Unit& u, ActionTiming timing) const {
    if (timing != ActionTiming::Reaction && commanded(ctx, u)) {
        return std::nullopt;
    }
    return AlternatingTurns::begin(ctx, u, timing);
}

std::vector<std::string> TeamTurns::may_act(const TurnContext& ctx) const {
    std::vector<std::string> out = AlternatingTurns::may_act(ctx);
    for (const Unit* u : ctx.units()) {
        if (commanded(ctx, *u)) {
            out.push_back(u->id);
        }
    }
    return out;
}

Refusal TeamTurns::start(TurnContext& ctx, const StartCombat& cmd) const {
    const CombatSetup& s = cmd.setup;
    if (ctx.enc.find_side(s.initiator) == nullptr) {
        return std::string("Name the team whose member started the fight: it goes first");
    }
    if (!s.attacked.empty() && ctx.enc.find_side(s.attacked) == nullptr) {
        return "There is no team \"" + s.attacked + "\"";
    }
    for (const std::string& id : s.order) {
        if (ctx.enc.find_side(id) == nullptr) {
            return "There is no team \"" + id + "\"";
        }
    }
    ctx.state.order = {s.initiator};
    if (!s.attacked.empty() && s.attacked != s.initiator) {
        ctx.state.order.push_back(s.attacked);
    }
    // "with every other team going next in whatever order the game master
    // decides is appropriate" (seed 004 "Initiative and Rounds"): the GM's
    // order, then any team it leaves out in file order.
    for (const std::string& id : s.order) {
        if (std::find(ctx.state.order.begin(), ctx.state.order.end(), id) ==
                ctx.state.order.end() &&
            !ctx.members(id).empty()) {
            ctx.state.order.push_back(id);
        }
    }
    for (const Side& side : ctx.enc.sides) {
        if (std::find(ctx.state.order.begin(), ctx.state.order.end(), side.id) ==
                ctx.state.order.end() &&
            !ctx.members(side.id).empty()) {
            ctx.state.order.push_back(side.id);
        }
    }
    std::string order;
    for (const std::string& id : ctx.state.order) {
        order += (order.empty() ? "" : ", ") + ctx.side_name(id);
    }
    ctx.say("Combat starts. Initiative: " + order, "turn");
    for (const Unit* u : ctx.units()) {
        ctx.turn(u->id).budget = {{"reaction", 1}};
    }
    ctx.state.round = s.surprised.empty() ? 0 : -1;
    begin_round(ctx);
    return std::nullopt;
}

void TeamTurns::begin_round(TurnContext& ctx) const {
    ctx.state.round += 1;
    ctx.state.acting.clear();
    for (const Unit* u : ctx.units()) {
        UnitTurn& t = ctx.turn(u->id);
        t.set_mark("acted", 0);
        t.set_mark("attacks", 0); // "Attacks": the multiple attack penalty counts per round
        if (!t.budget.contains("reaction")) {
            t.budget["reaction"] = 1;
        }
    }
    ctx.say(ctx.state.round == 0 ? std::string("Surprise round: only the surprising team acts "
                                               "(and whoever cannot be surprised)")
                                 : "Round " + std::to_string(ctx.state.round),
            "turn");
    expire_at_round_start(ctx);
    pick_from(ctx, ctx.state.order.front());
}

bool TeamTurns::pick_from(TurnContext& ctx, const std::string& from) const {
    const auto& order = ctx.state.order;
    auto start = std::find(order.begin(), order.end(), from);
    if (start == order.end()) {
        start = order.begin();
    }
    const std::size_t first = static_cast<std::size_t>(start - order.begin());
    for (std::size_t i = 0; i < order.size(); ++i) {
        const std::string& side = order[(first + i) % order.size()];
        if (has_eligible(ctx, side)) {
            ctx.state.to_act = side;
            return true;
        }
    }
    ctx.state.to_act.clear();
    return false;
}

Refusal TeamTurns::not_eligible(const TurnContext& ctx, const Unit& u) const {
    if (auto why = AlternatingTurns::not_eligible(ctx, u)) {
        return why;
    }
    if (surprised(ctx, u)) {
        return ctx.name(u.id) + " is surprised and cannot act in the surprise round";
    }
    return std::nullopt;
}

void TeamTurns::fresh_turn(TurnContext& ctx, const Unit& u) const {
    UnitTurn& t = ctx.turn(u.id);
    int actions = kActions;
    // Files saved before an extended action waited for its effects hold
    // the mark "extended": those owed actions are paid as the turn begins.
    const int owed = std::min(kActions, t.mark("extended"));
    if (owed > 0) {
        actions -= owed;
        t.set_mark("extended", t.mark("extended") - owed);
        t.set_mark("extended_paid", owed);
        ctx.say(ctx.name(u.id) + " spends " + std::to_string(owed) +
                    " action(s) carrying on its extended action",
                "turn");
    } else {
        t.set_mark("extended_paid", 0);
    }
    if (const auto [busy, left] = mark_after(t, kUnderway); !busy.empty()) {
        const ActionDef* def = find_action(ctx.enc.ruleset, busy);
        ctx.say(ctx.name(u.id) + " must first finish " + (def ? def->label : busy) + " (" +
                    std::to_string(left) + " action(s)), or abandon it",
                "turn");
    }
    t.budget["actions"] = actions;
    t.budget["reaction"] = 1; // recovered at the start of its turn
    if (ctx.state.readied.erase(u.id) > 0) {
        ctx.say(possessive(ctx.name(u.id)) + " readied action lapses", "turn");
    }
    for (const char* m : {"moved", "stepped", "sprinted", "free_defence"}) {
        t.set_mark(m, 0);
    }
    t.clear_marks("target:"); // "Command": once per turn per target
    // "Actions in Combat": Guard and Seek Cover last until the next turn.
    expire_at_turn_start(ctx, u.id);
}

std::map<std::string, int> TeamTurns::budget_to_come(const TurnContext& ctx, const Unit& u) const {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    const int owed =
        t ? std::min(kActions, t->mark("extended") + mark_after(*t, kUnderway).second) : 0;
    return {{"actions", kActions - owed}}; // the reaction is live off turn
}

Refusal TeamTurns::react(TurnContext& ctx, const Unit& u) const {
    if (out_of_fight(u)) {
        return out_reason(ctx, u);
    }

    return std::nullopt; // the reaction itself is paid from the "reaction" pool
}

Result<int> TeamTurns::movement(const TurnContext& ctx, const Unit& u,
                                const std::string& as) const {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    if (t == nullptr) {
        return reject(ctx.name(u.id) + " is not in the fight");
    }
    const std::string name = ctx.name(u.id);
    if (const auto [busy, owed] = mark_after(*t, kUnderway); !busy.empty() && as != "step") {
        return reject(busy_reason(ctx, u, busy, owed));
    }
    if (commanded(ctx, u)) {
        if (!as.empty()) {
            return reject(name + "'s commanded action is one action: a plain Move, not a " + as);
        }
        return move_rules(ctx.enc, u).budget;
    }
    if (as == "step") {
        if (t->mark("moved") > 0 || t->mark("stepped") > 0) {
            return reject(name + " has already moved or stepped this turn (a Step is instead of "
                                 "a Move)");
        }
        return 1;
    }
    if (t->left("actions") < 1) {
        return reject(name + " has no actions left this turn");
    }
    if (as == "sprint") {
        if (t->mark("moved") == 0) {
            return reject(name + " must Move before it can Sprint");
        }
        if (u.stats.contains("stamina") && stat_of(u, "stamina") < 1) {
            return reject(name + " has no stamina left to Sprint");
        }
        return move_rules(ctx.enc, u).budget;
    }
    if (!as.empty()) {
        return reject("There is no \"" + as +
                      "\" move under this ruleset (try \"step\" or \"sprint\")");
    }
    if (t->mark("moved") > 0) {
        return reject(name + " has already moved this turn (Move is once per turn; Sprint costs "
                             "1 stamina)");
    }
    if (t->mark("stepped") > 0) {
        return reject(name + " took a Step this turn instead of its Move");
    }
    return move_rules(ctx.enc, u).budget;
}

void TeamTurns::spend_move(TurnContext& ctx, const Unit& u, int, const std::string& as) const {
    if (commanded(ctx, u)) {
        ctx.turn(u.id).budget.erase("commanded");
        ctx.say(ctx.name(u.id) + " moves as its commanded action", "turn");
        return;
    }
    UnitTurn& t = ctx.turn(u.id);
    if (as == "step") {
        t.set_mark("stepped", 1);
        return;
    }
    t.budget["actions"] -= 1;
    t.set_mark("moved", 1);
    if (as == "sprint") {
        t.set_mark("sprinted", t.mark("sprinted") + 1);
        if (u.stats.contains("stamina")) {
            ctx.edit_unit(u.id).stats["stamina"] -= 1;
        }
        ctx.say(ctx.name(u.id) + " sprints (1 stamina)", "turn");
    }
}

Refusal TeamTurns::pay(TurnContext& ctx, const Unit& u, const ActionDef& action,
                       const std::string& pay_with) const {
    UnitTurn& t = ctx.turn(u.id);
    if (action.id == "readied" && ctx.state.readied.count(u.id) == 0) {
        return ctx.name(u.id) + " has no readied action (Ready an Action on its turn first)";
    }
    // "Actions in Combat" (Intercept): "then may take any defensive action
    // as a free reaction".
    static const std::set<std::string> defences = {"block", "dodge", "fortify", "parry", "resist"};
    const bool on_turn = action.timing != ActionTiming::Reaction;
    const auto [busy, owed] = mark_after(t, kUnderway);
    if (on_turn && !busy.empty() && commanded(ctx, u) && !ctx.override) {
        return ctx.name(u.id) + " has an extended action under way: it finishes it, or abandons " +
               "it, on its own turn";
    }
    if (on_turn && !busy.empty() && action.id == busy) {
        return finish(ctx, u, action, owed);
    }
    if (on_turn && !busy.empty() && !action.ways.empty() && !ctx.override) {
        // "she will need to spend her first action to finish reloading
        // before taking any other actions" (free actions are no actions).
        return busy_reason(ctx, u, busy, owed);
    }
    if (action.id == "abandon" && busy.empty() && t.mark("extended") == 0 &&
        t.mark("extended_paid") == 0) {
        return ctx.name(u.id) + " has no extended action under way to abandon";
    }
    if (commanded(ctx, u) && on_turn) {
        const bool one = action.ways.size() == 1 && action.ways.front().size() == 1 &&
                         action.ways.front().front().pool == "actions" &&
                         action.ways.front().front().amount == 1;
        if (!one && !ctx.override) {
            return ctx.name(u.id) + "'s commanded action is one action; " + action.label +
                   " is not";
        }
        t.budget.erase("commanded");
        t.set_mark("spent", 1);
        return std::nullopt;
    }
    if (t.mark("free_defence") > 0 && defences.contains(action.id)) {
        t.set_mark("free_defence", 0);
        t.set_mark("spent", 1);
        ctx.say(ctx.name(u.id) + " takes " + action.label +
                    " as the free reaction of its Intercept",
                "turn");
        return std::nullopt;
    }
    if (action.ways.size() == 1 && action.ways.front().size() == 1 &&
        action.ways.front().front().pool == "actions") {
        const int cost = action.ways.front().front().amount;
        const int left = t.left("actions");
        if (cost > left && left > 0 && !ctx.override) {
            // An extended action: finished with actions from later turns,
            // and only then "perform the effects of that action".
            t.budget["actions"] = 0;
            t.set_mark(kUnderway + action.id, cost - left);
            t.set_mark("spent", 1);
            ctx.say(ctx.name(u.id) + " starts " + action.label + ": " +
                        std::to_string(cost - left) +
                        " more action(s) on its next turn, and it takes effect then",
                    "turn");
            return std::nullopt;
        }
    }
    return TurnPolicy::pay(ctx, u, action, pay_with);
}

void TeamTurns::after_action(TurnContext& ctx, const Unit& u, const TakeAction& cmd,
                             const ActionDef& action) const {
    UnitTurn& t = ctx.turn(u.id);
    if (action.id == "resuscitate" && !cmd.target.empty()) {
        // "Resuscitate": "(Two actions) Go prone, then make a test".
        if (ctx.set_condition(u.id, "prone", true)) {
            ctx.say(ctx.name(u.id) + " goes prone to resuscitate " + ctx.name(cmd.target), "turn");
        }
        if (ctx.set_condition(cmd.target, "unconscious", false)) {
            ctx.say(ctx.name(cmd.target) + " regains consciousness", "turn");
        }
    } else if (action.id == "ready") {
        ctx.state.readied[u.id] =
            cmd.trigger.empty() ? std::string("(no trigger given)") : cmd.trigger;
        ctx.say(ctx.name(u.id) + " readies an action: " + ctx.state.readied[u.id], "turn");
    } else if (action.id == "readied") {
        ctx.say(possessive(ctx.name(u.id)) + " readied action fires (" + ctx.state.readied[u.id] +
                    ")",
                "turn");
        ctx.state.readied.erase(u.id);
    } else if (action.id == "wait") {
        t.budget["reaction"] = t.left("reaction") + 1; // an extra reaction until its next turn
    } else if (action.id == "command" && !cmd.target.empty()) {
        // "Command": "give an ally one action during your turn".
        ctx.turn(cmd.target).budget["commanded"] = 1;
        ctx.say(ctx.name(cmd.target) + " may take one action now, on " +
                    possessive(ctx.name(u.id)) + " Command",
                "turn");
    } else if (action.id == "intercept") {
        t.set_mark("free_defence", 1); // until it takes one, or its next turn
    } else if (action.id == "abandon") {
        const auto [busy, owed] = mark_after(t, kUnderway);
        const ActionDef* def = busy.empty() ? nullptr : find_action(ctx.enc.ruleset, busy);
        ctx.say(ctx.name(u.id) + " abandons " + (def ? def->label : "its extended action") +
                    " at no extra cost",
                "turn");
        t.clear_marks(kUnderway);
        t.clear_marks(kUnderwayAt);
        t.budget["actions"] = t.left("actions") + t.mark("extended_paid"); // older files
        t.set_mark("extended", 0);
        t.set_mark("extended_paid", 0);
    }
    AlternatingTurns::after_action(ctx, u, cmd, action);
}

Result<Performed> TeamTurns::after_pay(TurnContext& ctx, const Unit& u,
                                       const TakeAction& cmd) const {
    UnitTurn& t = ctx.turn(u.id);
    if (t.mark(kUnderway + cmd.action) > 0) { // begun by this command
        t.set_mark(kUnderwayAt + (cmd.target.empty() ? kNobody : cmd.target), 1);
        return Performed::Begun;
    }
    if (t.mark("finishing") == 0) {
        return Performed::Done; // nothing finished by this command
    }
    const std::string at = mark_after(t, kUnderwayAt).first;
    t.set_mark("finishing", 0);
    t.clear_marks(kUnderwayAt);
    const std::string named = cmd.target.empty() ? kNobody : cmd.target;
    if (!at.empty() && at != named && !ctx.override) {
        const ActionDef* def = find_action(ctx.enc.ruleset, cmd.action);
        return reject(possessive(ctx.name(u.id)) + " " + (def ? def->label : cmd.action) +
                      " is aimed at " + (at == kNobody ? std::string("nobody") : ctx.name(at)) +
                      ": finish it so, or abandon it (seed 004 \"Actions in Combat\")");
    }
    return Performed::Done;
}

std::string TeamTurns::cost_now(const TurnContext& ctx, const Unit& u,
                                const ActionDef& action) const {
    const UnitTurn* t = ctx.state.turn_of(u.id);
    const auto [busy, owed] = t ? mark_after(*t, kUnderway) : std::pair<std::string, int>{};
    if (busy.empty() || busy != action.id) {
        return {};
    }
    return std::to_string(owed) + (owed == 1 ? " action" : " actions") + " to finish";
}

Refusal TeamTurns::finish(TurnContext& ctx, const Unit& u, const ActionDef& action,
                          int owed) const {
    UnitTurn& t = ctx.turn(u.id);
    if (t.left("actions") < owed && !ctx.override) {
        return ctx.name(u.id) + " has " + std::to_string(t.left("actions")) +
               " action(s) left, and finishing " + action.label + " takes " + std::to_string(owed);
    }
    t.budget["actions"] = std::max(0, t.left("actions") - owed);
    t.clear_marks(kUnderway);
    t.set_mark("finishing", 1); // after_pay checks the target and clears it
    t.set_mark("spent", 1);
    ctx.say(ctx.name(u.id) + " finishes " + action.label + " with " + std::to_string(owed) +
                " more action(s)",
            "turn");
    return std::nullopt;
}

std::string TeamTurns::busy_reason(const TurnContext& ctx, const Unit& u, const std::string& busy,
                                   int owed) const {
    const ActionDef* def = find_action(ctx.enc.ruleset, busy);
    return ctx.name(u.id) + " must first finish " + (def ? def->label : busy) + " (" +
           std::to_string(owed) +
           " action(s): take it again) or abandon it (seed 004 \"Actions "
           "in Combat\": extended actions)";
}

Refusal TeamTurns::pass(TurnContext&, const Pass&) const {
    return std::string("Teams do not pass: each team gives a member who has not acted a turn, "
                       "and drops out when it has nobody left");
}

void TeamTurns::after_turn(TurnContext& ctx) const {
    // A commanded action not taken lapses with the commander's turn.
    for (auto& [id, t] : ctx.state.units) {
        if (t.budget.erase("commanded") > 0) {
            ctx.say(possessive(ctx.name(id)) + " commanded action lapses", "turn");
        }
    }
    if (!pick_from(ctx, side_after(ctx, ctx.state.to_act))) {
        begin_round(ctx);
    }
}

Refusal TeamTurns::next_round(TurnContext& ctx, const EnteredRolls&) const {
    begin_round(ctx);
    return std::nullopt;
}

void TeamTurns::settle(TurnContext& ctx) const {
    // A unit that has fallen (a hit, a failed test, the GM) has its
    // extended action cut short: it is "unable to act".
    for (auto& [id, t] : ctx.state.units) {
        const Unit* u = ctx.unit(id);
        const std::string busy = mark_after(t, kUnderway).first;
        if (u != nullptr && !busy.empty() && out_of_fight(*u)) {
            const ActionDef* def = find_action(ctx.enc.ruleset, busy);
            ctx.say(possessive(ctx.name(id)) + " " + (def ? def->label : busy) +
                        " is cut short: it is out of the fight",
                    "turn");
            t.clear_marks(kUnderway);
            t.clear_marks(kUnderwayAt);
        }
    }
    if (!ctx.state.acting.empty() && out_of_fight(*ctx.unit(ctx.state.acting))) {
        ctx.say(ctx.name(ctx.state.acting) + " is down: its turn ends", "turn");
        finish_turn(ctx);
    }
    if (!ctx.state.acting.empty() || has_eligible(ctx, ctx.state.to_act)) {
        return;
    }
    const auto units = ctx.units();
    if (std::all_of(units.begin(), units.end(), [](const Unit* u) { return out_of_fight(*u); })) {
        return;
    }
    if (!pick_from(ctx, ctx.state.to_act)) {
        begin_round(ctx);
    }
}

} // namespace skirmish
