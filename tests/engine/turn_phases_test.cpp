// phases turn order (seed 000 "Combat Sequence", "Status Effects").
#include "fight_builder.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

// The attackers (red) start the fight; blue defends.
Encounter phase_fight() {
    return make_fight(RulesetId::Phases, {"red", "blue"},
                      {{"knight", "red", "B2", {{"combat", 3}}},
                       {"archer", "red", "C2", {{"combat", 1}}},
                       {"orc", "blue", "B10", {{"combat", 2}}},
                       {"goblin", "blue", "C10", {{"combat", 0}}}});
}

StartCombat red_attacks() {
    StartCombat s;
    s.setup.initiator = "red";
    return s;
}

} // namespace

// "The total number of phases in a round is equal to the highest base
// Combat score of any unit on both sides +1."
TEST(PhasesTurns, PhaseCountIsTheHighestCombatPlusOne) {
    Encounter enc = phase_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    EXPECT_EQ(enc.combat.phase_count, 4);
    EXPECT_EQ(enc.combat.phase, 3);
    EXPECT_EQ(summarize_turn(enc).order, (std::vector<std::string>{"3", "2", "1", "0"}));
}

// "Units gain a new Move and Action on the Phase that corresponds to their
// base Combat score." "All units on the defending sides also start with a
// Delayed Move and a Delayed Action."
TEST(PhasesTurns, UnitsGainOnTheirPhaseAndDefendersHoldDelayedOnes) {
    Encounter enc = phase_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    EXPECT_EQ(left(enc, "knight", "move"), 1);
    EXPECT_EQ(left(enc, "knight", "action"), 1);
    EXPECT_EQ(left(enc, "archer", "move"), 0); // phase 1 is later
    for (const char* d : {"orc", "goblin"}) {
        EXPECT_EQ(left(enc, d, "delayed_move"), 1) << d;
        EXPECT_EQ(left(enc, d, "delayed_action"), 1) << d;
    }
    // The defenders can act in any phase of round 1; the archer cannot yet.
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"knight", "orc", "goblin"}));
    EXPECT_NE(refused(enc, move("archer", "C3")).find("phase 1"), std::string::npos);
    run(enc, act("goblin", "attack")); // a defender's delayed Action, in phase 3
    EXPECT_EQ(left(enc, "goblin", "delayed_action"), 0);

    run(enc, end_turn()); // the GM ends phase 3
    EXPECT_EQ(enc.combat.phase, 2);
    const auto status = summarize_turn(enc).status;
    EXPECT_EQ(status.at("knight"), "done");    // its phase has passed
    EXPECT_EQ(status.at("archer"), "waiting"); // phase 1 comes later
    EXPECT_EQ(status.at("orc"), "may act");    // its delayed Move and Action
    // The orc still holds its delayed Move and Action: no stockpiling.
    EXPECT_EQ(left(enc, "orc", "move"), 0);
    EXPECT_EQ(left(enc, "orc", "action"), 0);
    EXPECT_EQ(left(enc, "orc", "delayed_action"), 1);
    run(enc, end_turn());
    EXPECT_EQ(enc.combat.phase, 1);
    EXPECT_EQ(left(enc, "archer", "move"), 1);
    EXPECT_EQ(left(enc, "archer", "action"), 1);
}

// "If a unit is going to Move, it must do so before it Acts." "A unit's
// move drops to 0 ... when the unit takes its Action."
TEST(PhasesTurns, MoveBeforeActAndActingDropsTheMove) {
    Encounter enc = phase_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    run(enc, act("knight", "attack"));
    EXPECT_EQ(left(enc, "knight", "move"), 0);
    EXPECT_NE(refused(enc, move("knight", "B3")).find("no Move"), std::string::npos);
}

// "If it still has a Delayed Move and/or a Delayed Action at the start of
// its next phase, it does not gain a new one."
TEST(PhasesTurns, ADelayedActionCarriesToTheNextRoundWithoutStockpiling) {
    Encounter enc = phase_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    run(enc, end_turn());
    run(enc, end_turn());
    ASSERT_EQ(enc.combat.phase, 1);
    run(enc, Delay{"archer", "action"});
    EXPECT_EQ(left(enc, "archer", "action"), 0);
    EXPECT_EQ(left(enc, "archer", "delayed_action"), 1);
    EXPECT_NE(refused(enc, Delay{"archer", "action"}).find("no Action"), std::string::npos);
    run(enc, NextRound{});
    EXPECT_EQ(enc.combat.round, 2);
    EXPECT_EQ(enc.combat.phase, 3);
    run(enc, end_turn());
    run(enc, end_turn());
    ASSERT_EQ(enc.combat.phase, 1);
    EXPECT_EQ(left(enc, "archer", "move"), 1);   // a new Move
    EXPECT_EQ(left(enc, "archer", "action"), 0); // but no second Action
    EXPECT_EQ(left(enc, "archer", "delayed_action"), 1);
}

// "Stunned units lose their next Move and Action. If unit is currently
// delaying a Move and/or an Action, unit loses those instead. (So a unit
// delaying an action when stunned loses their current action and their
// next Move, but can use an Action on their next Phase.)"
TEST(PhasesTurns, StunTakesTheDelayedActionAndTheNextMove) {
    Encounter enc = phase_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    run(enc, end_turn());
    run(enc, end_turn());
    run(enc, move("archer", "C3"));
    run(enc, Delay{"archer", "action"});
    run(enc, SetCondition{"archer", "stunned", true});
    EXPECT_EQ(left(enc, "archer", "delayed_action"), 0);
    EXPECT_TRUE(enc.find_unit("archer")->conditions.contains("stunned"));
    run(enc, NextRound{});
    run(enc, end_turn());
    run(enc, end_turn());
    ASSERT_EQ(enc.combat.phase, 1);
    EXPECT_EQ(left(enc, "archer", "move"), 0);   // lost to the stun
    EXPECT_EQ(left(enc, "archer", "action"), 1); // gained on its phase
    EXPECT_FALSE(enc.find_unit("archer")->conditions.contains("stunned"));
}

TEST(PhasesTurns, StunWithNothingHeldCostsTheNextMoveAndAction) {
    Encounter enc = phase_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    run(enc, act("knight", "attack"));
    run(enc, SetCondition{"knight", "stunned", true});
    run(enc, NextRound{});
    EXPECT_EQ(enc.combat.phase, 3);
    EXPECT_EQ(left(enc, "knight", "move"), 0);
    EXPECT_EQ(left(enc, "knight", "action"), 0);
    EXPECT_FALSE(enc.find_unit("knight")->conditions.contains("stunned"));
}

TEST(PhasesTurns, ConstructsAreImmuneToStun) {
    Encounter enc = phase_fight();
    enc.find_unit("orc")->specials.insert("Construct");
    ASSERT_TRUE(run(enc, red_attacks()));
    EXPECT_NE(refused(enc, SetCondition{"orc", "stunned", true}).find("immune"), std::string::npos);
    EXPECT_FALSE(enc.find_unit("orc")->conditions.contains("stunned"));
}

// "Incapacitated units lose any delayed Moves and Actions, and do not regain
// their Move and Action each phase". "Immobilized units lose any delayed
// Moves, and do not regain their Move".
TEST(PhasesTurns, IncapacitatedAndImmobilized) {
    Encounter enc = phase_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    run(enc, SetCondition{"orc", "incapacitated", true});
    EXPECT_EQ(left(enc, "orc", "delayed_move"), 0);
    EXPECT_EQ(left(enc, "orc", "delayed_action"), 0);
    run(enc, SetCondition{"goblin", "immobilized", true});
    EXPECT_EQ(left(enc, "goblin", "delayed_move"), 0);
    EXPECT_EQ(left(enc, "goblin", "delayed_action"), 1);
    run(enc, end_turn());
    // Phase 2 is the orc's alone, and it cannot act: the phase passes.
    EXPECT_EQ(enc.combat.phase, 1);
    EXPECT_EQ(left(enc, "orc", "move"), 0);
    EXPECT_EQ(left(enc, "orc", "action"), 0);
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"archer", "goblin"}));
}

TEST(PhasesTurns, AscendingPhaseOrderIsAnOption) {
    Encounter enc = phase_fight();
    enc.options["phase_order"] = "ascending";
    ASSERT_TRUE(run(enc, red_attacks()));
    EXPECT_EQ(enc.combat.phase, 0);
    EXPECT_EQ(left(enc, "goblin", "delayed_action"), 1);
    EXPECT_EQ(summarize_turn(enc).order, (std::vector<std::string>{"0", "1", "2", "3"}));
}

// RULESETS.md: rejections name the rule; a GM override applies anyway and
// is logged (issue 5 acceptance 2).
TEST(CombatOverride, OutOfTurnMoveIsRefusedAndAnOverrideIsLogged) {
    Encounter enc = phase_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    const std::string why = refused(enc, move("archer", "C4"));
    EXPECT_NE(why.find("Archer has no Move or Action left this round"), std::string::npos) << why;
    const Encounter before = enc;
    auto events = execute(enc, override_of(move("archer", "C4")));
    ASSERT_TRUE(events.ok());
    EXPECT_EQ(enc.find_unit("archer")->cell, *parse_label("C4"));
    ASSERT_FALSE(enc.log.empty());
    EXPECT_EQ(enc.log.back().kind, "override");
    EXPECT_NE(enc.log.back().text.find("GM override"), std::string::npos);
    revert_all(enc, events.value());
    EXPECT_EQ(enc, before); // and it undoes
}
