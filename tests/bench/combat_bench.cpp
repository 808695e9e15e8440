// Issues 5 and 6: what a combat command costs on the benchmark map (the
// engine's part of the GM's wait after a click): a move by the rules in a
// fight (turn, budget, path, opportunity attacks), an action, a Bull Rush
// arrangement, saving and loading a fight with a long log, and the odds
// of an attack (issue 13: predict <= 20 us).
#include "bench_map.h"
#include "encounter/command_engine.h"
#include "geometry/sight.h"
#include "io/encounter_json.h"
#include "movement/passability.h"
#include "rules/attack_prediction.h"
#include "rules/forced_movement.h"
#include "rules/turn_summary.h"

#include <benchmark/benchmark.h>

using namespace skirmish;

namespace {

/// The benchmark map under `ruleset`, in a fight, fog off (the fog's
/// exploration is measured with the player view, issue 7).
Encounter fight(RulesetId ruleset) {
    Encounter enc = bench::benchmark_encounter();
    enc.ruleset = ruleset;
    enc.fog.enabled = false;
    for (Unit& u : enc.units) {
        u.stats["agility"] = static_cast<int>(u.id.size() % 4);
        u.stats["hp"] = 20;
    }
    StartCombat start;
    start.setup.initiator = enc.sides.front().id;
    start.seed = 1;
    if (!execute(enc, start)) {
        throw std::runtime_error("the benchmark fight does not start");
    }
    return enc;
}

/// A square 4 squares right of the acting unit (or of the first unit).
Cell four_right(const Encounter& enc, const std::string& id) {
    const Unit* u = enc.find_unit(id);
    return {std::min(u->cell.x + 4, enc.map.width() - 1), u->cell.y};
}

void BM_PlanCombatMove(benchmark::State& state) {
    const Encounter enc = fight(RulesetId::Freehits);
    const std::string mover = enc.combat.acting;
    const MoveUnit move{mover, four_right(enc, mover)};
    for (auto _ : state) {
        benchmark::DoNotOptimize(plan(enc, move));
    }
}
BENCHMARK(BM_PlanCombatMove)->Unit(benchmark::kMicrosecond);

void BM_PlanCombatAction(benchmark::State& state) {
    const Encounter enc = fight(RulesetId::Freehits);
    const TakeAction attack{enc.combat.acting, "attack"};
    for (auto _ : state) {
        benchmark::DoNotOptimize(plan(enc, attack));
    }
}
BENCHMARK(BM_PlanCombatAction)->Unit(benchmark::kMicrosecond);

void BM_TurnSummary(benchmark::State& state) {
    const Encounter enc = fight(RulesetId::Teams);
    for (auto _ : state) {
        benchmark::DoNotOptimize(summarize_turn(enc));
    }
}
BENCHMARK(BM_TurnSummary)->Unit(benchmark::kMicrosecond);

void BM_BullRushPlan(benchmark::State& state) {
    // A unit pushed into a crowd of its allies (3 x 3 around it).
    Encounter enc;
    enc.ruleset = RulesetId::Phases;
    enc.map = BattleMap(12, 12);
    enc.sides = {Side{"red", "Red"}, Side{"blue", "Blue"}};
    enc.units.push_back(Unit{"attacker", "Attacker", "red", {5, 3}});
    int n = 0;
    for (int y = 4; y <= 6; ++y) {
        for (int x = 4; x <= 6; ++x) {
            enc.units.push_back(Unit{"b" + std::to_string(n++), "B", "blue", {x, y}});
        }
    }
    for (auto _ : state) {
        benchmark::DoNotOptimize(bull_rush_plan(enc, "attacker", {5, 4}));
    }
}
BENCHMARK(BM_BullRushPlan)->Unit(benchmark::kMicrosecond);

void BM_SaveAndLoadAFight(benchmark::State& state) {
    Encounter enc = fight(RulesetId::Sides);
    for (int i = 0; i < 1000; ++i) {
        enc.log.push_back(LogEntry{1 + i / 50, "command", "Orc 12: Make a Melee Attack (Roland)"});
    }
    for (auto _ : state) {
        auto back = io::read_encounter(io::write_encounter(enc));
        benchmark::DoNotOptimize(back);
    }
}
BENCHMARK(BM_SaveAndLoadAFight)->Unit(benchmark::kMillisecond);

/// The pairs of units of the benchmark map that see each other.
std::vector<std::pair<const Unit*, const Unit*>> pairs_in_sight(const Encounter& enc) {
    std::vector<std::pair<const Unit*, const Unit*>> out;
    const Sight sight(enc.map);
    for (const Unit& a : enc.units) {
        for (const Unit& b : enc.units) {
            if (&a != &b &&
                sight.line_of_sight(sight_square(a.cell, a.size), sight_square(b.cell, b.size))
                    .visible) {
                out.emplace_back(&a, &b);
            }
        }
    }
    return out;
}

/// `predict` for pairs that see each other, cycled: the freehits check
/// (no sight needed), the sides check (line of sight and cover), and the
/// teams check (sight and cover, flanking, a d8 + d6 test with a d20 luck
/// die, and advantage where it applies), and the factions check (sight
/// and cover, range in squares off the zones, a WIT save beyond half range,
/// a d8 damage die less armour), and the phases check (effective Combat
/// and Defense with their modifiers; no roll).
void BM_PredictAttack(benchmark::State& state) {
    const RulesetId rulesets[] = {RulesetId::Freehits, RulesetId::Sides, RulesetId::Teams,
                                  RulesetId::Factions, RulesetId::Phases};
    Encounter enc = fight(rulesets[state.range(0)]);
    for (Unit& u : enc.units) {
        u.stats["accuracy"] = 2;
        u.stats["attack"] = 2;
        u.stats["damage"] = 4;
        u.stats["shock"] = 1;
        u.stats["attribute_die"] = 8;
        u.stats["combat_die"] = 6;
        u.stats["range"] = 30;
        u.stats["wit"] = 10;
        u.stats["damage_die"] = 8;
        u.stats["combat"] = 3;
        u.stats["defense"] = 4;
    }
    const auto pairs = pairs_in_sight(enc);
    const Sight sight(enc.map); // built once per map, as a caller that asks often does
    // Most pairs stand apart: a ranged attack (sides refuses a melee one).
    const Passability pass(enc.map);
    const AttackSituation situation{&sight, state.range(0) == 1 ? "ranged_attack" : "attack",
                                    &pass};
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [a, b] = pairs[i++ % pairs.size()];
        benchmark::DoNotOptimize(predict(enc, *a, *b, situation));
    }
    const char* labels[] = {"freehits", "sides", "teams", "factions", "phases"};
    state.SetLabel(labels[state.range(0)]);
}
BENCHMARK(BM_PredictAttack)->DenseRange(0, 4)->Unit(benchmark::kMicrosecond);

/// The sides case again, with the attack stats on two weapons each unit
/// carries (a longsword, and a longbow the ranged attack picks) instead of
/// on the unit: the cost of choosing the weapon and arming a copy of the
/// attacker with it (rules/weapons.h).
void BM_PredictWithWeapons(benchmark::State& state) {
    Encounter enc = fight(RulesetId::Sides);
    for (Unit& u : enc.units) {
        u.stats["shock"] = 1;
        u.weapons = {Weapon{"Longsword", WeaponKind::Melee, {{"attack", 2}, {"damage", 4}}},
                     Weapon{"Longbow",
                            WeaponKind::Ranged,
                            {{"attack", 2}, {"damage", 4}, {"damage_die", 8}, {"range", 30}}}};
    }
    const auto pairs = pairs_in_sight(enc);
    const Sight sight(enc.map);
    const Passability pass(enc.map);
    const AttackSituation situation{&sight, "ranged_attack", &pass};
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [a, b] = pairs[i++ % pairs.size()];
        benchmark::DoNotOptimize(predict(enc, *a, *b, situation));
    }
    state.SetLabel("sides, two weapons");
}
BENCHMARK(BM_PredictWithWeapons)->Unit(benchmark::kMicrosecond);

/// The reference beside it: the cover query alone on the same pairs.
void BM_CoverReference(benchmark::State& state) {
    const Encounter enc = fight(RulesetId::Sides);
    const auto pairs = pairs_in_sight(enc);
    const Sight sight(enc.map);
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [a, b] = pairs[i++ % pairs.size()];
        benchmark::DoNotOptimize(
            sight.cover(sight_square(a->cell, a->size), sight_square(b->cell, b->size)));
    }
}
BENCHMARK(BM_CoverReference)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
