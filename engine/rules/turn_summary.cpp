#include "rules/turn_summary.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {
namespace {

/// The statuses, and what units whose turn is still to come will have.
void fill_units(const TurnContext& ctx, const TurnPolicy& policy, TurnSummary& s) {
    const CombatState& st = ctx.state;
    for (const Unit& u : ctx.enc.units) {
        const UnitTurn* t = st.turn_of(u.id);
        if (t != nullptr) {
            auto& b = s.budgets[u.id];
            for (const PoolLabel& p : s.pools) {
                b[p.pool] = t->left(p.pool);
            }
        }
        for (const PoolLabel& p : s.pools) {
            s.pool_max[u.id][p.pool] = policy.pool_max(u, p);
        }
        const bool may = std::find(s.may_act.begin(), s.may_act.end(), u.id) != s.may_act.end();
        std::string status;
        if (out_of_fight(u)) {
            status = "out";
        } else if (u.id == st.acting) {
            status = "acting";
        } else if (may) {
            status = "may act";
        } else {
            status = policy.status_of(ctx, u);
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
}

/// Units the ruleset's groups do not name (joined mid-fight, no side in
/// the order), and the surprised sides of round 0.
void finish_tracker(const TurnContext& ctx, TurnSummary& s) {
    TrackerLayout& t = s.tracker;
    RowGroup rest{"Not in the order", {}, false, {}, {}};
    for (const Unit& u : ctx.enc.units) {
        const bool listed = std::any_of(t.groups.begin(), t.groups.end(), [&](const RowGroup& g) {
            return std::find(g.units.begin(), g.units.end(), u.id) != g.units.end();
        });
        if (!listed) {
            rest.units.push_back(u.id);
        }
    }
    if (!rest.units.empty()) {
        t.groups.push_back(std::move(rest));
    }
    const CombatState& st = ctx.state;
    if (st.round == 0 && !st.setup.surprised.empty()) {
        std::string names;
        for (const std::string& id : st.setup.surprised) {
            names += (names.empty() ? "" : ", ") + ctx.side_name(id);
        }
        t.notes.push_back("Surprised: " + names);
    }
}

} // namespace

TurnSummary summarize_turn(const Encounter& enc) {
    TurnSummary s;
    const CombatState& st = enc.combat;
    const TurnPolicy& policy = *enc.ruleset.rules().turns;
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
    policy.describe(ctx, s);
    if (st.round == 0) {
        s.phase_name = policy.opening_round_name();
    }
    fill_units(ctx, policy, s);
    finish_tracker(ctx, s);
    const std::string round = st.round == 0 ? s.phase_name : "Round " + std::to_string(st.round);
    s.banner = round;
    if (st.round != 0 && !s.phase_name.empty()) {
        s.banner += " \u00b7 " + s.phase_name;
    }
    if (policy.banner_names_actor()) {
        s.banner += " \u2014 " + s.now;
    }
    return s;
}

} // namespace skirmish
