#include "rules/turn_summary.h"

#include "rules/phases/phase_turns.h"

#include <algorithm>

namespace skirmish {

TurnSummary summarize_turn(const Encounter& enc) {
    TurnSummary s;
    const CombatState& st = enc.combat;
    const TurnPolicy& policy = turn_policy(enc.ruleset);
    s.pools = policy.pools();
    if (!st.active) {
        return s;
    }
    s.in_combat = true;
    s.round = st.round;
    s.phase = st.phase;
    s.acting = st.acting;
    s.to_act = st.to_act;
    const TurnContext ctx(enc, false);
    s.may_act = policy.may_act(ctx);
    s.now = policy.now_text(ctx);
    if (enc.ruleset == RulesetId::Phases) {
        const bool up = PhaseTurns::ascending(enc);
        for (int i = 0; i < st.phase_count; ++i) {
            s.order.push_back(std::to_string(up ? i : st.phase_count - 1 - i));
        }
        s.phase_name = "Phase " + std::to_string(st.phase.value_or(0));
    } else {
        s.order = st.order;
        if (enc.ruleset == RulesetId::Factions && st.phase) {
            s.phase_name = *st.phase == 1 ? "Fast actions" : "Slow actions";
        }
    }
    if (st.round == 0) {
        s.phase_name = enc.ruleset == RulesetId::Factions ? "Ambush" : "Surprise round";
    }
    for (const Unit& u : enc.units) {
        const UnitTurn* t = st.turn_of(u.id);
        if (t != nullptr) {
            auto& b = s.budgets[u.id];
            for (const PoolLabel& p : s.pools) {
                b[p.pool] = t->left(p.pool);
            }
        }
        const bool may = std::find(s.may_act.begin(), s.may_act.end(), u.id) != s.may_act.end();
        std::string status = "waiting";
        if (out_of_fight(u)) {
            status = "out";
        } else if (u.id == st.acting) {
            status = "acting";
        } else if (may) {
            status = "may act";
        } else if (enc.ruleset == RulesetId::Phases) {
            // Done when its own phase has passed this round.
            const int own = std::max(0, stat_of(u, "combat"));
            const int now = st.phase.value_or(0);
            const bool to_come = PhaseTurns::ascending(enc) ? own > now : own < now;
            status = to_come ? "waiting" : "done";
        } else if (enc.ruleset == RulesetId::Sides) {
            // Sides act in order: earlier sides are done, later ones wait; in
            // the side whose turn it is, a unit that may no longer act is done.
            const auto at = [&](const std::string& side) {
                return std::find(st.order.begin(), st.order.end(), side) - st.order.begin();
            };
            const auto& surprised = st.setup.surprised;
            const bool sits_out = st.round == 0 && std::find(surprised.begin(), surprised.end(),
                                                             u.side) != surprised.end();
            status =
                sits_out || st.to_act.empty() || at(u.side) > at(st.to_act) ? "waiting" : "done";
        } else if (t != nullptr && (t->mark("acted") > 0 || t->mark("done") > 0)) {
            status = "done";
        }
        s.status[u.id] = status;
        // A turn still to come this round: show what the unit will have.
        if ((status == "waiting" || status == "may act") && u.id != st.acting &&
            (t == nullptr || t->mark("acted") == 0)) {
            for (const auto& [pool, left] : policy.budget_to_come(ctx, u)) {
                s.budgets[u.id][pool] = left;
            }
        }
    }
    const std::string round = st.round == 0 ? s.phase_name : "Round " + std::to_string(st.round);
    s.banner = round;
    if (st.round != 0 && !s.phase_name.empty()) {
        s.banner += " · " + s.phase_name;
    }
    if (enc.ruleset != RulesetId::Phases) {
        s.banner += " — " + s.now;
    }
    return s;
}

} // namespace skirmish
