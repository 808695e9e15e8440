#include "rules/reactions.h"

#include "rules/attack_rules.h"

#include <algorithm>

namespace skirmish {
namespace {

std::string kind_of(RulesetId r) {
    switch (r) {
    case RulesetId::Freehits:
        return "free_hit";
    case RulesetId::Sides:
        return "attack_of_opportunity";
    case RulesetId::Factions:
        return "opportunity_attack";
    default:
        return "reaction";
    }
}

bool may_react(const TurnContext& ctx, const std::string& by) {
    const Unit* u = ctx.unit(by);
    if (u == nullptr || out_of_fight(*u)) {
        return false;
    }
    const UnitTurn* t = ctx.state.turn_of(by);
    switch (ctx.enc.ruleset) {
    case RulesetId::Freehits:
        return t != nullptr && t->left("free_hits") > 0;
    case RulesetId::Sides:
        return armed_for_melee(*u);
    case RulesetId::Factions:
        return t == nullptr || t->mark("acted") == 0;
    default:
        return false;
    }
}

} // namespace

std::vector<LaterProvoke> eligible_provokes(const TurnContext& ctx,
                                            const std::vector<Provoke>& provokes) {
    std::vector<LaterProvoke> out;
    for (const Provoke& p : provokes) {
        if (may_react(ctx, p.by)) {
            out.push_back(LaterProvoke{p.by, p.at});
        }
    }
    return out;
}

std::string pending_text(const TurnContext& ctx, const PendingReaction& p) {
    const std::string by = ctx.name(p.by);
    const std::string against = ctx.name(p.against);
    const std::string at = to_label(p.at);
    switch (ctx.enc.ruleset) {
    case RulesetId::Freehits:
        return by + " may take a " + (p.critical ? "free critical hit" : "free hit") + " on " +
               against +
               (p.rest.empty() ? " (a natural 1 in its melee zone)"
                               : " (left its melee zone at " + at + ")");
    case RulesetId::Sides:
        return by + " may make an Attack of Opportunity on " + against + " (at " + at + ")";
    case RulesetId::Factions:
        return by + " may make an opportunity attack on " + against + " (moving away at " + at +
               "; it uses " + possessive(by) + " turn)";
    default:
        return by + " may react to " + against + " at " + at;
    }
}

std::vector<Event> walk(TurnContext& ctx, const std::string& mover, const std::vector<Cell>& path,
                        std::vector<LaterProvoke> provokes) {
    std::vector<Event> out;
    if (path.empty()) {
        return out;
    }
    std::size_t stop = path.size() - 1;
    std::optional<PendingReaction> pending;
    while (!provokes.empty()) {
        const LaterProvoke next = provokes.front();
        provokes.erase(provokes.begin());
        if (!may_react(ctx, next.by)) {
            continue;
        }
        auto at = std::find(path.begin(), path.end(), next.at);
        if (at == path.end()) {
            continue;
        }
        stop = static_cast<std::size_t>(at - path.begin());
        pending = PendingReaction{next.by, mover,
                                  next.at, kind_of(ctx.enc.ruleset),
                                  false,   std::vector<Cell>(at, path.end()),
                                  provokes};
        break;
    }
    if (stop > 0) {
        out.emplace_back(UnitMoved{mover, path.front(), path[stop]});
    }
    if (pending) {
        ctx.state.pending = pending;
        ctx.say(pending_text(ctx, *pending), "reaction");
    }
    return out;
}

Refusal respond(TurnContext& ctx, const Respond& cmd, std::vector<Event>& moves) {
    if (!ctx.state.pending) {
        return std::string("No reaction is waiting for an answer");
    }
    const PendingReaction p = *ctx.state.pending;
    ctx.state.pending.reset();
    const std::string by = ctx.name(p.by);
    if (cmd.take) {
        UnitTurn& t = ctx.turn(p.by);
        if (ctx.enc.ruleset == RulesetId::Freehits && !p.critical) {
            if (t.left("free_hits") <= 0 && !ctx.override) {
                return by + " has no free hit slots left this round";
            }
            t.budget["free_hits"] = std::max(0, t.left("free_hits") - 1);
        } else if (ctx.enc.ruleset == RulesetId::Factions) {
            t.set_mark("acted", 1);
            t.set_mark("reacted", 1);
            t.budget.clear();
        }
        ctx.say(by + " takes it", "reaction");
        auto outcome = resolve_attack(ctx, p.by, p.against, cmd.rolls, cmd.damage, p.critical);
        if (!outcome) {
            return outcome.reason();
        }
    } else {
        ctx.say(by + " declines", "reaction");
    }
    if (p.rest.size() < 2 && p.later.empty()) {
        return std::nullopt; // not a move, or the move ended there
    }
    const Unit* mover = ctx.unit(p.against);
    if (out_of_fight(*mover)) {
        ctx.say(ctx.name(p.against) + " is down: the move ends on " + to_label(p.at), "turn");
        return std::nullopt;
    }
    // On with the move (or the next foe's reaction to the same deed).
    auto rest = walk(ctx, p.against, p.rest.empty() ? std::vector<Cell>{p.at} : p.rest, p.later);
    moves.insert(moves.end(), rest.begin(), rest.end());
    return std::nullopt;
}

} // namespace skirmish
