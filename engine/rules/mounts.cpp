#include "rules/mounts.h"

#include "encounter/command_engine.h"
#include "rules/attack_model.h"
#include "rules/joined_groups.h"
#include "rules/policy_cite.h"
#include "rules/ruleset.h"
#include "rules/squads.h"
#include "rules/turn_context.h"

#include <algorithm>

namespace skirmish {

namespace {

const MountPolicy& mount_policy(const Encounter& enc) {
    return enc.ruleset.rules().mounts;
}

/// How many riders `m` may carry: 1 for a Mount, its `transport` stat
/// (at least 1) for a Transport, 0 for neither.
int capacity(const Encounter& enc, const Unit& m) {
    const MountPolicy& p = mount_policy(enc);
    if (!p.transport_special.empty() && has_special(m, p.transport_special)) {
        return std::max(1, stat_of(m, "transport", 1));
    }
    return !p.mount_special.empty() && has_special(m, p.mount_special) ? 1 : 0;
}

/// The first square next to `m`'s footprint, row by row, where `rider`
/// (off its mount) may stand on `enc`; or `wanted` when it is one of them.
std::optional<Cell> square_beside(const Encounter& enc, const Unit& m, const Unit& rider,
                                  std::optional<Cell> wanted, std::string& why) {
    Unit down = rider;
    down.mount.clear();
    const auto fits = [&](Cell c) {
        down.cell = c;
        if (squares_between(down, m) != 1) {
            why = to_label(c) + " is not next to " + display_name(m);
            return false;
        }
        if (auto no = placement_problem(enc, down)) {
            why = *no;
            return false;
        }
        return true;
    };
    if (wanted) {
        return fits(*wanted) ? wanted : std::nullopt;
    }
    for (int y = m.cell.y - rider.size; y <= m.cell.y + m.size; ++y) {
        for (int x = m.cell.x - rider.size; x <= m.cell.x + m.size; ++x) {
            if (fits(Cell{x, y})) {
                return Cell{x, y};
            }
        }
    }
    why = "no free square next to " + display_name(m);
    return std::nullopt;
}

} // namespace

const Unit* mount_of(const Encounter& enc, const Unit& rider) {
    return rider.mount.empty() ? nullptr : enc.find_unit(rider.mount);
}

std::vector<const Unit*> riders_of(const Encounter& enc, const std::string& mount) {
    std::vector<const Unit*> out;
    for (const Unit& u : enc.units) {
        if (u.mount == mount) {
            out.push_back(&u);
        }
    }
    return out;
}

int mounted_distance(const Encounter& enc, const Unit& a, const Unit& b) {
    const MountPolicy& p = mount_policy(enc);
    const Unit* ma = p.enabled ? mount_of(enc, a) : nullptr;
    const Unit* mb = p.enabled ? mount_of(enc, b) : nullptr;
    if (ma == nullptr && mb == nullptr) {
        return squares_between(a, b);
    }
    if ((ma != nullptr && ma->id == b.id) || (mb != nullptr && mb->id == a.id) ||
        (ma != nullptr && mb != nullptr && ma->id == mb->id)) {
        return 1; // a rider and its mount; riders of one mount or transport
    }
    const auto carrier = [&](const Unit* m) {
        return m != nullptr && !p.transport_special.empty() && has_special(*m, p.transport_special);
    };
    if (carrier(ma) || carrier(mb)) {
        return std::max(2, squares_between(a, b)); // a Transport's riders stand apart
    }
    return squares_between(ma != nullptr ? *ma : a, mb != nullptr ? *mb : b);
}

const Unit* shielding_mount(const Encounter& enc, const Unit& target) {
    const Unit* m = mount_of(enc, target);
    const MountPolicy& p = mount_policy(enc);
    if (m == nullptr || !p.enabled || p.mount_special.empty() || out_of_fight(*m) ||
        !has_special(*m, p.mount_special)) {
        return nullptr;
    }
    return m;
}

std::optional<std::string> rider_refusal(const Encounter& enc, const Unit& u) {
    const Unit* m = mount_of(enc, u);
    if (m == nullptr) {
        return std::nullopt;
    }
    return display_name(u) + " rides " + display_name(*m) + ": " + display_name(*m) +
           " moves for both; get down first to go alone" + cite(mount_policy(enc));
}

std::optional<std::string> rider_size_problem(const Encounter& enc, const Unit& u) {
    if (const Unit* m = mount_of(enc, u); m != nullptr && u.size > m->size) {
        return display_name(u) + " would be larger than " + display_name(*m) +
               ", which it rides: get it down first";
    }
    for (const Unit* r : riders_of(enc, u.id)) {
        if (r->size > u.size) {
            return display_name(*r) + ", who rides " + display_name(u) +
                   ", would be larger than it: get it down first";
        }
    }
    return std::nullopt;
}

void keep_riders(const Encounter& enc, std::vector<Event>& events) {
    if (std::none_of(enc.units.begin(), enc.units.end(),
                     [](const Unit& u) { return !u.mount.empty(); })) {
        return;
    }
    Encounter after = enc;
    apply_all(after, events);
    for (const Unit& r : enc.units) {
        const Unit* rider = after.find_unit(r.id);
        if (rider == nullptr || rider->mount.empty()) {
            continue;
        }
        const Unit* m = after.find_unit(rider->mount);
        if (m == nullptr) { // the mount left the map: the rider stays, on foot
            Unit down = *rider;
            down.mount.clear();
            events.emplace_back(UnitChanged{*rider, down});
        } else if (rider->cell != m->cell) {
            events.emplace_back(UnitMoved{rider->id, rider->cell, m->cell});
        }
    }
}

Result<std::vector<Event>> plan_mount(const Encounter& enc, const MountUnit& c) {
    const MountPolicy& p = mount_policy(enc);
    if (!p.enabled && !c.mount.empty()) { // getting down works under any ruleset
        return reject("No unit rides another under " + enc.ruleset.rules().info.name);
    }
    const Unit* rider = enc.find_unit(c.rider);
    if (rider == nullptr) {
        return reject("There is no unit \"" + c.rider + "\"");
    }
    Encounter work = enc;
    std::vector<Event> out;
    if (enc.combat.active && p.enabled && !p.change_action.empty()) { // settled: the Action
        auto paid = plan(work, TakeAction{rider->id, p.change_action});
        if (!paid) {
            return reject(display_name(*rider) + " cannot " +
                          (c.mount.empty() ? "get down" : "mount") + " now: " + paid.reason());
        }
        apply_all(work, paid.value());
        out = std::move(paid).value();
    }
    const int round = enc.combat.active ? enc.combat.round : 0;
    if (c.mount.empty()) {
        const Unit* m = mount_of(enc, *rider);
        if (m == nullptr) {
            return reject(display_name(*rider) + " rides nothing");
        }
        std::string why;
        const auto to = square_beside(enc, *m, *rider, c.to, why);
        if (!to) {
            return reject(display_name(*rider) + " cannot get down: " + why);
        }
        Unit down = *work.find_unit(rider->id);
        Unit after = down;
        after.mount.clear();
        out.emplace_back(UnitChanged{down, after});
        out.emplace_back(UnitMoved{rider->id, rider->cell, *to});
        out.emplace_back(LogAdded{{LogEntry{round, "command",
                                            display_name(*rider) + " gets down from " +
                                                display_name(*m) + " onto " + to_label(*to)}}});
        return out;
    }
    const Unit* m = enc.find_unit(c.mount);
    if (m == nullptr) {
        return reject("There is no unit \"" + c.mount + "\"");
    }
    if (m->id == rider->id) {
        return reject(display_name(*rider) + " cannot ride itself");
    }
    if (!rider->mount.empty()) {
        return reject(display_name(*rider) + " already rides " +
                      display_name(*enc.find_unit(rider->mount)));
    }
    if (!m->mount.empty() || !riders_of(enc, rider->id).empty()) {
        return reject("A rider cannot carry or be carried: " + display_name(*m) + " and " +
                      display_name(*rider) + " must both stand on the ground" + cite(p));
    }
    if (m->side != rider->side) {
        return reject(display_name(*rider) + " and " + display_name(*m) + " are not on one side");
    }
    if (squares_between(*rider, *m) != 1) {
        return reject(display_name(*rider) + " must stand next to " + display_name(*m) +
                      " to mount it");
    }
    const int room = capacity(enc, *m);
    if (room == 0) {
        return reject(display_name(*m) + " is neither a " + p.mount_special + " nor a " +
                      p.transport_special + ": nobody rides it" + cite(p));
    }
    if (room == 1 && !has_special(*m, p.transport_special) && has_special(*rider, p.heavy)) {
        return reject("A " + p.mount_special + " carries a non-" + p.heavy +
                      " unit: " + display_name(*rider) + " is " + p.heavy + cite(p));
    }
    if (static_cast<int>(riders_of(enc, m->id).size()) >= room) {
        return reject(display_name(*m) + " carries " + std::to_string(room) +
                      (room == 1 ? " rider" : " riders") + " already" + cite(p));
    }
    if (rider->size > m->size) {
        return reject(display_name(*rider) + " is larger than " + display_name(*m));
    }
    for (const auto& [carrier, load] : enc.combat.carrying) {
        if (carrier == rider->id || load == rider->id || carrier == m->id || load == m->id) {
            return reject("A unit carrying or carried cannot mount or be ridden");
        }
    }
    // "Mounts with a rider cannot be in stack unless their rider is also in
    // the stack."
    if (const Squad* s = squad_of(enc, m->id); s != nullptr && squad_of(enc, rider->id) != s) {
        return reject(display_name(*m) + " is in " + s->name + ": " + display_name(*rider) +
                      " joins that squad first (seed 000 \"Specials\")");
    }
    Unit before = *work.find_unit(rider->id);
    Unit after = before;
    after.mount = m->id;
    after.cell = m->cell;
    out.emplace_back(UnitChanged{before, after});
    out.emplace_back(LogAdded{{LogEntry{
        round, "command", display_name(*rider) + " mounts " + display_name(*m) + cite(p)}}});
    return out;
}

Refusal dismount(TurnContext& ctx, const TakeAction& c) {
    const Encounter& enc = ctx.enc;
    const Unit* by = ctx.unit(c.unit);
    const Unit* rider = c.target.empty() ? nullptr : ctx.unit(c.target);
    if (rider == nullptr) {
        return std::string("Name the rider to pull off");
    }
    const Unit* m = mount_of(enc, *rider);
    if (m == nullptr) {
        return display_name(*rider) + " rides nothing";
    }
    if (by->side == rider->side) {
        return "Only an enemy dismounts " + display_name(*rider) + cite(mount_policy(enc));
    }
    if (squares_between(*by, *m) != 1) {
        return display_name(*by) + " must stand next to " + display_name(*m) +
               " to dismount its rider" + cite(mount_policy(enc));
    }
    AttackSituation situation;
    situation.action = "dismount";
    auto check = enc.ruleset.rules().attacks->check(enc, *by, *m, situation);
    if (!check) {
        return check.reason();
    }
    const int defense = check.value().need;
    // "+1d6 for each additional enemy unit aiding in the dismount": those
    // who joined this round's attempt (the action aid_dismount), spent now.
    int aiding = 0;
    if (ctx.state.active) {
        UnitTurn& on = ctx.turn(rider->id);
        aiding = joined_count(on, kDismountAid, by->id);
        clear_joined(on, kDismountAid);
    }
    auto roll =
        ctx.roll(DiceExpr{2 + aiding, 6}, c.rolls, display_name(*by),
                 "Dismounting " + display_name(*rider) + " (beat " + display_name(*m) +
                     "'s Defense " + std::to_string(defense) +
                     (aiding > 0 ? "; +1d6 for each of " + std::to_string(aiding) + " aiding"
                                 : std::string()) +
                     ")");
    if (!roll) {
        return roll.reason();
    }
    if (roll.value().total <= defense) {
        ctx.say(display_name(*rider) + " stays on " + display_name(*m) + ": " +
                    std::to_string(roll.value().total) + " does not exceed Defense " +
                    std::to_string(defense) + cite(mount_policy(enc)),
                "roll");
        return std::nullopt;
    }
    std::string why;
    const auto to = square_beside(enc, *m, *rider, std::nullopt, why);
    if (!to) {
        ctx.say(display_name(*rider) + " would fall, but there is " + why + ": it stays mounted" +
                    cite(mount_policy(enc)),
                "roll");
        return std::nullopt;
    }
    Unit& down = ctx.edit_unit(rider->id);
    down.mount.clear();
    down.cell = *to;
    ctx.say(display_name(*rider) + " is dismounted onto " + to_label(*to) + cite(mount_policy(enc)),
            "roll");
    return std::nullopt;
}

} // namespace skirmish
