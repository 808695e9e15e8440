// sides execution attacks (issue 14; seed 002 "Execution Attacks"): "A
// target that is entirely unsuspecting of danger is subject to execution
// attacks." Ranged: "a DEX/Shoot check ... +4 bonus for an attack within
// 10', and +2 for an attack within the weapon's normal range. On a success,
// the attack hits; the victim's AC is ignored." Melee: "a melee attack,
// automatically hitting." Then "a Physical saving throw at a penalty equal
// to the assailant's combat skill. On a failure, they are immediately
// reduced to zero HP and Mortally Injured, or knocked unconscious if the
// weapon was non-lethal. If they succeed on the save, they still take
// maximum damage from the hit."
// Settled: the check is the attack roll against 10; the save is a d20 less
// the combat skill at or above the target's `physical_save`.
#include "fight_builder.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// The assassin (attack +3, a d8 + 1, combat skill 2, a normal range of 20
/// squares) and a guard (AC 18, 12 HP, Physical save 14), unsuspecting,
/// on `guard_cell`; entered dice.
Encounter execution_fight(const std::string& guard_cell,
                          std::vector<std::string> assassin_specials = {}) {
    Encounter enc =
        make_fight(RulesetId::Sides, {"party", "guards"},
                   {{"a",
                     "party",
                     "B2",
                     {{"attack", 3},
                      {"damage_die", 8},
                      {"damage", 1},
                      {"combat_skill", 2},
                      {"range", 20},
                      {"long_range", 40}},
                     std::move(assassin_specials)},
                    {"g", "guards", guard_cell, {{"ac", 18}, {"hp", 12}, {"physical_save", 14}}}},
                   30, 30);
    start_sides(enc, "party", "guards", "party");
    run(enc, SetCondition{"g", "unsuspecting"});
    return enc;
}

TakeAction execution(std::vector<int> rolls) {
    TakeAction t{"a", "execution_attack", {}, "g"};
    t.rolls = std::move(rolls);
    return t;
}

const Unit& guard(const Encounter& enc) {
    return *enc.find_unit("g");
}

} // namespace

// Melee, next to the guard: no attack roll. The save's d20 15 - 2 = 13 is
// under 14: 0 HP and Mortally Injured.
TEST(SidesExecution, AMeleeExecutionHitsAndAFailedSaveMortallyInjures) {
    Encounter enc = execution_fight("C2");
    const AttackPrediction p = predicted(enc, "a", "g", "execution_attack");
    EXPECT_FALSE(p.check.rolled);
    EXPECT_EQ(p.hit(), (Chance{1, 1}));
    EXPECT_EQ(p.effect(), (Chance{3, 4})); // faces 1 to 15 fail: 16 - 2 = 14
    ASSERT_TRUE(run(enc, execution({15})));
    EXPECT_EQ(guard(enc).stats.at("hp"), 0);
    EXPECT_TRUE(has_condition(guard(enc), "mortally injured"));
    EXPECT_FALSE(has_condition(guard(enc), "unsuspecting"));
    EXPECT_EQ(left(enc, "a", "main"), 0);
}

// The save's d20 16 - 2 = 14 saves: the hit's maximum, 8 + 1 = 9.
TEST(SidesExecution, AMadeSaveStillTakesTheMaximumDamage) {
    Encounter enc = execution_fight("C2");
    ASSERT_TRUE(run(enc, execution({16})));
    EXPECT_EQ(guard(enc).stats.at("hp"), 12 - 9);
    EXPECT_FALSE(has_condition(guard(enc), "mortally injured"));
}

TEST(SidesExecution, ANonLethalWeaponKnocksUnconsciousInstead) {
    Encounter enc = execution_fight("C2", {"Non-lethal"});
    ASSERT_TRUE(run(enc, execution({1})));
    EXPECT_TRUE(has_condition(guard(enc), "unconscious"));
    EXPECT_FALSE(has_condition(guard(enc), "mortally injured"));
    EXPECT_EQ(guard(enc).stats.at("hp"), 12);
}

// Ranged, 7 squares away within the normal range of 20: d20 + 3 + 2
// against 10, AC 18 ignored: 5 or more hits (16/20); the save fails on 1
// to 15: the guard falls 4/5 x 3/4 = 3/5, takes the maximum 9 with
// 4/5 x 1/4 = 1/5, nothing on a miss (1/5).
TEST(SidesExecution, ARangedExecutionIgnoresTheAcWithItsRangeBonus) {
    Encounter enc = execution_fight("B9");
    const AttackPrediction p = predicted(enc, "a", "g", "execution_attack");
    EXPECT_EQ(p.hit(), (Chance{4, 5}));
    EXPECT_EQ(p.effect(), (Chance{3, 5}));
    EXPECT_EQ(p.damage.at(12), (Chance{3, 5}));
    EXPECT_EQ(p.damage.at(9), (Chance{1, 5}));
    EXPECT_EQ(p.damage.at(0), (Chance{1, 5}));
    EXPECT_NE(odds_summary(p).find("the Physical save fails (mortally injured) 60%"),
              std::string::npos)
        << odds_summary(p);
    // 4 + 5 = 9 misses, and the guard is alert now.
    Encounter missed = enc;
    ASSERT_TRUE(run(missed, execution({4})));
    EXPECT_EQ(guard(missed).stats.at("hp"), 12);
    EXPECT_FALSE(has_condition(guard(missed), "unsuspecting"));
    // 5 + 5 = 10 hits; the save's 20 makes it: the maximum, 9.
    ASSERT_TRUE(run(enc, execution({5, 20})));
    EXPECT_EQ(guard(enc).stats.at("hp"), 12 - 9);
}

// Within 10 ft (2 squares) with a bow only: +4 instead of +2, so 3 or more.
TEST(SidesExecution, WithinTenFeetTheCheckIsAtPlusFour) {
    Encounter enc = execution_fight("D2", {"Ranged"});
    const AttackPrediction p = predicted(enc, "a", "g", "execution_attack");
    EXPECT_TRUE(p.check.rolled);
    EXPECT_EQ(p.hit(), (Chance{9, 10})); // 18 faces of 20
}

TEST(SidesExecution, OnlyAnUnsuspectingTargetWithASave) {
    Encounter enc = execution_fight("C2");
    ASSERT_TRUE(run(enc, SetCondition{"g", "unsuspecting", false}));
    EXPECT_NE(refused(enc, execution({1})).find("not entirely unsuspecting"), std::string::npos);
    Encounter unsaved = execution_fight("C2");
    Unit g = guard(unsaved);
    g.stats.erase("physical_save");
    ASSERT_TRUE(run(unsaved, EditUnit{g}));
    EXPECT_NE(refused(unsaved, execution({1})).find("no Physical save"), std::string::npos);
}

// A melee weapon out of reach makes no execution; and any attack on the
// target makes it alert ("A subject that is expecting danger or alert to
// potential harm cannot be targeted by an execution attack").
TEST(SidesExecution, NoReachNoRangeAndAnyAttackAlerts) {
    Encounter enc = execution_fight("B9");
    Unit a = *enc.find_unit("a");
    a.stats.erase("range");
    a.stats.erase("long_range");
    ASSERT_TRUE(run(enc, EditUnit{a}));
    EXPECT_NE(refused(enc, execution({10, 20})).find("no ranged weapon"), std::string::npos);
    Encounter alerted = execution_fight("C2");
    TakeAction plain{"a", "attack", {}, "g"};
    plain.rolls = {2};
    ASSERT_TRUE(run(alerted, plain));
    EXPECT_FALSE(has_condition(guard(alerted), "unsuspecting"));
}
