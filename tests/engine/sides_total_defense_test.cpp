// sides Total Defense after the roll (issue 14; seed 002 "Total Defense
// (Instant)": "Your AC increases by 2 and you become immune to Shock ...
// You cannot take this action if you have already spent your Main Action
// for the round. Since Total Defense is an Instant Action, you may use it
// after you see the result of an Attack Roll against you.").
#include "fight_builder.h"

#include "encounter/command_engine.h"
#include "rules/reactions.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// The party's fighter on C3 (AC 14, 20 HP) has not acted; the orcs act
/// first and the orc on B3 (attack +2, 5 damage) attacks it. Entered dice.
Encounter defense_duel() {
    Encounter enc =
        make_fight(RulesetId::Sides, {"party", "orcs"},
                   {{"f", "party", "C3", {{"ac", 14}, {"hp", 20}}},
                    {"o", "orcs", "B3", {{"attack", 2}, {"damage", 5}, {"hp", 10}}, {"Melee"}}});
    start_sides(enc, "orcs", "party", "orcs");
    return enc;
}

TakeAction orc_attack(int d20) {
    TakeAction t{"o", "attack", {}, "f"};
    t.rolls = {d20};
    return t;
}

int fighter_hp(const Encounter& enc) {
    return enc.find_unit("f")->stats.at("hp");
}

} // namespace

// 12 + 2 = 14 hits AC 14 by 0: AC 16 would make it a miss, so the hit waits;
// Total Defense spends the fighter's Main Action and the hit misses.
TEST(SidesTotalDefense, AHitThatAcPlusTwoWouldMissWaitsAndTotalDefenseTurnsItAway) {
    Encounter enc = defense_duel();
    ASSERT_TRUE(run(enc, orc_attack(12)));
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->kind, "attack_reaction");
    const TurnContext ctx(enc, false);
    EXPECT_EQ(pending_text(ctx, *enc.combat.pending),
              "F is hit by O with 14 (5 damage): Total Defense now (AC +2) makes it a miss, or "
              "take the hit (seed 002 \"Total Defense (Instant)\")");
    Respond td;
    td.as = "total_defense";
    ASSERT_TRUE(run(enc, td));
    EXPECT_EQ(fighter_hp(enc), 20);
    EXPECT_TRUE(enc.find_unit("f")->conditions.contains("total defense"));
    EXPECT_EQ(left(enc, "f", "main"), 0);
    EXPECT_TRUE(logged_part(enc, "F takes Total Defense after seeing the roll: AC +2 turns the 14 "
                                 "into a miss"));
    // Now on Total Defense, the next hit of 15 against AC 16 misses at once.
    EXPECT_FALSE(refused(enc, orc_attack(13)).empty()); // the orc's Main Action is spent
}

// Declining takes the hit's damage.
TEST(SidesTotalDefense, DecliningTakesTheHit) {
    Encounter enc = defense_duel();
    ASSERT_TRUE(run(enc, orc_attack(13))); // 15: by 1
    ASSERT_TRUE(enc.combat.pending.has_value());
    ASSERT_TRUE(run(enc, Respond{false}));
    EXPECT_EQ(fighter_hp(enc), 15);
    EXPECT_EQ(left(enc, "f", "main"), 1);
    EXPECT_FALSE(enc.find_unit("f")->conditions.contains("total defense"));
}

// 14 + 2 = 16 beats AC 14 by 2: AC 16 still hits, so the damage lands at
// once; so it does on a target whose Main Action is spent.
TEST(SidesTotalDefense, OnlyHitsItWouldTurnAwayWait) {
    Encounter enc = defense_duel();
    ASSERT_TRUE(run(enc, orc_attack(14)));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_EQ(fighter_hp(enc), 15);

    Encounter spent = defense_duel();
    spent.combat.units["f"].budget["main"] = 0;
    ASSERT_TRUE(run(spent, orc_attack(12)));
    EXPECT_FALSE(spent.combat.pending.has_value());
    EXPECT_EQ(fighter_hp(spent), 15);
}

// Undo of the answer gives the held hit back; undo of the attack, the fight
// before it.
TEST(SidesTotalDefense, UndoRestoresTheHeldHit) {
    Encounter enc = defense_duel();
    const Encounter before = enc;
    auto hit = execute(enc, orc_attack(12));
    ASSERT_TRUE(hit) << hit.reason();
    const Encounter held = enc;
    Respond td;
    td.as = "total_defense";
    auto answered = execute(enc, td);
    ASSERT_TRUE(answered) << answered.reason();
    revert_all(enc, answered.value());
    EXPECT_EQ(enc, held);
    revert_all(enc, hit.value());
    EXPECT_EQ(enc, before);
}
