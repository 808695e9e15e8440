#include "rules/fight_end.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {
namespace {

/// The sides with one of `units` still in the fight (neither down nor
/// routed by morale), in file order.
std::vector<std::string> standing_sides(const TurnContext& ctx,
                                        const std::vector<const Unit*>& units) {
    std::vector<std::string> out;
    for (const Side& s : ctx.enc.sides) {
        if (std::any_of(units.begin(), units.end(), [&](const Unit* u) {
                return u->side == s.id && !out_of_fight(*u) && !routed(*u);
            })) {
            out.push_back(s.id);
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

std::vector<std::string> fight_summary(const TurnContext& ctx, std::optional<int> round) {
    std::vector<std::string> lines;
    const std::vector<std::string> standing = standing_sides(ctx, ctx.units());
    std::string who;
    for (const std::string& s : standing) {
        who += (who.empty() ? "" : " and ") + ctx.side_name(s);
    }
    lines.push_back("The fight is over after round " +
                    std::to_string(round.value_or(ctx.state.round)) + ": " +
                    (who.empty() ? std::string("nobody is left standing") : who + " stand"));
    std::string down;
    for (const Unit* u : ctx.units()) {
        if (out_of_fight(*u)) {
            down += (down.empty() ? "" : ", ") + ctx.name(u->id) + " (" + down_condition(*u) + ")";
        }
    }
    lines.push_back("Down: " + (down.empty() ? std::string("nobody") : down));
    std::string gone;
    for (const Unit* u : ctx.units()) {
        if (!out_of_fight(*u) && routed(*u)) {
            gone += (gone.empty() ? "" : ", ") + ctx.name(u->id) +
                    (has_condition(*u, "broken") ? " (broken)" : " (surrendered)");
        }
    }
    if (!gone.empty()) {
        lines.push_back("Routed: " + gone);
    }
    lines.push_back("Damage dealt: " + tally(ctx, ctx.state.dealt));
    lines.push_back("Damage taken: " + tally(ctx, ctx.state.taken));
    // SpecialDef::no_xp (phases: Construct, Inhuman, Uncroaked): XP is the
    // GM's to award, and these gain none.
    std::string no_xp;
    std::string source;
    for (const Unit* u : ctx.units()) {
        for (const SpecialDef& s : ctx.enc.ruleset.rules().specials) {
            if (s.no_xp && has_special(*u, s.id)) {
                no_xp += (no_xp.empty() ? "" : ", ") + ctx.name(u->id) + " (" + s.id + ")";
                source = s.source;
                break;
            }
        }
    }
    if (!no_xp.empty()) {
        lines.push_back("XP is the GM's to award; none for " + no_xp + " (" + source + ")");
    }
    return lines;
}

bool fight_over(const TurnContext& ctx) {
    return ctx.state.active && standing_sides(ctx, ctx.units()).size() <= 1;
}

void announce_if_over(TurnContext& ctx, std::optional<int> round) {
    // Over now, and not before this command (ctx.enc is the encounter as it
    // was): so the summary is said once, and again if the fight revives.
    if (!ctx.state.active || standing_sides(ctx, ctx.units()).size() > 1) {
        return;
    }
    std::vector<const Unit*> before;
    for (const Unit& u : ctx.enc.units) {
        before.push_back(&u);
    }
    if (standing_sides(ctx, before).size() >= 2) {
        for (const std::string& line : fight_summary(ctx, round)) {
            ctx.say(line, "turn");
        }
    }
}

} // namespace skirmish
