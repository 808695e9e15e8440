#include "rules/fight_end.h"

#include <set>

namespace skirmish {
namespace {

/// The sides with a unit still in the fight, in file order.
std::vector<std::string> standing_sides(const TurnContext& ctx) {
    std::vector<std::string> out;
    for (const Side& s : ctx.enc.sides) {
        for (const Unit* u : ctx.members(s.id)) {
            if (!out_of_fight(*u)) {
                out.push_back(s.id);
                break;
            }
        }
    }
    return out;
}

/// "Roland 15, Orc 3": the counts by unit, in file order.
std::string tally(const TurnContext& ctx, const std::map<std::string, int>& counts) {
    std::string out;
    for (const Unit* u : ctx.units()) {
        auto it = counts.find(u->id);
        if (it != counts.end() && it->second > 0) {
            out += (out.empty() ? "" : ", ") + ctx.name(u->id) + " " + std::to_string(it->second);
        }
    }
    return out.empty() ? std::string("none") : out;
}

} // namespace

std::vector<std::string> fight_summary(const TurnContext& ctx) {
    std::vector<std::string> lines;
    const std::vector<std::string> standing = standing_sides(ctx);
    std::string who;
    for (const std::string& s : standing) {
        who += (who.empty() ? "" : " and ") + ctx.side_name(s);
    }
    lines.push_back("The fight is over after round " + std::to_string(ctx.state.round) + ": " +
                    (who.empty() ? std::string("nobody is left standing") : who + " stand"));
    std::string down;
    for (const Unit* u : ctx.units()) {
        if (out_of_fight(*u)) {
            down += (down.empty() ? "" : ", ") + ctx.name(u->id) + " (" + down_condition(*u) + ")";
        }
    }
    lines.push_back("Down: " + (down.empty() ? std::string("nobody") : down));
    lines.push_back("Damage dealt: " + tally(ctx, ctx.state.dealt));
    lines.push_back("Damage taken: " + tally(ctx, ctx.state.taken));
    return lines;
}

void announce_if_over(TurnContext& ctx) {
    if (!ctx.state.active) {
        return;
    }
    std::set<std::string> fielded;
    for (const Unit* u : ctx.units()) {
        fielded.insert(u->side);
    }
    const bool over = fielded.size() >= 2 && standing_sides(ctx).size() <= 1;
    if (over && !ctx.state.over) {
        for (const std::string& line : fight_summary(ctx)) {
            ctx.say(line, "turn");
        }
    }
    ctx.state.over = over;
}

} // namespace skirmish
