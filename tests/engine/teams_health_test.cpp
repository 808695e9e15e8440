// Staying conscious and cheating death in teams (seed 004 "Damage",
// "Death", issue 13 section 2): Boudica's worked example.
#include "fight_builder.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Boudica: endurance 12, health 12, constitution 4, 3 stamina.
Encounter boudica() {
    return make_fight(RulesetId::Teams, {"players", "enemies"},
                      {{"boudica",
                        "players",
                        "B2",
                        {{"endurance", 12},
                         {"endurance_max", 12},
                         {"health", 12},
                         {"health_max", 12},
                         {"constitution", 4},
                         {"stamina", 3}}},
                       {"enemy", "enemies", "C2"}});
}

Respond take_or_refuse(bool take, std::vector<int> rolls) {
    Respond r;
    r.take = take;
    r.rolls = std::move(rolls);
    return r;
}

} // namespace

// "Boudica is attacked again and takes 10 more damage ... her health is
// reduced to 7. Because her missing health (5) is greater than her
// constitution of 4, she must choose to fortify or become unconscious. She
// spends 1 stamina, rolls ... resulting in a 7. She succeeds ..."
// "Boudica is attacked a final time and takes 8 more damage ... she becomes
// unconscious ... she also risks death. She makes a luck test ... but rolls
// a 1. She fails her luck test and dies."
TEST(TeamsHealth, BoudicaFortifiesThenDies) {
    Encounter enc = boudica();
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    ASSERT_TRUE(run(enc, ChangeHealth{{"boudica"}, -7}));
    EXPECT_FALSE(enc.combat.pending.has_value()); // endurance only
    ASSERT_TRUE(run(enc, ChangeHealth{{"boudica"}, -10}));
    EXPECT_EQ(enc.find_unit("boudica")->stats.at("health"), 7);
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->kind, "stay_conscious");
    EXPECT_TRUE(logged(enc, "Boudica's missing health 5 is above its constitution 4: fortify "
                            "against 5 (a reaction, 1 stamina), or fall unconscious (seed 004 "
                            "\"Damage\")"));
    ASSERT_TRUE(run(enc, take_or_refuse(true, {7})));
    EXPECT_TRUE(logged(enc, "Boudica stays conscious"));
    EXPECT_EQ(enc.find_unit("boudica")->stats.at("stamina"), 2);
    EXPECT_EQ(left(enc, "boudica", "reaction"), 0);
    EXPECT_FALSE(out_of_fight(*enc.find_unit("boudica")));

    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    ASSERT_TRUE(run(enc, ChangeHealth{{"boudica"}, -8}));
    EXPECT_TRUE(has_condition(*enc.find_unit("boudica"), "unconscious"));
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->kind, "death_test");
    ASSERT_TRUE(run(enc, take_or_refuse(true, {1})));
    EXPECT_TRUE(logged(enc, "Boudica dies"));
    EXPECT_TRUE(has_condition(*enc.find_unit("boudica"), "dead"));
}

// "Guard: End your turn but gain a +1 bonus to all defences and defence
// tests until next turn": Boudica on Guard fortifies with a 4 against her
// missing 5, and the +1 keeps her conscious; without it she falls.
TEST(TeamsHealth, GuardAddsOneToTheFortifyToStayConscious) {
    for (const bool guarding : {false, true}) {
        Encounter enc = boudica();
        ASSERT_TRUE(run(enc, players_attack_enemies()));
        if (guarding) {
            enc.find_unit("boudica")->conditions.insert("guarding");
        }
        ASSERT_TRUE(run(enc, ChangeHealth{{"boudica"}, -17}));
        ASSERT_TRUE(enc.combat.pending.has_value());
        ASSERT_TRUE(run(enc, take_or_refuse(true, {4})));
        EXPECT_EQ(logged(enc, "Boudica fortifies: 5 (+1 on Guard) against 5 (1 stamina, the "
                              "reaction)"),
                  guarding);
        EXPECT_EQ(has_condition(*enc.find_unit("boudica"), "unconscious"), !guarding);
    }
}

// "If they succeed, they cheat death, and this difficulty value is
// permanently increased by 5." Declining to fortify is unconsciousness;
// damage exactly to 0 risks no death.
TEST(TeamsHealth, CheatingDeathRaisesTheDifficultyAndDecliningIsUnconsciousness) {
    Encounter enc = boudica();
    ASSERT_TRUE(run(enc, players_attack_enemies()));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    ASSERT_TRUE(run(enc, ChangeHealth{{"boudica"}, -17}));
    ASSERT_TRUE(run(enc, take_or_refuse(false, {})));
    EXPECT_TRUE(logged(enc, "Boudica falls unconscious"));
    EXPECT_TRUE(has_condition(*enc.find_unit("boudica"), "unconscious"));
    ASSERT_TRUE(run(enc, ChangeHealth{{"boudica"}, -7})); // 7 -> 0: not beyond
    EXPECT_FALSE(enc.combat.pending.has_value());
    ASSERT_TRUE(run(enc, ChangeHealth{{"boudica"}, -3})); // at 0: beyond
    ASSERT_TRUE(enc.combat.pending.has_value());
    ASSERT_TRUE(run(enc, take_or_refuse(true, {12})));
    EXPECT_TRUE(logged(enc, "Boudica cheats death; the next luck test needs 15"));
    EXPECT_EQ(enc.find_unit("boudica")->stats.at("death_difficulty"), 15);
    EXPECT_FALSE(has_condition(*enc.find_unit("boudica"), "dead"));
}

// seed 004 "Death": "When a character is brought to zero health from
// damage that would exceed their remaining health and that damage is from a
// nonlethal source, they do not immediately risk death. Any more damage
// taken while at zero health, including from a nonlethal source will cause
// them to risk death as normal." The enemy's club is Nonlethal.
TEST(TeamsHealth, ANonlethalBlowToZeroRisksNoDeathButTheNextOneDoes) {
    Encounter enc = boudica();
    Unit& enemy = *enc.find_unit("enemy");
    enemy.specials = {"Nonlethal"};
    enemy.stats = {{"attribute_die", 6}, {"combat_die", 4}};
    enc.find_unit("boudica")->stats["evasion"] = 2;
    StartCombat s;
    s.setup.initiator = "enemies";
    s.setup.attacked = "players";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    TakeAction club{"enemy", "attack", "", "boudica", {6, 4, 10}, 30}; // 24 beyond her 24
    ASSERT_TRUE(run(enc, club));
    Respond take_it; // she may answer the hit first (seed 004 "Defensive Actions")
    take_it.take = false;
    ASSERT_TRUE(run(enc, take_it));
    EXPECT_EQ(enc.find_unit("boudica")->stats.at("health"), 0);
    EXPECT_TRUE(has_condition(*enc.find_unit("boudica"), "unconscious"));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_TRUE(logged(enc, "Boudica is brought down by a nonlethal weapon: no risk of death"));
    club.damage = 2;               // at zero health: the same club now risks death
    club.rolls = {6, 4, 6, 4, 10}; // a sneak attack: she cannot see it coming
    ASSERT_TRUE(run(enc, club));
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->kind, "death_test");
}
