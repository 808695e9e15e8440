// The teams attack (seed 004 "Attacks", issue 13): the seed's worked
// examples (Boudica, Agnessa, Fabian), the situations that give advantage,
// and the odds checked against an enumeration written here, independently
// of the engine's, and against 100,000 seeded executions.
#include "fight_builder.h"

#include "rules/attack_prediction.h"
#include "rules/attack_rules.h"

#include <algorithm>
#include <cmath>
#include <functional>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Boudica's spear (seed 004 "Attacks"): strength d6, combat skill d6,
/// martial proficiency +1, damage 4, critical 8 on 19+. The enemy: evasion
/// 6, physical damage reduction 8.
Encounter boudica_fight() {
    return make_fight(RulesetId::Teams, {"players", "enemies"},
                      {{"boudica",
                        "players",
                        "B2",
                        {{"attribute_die", 6},
                         {"combat_die", 6},
                         {"proficiency", 1},
                         {"damage", 4},
                         {"critical", 19},
                         {"critical_damage", 8}}},
                       {"enemy",
                        "enemies",
                        "C2",
                        {{"evasion", 6}, {"deflection", 8}, {"endurance", 30}, {"health", 10}}}});
}

/// The target takes the hit it may answer (seed 004 "Defensive Actions").
Command take_the_hit() {
    Respond r;
    r.take = false;
    return r;
}

int advantage_from(const AttackPrediction& p, const std::string& what) {
    for (const AttackModifier& m : p.check.modifiers) {
        if (m.advantage && m.what.find(what) != std::string::npos) {
            return m.value;
        }
    }
    return 0;
}

/// The seed's rule enumerated face by face, for `rolls` rolls of a d`a` and
/// a d`b` (the best kept when `best`, else the worst) and a d20 luck die:
/// the chance of a hit and the expected damage, as a fraction of all faces.
struct Enumerated {
    double hit = 0;
    double damage = 0;
};
Enumerated enumerate(int a, int b, int rolls, bool best, int bonus, int evasion, int critical,
                     int damage, int critical_damage, int reduction) {
    std::vector<int> totals;
    std::function<void(int, int)> each = [&](int left, int kept) {
        if (left == 0) {
            totals.push_back(kept);
            return;
        }
        for (int x = 1; x <= a; ++x) {
            for (int y = 1; y <= b; ++y) {
                const int t = x + y;
                each(left - 1, kept == 0 ? t : best ? std::max(kept, t) : std::min(kept, t));
            }
        }
    };
    each(rolls, 0);
    Enumerated e;
    const double n = static_cast<double>(totals.size()) * 20;
    for (int t : totals) {
        for (int luck = 1; luck <= 20; ++luck) {
            const int result = t + bonus;
            const bool crit = luck >= critical;
            if (crit || result >= evasion) {
                e.hit += 1 / n;
                e.damage += std::max(1, result + (crit ? critical_damage : damage) - reduction) / n;
            }
        }
    }
    return e;
}

} // namespace

// "She rolls 2d6+1, resulting in a 6. The enemy has an evasion of 6, so she
// just hits with her attack." "The damage from her spear is 4 ... total
// damage of 10 ... physical damage reduction of 8 ... total damage taken
// of 2."
TEST(TeamsAttack, BoudicaJustHitsAndDealsTwo) {
    Encounter enc = boudica_fight();
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    ASSERT_TRUE(run(enc, attack("boudica", "enemy", {2, 3, 10})));
    EXPECT_TRUE(logged_part(enc, "Boudica rolls 2+3+1 = 6 against evasion 6: a hit"));
    // The enemy may answer before the damage lands: 6 + 4 before its 8.
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->kind, "attack_reaction");
    EXPECT_EQ(enc.combat.pending->held, (HeldHit{6, 10}));
    EXPECT_EQ(enc.find_unit("enemy")->stats.at("endurance"), 30);
    ASSERT_TRUE(run(enc, take_the_hit()));
    EXPECT_EQ(enc.find_unit("enemy")->stats.at("endurance"), 28);
}

// "her luck die rolls a 19 which is within the weapon's critical threshold
// of 19+. The critical damage from her spear is 8 ... resulting in a total
// damage of 14 ... total damage taken of 6."
TEST(TeamsAttack, BoudicasLuckDieMakesACritical) {
    Encounter enc = boudica_fight();
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    ASSERT_TRUE(run(enc, attack("boudica", "enemy", {2, 3, 19})));
    EXPECT_TRUE(logged_part(enc, "the luck die shows 19, a critical hit"));
    ASSERT_TRUE(run(enc, take_the_hit()));
    EXPECT_EQ(enc.find_unit("enemy")->stats.at("endurance"), 24);
}

// "if your luck roll is greater than or equal to the weapon's critical
// threshold, the attack cannot miss": a 2 on the dice still hits.
TEST(TeamsAttack, ACriticalCannotMiss) {
    Encounter enc = boudica_fight();
    enc.find_unit("enemy")->stats["evasion"] = 15;
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    ASSERT_TRUE(run(enc, attack("boudica", "enemy", {1, 1, 20})));
    ASSERT_TRUE(run(enc, take_the_hit()));
    // 1 + 1 + 1 + 8 - 8 = 3.
    EXPECT_EQ(enc.find_unit("enemy")->stats.at("endurance"), 27);
}

// "She makes her second attack this turn, resulting in a 5, but this time
// with a -2 penalty, for a new result of 3. Unfortunately, this attack is
// not enough to hit her target's evasion, so she misses."
TEST(TeamsAttack, AgnessasSecondAttackTakesTheMultipleAttackPenalty) {
    Encounter enc = make_fight(
        RulesetId::Teams, {"players", "enemies"},
        {{"agnessa", "players", "B2", {{"attribute_die", 6}, {"combat_die", 4}, {"range", 20}}},
         {"enemy", "enemies", "H2", {{"evasion", 4}, {"endurance", 30}}}});
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    ASSERT_TRUE(run(enc, attack("agnessa", "enemy", {3, 3, 10})));
    ASSERT_TRUE(run(enc, take_the_hit()));
    EXPECT_EQ(enc.find_unit("enemy")->stats.at("endurance"), 24); // 6 + 0 damage
    const AttackPrediction second = predicted(enc, "agnessa", "enemy");
    EXPECT_EQ(second.check.bonus(), -2);
    ASSERT_TRUE(run(enc, attack("agnessa", "enemy", {3, 2, 10})));
    EXPECT_TRUE(logged_part(enc,
                            "Agnessa rolls 3+2+0 -2 (multiple attack penalty: 1 earlier attack "
                            "this round) = 3 against evasion 4: a miss"));
    EXPECT_EQ(enc.find_unit("enemy")->stats.at("endurance"), 24);
    // The penalty counts per round.
    ASSERT_TRUE(run(enc, end_turn("agnessa")));
    ASSERT_TRUE(run(enc, NextRound{}));
    EXPECT_EQ(predicted(enc, "agnessa", "enemy").check.bonus(), 0);
}

// "Agnessa uses her shortbow to attack an enemy who is next to one of her
// allies. Unfortunately, her luck die rolls a 1 ... Only her ally is nearby,
// so she must target her ally instead. She finishes the attack as normal,
// but with her ally as the new target."
TEST(TeamsAttack, AgnessasLuckOfOneStraysToHerAlly) {
    Encounter enc =
        make_fight(RulesetId::Teams, {"players", "enemies"},
                   {{"agnessa",
                     "players",
                     "B2",
                     {{"attribute_die", 6}, {"combat_die", 4}, {"range", 20}, {"damage", 3}}},
                    {"ally", "players", "H3", {{"evasion", 5}, {"endurance", 20}}},
                    {"enemy", "enemies", "H2", {{"evasion", 5}, {"endurance", 20}}}});
    const AttackPrediction p = predicted(enc, "agnessa", "enemy");
    EXPECT_EQ(p.check.fumble_on, 1);
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    ASSERT_TRUE(run(enc, attack("agnessa", "enemy", {4, 2, 1})));
    EXPECT_TRUE(logged_part(enc, "The attack strays to Ally: 6 against evasion 5, a hit"));
    EXPECT_EQ(enc.find_unit("ally")->stats.at("endurance"), 11); // 6 + 3
    EXPECT_EQ(enc.find_unit("enemy")->stats.at("endurance"), 20);
    // Nor onto a body: "other characters" are standing ones.
    enc.find_unit("ally")->conditions.insert("unconscious");
    EXPECT_EQ(predicted(enc, "agnessa", "enemy").check.fumble_on, 0);
    // A melee weapon does not stray.
    enc.find_unit("ally")->conditions.clear();
    enc.find_unit("agnessa")->stats["range"] = 1;
    EXPECT_EQ(predicted(enc, "agnessa", "enemy").check.fumble_on, 0);
}

// "Fabian is medium sized (4) and the goblin is small sized (3) ... he will
// treat their evasion as 1 higher and their deflection as 1 lower."
TEST(TeamsAttack, FabiansSizeRaisesTheGoblinsEvasionAndLowersItsDeflection) {
    Encounter enc =
        make_fight(RulesetId::Teams, {"players", "enemies"},
                   {{"fabian", "players", "B2", {{"size", 4}, {"damage", 2}}},
                    {"goblin", "enemies", "C2", {{"size", 3}, {"evasion", 5}, {"deflection", 2}}}});
    const AttackPrediction p = predicted(enc, "fabian", "goblin");
    EXPECT_EQ(p.check.need, 6);
    EXPECT_EQ(p.check.reduction, 1);
    // Without a size stat a unit is medium: no difference.
    enc.find_unit("fabian")->stats.erase("size");
    enc.find_unit("goblin")->stats.erase("size");
    EXPECT_EQ(predicted(enc, "fabian", "goblin").check.need, 5);
}

// "Attacks made against enemies who cannot see you or who are surrounded on
// two opposite sides, are made with advantage ... both a sneak attack and a
// flanking attack it will provide you with double advantage."
TEST(TeamsAttack, SneakAndFlankingAttacksGiveAdvantage) {
    Encounter enc = make_fight(
        RulesetId::Teams, {"players", "enemies"},
        {{"fabian", "players", "B2"}, {"ally", "players", "D2"}, {"goblin", "enemies", "C2"}});
    AttackPrediction p = predicted(enc, "fabian", "goblin");
    EXPECT_EQ(advantage_from(p, "flanking attack"), 1);
    EXPECT_EQ(p.check.advantage(), 1);
    enc.find_unit("fabian")->conditions.insert("hidden");
    p = predicted(enc, "fabian", "goblin");
    EXPECT_EQ(advantage_from(p, "sneak attack"), 1);
    EXPECT_EQ(p.check.advantage(), 2);
    // Not opposite sides (B2 and C3 around C2): no flank.
    enc.find_unit("ally")->cell = *parse_label("C3");
    enc.find_unit("fabian")->conditions.clear();
    EXPECT_EQ(predicted(enc, "fabian", "goblin").check.advantage(), 0);
    // Diagonally opposite (B1 and D3) is a flank.
    enc.find_unit("fabian")->cell = *parse_label("B1");
    enc.find_unit("ally")->cell = *parse_label("D3");
    EXPECT_EQ(predicted(enc, "fabian", "goblin").check.advantage(), 1);
    // A wall between the goblin and one side breaks the flank (RULESETS.md
    // adjacency): D3 is no longer next to C2.
    enc.map.walls().push_back(Wall{{3.0, 1.0}, {3.0, 4.0}});
    enc.map.walls().push_back(Wall{{2.0, 2.0}, {4.0, 2.0}});
    EXPECT_EQ(predicted(enc, "fabian", "goblin").check.advantage(), 0);
}

// "Drop Prone: Become prone, giving ranged attackers disadvantage and melee
// attackers advantage." Each disadvantage cancels one advantage.
TEST(TeamsAttack, AProneTargetHelpsMeleeAndHindersRangedAttacks) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "enemies"},
                               {{"fabian", "players", "B2"},
                                {"agnessa", "players", "H2", {{"range", 20}}},
                                {"goblin", "enemies", "C2"}});
    enc.find_unit("goblin")->conditions.insert("prone");
    EXPECT_EQ(predicted(enc, "fabian", "goblin").check.advantage(), 1);
    EXPECT_EQ(predicted(enc, "agnessa", "goblin").check.advantage(), -1);
    enc.find_unit("agnessa")->conditions.insert("hidden");
    EXPECT_EQ(predicted(enc, "agnessa", "goblin").check.advantage(), 0);
}

// "Guard: End your turn but gain a +1 bonus to all defences and defence
// tests until next turn"; "Seek Cover: Give ranged attackers disadvantage
// while behind cover until next turn".
TEST(TeamsAttack, GuardAndSeekCoverLastUntilTheNextTurn) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "enemies"},
                               {{"roland", "players", "B2", {{"evasion", 5}, {"deflection", 1}}},
                                {"archer", "enemies", "H2", {{"range", 20}}},
                                {"guard", "enemies", "C2"}});
    // A low wall piece covering part of Roland from the archer.
    enc.map.walls().push_back(Wall{{3.0, 1.0}, {3.0, 1.5}});
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    ASSERT_TRUE(run(enc, act("roland", "seek_cover")));
    ASSERT_TRUE(run(enc, act("roland", "guard")));
    AttackPrediction p = predicted(enc, "guard", "roland");
    EXPECT_EQ(p.check.need, 6);
    EXPECT_EQ(p.check.reduction, 2);
    EXPECT_EQ(p.check.advantage(), 0); // melee: cover does not matter
    p = predicted(enc, "archer", "roland");
    EXPECT_EQ(advantage_from(p, "Seeking Cover"), -1);
    ASSERT_TRUE(run(enc, act("archer", "other")));
    ASSERT_TRUE(run(enc, end_turn("archer")));
    ASSERT_TRUE(run(enc, NextRound{}));
    ASSERT_TRUE(run(enc, act("roland", "other")));
    EXPECT_FALSE(has_condition(*enc.find_unit("roland"), "guarding"));
    EXPECT_FALSE(has_condition(*enc.find_unit("roland"), "seeking cover"));
    EXPECT_TRUE(logged_part(enc, "Roland's Guard ends"));
}

// The engine's odds against the seed's rule enumerated face by face here,
// in several situations: plain, advantage, double advantage, disadvantage.
TEST(TeamsAttack, OddsMatchAnEnumerationOfTheDice) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "enemies"},
                               {{"a",
                                 "players",
                                 "B2",
                                 {{"attribute_die", 8},
                                  {"combat_die", 4},
                                  {"proficiency", 1},
                                  {"damage", 3},
                                  {"critical", 18},
                                  {"critical_damage", 7}}},
                                {"ally", "players", "D2"},
                                {"t", "enemies", "C2", {{"evasion", 9}, {"deflection", 2}}}});
    struct Case {
        bool flank;
        bool hidden;
        bool prone_ranged;
        int rolls;
        bool best;
    };
    for (const Case k : {Case{false, false, false, 1, true}, Case{true, false, false, 2, true},
                         Case{true, true, false, 3, true}, Case{false, false, true, 2, false}}) {
        Encounter e = enc;
        e.find_unit("ally")->cell = *parse_label(k.flank ? "D2" : "J9");
        if (k.hidden) {
            e.find_unit("a")->conditions.insert("hidden");
        }
        if (k.prone_ranged) {
            e.find_unit("a")->stats["range"] = 10;
            e.find_unit("t")->conditions.insert("prone");
        }
        const AttackPrediction p = predicted(e, "a", "t");
        const Enumerated want = enumerate(8, 4, k.rolls, k.best, 1, 9, 18, 3, 7, 2);
        EXPECT_NEAR(p.hit().value(), want.hit, 1e-9) << k.rolls;
        EXPECT_NEAR(p.expected_damage(), want.damage, 1e-9) << k.rolls;
        Chance sum;
        for (const OutcomeOdds& o : p.outcomes) {
            sum = sum + o.chance;
        }
        EXPECT_EQ(sum, (Chance{1, 1}));
    }
}

// 100,000 seeded executions of the real roll, with advantage, agree with
// the prediction to within 4 standard errors.
TEST(TeamsAttack, SeededExecutionsAgreeWithThePrediction) {
    Encounter enc = boudica_fight();
    enc.units.push_back(enc.units.front());
    enc.units.back().id = "ally";
    enc.units.back().cell = *parse_label("D2"); // a flank: advantage
    enc.find_unit("enemy")->stats["endurance"] = 1000000;
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    const AttackPrediction p = predicted(enc, "boudica", "enemy");
    ASSERT_EQ(p.check.advantage(), 1);
    expect_rolls_agree(enc, "boudica", "enemy", p);
}

namespace {

TakeAction killing_strike(std::vector<int> rolls) {
    TakeAction a = attack("boudica", "enemy", std::move(rolls));
    a.action = "killing_strike";
    return a;
}

} // namespace

// seed 004 "Death": "a killing strike. This requires making a test (with
// advantage) using the combat skill against their constitution." Boudica's
// d6 + d6 + 1, twice, the best kept: 2 + 3 + 1 = 6 against constitution 6.
TEST(TeamsAttack, AKillingStrikeKillsAnUnconsciousCharacter) {
    Encounter enc = boudica_fight();
    enc.find_unit("enemy")->stats["constitution"] = 6;
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    EXPECT_EQ(refused(enc, killing_strike({2, 3, 1, 1, 10})),
              "A killing strike needs an unconscious target, and Enemy is not unconscious");
    ASSERT_TRUE(run(enc, SetCondition{"enemy", "unconscious", true}));
    const AttackPrediction p = predicted(enc, "boudica", "enemy", "killing_strike");
    EXPECT_EQ(p.check.need, 6);
    EXPECT_EQ(p.check.advantage(), 1);
    ASSERT_TRUE(run(enc, killing_strike({2, 3, 1, 1, 10})));
    EXPECT_TRUE(has_condition(*enc.find_unit("enemy"), "dead"));
    EXPECT_TRUE(logged_part(enc, "Enemy is dead"));
    EXPECT_EQ(left(enc, "boudica", "actions"), 0); // the activity action: three
}

// seed 004 "Actions in Combat": an action that "takes more actions than you
// have left in a turn" is begun, and "you must wait until the full action
// time has occurred before you can perform the effects of that action".
// Boudica begins the three-action killing strike with one action left; the
// test with advantage comes, with its dice, when she finishes it on the
// same enemy with two actions of her next turn.
TEST(TeamsAttack, AKillingStrikeBegunLateKillsWhenItIsFinished) {
    Encounter enc = boudica_fight();
    enc.find_unit("enemy")->stats["constitution"] = 6;
    enc.find_unit("enemy")->conditions = {"unconscious"};
    Unit other = *enc.find_unit("enemy");
    other.id = "other";
    other.name = "Other";
    other.cell = *parse_label("B3");
    enc.units.push_back(other);
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    run(enc, act("boudica", "interact"));
    run(enc, act("boudica", "interact"));
    // Begun only on a strike she could make: not on a conscious foe.
    run(enc, SetCondition{"other", "unconscious", false});
    TakeAction awake = killing_strike({2, 3, 1, 1, 10});
    awake.target = "other";
    EXPECT_NE(refused(enc, awake).find("needs an unconscious target"), std::string::npos);
    run(enc, SetCondition{"other", "unconscious", true});
    ASSERT_TRUE(run(enc, killing_strike({2, 3, 1, 1, 10})));
    EXPECT_FALSE(has_condition(*enc.find_unit("enemy"), "dead"));
    EXPECT_FALSE(logged_part(enc, "Enemy is dead"));
    EXPECT_EQ(left(enc, "boudica", "actions"), 0);
    run(enc, end_turn("boudica")); // both enemies are down: a new round
    ASSERT_EQ(enc.combat.round, 2);
    TakeAction elsewhere = killing_strike({2, 3, 1, 1, 10});
    elsewhere.target = "other";
    EXPECT_NE(refused(enc, elsewhere).find("Boudica's Killing Strike is aimed at Enemy"),
              std::string::npos);
    EXPECT_NE(refused(enc, attack("boudica", "other", {2, 3, 10})).find("must first finish"),
              std::string::npos);
    TakeAction nobody = killing_strike({2, 3, 1, 1, 10});
    nobody.target.clear();
    EXPECT_NE(refused(enc, nobody).find("is aimed at Enemy"), std::string::npos);
    ASSERT_TRUE(run(enc, killing_strike({2, 3, 1, 1, 10})));
    EXPECT_TRUE(has_condition(*enc.find_unit("enemy"), "dead"));
    EXPECT_TRUE(logged_part(enc, "Boudica finishes Killing Strike with 2 more action(s)"));
    EXPECT_EQ(left(enc, "boudica", "actions"), 1);
}

// seed 004 "Attacks": "Instead of adding a +4 when the luck die rolls a 20
// or greater" (what the luck die does to a test): the killing strike, a
// test, rolls it too. 1 + 1 + 1 misses constitution 6, but the luck die's
// 20 makes it 7. The odds agree with the faces enumerated: two rolls of
// d6 + d6 (the best kept) + 1, and +4 on a d20's 20.
TEST(TeamsAttack, AKillingStrikesLuckDieAddsFourOnTwenty) {
    Encounter enc = boudica_fight();
    enc.find_unit("enemy")->stats["constitution"] = 9;
    enc.find_unit("enemy")->conditions = {"unconscious"};
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    const AttackPrediction p = predicted(enc, "boudica", "enemy", "killing_strike");
    std::uint64_t hits = 0;
    std::uint64_t all = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            for (int c = 1; c <= 6; ++c) {
                for (int d = 1; d <= 6; ++d) {
                    for (int luck = 1; luck <= 20; ++luck) {
                        const int result = std::max(a + b, c + d) + 1 + (luck >= 20 ? 4 : 0);
                        hits += result >= 9 ? 1 : 0;
                        ++all;
                    }
                }
            }
        }
    }
    double predicted_hit = 0;
    for (const OutcomeOdds& o : p.outcomes) {
        predicted_hit += o.hits ? o.chance.value() : 0;
    }
    EXPECT_NEAR(predicted_hit, static_cast<double>(hits) / static_cast<double>(all), 1e-12);
    EXPECT_NE(roll_needed(p.check).find("the luck die (d20) on 20 adds 4"), std::string::npos);
    ASSERT_TRUE(run(enc, killing_strike({3, 1, 2, 1, 20}))); // 4 + 1 = 5, +4 = 9
    EXPECT_TRUE(logged_part(enc, "+4 (the luck die shows 20) = 9"));
    EXPECT_TRUE(has_condition(*enc.find_unit("enemy"), "dead"));
}

// "If it fails, then a sneak attack is made instead of causing instant
// death": 1 + 1 + 1 and 2 + 1 + 1 miss constitution 6; the sneak attack
// (advantage: the unconscious enemy cannot see her) keeps 2 + 3 + 1 = 6
// against evasion 6, and with the luck die's 10 deals 6 + 4 - 8 = 2.
TEST(TeamsAttack, AFailedKillingStrikeIsASneakAttack) {
    Encounter enc = boudica_fight();
    enc.find_unit("enemy")->stats["constitution"] = 6;
    enc.find_unit("enemy")->conditions = {"unconscious"};
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    ASSERT_TRUE(run(enc, killing_strike({1, 1, 2, 1, 7, 2, 3, 1, 1, 10})));
    EXPECT_FALSE(has_condition(*enc.find_unit("enemy"), "dead"));
    EXPECT_TRUE(logged_part(enc, "It fails: Boudica attacks Enemy instead"));
    EXPECT_TRUE(
        logged_part(enc, "Boudica rolls 2+3 (the best of 2)+1 = 6 against evasion 6: a hit"));
    EXPECT_EQ(enc.find_unit("enemy")->stats.at("endurance"), 28);
}
