// sides turn order (seed 002 "Combat Sequence", "Surprise", "Combat Action
// Types").
#include "fight_builder.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

Encounter party_fight() {
    return make_fight(RulesetId::Sides, {"party", "orcs"},
                      {{"alice", "party", "B2", {{"dex", 2}}},
                       {"bob", "party", "C2", {{"dex", 1}}},
                       {"orc1", "orcs", "B9"},
                       {"orc2", "orcs", "C9"}});
}

StartCombat rolled(int party, int orcs) {
    StartCombat s;
    s.setup.initiator = "orcs";
    s.setup.party = "party";
    s.rolls = {{"party", {party}}, {"orcs", {orcs}}};
    return s;
}

} // namespace

// "Each participating side rolls 1d8, with the player's side adding the
// highest DEX from among the Party ... The Party wins ties."
TEST(SidesTurns, ThePartyAddsItsBestDexAndWinsATie) {
    Encounter enc = party_fight();
    ASSERT_TRUE(run(enc, rolled(5, 7))); // 5 + Alice's DEX 2 = 7, a tie
    EXPECT_EQ(enc.combat.initiative.at("party"), 7);
    EXPECT_EQ(enc.combat.initiative.at("orcs"), 7);
    EXPECT_EQ(enc.combat.order, (std::vector<std::string>{"party", "orcs"}));
    EXPECT_EQ(enc.combat.to_act, "party");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"alice", "bob"}));
}

TEST(SidesTurns, AHigherRollGoesFirst) {
    Encounter enc = party_fight();
    ASSERT_TRUE(run(enc, rolled(4, 7))); // 6 against 7
    EXPECT_EQ(enc.combat.order, (std::vector<std::string>{"orcs", "party"}));
}

// "each member of that side takes all of their actions in whatever order
// they'd like ... then begins from the top in the same order. Initiative is
// not re-rolled."
TEST(SidesTurns, TheOrderHoldsAcrossRoundsWithoutRerolling) {
    Encounter enc = party_fight();
    ASSERT_TRUE(run(enc, rolled(5, 7)));
    const auto draws = enc.combat.position;
    for (int round = 1; round <= 3; ++round) {
        EXPECT_EQ(enc.combat.round, round);
        EXPECT_EQ(enc.combat.to_act, "party");
        run(enc, act("bob", "attack")); // any order within the side
        run(enc, act("alice", "attack"));
        run(enc, end_turn("alice"));
        EXPECT_EQ(may_act(enc), (std::vector<std::string>{"bob"})); // his Move is left
        run(enc, move("bob", round % 2 == 1 ? "C3" : "C2"));
        // Bob has spent everything: the orcs' turn.
        EXPECT_EQ(enc.combat.to_act, "orcs");
        const auto status = summarize_turn(enc).status;
        EXPECT_EQ(status.at("bob"), "done");
        EXPECT_EQ(status.at("orc2"), "may act");
        EXPECT_NE(refused(enc, act("alice", "attack")).find("Orcs' turn"), std::string::npos);
        run(enc, act("orc1", "attack"));
        run(enc, Pass{"orcs"});
    }
    EXPECT_EQ(enc.combat.position, draws); // no die rolled after the start
}

TEST(SidesTurns, MainActionBecomesASecondMoveAndInstantsWorkOffTurn) {
    Encounter enc = party_fight();
    ASSERT_TRUE(run(enc, rolled(8, 1)));
    run(enc, move("alice", "B4"));
    run(enc, move("alice", "B6")); // the Main action spent as a second Move
    EXPECT_EQ(left(enc, "alice", "main"), 0);
    EXPECT_NE(refused(enc, act("alice", "attack")).find("Main"), std::string::npos);
    EXPECT_NE(refused(enc, move("alice", "B7")).find("Main action is spent"), std::string::npos);
    // An orc makes a Snap Attack (Instant) on the party's turn, its Main
    // unspent: a shot, Alice being 3 squares off (a sling's range).
    enc.find_unit("orc1")->stats["range"] = 10;
    ASSERT_TRUE(run(enc, act("orc1", "snap_attack", "alice")));
    EXPECT_EQ(left(enc, "orc1", "main"), 0);
    EXPECT_NE(refused(enc, act("orc2", "attack")).find("Party's turn"), std::string::npos);
}

TEST(SidesTurns, SurpriseGivesTheSurprisingSideAFreeRound) {
    Encounter enc = party_fight();
    StartCombat s = rolled(8, 1);
    s.setup.surprised = {"party"};
    ASSERT_TRUE(run(enc, s));
    EXPECT_EQ(enc.combat.round, 0);
    EXPECT_EQ(enc.combat.to_act, "orcs");
    EXPECT_EQ(summarize_turn(enc).status.at("alice"), "waiting"); // sits out the free round
    EXPECT_NE(refused(enc, act("alice", "attack")).find("surprised"), std::string::npos);
    // "a full free round of action": no Instant action either.
    EXPECT_NE(refused(enc, act("alice", "total_defense")).find("surprised"), std::string::npos);
    // Nor an Attack of Opportunity: an orc walks past Alice (armed, unless
    // the unit lists no weapons) and away, and nobody is asked.
    run(enc, override_of(MoveUnit{"orc1", *parse_label("A3"), {}, true}));
    ASSERT_TRUE(run(enc, move("orc1", "A8")));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.find_unit("orc1")->cell, *parse_label("A8"));
    run(enc, Pass{"orcs"});
    EXPECT_EQ(enc.combat.round, 1);
    EXPECT_EQ(enc.combat.to_act, "party"); // the initiative order from round 1
}

TEST(SidesTurns, HoldAnActionActsLaterInTheRound) {
    Encounter enc = party_fight();
    ASSERT_TRUE(run(enc, rolled(8, 1)));
    run(enc, act("alice", "hold"));
    run(enc, end_turn("bob"));
    EXPECT_EQ(enc.combat.to_act, "orcs");
    run(enc, act("alice", "ranged_attack", "orc1")); // the held rest of her turn
    EXPECT_EQ(left(enc, "alice", "main"), 0);
}
