#include "rules/summons.h"

#include "encounter/command_engine.h"
#include "rules/mounts.h"
#include "rules/ruleset.h"
#include "rules/turn_context.h"

#include <algorithm>

namespace skirmish {

namespace {

const SummonPolicy& summon_policy(const Encounter& enc) {
    return enc.ruleset.rules().summons;
}

} // namespace

int summoning_slots(const Encounter& enc, const Unit& summoner) {
    const SummonPolicy& p = summon_policy(enc);
    int slots = p.slots_stat.empty() ? 1 : std::max(1, stat_of(summoner, p.slots_stat, 1));
    for (const auto& [special, extra] : p.extra_slots) {
        if (has_special(summoner, special)) {
            slots += extra;
        }
    }
    return slots;
}

std::vector<const Unit*> summons_of(const Encounter& enc, std::string_view summoner) {
    std::vector<const Unit*> out;
    for (const Unit& u : enc.units) {
        if (!u.summoner.empty() && u.summoner == summoner) {
            out.push_back(&u);
        }
    }
    return out;
}

std::optional<std::string> summon_problem(const Encounter& enc, const Unit& u) {
    if (u.summoner.empty()) {
        return std::nullopt;
    }
    const SummonPolicy& p = summon_policy(enc);
    if (!p.enabled) {
        return "No unit is summoned under " + enc.ruleset.rules().info.name;
    }
    const Unit* s = enc.find_unit(u.summoner);
    if (s == nullptr) {
        return "There is no unit \"" + u.summoner + "\" to summon " + display_name(u);
    }
    if (s->id == u.id) {
        return display_name(u) + " cannot be its own summoner";
    }
    if (s->side != u.side) {
        return display_name(u) + " must be of " + display_name(*s) + "'s side to be its summon";
    }
    const auto held = summons_of(enc, s->id);
    const long others =
        std::count_if(held.begin(), held.end(), [&](const Unit* x) { return x->id != u.id; });
    const int slots = summoning_slots(enc, *s);
    if (others >= slots) {
        std::string extra;
        for (const auto& [special, n] : p.extra_slots) {
            extra += has_special(*s, special) ? " and " + std::to_string(n) + " as a " + special
                                              : std::string();
        }
        return display_name(*s) + " has " + std::to_string(slots) + " summoning slot" +
               (slots == 1 ? "" : "s") + ", all taken: one for each level" + extra + " (" +
               p.slots_source + ")";
    }
    return std::nullopt;
}

std::vector<Event> unthralled_vanish(Encounter& work, const std::string& when) {
    std::vector<Event> out;
    if (!summon_policy(work).enabled) {
        return out;
    }
    // Riders first, so that a summoned mount is free to go.
    std::vector<std::string> ids;
    for (const bool riders : {true, false}) {
        for (const Unit& u : work.units) {
            if (!u.summoner.empty() && !u.thralled && u.mount.empty() != riders) {
                ids.push_back(u.id);
            }
        }
    }
    const int round = work.combat.active ? work.combat.round : 0;
    for (const std::string& id : ids) {
        const std::string name = display_name(*work.find_unit(id));
        // Whoever still rides it gets down first (free outside a fight).
        for (const Unit* r : riders_of(work, id)) {
            if (auto down = plan(work, MountUnit{r->id})) {
                apply_all(work, down.value());
                out.insert(out.end(), down.value().begin(), down.value().end());
            }
        }
        auto gone = plan(work, RemoveUnit{id});
        std::vector<Event> step;
        if (gone) {
            step = std::move(gone).value();
            step.emplace_back(
                LogAdded{{LogEntry{round, "command",
                                   name + " vanishes " + when + ": it is not thralled (" +
                                       summon_policy(work).thrall_source + ")"}}});
        } else {
            step.emplace_back(LogAdded{{LogEntry{
                round, "command", name + " is not thralled but stays: " + gone.reason()}}});
        }
        apply_all(work, step);
        out.insert(out.end(), step.begin(), step.end());
    }
    return out;
}

std::vector<Event> release_summons(const Encounter& enc, std::string_view summoner) {
    std::vector<Event> out;
    for (const Unit* s : summons_of(enc, summoner)) {
        Unit after = *s;
        after.summoner.clear();
        out.emplace_back(UnitChanged{*s, after});
    }
    return out;
}

} // namespace skirmish
