#include "cli/cli_support.h"
#include "cli/commands.h"

#include "geometry/sight.h"
#include "movement/pathfinder.h"
#include "movement/threat.h"
#include "rules/action_table.h"
#include "rules/attack_prediction.h"
#include "rules/reactions.h"
#include "rules/ruleset.h"
#include "rules/turn_summary.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>

namespace skirmish::cli {
namespace {

using nlohmann::json;

/// A unit id or a square ("C8" or "[x, y]"): the square it stands on and its size.
struct Place {
    Cell cell;
    int size = 1;
};

std::optional<Place> place_of(const Encounter& enc, const QString& text) {
    if (const Unit* u = enc.find_unit(text.toStdString())) {
        return Place{u->cell, u->size};
    }
    std::optional<Cell> cell = parse_label(text.trimmed().toStdString());
    if (!cell) {
        QString t = text.trimmed();
        if (t.startsWith('[') && t.endsWith(']')) {
            const QStringList parts = t.mid(1, t.size() - 2).split(',');
            bool okx = false;
            bool oky = false;
            if (parts.size() == 2) {
                const int x = parts[0].trimmed().toInt(&okx);
                const int y = parts[1].trimmed().toInt(&oky);
                if (okx && oky) {
                    cell = Cell{x, y};
                }
            }
        }
    }
    if (!cell || !enc.map.contains(*cell)) {
        err_line("skirmish-cli query: \"" + text.toStdString() +
                 "\" is neither a unit id nor a square on the " + enc.map.size_text() + " map");
        return std::nullopt;
    }
    return Place{*cell};
}

json point_json(Point p) {
    return json::array({p.x, p.y});
}

json segment_json(const std::optional<Segment>& s) {
    return s ? json::array({point_json(s->a), point_json(s->b)}) : json(nullptr);
}

/// What every query gets: its positional arguments and the options.
struct QueryArgs {
    QStringList args;
    bool json = false;
    std::optional<int> budget;
    std::vector<Cell> via;
    std::string attack = "attack"; ///< odds: the Foe-aimed action
    std::string weapon = {};       ///< odds: the attacker's weapon (empty: the rules pick)
};

int query_los(const Encounter& enc, const QueryArgs& q) {
    const QStringList& args = q.args;
    const bool as_json = q.json;
    if (args.size() != 2) {
        err_line("skirmish-cli query FILE los A B: give two unit ids or squares");
        return kExitUsage;
    }
    auto a = place_of(enc, args[0]);
    auto b = place_of(enc, args[1]);
    if (!a || !b) {
        return kExitUsage;
    }
    const Sight sight(enc.map);
    const CoverResult r =
        sight.cover(sight_square(a->cell, a->size), sight_square(b->cell, b->size));
    const std::string to = to_label(b->cell);
    json corners = json::object();
    static const char* kNames[4] = {"nw", "ne", "se", "sw"};
    for (std::size_t i = 0; i < 4; ++i) {
        corners[to + "." + kNames[i]] = r.corners[i].seen;
    }
    const json out = {{"from", to_label(a->cell)}, {"to", to},
                      {"los", r.sight.visible},    {"cover", to_string(r.cover)},
                      {"corners", corners},        {"witness", segment_json(r.sight.witness)}};
    if (as_json) {
        out_line(out.dump());
    } else {
        int seen = 0;
        for (const auto& c : r.corners) {
            seen += c.seen ? 1 : 0;
        }
        out_line(to_label(a->cell) + " -> " + to + ": " +
                 (r.sight.visible ? "line of sight, cover " + std::string(to_string(r.cover)) +
                                        " (" + std::to_string(seen) + " of 4 corners seen)"
                                  : std::string("no line of sight")));
    }
    return kExitOk;
}

int query_visible(const Encounter& enc, const QueryArgs& q) {
    const QStringList& args = q.args;
    const bool as_json = q.json;
    if (args.size() != 1) {
        err_line("skirmish-cli query FILE visible A: give one unit id or square");
        return kExitUsage;
    }
    auto a = place_of(enc, args[0]);
    if (!a) {
        return kExitUsage;
    }
    json cells = json::array();
    for (const Cell& c : Sight(enc.map).visible_cells(sight_square(a->cell, a->size))) {
        cells.push_back(to_label(c));
    }
    if (as_json) {
        out_line(json{{"from", to_label(a->cell)}, {"visible", cells}}.dump());
    } else {
        out_line(to_label(a->cell) + " sees " + std::to_string(cells.size()) + " squares");
    }
    return kExitOk;
}

json provokes_json(const std::vector<Provoke>& provokes) {
    json out = json::array();
    for (const Provoke& p : provokes) {
        out.push_back({{"by", p.by}, {"at", to_label(p.at)}});
    }
    return out;
}

const Unit* unit_or_report(const Encounter& enc, const QString& id) {
    const Unit* u = enc.find_unit(id.toStdString());
    if (u == nullptr) {
        err_line("skirmish-cli query: there is no unit \"" + id.toStdString() + "\"");
    }
    return u;
}

int query_reach(const Encounter& enc, const QueryArgs& q) {
    if (q.args.size() != 1) {
        err_line("skirmish-cli query FILE reach UNIT [--budget N]: give one unit id");
        return kExitUsage;
    }
    const Unit* u = unit_or_report(enc, q.args[0]);
    if (u == nullptr) {
        return kExitUsage;
    }
    const Reach r = Pathfinder(enc).reachable(u->id, q.budget);
    json squares = json::array();
    for (const ReachSquare& s : r.squares) {
        squares.push_back({{"square", to_label(s.cell)},
                           {"cost", s.cost},
                           {"ends_move", s.ends_move},
                           {"provokes", provokes_json(s.provokes)}});
    }
    json out = {{"unit", u->id}, {"budget", r.budget}, {"squares", squares}};
    if (!r.cannot_move.empty()) {
        out["cannot_move"] = r.cannot_move;
    }
    if (q.json) {
        out_line(out.dump());
    } else {
        out_line(u->name + " can reach " + std::to_string(r.squares.size()) + " squares with " +
                 std::to_string(r.budget) + " squares of movement" +
                 (r.cannot_move.empty() ? "" : " (" + r.cannot_move + ")"));
    }
    return kExitOk;
}

int query_path(const Encounter& enc, const QueryArgs& q) {
    if (q.args.size() != 2) {
        err_line("skirmish-cli query FILE path UNIT TO [--via SQ]... [--budget N]: give a unit id "
                 "and a square");
        return kExitUsage;
    }
    const Unit* u = unit_or_report(enc, q.args[0]);
    auto to = place_of(enc, q.args[1]);
    if (u == nullptr || !to) {
        return kExitUsage;
    }
    const PathResult p = Pathfinder(enc).path(u->id, to->cell, q.via, q.budget);
    json path = json::array();
    for (const Cell& c : p.path) {
        path.push_back(to_label(c));
    }
    const json out = {{"unit", u->id},
                      {"path", path},
                      {"cost", p.cost},
                      {"legal", p.legal},
                      {"reason", p.legal ? json(nullptr) : json(p.reason)},
                      {"stops_at", to_label(p.stops_at)},
                      {"provokes", provokes_json(p.provokes)}};
    if (q.json) {
        out_line(out.dump());
    } else {
        out_line(p.legal ? u->name + " to " + to_label(to->cell) + ": " + std::to_string(p.cost) +
                               " squares"
                         : u->name + " cannot move to " + to_label(to->cell) + ": " + p.reason);
    }
    return kExitOk;
}

int query_threat(const Encounter& enc, const QueryArgs& q) {
    if (q.args.size() > 1) {
        err_line("skirmish-cli query FILE threat [UNIT]: give at most one unit id");
        return kExitUsage;
    }
    const Pathfinder pf(enc);
    json threat = json::array();
    for (const Unit& u : enc.units) {
        if (!q.args.isEmpty() && u.id != q.args[0].toStdString()) {
            continue;
        }
        json squares = json::array();
        for (const Cell& c : threatened_cells(enc, pf.passability(), u)) {
            squares.push_back(to_label(c));
        }
        threat.push_back({{"unit", u.id}, {"squares", squares}});
    }
    if (!q.args.isEmpty() && threat.empty()) {
        unit_or_report(enc, q.args[0]);
        return kExitUsage;
    }
    if (q.json) {
        out_line(json{{"threat", threat}}.dump());
    } else {
        for (const auto& t : threat) {
            out_line(t["unit"].get<std::string>() + " threatens " +
                     std::to_string(t["squares"].size()) + " squares");
        }
    }
    return kExitOk;
}

int query_turn(const Encounter& enc, const QueryArgs& q) {
    if (!q.args.isEmpty()) {
        err_line("skirmish-cli query FILE turn: takes no further arguments");
        return kExitUsage;
    }
    const TurnSummary s = summarize_turn(enc);
    auto id_or_null = [](const std::string& id) { return id.empty() ? json(nullptr) : json(id); };
    json order = json::array();
    for (const std::string& o : s.order) {
        if (s.numeric_order) {
            order.push_back(std::stoi(o));
        } else {
            order.push_back(o);
        }
    }
    const json out = {{"in_combat", s.in_combat},
                      {"round", s.in_combat ? json(s.round) : json(nullptr)},
                      {"phase", s.phase ? json(*s.phase) : json(nullptr)},
                      {"phase_name", s.phase_name.empty() ? json(nullptr) : json(s.phase_name)},
                      {"order", order},
                      {"may_act", s.may_act},
                      {"acting", id_or_null(s.acting)},
                      {"to_act", id_or_null(s.to_act)},
                      {"budgets", s.budgets},
                      {"status", s.status},
                      {"now", s.now}};
    if (q.json) {
        out_line(out.dump());
    } else if (!s.in_combat) {
        out_line("Not in combat");
    } else {
        out_line(s.banner);
        std::string may;
        for (const std::string& id : s.may_act) {
            const Unit* u = enc.find_unit(id);
            may += (may.empty() ? "" : ", ") + (u != nullptr ? u->name : id);
        }
        out_line("May act: " + (may.empty() ? std::string("nobody") : may));
    }
    return kExitOk;
}

int query_pending(const Encounter& enc, const QueryArgs& q) {
    json pending = json::array();
    if (const auto& p = enc.combat.pending) {
        pending.push_back({{"by", p->by},
                           {"against", p->against},
                           {"at", to_label(p->at)},
                           {"kind", p->kind},
                           {"critical", p->critical}});
    }
    if (q.json) {
        out_line(json{{"pending", pending}}.dump());
    } else if (pending.empty()) {
        out_line("No reaction is waiting");
    } else {
        const TurnContext ctx(enc, false);
        out_line(pending_text(ctx, *enc.combat.pending));
    }
    return kExitOk;
}

json chance_json(Chance c) {
    return {{"num", c.num}, {"den", c.den}, {"p", c.value()}};
}

/// `odds ATTACKER TARGET`: the exact odds of an attack, with every modifier
/// and its rule (rules/attack_prediction.h).
int query_odds(const Encounter& enc, const QueryArgs& q) {
    if (q.args.size() != 2) {
        err_line("skirmish-cli query FILE odds ATTACKER TARGET: give two unit ids");
        return kExitUsage;
    }
    for (const QString& id : q.args) {
        if (enc.find_unit(id.toStdString()) == nullptr) {
            err_line("skirmish-cli query: no unit \"" + id.toStdString() + "\"");
            return kExitUsage;
        }
    }
    const Unit& a = *enc.find_unit(q.args[0].toStdString());
    const Unit& t = *enc.find_unit(q.args[1].toStdString());
    const ActionDef* def = find_action(enc.ruleset, q.attack);
    if (def == nullptr || !def->attacks()) {
        std::string known;
        for (const ActionDef& d : enc.ruleset.rules().actions) {
            if (d.attacks()) {
                known += (known.empty() ? "" : ", ") + d.id;
            }
        }
        err_line("skirmish-cli query: \"" + q.attack + "\" is not an attack under " +
                 std::string(to_string(enc.ruleset)) + " (attacks: " + known + ")");
        return kExitUsage;
    }
    AttackSituation situation;
    situation.action = q.attack;
    situation.weapon = q.weapon;
    auto predicted = predict(enc, a, t, situation);
    if (!predicted) {
        if (q.json) {
            out_line(
                json{{"attacker", a.id}, {"target", t.id}, {"refused", predicted.reason()}}.dump());
        } else {
            out_line(display_name(a) + " cannot attack " + display_name(t) + ": " +
                     predicted.reason());
        }
        return kExitOk;
    }
    const AttackPrediction& p = predicted.value();
    const AttackCheck& c = p.check;
    if (q.json) {
        json mods = json::array();
        for (const AttackModifier& m : c.modifiers) {
            mods.push_back({{"what", m.what},
                            {"value", m.value},
                            {"source", m.source},
                            {"applies_to", m.on_target   ? "need"
                                           : m.advantage ? "advantage"
                                                         : "roll"}});
        }
        for (const AttackModifier& m : c.damage_modifiers) {
            mods.push_back({{"what", m.what},
                            {"value", m.value},
                            {"source", m.source},
                            {"applies_to", "damage"}});
        }
        json outcomes = json::array();
        for (const OutcomeOdds& o : p.outcomes) {
            outcomes.push_back({{"outcome", o.outcome},
                                {"chance", chance_json(o.chance)},
                                {"damage", o.damage},
                                {"damage_max", o.damage_max},
                                {"hits", o.hits},
                                {"defeats", o.defeats}});
        }
        json damage = json::array();
        for (const auto& [d, chance] : p.damage) {
            damage.push_back({{"damage", d}, {"chance", chance_json(chance)}});
        }
        out_line(json{{"attacker", a.id},
                      {"target", t.id},
                      {"weapon", c.weapon.empty() ? json(nullptr) : json(c.weapon)},
                      {"rolled", c.rolled},
                      {"need", c.need},
                      {"dice", c.dice},
                      {"luck_die", c.luck_die},
                      {"advantage", c.advantage()},
                      {"modifiers", mods},
                      {"outcomes", outcomes},
                      {"damage", damage},
                      {"hit", chance_json(p.hit())},
                      {"critical", chance_json(p.critical())},
                      {"expected_damage", p.expected_damage()}}
                     .dump());
        return kExitOk;
    }
    out_line(display_name(a) + " attacks " + display_name(t) +
             (c.weapon.empty() ? "" : " with the " + c.weapon) + ": " + roll_needed(c));
    const auto modifier_line = [](const AttackModifier& m, const std::string& on) {
        out_line("  " +
                 (m.advantage ? std::string(m.value > 0 ? "advantage" : "disadvantage")
                              : signed_text(m.value)) +
                 " " + m.what + on + " (" + m.source + ")");
    };
    for (const AttackModifier& m : c.modifiers) {
        modifier_line(m, m.on_target ? " [to the number needed]" : "");
    }
    for (const AttackModifier& m : c.damage_modifiers) {
        modifier_line(m, " [to the damage]");
    }
    if (!c.shock_note.empty()) {
        out_line("  no Shock: " + c.shock_note);
    }
    out_line(odds_summary(p));
    for (const OutcomeOdds& o : p.outcomes) {
        out_line("  " + o.outcome + ": " + percent(o.chance) + " (" + std::to_string(o.chance.num) +
                 "/" + std::to_string(o.chance.den) + "), " +
                 (o.defeats ? "the target falls"
                  : o.damage_max > o.damage
                      ? std::to_string(o.damage) + " to " + std::to_string(o.damage_max) + " damage"
                      : std::to_string(o.damage) + " damage"));
    }
    return kExitOk;
}

} // namespace

int run_query(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("Ask the engine a question about an encounter.");
    parser.addPositionalArgument("FILE", "the .skirmish file");
    parser.addPositionalArgument(
        "QUERY",
        "los A B | visible A | reach UNIT | path UNIT TO | threat [UNIT] | turn | pending | "
        "odds ATTACKER TARGET");
    parser.addOption({"json", "Print JSON (see docs/cli.md)."});
    parser.addOption({"budget", "Movement in squares, instead of the ruleset's.", "N"});
    parser.addOption({"via", "A waypoint for path (repeatable), in order.", "SQ"});
    parser.addOption({"attack", "For odds: the attack action (default: attack).", "NAME"});
    parser.addOption({"weapon",
                      "For odds: the attacker's weapon (default: the first that suits the attack "
                      "and reaches the target).",
                      "NAME"});
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(args) || parser.positionalArguments().size() < 2) {
        err_line("skirmish-cli query: " +
                 (parser.errorText().isEmpty() ? std::string("expected FILE and a query")
                                               : parser.errorText().toStdString()) +
                 "\n" + parser.helpText().toStdString());
        return kExitUsage;
    }
    QStringList rest = parser.positionalArguments();
    const QString file = rest.takeFirst();
    const QString what = rest.takeFirst();
    const std::map<QString, std::function<int(const Encounter&, const QueryArgs&)>> queries = {
        {"los", query_los},         {"visible", query_visible}, {"reach", query_reach},
        {"path", query_path},       {"threat", query_threat},   {"turn", query_turn},
        {"pending", query_pending}, {"odds", query_odds}};
    auto it = queries.find(what);
    if (it == queries.end()) {
        std::string known;
        for (const auto& [name, run] : queries) {
            known += (known.empty() ? "" : ", ") + name.toStdString();
        }
        err_line("skirmish-cli query: unknown query \"" + what.toStdString() +
                 "\"; known: " + known);
        return kExitUsage;
    }
    auto enc = load_or_report(file);
    if (!enc) {
        return kExitBadInput;
    }
    QueryArgs q{rest, parser.isSet("json"), std::nullopt, {}};
    if (parser.isSet("weapon")) {
        q.weapon = parser.value("weapon").toStdString();
    }
    if (parser.isSet("attack")) {
        q.attack = parser.value("attack").toStdString();
    }
    if (parser.isSet("budget")) {
        bool ok = false;
        const int b = parser.value("budget").toInt(&ok);
        if (!ok || b < 0 || b > 10000) {
            err_line("skirmish-cli query: --budget must be a whole number of squares, 0 to 10000");
            return kExitUsage;
        }
        q.budget = b;
    }
    for (const QString& v : parser.values("via")) {
        auto place = place_of(*enc, v);
        if (!place) {
            return kExitUsage;
        }
        q.via.push_back(place->cell);
    }
    return it->second(*enc, q);
}

} // namespace skirmish::cli
