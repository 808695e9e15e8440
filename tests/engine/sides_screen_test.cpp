// sides Screen an Ally (issue 14; seed 002 "Screen an Ally (Move)"): "You
// then physically block attacks against them until the start of your next
// turn, provided they remain within 5 ft of you. Enemies who attack your
// ward must make a successful opposed combat skill check against you using
// either STR or DEX and the most applicable combat skill. If the enemy
// succeeds, their attack targets your ward normally. If you succeed, their
// attack instead targets you. You can screen against a number of attackers
// each round equal to your highest combat skill ... Multiple defenders can
// screen the same target, in which case the opposed skill check is compared
// to all defenders and targets the worst-rolling successful defender."
// Settled (rules/screens.h): d20 + the better of STR and DEX + combat
// skill on each side; a tie holds the attack.
#include "fight_builder.h"

#include "io/encounter_json.h"

#include <nlohmann/json.hpp>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// The wizard on C3 (AC 10, 10 HP), the fighter on C4 next to it (STR +2,
/// combat skill 1, AC 16, 20 HP), two orcs on B3 and B4 next to the wizard
/// (attack +2, 5 damage, STR +1, combat skill 1). The party acts first; the
/// fighter screens the wizard; then it is the orcs' turn. Entered dice.
Encounter screened_fight(bool second_fighter = false, bool ward_steps_away = false) {
    const std::vector<std::pair<std::string, int>> orc{
        {"attack", 2}, {"damage", 5}, {"str", 1}, {"combat_skill", 1}, {"hp", 10}};
    const std::vector<std::pair<std::string, int>> fighter{
        {"str", 2}, {"combat_skill", 1}, {"ac", 16}, {"hp", 20}};
    std::vector<FightUnit> units{{"w", "party", "C3", {{"hp", 10}}},
                                 {"f", "party", "C4", fighter},
                                 {"o", "orcs", "B3", orc, {"Melee"}},
                                 {"o2", "orcs", "B4", orc, {"Melee"}}};
    if (second_fighter) {
        units.push_back({"g", "party", "D3", fighter});
    }
    Encounter enc = make_fight(RulesetId::Sides, {"party", "orcs"}, units);
    start_sides(enc, "party", "orcs", "party");
    run(enc, act("f", "screen", "w"));
    if (second_fighter) {
        run(enc, act("g", "screen", "w"));
    }
    if (ward_steps_away) {
        // To C2, two squares from the fighter, still next to the first orc;
        // the second one lets its opportunity pass.
        run(enc, move("w", "C2"));
        if (enc.combat.pending) {
            run(enc, Respond{false});
        }
    }
    run(enc, Pass{"party"});
    return enc;
}

TakeAction screened_attack(const std::string& orc, std::vector<int> rolls) {
    TakeAction t{orc, "attack", {}, "w"};
    t.rolls = std::move(rolls);
    return t;
}

int hp(const Encounter& enc, const std::string& id) {
    return enc.find_unit(id)->stats.at("hp");
}

} // namespace

// The orc's 10 + 2 = 12 against the fighter's 9 + 3 = 12: the tie holds,
// and the attack goes to the fighter: 15 + 2 = 17 hits AC 16 for 5.
TEST(SidesScreen, AHeldCheckSendsTheAttackToTheScreener) {
    Encounter enc = screened_fight();
    EXPECT_EQ(enc.combat.screening.at("f"), "w");
    ASSERT_TRUE(run(enc, screened_attack("o", {10, 9, 15})));
    // Within 2 of the screener's AC: it could take Total Defense (seed
    // 002), the question goes to it, and it takes the hit.
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->by, "f");
    ASSERT_TRUE(run(enc, Respond{false}));
    EXPECT_EQ(hp(enc, "f"), 20 - 5);
    EXPECT_EQ(hp(enc, "w"), 10);
}

// 12 against 8 + 3 = 11: past the screen, and 15 + 2 hits the wizard.
TEST(SidesScreen, AnAttackerThatWinsHitsTheWard) {
    Encounter enc = screened_fight();
    ASSERT_TRUE(run(enc, screened_attack("o", {10, 8, 15})));
    EXPECT_EQ(hp(enc, "w"), 10 - 5);
    EXPECT_EQ(hp(enc, "f"), 20);
}

// The orc (d20 + 2) gets past the fighter (d20 + 3) when its face a beats
// the fighter's s by 2: s <= a - 2, sum over a of max(0, a - 2) = 171 of
// 400. The GM types the two screen d20s first.
TEST(SidesScreen, TheOddsAndTheDiceShowTheScreen) {
    Encounter enc = screened_fight();
    const AttackPrediction p = predicted(enc, "o", "w");
    EXPECT_EQ(p.past_screens(), (Chance{171, 400}));
    const std::vector<std::string> dice = dice_to_enter(p.check);
    ASSERT_GE(dice.size(), 3u);
    EXPECT_EQ(dice[0], "d20 (against the screen)");
    EXPECT_EQ(dice[1], "d20 (F's screen)");
    EXPECT_EQ(dice[2], "d20");
    EXPECT_NE(odds_summary(p).find("Screened by F: past the screen 43%"), std::string::npos)
        << odds_summary(p);
}

// Combat skill 1: one attacker a round. The second orc is not checked; the
// first one still is.
TEST(SidesScreen, AsManyAttackersARoundAsTheCombatSkill) {
    Encounter enc = screened_fight();
    ASSERT_TRUE(run(enc, screened_attack("o", {10, 8, 15})));
    EXPECT_TRUE(predicted(enc, "o2", "w").check.screens.empty());
    ASSERT_TRUE(run(enc, screened_attack("o2", {15})));
    EXPECT_EQ(hp(enc, "w"), 10 - 5 - 5);
    EXPECT_EQ(predicted(enc, "o", "w").check.screens.size(), 1u);
}

// "provided they remain within 5 ft of you".
TEST(SidesScreen, AWardMoreThanFiveFeetAwayIsNotScreened) {
    Encounter enc = screened_fight(false, true);
    EXPECT_EQ(enc.find_unit("w")->cell, (Cell{2, 1}));
    EXPECT_TRUE(predicted(enc, "o", "w").check.screens.empty());
}

// Two screeners hold it, 14 + 3 and 12 + 3 against 10 + 2: the worse of
// them, the second fighter, takes the attack.
TEST(SidesScreen, TheWorstRollingSuccessfulScreenerTakesIt) {
    Encounter enc = screened_fight(true);
    ASSERT_EQ(predicted(enc, "o", "w").check.screens.size(), 2u);
    ASSERT_TRUE(run(enc, screened_attack("o", {10, 14, 12, 15})));
    // Within 2 of the screener's AC: it could take Total Defense (seed
    // 002), the question goes to it, and it takes the hit.
    ASSERT_TRUE(run(enc, Respond{false}));
    EXPECT_EQ(hp(enc, "g"), 20 - 5);
    EXPECT_EQ(hp(enc, "f"), 20);
    EXPECT_EQ(hp(enc, "w"), 10);
}

TEST(SidesScreen, TheWardIsSavedWithTheFight) {
    Encounter enc = screened_fight();
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().combat.screening, enc.combat.screening);
    // A file written before the field: the same fight without it loads,
    // with no ward.
    nlohmann::json old = nlohmann::json::parse(io::write_encounter(enc));
    ASSERT_TRUE(old["combat"].contains("screening"));
    old["combat"].erase("screening");
    auto older = io::read_encounter(old.dump());
    ASSERT_TRUE(older) << older.reason();
    EXPECT_TRUE(older.value().combat.screening.empty());
}

// Settled: an execution attack's target is caught unawares; no screen
// holds it.
TEST(SidesScreen, AnExecutionAttackIsNotScreened) {
    Encounter enc = screened_fight();
    ASSERT_TRUE(run(enc, SetCondition{"w", "unsuspecting"}));
    Unit w = *enc.find_unit("w");
    w.stats["physical_save"] = 14;
    ASSERT_TRUE(run(enc, EditUnit{w}));
    EXPECT_TRUE(predicted(enc, "o", "w", "execution_attack").check.screens.empty());
}
