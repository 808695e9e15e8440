// The odds of an attack before the roll, and the roll that follows them
// (issue 13 "Attacks in three parts"). Every expected chance is worked out
// by hand from the seed, or by enumerating the dice here, independently of
// the engine's enumeration.
#include "fight_builder.h"

#include "rules/attack_prediction.h"
#include "rules/attack_rules.h"

#include <algorithm>
#include <cmath>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

const OutcomeOdds* outcome(const AttackPrediction& p, const std::string& name) {
    for (const OutcomeOdds& o : p.outcomes) {
        if (o.outcome == name) {
            return &o;
        }
    }
    return nullptr;
}

Chance chance_of(const AttackPrediction& p, const std::string& name) {
    const OutcomeOdds* o = outcome(p, name);
    return o != nullptr ? o->chance : Chance{};
}

bool has_modifier(const AttackPrediction& p, const std::string& what, int value,
                  const std::string& source) {
    for (const AttackModifier& m : p.check.modifiers) {
        if (m.what == what && m.value == value && m.source.find(source) != std::string::npos) {
            return true;
        }
    }
    return false;
}

// freehits: Roland (Agility 4: he acts first; Accuracy 2) attacks the orc (Agility 3, 30 HP) for 5.
Encounter freehits_duel() {
    return make_fight(RulesetId::Freehits, {"heroes", "orcs"},
                      {{"roland", "heroes", "B2", {{"agility", 4}, {"accuracy", 2}, {"damage", 5}}},
                       {"orc", "orcs", "C3", {{"agility", 3}, {"hp", 30}, {"accuracy", 1}}}});
}

// sides: the fighter (Attack +3, damage 4, Shock 2/AC 15) on the bandit (AC 13).
Encounter sides_duel(int bandit_ac = 13) {
    return make_fight(RulesetId::Sides, {"party", "bandits"},
                      {{"fighter",
                        "party",
                        "B2",
                        {{"attack", 3}, {"damage", 4}, {"shock", 2}, {"shock_ac", 15}, {"hp", 12}}},
                       {"bandit", "bandits", "C2", {{"ac", bandit_ac}, {"hp", 8}}},
                       {"archer", "party", "H2", {{"attack", 1}, {"damage", 3}}}});
}

void set_condition(Encounter& enc, const std::string& unit, const std::string& c) {
    enc.find_unit(unit)->conditions.insert(c);
}

} // namespace

// Seed 001 "Attacking": d20 + Accuracy >= Agility + 10 hits. "Auto
// Fails/Criticals": a natural 20 is a critical (double damage), a d4 of 4
// makes it super critical (double again), then a d6 of 6 a decisive victory
// (the foe is defeated); a natural 1 misses, a d4 of 4 is a tragedy, then a
// d6 of 6 a fatal blow. 2 + n >= 13 needs n >= 11: naturals 11 to 19 hit.
TEST(AttackOdds, FreehitsChancesAreTheSeedsWorkedByHand) {
    const AttackPrediction p = predicted(freehits_duel(), "roland", "orc");
    EXPECT_EQ(p.check.need, 13);
    EXPECT_EQ(p.check.bonus(), 2);
    EXPECT_EQ(chance_of(p, "miss"), (Chance{9, 20}));              // 2..10
    EXPECT_EQ(chance_of(p, "hit"), (Chance{9, 20}));               // 11..19
    EXPECT_EQ(chance_of(p, "critical"), (Chance{3, 80}));          // 1/20 * 3/4
    EXPECT_EQ(chance_of(p, "super critical"), (Chance{1, 96}));    // 1/20 * 1/4 * 5/6
    EXPECT_EQ(chance_of(p, "decisive victory"), (Chance{1, 480})); // 1/20 * 1/4 * 1/6
    EXPECT_EQ(chance_of(p, "auto fail"), (Chance{3, 80}));
    EXPECT_EQ(chance_of(p, "tragedy"), (Chance{1, 96}));
    EXPECT_EQ(chance_of(p, "fatal blow"), (Chance{1, 480}));
    EXPECT_EQ(p.hit(), (Chance{1, 2}));
    EXPECT_EQ(p.critical(), (Chance{1, 20}));
    EXPECT_EQ(outcome(p, "hit")->damage, 5);
    EXPECT_EQ(outcome(p, "critical")->damage, 10);
    EXPECT_EQ(outcome(p, "super critical")->damage, 20);
    EXPECT_EQ(outcome(p, "decisive victory")->damage, 30); // all its HP
    EXPECT_TRUE(outcome(p, "decisive victory")->defeats);
    // Damage: 0 on a miss or any fail, 5, 10, 20 or 30.
    EXPECT_EQ(p.damage.at(0), (Chance{1, 2}));
    EXPECT_EQ(p.damage.at(5), (Chance{9, 20}));
    EXPECT_NEAR(p.expected_damage(), 9.0 / 20 * 5 + 3.0 / 80 * 10 + 20.0 / 96 + 30.0 / 480, 1e-12);
    // Worst first.
    EXPECT_EQ(p.outcomes.front().outcome, "fatal blow");
    EXPECT_EQ(p.outcomes.back().outcome, "decisive victory");
    // Outside the orc's melee zone a natural 1 is only an auto fail: no
    // tragedy is rolled ("Combat specific Fails/Criticals").
    Encounter apart = freehits_duel();
    apart.find_unit("orc")->cell = *parse_label("H8");
    const AttackPrediction q = predicted(apart, "roland", "orc");
    EXPECT_EQ(chance_of(q, "auto fail"), (Chance{1, 20}));
    EXPECT_EQ(outcome(q, "tragedy"), nullptr);
}

// The engine's chances against an enumeration of all 20 x 4 x 6 faces,
// written here from seed 001, over several situations.
TEST(AttackOdds, FreehitsMatchesAnEnumerationOfEveryFace) {
    for (int accuracy : {-3, 0, 2, 7, 12}) {
        for (const char* condition : {"", "prone", "flat-footed", "boosted dodge"}) {
            Encounter enc = freehits_duel();
            enc.find_unit("roland")->stats["accuracy"] = accuracy;
            if (*condition != '\0') {
                set_condition(enc, "orc", condition);
            }
            const std::string cond = condition;
            const int need = cond == "flat-footed"     ? 5
                             : cond == "prone"         ? 5 + 3
                             : cond == "boosted dodge" ? 14
                                                       : 13;
            std::map<std::string, int> count; // out of 480
            for (int n = 1; n <= 20; ++n) {
                for (int d4 = 1; d4 <= 4; ++d4) {
                    for (int d6 = 1; d6 <= 6; ++d6) {
                        std::string o = n == 1                 ? (d4 < 4   ? "auto fail"
                                                                  : d6 < 6 ? "tragedy"
                                                                           : "fatal blow")
                                        : n == 20              ? (d4 < 4   ? "critical"
                                                                  : d6 < 6 ? "super critical"
                                                                           : "decisive victory")
                                        : n + accuracy >= need ? "hit"
                                                               : "miss";
                        ++count[o];
                    }
                }
            }
            const AttackPrediction p = predicted(enc, "roland", "orc");
            SCOPED_TRACE("accuracy " + std::to_string(accuracy) + " " + cond);
            Chance total;
            for (const OutcomeOdds& o : p.outcomes) {
                total = total + o.chance;
            }
            EXPECT_EQ(total, (Chance{1, 1}));
            for (const auto& [name, n] : count) {
                EXPECT_DOUBLE_EQ(chance_of(p, name).value(), n / 480.0) << name;
            }
        }
    }
}

// Seed 001 "Flat Footed": "a 5 to hit, regardless of what their agility may
// be"; prone: "a 5 to hit plus your agility mod"; "Bonus Actions": +1 to
// hit and +1 to dodge for the round.
TEST(AttackOdds, FreehitsModifiersCiteTheirRules) {
    Encounter enc = freehits_duel();
    set_condition(enc, "orc", "flat-footed");
    AttackPrediction p = predicted(enc, "roland", "orc");
    EXPECT_EQ(p.check.need, 5);
    EXPECT_TRUE(has_modifier(p, "target flat-footed: hit on 5", -8, "\"Flat Footed\""));

    enc = freehits_duel();
    set_condition(enc, "orc", "prone");
    p = predicted(enc, "roland", "orc");
    EXPECT_EQ(p.check.need, 8);
    EXPECT_TRUE(has_modifier(p, "target prone: hit on 5 + Agility", -5, "\"Prone\""));

    enc = freehits_duel();
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_TRUE(run(enc, act("roland", "boost_accuracy")));
    ASSERT_TRUE(run(enc, act("roland", "boost_damage")));
    p = predicted(enc, "roland", "orc");
    EXPECT_EQ(p.check.bonus(), 3);
    EXPECT_TRUE(has_modifier(p, "boosted accuracy", 1, "\"Bonus Actions\""));
    EXPECT_EQ(outcome(p, "hit")->damage, 6);        // +1 melee damage
    EXPECT_EQ(chance_of(p, "hit"), (Chance{1, 2})); // 10..19
    ASSERT_TRUE(run(enc, NextRound{}));
    EXPECT_EQ(predicted(enc, "roland", "orc").check.bonus(), 2); // the round is over
}

// Seed 001 "Bonus Actions": "Increase damage dealt with melee weapons by +1
// for that round". Roland, boosted, next to the orc: his sword's 5 becomes
// 6; his bow's 5 stays 5, at the same distance.
TEST(AttackOdds, FreehitsBoostedDamageIsForMeleeWeapons) {
    Encounter enc = freehits_duel();
    Unit& roland = *enc.find_unit("roland");
    roland.weapons = {Weapon{"Sword", WeaponKind::Melee, {{"damage", 5}}},
                      Weapon{"Bow", WeaponKind::Ranged, {{"damage", 5}, {"range", 10}}}};
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_TRUE(run(enc, act("roland", "boost_damage")));
    for (const std::string weapon : {"Sword", "Bow"}) {
        AttackSituation s;
        s.weapon = weapon;
        auto p = predict(enc, *enc.find_unit("roland"), *enc.find_unit("orc"), s);
        ASSERT_TRUE(p.ok()) << p.reason();
        EXPECT_EQ(p.value().check.damage, weapon == "Sword" ? 6 : 5) << weapon;
        const auto& mods = p.value().check.damage_modifiers;
        EXPECT_EQ(std::any_of(mods.begin(), mods.end(),
                              [](const AttackModifier& m) {
                                  return m.what == "boosted melee damage" && m.value == 1;
                              }),
                  weapon == "Sword")
            << weapon;
    }
    // A unit whose own stats are a thrown weapon, in reach: a melee blow.
    Unit& thrower = *enc.find_unit("roland");
    thrower.weapons.clear();
    thrower.specials.insert("thrown");
    EXPECT_EQ(predicted(enc, "roland", "orc").check.damage, 6);
}

// Seed 001 "Channeling": "When a unit channels a spell, they are considered
// flat-footed until the spell is cast or canceled"; "Battle caster: dodge
// normally while channeling spells".
TEST(AttackOdds, FreehitsAChannelingCasterIsFlatFooted) {
    Encounter enc = freehits_duel();
    enc.find_unit("orc")->conditions.insert("channeling");
    EXPECT_EQ(predicted(enc, "roland", "orc").check.need, 5);
    enc.find_unit("orc")->specials.insert("Battle caster");
    EXPECT_EQ(predicted(enc, "roland", "orc").check.need, 13); // 10 + Agility 3
}

// Seed 001 "Sneak Damage": "If you attack a unit while undetected, they are
// considered flat-footed, and you gain an extra d4 damage on top of your
// normal attack. This additional damage is multiplied by critical hits."
// "Feats": "Sneak attack: add another d4"; "Weapon focus: ... by one dice
// roll". Roland (damage 0 here) hits on 5: faces 5 to 19 hit for the d4.
TEST(AttackOdds, FreehitsSneakDamageAndWeaponDice) {
    Encounter enc = freehits_duel();
    Unit& roland = *enc.find_unit("roland");
    roland.stats["damage"] = 0;
    roland.stats["accuracy"] = 0;
    roland.conditions.insert("undetected");
    const AttackPrediction p = predicted(enc, "roland", "orc");
    EXPECT_EQ(p.check.need, 5);
    EXPECT_EQ(p.check.damage_dice, (std::vector<int>{4}));
    // 1 damage: a plain hit (15 faces of 20) showing 1 on the d4.
    EXPECT_DOUBLE_EQ(p.damage.at(1).value(), 15.0 / 80);
    // 2 damage: a plain hit showing 2, or a critical (20, then no 4 on the
    // chain's d4) doubling a 1.
    EXPECT_DOUBLE_EQ(p.damage.at(2).value(), 15.0 / 80 + 3.0 / 320);
    roland.specials.insert("Sneak attack");
    roland.stats["damage_die"] = 6;
    roland.specials.insert("Weapon focus");
    EXPECT_EQ(predicted(enc, "roland", "orc").check.damage_dice, (std::vector<int>{6, 6, 4, 4}));
    // The roll: a natural 20, the chain's d4 shows 2 (no super critical);
    // the dice show 3 + 1 + 2 + 4 = 10 with damage 1: (1 + 10) x 2 = 22.
    roland.stats["damage"] = 1;
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    ASSERT_TRUE(run(enc, TakeAction{"roland", "attack", "", "orc", {20, 2, 3, 1, 2, 4}}));
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 8);
}

// Seed 001 "Auto Fails/Criticals", rolled: the chain's dice follow the d20.
TEST(AttackRolls, FreehitsCriticalChainMultipliesAndDefeats) {
    struct Case {
        std::vector<int> faces;
        int hp_after;
    };
    for (const Case& c : {Case{{20, 2}, 20}, Case{{20, 4, 3}, 10}, Case{{20, 4, 6}, 0}}) {
        Encounter enc = freehits_duel();
        ASSERT_TRUE(run(enc, StartCombat{}));
        ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
        ASSERT_TRUE(run(enc, TakeAction{"roland", "attack", "", "orc", c.faces}));
        EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), c.hp_after);
        EXPECT_EQ(enc.find_unit("orc")->conditions.count("unconscious"), c.hp_after == 0 ? 1U : 0U);
    }
    // Entered dice: the d4 of a critical must be entered too.
    Encounter enc = freehits_duel();
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    EXPECT_NE(refused(enc, TakeAction{"roland", "attack", "", "orc", {20}})
                  .find("d4 (the dice are entered"),
              std::string::npos);
}

// Seed 002 "Attack Rolls": d20 + attack bonus >= AC. 3 + n >= 13: n >= 10,
// 11 faces of 20. "Shock": "if that weapon were to miss a victim with Melee
// AC 13, it would still do 2 points of damage" (Shock 2/AC 15).
TEST(AttackOdds, SidesShockIsTheSeedsExample) {
    const AttackPrediction p = predicted(sides_duel(13), "fighter", "bandit");
    EXPECT_EQ(p.check.need, 13);
    EXPECT_EQ(p.hit(), (Chance{11, 20}));
    EXPECT_EQ(outcome(p, "miss")->damage, 2);
    EXPECT_EQ(p.damage.at(2), (Chance{9, 20}));
    EXPECT_EQ(p.damage.at(4), (Chance{11, 20}));
    EXPECT_EQ(p.critical(), (Chance{}));
    // AC 16 is above the Shock's AC 15: a miss does nothing.
    const AttackPrediction q = predicted(sides_duel(16), "fighter", "bandit");
    EXPECT_EQ(outcome(q, "miss")->damage, 0);
    EXPECT_FALSE(q.check.shock_note.empty());
    // "Some melee weapons inflict Shock": none on a ranged attack.
    Encounter far = sides_duel(13);
    far.find_unit("fighter")->cell = *parse_label("H4");
    EXPECT_EQ(outcome(predicted(far, "fighter", "bandit", "ranged_attack"), "miss")->damage, 0);
}

// Seed 002 "Damage": "rolling the weapon's damage die plus the weapon's
// relevant Attribute Modifier ... If the result is less than your Shock
// damage, inflict that much instead." "Shock": "The only modifiers that add
// to Shock damage are the wielder's relevant attribute modifier for the
// weapon ... and a magic weapon's bonus." A d8 + 1 with Shock 4 deals a
// Shock of 4 + 1 = 5: faces 1 to 4 do 5, faces 5 to 8 do 6 to 9, and a miss
// does 5; counted here face by face.
TEST(AttackOdds, SidesWeaponDieWithTheShockAsItsFloor) {
    Encounter enc = sides_duel(13);
    Unit& fighter = *enc.find_unit("fighter");
    fighter.stats["damage_die"] = 8;
    fighter.stats["damage"] = 1;
    fighter.stats["shock"] = 4;
    const AttackPrediction p = predicted(enc, "fighter", "bandit");
    ASSERT_EQ(p.check.damage_dice, (std::vector<int>{8}));
    EXPECT_EQ(p.check.shock, 5);
    EXPECT_EQ(outcome(p, "miss")->damage, 5);
    Chance five{9, 20}; // every miss: the Shock
    std::map<int, Chance> want;
    for (int face = 1; face <= 8; ++face) {
        const int dealt = std::max(5, face + 1);
        want[dealt] = want[dealt] + Chance{11, 160}; // a hit (11/20) and the face (1/8)
    }
    want[5] = want[5] + five;
    EXPECT_EQ(p.damage, want);
    // The roll: d20 12 + 3 hits; the d8 shows 2, 2 + 1 < 5: the Shock's 5.
    const int hp = enc.find_unit("bandit")->stats.at("hp");
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    ASSERT_TRUE(run(enc, TakeAction{"fighter", "attack", "", "bandit", {12, 2}}));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("hp"), hp - 5);
    // Two dice: 2d6 + 1.
    enc.find_unit("fighter")->stats["damage_dice"] = 2;
    enc.find_unit("fighter")->stats["damage_die"] = 6;
    EXPECT_EQ(predicted(enc, "fighter", "bandit").check.damage_dice, (std::vector<int>{6, 6}));
}

// Seed 002 "Shock": "The only modifiers that add to Shock damage are the
// wielder's relevant attribute modifier for the weapon and any damage
// bonuses that explicitly add to Shock, and a magic weapon's bonus." With a
// die, `damage` is that modifier (and magic): Shock 2 with d6 + 2 misses for
// 4. Without a die, `damage` is the whole flat damage, and the Shock stays
// as entered. (Dual wielding's +2, which "does not add to Shock":
// Weapons.SidesDualWieldingCostsOneToHitAndAddsTwoDamageInRangeOfBoth.)
TEST(AttackOdds, SidesTheAttributeModifierAddsToTheShock) {
    Encounter enc = sides_duel(13);
    Unit& fighter = *enc.find_unit("fighter");
    fighter.stats["shock"] = 2;
    fighter.stats["damage_die"] = 6;
    fighter.stats["damage"] = 2;
    const AttackPrediction p = predicted(enc, "fighter", "bandit");
    EXPECT_EQ(p.check.shock, 4);
    EXPECT_EQ(outcome(p, "miss")->damage, 4);
    const bool shown =
        std::any_of(p.check.damage_modifiers.begin(), p.check.damage_modifiers.end(),
                    [](const AttackModifier& m) {
                        return m.what.find("2 + the damage bonus 2") != std::string::npos;
                    });
    EXPECT_TRUE(shown);
    // A flat damage of 2 with no die: the Shock is the 2 entered.
    fighter.stats.erase("damage_die");
    EXPECT_EQ(predicted(enc, "fighter", "bandit").check.shock, 2);
    // No Shock listed: the modifier gives none.
    fighter.stats["damage_die"] = 6;
    fighter.stats.erase("shock");
    EXPECT_EQ(outcome(predicted(enc, "fighter", "bandit"), "miss")->damage, 0);
}

// Seed 002 "Damage": "If the result is less than your Shock damage, inflict
// that much instead."
TEST(AttackOdds, SidesAHitNeverDoesLessThanTheShock) {
    Encounter enc = sides_duel(13);
    enc.find_unit("fighter")->stats["damage"] = 1;
    const AttackPrediction p = predicted(enc, "fighter", "bandit");
    EXPECT_EQ(outcome(p, "hit")->damage, 2);
    EXPECT_EQ(p.check.damage_modifiers.size(), 1U);
    // Damage the GM enters is held to the same floor.
    StartCombat start;
    start.setup.party = "party";
    start.rolls = {{"party", {6}}, {"bandits", {2}}};
    ASSERT_TRUE(run(enc, start));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    TakeAction hit{"fighter", "attack", "", "bandit", {15}};
    hit.damage = 1;
    ASSERT_TRUE(run(enc, hit));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("hp"), 6);
}

// Seed 002 "Situation Mod", "Charge", "Total Defense".
TEST(AttackOdds, SidesSituationModifiers) {
    Encounter enc = sides_duel(13);
    set_condition(enc, "bandit", "prone");
    EXPECT_TRUE(has_modifier(predicted(enc, "fighter", "bandit"), "adjacent prone foe", 2,
                             "\"Situation Mod\""));
    EXPECT_TRUE(has_modifier(predicted(enc, "archer", "bandit", "ranged_attack"),
                             "distant prone foe", -2, "\"Situation Mod\""));

    enc = sides_duel(13);
    set_condition(enc, "fighter", "prone");
    AttackPrediction p = predicted(enc, "fighter", "bandit");
    EXPECT_TRUE(has_modifier(p, "melee attacking while prone", -4, "\"Situation Mod\""));
    EXPECT_EQ(p.hit(), (Chance{7, 20})); // 3 - 4 + n >= 13: n >= 14

    enc = sides_duel(13);
    set_condition(enc, "bandit", "total defense");
    p = predicted(enc, "fighter", "bandit");
    EXPECT_EQ(p.check.need, 15);
    EXPECT_EQ(outcome(p, "miss")->damage, 0); // immune to Shock
    EXPECT_EQ(p.hit(), (Chance{9, 20}));

    enc = sides_duel(13);
    set_condition(enc, "bandit", "charging");
    p = predicted(enc, "fighter", "bandit");
    EXPECT_EQ(p.check.need, 11);
    EXPECT_TRUE(has_modifier(p, "target charged: AC -2", -2, "\"Charge\""));
}

// Seed 002 "Line of Sight and Cover": half cover -2, and no attack at all
// without a line of sight.
TEST(AttackOdds, SidesCoverAndSight) {
    Encounter enc = sides_duel(13);
    // A wall between the archer (H2) and the bandit (C2), floor to ceiling.
    enc.map.walls().push_back(Wall{{5.0, 0.0}, {5.0, 12.0}});
    auto p = predict(enc, "archer", "bandit");
    ASSERT_FALSE(p.ok());
    EXPECT_NE(p.reason().find("no line of sight"), std::string::npos);

    enc = sides_duel(13);
    // A wall covering the upper half of the bandit's square seen from afar.
    enc.map.walls().push_back(Wall{{4.0, 0.0}, {4.0, 1.5}});
    const AttackPrediction q = predicted(enc, "archer", "bandit", "ranged_attack");
    // The archer sees the bandit's lower corners, not its upper ones.
    EXPECT_TRUE(has_modifier(q, "half cover", -2, "\"Situation Mod\""));
    EXPECT_EQ(q.hit(), (Chance{7, 20})); // 1 - 2 + n >= 13: n >= 14
}

// Seeds 000, 003 and 004 give no to-hit roll here yet: the attack hits.
TEST(AttackOdds, WithoutARollTheAttackHits) {
    const Encounter enc =
        make_fight(RulesetId::Factions, {"a", "b"},
                   {{"x", "a", "B2", {{"damage", 3}}}, {"y", "b", "C2", {{"health", 5}}}});
    const AttackPrediction p = predicted(enc, "x", "y");
    EXPECT_FALSE(p.check.rolled);
    EXPECT_EQ(p.hit(), (Chance{1, 1}));
    EXPECT_EQ(p.damage.at(3), (Chance{1, 1}));
    EXPECT_FALSE(predict(enc, "x", "nobody").ok());
}

// 100,000 seeded executions of the real roll agree with the prediction to
// within 4 standard errors.
TEST(AttackOdds, SeededExecutionsAgreeWithThePrediction) {
    for (const bool sides : {false, true}) {
        Encounter enc = sides ? sides_duel(13) : freehits_duel();
        const std::string a = sides ? "fighter" : "roland";
        const std::string t = sides ? "bandit" : "orc";
        enc.find_unit(t)->stats["hp"] = 1000;
        ASSERT_TRUE(run(enc, StartCombat{}));
        expect_rolls_agree(enc, a, t, predicted(enc, a, t));
    }
}

// Seed 002 "Make a Snap Attack (Instant)": "at a -4 penalty to hit";
// "Make a Melee Attack (Main)": "a target in melee range".
TEST(AttackOdds, SidesSnapAttacksAndMeleeRange) {
    Encounter enc = sides_duel(13);
    const AttackPrediction snap = predicted(enc, "fighter", "bandit", "snap_attack");
    EXPECT_TRUE(has_modifier(snap, "Snap Attack", -4, "\"Make a Snap Attack (Instant)\""));
    EXPECT_EQ(snap.hit(), (Chance{7, 20})); // 3 - 4 + n >= 13: n >= 14
    auto far = predict(enc, "archer", "bandit");
    ASSERT_FALSE(far.ok());
    EXPECT_NE(far.reason().find("not in Archer's melee range"), std::string::npos) << far.reason();
    EXPECT_EQ(predicted(enc, "archer", "bandit", "ranged_attack").hit(), (Chance{9, 20}));
    // "either Make a Melee Attack or Make a Ranged Attack": out of melee
    // range, a Snap Attack is a ranged one, with its checks: none without a
    // range; past the long range, none; past the normal range, -2 too.
    AttackSituation snapping;
    snapping.action = "snap_attack";
    const auto snap_at_bandit = [&] {
        return predict(enc, *enc.find_unit("archer"), *enc.find_unit("bandit"), snapping);
    };
    auto snap_far = snap_at_bandit();
    ASSERT_FALSE(snap_far.ok());
    EXPECT_EQ(snap_far.reason(), "Bandit is not in Archer's melee range, and a Snap Attack at "
                                 "range needs a bow or thrown weapon (a range)");
    enc.find_unit("archer")->stats["range"] = 3;
    enc.find_unit("archer")->stats["long_range"] = 4;
    auto past_long = snap_at_bandit();
    ASSERT_FALSE(past_long.ok());
    EXPECT_EQ(past_long.reason(), "Bandit is 5 squares away, beyond Archer's long range of 4");
    enc.find_unit("archer")->stats["long_range"] = 6;
    const AttackPrediction snap_shot = predicted(enc, "archer", "bandit", "snap_attack");
    EXPECT_TRUE(has_modifier(snap_shot, "past the weapon's normal range", -2, "Situation Mod"));
    EXPECT_EQ(snap_shot.hit(), (Chance{3, 20})); // 1 - 4 - 2 + n >= 13: n >= 18
}

// Seed 002 "Make a Ranged Attack (Main)": "If there is an enemy attacker in
// melee range, one-handed ranged weapons and thrown weapons suffer a -4
// penalty to hit, while bows and other two-handed ranged weapons cannot be
// fired at all."
TEST(AttackOdds, SidesRangedAttacksInMelee) {
    Encounter enc = sides_duel(13);
    enc.find_unit("bandit")->cell = *parse_label("G2"); // next to the archer on H2
    AttackPrediction p = predicted(enc, "archer", "bandit", "ranged_attack");
    EXPECT_TRUE(has_modifier(p, "ranged attack with an enemy in melee range", -4,
                             "\"Make a Ranged Attack (Main)\""));
    enc.find_unit("archer")->specials.insert("Bow");
    AttackSituation s;
    s.action = "ranged_attack";
    auto bow = predict(enc, *enc.find_unit("archer"), *enc.find_unit("bandit"), s);
    ASSERT_FALSE(bow.ok());
    EXPECT_NE(bow.reason().find("cannot fire a bow"), std::string::npos);
}

// Seed 002 "Charge (Special)": up to twice the move, then "making a melee or
// thrown ranged attack at the end of it with a +2 bonus to hit", and "-2
// to your AC until the end of the round".
TEST(AttackRolls, SidesChargeEndsWithItsAttackAtPlusTwo) {
    Encounter enc = sides_duel(13);
    enc.find_unit("bandit")->cell = *parse_label("H6");
    StartCombat start;
    start.setup.party = "party";
    start.rolls = {{"party", {6}}, {"bandits", {2}}};
    ASSERT_TRUE(run(enc, start));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    ASSERT_TRUE(run(enc, MoveUnit{"fighter", *parse_label("G6"), {}, false, "charge"}));
    EXPECT_TRUE(has_condition(*enc.find_unit("fighter"), "charging"));
    EXPECT_TRUE(has_modifier(predicted(enc, "fighter", "bandit"), "attack at the end of a Charge",
                             2, "\"Charge (Special)\""));
    // 8 + 3 + 2 = 13 >= AC 13: a hit that a plain attack would miss.
    ASSERT_TRUE(run(enc, TakeAction{"fighter", "attack", "", "bandit", {8}}));
    // Within 2 of the AC: the target could take Total Defense (seed 002);
    // it takes the hit.
    ASSERT_TRUE(run(enc, Respond{false}));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("hp"), 4);
    // The bandit's attack on the charger: its AC 10 is 8 while charging.
    EXPECT_EQ(predicted(enc, "bandit", "fighter").check.need, 8);
    // The +2 was the Charge's own attack only.
    EXPECT_FALSE(has_modifier(predicted(enc, "fighter", "bandit"), "attack at the end of a Charge",
                              2, "\"Charge (Special)\""));
    // Only one attack comes with the Charge.
    EXPECT_NE(refused(enc, TakeAction{"fighter", "attack", "", "bandit", {8}}), "");
}

// Seed 002 "Charge (Special)": "making a melee or thrown ranged attack at
// the end of it": after a Charge, the archer's bow is refused, her thrown
// knife takes the +2.
TEST(AttackRolls, SidesChargeEndsInAMeleeOrThrownAttack) {
    Encounter enc = sides_duel(13);
    enc.find_unit("bandit")->cell = *parse_label("H8");
    enc.find_unit("fighter")->cell = *parse_label("A9");
    Unit& archer = *enc.find_unit("archer");
    archer.weapons = {Weapon{"Longbow", WeaponKind::Ranged, {{"damage", 3}, {"range", 20}}},
                      Weapon{"Knife", WeaponKind::Thrown, {{"damage", 2}, {"range", 4}}}};
    StartCombat start;
    start.setup.party = "party";
    start.rolls = {{"party", {6}}, {"bandits", {2}}};
    ASSERT_TRUE(run(enc, start));
    ASSERT_TRUE(run(enc, MoveUnit{"archer", *parse_label("H5"), {}, false, "charge"}));
    for (const std::string weapon : {"Longbow", "Knife"}) {
        AttackSituation s;
        s.action = "ranged_attack";
        s.weapon = weapon;
        auto p = predict(enc, *enc.find_unit("archer"), *enc.find_unit("bandit"), s);
        if (weapon == "Longbow") {
            ASSERT_FALSE(p.ok());
            EXPECT_EQ(p.reason(), "A Charge ends in a melee or thrown attack, not a shot (seed 002 "
                                  "\"Charge (Special)\")");
        } else {
            ASSERT_TRUE(p.ok()) << p.reason();
            EXPECT_TRUE(has_modifier(p.value(), "attack at the end of a Charge", 2,
                                     "\"Charge (Special)\""));
        }
    }
}

// Seed 002 "Charge (Special)": "move up to twice your normal movement rate
// in a straight line ... You must be able to charge at least 5'": a wall
// across the line refuses the Charge even where a way round is short
// enough; a plain move takes the way round.
TEST(AttackRolls, SidesChargeGoesInAStraightLine) {
    Encounter enc = sides_duel(13);
    enc.find_unit("bandit")->cell = *parse_label("H2");
    enc.find_unit("archer")->cell = *parse_label("J9");
    // A short wall between E2 and F2, across the row.
    enc.map.walls().push_back(Wall{{5.0, 1.0}, {5.0, 2.0}});
    StartCombat start;
    start.setup.party = "party";
    start.rolls = {{"party", {6}}, {"bandits", {2}}};
    ASSERT_TRUE(run(enc, start));
    EXPECT_EQ(refused(enc, MoveUnit{"fighter", *parse_label("G2"), {}, false, "charge"}),
              "A Charge goes in a straight line, and the line from B2 to G2 is blocked (a wall, "
              "a unit or impassable ground)");
    EXPECT_EQ(refused(enc, MoveUnit{"fighter", *parse_label("B2"), {}, false, "charge"}),
              "Fighter is already on B2"); // "at least 5'": not in place
    // The grid line to G4 passes below the wall: B2 C2 D3 E3 F4 G4.
    EXPECT_EQ(grid_line(*parse_label("B2"), *parse_label("G4")),
              (std::vector<Cell>{*parse_label("C2"), *parse_label("D3"), *parse_label("E3"),
                                 *parse_label("F4"), *parse_label("G4")}));
    ASSERT_TRUE(run(enc, MoveUnit{"fighter", *parse_label("G4"), {}, false, "charge"}));
    EXPECT_EQ(enc.find_unit("fighter")->cell, *parse_label("G4"));
    EXPECT_TRUE(has_condition(*enc.find_unit("fighter"), "charging"));
}

// Seed 002 "Attack Rolls" (Situation Mod): "You are shooting at a target you
// can't see but you know where they are. -4"
TEST(AttackOdds, SidesAnUnseenTargetAtAKnownPositionIsMinusFour) {
    Encounter enc = sides_duel(13);
    enc.find_unit("bandit")->conditions.insert("unseen");
    const AttackPrediction p = predicted(enc, "fighter", "bandit");
    EXPECT_TRUE(has_modifier(p, "target unseen at a known position", -4, "\"Situation Mod\""));
    EXPECT_EQ(p.hit(), (Chance{7, 20})); // 3 - 4 + n >= 13: n >= 14
}

// Seed 002 "Attack Rolls" (Situation Mod): "Your target is past your bow or
// thrown weapon's normal range, up to its maximum long range. -2".
TEST(AttackRolls, SidesLongRangeCostsTwoAndBeyondItNoShot) {
    Encounter enc = sides_duel(13);
    Unit& archer = *enc.find_unit("archer");
    archer.stats["range"] = 4; // a shortbow's 20 ft / 40 ft as squares
    archer.stats["long_range"] = 8;
    AttackSituation ranged;
    ranged.action = "ranged_attack";
    enc.find_unit("bandit")->cell = *parse_label("H6"); // 4 squares from H2
    auto near = predict(enc, archer, *enc.find_unit("bandit"), ranged);
    ASSERT_TRUE(near.ok()) << near.reason();
    EXPECT_FALSE(
        has_modifier(near.value(), "past the weapon's normal range", -2, "\"Attack Rolls\""));
    enc.find_unit("bandit")->cell = *parse_label("H9"); // 7 squares
    auto far = predict(enc, archer, *enc.find_unit("bandit"), ranged);
    ASSERT_TRUE(far.ok()) << far.reason();
    EXPECT_TRUE(
        has_modifier(far.value(), "past the weapon's normal range", -2, "\"Situation Mod\""));
    enc.find_unit("bandit")->cell = *parse_label("H11"); // 9 squares
    auto beyond = predict(enc, archer, *enc.find_unit("bandit"), ranged);
    ASSERT_FALSE(beyond.ok());
    EXPECT_EQ(beyond.reason(), "Bandit is 9 squares away, beyond Archer's long range of 8");
}

// Seed 002 "Shock": "A person using a shield ignores the first source of
// Shock they would normally suffer in a round."
TEST(AttackRolls, SidesAShieldIgnoresTheFirstShockOfTheRound) {
    Encounter enc =
        make_fight(RulesetId::Sides, {"party", "bandits"},
                   {{"fighter", "party", "B2", {{"attack", 3}, {"damage", 4}, {"shock", 2}}},
                    {"brute", "party", "C3", {{"attack", 3}, {"damage", 4}, {"shock", 2}}},
                    {"bandit", "bandits", "C2", {{"ac", 13}, {"hp", 8}}, {"Shield"}}});
    StartCombat start;
    start.setup.party = "party";
    start.rolls = {{"party", {6}}, {"bandits", {2}}};
    ASSERT_TRUE(run(enc, start));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    AttackPrediction p = predicted(enc, "fighter", "bandit");
    EXPECT_EQ(outcome(p, "miss")->damage, 0);
    EXPECT_NE(p.check.shock_note.find("shield ignores"), std::string::npos);
    ASSERT_TRUE(run(enc, TakeAction{"fighter", "attack", "", "bandit", {2}}));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("hp"), 8);
    // The second Shock of the round lands.
    EXPECT_EQ(outcome(predicted(enc, "brute", "bandit"), "miss")->damage, 2);
    ASSERT_TRUE(run(enc, TakeAction{"brute", "attack", "", "bandit", {2}}));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("hp"), 6);
    // A new round: the shield again.
    ASSERT_TRUE(run(enc, NextRound{}));
    EXPECT_EQ(outcome(predicted(enc, "fighter", "bandit"), "miss")->damage, 0);
}
