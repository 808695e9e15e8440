// The end of the fight (issue 13): seed 001 "Combat rules", "The battle
// continues until all units from one team are defeated": the summary is
// logged once when one side is left standing, and again if the fight comes
// back to life and ends a second time.
#include "fight_builder.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

int count(const Encounter& enc, const std::string& text) {
    return static_cast<int>(std::count_if(enc.log.begin(), enc.log.end(),
                                          [&](const LogEntry& e) { return e.text == text; }));
}

} // namespace

TEST(FightEnd, TheSummaryComesOnceWhenOneSideStands) {
    Encounter enc = make_fight(RulesetId::Freehits, {"heroes", "orcs"},
                               {{"roland", "heroes", "B2", {{"agility", 4}, {"hp", 12}}},
                                {"orc", "orcs", "C3", {{"agility", 3}, {"hp", 5}}},
                                {"orc2", "orcs", "H8", {{"agility", 2}, {"hp", 5}}}});
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc"}, -5}));
    const std::string over = "The fight is over after round 1: Heroes stand";
    EXPECT_EQ(count(enc, over), 0); // orc2 still stands
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc2"}, -9}));
    EXPECT_EQ(count(enc, over), 1);
    EXPECT_EQ(count(enc, "Down: Orc (unconscious), Orc2 (unconscious)"), 1);
    EXPECT_EQ(count(enc, "Damage taken: Orc 5, Orc2 9"), 1);
    EXPECT_EQ(count(enc, "Damage dealt: none"), 1); // the GM's damage is nobody's
    ASSERT_TRUE(run(enc, ChangeHealth{{"roland"}, -1}));
    EXPECT_EQ(count(enc, over), 1);                   // said once
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc2"}, 3})); // back on its feet
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc2"}, -3}));
    EXPECT_EQ(count(enc, over), 2);
}

// sides (seed 002 "Morale"): "Almost everything ... prioritizes its own
// survival ... They're gone for now, but they will probably be back." The
// seed gives no procedure: the GM sets `fled`, which takes the unit out of
// the fight; a side all fled or down has lost.
TEST(FightEnd, ASidesAllFledLoses) {
    Encounter enc = make_fight(RulesetId::Sides, {"party", "bandits"},
                               {{"roland", "party", "B2", {{"hp", 12}}},
                                {"bandit", "bandits", "C3", {{"hp", 5}}},
                                {"bandit2", "bandits", "H8", {{"hp", 5}}}});
    StartCombat s;
    s.setup.party = "party";
    s.rolls = {{"party", {8}}, {"bandits", {1}}};
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, ChangeHealth{{"bandit"}, -5}));
    ASSERT_TRUE(run(enc, SetCondition{"bandit2", "fled", true}));
    EXPECT_TRUE(out_of_fight(*enc.find_unit("bandit2")));
    EXPECT_EQ(count(enc, "The fight is over after round 1: Party stand"), 1);
    EXPECT_EQ(count(enc, "Down: Bandit (mortally injured), Bandit2 (fled)"), 1);
    // It comes back: the fight goes on.
    ASSERT_TRUE(run(enc, SetCondition{"bandit2", "fled", false}));
    EXPECT_FALSE(out_of_fight(*enc.find_unit("bandit2")));
}
