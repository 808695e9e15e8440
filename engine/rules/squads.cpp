#include "rules/squads.h"

#include "encounter/command_engine.h"
#include "geometry/metric.h"
#include "io/encounter_json.h"
#include "movement/move_rules.h"
#include "movement/pathfinder.h"
#include "rules/policy_cite.h"
#include "rules/regroup.h"
#include "rules/ruleset.h"
#include "rules/turn_context.h"
#include "rules/turn_policy.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <tuple>

namespace skirmish {

namespace {

const SquadPolicy& squad_policy(const Encounter& enc) {
    return enc.ruleset.rules().squads;
}

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

/// Squares between two footprints (0 when they touch or overlap), under
/// the map's diagonal rule.
int gap(const Encounter& enc, Cell a, int as, Cell b, int bs) {
    const int dx = std::max({0, a.x - (b.x + bs - 1), b.x - (a.x + as - 1)});
    const int dy = std::max({0, a.y - (b.y + bs - 1), b.y - (a.y + as - 1)});
    return grid_distance(Cell{0, 0}, Cell{dx, dy}, enc.diagonal_rule());
}

/// "Goblin" for "Goblin 3": the name without its trailing number.
std::string type_of(const Unit& u) {
    std::string name = display_name(u);
    while (!name.empty() && (std::isdigit(static_cast<unsigned char>(name.back())) != 0 ||
                             name.back() == ' ' || name.back() == '#')) {
        name.pop_back();
    }
    return lower(name);
}

/// The rank of an order's issuer: lower is stronger (seed 000: "Squad's
/// Leader, then Chief Warlord, then Highest Leadership, then Closest
/// Leader").
std::tuple<int, int, int> rank(const Encounter& enc, const Squad& squad, const Unit& by) {
    const std::string leader = acting_leader(enc, squad);
    if (by.id == leader) {
        return {0, 0, 0};
    }
    const SquadPolicy& p = squad_policy(enc);
    const int tier = !p.chief.empty() && has_special(by, p.chief) ? 1 : 2;
    const int leadership = stat_of(by, "leadership", 1);
    const Unit* lead = enc.find_unit(leader);
    const int distance = lead == nullptr ? 0 : gap(enc, by.cell, by.size, lead->cell, lead->size);
    return {tier, -leadership, distance};
}

bool wounded(const Encounter& enc, const Unit& u) {
    if (const auto it = enc.combat.taken.find(u.id);
        it != enc.combat.taken.end() && it->second > 0) {
        return true;
    }
    for (const std::string& pool : enc.ruleset.rules().health.pools) {
        const auto max = u.stats.find(pool + "_max");
        if (max != u.stats.end() && stat_of(u, pool) < max->second) {
            return true;
        }
    }
    return false;
}

/// The squares `u` may move this turn: its reach (empty when it cannot
/// move now), or why not.
Result<Reach> reach_now(const Encounter& enc, const Unit& u) {
    if (!enc.combat.active) {
        return Pathfinder(enc).reachable(u.id);
    }
    TurnContext ctx(enc, false);
    const TurnPolicy& policy = turn_policy(enc.ruleset);
    if (out_of_fight(u)) {
        return reject(out_reason(ctx, u));
    }
    if (auto no = policy.begin(ctx, u, ActionTiming::OnTurn)) {
        return reject(*no);
    }
    auto budget = policy.movement(ctx, *ctx.unit(u.id), "");
    if (!budget) {
        return budget.rejection();
    }
    return Pathfinder(enc).reachable(u.id, budget.value());
}

bool has_action(const Encounter& enc, const Unit& u) {
    if (!enc.combat.active) {
        return true;
    }
    const UnitTurn* t = enc.combat.turn_of(u.id);
    return t != nullptr && (t->left("action") > 0 || t->left("delayed_action") > 0);
}

/// seed 000 Withdraw: "any unit that cannot attack this turn": no Action
/// left, Target (None), or (a melee unit) no enemy it may attack next to
/// any square of its reach.
bool can_attack(const Encounter& enc, const Squad& squad, const Unit& u, const Reach& reach) {
    if (!has_action(enc, u) || squad.order.target.kind == TargetKind::None) {
        return false;
    }
    std::vector<Cell> squares{u.cell};
    for (const ReachSquare& r : reach.squares) {
        squares.push_back(r.cell);
    }
    for (const Unit& foe : enc.units) {
        if (!enemies(u, foe) || out_of_fight(foe) ||
            !matches_target(enc, squad.order.target, u, foe)) {
            continue;
        }
        if (!has_melee_attack(u)) {
            return true;
        }
        for (Cell c : squares) {
            if (gap(enc, c, u.size, foe.cell, foe.size) <= 1) {
                return true;
            }
        }
    }
    return false;
}

/// The square of `u`'s reach nearest `point` (then the cheapest), or
/// nullopt when none is nearer than where it stands.
std::optional<Cell> nearest_square(const Encounter& enc, const Unit& u, const Reach& reach,
                                   Cell point) {
    const auto key = [&](Cell c, int cost) {
        // The footprint's centre, in half squares, for the straight-line tie.
        const long long cx = 2LL * c.x + u.size - 1 - 2LL * point.x;
        const long long cy = 2LL * c.y + u.size - 1 - 2LL * point.y;
        // Then the cheapest, then the straightest from where it stands.
        const long long sx = c.x - u.cell.x;
        const long long sy = c.y - u.cell.y;
        return std::tuple{
            gap(enc, c, u.size, point, 1), cx * cx + cy * cy, cost, sx * sx + sy * sy, c.y, c.x};
    };
    std::optional<Cell> to;
    auto best = key(u.cell, 0);
    for (const ReachSquare& r : reach.squares) {
        if (const auto k = key(r.cell, r.cost); !to || k < best) {
            best = k;
            to = r.cell;
        }
    }
    const auto here = key(u.cell, 0);
    if (!to || std::tie(std::get<0>(best), std::get<1>(best)) >=
                   std::tie(std::get<0>(here), std::get<1>(here))) {
        return std::nullopt;
    }
    return to;
}

/// Applies `planned` to `work` and appends its events to `out`.
void take(Encounter& work, std::vector<Event>& out, std::vector<Event> planned) {
    apply_all(work, planned);
    out.insert(out.end(), std::make_move_iterator(planned.begin()),
               std::make_move_iterator(planned.end()));
}

void say(Encounter& work, std::vector<Event>& out, std::string text) {
    take(work, out, {LogAdded{{LogEntry{work.combat.round, "command", std::move(text)}}}});
}

/// Carries the squad's order out on `work`: the moves of Rally, Bull Rush
/// and Withdraw, the Delays of Delay.
void carry_out(Encounter& work, std::vector<Event>& out, const std::string& squad_id,
               const EnteredRolls& rolls) {
    const Squad squad = *work.find_squad(squad_id);
    const SquadOrder& order = squad.order;
    std::vector<const Unit*> members;
    for (const std::string& id : squad.members) {
        if (const Unit* u = work.find_unit(id); u != nullptr && !out_of_fight(*u)) {
            members.push_back(u);
        }
    }
    if (order.tactic == Tactic::Hold) {
        say(work, out,
            squad.name + " holds: its melee units stay where they are" +
                cite(squad_policy(work), "Hold"));
        return;
    }
    if (order.tactic == Tactic::Delay) {
        for (const Unit* u : members) {
            if (work.combat.active) {
                if (auto d = plan(work, Delay{u->id, "turn"})) {
                    take(work, out, std::move(d).value());
                }
            }
        }
        say(work, out,
            squad.name + " delays its moves and actions until its orders change" +
                cite(squad_policy(work), "Delay"));
        return;
    }
    const Cell point = *order.point;
    std::vector<std::string> ids;
    for (const Unit* u : members) {
        ids.push_back(u->id);
    }
    // The members nearest the point move first, clearing the way.
    std::stable_sort(ids.begin(), ids.end(), [&](const std::string& a, const std::string& b) {
        const Unit* ua = work.find_unit(a);
        const Unit* ub = work.find_unit(b);
        return gap(work, ua->cell, ua->size, point, 1) < gap(work, ub->cell, ub->size, point, 1);
    });
    for (const std::string& id : ids) {
        if (work.combat.pending) {
            say(work, out,
                display_name(*work.find_unit(id)) + " waits: a reaction must be answered first");
            continue;
        }
        const Unit* u = work.find_unit(id);
        auto reach = reach_now(work, *u);
        if (!reach) {
            say(work, out, display_name(*u) + " stays: " + reach.reason());
            continue;
        }
        if (order.tactic == Tactic::Withdraw && !wounded(work, *u) &&
            can_attack(work, squad, *u, reach.value())) {
            say(work, out,
                display_name(*u) + " stays: it is unwounded and can attack this turn" +
                    cite(squad_policy(work), "Withdraw"));
            continue;
        }
        if (const auto to = nearest_square(work, *u, reach.value(), point)) {
            auto moved = plan(work, MoveUnit{id, *to});
            if (!moved) {
                say(work, out, display_name(*u) + " stays: " + moved.reason());
                continue;
            }
            take(work, out, std::move(moved).value());
        } else if (u->cell != point) {
            say(work, out,
                display_name(*u) + " stays: no square it can reach is nearer " + to_label(point));
        }
        // Bull Rush: an enemy on the next step towards the point is pushed.
        const Unit* now = work.find_unit(id);
        if (order.tactic != Tactic::BullRush || now == nullptr || !has_action(work, *now) ||
            work.combat.pending) {
            continue;
        }
        const Cell step{now->cell.x + step_sign(point.x - now->cell.x),
                        now->cell.y + step_sign(point.y - now->cell.y)};
        const Unit* foe = work.unit_at(step);
        if (step == now->cell || foe == nullptr || !enemies(*now, *foe) || out_of_fight(*foe)) {
            continue;
        }
        auto rushed = plan(work, BullRush{id, step, rolls});
        if (!rushed) {
            say(work, out,
                display_name(*now) + " cannot Bull Rush " + to_label(step) + ": " +
                    rushed.reason());
            continue;
        }
        take(work, out, std::move(rushed).value());
    }
}

/// The units of `a` not in `b`.
std::vector<std::string> missing_from(const std::vector<std::string>& a,
                                      const std::vector<std::string>& b) {
    std::vector<std::string> out;
    for (const std::string& id : a) {
        if (std::find(b.begin(), b.end(), id) == b.end()) {
            out.push_back(id);
        }
    }
    return out;
}

} // namespace

const Squad* squad_of(const Encounter& enc, std::string_view unit) {
    for (const Squad& s : enc.squads) {
        if (std::find(s.members.begin(), s.members.end(), unit) != s.members.end()) {
            return &s;
        }
    }
    return nullptr;
}

bool is_command_unit(const Encounter& enc, const Unit& u) {
    if (const Side* side = enc.find_side(u.side); side != nullptr && side->player) {
        return true;
    }
    const auto& specials = squad_policy(enc).command_specials;
    return std::any_of(specials.begin(), specials.end(),
                       [&](const std::string& s) { return has_special(u, s); });
}

std::string acting_leader(const Encounter& enc, const Squad& squad) {
    if (const Unit* l = enc.find_unit(squad.leader); l != nullptr && !out_of_fight(*l)) {
        return l->id;
    }
    for (const std::string& id : squad.members) {
        if (const Unit* u = enc.find_unit(id);
            u != nullptr && !out_of_fight(*u) && is_command_unit(enc, *u)) {
            return id;
        }
    }
    return {};
}

const Squad* ordered_squad_of(const Encounter& enc, std::string_view unit) {
    if (!squad_policy(enc).enabled) {
        return nullptr; // squads kept from another ruleset bind nothing
    }
    const Squad* s = squad_of(enc, unit);
    return s != nullptr && !acting_leader(enc, *s).empty() ? s : nullptr;
}

std::optional<std::string> squad_problem(const Encounter& enc, const Squad& squad) {
    const SquadPolicy& p = squad_policy(enc);
    if (!p.enabled) {
        return "There are no squads under " + enc.ruleset.rules().info.name;
    }
    if (squad.id.empty() || squad.id.size() > io::Limits::kMaxId) {
        return std::string("A squad's id is 1 to 128 bytes");
    }
    if (squad.name.size() > io::Limits::kMaxName) {
        return std::string("A squad's name is at most 1024 bytes");
    }
    const std::string what =
        std::string(label_of(squad.kind)) + " " + (squad.name.empty() ? squad.id : squad.name);
    if (squad.members.empty()) {
        return what + " has no units";
    }
    const int limit = squad.kind == SquadKind::Stack ? p.stack_limit : p.horde_limit;
    if (static_cast<int>(squad.members.size()) > limit) {
        return "A " + std::string(label_of(squad.kind)) + " is limited to " +
               std::to_string(limit) + " units; " + what + " has " +
               std::to_string(squad.members.size()) + cite(p);
    }
    std::set<std::string> seen;
    const Unit* first = nullptr;
    for (const std::string& id : squad.members) {
        const Unit* u = enc.find_unit(id);
        if (u == nullptr) {
            return "There is no unit \"" + id + "\"";
        }
        if (!seen.insert(id).second) {
            return display_name(*u) + " is listed twice in " + what;
        }
        if (first != nullptr && u->side != first->side) {
            return what + " mixes sides: " + display_name(*first) + " and " + display_name(*u);
        }
        first = first == nullptr ? u : first;
        if (const Squad* other = squad_of(enc, id); other != nullptr && other->id != squad.id) {
            return display_name(*u) + " is already in " + std::string(label_of(other->kind)) + " " +
                   other->name + ": a unit belongs to one squad at a time" + cite(p);
        }
    }
    // seed 000 "Specials": "Mounts with a rider cannot be in stack unless
    // their rider is also in the stack."
    for (const std::string& id : squad.members) {
        for (const Unit& r : enc.units) {
            if (r.mount == id && std::find(squad.members.begin(), squad.members.end(), r.id) ==
                                     squad.members.end()) {
                return display_name(*enc.find_unit(id)) + " carries " + display_name(r) +
                       ", who must join " + what + " too (seed 000 \"Specials\")";
            }
        }
    }
    if (squad.kind == SquadKind::Horde && !p.horde_needs.empty()) {
        const bool ok = std::any_of(squad.members.begin(), squad.members.end(), [&](auto& id) {
            const Unit* u = enc.find_unit(id);
            return std::any_of(p.horde_needs.begin(), p.horde_needs.end(),
                               [&](const std::string& s) { return has_special(*u, s); });
        });
        if (!ok) {
            std::string needs;
            for (std::size_t i = 0; i < p.horde_needs.size(); ++i) {
                needs += (i == 0                          ? ""
                          : i + 1 == p.horde_needs.size() ? " or "
                                                          : ", ") +
                         p.horde_needs[i];
            }
            return "A Horde requires an " + needs + " unit" + cite(p);
        }
    }
    if (std::find(squad.members.begin(), squad.members.end(), squad.leader) ==
        squad.members.end()) {
        return what + "'s leader must be one of its units";
    }
    return std::nullopt;
}

bool matches_target(const Encounter& enc, const OrderTarget& t, const Unit& attacker,
                    const Unit& target) {
    switch (t.kind) {
    case TargetKind::None:
        return false;
    case TargetKind::Unit:
        return target.id == t.value || lower(target.name) == lower(t.value);
    case TargetKind::Type: {
        const std::string want = lower(t.value);
        const std::string type = type_of(target);
        return type == want || type + "s" == want;
    }
    case TargetKind::Special:
        return has_special(target, t.value);
    case TargetKind::Any:
    case TargetKind::Closest:
        break;
    }
    int nearest = -1;
    for (const Unit& foe : enc.units) {
        if (enemies(attacker, foe) && !out_of_fight(foe)) {
            const int d = gap(enc, attacker.cell, attacker.size, foe.cell, foe.size);
            nearest = nearest < 0 ? d : std::min(nearest, d);
        }
    }
    return gap(enc, attacker.cell, attacker.size, target.cell, target.size) <= nearest;
}

std::optional<std::string> order_problem(const Encounter& enc, const SquadOrder& order) {
    if (needs_point(order.tactic) != order.point.has_value()) {
        return std::string(label_of(order.tactic)) +
               (order.point ? " names no square" : " needs a square to go to");
    }
    if (order.point && !enc.map.contains(*order.point)) {
        return "Square " + to_label(*order.point) + " is outside the map";
    }
    const bool named = order.target.kind == TargetKind::Unit ||
                       order.target.kind == TargetKind::Type ||
                       order.target.kind == TargetKind::Special;
    if (named != !order.target.value.empty()) {
        return named ? std::string("Name the target: a unit, a type or a special")
                     : std::string("Target (Any), (Closest) and (None) name nothing");
    }
    return std::nullopt;
}

std::optional<std::string> order_move_refusal(const Encounter& enc, const Unit& u) {
    const Squad* s = ordered_squad_of(enc, u.id);
    if (s == nullptr) {
        return std::nullopt;
    }
    if (s->order.tactic == Tactic::Delay) {
        return display_name(u) + "'s squad " + s->name +
               " has the order Delay: it delays its moves and actions until its orders change" +
               cite(squad_policy(enc), "Delay");
    }
    if (s->order.tactic == Tactic::Hold && has_melee_attack(u)) {
        return display_name(u) + "'s squad " + s->name +
               " has the order Hold: its melee units remain where they are" +
               cite(squad_policy(enc), "Hold");
    }
    return std::nullopt;
}

std::optional<std::string> order_action_refusal(const Encounter& enc, const Unit& u) {
    const Squad* s = ordered_squad_of(enc, u.id);
    if (s != nullptr && s->order.tactic == Tactic::Delay) {
        return display_name(u) + "'s squad " + s->name +
               " has the order Delay: it delays its moves and actions until its orders change" +
               cite(squad_policy(enc), "Delay");
    }
    return std::nullopt;
}

std::optional<std::string> order_target_refusal(const Encounter& enc, const Unit& attacker,
                                                const Unit& target) {
    const Squad* s = ordered_squad_of(enc, attacker.id);
    if (s == nullptr || !enemies(attacker, target) ||
        matches_target(enc, s->order.target, attacker, target)) {
        return std::nullopt;
    }
    const std::string order = describe_order(s->order);
    const std::string target_part = order.substr(order.find("Target"));
    return display_name(target) + " is not " + display_name(attacker) +
           "'s squad's target: " + std::string(label_of(s->kind)) + " " + s->name +
           " attacks only " + target_part +
           (s->order.target.kind == TargetKind::Any || s->order.target.kind == TargetKind::Closest
                ? ", the closest enemies"
                : "") +
           cite(squad_policy(enc), "Attack [Target]");
}

std::string squad_heading(const Encounter& enc, const Squad& squad) {
    const std::string head = std::string(label_of(squad.kind)) + " " + squad.name;
    const std::string leader = acting_leader(enc, squad);
    if (leader.empty()) {
        return head + " \u00b7 broken up: no leader left";
    }
    return head + " \u00b7 " + describe_order(squad.order) + " \u00b7 led by " +
           display_name(*enc.find_unit(leader));
}

std::optional<SquadsChanged> squads_without(const Encounter& enc, const std::string& unit) {
    const Squad* old = squad_of(enc, unit);
    if (old == nullptr) {
        return std::nullopt;
    }
    SquadsChanged change{enc.squads, enc.squads};
    const auto index = static_cast<std::size_t>(old - enc.squads.data());
    Squad& s = change.after[index];
    std::erase(s.members, unit);
    if (s.members.empty()) {
        change.after.erase(change.after.begin() + static_cast<long>(index));
        return change;
    }
    if (s.leader == unit) {
        s.leader = s.members.front();
        for (const std::string& id : s.members) {
            if (const Unit* u = enc.find_unit(id); u != nullptr && is_command_unit(enc, *u)) {
                s.leader = id;
                break;
            }
        }
    }
    return change;
}

std::string next_squad_id(const Encounter& enc) {
    for (int n = 1;; ++n) {
        std::string id = "squad-" + std::to_string(n);
        if (enc.find_squad(id) == nullptr) {
            return id;
        }
    }
}

Result<std::vector<Event>> plan_set_squad(const Encounter& enc, const SetSquad& c) {
    const Squad* old = enc.find_squad(c.squad.id);
    if (c.disband) {
        // "all members of the Stack are dropped": free, under any ruleset
        // (squads kept from another one can go too); each then Regroups to
        // join a new squad.
        if (old == nullptr) {
            return reject("There is no squad \"" + c.squad.id + "\"");
        }
        std::vector<Squad> after = enc.squads;
        after.erase(after.begin() + (old - enc.squads.data()));
        return std::vector<Event>{SquadsChanged{enc.squads, after},
                                  LogAdded{{LogEntry{enc.combat.round, "command",
                                                     std::string(label_of(old->kind)) + " " +
                                                         old->name + " breaks up"}}}};
    }
    if (!squad_policy(enc).enabled) {
        return reject("There are no squads under " + enc.ruleset.rules().info.name);
    }
    Squad squad = c.squad;
    if (squad.name.empty()) {
        squad.name = squad.id;
    }
    // Orders change by OrderSquad only; a new squad holds (Hold, Target (Any)).
    squad.order = old != nullptr ? old->order : SquadOrder{};
    // A unit joining from another squad drops from it in the same Regroup
    // ("drop from its current stack, join a new stack").
    Encounter pre = enc;
    for (const std::string& id : squad.members) {
        if (const Squad* other = squad_of(pre, id); other != nullptr && other->id != squad.id) {
            skirmish::apply(pre, Event{*squads_without(pre, id)});
        }
    }
    if (auto why = squad_problem(pre, squad)) {
        return reject(*why);
    }
    std::vector<Squad> after = pre.squads;
    if (old != nullptr) {
        if (*old == squad) {
            return reject(std::string(label_of(squad.kind)) + " " + squad.name + " is unchanged");
        }
        *std::find_if(after.begin(), after.end(),
                      [&](const Squad& x) { return x.id == squad.id; }) = squad;
    } else {
        if (enc.squads.size() >= Squad::kMaxCount) {
            return reject("An encounter holds at most 1000 squads");
        }
        after.push_back(squad);
    }
    const std::vector<std::string> before_members =
        old == nullptr ? std::vector<std::string>{} : old->members;
    std::vector<std::string> left = missing_from(before_members, squad.members);
    std::vector<std::string> joined = missing_from(squad.members, before_members);
    Encounter work = enc;
    std::vector<Event> out;
    // "Special Combat Maneuvers" Regroup: once the fight is under way, each
    // unit in it that leaves or joins spends its Action.
    if (!declaring(enc)) {
        if (old != nullptr && squad.leader != old->leader &&
            std::find(left.begin(), left.end(), old->leader) != left.end()) {
            const Unit* l = enc.find_unit(squad.leader);
            if (!is_command_unit(enc, *l)) {
                return reject(display_name(*l) +
                              " is not a Command Unit: a leader who drops from a squad hands it "
                              "to a Command Unit in it, or the squad breaks up" +
                              cite(squad_policy(enc)));
            }
        }
        std::vector<std::string> movers = left;
        movers.insert(movers.end(), joined.begin(), joined.end());
        for (const std::string& id : movers) {
            const Unit* u = work.find_unit(id);
            if (u == nullptr || out_of_fight(*u)) {
                continue;
            }
            auto regroup =
                pay_regroup(work, out, id, squad_policy(enc).regroup_action, RegroupPart::Squad);
            if (!regroup) {
                return reject(display_name(*u) + " cannot Regroup now: " + regroup.reason() +
                              " (changing squads in a fight costs an Action; seed 000 \"Special "
                              "Combat Maneuvers\")");
            }
        }
    }
    std::string text = std::string(label_of(squad.kind)) + " " + squad.name;
    if (old == nullptr) {
        text += " forms (" + std::to_string(squad.members.size()) + " units)";
    } else {
        text += " regroups (" + std::to_string(squad.members.size()) + " units";
        text += joined.empty() ? "" : ", " + std::to_string(joined.size()) + " joining";
        text += left.empty() ? "" : ", " + std::to_string(left.size()) + " leaving";
        text += ")";
    }
    // The log is the GM's: it may name the leader (the players' view never does).
    take(work, out, {SquadsChanged{enc.squads, after}});
    say(work, out, text);
    return out;
}

Result<std::vector<Event>> plan_order_squad(const Encounter& enc, const OrderSquad& c) {
    if (!squad_policy(enc).enabled) {
        return reject("There are no squads under " + enc.ruleset.rules().info.name);
    }
    const Squad* squad = enc.find_squad(c.squad);
    if (squad == nullptr) {
        return reject("There is no squad \"" + c.squad + "\"");
    }
    const std::string leader = acting_leader(enc, *squad);
    if (leader.empty()) {
        return reject(std::string(label_of(squad->kind)) + " " + squad->name +
                      " has lost its leader and has no Command Unit to lead it: it is broken "
                      "up, and its units must Regroup into a new squad" +
                      cite(squad_policy(enc)));
    }
    Encounter work = enc;
    std::vector<Event> out;
    if (c.order) {
        SquadOrder order = *c.order;
        if (auto why = order_problem(enc, order)) {
            return reject(*why);
        }
        const Unit* by = enc.find_unit(c.by.empty() ? leader : c.by);
        if (by == nullptr) {
            return reject("There is no unit \"" + c.by + "\"");
        }
        const Unit* lead = enc.find_unit(leader);
        if (by->side != lead->side || out_of_fight(*by)) {
            return reject(display_name(*by) + " cannot order " + squad->name +
                          ": only units of its side in the fight can");
        }
        if (!declaring(enc)) {
            const TurnContext ctx(enc, false);
            if (!turn_policy(enc.ruleset).at_round_start(ctx)) {
                return reject("Orders can only be changed at the start of each round" +
                              cite(squad_policy(enc)));
            }
            const bool leads = by->id == leader;
            const std::string& lead_special = squad_policy(enc).leadership;
            if (leads && !is_command_unit(enc, *by)) {
                return reject(display_name(*by) +
                              " leads the squad but is not a Command Unit: only a unit with " +
                              lead_special + " can change its order" + cite(squad_policy(enc)));
            }
            if (!leads && !has_special(*by, lead_special)) {
                return reject(display_name(*by) + " has no " + lead_special +
                              ": only the squad's leader or a unit with " + lead_special +
                              " can order it" + cite(squad_policy(enc)));
            }
            const Unit* first = enc.find_unit(squad->order.by);
            if (squad->order.round == enc.combat.round && first != nullptr && first->id != by->id &&
                rank(enc, *squad, *first) < rank(enc, *squad, *by)) {
                return reject(display_name(*first) + "'s order this round stands over " +
                              display_name(*by) +
                              "'s (Squad's Leader, then Chief Warlord, then Highest "
                              "Leadership, then Closest Leader" +
                              cite(squad_policy(enc)) + ")");
            }
        }
        order.by = by->id;
        order.round = enc.combat.active ? enc.combat.round : 0;
        std::vector<Squad> after = enc.squads;
        after[static_cast<std::size_t>(squad - enc.squads.data())].order = order;
        take(work, out, {SquadsChanged{enc.squads, after}});
        say(work, out, display_name(*by) + " orders " + squad->name + ": " + describe_order(order));
    }
    carry_out(work, out, c.squad, c.rolls);
    return out;
}

} // namespace skirmish
