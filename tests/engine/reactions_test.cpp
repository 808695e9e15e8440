// Opportunity attacks and reactions (issue 6 acceptance 3 to 7).
#include "fight_builder.h"
#include "test_helpers.h"

#include "io/encounter_json.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

const PendingReaction& pending(const Encounter& enc) {
    static const PendingReaction none;
    EXPECT_TRUE(enc.combat.pending.has_value());
    return enc.combat.pending ? *enc.combat.pending : none;
}

// freehits: Roland (Agility 3) acts first; the orcs' melee zones lie on his way.
Encounter freehits_fight(int orc_agility = 0) {
    return make_fight(RulesetId::Freehits, {"heroes", "orcs"},
                      {{"roland", "heroes", "B2", {{"agility", 3}, {"hp", 20}, {"accuracy", 2}}},
                       {"orc",
                        "orcs",
                        "C3",
                        {{"agility", orc_agility}, {"hp", 10}, {"accuracy", 1}, {"damage", 4}}},
                       {"orc2", "orcs", "J10", {{"agility", -1}, {"hp", 10}}}});
}

StartCombat plain_start(const std::string& initiator = "heroes") {
    StartCombat s;
    s.setup.initiator = initiator;
    s.seed = 7;
    return s;
}

} // namespace

// Seed 001 "Free Hits": "When an enemy ... moves more than 2 spaces within
// your melee zone": the spaces count across the turn, so splitting the move
// does not dodge the free hit (issue 13 section 5).
TEST(FreeHits, ASplitMoveCountsItsSpacesWithinTheZoneAcrossTheTurn) {
    Encounter enc = freehits_fight();
    ASSERT_TRUE(run(enc, plain_start()));
    ASSERT_TRUE(run(enc, move("roland", "B4"))); // 2 spaces inside the orc's zone
    EXPECT_FALSE(enc.combat.pending.has_value());
    ASSERT_TRUE(run(enc, move("roland", "C4"))); // the 3rd
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->by, "orc");
    // One move of the same 3 spaces provokes the same.
    Encounter once = freehits_fight();
    ASSERT_TRUE(run(once, plain_start()));
    MoveUnit walk{"roland", at("C4")};
    walk.via = {at("B3"), at("B4")};
    ASSERT_TRUE(run(once, walk));
    EXPECT_TRUE(once.combat.pending.has_value());
}

// Seed 001: "When an enemy moves out of your melee zone ... the unit gains a
// free hit"; the move stops where it provoked and goes on after the answer.
TEST(FreeHits, LeavingAMeleeZoneStopsTheMoveAndItResumesAfterTheAnswer) {
    Encounter enc = freehits_fight();
    ASSERT_TRUE(run(enc, plain_start()));
    ASSERT_TRUE(run(enc, move("roland", "B6")));
    const PendingReaction& p = pending(enc);
    EXPECT_EQ(p.by, "orc");
    EXPECT_EQ(p.against, "roland");
    EXPECT_EQ(p.kind, "free_hit");
    EXPECT_EQ(cell_of(enc, "roland"), p.at); // stopped where it provoked
    EXPECT_NE(cell_of(enc, "roland"), at("B6"));
    // Nothing else is taken while the GM has not answered.
    EXPECT_NE(refused(enc, act("roland", "attack")).find("Waiting for the GM"), std::string::npos);
    EXPECT_NE(refused(enc, end_turn()).find("free hit"), std::string::npos);
    ASSERT_TRUE(run(enc, Respond{false}));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_EQ(cell_of(enc, "roland"), at("B6"));
    EXPECT_EQ(left(enc, "orc", "free_hits"), 1); // declined: no slot spent
}

TEST(FreeHits, TakingItRollsTheAttackAndSpendsASlot) {
    Encounter enc = freehits_fight();
    ASSERT_TRUE(run(enc, plain_start()));
    ASSERT_TRUE(run(enc, move("roland", "B6")));
    run(enc, SetDiceMode{"entered"});
    // d20 + Accuracy 1 >= Agility 3 + 10: 12 + 1 = 13 hits; damage 4.
    EXPECT_NE(refused(enc, Respond{true, {21}}).find("shows 1 to 20"), std::string::npos);
    ASSERT_TRUE(run(enc, Respond{true, {12}}));
    EXPECT_EQ(enc.find_unit("roland")->stats.at("hp"), 16);
    EXPECT_EQ(left(enc, "orc", "free_hits"), 0);
    EXPECT_EQ(cell_of(enc, "roland"), at("B6"));
}

TEST(FreeHits, SlotsRunOut) {
    // Agility 0: one slot a round. Roland leaves its zone twice.
    Encounter enc = freehits_fight(0);
    ASSERT_TRUE(run(enc, plain_start()));
    ASSERT_TRUE(run(enc, move("roland", "B5")));
    ASSERT_TRUE(run(enc, Respond{true, {}, 0}));
    EXPECT_EQ(left(enc, "orc", "free_hits"), 0);
    ASSERT_TRUE(run(enc, move("roland", "D4"))); // back in, MA spent: BAs pay
    ASSERT_TRUE(run(enc, move("roland", "E6"))); // out again: no slot left
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_EQ(cell_of(enc, "roland"), at("E6"));
}

TEST(FreeHits, NoSlotsWhenAgilityPlusOneIsZeroOrLess) {
    Encounter enc = freehits_fight(-1);
    ASSERT_TRUE(run(enc, plain_start()));
    EXPECT_EQ(left(enc, "orc", "free_hits"), 0);
    ASSERT_TRUE(run(enc, move("roland", "B6")));
    EXPECT_FALSE(enc.combat.pending.has_value());
}

// "Disengage: leave enemy melee zones for the round without provoking free
// hits ... 1 Attack Action (AA) or 2 Bonus Actions (BA)".
TEST(FreeHits, DisengageLetsTheMoverLeaveForTheRound) {
    Encounter enc = freehits_fight();
    ASSERT_TRUE(run(enc, plain_start()));
    ASSERT_TRUE(run(enc, TakeAction{"roland", "disengage", "ba"}));
    EXPECT_EQ(left(enc, "roland", "ba"), 0);
    EXPECT_EQ(left(enc, "roland", "aa"), 1);
    ASSERT_TRUE(run(enc, move("roland", "B6")));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_EQ(cell_of(enc, "roland"), at("B6"));
}

// "When you roll a natural 1 while attacking a unit ... if you were within
// that unit's melee zone, the unit immediately gains ... a free hit".
TEST(FreeHits, ANaturalOneInTheTargetsZoneGivesItAFreeHit) {
    Encounter enc = freehits_fight();
    ASSERT_TRUE(run(enc, plain_start()));
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(run(enc, TakeAction{"roland", "attack", "", "orc", {1, 2}}));
    const PendingReaction& p = pending(enc);
    EXPECT_EQ(p.by, "orc");
    EXPECT_EQ(p.against, "roland");
    EXPECT_FALSE(p.critical);
    ASSERT_TRUE(run(enc, Respond{true, {15}}));
    EXPECT_EQ(left(enc, "orc", "free_hits"), 0);
    EXPECT_EQ(enc.find_unit("roland")->stats.at("hp"), 16);
}

// "If you rolled a tragedy ... the unit gains a free critical hit against
// you, even if it doesn't have any remaining Free Hit Slots".
TEST(FreeHits, ATragedyGivesAFreeCriticalWithNoSlotsLeft) {
    Encounter enc = freehits_fight(-1); // no slots at all
    ASSERT_TRUE(run(enc, plain_start()));
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(run(enc, TakeAction{"roland", "attack", "", "orc", {1, 4, 3}}));
    const PendingReaction& p = pending(enc);
    EXPECT_TRUE(p.critical);
    ASSERT_TRUE(run(enc, Respond{true}));
    EXPECT_EQ(enc.find_unit("roland")->stats.at("hp"), 12); // 4 damage doubled
    EXPECT_EQ(left(enc, "orc", "free_hits"), 0);
}

// "Summoning Sickness": "a summoned unit cannot take actions or dodge during
// the first round after it is summoned" (settled: a free hit is an attack it
// cannot take): the orc, summoned this round, gets no free hit when Roland
// walks out of its zone, nor a free critical from his tragedy; next round
// it does.
TEST(FreeHits, ASummonedUnitTakesNoFreeHitInItsFirstRound) {
    for (const bool tragedy : {false, true}) {
        Encounter enc = freehits_fight();
        ASSERT_TRUE(run(enc, plain_start()));
        run(enc, SetDiceMode{"entered"});
        ASSERT_TRUE(run(enc, SetCondition{"orc", "summoned", true}));
        if (tragedy) {
            EXPECT_TRUE(predicted(enc, "roland", "orc").check.fumble_chain.empty());
            ASSERT_TRUE(run(enc, TakeAction{"roland", "attack", "", "orc", {1, 4, 3}}));
        } else {
            ASSERT_TRUE(run(enc, move("roland", "B6")));
            EXPECT_EQ(cell_of(enc, "roland"), at("B6"));
        }
        EXPECT_FALSE(enc.combat.pending.has_value());
        EXPECT_EQ(enc.find_unit("roland")->stats.at("hp"), 20);
    }
    Encounter enc = freehits_fight();
    ASSERT_TRUE(run(enc, plain_start()));
    ASSERT_TRUE(run(enc, SetCondition{"orc", "summoned", true}));
    ASSERT_TRUE(run(enc, NextRound{}));
    EXPECT_FALSE(predicted(enc, "roland", "orc").check.fumble_chain.empty());
    ASSERT_TRUE(run(enc, move("roland", "B6")));
    EXPECT_TRUE(enc.combat.pending.has_value());
}

TEST(FreeHits, ANaturalOneOutsideTheZoneGivesNothing) {
    Encounter enc = freehits_fight();
    enc.find_unit("orc")->cell = at("F6");
    ASSERT_TRUE(run(enc, plain_start()));
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(run(enc, TakeAction{"roland", "attack", "", "orc", {1}}));
    EXPECT_FALSE(enc.combat.pending.has_value());
}

// Issue 13, all rulesets: a reaction is offered only to a unit that can
// make it. An orc with ranged attacks only has no melee zone (seed 001
// "Free Hits/Free Hit Slots": "When an enemy moves out of your melee
// zone"), so leaving it provokes nothing, and a natural 1 against it gives
// it no free hit ("if you were within that unit's melee zone").
TEST(FreeHits, AUnitWithRangedAttacksOnlyHasNoMeleeZone) {
    Encounter enc = freehits_fight();
    enc.find_unit("orc")->specials.insert("ranged");
    ASSERT_TRUE(run(enc, plain_start()));
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(run(enc, TakeAction{"roland", "attack", "", "orc", {1, 2}}));
    EXPECT_FALSE(enc.combat.pending.has_value());
    ASSERT_TRUE(run(enc, move("roland", "B6")));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_EQ(cell_of(enc, "roland"), at("B6"));
    EXPECT_EQ(left(enc, "orc", "free_hits"), 1);
}

TEST(FreeHits, ARangedUnitWithAMeleeWeaponTooStillHasItsZone) {
    Encounter enc = freehits_fight();
    enc.find_unit("orc")->specials.insert({"ranged", "melee"});
    ASSERT_TRUE(run(enc, plain_start()));
    ASSERT_TRUE(run(enc, move("roland", "B6")));
    EXPECT_EQ(pending(enc).by, "orc");
}

namespace {

// sides: Alice stands next to an armed orc and an unarmed goblin.
Encounter prone_alice_fight() {
    Encounter enc = make_fight(RulesetId::Sides, {"party", "orcs"},
                               {{"alice", "party", "B2", {{"dex", 1}, {"hp", 10}, {"ac", 12}}},
                                {"orc", "orcs", "C2", {{"attack", 2}, {"hp", 8}}, {"melee"}},
                                {"goblin", "orcs", "A2", {{"hp", 4}}, {"unarmed"}}});
    enc.find_unit("alice")->conditions.insert("prone");
    return enc;
}

StartCombat party_first() {
    StartCombat s;
    s.setup.party = "party";
    s.rolls = {{"party", {8}}, {"orcs", {1}}};
    return s;
}

} // namespace

// Seed 002: Run, Use a Skill, Pick up an Item, Stand Up and a Charge that
// starts next to the foe provoke armed foes; unarmed ones get nothing;
// Disengage prevents them for the round.
TEST(AttacksOfOpportunity, EachProvokingActionGivesTheArmedFoeAnAttack) {
    for (const char* action : {"stand_up", "use_skill", "pick_up"}) {
        Encounter enc = prone_alice_fight();
        ASSERT_TRUE(run(enc, party_first()));
        ASSERT_TRUE(run(enc, act("alice", action))) << action;
        const PendingReaction& p = pending(enc);
        EXPECT_EQ(p.by, "orc") << action; // not the unarmed goblin
        EXPECT_EQ(p.kind, "attack_of_opportunity");
        ASSERT_TRUE(run(enc, Respond{false}));
        EXPECT_FALSE(enc.combat.pending.has_value()) << action;
    }
}

TEST(AttacksOfOpportunity, RunningOutOfReachProvokes) {
    Encounter enc = prone_alice_fight();
    enc.find_unit("alice")->conditions.clear();
    ASSERT_TRUE(run(enc, party_first()));
    ASSERT_TRUE(run(enc, move("alice", "B6")));
    EXPECT_EQ(pending(enc).by, "orc");
    EXPECT_EQ(cell_of(enc, "alice"), at("B3")); // the last square in its reach
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(run(enc, Respond{true, {15}, 3})); // 15 + 2 >= AC 12: a hit for 3
    EXPECT_EQ(enc.find_unit("alice")->stats.at("hp"), 7);
    EXPECT_EQ(cell_of(enc, "alice"), at("B6"));
}

TEST(AttacksOfOpportunity, AChargeStartingNextToTheFoeProvokes) {
    Encounter enc = prone_alice_fight();
    enc.find_unit("alice")->conditions.clear();
    ASSERT_TRUE(run(enc, party_first()));
    ASSERT_TRUE(run(enc, move("alice", "C3", "charge")));
    EXPECT_EQ(pending(enc).by, "orc");
    ASSERT_TRUE(run(enc, Respond{false}));
    EXPECT_EQ(cell_of(enc, "alice"), at("C3"));
}

// Seed 002 "Screen an Ally (Move)": "If you moved and started your movement
// adjacent to an armed melee combatant, they get an Attack of
// Opportunity": screening an ally already next to it provokes nothing and
// costs the Move action.
TEST(AttacksOfOpportunity, ScreeningInPlaceProvokesNothing) {
    Encounter enc = prone_alice_fight();
    enc.find_unit("alice")->conditions.clear();
    enc.units.push_back(Unit{"bob", "Bob", "party", at("B3")});
    ASSERT_TRUE(run(enc, party_first()));
    ASSERT_TRUE(run(enc, act("alice", "screen", "bob")));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_TRUE(has_condition(*enc.find_unit("alice"), "screening"));
    EXPECT_EQ(left(enc, "alice", "move"), 0);
    EXPECT_EQ(left(enc, "alice", "main"), 1);
}

// "Move up to your normal movement rate to get adjacent to an ally": the
// move made as "screen" is the Move action and pays for the Screen; it
// started next to the armed orc, which gets its attack.
TEST(AttacksOfOpportunity, ScreeningWithAMoveCostsTheMoveAndProvokes) {
    Encounter enc = prone_alice_fight();
    enc.find_unit("alice")->conditions.clear();
    enc.units.push_back(Unit{"bob", "Bob", "party", at("B7")});
    ASSERT_TRUE(run(enc, party_first()));
    EXPECT_EQ(refused(enc, act("alice", "screen", "bob")),
              "Bob is not next to Alice: move as \"screen\" next to it first");
    ASSERT_TRUE(run(enc, move("alice", "B6", "screen")));
    EXPECT_EQ(pending(enc).by, "orc");
    ASSERT_TRUE(run(enc, Respond{false}));
    EXPECT_EQ(cell_of(enc, "alice"), at("B6"));
    ASSERT_TRUE(run(enc, act("alice", "screen", "bob")));
    EXPECT_EQ(left(enc, "alice", "move"), 0);
    EXPECT_EQ(left(enc, "alice", "main"), 1); // not spent on a second Move
    EXPECT_TRUE(has_condition(*enc.find_unit("alice"), "screening"));
}

TEST(AttacksOfOpportunity, AnUnarmedFoeGetsNothing) {
    Encounter enc = prone_alice_fight();
    enc.find_unit("alice")->conditions.clear();
    enc.find_unit("orc")->specials = {"unarmed"};
    ASSERT_TRUE(run(enc, party_first()));
    ASSERT_TRUE(run(enc, move("alice", "B6")));
    EXPECT_FALSE(enc.combat.pending.has_value());
}

TEST(AttacksOfOpportunity, DisengageAvoidsThemForTheRound) {
    Encounter enc = prone_alice_fight();
    ASSERT_TRUE(run(enc, party_first()));
    ASSERT_TRUE(run(enc, act("alice", "disengage")));
    ASSERT_TRUE(run(enc, act("alice", "stand_up")));
    EXPECT_FALSE(enc.combat.pending.has_value());
}

TEST(AttacksOfOpportunity, ShockOnAMiss) {
    Encounter enc = prone_alice_fight();
    enc.find_unit("alice")->conditions.clear();
    enc.find_unit("orc")->stats["shock"] = 2;
    enc.find_unit("orc")->stats["shock_ac"] = 13;
    ASSERT_TRUE(run(enc, party_first()));
    ASSERT_TRUE(run(enc, move("alice", "B6")));
    run(enc, SetDiceMode{"entered"});
    ASSERT_TRUE(run(enc, Respond{true, {3}})); // 3 + 2 < AC 12: a miss, Shock 2
    EXPECT_EQ(enc.find_unit("alice")->stats.at("hp"), 8);
}

namespace {

Encounter hall_fight() {
    Encounter enc = make_fight(RulesetId::Factions, {"players", "bandits"},
                               {{"theobald", "players", "B2", {{"health", 10}}},
                                {"bandit", "bandits", "C2", {{"health", 6}, {"damage", 3}}},
                                {"leader", "bandits", "J10", {{"health", 6}}}});
    paint_hall_and_yard(enc);
    return enc;
}

} // namespace

// Seed 003: "The target's movement is interrupted and the attack is
// resolved, after which their turn resumes if they are still alive and
// conscious." The reaction uses up the reactor's turn.
TEST(OpportunityAttacks, TheMoveIsInterruptedThenResumesAndTheReactorsTurnIsUsed) {
    Encounter enc = hall_fight();
    ASSERT_TRUE(run(enc, plain_start("players")));
    ASSERT_TRUE(run(enc, move("theobald", "B6")));
    const PendingReaction& p = pending(enc);
    EXPECT_EQ(p.by, "bandit");
    EXPECT_EQ(p.kind, "opportunity_attack");
    EXPECT_EQ(cell_of(enc, "theobald"), at("B2"));
    ASSERT_TRUE(run(enc, Respond{true}));
    EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 7);
    EXPECT_EQ(cell_of(enc, "theobald"), at("B6"));
    EXPECT_EQ(enc.combat.acting, "theobald"); // its turn goes on
    run(enc, act("theobald", "attack"));
    run(enc, end_turn("theobald"));
    // The bandit reacted: it has no turn left this round.
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"leader"}));
    EXPECT_NE(refused(enc, act("bandit", "attack")).find("already taken its turn"),
              std::string::npos);
}

// Issue 13: seed 003 "Opportunity attacks" are attacks "against nearby
// enemies moving away"; a bandit with ranged attacks only is not offered one.
TEST(OpportunityAttacks, NoneForAUnitWithRangedAttacksOnly) {
    Encounter enc = hall_fight();
    enc.find_unit("bandit")->specials.insert("ranged");
    ASSERT_TRUE(run(enc, plain_start("players")));
    ASSERT_TRUE(run(enc, move("theobald", "B6")));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_EQ(cell_of(enc, "theobald"), at("B6"));
    // It still has its turn.
    run(enc, end_turn("theobald"));
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"bandit", "leader"}));
}

TEST(OpportunityAttacks, AMoverKnockedOutStopsWhereItWasHit) {
    Encounter enc = hall_fight();
    enc.find_unit("theobald")->stats["health"] = 2;
    ASSERT_TRUE(run(enc, plain_start("players")));
    ASSERT_TRUE(run(enc, move("theobald", "B6")));
    ASSERT_TRUE(run(enc, Respond{true}));
    EXPECT_TRUE(enc.find_unit("theobald")->conditions.contains("incapacitated"));
    EXPECT_EQ(cell_of(enc, "theobald"), at("B2"));
    EXPECT_EQ(enc.combat.acting, ""); // its turn is over
    EXPECT_EQ(enc.combat.to_act, "bandits");
}

// teams: "Ready an Action: End your turn declaring an action as a reaction
// with a trigger condition. Lasts until next turn or when triggered."
TEST(ReadyAnAction, TheTriggerFiresAsTheRoundsReaction) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"petra", "players", "B2"}, {"guard", "guards", "H8"}});
    StartCombat s;
    s.setup.initiator = "players";
    ASSERT_TRUE(run(enc, s));
    EXPECT_NE(refused(enc, act("petra", "readied")).find("no readied action"), std::string::npos);
    TakeAction ready{"petra", "ready"};
    ready.trigger = "shoot the first guard who opens the door";
    ASSERT_TRUE(run(enc, ready));
    EXPECT_EQ(enc.combat.to_act, "guards"); // Ready ends her turn
    run(enc, move("guard", "F6"));
    ASSERT_TRUE(run(enc, act("petra", "readied")));
    EXPECT_EQ(left(enc, "petra", "reaction"), 0);
    EXPECT_TRUE(enc.combat.readied.empty());
    EXPECT_NE(refused(enc, act("petra", "dodge")).find("Reaction"), std::string::npos);
    run(enc, end_turn("guard"));
    run(enc, act("petra", "attack")); // her next turn: the reaction is back
    EXPECT_EQ(left(enc, "petra", "reaction"), 1);
}

TEST(Intercept, SwapsPlacesWithAnAdjacentAllyForAReactionAndStamina) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "B2", {{"stamina", 1}}},
                                {"petra", "players", "B3"},
                                {"guard", "guards", "B5"}});
    StartCombat s;
    s.setup.initiator = "guards";
    ASSERT_TRUE(run(enc, s));
    run(enc, act("guard", "attack", "petra"));
    ASSERT_TRUE(run(enc, Intercept{"roland", "petra"}));
    EXPECT_EQ(cell_of(enc, "roland"), at("B3"));
    EXPECT_EQ(cell_of(enc, "petra"), at("B2"));
    EXPECT_EQ(enc.find_unit("roland")->stats.at("stamina"), 0);
    EXPECT_EQ(left(enc, "roland", "reaction"), 0);
}

// seed 004 "Actions in Combat" (Intercept): "then may take any defensive
// action as a free reaction": Roland's reaction went on the Intercept, and
// his Dodge still costs its stamina but no reaction; only once.
TEST(Intercept, ThenADefensiveActionIsAFreeReaction) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "B2", {{"stamina", 3}}},
                                {"petra", "players", "B3"},
                                {"guard", "guards", "B5"}});
    StartCombat s;
    s.setup.initiator = "guards";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, Intercept{"roland", "petra"}));
    EXPECT_EQ(left(enc, "roland", "reaction"), 0);
    const std::string attack = refused(enc, act("roland", "attack")); // not a free action
    EXPECT_NE(attack.find("pick"), std::string::npos) << attack;
    ASSERT_TRUE(run(enc, act("roland", "dodge")));
    EXPECT_EQ(enc.find_unit("roland")->stats.at("stamina"), 1); // 1 each
    EXPECT_TRUE(std::any_of(enc.log.begin(), enc.log.end(), [](const LogEntry& e) {
        return e.text == "Roland takes Dodge as the free reaction of its Intercept";
    }));
    EXPECT_NE(refused(enc, act("roland", "parry")).find("Reaction"), std::string::npos);
}

// Issue 6 acceptance 7: every roll replays identically from the saved seed.
TEST(DiceReplay, AFightReplaysTheSameRollsFromTheSavedSeed) {
    auto fight = [](Encounter enc) {
        run(enc, plain_start());
        run(enc, move("roland", "B6"));
        run(enc, Respond{true});
        run(enc, TakeAction{"roland", "attack", "", "orc2"});
        return enc;
    };
    const Encounter a = fight(freehits_fight());
    const Encounter b = fight(freehits_fight());
    EXPECT_EQ(a.log, b.log);
    EXPECT_GT(a.combat.position, 0u);
    // Reloaded mid-fight, the dice go on from the saved position.
    Encounter c = freehits_fight();
    run(c, plain_start());
    run(c, move("roland", "B6"));
    auto reloaded = io::read_encounter(io::write_encounter(c));
    ASSERT_TRUE(reloaded.ok());
    c = std::move(reloaded).value();
    run(c, Respond{true});
    run(c, TakeAction{"roland", "attack", "", "orc2"});
    EXPECT_EQ(io::write_encounter(c), io::write_encounter(a));
}

TEST(DiceReplay, EnteredValuesOutOfRangeAreRefusedWithAReason) {
    Encounter enc = freehits_fight();
    ASSERT_TRUE(run(enc, plain_start()));
    run(enc, SetDiceMode{"entered"});
    EXPECT_NE(refused(enc, TakeAction{"roland", "attack", "", "orc", {0}}).find("shows 1 to 20"),
              std::string::npos);
    EXPECT_NE(refused(enc, TakeAction{"roland", "attack", "", "orc"}).find("Enter the dice"),
              std::string::npos);
    EXPECT_NE(refused(enc, SetDiceMode{"loaded"}).find("neither"), std::string::npos);
}

namespace {

Encounter hall_brawl() {
    Encounter enc =
        make_fight(RulesetId::Factions, {"players", "bandits"},
                   {{"theobald", "players", "B2", {{"health", 10}, {"damage", 2}}},
                    {"sybilla", "players", "C2", {{"health", 10}}},
                    {"bandit", "bandits", "D2", {{"health", 6}, {"damage", 3}, {"agi", 9}}},
                    {"leader", "bandits", "J10", {{"health", 6}}}});
    paint_hall_and_yard(enc);
    return enc;
}

Respond answer_as(const std::string& as, std::vector<int> rolls = {},
                  const std::string& unit = "") {
    Respond r;
    r.as = as;
    r.rolls = std::move(rolls);
    r.unit = unit;
    return r;
}

} // namespace

// Seed 003 "Reacting to an attack": dodge (AGI save), counter, hide behind
// a nearby character, guard; each uses up the reactor's turn.
TEST(AttackReactions, ADodgeOnAPassedAgiSaveMisses) {
    Encounter enc = hall_brawl();
    ASSERT_TRUE(run(enc, plain_start("players")));
    ASSERT_TRUE(run(enc, act("theobald", "attack", "bandit")));
    EXPECT_EQ(pending(enc).kind, "attack_reaction");
    EXPECT_FALSE(pending(enc).damage.has_value()); // rolled after the answer
    ASSERT_TRUE(run(enc, answer_as("dodge", {9})));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 6);
    EXPECT_EQ(enc.combat.turn_of("bandit")->mark("acted"), 1);
}

TEST(AttackReactions, AFailedDodgeTakesTheHit) {
    Encounter enc = hall_brawl();
    ASSERT_TRUE(run(enc, plain_start("players")));
    ASSERT_TRUE(run(enc, act("theobald", "attack", "bandit")));
    ASSERT_TRUE(run(enc, answer_as("dodge", {10})));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 4);
}

TEST(AttackReactions, ACounterHitsBoth) {
    Encounter enc = hall_brawl();
    ASSERT_TRUE(run(enc, plain_start("players")));
    ASSERT_TRUE(run(enc, act("theobald", "attack", "bandit")));
    ASSERT_TRUE(run(enc, answer_as("counter")));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 4);
    EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 7);
}

TEST(AttackReactions, HidingOrGuardingMovesTheHitToANearbyAlly) {
    Encounter enc = hall_brawl();
    ASSERT_TRUE(run(enc, plain_start("bandits")));
    ASSERT_TRUE(run(enc, act("bandit", "attack", "theobald")));
    EXPECT_NE(refused(enc, answer_as("hide", {}, "leader")).find("nearby ally"), std::string::npos);
    ASSERT_TRUE(run(enc, answer_as("guard", {}, "sybilla")));
    EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 10);
    EXPECT_EQ(enc.find_unit("sybilla")->stats.at("health"), 7);
    EXPECT_EQ(enc.combat.turn_of("sybilla")->mark("acted"), 1); // the guard's turn is used
    EXPECT_EQ(enc.combat.turn_of("theobald") == nullptr
                  ? 0
                  : enc.combat.turn_of("theobald")->mark("acted"),
              0);
}

TEST(AttackReactions, AUnitThatHasActedCannotReactAndTakesTheHit) {
    Encounter enc = hall_brawl();
    ASSERT_TRUE(run(enc, plain_start("players")));
    ASSERT_TRUE(run(enc, act("theobald", "say")));
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    ASSERT_TRUE(run(enc, act("bandit", "attack", "theobald")));
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 7);
}
