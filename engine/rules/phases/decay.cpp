#include "rules/phases/decay.h"

#include "rules/health.h"

#include <algorithm>

namespace skirmish {
namespace {

/// Lowers `u`'s Combat and Defense by 1 (not below 0) and deals `hits`.
void decay(TurnContext& ctx, const std::string& id, int hits, const std::string& what) {
    Unit& u = ctx.edit_unit(id);
    for (const char* stat : {"combat", "defense"}) {
        if (u.stats.contains(stat)) {
            u.stats[stat] = std::max(0, u.stats[stat] - 1);
        }
    }
    ctx.say(ctx.name(id) + " suffers " + what + ": Combat -1, Defense -1, Hits -" +
                std::to_string(hits) + " (seed 000 \"Specials\", Uncroaked)",
            "turn");
    apply_damage(ctx, id, hits);
}

} // namespace

void uncroaked_decay(TurnContext& ctx) {
    const int round = ctx.state.round;
    if (round < 1) {
        return;
    }
    for (const Unit* u : ctx.units()) {
        if (out_of_fight(*u) || !(has_special(*u, "Uncroaked") || has_special(*u, "Skeletal"))) {
            continue;
        }
        const std::string id = u->id;
        if (has_condition(*u, "preserved")) {
            ctx.say(ctx.name(id) + " is preserved: no Normal Decay", "turn");
        } else {
            decay(ctx, id, 2, "Normal Decay");
        }
        if (round % 3 == 0 && !out_of_fight(*ctx.unit(id))) {
            decay(ctx, id, 3, "Extended Decay");
        }
    }
}

} // namespace skirmish
