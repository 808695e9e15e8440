// sides grappling (issue 14; seed 002 "Grappling"), each case worked out by
// hand from entered dice: an attack roll (d20 + attack against AC), then an
// opposed d20 + STR check that the attacker must win outright.
#include "fight_builder.h"

#include "io/encounter_json.h"
#include "rules/grapple.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Roland (attack +2, STR +1, a d4 fist) on B2 next to the ogre (AC 10,
/// STR +2, 20 HP) on C2; the troll (2 x 2 squares, STR 0) on B3:C4 below
/// them; the party acts first.
Encounter grapple_fight() {
    Encounter enc = make_fight(
        RulesetId::Sides, {"party", "monsters"},
        {{"roland", "party", "B2", {{"attack", 2}, {"str", 1}, {"hp", 12}, {"damage_die", 4}}},
         {"ogre", "monsters", "C2", {{"ac", 10}, {"str", 2}, {"hp", 20}, {"damage_die", 6}}},
         {"troll", "monsters", "B3", {{"ac", 10}, {"hp", 30}}}});
    enc.find_unit("troll")->size = 2;
    start_sides(enc, "party", "monsters", "monsters");
    return enc;
}

Grapple grab(const std::string& unit, const std::string& target, EnteredRolls rolls) {
    Grapple g{unit, target};
    g.rolls = std::move(rolls);
    return g;
}

} // namespace

// "If the attacker wins, the defender is grappled ... neither attackers or
// defenders can move": 15 + 2 hits AC 10; 12 + 1 = 13 beats 5 + 2 = 7.
TEST(SidesGrapple, AHitAndAWonCheckHoldTheFoeAndNeitherMoves) {
    Encounter enc = grapple_fight();
    ASSERT_TRUE(
        run(enc, grab("roland", "ogre", {{"attack", {15}}, {"roland", {12}}, {"ogre", {5}}})));
    EXPECT_EQ(enc.combat.grappling.at("roland"), "ogre");
    EXPECT_TRUE(has_condition(*enc.find_unit("ogre"), "grappled"));
    EXPECT_TRUE(has_condition(*enc.find_unit("roland"), "grappling"));
    EXPECT_EQ(left(enc, "roland", "main"), 0); // a Main Action
    EXPECT_NE(refused(enc, move("roland", "B1")).find("is grappling Ogre and cannot move"),
              std::string::npos);
    // "An attacker can grapple only one target at a time."
    EXPECT_NE(refused(enc, override_of(grab("roland", "troll", {}))).find("one target"),
              std::string::npos);
    // Saved with the fight.
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().combat.grappling, enc.combat.grappling);
}

TEST(SidesGrapple, AMissOrATieHoldsNothing) {
    Encounter enc = grapple_fight();
    // 6 + 2 = 8 misses AC 10: no check is rolled.
    ASSERT_TRUE(run(enc, grab("roland", "ogre", {{"attack", {6}}})));
    EXPECT_TRUE(logged_part(enc, "The grapple misses"));
    EXPECT_TRUE(enc.combat.grappling.empty());
    // A tie (6 + 1 = 5 + 2) is not a win.
    Encounter tie = grapple_fight();
    ASSERT_TRUE(
        run(tie, grab("roland", "ogre", {{"attack", {15}}, {"roland", {6}}, {"ogre", {5}}})));
    EXPECT_TRUE(logged_part(tie, "Ogre slips the grapple"));
    EXPECT_FALSE(has_condition(*tie.find_unit("ogre"), "grappled"));
}

// "significantly larger ... -2": the troll is a square wider; 9 + 1 - 2 = 8
// does not beat 8 + 0.
TEST(SidesGrapple, ALargerFoeCostsTwo) {
    Encounter enc = grapple_fight();
    ASSERT_TRUE(
        run(enc, grab("roland", "troll", {{"attack", {15}}, {"roland", {9}}, {"troll", {8}}})));
    EXPECT_TRUE(logged_part(enc, "the opposed STR check (-2, a larger foe)"));
    EXPECT_TRUE(enc.combat.grappling.empty());
    EXPECT_EQ(size_penalty(*enc.find_unit("roland"), *enc.find_unit("troll")), -2);
    Unit huge = *enc.find_unit("troll");
    huge.size = 3;
    EXPECT_EQ(size_penalty(*enc.find_unit("roland"), huge), -4);
}

// "until they spend a Main Action and succeed in a new opposed check".
TEST(SidesGrapple, TheHeldBreaksFreeWithAMainActionAndAWonCheck) {
    Encounter enc = grapple_fight();
    ASSERT_TRUE(
        run(enc, grab("roland", "ogre", {{"attack", {15}}, {"roland", {12}}, {"ogre", {5}}})));
    ASSERT_TRUE(run(enc, Pass{"party"})); // the monsters' turn
    Grapple free{"ogre", "", "escape"};
    free.rolls = {{"ogre", {4}}, {"roland", {3}}}; // 4 + 2 = 6 beats 3 + 1 = 4
    ASSERT_TRUE(run(enc, free));
    EXPECT_TRUE(logged_part(enc, "Ogre breaks free of Roland"));
    EXPECT_TRUE(enc.combat.grappling.empty());
    EXPECT_FALSE(has_condition(*enc.find_unit("ogre"), "grappled"));
    EXPECT_FALSE(has_condition(*enc.find_unit("roland"), "grappling"));
    EXPECT_EQ(left(enc, "ogre", "main"), 0);
}

// The dice the UI asks the GM for (grapple_dice) are the ones the grapple
// reads: the faces entered under their keys, in their order, decide it.
TEST(SidesGrapple, TheDiceAskedForAreTheDiceRead) {
    Encounter enc = grapple_fight();
    const Grapple asked{"roland", "ogre"};
    const std::vector<EnteredDie> dice = grapple_dice(enc, asked);
    ASSERT_EQ(dice.size(), 3U);
    EXPECT_EQ(dice[0].key, "attack");
    EXPECT_EQ(dice[0].label, "Roland: the unarmed attack (d20)");
    EXPECT_EQ(dice[1].key, "roland");
    EXPECT_EQ(dice[1].label, "Roland: the opposed STR check (d20)");
    EXPECT_EQ(dice[2].key, "ogre");
    EXPECT_EQ(dice[2].label, "Ogre: the opposed STR check (d20)");
    EnteredRolls rolls;
    const int faces[3] = {15, 12, 5}; // a hit, then 13 against 7
    for (std::size_t i = 0; i < dice.size(); ++i) {
        EXPECT_EQ(dice[i].sides, 20);
        rolls[dice[i].key] = {faces[i]};
    }
    ASSERT_TRUE(run(enc, grab("roland", "ogre", rolls)));
    ASSERT_EQ(enc.combat.grappling.count("roland"), 1U);
    EXPECT_EQ(enc.combat.grappling.at("roland"), "ogre");
    // Breaking free asks for the held unit's check and its grappler's.
    const auto escape = grapple_dice(enc, Grapple{"ogre", "", "escape"});
    ASSERT_EQ(escape.size(), 2U);
    EXPECT_EQ(escape[0].key, "ogre");
    EXPECT_EQ(escape[1].key, "roland");
    EXPECT_EQ(escape[1].sides, 20);
    EXPECT_TRUE(grapple_dice(enc, Grapple{"roland", "", "release"}).empty());
}

// "the target is either moved 10ft along with them, or thrown 5ft and
// knocked prone. If they lose, the defender breaks free."
TEST(SidesGrapple, DraggedAlongThrownProneOrLost) {
    Encounter enc = grapple_fight();
    run(enc, override_of(SetCondition{"troll", "unconscious", true}));
    ASSERT_TRUE(
        run(enc, grab("roland", "ogre", {{"attack", {15}}, {"roland", {12}}, {"ogre", {5}}})));
    ASSERT_TRUE(run(enc, Pass{"party"}));
    ASSERT_TRUE(run(enc, Pass{"monsters"})); // round 2: the party again
    // Dragged: E2 is 3 squares from B2, too far.
    Grapple drag{"roland", "", "move", parse_label("E2")};
    EXPECT_NE(refused(enc, drag).find("not within 10 ft"), std::string::npos);
    // To D2, 2 squares east past the ogre; 12 + 1 beats 5 + 2: Roland
    // stands on D2 and the ogre is dragged into C2, the last square he
    // passed (where it already stood), next to him.
    drag.to = parse_label("D2");
    drag.rolls = {{"roland", {12}}, {"ogre", {5}}};
    ASSERT_TRUE(run(enc, override_of(drag)));
    EXPECT_EQ(to_label(enc.find_unit("roland")->cell), "D2");
    EXPECT_EQ(to_label(enc.find_unit("ogre")->cell), "C2");
    EXPECT_TRUE(logged_part(enc, "Roland drags Ogre to C2"));
    EXPECT_EQ(enc.combat.grappling.at("roland"), "ogre");
    // D1 then, 1 square: the ogre follows into D2, the square he left.
    drag.to = parse_label("D1");
    ASSERT_TRUE(run(enc, override_of(drag)));
    EXPECT_EQ(to_label(enc.find_unit("ogre")->cell), "D2");
    // Thrown 5 ft from D2 to E3: prone and free.
    Grapple toss{"roland", "", "throw", parse_label("E3")};
    toss.rolls = {{"roland", {12}}, {"ogre", {5}}};
    ASSERT_TRUE(run(enc, override_of(toss)));
    EXPECT_EQ(to_label(enc.find_unit("ogre")->cell), "E3");
    EXPECT_TRUE(has_condition(*enc.find_unit("ogre"), "prone"));
    EXPECT_TRUE(enc.combat.grappling.empty());
}

TEST(SidesGrapple, LosingTheDragFreesTheTarget) {
    Encounter enc = grapple_fight();
    ASSERT_TRUE(
        run(enc, grab("roland", "ogre", {{"attack", {15}}, {"roland", {12}}, {"ogre", {5}}})));
    Grapple toss{"roland", "", "throw", parse_label("D3")};
    toss.rolls = {{"roland", {2}}, {"ogre", {9}}}; // 3 against 11
    ASSERT_TRUE(run(enc, override_of(toss)));
    EXPECT_TRUE(logged_part(enc, "Ogre breaks free"));
    EXPECT_EQ(to_label(enc.find_unit("ogre")->cell), "C2");
    EXPECT_TRUE(enc.combat.grappling.empty());
}

// "nor can they fight with anything but unarmed attacks".
TEST(SidesGrapple, InAGrappleOnlyUnarmedAttacks) {
    Encounter enc = grapple_fight();
    Unit& r = *enc.find_unit("roland");
    r.weapons = {Weapon{"Longsword", WeaponKind::Melee, {{"damage_die", 8}}, {}},
                 Weapon{"Fist", WeaponKind::Unarmed, {{"damage_die", 2}}, {}}};
    ASSERT_TRUE(
        run(enc, grab("roland", "ogre", {{"attack", {15}}, {"roland", {12}}, {"ogre", {5}}})));
    TakeAction sword{"roland", "attack", {}, "ogre"};
    sword.weapon = "Longsword";
    EXPECT_NE(refused(enc, override_of(sword)).find("fights only unarmed"), std::string::npos);
    // Without a weapon named, the fist: 15 + 2 hits; the d2 shows 2.
    TakeAction punch{"roland", "attack", {}, "ogre", {15, 2}};
    ASSERT_TRUE(run(enc, override_of(punch)));
    EXPECT_EQ(enc.find_unit("ogre")->stats.at("hp"), 18);
}

// "At the end of each round in which a defender remains grappled, they
// suffer damage from each attacker as if hit with an unarmed attack."
TEST(SidesGrapple, EachRoundsEndTheHeldTakesAnUnarmedHit) {
    Encounter enc = grapple_fight();
    ASSERT_TRUE(
        run(enc, grab("roland", "ogre", {{"attack", {15}}, {"roland", {12}}, {"ogre", {5}}})));
    // Entered dice: the engine asks the GM for it.
    Encounter asked = enc;
    ASSERT_TRUE(run(asked, NextRound{}));
    EXPECT_TRUE(logged_part(asked, "Ogre is still grappled by Roland: it takes an unarmed hit's "
                                   "damage. Enter it as quick damage (seed 002 \"Grappling\")"));
    // Rolled dice: Roland's d4.
    ASSERT_TRUE(run(enc, SetDiceMode{"rng", 7}));
    ASSERT_TRUE(run(enc, NextRound{}));
    const int hp = enc.find_unit("ogre")->stats.at("hp");
    EXPECT_GE(hp, 16);
    EXPECT_LE(hp, 19);
    EXPECT_TRUE(logged_part(enc, "Ogre is still grappled by Roland at the round's end"));
}

// A hold ends with its grappler out of the fight, and every hold with the fight.
TEST(SidesGrapple, AHoldEndsWhenTheGrapplerFallsOrTheFightEnds) {
    Encounter enc = grapple_fight();
    ASSERT_TRUE(
        run(enc, grab("roland", "ogre", {{"attack", {15}}, {"roland", {12}}, {"ogre", {5}}})));
    Encounter ended = enc;
    ASSERT_TRUE(run(enc, SetCondition{"roland", "unconscious", true}));
    EXPECT_TRUE(enc.combat.grappling.empty());
    EXPECT_FALSE(has_condition(*enc.find_unit("ogre"), "grappled"));
    ASSERT_TRUE(run(ended, EndCombat{}));
    EXPECT_FALSE(has_condition(*ended.find_unit("ogre"), "grappled"));
    EXPECT_FALSE(has_condition(*ended.find_unit("roland"), "grappling"));
}
