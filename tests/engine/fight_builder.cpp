#include "fight_builder.h"

#include <algorithm>

#include "rules/attack_rules.h"

#include <cmath>

#include <cctype>

namespace skirmish::test_support {

Encounter make_fight(RulesetId ruleset, const std::vector<std::string>& sides,
                     const std::vector<FightUnit>& units, int width, int height) {
    Encounter enc;
    enc.ruleset = ruleset;
    enc.map = BattleMap(width, height);
    for (const std::string& id : sides) {
        std::string name = id;
        name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
        enc.sides.push_back(Side{id, name, "#336699", false});
    }
    for (const FightUnit& f : units) {
        Unit u;
        u.id = f.id;
        u.name = f.id;
        u.name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(u.name[0])));
        u.side = f.side;
        u.cell = *parse_label(f.cell);
        for (const auto& [k, v] : f.stats) {
            u.stats[k] = v;
        }
        u.specials.insert(f.specials.begin(), f.specials.end());
        enc.units.push_back(u);
    }
    return enc;
}

void paint_hall_and_yard(Encounter& enc) {
    std::vector<Cell> hall;
    std::vector<Cell> yard;
    for (int y = 0; y < 12; ++y) {
        for (int x = 0; x < 12; ++x) {
            (y < 4 ? hall : yard).push_back({x, y});
        }
    }
    run(enc, PaintZone{hall, "hall", "Hall"});
    run(enc, PaintZone{yard, "yard", "Yard"});
}

void expect_rolls_agree(const Encounter& enc, const std::string& attacker,
                        const std::string& target, const AttackPrediction& p, int n) {
    int hits = 0;
    int crits = 0;
    double damage = 0;
    for (int i = 0; i < n; ++i) {
        TurnContext ctx(enc, false);
        ctx.state.seed = enc.combat.seed + static_cast<std::uint64_t>(i);
        ctx.state.position = 0;
        auto out = resolve_attack(ctx, attacker, target, {}, std::nullopt);
        ASSERT_TRUE(out.ok()) << out.reason();
        hits += out.value().hit ? 1 : 0;
        crits += out.value().critical ? 1 : 0;
        damage += out.value().damage;
    }
    const auto within = [&](double seen, double expected, double sd) {
        EXPECT_LE(std::abs(seen - expected), 4 * sd / std::sqrt(double(n)))
            << seen << " vs " << expected;
    };
    const double ph = p.hit().value();
    const double pc = p.critical().value();
    within(hits / double(n), ph, std::sqrt(ph * (1 - ph)));
    within(crits / double(n), pc, std::sqrt(pc * (1 - pc)));
    double var = 0;
    for (const auto& [d, c] : p.damage) {
        var += c.value() * std::pow(d - p.expected_damage(), 2);
    }
    within(damage / n, p.expected_damage(), std::sqrt(var));
}

void start_sides(Encounter& enc, const std::string& party, const std::string& other,
                 const std::string& initiator) {
    StartCombat s;
    s.setup.initiator = initiator;
    s.setup.party = party;
    s.rolls = {{party, {8}}, {other, {1}}};
    run(enc, s);
    run(enc, SetDiceMode{"entered", std::nullopt});
}

bool logged(const Encounter& enc, const std::string& text) {
    return std::any_of(enc.log.begin(), enc.log.end(),
                       [&](const LogEntry& e) { return e.text == text; });
}

bool logged_part(const Encounter& enc, const std::string& text) {
    return std::any_of(enc.log.begin(), enc.log.end(),
                       [&](const LogEntry& e) { return e.text.find(text) != std::string::npos; });
}

bool run(Encounter& enc, const Command& cmd) {
    auto r = execute(enc, cmd);
    EXPECT_TRUE(r.ok()) << describe(enc, cmd) << " was refused: " << (r ? "" : r.reason());
    return r.ok();
}

std::string refused(Encounter& enc, const Command& cmd) {
    auto r = execute(enc, cmd);
    EXPECT_FALSE(r.ok()) << describe(enc, cmd) << " was accepted";
    return r ? std::string() : r.reason();
}

Command act(const std::string& unit, const std::string& action, const std::string& target) {
    return TakeAction{unit, action, "", target};
}

Command move(const std::string& unit, const std::string& to, const std::string& as) {
    MoveUnit m{unit, *parse_label(to)};
    m.as = as;
    return m;
}

Command end_turn(const std::string& unit) {
    return EndTurn{unit};
}

std::vector<std::string> may_act(const Encounter& enc) {
    return summarize_turn(enc).may_act;
}

int left(const Encounter& enc, const std::string& unit, const std::string& pool) {
    const UnitTurn* t = enc.combat.turn_of(unit);
    return t == nullptr ? 0 : t->left(pool);
}

AttackPrediction predicted(const Encounter& enc, const std::string& a, const std::string& t,
                           const std::string& action) {
    const Unit* attacker = enc.find_unit(a);
    const Unit* target = enc.find_unit(t);
    if (attacker == nullptr || target == nullptr) {
        ADD_FAILURE() << "no unit " << (attacker == nullptr ? a : t);
        return {};
    }
    AttackSituation s;
    s.action = action;
    auto p = predict(enc, *attacker, *target, s);
    EXPECT_TRUE(p.ok()) << (p.ok() ? "" : p.reason());
    return p.ok() ? p.value() : AttackPrediction{};
}

StartCombat players_first() {
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.initiative_holder = "players";
    return s;
}

StartCombat players_attack_enemies() {
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.attacked = "enemies";
    return s;
}

StartCombat red_attacks() {
    StartCombat s;
    s.setup.initiator = "red";
    return s;
}

void start(Encounter& enc, const std::string& initiator) {
    StartCombat s;
    s.setup.initiator = initiator;
    run(enc, s);
}

Respond answer(const std::string& as, std::vector<int> rolls, bool take) {
    Respond r;
    r.take = take;
    r.as = as;
    r.rolls = std::move(rolls);
    return r;
}

TakeAction attack(const std::string& unit, const std::string& target, std::vector<int> rolls) {
    TakeAction a;
    a.unit = unit;
    a.action = "attack";
    a.target = target;
    a.rolls = std::move(rolls);
    return a;
}

} // namespace skirmish::test_support
