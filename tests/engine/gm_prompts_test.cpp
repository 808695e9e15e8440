// The rules the GM judges (docs/rules-coverage.md, GM-adjudicated) are
// asked for by the engine, naming the seed section: an action that carries
// one (ActionDef::asks) logs it as it is taken, and sides asks who goes
// first when an Instant or a held action is taken off its side's turn
// (seed 002 "Combat Action Types", "Hold An Action (Move)").
#include "fight_builder.h"

#include "rules/ruleset.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// The party (a fighter on C3) acts first, then the orcs (an orc on B3).
Encounter party_first_fight() {
    Encounter enc =
        make_fight(RulesetId::Sides, {"party", "orcs"},
                   {{"f", "party", "C3", {{"ac", 14}, {"hp", 20}}},
                    {"o", "orcs", "B3", {{"attack", 2}, {"damage", 5}, {"hp", 10}}, {"Melee"}}});
    start_sides(enc, "party", "orcs", "party");
    return enc;
}

} // namespace

// seed 002 "Combat Actions": an unlisted action's sort and whether it
// provokes are the GM's.
TEST(GmPrompts, AnUnlistedActionAsksTheGm) {
    Encounter enc = party_first_fight();
    ASSERT_TRUE(run(enc, act("f", "other")));
    EXPECT_TRUE(logged(enc, "GM: an unlisted action: the GM decides which sort it is (Main, Move, "
                            "Free) and whether it provokes an Attack of Opportunity (seed 002 "
                            "\"Combat Actions\")"));
}

// seed 002 "Combat Action Types": Instant actions at the same moment "are
// resolved simultaneously, with the GM adjudicating any ambiguities"; on
// its own turn nothing is asked.
TEST(GmPrompts, AnInstantActionOffTurnAsksWhoGoesFirst) {
    Encounter enc = party_first_fight();
    const std::string asked = "GM: Instant actions taken at the same moment are resolved "
                              "simultaneously; the GM settles any ambiguity (seed 002 \"Combat "
                              "Action Types\")";
    ASSERT_TRUE(run(enc, act("o", "total_defense"))); // the party's turn: off the orc's
    EXPECT_TRUE(logged(enc, asked));
    Encounter own = party_first_fight();
    ASSERT_TRUE(run(own, act("f", "total_defense")));
    EXPECT_FALSE(logged(own, asked));
}

// seed 002 "Hold An Action (Move)": the held rest of a turn, taken in
// response, resolves first.
TEST(GmPrompts, AHeldActionTakenOffTurnResolvesFirst) {
    Encounter enc = party_first_fight();
    ASSERT_TRUE(run(enc, act("f", "hold"))); // its side's turn ends with it
    ASSERT_EQ(enc.combat.to_act, "orcs");
    ASSERT_TRUE(run(enc, act("f", "other"))); // on the orcs' turn
    EXPECT_TRUE(logged(enc, "GM: an action held and taken in response to another resolves first "
                            "(seed 002 \"Hold An Action (Move)\")"));
}

// Every action that asks the GM names a seed section.
TEST(GmPrompts, EveryQuestionNamesItsSeedSection) {
    int asking = 0;
    for (RulesetId id : {RulesetId::Phases, RulesetId::Freehits, RulesetId::Sides,
                         RulesetId::Factions, RulesetId::Teams}) {
        for (const ActionDef& a : id.rules().actions) {
            if (!a.asks.empty()) {
                ++asking;
                EXPECT_NE(a.asks.find("(seed 00"), std::string::npos) << a.id;
            }
        }
    }
    EXPECT_EQ(asking, 9); // freehits 3, sides 2, factions 1, teams 3
}
