// phases specials that guard a unit from effects (issue 14; seed 000
// "Specials"): "Construct: Unit is immune to Stun, Healmancy and Turning.
// Unit cannot gain XP."; "Inhuman: Unit is not a humanoid unit, and cannot
// be uncroaked. Unit cannot gain XP."; "Uncroaked: Unit is immune to Stun,
// Healmancy and Turning. ... Unit cannot gain XP."; "Skeletal: Unit is
// Uncroaked."
#include "fight_builder.h"
#include "test_helpers.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// A golem (Construct) and a troll (Inhuman) of red against a goblin of
/// blue; each has 6 of its 10 Hits.
Encounter menagerie() {
    const std::vector<std::pair<std::string, int>> stats{
        {"combat", 2}, {"defense", 2}, {"hits", 6}, {"hits_max", 10}};
    return make_fight(RulesetId::Phases, {"red", "blue"},
                      {{"golem", "red", "B2", stats, {"Construct"}},
                       {"troll", "red", "C2", stats, {"Inhuman"}},
                       {"gob", "blue", "F2", stats}});
}

int hits(const Encounter& enc, const std::string& id) {
    return enc.find_unit(id)->stats.at("hits");
}

} // namespace

TEST(PhasesSpecials, ConstructsAreImmuneToStunAndTurning) {
    Encounter enc = menagerie();
    EXPECT_TRUE(
        contains(refused(enc, SetCondition{"golem", "stunned"}),
                 "Golem cannot be Stunned (Construct: immune; seed 000 \"Status Effects\")"));
    EXPECT_TRUE(contains(refused(enc, SetCondition{"golem", "turned"}),
                         "cannot be Turned (Construct: immune; seed 000 \"Specials\")"));
    ASSERT_TRUE(run(enc, SetCondition{"gob", "turned"}));
    EXPECT_TRUE(has_condition(*enc.find_unit("gob"), "turned"));
    // A Skeletal unit "is Uncroaked".
    Unit skeleton = *enc.find_unit("gob");
    skeleton.specials = {"Skeletal"};
    ASSERT_TRUE(run(enc, EditUnit{skeleton}));
    ASSERT_TRUE(run(enc, SetCondition{"gob", "turned", false}));
    EXPECT_TRUE(contains(refused(enc, SetCondition{"gob", "turned"}), "(Skeletal: immune;"));
}

TEST(PhasesSpecials, HealmancyHealsAllButConstructsAndUncroaked) {
    Encounter enc = menagerie();
    EXPECT_TRUE(contains(refused(enc, ChangeHealth{{"golem"}, 3, "healmancy"}),
                         "Golem is immune to Healmancy (Construct; seed 000 \"Specials\")"));
    EXPECT_EQ(hits(enc, "golem"), 6);
    ASSERT_TRUE(run(enc, ChangeHealth{{"troll"}, 3, "healmancy"}));
    EXPECT_EQ(hits(enc, "troll"), 9);
    ASSERT_TRUE(run(enc, ChangeHealth{{"golem"}, 3})); // a repair is no Healmancy
    EXPECT_EQ(hits(enc, "golem"), 9);
    EXPECT_TRUE(contains(refused(enc, ChangeHealth{{"troll"}, -3, "healmancy"}), "damage"));
    EXPECT_TRUE(contains(refused(enc, ChangeHealth{{"troll"}, 3, "prayer"}), "no healing"));
}

TEST(PhasesSpecials, AnInhumanUnitCannotBeUncroaked) {
    Encounter enc = menagerie();
    Unit raised = *enc.find_unit("troll");
    raised.specials.insert("Uncroaked");
    EXPECT_TRUE(contains(refused(enc, EditUnit{raised}),
                         "Troll is Inhuman and cannot be Uncroaked (seed 000 \"Specials\")"));
    Unit ghoul = raised;
    ghoul.id = "ghoul";
    ghoul.name = "Ghoul";
    ghoul.cell = Cell{5, 5};
    ghoul.specials = {"Inhuman", "Skeletal"};
    EXPECT_TRUE(contains(refused(enc, PlaceUnit{ghoul}), "cannot be Skeletal"));
}

// The summary at the fight's end names those who gain no XP.
TEST(PhasesSpecials, TheFightsEndNamesWhoGainsNoXp) {
    Encounter enc = menagerie();
    StartCombat s;
    s.setup.initiator = "red";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, SetCondition{"gob", "croaked"}));
    bool named = false;
    for (const LogEntry& e : enc.log) {
        named = named || e.text ==
                             "XP is the GM's to award; none for Golem (Construct), Troll (Inhuman) "
                             "(seed 000 \"Specials\")";
    }
    EXPECT_TRUE(named);
}
