// factions turn order (seed 003 "Combat procedure", "Initiative", "Taking a
// turn", "Optional rule: fast and slow activations", "Sneaking in combat").
#include "fight_builder.h"

#include "io/encounter_json.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

Encounter bandit_fight() {
    return make_fight(RulesetId::Factions, {"players", "bandits"},
                      // Bows (range 12 squares, 1 damage): the rows 6 apart are within half range.
                      {{"balthasar", "players", "B2", {{"wit", 12}, {"range", 12}, {"damage", 1}}},
                       {"sybilla", "players", "C2", {{"wit", 6}, {"range", 12}, {"damage", 1}}},
                       {"theobald", "players", "D2", {{"wit", 9}, {"range", 12}, {"damage", 1}}},
                       {"bandit1", "bandits", "B8", {{"wit", 8}, {"range", 12}, {"damage", 1}}},
                       {"bandit2", "bandits", "C8", {{"wit", 8}, {"range", 12}, {"damage", 1}}},
                       {"leader", "bandits", "D8", {{"wit", 10}, {"range", 12}, {"damage", 1}}}});
}

StartCombat fast_slow_start(int threshold) {
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.initiative_holder = "players";
    s.setup.fast_slow = true;
    s.rolls["threshold"] = {threshold};
    return s;
}

} // namespace

// The seed's example: threshold 9; Theobald, the bandit leader, then the
// players pass; the bandit Theobald attacks dodges and so uses its turn;
// in the slow phase Sybilla, the other bandit, then Balthasar.
TEST(FactionsTurns, FastAndSlowActivationsWithThreshold9) {
    Encounter enc = bandit_fight();
    ASSERT_TRUE(run(enc, fast_slow_start(9)));
    ASSERT_EQ(enc.combat.threshold, 9);
    EXPECT_EQ(enc.combat.phase, 1); // fast actions
    EXPECT_EQ(enc.combat.to_act, "players");
    // Only Balthasar and Theobald (WIT >= 9) may act for the players.
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"balthasar", "theobald"}));
    EXPECT_NE(refused(enc, act("sybilla", "attack")).find("below the fast action threshold 9"),
              std::string::npos);

    run(enc, act("theobald", "attack", "bandit1"));
    // The bandit may react although it could not act in this phase: it dodges.
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->kind, "attack_reaction");
    Respond dodge;
    dodge.as = "dodge";
    run(enc, dodge);
    run(enc, end_turn("theobald"));
    EXPECT_EQ(enc.combat.to_act, "bandits");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"leader"}));
    run(enc, act("leader", "attack", "theobald"));
    run(enc, end_turn("leader"));
    // Balthasar could act, but the players pass; the bandits have nobody
    // left for the fast phase and pass too: the fast phase ends.
    run(enc, Pass{"players"});
    EXPECT_EQ(enc.combat.phase, 0); // slow actions
    EXPECT_EQ(enc.combat.round, 1);
    EXPECT_EQ(enc.combat.to_act, "players");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"balthasar", "sybilla"}));

    run(enc, act("sybilla", "attack", "bandit2"));
    run(enc, Respond{false}); // the bandit takes the hit and keeps its turn
    run(enc, end_turn("sybilla"));
    // The bandit who dodged has used its turn: only the other one may act.
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"bandit2"}));
    EXPECT_NE(refused(enc, act("bandit1", "attack")).find("already taken its turn"),
              std::string::npos);
    run(enc, act("bandit2", "attack", "sybilla"));
    run(enc, end_turn("bandit2"));
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"balthasar"}));
    run(enc, act("balthasar", "attack", "leader"));
    run(enc, end_turn("balthasar"));
    // Everybody has acted: all pass in a row and round 2 begins with a new
    // threshold rolled by the dice.
    EXPECT_EQ(enc.combat.round, 2);
    EXPECT_TRUE(enc.combat.threshold.has_value());
    EXPECT_EQ(enc.combat.position, 2u); // the dodge's AGI save and the new threshold
}

TEST(FactionsTurns, TheHolderActsFirstAndFactionsAlternateUntilAllPass) {
    Encounter enc = bandit_fight();
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.initiative_holder = "bandits";
    ASSERT_TRUE(run(enc, s));
    EXPECT_EQ(enc.combat.phase, std::nullopt);
    EXPECT_EQ(enc.combat.to_act, "bandits");
    EXPECT_NE(refused(enc, Pass{"players"}).find("Bandits' pick"), std::string::npos);
    run(enc, Pass{"bandits"});
    EXPECT_EQ(enc.combat.to_act, "players");
    run(enc, act("sybilla", "say"));
    run(enc, act("sybilla", "pick_up")); // the second bonus action is the main action
    EXPECT_EQ(left(enc, "sybilla", "main"), 0);
    EXPECT_NE(refused(enc, act("sybilla", "attack")).find("Main"), std::string::npos);
    run(enc, end_turn("sybilla"));
    run(enc, Pass{"bandits"});
    EXPECT_EQ(enc.combat.round, 1);
    run(enc, Pass{"players"}); // both factions passed in a row: the round ends
    EXPECT_EQ(enc.combat.round, 2);
    EXPECT_EQ(enc.combat.to_act, "bandits");
}

TEST(FactionsTurns, AMoveOfOneZoneMaySplitAroundActions) {
    Encounter enc = bandit_fight();
    paint_hall_and_yard(enc);
    StartCombat s;
    s.setup.initiator = "players";
    ASSERT_TRUE(run(enc, s));
    EXPECT_EQ(left(enc, "theobald", "zone"), 0); // its turn has not begun
    run(enc, move("theobald", "D3"));            // within its zone
    EXPECT_EQ(left(enc, "theobald", "zone"), 1);
    run(enc, act("theobald", "attack"));
    run(enc, move("theobald", "D6")); // into the next zone, after the attack
    EXPECT_EQ(left(enc, "theobald", "zone"), 0);
    EXPECT_NE(refused(enc, move("theobald", "D7")).find("already made its move"),
              std::string::npos);
}

TEST(FactionsTurns, ConcealedAmbushersPlayABonusTurnFirst) {
    Encounter enc = bandit_fight();
    enc.find_unit("bandit1")->conditions.insert("concealed");
    StartCombat s;
    s.setup.initiator = "bandits";
    ASSERT_TRUE(run(enc, s));
    EXPECT_EQ(enc.combat.round, 0);
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"bandit1"}));
    EXPECT_NE(refused(enc, act("leader", "attack")).find("ambush"), std::string::npos);
    run(enc, act("bandit1", "attack", "sybilla"));
    run(enc, end_turn("bandit1"));
    EXPECT_EQ(enc.combat.round, 1);
    EXPECT_EQ(enc.combat.to_act, "bandits");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"bandit1", "bandit2", "leader"}));
}

// Issue 13, all rulesets: a character its faction may pick can take an
// empty turn; it has then had its turn (seed 003 "Combat procedure": "Each
// character can only take turn once per round").
TEST(FactionsTurns, ACharacterMayTakeAnEmptyTurn) {
    Encounter enc = bandit_fight();
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.initiative_holder = "players";
    ASSERT_TRUE(run(enc, s));
    EXPECT_EQ(enc.combat.to_act, "players");
    EXPECT_NE(refused(enc, end_turn("leader")).find("Players' pick"), std::string::npos);
    ASSERT_TRUE(run(enc, end_turn("sybilla")));
    EXPECT_EQ(enc.combat.to_act, "bandits");
    EXPECT_EQ(summarize_turn(enc).status.at("sybilla"), "done");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"bandit1", "bandit2", "leader"}));
}

// Issue 15: the GM's override of a move skips the rules, but a unit that
// could take its turn now starts it as a plain move would (seed 003
// "Taking a turn"), so the tracker and the next pick stay right. One that
// could not (not its side's pick) is placed without a turn.
TEST(FactionsTurns, AnOverriddenMoveStartsTheTurnOfAUnitThatMayAct) {
    Encounter enc = bandit_fight();
    StartCombat start;
    start.setup.initiator = "players";
    ASSERT_TRUE(run(enc, start));
    ASSERT_EQ(enc.combat.to_act, "players");
    // A bandit out of turn: placed, no turn taken.
    ASSERT_TRUE(run(enc, override_of(move("bandit1", "B7"))));
    EXPECT_EQ(enc.find_unit("bandit1")->cell, *parse_label("B7"));
    EXPECT_EQ(enc.combat.acting, "");
    EXPECT_EQ(enc.combat.to_act, "players");
    // Placing only (the GM moving several units together): no turn starts.
    Override placed = override_of(move("theobald", "D3"));
    placed.place_only = true;
    ASSERT_TRUE(run(enc, placed));
    EXPECT_EQ(enc.find_unit("theobald")->cell, *parse_label("D3"));
    EXPECT_EQ(enc.combat.acting, "");
    // Sybilla, whose side has the pick: her turn starts, logged as it
    // would be after a plain move.
    ASSERT_TRUE(run(enc, override_of(move("sybilla", "C4"))));
    EXPECT_EQ(enc.combat.acting, "sybilla");
    EXPECT_TRUE(std::any_of(enc.log.begin(), enc.log.end(),
                            [](const LogEntry& e) { return e.text == "Sybilla takes a turn"; }));
    EXPECT_EQ(enc.log.back().kind, "override");
    // Her turn ends as any other: the pick goes to the bandits.
    ASSERT_TRUE(run(enc, end_turn("sybilla")));
    EXPECT_EQ(enc.combat.to_act, "bandits");
}

// "The faction holding the initiative chooses which faction acts first each
// round" (issue 14): before anyone acts or passes in the round.
TEST(FactionsTurns, TheHolderChoosesWhoActsFirstEachRound) {
    Encounter enc = bandit_fight();
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.initiative_holder = "bandits";
    ASSERT_TRUE(run(enc, s));
    ASSERT_EQ(enc.combat.to_act, "bandits");
    ASSERT_TRUE(run(enc, ChooseFirst{"players"}));
    EXPECT_EQ(enc.combat.to_act, "players");
    EXPECT_EQ(enc.log.back().text, "Bandits, holding the initiative, choose Players to act first "
                                   "this round");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"balthasar", "sybilla", "theobald"}));
    run(enc, act("sybilla", "say"));
    EXPECT_NE(refused(enc, ChooseFirst{"bandits"}).find("The round has begun"), std::string::npos);
    EXPECT_NE(refused(enc, ChooseFirst{"goblins"}).find("not a faction"), std::string::npos);
    run(enc, end_turn("sybilla"));
    run(enc, Pass{"bandits"});
    run(enc, Pass{"players"}); // both passed in a row: round 2, the holder first again
    ASSERT_EQ(enc.combat.round, 2);
    EXPECT_EQ(enc.combat.to_act, "bandits");
    ASSERT_TRUE(run(enc, ChooseFirst{"bandits"})); // its own choice too
    // Other rulesets have no such choice.
    Encounter sides =
        make_fight(RulesetId::Sides, {"a", "b"}, {{"x", "a", "B2"}, {"y", "b", "B8"}});
    StartCombat t;
    t.setup.initiator = "a";
    t.setup.party = "a";
    run(sides, t);
    EXPECT_NE(refused(sides, ChooseFirst{"b"}).find("nobody chooses"), std::string::npos);
}

// seed 003 "Optional rule: the chaos of combat": "Each Player has 15
// seconds to declare what they intend to do on their turn, otherwise they
// do nothing." The players' pick and turns are timed; the GM's are not;
// without the rule nothing is.
TEST(FactionsTurns, TheChaosOfCombatGivesPlayersFifteenSecondsToDeclare) {
    Encounter enc = bandit_fight();
    enc.sides[0].player = true;
    Encounter plain = enc;
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.initiative_holder = "players";
    ASSERT_TRUE(run(plain, s));
    EXPECT_EQ(summarize_turn(plain).declare_seconds, 0);
    s.setup.chaos = true;
    ASSERT_TRUE(run(enc, s));
    TurnSummary players = summarize_turn(enc);
    EXPECT_EQ(players.to_act, "players");
    EXPECT_EQ(players.declare_seconds, 15);
    EXPECT_NE(players.declare_rule.find("Optional rule: the chaos of combat"), std::string::npos);
    ASSERT_TRUE(run(enc, act("sybilla", "say"))); // speaking: a bonus action
    EXPECT_EQ(left(enc, "sybilla", "bonus"), 0);
    // Declared: resolving the turn is not timed.
    EXPECT_EQ(summarize_turn(enc).declare_seconds, 0);
    ASSERT_TRUE(run(enc, end_turn("sybilla")));
    EXPECT_EQ(enc.combat.to_act, "bandits");
    EXPECT_EQ(summarize_turn(enc).declare_seconds, 0);
    // The setting is saved with the fight.
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_TRUE(back.value().combat.setup.chaos);
}
