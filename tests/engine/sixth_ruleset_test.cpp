// Issue 12's test of success: a ruleset defined only here, in the test,
// from the shared policies (the teams turn order, a table of its own, its
// own movement stat and start questions), registered in a registry of the
// test's own. The file reader, the start-of-combat answers, the command
// engine, the turn summary and the command options all take it without an
// edit anywhere else.
#include "fight_builder.h"

#include "io/encounter_json.h"
#include "movement/move_rules.h"
#include "rules/command_options.h"
#include "rules/registry.h"
#include "rules/ruleset.h"
#include "rules/start_questions.h"
#include "rules/teams/team_turns.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

// "Duel": teams alternate one member at a time (the teams turn policy),
// three actions a turn, a Lunge costs two of them, Taunt none; 5 ft
// squares, movement in the "stride" stat (4 squares when missing).
const Ruleset& duel_ruleset();
constexpr RulesetId kDuel{&duel_ruleset};

Ruleset build_duel() {
    Ruleset r;
    r.info = {
        "duel", "Duel (a test ruleset)",         "Two teams take turns one fighter at a time.",
        "",     SquareSize{5, LengthUnit::Feet}, DiagonalRule::Uniform};
    r.turns = std::make_unique<TeamTurns>();
    r.actions = {on_turn("lunge", "Lunge", {{{"actions", 2}}}),
                 on_turn("parry", "Parry", {{{"actions", 1}}}), on_turn("taunt", "Taunt", {}),
                 ending(on_turn("rest", "Rest", {{{"actions", 1}}}))};
    r.movement.speed_stat = "stride";
    r.movement.default_speed = 4;
    r.health = {{"hp"}, "unconscious"};
    r.conditions = {knocked_out()};
    r.stats = {
        {"stride", "Stride", StatType::Squares, 0, 20, 4, false, "Squares a Move covers", "test"}};
    r.start.intro = "The challenger's team goes first.";
    StartQuestion challenger{"initiator", QuestionKind::Side, "&Challenger:", "Goes first"};
    StartQuestion challenged{"attacked",    QuestionKind::Side, "Challen&ged:",
                             "Goes second", "(none)",           SideDefault::Second};
    challenged.differs_from = "initiator";
    r.start.questions = {challenger, challenged};
    return r;
}

const Ruleset& duel_ruleset() {
    static const Ruleset r = build_duel();
    return r;
}

RulesetRegistry with_duel() {
    RulesetRegistry reg = RulesetRegistry::builtin();
    reg.add(kDuel);
    return reg;
}

const CommandOption& option(const std::vector<CommandOption>& options, const std::string& id) {
    auto it = std::find_if(options.begin(), options.end(),
                           [&](const CommandOption& o) { return o.id == id; });
    EXPECT_NE(it, options.end()) << id;
    return *it;
}

} // namespace

TEST(SixthRuleset, IsOneMoreEntryInARegistryOfItsOwn) {
    const RulesetRegistry reg = with_duel();
    ASSERT_EQ(reg.all().size(), RulesetRegistry::builtin().all().size() + 1);
    EXPECT_EQ(reg.all().back(), kDuel);
    EXPECT_EQ(reg.find("duel"), kDuel);
    EXPECT_EQ(reg.id_list(), "phases, freehits, sides, factions, teams, duel");
    // The built-in registry is untouched.
    EXPECT_FALSE(RulesetRegistry::builtin().find("duel").has_value());
    // Adding it again replaces it rather than listing it twice.
    RulesetRegistry again = reg;
    again.add(RulesetId(&duel_ruleset));
    EXPECT_EQ(again.all().size(), reg.all().size());
}

TEST(SixthRuleset, FilesNamingItLoadOnlyWhereItIsRegistered) {
    Encounter enc = make_fight(kDuel, {"blue", "red"},
                               {{"ann", "blue", "B2", {{"stride", 3}}}, {"bob", "red", "F2"}});
    const std::string text = io::write_encounter(enc);
    EXPECT_NE(text.find("\"ruleset\": \"duel\""), std::string::npos);

    auto builtin = io::read_encounter(text);
    ASSERT_FALSE(builtin.ok());
    EXPECT_NE(builtin.reason().find("ruleset"), std::string::npos) << builtin.reason();
    EXPECT_NE(builtin.reason().find("teams"), std::string::npos) << builtin.reason();

    auto loaded = io::read_encounter(text, with_duel());
    ASSERT_TRUE(loaded.ok()) << loaded.reason();
    EXPECT_EQ(loaded.value().ruleset, kDuel);
    EXPECT_EQ(io::write_encounter(loaded.value()), text);
}

TEST(SixthRuleset, AFightRunsOnItsPolicies) {
    Encounter enc = make_fight(
        kDuel, {"blue", "red"},
        {{"ann", "blue", "B2", {{"stride", 3}}}, {"cat", "blue", "B4"}, {"bob", "red", "F2"}});
    // Its movement stat, and its fallback when a unit has none.
    EXPECT_EQ(move_rules(enc, *enc.find_unit("ann")).budget, 3);
    EXPECT_EQ(move_rules(enc, *enc.find_unit("cat")).budget, 4);

    // Before the fight every option is refused with the engine's reason.
    for (const CommandOption& o : action_options(enc, "ann")) {
        EXPECT_FALSE(o.available) << o.id;
        EXPECT_FALSE(o.reason.empty()) << o.id;
    }

    // The start questions, answered as the dialog would.
    StartAnswers answers;
    for (const StartQuestion& q : kDuel.rules().start.questions) {
        EXPECT_TRUE(question_shown(q, answers)) << q.id;
    }
    answers.choices["initiator"] = "red";
    answers.choices["attacked"] = "blue";
    const StartCombat start = start_command(enc, answers);
    EXPECT_EQ(start.setup.initiator, "red");
    EXPECT_EQ(start.setup.attacked, "blue");
    ASSERT_TRUE(run(enc, start));

    TurnSummary s = summarize_turn(enc);
    EXPECT_TRUE(s.in_combat);
    EXPECT_EQ(s.to_act, "red");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"bob"}));
    ASSERT_FALSE(s.pools.empty());
    EXPECT_EQ(s.pools.front().pool, "actions");

    // Its action table, with its costs, planned by the engine.
    auto options = action_options(enc, "bob");
    ASSERT_EQ(options.size(), 4u);
    EXPECT_EQ(option(options, "lunge").label, "Lunge");
    EXPECT_EQ(option(options, "lunge").cost, "2 Actions");
    EXPECT_EQ(option(options, "taunt").cost, "free");
    EXPECT_TRUE(option(options, "lunge").available) << option(options, "lunge").reason;
    EXPECT_FALSE(option(action_options(enc, "ann"), "lunge").available);

    ASSERT_TRUE(run(enc, act("bob", "lunge", "ann")));
    EXPECT_EQ(left(enc, "bob", "actions"), 1);
    ASSERT_TRUE(run(enc, act("bob", "parry")));
    EXPECT_EQ(left(enc, "bob", "actions"), 0);
    options = action_options(enc, "bob");
    EXPECT_FALSE(option(options, "lunge").available);
    EXPECT_FALSE(option(options, "parry").available);
    EXPECT_NE(option(options, "parry").reason.find("Actions"), std::string::npos)
        << option(options, "parry").reason;
    EXPECT_TRUE(option(options, "taunt").available) << option(options, "taunt").reason;

    // Ending the turn: the challenged team picks next.
    ASSERT_TRUE(run(enc, end_turn("bob")));
    s = summarize_turn(enc);
    EXPECT_EQ(s.to_act, "blue");
    EXPECT_EQ(s.status.at("bob"), "done");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"ann", "cat"}));
    EXPECT_EQ(refused(enc, act("bob", "taunt")).empty(), false);
    // Rest is in its table as ending the turn: Ann's turn is over at once.
    ASSERT_TRUE(run(enc, act("ann", "rest")));
    EXPECT_EQ(summarize_turn(enc).status.at("ann"), "done");
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"cat"}));
}
