// teams turn order (seed 004 "Initiative and Rounds", "Surprise", "Actions
// in Combat"): the seed's worked examples, through the engine API.
#include "fight_builder.h"

#include "io/encounter_json.h"
#include "rules/command_options.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

StartCombat teams_start(const std::string& initiator, const std::string& attacked,
                        std::vector<std::string> surprised = {}) {
    StartCombat s;
    s.setup.initiator = initiator;
    s.setup.attacked = attacked;
    s.setup.surprised = std::move(surprised);
    return s;
}

/// Takes a one-action turn: `unit` attacks and ends its turn.
void take_turn(Encounter& enc, const std::string& unit) {
    run(enc, act(unit, "attack"));
    run(enc, end_turn(unit));
}

} // namespace

// "The players go first, and they decide to let Roland take the first turn
// ... Next, the guards will decide to let their captain take a turn ... Then
// the players will go again, this time selecting Clementine ... Then the
// guards will go again, selecting a guard who will move to and then attack
// Roland."
TEST(TeamsTurns, PlayersAndGuardsAlternateOneMemberAtATime) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "B2"},
                                {"clementine", "players", "C2"},
                                {"captain", "guards", "H8"},
                                {"guard", "guards", "I8"}});
    ASSERT_TRUE(run(enc, teams_start("players", "guards")));
    EXPECT_EQ(enc.combat.order, (std::vector<std::string>{"players", "guards"}));
    EXPECT_EQ(enc.combat.to_act, "players");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"roland", "clementine"}));
    // Before their turns the tracker shows what they will have.
    EXPECT_EQ(summarize_turn(enc).budgets.at("clementine").at("actions"), 3);
    EXPECT_EQ(summarize_turn(enc).budgets.at("guard").at("actions"), 3);

    // Roland moves into a good position: that begins his turn.
    ASSERT_TRUE(run(enc, move("roland", "D4")));
    EXPECT_EQ(enc.combat.acting, "roland");
    const auto status = summarize_turn(enc).status;
    EXPECT_EQ(status.at("roland"), "acting");
    EXPECT_EQ(status.at("clementine"), "waiting");
    EXPECT_EQ(status.at("captain"), "waiting");
    EXPECT_EQ(left(enc, "roland", "actions"), 2);
    EXPECT_NE(refused(enc, act("clementine", "attack")).find("Roland's turn"), std::string::npos);
    run(enc, end_turn("roland"));
    EXPECT_EQ(enc.combat.to_act, "guards");
    EXPECT_NE(refused(enc, act("clementine", "attack")).find("Guards' pick"), std::string::npos);

    take_turn(enc, "captain"); // rallies the troops
    EXPECT_EQ(summarize_turn(enc).status.at("roland"), "done");
    EXPECT_EQ(summarize_turn(enc).status.at("clementine"), "may act");
    EXPECT_EQ(enc.combat.to_act, "players");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"clementine"}));
    take_turn(enc, "clementine");
    ASSERT_TRUE(run(enc, move("guard", "E5")));
    run(enc, act("guard", "attack", "roland"));
    run(enc, end_turn("guard"));

    // Everyone has had a turn: a new round, the players first again, and
    // they may choose another order.
    EXPECT_EQ(enc.combat.round, 2);
    EXPECT_EQ(enc.combat.to_act, "players");
    take_turn(enc, "clementine");
    EXPECT_EQ(enc.combat.to_act, "guards");
}

// "The players manage to defeat a few of the guards, resulting in lopsided
// teams of four players versus two guards. Once both teams have taken two
// turns each, only the players will have members on their team left to
// act. The players may take the remaining as there are no other teams ..."
TEST(TeamsTurns, LopsidedTeamsLeaveThePlayersTheRemainingTurns) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "A1"},
                                {"clementine", "players", "B1"},
                                {"petra", "players", "C1"},
                                {"boudica", "players", "D1"},
                                {"guard1", "guards", "A9"},
                                {"guard2", "guards", "B9"}});
    ASSERT_TRUE(run(enc, teams_start("players", "guards")));
    std::vector<std::string> picks;
    for (const char* unit : {"roland", "guard1", "clementine", "guard2", "petra", "boudica"}) {
        picks.push_back(enc.combat.to_act);
        take_turn(enc, unit);
    }
    EXPECT_EQ(picks, (std::vector<std::string>{"players", "guards", "players", "guards", "players",
                                               "players"}));
    EXPECT_EQ(enc.combat.round, 2);
}

// "one of them managed to knock Roland unconscious before he could take
// his turn. However, on Clementine's turn she managed to resuscitate Roland
// ... it passes to the guard's team ... After the guards take a turn, the
// players may decide to give Roland the next turn."
TEST(TeamsTurns, RolandKnockedOutAndRevivedActsAtTheNextOpportunity) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "B2"},
                                {"clementine", "players", "C2"},
                                {"petra", "players", "D2"},
                                {"guard1", "guards", "B3"},
                                {"guard2", "guards", "H8"},
                                {"guard3", "guards", "I8"}});
    ASSERT_TRUE(run(enc, teams_start("players", "guards")));
    take_turn(enc, "petra");
    run(enc, act("guard1", "attack", "roland"));
    run(enc, SetCondition{"roland", "unconscious", true}); // knocked out
    run(enc, end_turn("guard1"));
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"clementine"}));
    EXPECT_NE(refused(enc, act("roland", "attack")).find("unconscious"), std::string::npos);

    run(enc, act("clementine", "resuscitate", "roland")); // two actions
    EXPECT_EQ(left(enc, "clementine", "actions"), 1);
    EXPECT_FALSE(enc.find_unit("roland")->conditions.contains("unconscious"));
    // "Resuscitate: (Two actions) Go prone, then make a test".
    EXPECT_TRUE(enc.find_unit("clementine")->conditions.contains("prone"));
    // The test has no difficulty in the seed: the engine asks the GM.
    EXPECT_TRUE(logged(enc, "GM: the rescuer's test has no difficulty in the seed: the engine "
                            "wakes the target, so on a failed test knock it out again from its "
                            "menu (seed 004 \"Actions in Combat\")"));
    run(enc, end_turn("clementine"));
    // A player just took a turn: the pick passes to the guards first.
    EXPECT_EQ(enc.combat.to_act, "guards");
    EXPECT_FALSE(refused(enc, act("roland", "attack")).empty());
    take_turn(enc, "guard2");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"roland"}));
    take_turn(enc, "roland");
    EXPECT_EQ(enc.combat.to_act, "guards");
    EXPECT_EQ(enc.combat.round, 1);
}

// "a few goblins hear them ... catch the players by surprise ... Clementine
// has the danger sense talent and cannot be surprised. During the surprise
// round, Clementine defeats one of the goblins ... After the surprise
// round, normal rounds begin."
TEST(TeamsTurns, GoblinSurpriseRoundWithClementinesDangerSense) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "goblins"},
                               {{"roland", "players", "B2"},
                                {"clementine", "players", "C2", {}, {"Danger Sense"}},
                                {"goblin1", "goblins", "B4"},
                                {"goblin2", "goblins", "C4"},
                                {"goblin3", "goblins", "D4"}});
    ASSERT_TRUE(run(enc, teams_start("goblins", "players", {"players"})));
    EXPECT_EQ(enc.combat.round, 0);
    EXPECT_EQ(enc.combat.to_act, "goblins");
    take_turn(enc, "goblin1");
    // The players' pick: only Clementine, who cannot be surprised.
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"clementine"}));
    run(enc, act("clementine", "attack", "goblin2"));
    run(enc, SetCondition{"goblin2", "dead", true});
    run(enc, end_turn("clementine"));
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"goblin3"}));
    take_turn(enc, "goblin3");
    // Roland is surprised, so the surprise round is over; round 1 begins
    // with the goblins (the initiators) and Roland may act in it.
    EXPECT_EQ(enc.combat.round, 1);
    EXPECT_EQ(enc.combat.to_act, "goblins");
    take_turn(enc, "goblin1");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"roland", "clementine"}));
}

TEST(TeamsTurns, ThreeActionsMoveOnceSprintForStaminaAndAFreeStep) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "B2", {{"speed", 5}, {"stamina", 2}}},
                                {"petra", "players", "B6"},
                                {"guard", "guards", "J10"}});
    ASSERT_TRUE(run(enc, teams_start("players", "guards")));
    run(enc, move("roland", "B3", "step"));
    EXPECT_NE(refused(enc, move("roland", "B5")).find("Step"), std::string::npos);
    run(enc, end_turn("roland"));
    take_turn(enc, "guard");
    run(enc, move("petra", "F6"));
    EXPECT_NE(refused(enc, move("petra", "G6")).find("already moved"), std::string::npos);
    EXPECT_NE(refused(enc, move("petra", "G6", "step")).find("already moved"), std::string::npos);
    run(enc, move("petra", "H6", "sprint"));
    EXPECT_EQ(left(enc, "petra", "actions"), 1);
    run(enc, act("petra", "attack", "guard"));
    EXPECT_NE(refused(enc, act("petra", "attack", "guard")).find("Actions"), std::string::npos);
}

TEST(TeamsTurns, ReactionRecoversAtTheStartOfTheUnitsTurn) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "B2"}, {"guard", "guards", "B3"}});
    ASSERT_TRUE(run(enc, teams_start("players", "guards")));
    run(enc, act("roland", "attack", "guard"));
    run(enc, act("guard", "dodge")); // off turn: a reaction
    EXPECT_EQ(left(enc, "guard", "reaction"), 0);
    EXPECT_NE(refused(enc, act("guard", "parry")).find("Reaction"), std::string::npos);
    run(enc, end_turn("roland"));
    run(enc, act("guard", "attack", "roland")); // its turn begins: reaction back
    EXPECT_EQ(left(enc, "guard", "reaction"), 1);
}

// "Reloading her crossbow requires that she takes two actions but she only
// has one action remaining ... On her next turn, she will need to spend her
// first action to finish reloading."
TEST(TeamsTurns, PetrasExtendedReloadCarriesIntoHerNextTurn) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"petra", "players", "B2"}, {"guard", "guards", "J10"}});
    ASSERT_TRUE(run(enc, teams_start("players", "guards")));
    run(enc, act("petra", "attack", "guard"));
    run(enc, act("petra", "seek_cover"));
    run(enc, TakeAction{"petra", "resuscitate"}); // a two-action deed, as the reload
    EXPECT_EQ(left(enc, "petra", "actions"), 0);
    run(enc, end_turn("petra"));
    take_turn(enc, "guard");
    // "she will need to spend her first action to finish reloading before
    // taking any other actions".
    EXPECT_EQ(summarize_turn(enc).budgets.at("petra").at("actions"), 2);
    EXPECT_NE(refused(enc, act("petra", "attack", "guard")).find("must first finish Resuscitate"),
              std::string::npos);
    EXPECT_NE(refused(enc, move("petra", "C3")).find("must first finish"), std::string::npos);
    run(enc, TakeAction{"petra", "resuscitate"});
    EXPECT_TRUE(logged_part(enc, "Petra finishes Resuscitate with 1 more action(s)"));
    run(enc, act("petra", "attack", "guard"));
    EXPECT_EQ(left(enc, "petra", "actions"), 1); // 3 - 1 finishing the reload - 1 attack
}

namespace {

/// Clementine next to the unconscious Roland; the players' pick.
Encounter roland_down_next_to_clementine() {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"clementine", "players", "B2", {{"endurance", 5}, {"health", 5}}},
                                {"roland", "players", "C2"},
                                {"guard", "guards", "J10"}});
    enc.find_unit("roland")->conditions = {"unconscious"};
    run(enc, teams_start("players", "guards"));
    return enc;
}

} // namespace

// "Extended actions ... you must wait until the full action time has
// occurred before you can perform the effects of that action. If during a
// future turn you wish to abandon an action that you have already started,
// you may do so at no extra cost and take your turn as normal."
TEST(TeamsTurns, AnExtendedActionWaitsForItsEffectAndMayBeAbandoned) {
    Encounter enc = roland_down_next_to_clementine();
    EXPECT_NE(refused(enc, act("clementine", "abandon")).find("no extended action"),
              std::string::npos);
    run(enc, act("clementine", "interact"));
    run(enc, act("clementine", "interact"));
    ASSERT_TRUE(run(enc, act("clementine", "resuscitate", "roland")));
    // Begun with her last action: Roland is not awake yet, nor is she prone.
    EXPECT_TRUE(has_condition(*enc.find_unit("roland"), "unconscious"));
    EXPECT_FALSE(has_condition(*enc.find_unit("clementine"), "prone"));
    EXPECT_TRUE(logged_part(enc, "1 more action(s) on its next turn, and it takes effect then"));
    run(enc, end_turn("clementine"));
    take_turn(enc, "guard");
    // The menu gives what finishing costs.
    const auto options = action_options(enc, "clementine");
    const auto it = std::find_if(options.begin(), options.end(),
                                 [](const CommandOption& o) { return o.id == "resuscitate"; });
    ASSERT_NE(it, options.end());
    EXPECT_EQ(it->cost, "1 action to finish");
    // Finished where it was begun: on Roland, not on nobody.
    EXPECT_NE(refused(enc, act("clementine", "resuscitate")).find("is aimed at Roland"),
              std::string::npos);
    ASSERT_TRUE(run(enc, act("clementine", "abandon")));
    EXPECT_TRUE(logged_part(enc, "Clementine must first finish Resuscitate (1 action(s))"));
    EXPECT_TRUE(logged_part(enc, "Clementine abandons Resuscitate at no extra cost"));
    EXPECT_TRUE(has_condition(*enc.find_unit("roland"), "unconscious"));
    EXPECT_EQ(left(enc, "clementine", "actions"), 3);
    ASSERT_TRUE(run(enc, move("clementine", "B3"))); // her turn as normal
}

// An extended action is cut short when the unit falls; woken, it owes
// nothing ("If at any time a character becomes unable to act").
TEST(TeamsTurns, FallingCutsAnExtendedActionShort) {
    Encounter enc = roland_down_next_to_clementine();
    run(enc, act("clementine", "interact"));
    run(enc, act("clementine", "interact"));
    ASSERT_TRUE(run(enc, act("clementine", "resuscitate", "roland")));
    run(enc, end_turn("clementine"));
    // Knocked out by the guard's blow, not by the GM.
    ASSERT_TRUE(run(enc, ChangeHealth{{"clementine"}, -10}));
    EXPECT_TRUE(logged(enc, "Clementine's Resuscitate is cut short: it is out of the fight"));
    ASSERT_TRUE(run(enc, SetCondition{"clementine", "unconscious", false}));
    EXPECT_EQ(enc.combat.turn_of("clementine")->mark("underway:resuscitate"), 0);
}

// A file saved before an extended action waited for its effects holds the
// mark "extended": it still loads, and those actions are paid as the
// unit's next turn begins.
TEST(TeamsTurns, AnOlderFilesExtendedActionIsPaidAsTheTurnBegins) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"petra", "players", "B2"}, {"guard", "guards", "J10"}});
    ASSERT_TRUE(run(enc, teams_start("players", "guards")));
    run(enc, end_turn("petra"));
    nlohmann::json doc = nlohmann::json::parse(io::write_encounter(enc));
    doc["combat"]["units"]["petra"]["marks"]["extended"] = 1;
    auto old = io::read_encounter(doc.dump());
    ASSERT_TRUE(old.ok()) << old.reason();
    enc = old.value();
    take_turn(enc, "guard");
    run(enc, act("petra", "attack", "guard"));
    EXPECT_TRUE(logged_part(enc, "Petra spends 1 action(s) carrying on its extended action"));
    EXPECT_EQ(left(enc, "petra", "actions"), 1);
}

// Issue 13, all rulesets: a member its team may pick can take an empty turn
// (seed 004 "Initiative and Rounds": "each participant ... will get one
// turn"); the turn is spent and the other team picks.
TEST(TeamsTurns, AMemberMayTakeAnEmptyTurn) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "B2"},
                                {"clementine", "players", "C2"},
                                {"captain", "guards", "H8"}});
    ASSERT_TRUE(run(enc, teams_start("players", "guards")));
    // Not the guards' pick yet, and nobody named: refused with the reason.
    EXPECT_NE(refused(enc, end_turn("captain")).find("Players' pick"), std::string::npos);
    EXPECT_NE(refused(enc, end_turn()).find("Nobody is taking a turn"), std::string::npos);
    ASSERT_TRUE(run(enc, end_turn("roland")));
    EXPECT_EQ(enc.combat.acting, "");
    EXPECT_EQ(enc.combat.to_act, "guards");
    EXPECT_EQ(summarize_turn(enc).status.at("roland"), "done");
    EXPECT_EQ(enc.log.back().text, "Roland ends its turn");
    // Its turn is spent: it cannot take another this round.
    take_turn(enc, "captain");
    EXPECT_NE(refused(enc, end_turn("roland")).find("already taken its turn"), std::string::npos);
    // A member who is out loses its turn rather than taking it.
    run(enc, SetCondition{"clementine", "unconscious", true});
    EXPECT_NE(refused(enc, end_turn("clementine")).find("loses its turn"), std::string::npos);
}

// Seed 004 "Actions in Combat", Table: Reactions: "Dodge | Spend 1 stamina
// to attempt to avoid an attack"; Table: Actions: "Command | ... spend 2
// focus". A unit with too little is refused; one without the stat is not
// tracked.
TEST(TeamsTurns, DodgeSpendsStaminaAndCommandFocus) {
    Encounter enc = make_fight(RulesetId::Teams, {"a", "b"},
                               {{"x", "a", "B2", {{"stamina", 1}, {"focus", 1}}},
                                {"w", "a", "B3", {}},
                                {"y", "b", "H8", {}},
                                {"z", "b", "H9", {}}});
    StartCombat s;
    s.setup.initiator = "a";
    s.setup.attacked = "b";
    ASSERT_TRUE(run(enc, s));
    EXPECT_NE(refused(enc, act("x", "command", "w")).find("X has 1 focus, and Command needs 2"),
              std::string::npos);
    ASSERT_TRUE(run(enc, act("x", "attack")));
    ASSERT_TRUE(run(enc, end_turn()));
    ASSERT_TRUE(run(enc, act("x", "dodge"))); // a reaction on b's turn
    EXPECT_EQ(enc.find_unit("x")->stats.at("stamina"), 0);
    EXPECT_NE(enc.log.back().text.find("spends 1 stamina (0 left)"), std::string::npos);
    const auto options = action_options(enc, "x");
    const auto dodge = std::find_if(options.begin(), options.end(),
                                    [](const CommandOption& o) { return o.id == "dodge"; });
    ASSERT_NE(dodge, options.end());
    EXPECT_EQ(dodge->cost, "1 Reaction, plus 1 stamina");
}

// seed 004 "Actions in Combat": "Command: Once per turn per target, spend 2
// focus to give an ally one action during your turn." Roland commands
// Petra: she moves during his turn (her own turn is still to come); a
// second Command on her this turn is refused; one she does not use lapses
// with his turn.
TEST(TeamsTurns, CommandGivesAnAllyOneActionDuringTheTurn) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "B2", {{"focus", 5}}},
                                {"petra", "players", "C2", {}},
                                {"clementine", "players", "D2", {}},
                                {"guard", "guards", "H8", {}}});
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.attacked = "guards";
    ASSERT_TRUE(run(enc, s));
    EXPECT_EQ(refused(enc, act("roland", "command")), "Command: name the ally");
    EXPECT_EQ(refused(enc, act("roland", "command", "guard")), "Guard is not an ally of Roland");
    ASSERT_TRUE(run(enc, act("roland", "command", "petra")));
    EXPECT_EQ(enc.find_unit("roland")->stats.at("focus"), 3);
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"roland", "petra"}));
    EXPECT_NE(refused(enc, move("petra", "C4", "sprint")).find("one action"), std::string::npos);
    ASSERT_TRUE(run(enc, move("petra", "C4")));
    EXPECT_EQ(enc.combat.acting, "roland"); // still his turn
    EXPECT_EQ(left(enc, "roland", "actions"), 2);
    EXPECT_NE(refused(enc, act("petra", "attack")).find("turn"), std::string::npos); // used up
    EXPECT_EQ(refused(enc, act("roland", "command", "petra")),
              "Roland has already used Command on Petra this turn (once per turn for each)");
    ASSERT_TRUE(run(enc, act("roland", "command", "clementine")));
    ASSERT_TRUE(run(enc, end_turn("roland")));
    EXPECT_TRUE(std::any_of(enc.log.begin(), enc.log.end(), [](const LogEntry& e) {
        return e.text == "Clementine's commanded action lapses";
    }));
    // Petra's own turn comes later in the round, whole.
    ASSERT_TRUE(run(enc, act("guard", "other")));
    ASSERT_TRUE(run(enc, end_turn("guard")));
    ASSERT_TRUE(run(enc, act("petra", "other")));
    EXPECT_EQ(left(enc, "petra", "actions"), 2);
}

// "The next initiative goes to the team being attacked, with every other
// team going next in whatever order the game master decides is
// appropriate." Four teams: the players started it against the guards; the
// GM puts the wolves before the bandits, against the file's order.
TEST(TeamsTurns, OtherTeamsFollowInTheGmsOrder) {
    auto four = [] {
        return make_fight(RulesetId::Teams, {"players", "guards", "bandits", "wolves"},
                          {{"roland", "players", "B2"},
                           {"captain", "guards", "H8"},
                           {"bandit", "bandits", "J2"},
                           {"wolf", "wolves", "B10"}});
    };
    Encounter enc = four();
    StartCombat start = teams_start("players", "guards");
    start.setup.order = {"wolves", "bandits"};
    ASSERT_TRUE(run(enc, start));
    EXPECT_EQ(enc.combat.order,
              (std::vector<std::string>{"players", "guards", "wolves", "bandits"}));
    // The GM's list may hold every team, and may leave some out: those
    // follow in the file's order.
    Encounter partial = four();
    start.setup.order = {"guards", "wolves", "players"};
    ASSERT_TRUE(run(partial, start));
    EXPECT_EQ(partial.combat.order,
              (std::vector<std::string>{"players", "guards", "wolves", "bandits"}));
    // Without one: the file's order, as before.
    Encounter plain = four();
    ASSERT_TRUE(run(plain, teams_start("players", "guards")));
    EXPECT_EQ(plain.combat.order,
              (std::vector<std::string>{"players", "guards", "bandits", "wolves"}));
    // An unknown team is refused.
    Encounter bad = four();
    start.setup.order = {"dragons"};
    EXPECT_EQ(refused(bad, start), "There is no team \"dragons\"");
}
