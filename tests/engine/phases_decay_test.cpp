// phases Uncroaked decay (issue 14; seed 000 "Specials": "Each turn, unit
// suffers Normal Decay (-1 Combat, -1 Defense, -2 Hits) unless otherwise
// prevented. Every 3rd turn, unit also suffers Extended Decay (-1 Combat,
// -1 Defense, -3 Hits), which cannot be prevented."; "Skeletal: Unit is
// Uncroaked.").
#include "fight_builder.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

Encounter crypt() {
    Encounter enc = make_fight(
        RulesetId::Phases, {"red", "blue"},
        {{"knight", "red", "B2", {{"combat", 3}, {"defense", 5}, {"hits", 20}}},
         {"skeleton", "blue", "B8", {{"combat", 5}, {"defense", 6}, {"hits", 20}}, {"Skeletal"}},
         {"zombie", "blue", "D8", {{"combat", 2}, {"defense", 2}, {"hits", 20}}, {"Uncroaked"}}});
    StartCombat s;
    s.setup.initiator = "red";
    run(enc, s);
    return enc;
}

int stat(const Encounter& enc, const char* unit, const char* s) {
    return enc.find_unit(unit)->stats.at(s);
}

} // namespace

TEST(PhasesDecay, NormalEachRoundExtendedEveryThird) {
    Encounter enc = crypt();
    run(enc, NextRound{}); // round 1 ends: Normal Decay
    EXPECT_EQ(stat(enc, "skeleton", "combat"), 4);
    EXPECT_EQ(stat(enc, "skeleton", "defense"), 5);
    EXPECT_EQ(stat(enc, "skeleton", "hits"), 18);
    EXPECT_EQ(stat(enc, "knight", "hits"), 20); // the living do not decay
    run(enc, NextRound{});                      // round 2
    EXPECT_EQ(stat(enc, "skeleton", "hits"), 16);
    run(enc, NextRound{}); // round 3: Normal and Extended
    EXPECT_EQ(stat(enc, "skeleton", "combat"), 1);
    EXPECT_EQ(stat(enc, "skeleton", "defense"), 2);
    EXPECT_EQ(stat(enc, "skeleton", "hits"), 16 - 2 - 3);
    // The zombie's Combat and Defense stop at 0.
    EXPECT_EQ(stat(enc, "zombie", "combat"), 0);
    EXPECT_EQ(stat(enc, "zombie", "defense"), 0);
}

TEST(PhasesDecay, PreservedSkipsOnlyTheNormalDecay) {
    Encounter enc = crypt();
    run(enc, SetCondition{"skeleton", "preserved", true});
    run(enc, NextRound{});
    run(enc, NextRound{});
    EXPECT_EQ(stat(enc, "skeleton", "hits"), 20);
    run(enc, NextRound{}); // the Extended Decay cannot be prevented
    EXPECT_EQ(stat(enc, "skeleton", "hits"), 17);
    EXPECT_EQ(stat(enc, "skeleton", "combat"), 4);
}

TEST(PhasesDecay, DecayToNoHitsCroaks) {
    Encounter enc = crypt();
    enc.find_unit("zombie")->stats["hits"] = 2;
    run(enc, NextRound{});
    EXPECT_TRUE(has_condition(*enc.find_unit("zombie"), "croaked"));
}
