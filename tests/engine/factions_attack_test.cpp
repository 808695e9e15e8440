// The factions attack (seed 003 "Attacking", "Protection from attacks",
// "Reacting to an attack", issue 13): automatic hits, the WIT save in
// challenging circumstances, weapon dice, armour and cover, and the odds
// against an enumeration written here and 100,000 seeded executions.
#include "fight_builder.h"

#include "io/encounter_json.h"
#include "rules/attack_prediction.h"
#include "rules/attack_rules.h"
#include "rules/reactions.h"

#include <algorithm>
#include <cmath>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Theobald (WIT 12, a sword: d6 + 1) and Sybilla (a bow: range 2 zones,
/// d6) in the hall (rows 1-4); a bandit (armour 1) next to Theobald; the
/// leader (no weapon stats: unarmed) in the yard (rows 5-12).
Encounter yard_fight() {
    Encounter enc = make_fight(
        RulesetId::Factions, {"players", "bandits"},
        {{"theobald",
          "players",
          "B2",
          {{"wit", 12}, {"damage_die", 6}, {"damage", 1}, {"health", 10}}},
         {"sybilla", "players", "C2", {{"wit", 9}, {"damage_die", 6}, {"range", 2}, {"health", 8}}},
         {"bandit", "bandits", "D2", {{"armour", 1}, {"health", 6}, {"agi", 9}, {"wit", 8}}},
         {"leader", "bandits", "J10", {{"health", 6}, {"wit", 10}}}});
    paint_hall_and_yard(enc);
    return enc;
}

} // namespace

// "In normal situations, attacks hit and inflict damage to the target
// automatically"; "Armed attacks inflict damage depending on the weapon";
// armour is subtracted.
TEST(FactionsAttack, AMeleeAttackOnANearbyVisibleTargetHits) {
    const AttackPrediction p = predicted(yard_fight(), "theobald", "bandit");
    EXPECT_FALSE(p.check.rolled);
    EXPECT_EQ(p.hit(), (Chance{1, 1}));
    // d6 + 1 - armour 1: 1 to 6, each 1/6.
    for (int d = 1; d <= 6; ++d) {
        EXPECT_EQ(p.damage.at(d), (Chance{1, 6})) << d;
    }
    EXPECT_DOUBLE_EQ(p.expected_damage(), 3.5);
}

// "Melee attacks. Target a nearby character."
TEST(FactionsAttack, AMeleeAttackNeedsANearbyTarget) {
    const std::string why = predict(yard_fight(), "theobald", "leader").reason();
    EXPECT_NE(why.find("Leader is not nearby"), std::string::npos) << why;
}

// "Hitting a target who is not visible requires passing a WIT save or the
// attack misses": Theobald's WIT 12, a d20 at or under it.
TEST(FactionsAttack, AnUnseenTargetNeedsAWitSave) {
    Encounter enc = yard_fight();
    enc.find_unit("bandit")->conditions.insert("concealed");
    const AttackPrediction p = predicted(enc, "theobald", "bandit");
    EXPECT_TRUE(p.check.rolled);
    EXPECT_EQ(p.hit(), (Chance{3, 5})); // 12 in 20
    EXPECT_NE(roll_needed(p.check).find("A WIT save to hit: Bandit is not visible"),
              std::string::npos)
        << roll_needed(p.check);
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, attack("theobald", "bandit", {13})));
    EXPECT_TRUE(logged_part(enc, "Theobald rolls 13 = 13 for WIT 12 or less: a miss"));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 6);
}

// "Ranged attacks. Target a visible character within the indicated range.
// Hitting targets beyond half range or while moving requires passing a WIT
// save ... Targeting a character beyond half range while moving ... isn't
// possible." The hall and the yard are one zone apart.
TEST(FactionsAttack, RangedAttacksByZones) {
    Encounter enc = yard_fight();
    // Within half range (1 of 2 zones), standing: it hits.
    EXPECT_FALSE(predicted(enc, "sybilla", "leader").check.rolled);
    // Beyond half range (1 of 1): a WIT save, 9 or less.
    enc.find_unit("sybilla")->stats["range"] = 1;
    AttackPrediction p = predicted(enc, "sybilla", "leader");
    EXPECT_TRUE(p.check.rolled);
    EXPECT_EQ(p.hit(), (Chance{9, 20}));
    // Moving: beyond half range it cannot; within half range, a save.
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, move("sybilla", "E3")));
    EXPECT_NE(predict(enc, "sybilla", "leader").reason().find("cannot fire beyond half range"),
              std::string::npos);
    enc.find_unit("sybilla")->stats["range"] = 2;
    p = predicted(enc, "sybilla", "leader");
    EXPECT_TRUE(p.check.rolled);
    EXPECT_NE(p.check.roll_reason.find("while moving"), std::string::npos);
}

// "Unarmed attacks inflict d4 impaired damage"; "Concealment ... Damage is
// impaired" (a d4, settled); "Cover ... The target's armour value is
// increased by 1".
TEST(FactionsAttack, UnarmedObscuredAndCover) {
    Encounter enc = yard_fight();
    // The bandit has no weapon stats: it fights unarmed.
    AttackPrediction p = predicted(enc, "bandit", "theobald");
    EXPECT_EQ(p.check.damage_dice, (std::vector<int>{4}));
    enc.find_unit("bandit")->conditions.insert("obscured");
    p = predicted(enc, "theobald", "bandit");
    EXPECT_EQ(p.check.damage_dice, (std::vector<int>{4}));
    // A wall piece giving the bandit cover from Sybilla's bow.
    enc = yard_fight();
    enc.map.walls().push_back(Wall{{3.0, 1.0}, {3.0, 1.5}});
    p = predicted(enc, "sybilla", "bandit");
    EXPECT_EQ(p.check.reduction, 2);
}

// "Reacting to an attack": the target answers after the save and before
// the damage is rolled; a failed dodge reads the damage die after the AGI
// save.
TEST(FactionsAttack, TheDamageIsRolledAfterTheReaction) {
    Encounter enc = yard_fight();
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, attack("theobald", "bandit")));
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_FALSE(enc.combat.pending->damage.has_value());
    ASSERT_TRUE(run(enc, answer("dodge", {15, 5})));
    EXPECT_TRUE(logged_part(enc, "Bandit fails to dodge"));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 1); // 5 + 1 - 1
}

// "Counter. ... Both characters roll for damage at the same time. Whoever
// suffers the most damage, after reductions, is hit first."
TEST(FactionsAttack, ACounterHitsTheOneWhoSuffersMostFirst) {
    Encounter enc = yard_fight();
    enc.find_unit("bandit")->stats["damage_die"] = 8;
    enc.find_unit("theobald")->stats["health"] = 3;
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, attack("theobald", "bandit")));
    // Theobald's d6 shows 2 (2 + 1 - 1 = 2); the bandit's d8 shows 7.
    ASSERT_TRUE(run(enc, answer("counter", {2, 7})));
    EXPECT_TRUE(logged_part(enc, "Theobald falls before its own blow lands"));
    EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 0);
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 6);
}

// The odds against the seed's rule enumerated here: a WIT save of 9 and a
// d6 less armour 1 (1 to 5, and 0 on a 1).
TEST(FactionsAttack, OddsMatchAnEnumerationOfTheDice) {
    Encounter enc = yard_fight();
    enc.find_unit("sybilla")->stats["range"] = 1; // beyond half range: a save
    const AttackPrediction p = predicted(enc, "sybilla", "leader");
    enc.find_unit("leader")->stats["armour"] = 1;
    const AttackPrediction q = predicted(enc, "sybilla", "leader");
    double hit = 0;
    double damage = 0;
    for (int save = 1; save <= 20; ++save) {
        for (int die = 1; die <= 6; ++die) {
            if (save <= 9) {
                hit += 1.0 / 120;
                damage += std::max(0, die - 1) / 120.0;
            }
        }
    }
    EXPECT_NEAR(q.hit().value(), hit, 1e-12);
    EXPECT_NEAR(q.expected_damage(), damage, 1e-12);
    EXPECT_NEAR(p.expected_damage(), 9.0 / 20 * 3.5, 1e-12);
}

// 100,000 seeded executions of the roll (save and damage die) agree with the
// prediction to within 4 standard errors.
TEST(FactionsAttack, SeededExecutionsAgreeWithThePrediction) {
    Encounter enc = yard_fight();
    enc.find_unit("sybilla")->stats["range"] = 1;
    enc.find_unit("leader")->stats["health"] = 1000000;
    ASSERT_TRUE(run(enc, players_first()));
    expect_rolls_agree(enc, "sybilla", "leader", predicted(enc, "sybilla", "leader"));
}

// With entered dice, the damage the GM types is what the damage dice
// showed: the weapon's bonus and the armour still apply. Dice typed with
// the attack are kept for after the reaction, and the answer lists the
// dice it still needs.
TEST(FactionsAttack, EnteredDamageIsWhatTheDiceShowed) {
    Encounter enc = yard_fight();
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    ASSERT_TRUE(run(enc, attack("theobald", "bandit")));
    {
        TurnContext ctx(enc, false);
        EXPECT_EQ(pending_dice(ctx, *enc.combat.pending, "dodge"),
                  (std::vector<std::string>{"d20 (AGI save)", "damage d6"}));
        EXPECT_EQ(pending_dice(ctx, *enc.combat.pending, ""),
                  (std::vector<std::string>{"damage d6"}));
    }
    Respond r = answer("", {}, false);
    r.damage = 4; // the d6 showed 4: 4 + 1 - armour 1
    ASSERT_TRUE(run(enc, r));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 2);
    // A d6 typed with the attack waits for the answer.
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    // Sybilla has not acted: she may answer. The bandit's unarmed d4 showed 3.
    EXPECT_NE(refused(enc, attack("bandit", "sybilla", {5})).find("d4"), std::string::npos);
    ASSERT_TRUE(run(enc, attack("bandit", "sybilla", {3})));
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->damage, 3);
    ASSERT_TRUE(run(enc, answer("", {}, false)));
    EXPECT_EQ(enc.find_unit("sybilla")->stats.at("health"), 5);
}

// "Hide behind a nearby character ... This character becomes the new
// target of the attack. They can perform their own reaction": the hit moves
// even where the attacker could not have aimed at it.
TEST(FactionsAttack, AHitMovedBehindAnAllyLandsWhereverItStands) {
    Encounter enc = yard_fight();
    enc.find_unit("leader")->side = "players";
    enc.find_unit("leader")->cell = *parse_label("E2"); // in the hall, nearby Sybilla
    enc.find_unit("sybilla")->stats["range"] = 0;
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    ASSERT_TRUE(run(enc, attack("bandit", "sybilla")));
    Respond hide = answer("hide", {});
    hide.unit = "leader";
    ASSERT_TRUE(run(enc, hide));
    // "They can perform their own reaction": the leader is asked in turn.
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->by, "leader");
    EXPECT_EQ(enc.combat.pending->kind, "attack_reaction");
    ASSERT_TRUE(run(enc, answer("", {}, false))); // the leader takes it
    EXPECT_LT(enc.find_unit("leader")->stats.at("health"), 6);
    EXPECT_EQ(enc.find_unit("sybilla")->stats.at("health"), 8);
}

// seed 003 "Attacking": "The attacker may choose to voluntarily hold back an
// attack to inflict impaired damage": Theobald's d6 sword becomes a d4
// while he holds back; the +1 and the bandit's armour still count.
TEST(FactionsAttack, HoldingBackImpairsTheDamage) {
    Encounter enc = yard_fight();
    enc.find_unit("theobald")->conditions.insert("holding back");
    const AttackPrediction p = predicted(enc, "theobald", "bandit");
    EXPECT_EQ(p.check.damage_dice, (std::vector<int>{4}));
    for (int d = 1; d <= 4; ++d) {
        EXPECT_EQ(p.damage.at(d), (Chance{1, 4})) << d; // d4 + 1 - 1
    }
}

// "If the target is nearby and incapacitated, the attacker may choose to
// deliver a final blow and kill them."
TEST(FactionsAttack, AFinalBlowKillsANearbyIncapacitatedTarget) {
    Encounter enc = yard_fight();
    ASSERT_TRUE(run(enc, players_first()));
    TakeAction blow = attack("theobald", "bandit");
    blow.action = "final_blow";
    EXPECT_EQ(refused(enc, blow),
              "A final blow needs an incapacitated target, and Bandit is not incapacitated");
    ASSERT_TRUE(run(enc, SetCondition{"bandit", "incapacitated", true}));
    TakeAction far = attack("theobald", "leader");
    far.action = "final_blow";
    ASSERT_TRUE(run(enc, SetCondition{"leader", "incapacitated", true}));
    EXPECT_EQ(refused(enc, far), "Leader is not nearby: a final blow needs a nearby target");
    ASSERT_TRUE(run(enc, blow));
    EXPECT_TRUE(has_condition(*enc.find_unit("bandit"), "dead"));
    EXPECT_TRUE(logged_part(enc, "Bandit is dead"));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 6); // no damage: a kill
}

// seed 003 "Reacting to an attack": "Counter. Perform a suitable attack
// against the attacker": the leader's bow (range 1 zone) answers Sybilla
// from beyond half range, so his counter needs a WIT save (10 or less).
// Failed (15), he only takes her d6 (4); passed (5), both are hit.
TEST(FactionsAttack, ACounterIsAnAttackWithItsOwnWitSave) {
    for (const bool passes : {false, true}) {
        Encounter enc = yard_fight();
        Unit& leader = *enc.find_unit("leader");
        leader.stats["damage_die"] = 6;
        leader.stats["range"] = 1;
        ASSERT_TRUE(run(enc, players_first()));
        ASSERT_TRUE(run(enc, attack("sybilla", "leader")));
        ASSERT_TRUE(enc.combat.pending.has_value());
        const TurnContext ctx(enc, false);
        EXPECT_EQ(pending_dice(ctx, *enc.combat.pending, "counter"),
                  (std::vector<std::string>{"d20 (WIT save for the counter)", "damage d6",
                                            "damage d6 (the counter)"}));
        ASSERT_TRUE(run(
            enc, answer("counter", passes ? std::vector<int>{5, 4, 3} : std::vector<int>{15, 4})));
        EXPECT_EQ(enc.find_unit("leader")->stats.at("health"), 2);
        EXPECT_EQ(enc.find_unit("sybilla")->stats.at("health"), passes ? 5 : 8);
        EXPECT_EQ(logged_part(enc, "Leader's counter misses: Leader takes the hit"), !passes);
    }
}

// seed 003 "Attack stunts": "The attacker can propose an alternative effect
// to the target instead of inflicting damage ... The target can either
// accept the proposed effect or resolve the attack as normal. It isn't
// possible to react if the effect is accepted." Accepted, the bandit takes
// no damage and keeps its turn; refused, it dodges (15: fails) and takes
// Theobald's d6 (5) + 1 - 1.
TEST(FactionsAttack, AStuntIsAcceptedOrTheAttackGoesOn) {
    for (const bool accept : {true, false}) {
        Encounter enc = yard_fight();
        ASSERT_TRUE(run(enc, players_first()));
        TakeAction a = attack("theobald", "bandit");
        a.stunt = "cut the purse strings";
        ASSERT_TRUE(run(enc, a));
        ASSERT_TRUE(enc.combat.pending.has_value());
        EXPECT_EQ(enc.combat.pending->stunt, "cut the purse strings");
        auto saved = io::read_encounter(io::write_encounter(enc));
        ASSERT_TRUE(saved) << saved.reason();
        EXPECT_EQ(saved.value().combat.pending->stunt, "cut the purse strings");
        if (accept) {
            ASSERT_TRUE(run(enc, answer("accept", {})));
            EXPECT_TRUE(logged_part(enc, "Bandit accepts the stunt: cut the purse strings"));
            EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 6);
            const UnitTurn* t = enc.combat.turn_of("bandit");
            EXPECT_TRUE(t == nullptr || t->mark("acted") == 0); // no reaction spent
        } else {
            ASSERT_TRUE(run(enc, answer("dodge", {15, 5})));
            EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 1);
        }
    }
}

// Accepting is no reaction: a bandit that has taken its turn may still
// accept, but not dodge. A non-lethal attack takes no stunt.
TEST(FactionsAttack, AStuntReachesATargetThatCannotReact) {
    Encounter enc = yard_fight();
    enc.find_unit("sybilla")->stats["range"] = 0;
    ASSERT_TRUE(run(enc, players_first()));
    TakeAction grapple = attack("theobald", "bandit");
    grapple.action = "grapple";
    grapple.stunt = "pin its arm";
    EXPECT_EQ(refused(enc, grapple), "Theobald cannot propose a stunt with this attack");
    TakeAction blast;
    blast.unit = "theobald";
    blast.action = "melee_blast";
    blast.stunt = "scatter them";
    EXPECT_EQ(refused(enc, blast), "Melee blast takes no stunt: a stunt goes with an attack on one "
                                   "target (seed 003 \"Attack stunts\")");
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    ASSERT_TRUE(run(enc, end_turn("bandit")));
    TakeAction a = attack("sybilla", "bandit");
    a.stunt = "knock its hat off";
    ASSERT_TRUE(run(enc, a));
    ASSERT_TRUE(enc.combat.pending.has_value());
    const TurnContext ctx(enc, false);
    const std::vector<HitAnswerOption> options = answer_options(ctx, *enc.combat.pending);
    ASSERT_EQ(options.size(),
              7u); // dodge, counter (also with grapple, disarm), hide, guard, accept
    for (const HitAnswerOption& o : options) {
        EXPECT_EQ(o.available, o.answer.as == "accept") << o.answer.as << ": " << o.reason;
    }

    EXPECT_EQ(refused(enc, answer("dodge", {3})),
              "Bandit has used its turn and can no longer react: it takes the hit");
    ASSERT_TRUE(run(enc, answer("", {4}, false))); // the attack as normal: 4 - 1
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 3);
}
