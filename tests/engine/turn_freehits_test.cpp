// freehits turn order (seed 001 "Initiative/Initiating", "A turn = 1AA, 1MA,
// 2BA", "Prone", "Free Hits").
#include "fight_builder.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

Encounter agility_fight() {
    return make_fight(RulesetId::Freehits, {"heroes", "bandits"},
                      {{"ana", "heroes", "B2", {{"agility", 3}}},
                       {"bram", "heroes", "C2", {{"agility", 1}}},
                       {"cutter", "bandits", "B10", {{"agility", 2}}},
                       {"dunk", "bandits", "C10", {{"agility", 0}}}});
}

StartCombat started_by(const std::string& unit) {
    StartCombat s;
    s.setup.initiator = "bandits";
    s.setup.initiating_unit = unit;
    return s;
}

/// The units in the order they get their turns this round.
std::vector<std::string> turns_this_round(Encounter& enc) {
    std::vector<std::string> out;
    const int round = enc.combat.round;
    while (enc.combat.round == round && out.size() < 10) {
        out.push_back(enc.combat.acting);
        run(enc, end_turn());
    }
    return out;
}

} // namespace

// "the character with the highest Agility modifier ... goes first ...
// if someone initiates combat by attacking before the battle officially
// starts, they are placed last in the initiative lineup".
TEST(FreehitsTurns, AgilityOrderWithTheInitiatorLast) {
    Encounter enc = agility_fight();
    ASSERT_TRUE(run(enc, started_by("cutter")));
    EXPECT_EQ(enc.combat.order, (std::vector<std::string>{"ana", "bram", "dunk", "cutter"}));
    EXPECT_EQ(turns_this_round(enc), (std::vector<std::string>{"ana", "bram", "dunk", "cutter"}));
    EXPECT_EQ(enc.combat.acting, "ana"); // round 2, same order
}

TEST(FreehitsTurns, WithoutAnInitiatorTheOrderIsByAgility) {
    Encounter enc = agility_fight();
    ASSERT_TRUE(run(enc, StartCombat{}));
    EXPECT_EQ(enc.combat.order, (std::vector<std::string>{"ana", "cutter", "bram", "dunk"}));
}

// "during combat, a character may choose to delay their turn in the
// initiative lineup for the round."
TEST(FreehitsTurns, ADelayedTurnComesLaterInTheRound) {
    Encounter enc = agility_fight();
    ASSERT_TRUE(run(enc, started_by("cutter")));
    run(enc, Delay{"ana", "turn", "bram"});
    EXPECT_EQ(enc.combat.acting, "bram");
    EXPECT_NE(refused(enc, act("ana", "attack")).find("Bram's turn"), std::string::npos);
    EXPECT_EQ(turns_this_round(enc), (std::vector<std::string>{"bram", "ana", "dunk", "cutter"}));
    // Next round the lineup is by Agility again.
    EXPECT_EQ(enc.combat.acting, "ana");
    run(enc, act("ana", "attack"));
    EXPECT_NE(refused(enc, Delay{"ana", "turn"}).find("already acted"), std::string::npos);
}

TEST(FreehitsTurns, ATurnIsOneAaOneMaTwoBaAndBonusActionsAddTwoSpaces) {
    Encounter enc = agility_fight();
    ASSERT_TRUE(run(enc, started_by("cutter")));
    EXPECT_EQ(left(enc, "ana", "aa"), 1);
    EXPECT_EQ(left(enc, "ana", "ma"), 1);
    EXPECT_EQ(left(enc, "ana", "ba"), 2);
    EXPECT_EQ(left(enc, "ana", "free_hits"), 4); // Agility 3 + 1
    EXPECT_EQ(left(enc, "dunk", "free_hits"), 1);
    run(enc, move("ana", "B5")); // 3 of the MA's 6 spaces
    EXPECT_EQ(left(enc, "ana", "ma"), 0);
    run(enc, move("ana", "B9")); // 4 more: the 3 left and one BA
    EXPECT_EQ(left(enc, "ana", "ba"), 1);
    run(enc, act("ana", "attack"));
    EXPECT_NE(refused(enc, act("ana", "attack")).find("AA"), std::string::npos);
    run(enc, act("ana", "boost_damage"));
    EXPECT_FALSE(refused(enc, act("ana", "boost_accuracy")).empty());
}

// "Standing up can be done regardless of whether it is your turn, but it
// consumes the action you chose to use from your next turn."
TEST(FreehitsTurns, StandingUpOffTurnSpendsAnActionOfTheNextTurn) {
    Encounter enc = agility_fight();
    enc.find_unit("dunk")->conditions.insert("prone");
    ASSERT_TRUE(run(enc, started_by("cutter")));
    run(enc, TakeAction{"dunk", "stand_up", "ma"}); // on Ana's turn
    EXPECT_FALSE(enc.find_unit("dunk")->conditions.contains("prone"));
    EXPECT_EQ(summarize_turn(enc).budgets.at("dunk").at("ma"), 0); // its turn to come
    EXPECT_EQ(summarize_turn(enc).budgets.at("dunk").at("aa"), 1);
    run(enc, end_turn()); // Ana
    run(enc, end_turn()); // Bram
    EXPECT_EQ(enc.combat.acting, "dunk");
    EXPECT_EQ(left(enc, "dunk", "ma"), 0);
    EXPECT_EQ(left(enc, "dunk", "aa"), 1);
}

// Seed 001 "Prone": "While prone you ... move 1/3 of your movement", the
// Bonus Actions' 2 spaces as much as the Move Action's 6: prone Ana has
// (6 + 2 + 2) / 3 = 3 spaces, not 6 / 3 + 2 + 2. One square costs her 3 of
// her Move Action's 6; standing up (a Bonus Action), the other 3 and her
// last Bonus Action's 2 are whole again: 5 squares.
TEST(FreehitsTurns, AProneUnitMovesAThirdOfItsBonusActionSpacesToo) {
    Encounter enc = agility_fight();
    enc.find_unit("ana")->conditions.insert("prone");
    enc.find_unit("bram")->cell = *parse_label("C5"); // out of her row
    ASSERT_TRUE(run(enc, started_by("cutter")));
    EXPECT_EQ(refused(enc, move("ana", "F2")), "F2 costs 4 squares; Ana has 3");
    ASSERT_TRUE(run(enc, move("ana", "C2")));
    EXPECT_EQ(left(enc, "ana", "ma"), 0);
    EXPECT_EQ(left(enc, "ana", "ba"), 2);
    ASSERT_TRUE(run(enc, TakeAction{"ana", "stand_up", "ba"}));
    EXPECT_EQ(left(enc, "ana", "ba"), 1);
    EXPECT_EQ(refused(enc, move("ana", "I2")), "I2 costs 6 squares; Ana has 5");
    ASSERT_TRUE(run(enc, move("ana", "H2")));
    EXPECT_EQ(left(enc, "ana", "ba"), 0);
}

// Seed 001 "Feats": "Athlete: gain 2 more movement spaces." Ana's Move
// Action covers 6 + 2 = 8 spaces, so B2 to J2 leaves both Bonus Actions.
TEST(FreehitsTurns, AnAthleteMovesTwoMoreSpaces) {
    Encounter enc = agility_fight();
    enc.find_unit("ana")->specials.insert("Athlete");
    ASSERT_TRUE(run(enc, started_by("cutter")));
    ASSERT_TRUE(run(enc, move("ana", "J2")));
    EXPECT_EQ(left(enc, "ana", "ma"), 0);
    EXPECT_EQ(left(enc, "ana", "ba"), 2);
    // Without the feat the same move takes a Bonus Action as well.
    Encounter plain = agility_fight();
    ASSERT_TRUE(run(plain, started_by("cutter")));
    ASSERT_TRUE(run(plain, move("ana", "J2")));
    EXPECT_EQ(left(plain, "ana", "ba"), 1);
}

// seed 001 "Summoning Sickness": "a summoned unit cannot take actions or
// dodge during the first round after it is summoned". The GM marks it
// summoned; its turn comes and goes without actions, attacks on it hit on
// 5 whatever its Agility, and the next round it acts.
TEST(FreehitsTurns, ASummonedUnitCannotActOrDodgeInItsFirstRound) {
    Encounter enc = agility_fight();
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_TRUE(run(enc, SetCondition{"bram", "summoned", true}));
    EXPECT_EQ(predicted(enc, "ana", "bram").check.need, 5);
    while (enc.combat.acting != "bram") {
        ASSERT_TRUE(run(enc, end_turn()));
    }
    const std::string why = refused(enc, act("bram", "attack", "cutter"));
    EXPECT_EQ(why, "Bram was summoned this round and cannot take actions until the next (seed 001 "
                   "\"Summoning Sickness\")");
    EXPECT_EQ(refused(enc, move("bram", "C3")), why);
    ASSERT_TRUE(run(enc, NextRound{}));
    EXPECT_FALSE(has_condition(*enc.find_unit("bram"), "summoned"));
    EXPECT_EQ(predicted(enc, "ana", "bram").check.need, 11); // 10 + Agility 1
}

// "Feats": "Maneuverer: move normally while sneaking, swimming, and
// tumbling"; "Half movement when sneaking, swimming, climbing" otherwise.
TEST(FreehitsTurns, AManeuvererSneaksAndSwimsAtFullSpeed) {
    Encounter enc = agility_fight();
    const Unit& ana = *enc.find_unit("ana");
    const int full = move_rules(enc, ana).budget;
    enc.find_unit("ana")->conditions.insert("sneaking");
    EXPECT_EQ(move_rules(enc, *enc.find_unit("ana")).budget, full / 2);
    enc.find_unit("ana")->specials.insert("Maneuverer");
    EXPECT_EQ(move_rules(enc, *enc.find_unit("ana")).budget, full);
    enc.find_unit("ana")->conditions = {"swimming"};
    EXPECT_EQ(move_rules(enc, *enc.find_unit("ana")).budget, full);
    // Climbing is not in the feat: half, with it or not.
    enc.find_unit("ana")->conditions = {"climbing"};
    EXPECT_EQ(move_rules(enc, *enc.find_unit("ana")).budget, full / 2);
    enc.find_unit("ana")->conditions = {"sneaking", "climbing"};
    EXPECT_EQ(move_rules(enc, *enc.find_unit("ana")).budget, full / 2);
}

// seed 001 "Combat rules": "At the end of the battle, victorious units have
// their MP replenished to full". With the bandits down, Ana (2 of 6 MP)
// gets all 6 back as the GM ends the fight; Bram, down, does not. Ended
// with both sides standing, nobody has won and nothing is replenished.
TEST(FreehitsTurns, TheVictorsGetTheirMpBack) {
    for (const bool won : {true, false}) {
        Encounter enc = agility_fight();
        for (const char* id : {"ana", "bram"}) {
            enc.find_unit(id)->stats["mp"] = 2;
            enc.find_unit(id)->stats["mp_max"] = 6;
        }
        ASSERT_TRUE(run(enc, StartCombat{}));
        ASSERT_TRUE(run(enc, SetCondition{"bram", "unconscious", true}));
        if (won) {
            ASSERT_TRUE(run(enc, SetCondition{"cutter", "unconscious", true}));
            ASSERT_TRUE(run(enc, SetCondition{"dunk", "unconscious", true}));
        }
        ASSERT_TRUE(run(enc, EndCombat{}));
        EXPECT_EQ(enc.find_unit("ana")->stats.at("mp"), won ? 6 : 2);
        EXPECT_EQ(enc.find_unit("bram")->stats.at("mp"), 2);
    }
}

// seed 001 "Free Hits/Free Hit Slots (FHS)": "When a feat you possess
// grants you an additional attack action" it is a free hit: Ana (Agility 3:
// 4 slots) makes four, which spend her slots and not her Attack Action; a
// fifth is refused.
TEST(FreehitsTurns, AFeatsExtraAttackIsAFreeHit) {
    Encounter enc = agility_fight();
    enc.find_unit("cutter")->cell = *parse_label("B3");
    enc.find_unit("cutter")->stats["hp"] = 50;
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_EQ(enc.combat.acting, "ana");
    for (int i = 0; i < 4; ++i) {
        ASSERT_TRUE(run(enc, act("ana", "feat_attack", "cutter"))) << i;
    }
    EXPECT_EQ(left(enc, "ana", "free_hits"), 0);
    EXPECT_EQ(left(enc, "ana", "aa"), 1);
    EXPECT_FALSE(refused(enc, act("ana", "feat_attack", "cutter")).empty());
}
