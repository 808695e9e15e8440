// The phases attack (seed 000 "Combat Modifiers", "Specials", "Status
// Effects", "Carrying", "Subdue"; issue 13): no attack roll, effective
// Combat and Defense shown with their modifiers, the GM's hits; Subdue's
// d6 table and Fatigue turned into lost Hits.
#include "fight_builder.h"

#include "rules/attack_prediction.h"
#include "rules/attack_rules.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// An orc (Combat 4, 5 damage) next to a knight (Defense 5, 10 Hits).
Encounter duel() {
    return make_fight(RulesetId::Phases, {"orcs", "knights"},
                      {{"orc", "orcs", "B2", {{"combat", 4}, {"damage", 5}, {"hits", 8}}},
                       {"knight", "knights", "C2", {{"combat", 3}, {"defense", 5}, {"hits", 10}}},
                       {"archer", "orcs", "J9", {{"combat", 2}, {"damage", 3}}}});
}

bool logged(const TurnContext& ctx, const std::string& text) {
    return std::any_of(ctx.log.begin(), ctx.log.end(),
                       [&](const LogEntry& e) { return e.text == text; });
}

} // namespace

// "Elite: Unit gains +1 Combat, +2 Defense"; "Block : Get Defense +3 and
// Combat -2"; "Mighty Blow : Get Combat +3 and Defense -2"; "a unit cannot
// reduce their effective Combat or Defense below 1".
TEST(PhasesAttack, EffectiveCombatAndDefenseWithTheirRules) {
    Encounter enc = duel();
    AttackPrediction p = predicted(enc, "orc", "knight");
    EXPECT_FALSE(p.check.rolled);
    EXPECT_EQ(p.check.comparison,
              "Combat 4 against Defense 5: the seed has no attack roll, the GM enters the hits "
              "(seed 000 \"Special Combat Maneuvers\")");
    enc.find_unit("orc")->specials.insert("Elite");
    enc.find_unit("orc")->conditions.insert("mighty blow");
    enc.find_unit("knight")->conditions.insert("block");
    p = predicted(enc, "orc", "knight");
    EXPECT_EQ(p.check.comparison.substr(0, 25), "Combat 8 against Defense ");
    EXPECT_NE(p.check.comparison.find("Defense 8"), std::string::npos);
    const bool cited = std::any_of(p.check.modifiers.begin(), p.check.modifiers.end(), [](auto& m) {
        return m.what == "Block: Defense +3" && m.on_target &&
               m.source == "seed 000 \"Combat Modifiers\"";
    });
    EXPECT_TRUE(cited);
    // Mighty Blow on a Defense 1 knight: not below 1.
    enc.find_unit("knight")->conditions = {"mighty blow"};
    enc.find_unit("knight")->stats["defense"] = 1;
    EXPECT_NE(predicted(enc, "orc", "knight").check.comparison.find("Defense 1"),
              std::string::npos);
}

// "Immobilized units defense cannot receive bonuses to their Defense, and
// receive a -2 Immobilization Penalty"; "Incapacitated units have a 0
// Defense, which cannot be modified."
TEST(PhasesAttack, ImmobilizedAndIncapacitatedDefense) {
    Encounter enc = duel();
    enc.find_unit("knight")->conditions = {"immobilized", "block"};
    EXPECT_NE(predicted(enc, "orc", "knight").check.comparison.find("Defense 3"),
              std::string::npos);
    enc.find_unit("knight")->conditions = {"incapacitated", "block"};
    EXPECT_NE(predicted(enc, "orc", "knight").check.comparison.find("Defense 0"),
              std::string::npos);
}

// "Subdue: Any unit that is adjacent to an enemy unit can choose to use a
// Subdue Attack ... inflict Fatigue damage ... a single d6 is rolled: 1-3:
// Attack does 1/2 Fatigue damage. 4-5: Attack does Full Fatigue damage. 6:
// Attack does full normal damage."
TEST(PhasesAttack, SubdueRollsItsTable) {
    Encounter enc = duel();
    const AttackPrediction p = predicted(enc, "orc", "knight", "subdue");
    const auto chance = [&](const std::string& name) {
        for (const OutcomeOdds& o : p.outcomes) {
            if (o.outcome == name) {
                return o.chance;
            }
        }
        return Chance{};
    };
    EXPECT_EQ(chance("half Fatigue"), (Chance{1, 2}));
    EXPECT_EQ(chance("full Fatigue"), (Chance{1, 3}));
    EXPECT_EQ(chance("full normal damage"), (Chance{1, 6}));
    EXPECT_EQ(p.damage.at(5), (Chance{1, 6})); // hit points: only the 6
    EXPECT_EQ(p.damage.at(0), (Chance{5, 6}));
    EXPECT_FALSE(predict(enc, *enc.find_unit("archer"), *enc.find_unit("knight"),
                         AttackSituation{nullptr, "subdue"})
                     .ok());

    TurnContext ctx(enc, false);
    ASSERT_TRUE(resolve_attack(ctx, "orc", "knight", {2}, std::nullopt, false, "subdue").ok());
    EXPECT_EQ(stat_of(*ctx.unit("knight"), "fatigue"), 2); // half of 5, rounded down
    EXPECT_TRUE(logged(ctx, "Knight takes 2 fatigue (half Fatigue; fatigue 2)"));
    ASSERT_TRUE(resolve_attack(ctx, "orc", "knight", {5}, std::nullopt, false, "subdue").ok());
    EXPECT_EQ(stat_of(*ctx.unit("knight"), "fatigue"), 7);
    EXPECT_EQ(stat_of(*ctx.unit("knight"), "hits"), 10);
    // "Any time a unit with Fatigue takes normal damage, all fatigue damage
    // is converted immediately to lost Hits": the 6 does 5 normal damage.
    ASSERT_TRUE(resolve_attack(ctx, "orc", "knight", {6}, std::nullopt, false, "subdue").ok());
    EXPECT_EQ(stat_of(*ctx.unit("knight"), "hits"), 0); // 10 - 5 - 7
    EXPECT_EQ(stat_of(*ctx.unit("knight"), "fatigue"), 0);
    EXPECT_TRUE(has_condition(*ctx.unit("knight"), "croaked"));
    EXPECT_TRUE(logged(ctx, "Knight's 7 Fatigue become lost Hits (hits 0)"));
}

// seed 000 "Combat Modifiers": "Dodge: Get Defense +3 against 1 attack /
// level." The knight (level 1) dodges the orc's first attack of the round,
// not a second; with level 2, two; a new round brings it back.
TEST(PhasesAttack, DodgeHoldsAgainstOneAttackPerLevelEachRound) {
    for (const int level : {1, 2}) {
        Encounter enc = duel();
        Unit& knight = *enc.find_unit("knight");
        knight.conditions.insert("dodging");
        knight.stats["level"] = level;
        StartCombat s;
        s.setup.initiator = "orcs";
        ASSERT_TRUE(run(enc, s));
        EXPECT_NE(predicted(enc, "orc", "knight").check.comparison.find("Defense 8"),
                  std::string::npos);
        ASSERT_TRUE(run(enc, act("orc", "attack", "knight")));
        const std::string second = predicted(enc, "orc", "knight").check.comparison;
        EXPECT_NE(second.find(level == 1 ? "Defense 5" : "Defense 8"), std::string::npos) << second;
        ASSERT_TRUE(run(enc, NextRound{}));
        EXPECT_NE(predicted(enc, "orc", "knight").check.comparison.find("Defense 8"),
                  std::string::npos);
    }
}

// seed 000 "Combat Modifiers": "Guard : ... Any adjacent ally gains +3
// Defense against any opponent that is adjacent to the Guarding unit";
// Interpose alike. A squire on Guard at C3 stands next to the knight and
// the orc; at D3 it is not next to the orc.
TEST(PhasesAttack, AGuardingAllyNextToTheAttackerGivesThreeDefense) {
    for (const char* modifier : {"guard", "interpose"}) {
        for (const char* square : {"C3", "D3"}) {
            Encounter enc = duel();
            Unit squire{"squire", "Squire", "knights", *parse_label(square)};
            squire.conditions = {modifier};
            enc.units.push_back(squire);
            const std::string comparison = predicted(enc, "orc", "knight").check.comparison;
            const bool next_to_orc = std::string(square) == "C3";
            EXPECT_NE(comparison.find(next_to_orc ? "Defense 8" : "Defense 5"), std::string::npos)
                << modifier << " " << square << ": " << comparison;
        }
    }
}

// "Elevation: Unit who are at a higher elevation than their opponents
// receive a +4 Elevation Defense Bonus per elevation level difference, and
// cannot be targeted by Assault or Strike actions" (seed 000 "Situational
// Modifiers"). The knight on C2 stands on a wall at level 2.
TEST(PhasesAttack, ElevationDefendsAndStopsMeleeFromBelow) {
    Encounter enc = duel();
    enc.map.set_elevation(Cell{2, 1}, 2);
    // Fire from below: Defense 5 + 8.
    const AttackPrediction fire = predicted(enc, "archer", "knight", "fire");
    EXPECT_NE(fire.check.comparison.find("against Defense 13"), std::string::npos)
        << fire.check.comparison;
    const bool cited =
        std::any_of(fire.check.modifiers.begin(), fire.check.modifiers.end(), [](auto& m) {
            return m.value == 8 && m.on_target &&
                   m.source == "seed 000 \"Situational Modifiers\"" &&
                   m.what == "Elevation: 2 levels above the attacker: Defense +8";
        });
    EXPECT_TRUE(cited);
    // A melee Attack or a Subdue from below is refused, with the section.
    for (const char* action : {"attack", "subdue"}) {
        auto melee = predict(enc, *enc.find_unit("orc"), *enc.find_unit("knight"),
                             AttackSituation{.action = action});
        ASSERT_FALSE(melee.ok()) << action;
        EXPECT_EQ(melee.reason(),
                  "Knight stands 2 levels above Orc: a higher unit cannot be attacked in melee, "
                  "only by Fire or a spell (seed 000 \"Situational Modifiers\", Elevation)");
    }
    // From above, the orc below gets nothing and may be attacked.
    const AttackPrediction down = predicted(enc, "knight", "orc");
    EXPECT_EQ(down.check.comparison.substr(0, 27), "Combat 3 against Defense 0:");
    // One level: +4.
    enc.map.set_elevation(Cell{2, 1}, 1);
    EXPECT_NE(predicted(enc, "archer", "knight", "fire").check.comparison.find("Defense 9"),
              std::string::npos);
    // On the same level: nothing.
    enc.map.set_elevation(Cell{1, 1}, 1);
    EXPECT_NE(predicted(enc, "orc", "knight").check.comparison.find("against Defense 5"),
              std::string::npos);
}

// "Skeletal: Unit is Uncroaked. Unit gains +6 Skeletal Defense vs. Fire
// Attacks" (seed 000 "Specials"): against Fire only.
TEST(PhasesAttack, SkeletalDefendsAgainstFireOnly) {
    Encounter enc = duel();
    enc.find_unit("knight")->specials.insert("Skeletal");
    EXPECT_NE(
        predicted(enc, "archer", "knight", "fire").check.comparison.find("against Defense 11"),
        std::string::npos);
    EXPECT_NE(predicted(enc, "orc", "knight").check.comparison.find("against Defense 5"),
              std::string::npos);
}

// "Beast: Unit is a beast. Regardless of hits, Beasts may be instantly
// croaked by any unit on their same side by spending an action" (seed 000
// "Specials").
TEST(PhasesAttack, AnyUnitOfItsSideMayCroakABeast) {
    Encounter enc = make_fight(RulesetId::Phases, {"orcs", "knights"},
                               {{"handler", "orcs", "B2", {{"combat", 4}}},
                                {"wolf", "orcs", "H8", {{"combat", 2}, {"hits", 9}}},
                                {"grunt", "orcs", "C2", {{"combat", 4}}},
                                {"bear", "knights", "J2", {{"combat", 1}}}});
    enc.find_unit("wolf")->specials.insert("Beast");
    enc.find_unit("bear")->specials.insert("Beast");
    StartCombat start;
    start.setup.initiator = "orcs";
    ASSERT_TRUE(run(enc, start));
    TakeAction croak;
    croak.unit = "handler";
    croak.action = "croak_beast";
    croak.target = "grunt";
    EXPECT_EQ(refused(enc, croak), "Grunt is not a Beast (Croak a Beast)");
    croak.target = "bear";
    EXPECT_EQ(refused(enc, croak), "Bear is not an ally of Handler");
    croak.target = "wolf";
    ASSERT_TRUE(run(enc, croak));
    EXPECT_TRUE(has_condition(*enc.find_unit("wolf"), "croaked"));
    // "Regardless of hits": its 9 Hits are gone too, as for any croaked unit
    // (so the next heal of a point does not leave it croaked with Hits).
    EXPECT_EQ(enc.find_unit("wolf")->stats.at("hits"), 0);
}
