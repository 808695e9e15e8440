// freehits wounds and aimed targets (seed 001 "Wounds/Aiming", issue 13
// section 2): "A wound occurs when a single attack deals 6 or more damage
// to a target ... net damage", and each aimed target's effect.
#include "fight_builder.h"

#include "movement/move_rules.h"
#include "rules/attack_prediction.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Roland (Agility 3, Accuracy 3, damage 7) next to an orc (Agility 1, 30
/// HP, 6 spaces): Roland acts first.
Encounter wound_fight(int damage = 7) {
    Encounter enc = make_fight(
        RulesetId::Freehits, {"players", "orcs"},
        {{"roland",
          "players",
          "B2",
          {{"agility", 3}, {"accuracy", 3}, {"damage", damage}, {"hp", 20}}},
         {"orc", "orcs", "C2", {{"agility", 1}, {"accuracy", 2}, {"damage", 4}, {"hp", 30}}}});
    EXPECT_TRUE(run(enc, StartCombat{}));
    return enc;
}

TakeAction aimed(const std::string& aim, std::vector<int> rolls) {
    TakeAction a;
    a.unit = "roland";
    a.action = aim;
    a.target = "orc";
    a.rolls = std::move(rolls);
    return a;
}

} // namespace

// "Slowing Targets ... If a wound is dealt these attacks decrease the
// target's movement by 2 and their Agility modifier by 1." 15 + 3 hits
// Agility 1 + 10; 7 damage is a wound.
TEST(FreehitsWounds, ASlowingWoundTakesTwoSpacesAndOneAgility) {
    Encounter enc = wound_fight();
    EXPECT_EQ(predicted(enc, "roland", "orc").check.need, 11);
    ASSERT_TRUE(run(enc, aimed("aim_slowing", {15})));
    EXPECT_TRUE(logged(enc, "A wound: 7 damage in one attack"));
    EXPECT_TRUE(logged(enc, "Orc is slowed"));
    EXPECT_EQ(move_rules(enc, *enc.find_unit("orc")).budget, 4);
    ASSERT_TRUE(run(enc, end_turn("roland")));
    EXPECT_EQ(predicted(enc, "orc", "roland").check.need, 13); // Roland unhurt: 10 + 3
    EXPECT_EQ(predicted(enc, "roland", "orc").check.need, 10); // Agility 1 - 1
}

// "This must be 6 or more net damage": 5 is no wound, whatever the aim.
TEST(FreehitsWounds, FiveDamageIsNoWound) {
    Encounter enc = wound_fight(5);
    ASSERT_TRUE(run(enc, aimed("aim_slowing", {15})));
    EXPECT_FALSE(has_condition(*enc.find_unit("orc"), "slowed"));
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 25);
}

// "Center Mass: Although it inflicts no specific wound, aiming for the
// center mass adds +1 accuracy to the attack itself."
TEST(FreehitsWounds, TheCenterMassAddsOneAccuracyAndNoWoundEffect) {
    Encounter enc = wound_fight();
    const AttackPrediction p = predicted(enc, "roland", "orc", "aim_center");
    EXPECT_EQ(p.check.bonus(), 4);
    ASSERT_TRUE(run(enc, aimed("aim_center", {7}))); // 7 + 4 = 11: a hit
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 23);
    EXPECT_TRUE(enc.find_unit("orc")->conditions.empty());
}

// "Fatal Targets ... If a wound is dealt these attacks have a 1/4 chance to
// add 16 additional damage": a d4 of 4 after the wound. The odds carry it
// exactly: a quarter of each wound's chance moves 16 up.
TEST(FreehitsWounds, AFatalWoundHasAQuarterChanceOfSixteenMore) {
    Encounter enc = wound_fight();
    const AttackPrediction p = predicted(enc, "roland", "orc", "aim_fatal");
    EXPECT_EQ(p.damage.at(23) * (Chance{3, 1}), p.damage.at(7));
    Chance total;
    for (const auto& [dmg, c] : p.damage) {
        total = total + c;
    }
    EXPECT_EQ(total, (Chance{1, 1}));
    Encounter lucky = enc;
    ASSERT_TRUE(run(lucky, aimed("aim_fatal", {15, 4})));
    EXPECT_TRUE(logged(lucky, "A fatal wound: 16 more damage"));
    EXPECT_EQ(lucky.find_unit("orc")->stats.at("hp"), 7);
    ASSERT_TRUE(run(enc, aimed("aim_fatal", {15, 3})));
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 23);
}

// "Disrupting Targets ... lower the target's Accuracy modifier by 1 for the
// entire battle and by 3 for the current round"; "Weakening Targets ...
// remove 1 Bonus Action from them".
TEST(FreehitsWounds, DisruptingAndWeakeningWounds) {
    Encounter enc = wound_fight();
    ASSERT_TRUE(run(enc, aimed("aim_disrupting", {15})));
    ASSERT_TRUE(run(enc, end_turn("roland")));
    EXPECT_EQ(predicted(enc, "orc", "roland").check.bonus(), 2 - 3);
    ASSERT_TRUE(run(enc, end_turn("orc")));
    EXPECT_EQ(enc.combat.round, 2);
    EXPECT_EQ(predicted(enc, "orc", "roland").check.bonus(), 2 - 1);
    ASSERT_TRUE(run(enc, aimed("aim_weakening", {15})));
    ASSERT_TRUE(run(enc, end_turn("roland")));
    EXPECT_EQ(left(enc, "orc", "ba"), 1);
}

// "Weakening Targets: ... lower the target's Strength modifier by one";
// "Disrupting Targets: ... lower the target's Accuracy modifier by 1 for
// the entire battle". The weakened orc (Strength 2) deals 4 + 2 - 1; once
// the battle ends, the disrupted orc's -1 ends with it, and the weakening
// (a wound until healed) stays.
TEST(FreehitsWounds, WeakeningLowersStrengthAndDisruptingLastsTheBattle) {
    Encounter enc = wound_fight();
    enc.find_unit("orc")->stats["strength"] = 2;
    EXPECT_EQ(predicted(enc, "orc", "roland").check.damage, 6);
    ASSERT_TRUE(run(enc, aimed("aim_weakening", {15})));
    const AttackPrediction weak = predicted(enc, "orc", "roland");
    EXPECT_EQ(weak.check.damage, 5);
    EXPECT_TRUE(std::any_of(weak.check.damage_modifiers.begin(), weak.check.damage_modifiers.end(),
                            [](const AttackModifier& m) {
                                return m.what == "weakened by a wound: Strength -1" &&
                                       m.value == -1;
                            }));
    // With a d8 and no flat damage, the -1 comes off the die: a 5 deals 4.
    enc.find_unit("orc")->stats = {{"agility", 1}, {"accuracy", 2}, {"damage_die", 8}, {"hp", 30}};
    const AttackCheck on_die = predicted(enc, "orc", "roland").check;
    EXPECT_EQ(on_die.hit_damage(15, false, 0, 5), 4);
    EXPECT_EQ(on_die.hit_damage(15, false, 0, 1), 0);
    ASSERT_TRUE(run(enc, end_turn("roland")));
    ASSERT_TRUE(run(enc, end_turn("orc")));
    ASSERT_TRUE(run(enc, aimed("aim_disrupting", {15})));
    EXPECT_TRUE(has_condition(*enc.find_unit("orc"), "disrupted"));
    ASSERT_TRUE(run(enc, EndCombat{}));
    EXPECT_FALSE(has_condition(*enc.find_unit("orc"), "disrupted"));
    EXPECT_FALSE(has_condition(*enc.find_unit("orc"), "dazzled"));
    EXPECT_TRUE(has_condition(*enc.find_unit("orc"), "weakened"));
    EXPECT_TRUE(logged(enc, "Orc's Disrupted ends"));
}

// "A wound can be eliminated if the target receives 6 or more hit points
// from a single instance of healing": 5 does not, 6 does (one wound).
TEST(FreehitsWounds, SixHealingAtOnceHealsOneWound) {
    Encounter enc = wound_fight();
    ASSERT_TRUE(run(enc, aimed("aim_slowing", {15})));
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc"}, 5}));
    EXPECT_TRUE(has_condition(*enc.find_unit("orc"), "slowed"));
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc"}, 6}));
    EXPECT_FALSE(has_condition(*enc.find_unit("orc"), "slowed"));
    EXPECT_TRUE(logged(enc, "Orc's wound heals: no longer slowed"));
}

// "Bonus Actions": "Use one Move Action and both Bonus Actions to gain an
// additional attack (without feats or Strength modifier)". Roland (damage
// 7, Strength 2, Weapon focus) hits the orc with an entered 15 each time.
TEST(FreehitsExtraAttack, LeavesOutFeatsAndTheStrengthModifier) {
    Encounter enc = wound_fight();
    enc.find_unit("roland")->stats["strength"] = 2;
    enc.find_unit("roland")->specials.insert("Weapon focus");
    const AttackPrediction normal = predicted(enc, "roland", "orc");
    const AttackPrediction extra = predicted(enc, "roland", "orc", "extra_attack");
    EXPECT_EQ(normal.check.damage, 9);
    EXPECT_EQ(extra.check.damage, 7);
    // With a damage die, Weapon focus adds one only to the ordinary attack.
    enc.find_unit("roland")->stats["damage_die"] = 6;
    EXPECT_EQ(predicted(enc, "roland", "orc").check.damage_dice.size(), 2u);
    EXPECT_EQ(predicted(enc, "roland", "orc", "extra_attack").check.damage_dice.size(), 1u);
    enc.find_unit("roland")->stats.erase("damage_die");
    // Through the engine: the extra attack costs MA + 2 BA and deals 7.
    TakeAction a = aimed("extra_attack", {15});
    ASSERT_TRUE(run(enc, a));
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 23);
    EXPECT_EQ(left(enc, "roland", "ma"), 0);
    EXPECT_EQ(left(enc, "roland", "ba"), 0);
    ASSERT_TRUE(run(enc, aimed("attack", {15})));
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 14);
}
