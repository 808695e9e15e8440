// phases turn order (seed 000 "Combat Sequence", "Status Effects").
#include "fight_builder.h"

#include <algorithm>

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

// "If a unit wants to take an action that is conditional based on the
// outcome of a certain phase, it must act on the next phase": what it
// delays in phase 1 waits for the next phase (phase 0 is the goblin's).
TEST(PhasesTurns, ADelayedActionWaitsForTheNextPhase) {
    Encounter enc = phase_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    run(enc, end_turn());
    run(enc, end_turn());
    ASSERT_EQ(enc.combat.phase, 1);
    run(enc, Delay{"archer", "turn"});
    const std::vector<std::string> now = may_act(enc);
    EXPECT_EQ(std::count(now.begin(), now.end(), "archer"), 0); // it waits: not listed
    EXPECT_NE(refused(enc, act("archer", "other")).find("taken in the next phase"),
              std::string::npos);
    EXPECT_NE(refused(enc, move("archer", "C3")).find("taken in the next phase"),
              std::string::npos);
    run(enc, end_turn());
    ASSERT_EQ(enc.combat.phase, 0);
    EXPECT_TRUE(run(enc, move("archer", "C3")));
    EXPECT_TRUE(run(enc, act("archer", "other")));
    // Each delay waits by itself: a Move delayed in an earlier round is
    // free although the Action was delayed in this phase.
    Encounter later = phase_fight();
    ASSERT_TRUE(run(later, red_attacks()));
    run(later, end_turn());
    run(later, end_turn());
    run(later, Delay{"archer", "move"});
    run(later, NextRound{});
    run(later, end_turn());
    run(later, end_turn());
    ASSERT_EQ(later.combat.phase, 1);
    run(later, Delay{"archer", "action"});
    EXPECT_TRUE(run(later, move("archer", "C3")));
    EXPECT_NE(refused(later, act("archer", "other")).find("next phase"), std::string::npos);
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

namespace {

/// The knight (red) next to a Calm orc; a goblin of blue far off.
Encounter calm_fight() {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"knight", "red", "B2", {{"combat", 3}, {"damage", 1}}},
                                {"orc", "blue", "B3", {{"combat", 3}, {"hits", 3}}},
                                {"goblin", "blue", "J10", {{"combat", 3}}}});
    enc.find_unit("orc")->conditions = {"calm"};
    return enc;
}

} // namespace

// seed 000 "Status Effects": "Calm: Unit automatically delays their
// Action, although they can still Move."
TEST(PhasesTurns, ACalmUnitMovesButItsActionWaits) {
    Encounter enc = calm_fight();
    StartCombat s;
    s.setup.initiator = "blue"; // the orc gains its Move and Action in phase 3
    ASSERT_TRUE(run(enc, s));
    EXPECT_EQ(left(enc, "orc", "action"), 0);
    EXPECT_EQ(left(enc, "orc", "delayed_action"), 1);
    EXPECT_TRUE(logged(enc, "Orc gains a Move; delays its Action (Calm)")) << enc.log.back().text;
    EXPECT_NE(refused(enc, act("orc", "other")).find("Orc is Calm"), std::string::npos);
    ASSERT_TRUE(run(enc, move("orc", "B4")));
    // Set in the middle of a phase, the Action of the phase is delayed too.
    ASSERT_TRUE(run(enc, SetCondition{"goblin", "calm", true}));
    EXPECT_EQ(left(enc, "goblin", "action"), 0);
    EXPECT_EQ(left(enc, "goblin", "delayed_action"), 1);
}

// "Any attack against a Calm unit breaks the Calm and allows them to
// immediately respond, even if the attack has no effect or is negated."
TEST(PhasesTurns, AnAttackBreaksTheCalmAndTheUnitMayRespond) {
    Encounter enc = calm_fight();
    ASSERT_TRUE(run(enc, red_attacks()));
    ASSERT_TRUE(run(enc, act("knight", "attack", "orc")));
    EXPECT_FALSE(has_condition(*enc.find_unit("orc"), "calm"));
    EXPECT_TRUE(logged(enc, "The attack breaks Orc's Calm"));
    ASSERT_TRUE(run(enc, act("orc", "attack", "knight"))); // its delayed Action, at once
}

// "Any adjacent unit can awaken a Calm unit by spending an Action."
TEST(PhasesTurns, AnAdjacentUnitAwakensACalmOneWithItsAction) {
    Encounter enc = calm_fight();
    enc.find_unit("goblin")->cell = *parse_label("C3");
    StartCombat s;
    s.setup.initiator = "blue";
    ASSERT_TRUE(run(enc, s));
    EXPECT_EQ(refused(enc, act("goblin", "awaken")), "Awaken a Calm unit: name the Calm unit");
    EXPECT_EQ(refused(enc, act("goblin", "awaken", "knight")), "Knight is not Calm");
    ASSERT_TRUE(run(enc, act("goblin", "awaken", "orc")));
    EXPECT_FALSE(has_condition(*enc.find_unit("orc"), "calm"));
    EXPECT_TRUE(logged(enc, "Orc's Calm ends"));
    EXPECT_EQ(left(enc, "goblin", "action"), 0);
    // Not next to it: refused.
    Encounter far = calm_fight();
    ASSERT_TRUE(run(far, s));
    EXPECT_EQ(refused(far, act("goblin", "awaken", "orc")), "Orc is not next to Goblin");
}

// "Calm targets that are not Constructs or Uncroaked will surrender if all
// units on their side are Calm, Incapacitated, or croaked." The fight ends.
TEST(PhasesTurns, ASideAllCalmOrDownSurrenders) {
    Encounter enc = calm_fight();
    enc.find_unit("goblin")->specials = {"Construct"};
    ASSERT_TRUE(run(enc, red_attacks()));
    EXPECT_FALSE(has_condition(*enc.find_unit("orc"), "surrendered")); // the goblin stands
    ASSERT_TRUE(run(enc, SetCondition{"goblin", "incapacitated", true}));
    EXPECT_TRUE(has_condition(*enc.find_unit("orc"), "surrendered"));
    EXPECT_TRUE(logged(enc, "Orc surrenders: every unit of its side is Calm, Incapacitated or "
                            "croaked"));
    // A Calm Construct would not have surrendered.
    Encounter constructs = calm_fight();
    constructs.find_unit("orc")->specials = {"Construct"};
    ASSERT_TRUE(run(constructs, red_attacks()));
    ASSERT_TRUE(run(constructs, SetCondition{"goblin", "incapacitated", true}));
    EXPECT_FALSE(has_condition(*constructs.find_unit("orc"), "surrendered"));
}
