// phases Bull Rush (seed 000 "Special Combat Maneuvers"; RULESETS.md
// `phases`; issue 6 acceptance 1 and 2).
#include "fight_builder.h"
#include "test_helpers.h"

#include "io/encounter_json.h"
#include "rules/forced_movement.h"

#include <fstream>
#include <sstream>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

Encounter load(const std::string& rel) {
    std::ifstream in(std::string(SKIRMISH_SOURCE_DIR) + "/" + rel);
    std::stringstream text;
    text << in.rdbuf();
    auto enc = io::read_encounter(text.str());
    EXPECT_TRUE(enc.ok()) << rel;
    return enc ? std::move(enc).value() : Encounter{};
}

/// A two-unit rush: the attacker on B2 rushes the defender on B3.
Encounter rush_duel(std::vector<std::string> attacker_specials = {}, int defender_size = 1) {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"attacker", "red", "B2", {{"combat", 2}}, attacker_specials},
                                {"defender", "blue", "B3", {{"combat", 1}}}});
    enc.find_unit("defender")->size = defender_size;
    return enc;
}

} // namespace

// "Attacker in C1 attempts to bull rush a unit in C8 ... C8 is dodging, B8
// and D8 are not. Attacker moves to C7 ... they lost their remaining move.
// Attacker uses Bull Rush for their action. Defender in C8 is dodging, so
// they automatically lose. C8 is moved to C9, and Attacker now occupies C8."
TEST(BullRush, TheSeedsExampleEndToEnd) {
    Encounter enc = load("resources/encounters/bull-rush.skirmish");
    ASSERT_TRUE(run(enc, red_attacks()));
    ASSERT_TRUE(run(enc, move("attacker", "C7")));
    EXPECT_EQ(left(enc, "attacker", "move"), 0);
    EXPECT_FALSE(refused(enc, move("attacker", "B6")).empty()); // the move is gone
    const auto draws = enc.combat.position;
    ASSERT_TRUE(run(enc, BullRush{"attacker", at("C8")}));
    EXPECT_EQ(cell_of(enc, "c8"), at("C9"));
    EXPECT_EQ(cell_of(enc, "attacker"), at("C8"));
    EXPECT_EQ(cell_of(enc, "b8"), at("B8"));
    EXPECT_EQ(cell_of(enc, "d8"), at("D8"));
    EXPECT_EQ(left(enc, "attacker", "action"), 0);
    EXPECT_EQ(enc.combat.position, draws); // a dodging defender loses without a roll
}

// "If there were non-dodging units in B7 and D7, attacker would lose their
// remaining move when they entered C6, and would thus not be in range."
TEST(BullRush, TheVariantStopsAtC6OutOfReach) {
    Encounter enc = load("resources/encounters/bull-rush-variant.skirmish");
    ASSERT_TRUE(run(enc, red_attacks()));
    EXPECT_NE(refused(enc, move("attacker", "C7")).find("C6"), std::string::npos);
    ASSERT_TRUE(run(enc, move("attacker", "C6")));
    EXPECT_NE(refused(enc, BullRush{"attacker", at("C8")}).find("not next to"), std::string::npos);
    EXPECT_EQ(cell_of(enc, "c8"), at("C8"));
}

TEST(BullRush, ATieFailsAndNothingMoves) {
    Encounter enc = rush_duel();
    ASSERT_TRUE(run(enc, red_attacks()));
    run(enc, SetDiceMode{"entered"});
    BullRush rush{"attacker", at("B3"), {{"attacker", {3, 4}}, {"defender", {5, 2}}}};
    ASSERT_TRUE(run(enc, rush));
    EXPECT_EQ(cell_of(enc, "attacker"), at("B2"));
    EXPECT_EQ(cell_of(enc, "defender"), at("B3"));
    EXPECT_EQ(left(enc, "attacker", "action"), 0); // the Action is spent all the same
    EXPECT_EQ(enc.log.back().text, "The Bull Rush fails: nothing moves");
}

TEST(BullRush, BeatingTheRollPushesStraightBack) {
    Encounter enc = rush_duel();
    ASSERT_TRUE(run(enc, red_attacks()));
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(
        run(enc, BullRush{"attacker", at("B3"), {{"attacker", {4, 4}}, {"defender", {5, 2}}}}));
    EXPECT_EQ(cell_of(enc, "defender"), at("B4"));
    EXPECT_EQ(cell_of(enc, "attacker"), at("B3"));
}

// "Bull Rush is treated like an attack"; "Any attack against a Calm unit
// breaks the Calm ... even if the attack has no effect": a Calm defender
// wakes whether the rush fails (a tie) or pushes it.
TEST(BullRush, ARushBreaksTheDefendersCalm) {
    for (const bool pushed : {false, true}) {
        Encounter enc = rush_duel();
        enc.units.push_back(enc.units.back());
        enc.units.back().id = "lookout";
        enc.units.back().name = "Lookout";
        enc.units.back().cell = at("J9"); // awake: blue does not all stand Calm
        ASSERT_TRUE(run(enc, red_attacks()));
        run(enc, SetDiceMode{"entered"});
        ASSERT_TRUE(run(enc, SetCondition{"defender", "calm", true}));
        ASSERT_TRUE(run(enc, BullRush{"attacker",
                                      at("B3"),
                                      {{"attacker", {4, pushed ? 4 : 3}}, {"defender", {5, 2}}}}));
        EXPECT_FALSE(has_condition(*enc.find_unit("defender"), "calm"));
        EXPECT_TRUE(logged(enc, "The attack breaks Defender's Calm"));
        EXPECT_EQ(cell_of(enc, "defender"), at(pushed ? "B4" : "B3"));
    }
}

// "Bull Rush is treated like an attack" and "Dodge: Get Defense +3 against
// 1 attack / level": a defender whose Dodge is spent on this round's
// attacks no longer loses unrolled, and the rush itself spends it.
TEST(BullRush, ADodgeHoldsAgainstOneAttackPerLevelAndTheRushIsOne) {
    // Spent by the archer's attack: the defender rolls, and a tie fails.
    Encounter enc = rush_duel();
    enc.find_unit("defender")->conditions.insert("dodging");
    enc.units.push_back(enc.units.front());
    enc.units.back().id = "archer";
    enc.units.back().name = "Archer";
    enc.units.back().cell = at("A3");
    ASSERT_TRUE(run(enc, red_attacks()));
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(run(enc, act("archer", "attack", "defender")));
    ASSERT_TRUE(
        run(enc, BullRush{"attacker", at("B3"), {{"attacker", {3, 4}}, {"defender", {5, 2}}}}));
    EXPECT_TRUE(logged(enc, "Defender's Dodge is spent on this round's attacks: it rolls"));
    EXPECT_EQ(cell_of(enc, "defender"), at("B3"));

    // Fresh, it loses unrolled; the rush counts, so the archer's attack
    // after it meets no Dodge.
    Encounter fresh = rush_duel();
    fresh.find_unit("defender")->conditions.insert("dodging");
    ASSERT_TRUE(run(fresh, red_attacks()));
    ASSERT_TRUE(run(fresh, BullRush{"attacker", at("B3")}));
    EXPECT_EQ(cell_of(fresh, "defender"), at("B4"));
    EXPECT_EQ(fresh.combat.turn_of("defender")->mark("attacked"), 1);
    const AttackPrediction p = predicted(fresh, "attacker", "defender");
    EXPECT_TRUE(std::any_of(p.check.modifiers.begin(), p.check.modifiers.end(), [](auto& m) {
        return m.what.find("Dodge: spent on 1 attack(s) this round") != std::string::npos;
    }));
}

TEST(BullRush, HeavyAndMultiSquareUnitsRollMoreDice) {
    Encounter enc = rush_duel({"Heavy"}, 2);
    ASSERT_TRUE(run(enc, red_attacks()));
    EXPECT_EQ(bull_rush_dice(*enc.find_unit("attacker")), 3);
    EXPECT_EQ(bull_rush_dice(*enc.find_unit("defender")), 5); // 2d6 + 3 squares more
    run(enc, SetDiceMode{"entered"});
    const std::string why = refused(
        enc, BullRush{"attacker", at("B3"), {{"attacker", {6, 6}}, {"defender", {1, 1, 1, 1, 1}}}});
    EXPECT_NE(why.find("3 values"), std::string::npos) << why;
    ASSERT_TRUE(run(
        enc,
        BullRush{"attacker", at("B3"), {{"attacker", {6, 6, 6}}, {"defender", {1, 1, 1, 1, 1}}}}));
    EXPECT_EQ(cell_of(enc, "defender"), at("B4"));
    EXPECT_EQ(cell_of(enc, "attacker"), at("B3"));
}

TEST(BullRush, AnAgileAttackerIsRefused) {
    Encounter enc = rush_duel({"Agile"});
    ASSERT_TRUE(run(enc, red_attacks()));
    EXPECT_NE(refused(enc, BullRush{"attacker", at("B3")}).find("Agile"), std::string::npos);
}

TEST(BullRush, AlliesAreDisplacedToMakeRoom) {
    // The defender on B3 is hemmed in by its allies, the attacker's allies
    // and the map's edge: the ally straight back (B4) makes room.
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"attacker", "red", "B2", {{"combat", 2}}},
                                {"defender", "blue", "B3", {{"combat", 1}}},
                                {"r1", "red", "A2"},
                                {"r2", "red", "C2"},
                                {"a1", "blue", "A3"},
                                {"a2", "blue", "A4"},
                                {"a3", "blue", "B4"},
                                {"a4", "blue", "C4"},
                                {"a5", "blue", "C3"}},
                               3, 6);
    ASSERT_TRUE(run(enc, red_attacks()));
    auto plan = bull_rush_plan(enc, "attacker", at("B3"));
    ASSERT_TRUE(plan.ok()) << plan.reason();
    EXPECT_EQ(plan.value().allies_moved, 1);
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(
        run(enc, BullRush{"attacker", at("B3"), {{"attacker", {6, 6}}, {"defender", {1, 1}}}}));
    EXPECT_EQ(cell_of(enc, "defender"), at("B4"));
    EXPECT_EQ(cell_of(enc, "a3"), at("B5"));
    EXPECT_EQ(cell_of(enc, "attacker"), at("B3"));
}

TEST(BullRush, NoValidArrangementFailsAndChangesNothing) {
    // The defender is boxed in by the attacker's side on a 3x3 map.
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"attacker", "red", "B1", {{"combat", 2}}},
                                {"defender", "blue", "B2", {{"combat", 1}}},
                                {"r1", "red", "A1"},
                                {"r2", "red", "C1"},
                                {"r3", "red", "A2"},
                                {"r4", "red", "C2"},
                                {"r5", "red", "A3"},
                                {"r6", "red", "B3"},
                                {"r7", "red", "C3"}},
                               3, 3);
    ASSERT_TRUE(run(enc, red_attacks()));
    const std::string before = io::write_encounter(enc);
    EXPECT_NE(refused(enc, BullRush{"attacker", at("B2")}).find("No valid square"),
              std::string::npos);
    EXPECT_EQ(io::write_encounter(enc), before);
}

TEST(ContestSquare, TwoUnitsRollAndTheWinnerEntersWithoutSpendingTheAction) {
    Encounter enc = make_fight(
        RulesetId::Phases, {"red", "blue"},
        {{"knight", "red", "B2", {{"combat", 2}}}, {"orc", "blue", "D2", {{"combat", 2}}}});
    StartCombat s;
    s.setup.initiator = "red";
    ASSERT_TRUE(run(enc, s)); // phase 2: the knight's Move, the orc's delayed one
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(
        run(enc, ContestSquare{"knight", "orc", at("C2"), {{"knight", {5, 5}}, {"orc", {1, 2}}}}));
    EXPECT_EQ(cell_of(enc, "knight"), at("C2"));
    EXPECT_EQ(left(enc, "knight", "action"), 1);
    // "A unit's move drops to 0 if it moves into a square that is adjacent
    // to an enemy unit": entering C2, next to the orc, was the knight's
    // Move; the orc, which did not move, keeps its delayed one.
    EXPECT_TRUE(logged(enc, "Knight enters C2: its Move is spent"));
    EXPECT_EQ(left(enc, "knight", "move"), 0);
    EXPECT_EQ(left(enc, "orc", "delayed_move"), 1);
    EXPECT_NE(refused(enc, move("knight", "C3")), "");
}

// Settled: two Heavy units carrying a Heavy one move together ("Carrying"),
// so neither contests a square alone: the winner would leave its partner.
TEST(ContestSquare, ACarryingPairContestsNoSquare) {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"knight", "red", "B2", {{"combat", 2}}, {"Heavy"}},
                                {"porter", "red", "B4", {{"combat", 2}}, {"Heavy"}},
                                {"ogre", "red", "A3", {{"combat", 2}}, {"Heavy"}},
                                {"orc", "blue", "D2", {{"combat", 2}}}});
    StartCombat s;
    s.setup.initiator = "red";
    ASSERT_TRUE(run(enc, s));
    enc.combat.carrying = {{"knight", "ogre"}, {"porter", "ogre"}};
    EXPECT_EQ(refused(enc, ContestSquare{"knight", "orc", at("C2"), {}}),
              "Knight carries with Porter: a carrying pair moves together and contests no square");
}
