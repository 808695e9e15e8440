// sides Swarm Attack (issue 14; seed 002 "Make a Swarm Attack (Main)"):
// "take this action until up to four allies have Made a Swarm Attack on
// that target this round. At that point or any point beforehand, one of
// these assailants can Make a Melee Attack or Make a Ranged Attack on the
// target with a +2 bonus to hit and +1 bonus to damage for every other
// assailant, up to a maximum bonus of +6 to hit and +3 damage. This bonus
// damage does not add to the attack's Shock and cannot make it do more than
// its usual maximum damage. Any Shock inflicted by this attack is always
// applicable, even if the target's AC is too high, they're using a shield".
#include "fight_builder.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Five of the party around the orc on C3 (AC 15, a shield, 30 HP); each
/// attacks at +2 for a d6 + 1 with Shock 2/AC 13.
Encounter swarm_fight() {
    const std::vector<std::pair<std::string, int>> stats{{"attack", 2},    {"damage_die", 6},
                                                         {"damage", 1},    {"shock", 2},
                                                         {"shock_ac", 13}, {"hp", 10}};
    Encounter enc = make_fight(RulesetId::Sides, {"party", "orcs"},
                               {{"a1", "party", "B2", stats},
                                {"a2", "party", "C2", stats},
                                {"a3", "party", "D2", stats},
                                {"a4", "party", "B3", stats},
                                {"a5", "party", "D3", stats},
                                {"orc", "orcs", "C3", {{"ac", 15}, {"hp", 30}}, {"Shield"}}});
    start_sides(enc, "party", "orcs", "orcs");
    return enc;
}

TakeAction strike(const std::string& unit, std::vector<int> rolls) {
    TakeAction t{unit, "swarm_strike", {}, "orc"};
    t.rolls = std::move(rolls);
    return t;
}

int orc_hp(const Encounter& enc) {
    return enc.find_unit("orc")->stats.at("hp");
}

} // namespace

TEST(SidesSwarm, UpToFourJoinEachWithItsMainAction) {
    Encounter enc = swarm_fight();
    for (const char* id : {"a1", "a2", "a3", "a4"}) {
        ASSERT_TRUE(run(enc, act(id, "swarm_attack", "orc"))) << id;
        EXPECT_EQ(left(enc, id, "main"), 0) << id;
    }
    EXPECT_NE(refused(enc, act("a5", "swarm_attack", "orc")).find("4 have already joined"),
              std::string::npos);
    EXPECT_EQ(orc_hp(enc), 30); // joining deals nothing
}

// Three others: +6 to hit and +3 damage. 8 + 2 + 6 = 16 hits AC 15; the d6
// shows 6: 6 + 1 + 3 = 10, held to the usual maximum of 7.
TEST(SidesSwarm, OneAssailantStrikesWithTheBonusUpToTheUsualMaximum) {
    Encounter enc = swarm_fight();
    for (const char* id : {"a1", "a2", "a3", "a4"}) {
        ASSERT_TRUE(run(enc, act(id, "swarm_attack", "orc")));
    }
    const AttackPrediction p = predicted(enc, "a1", "orc", "swarm_strike");
    const bool six = std::any_of(p.check.modifiers.begin(), p.check.modifiers.end(),
                                 [](const AttackModifier& m) { return m.value == 6; });
    EXPECT_TRUE(six);
    EXPECT_EQ(p.hit(), (Chance{7, 10})); // 7 to 20 on the d20: 7 + 2 + 6 = AC 15
    ASSERT_TRUE(run(enc, strike("a1", {8, 6})));
    // Within 2 of AC 15: the orc could take Total Defense; it takes the hit.
    ASSERT_TRUE(run(enc, Respond{false}));
    EXPECT_EQ(orc_hp(enc), 30 - 7);
    // "one of these assailants": the swarm has struck.
    EXPECT_NE(refused(enc, strike("a2", {19, 3})).find("already struck"), std::string::npos);
}

// One other: +2. 2 + 2 + 2 = 6 misses AC 15, yet the Shock lands although
// AC 15 is above its AC 13 and the orc has a shield: 2 + the modifier 1
// ("Shock": the attribute modifier adds to it), not the swarm's +1.
TEST(SidesSwarm, ItsShockAlwaysApplies) {
    Encounter enc = swarm_fight();
    ASSERT_TRUE(run(enc, act("a1", "swarm_attack", "orc")));
    ASSERT_TRUE(run(enc, act("a2", "swarm_attack", "orc")));
    ASSERT_TRUE(run(enc, strike("a2", {2})));
    EXPECT_EQ(orc_hp(enc), 30 - 3);
    // An ordinary attack's miss: no Shock (AC 15 > 13).
    Encounter plain = swarm_fight();
    TakeAction attack{"a3", "attack", {}, "orc"};
    attack.rolls = {2};
    ASSERT_TRUE(run(plain, attack));
    EXPECT_EQ(orc_hp(plain), 30);
}

TEST(SidesSwarm, OnlyAnAssailantStrikes) {
    Encounter enc = swarm_fight();
    ASSERT_TRUE(run(enc, act("a1", "swarm_attack", "orc")));
    EXPECT_NE(refused(enc, strike("a3", {15, 3})).find("has not made a Swarm Attack"),
              std::string::npos);
}
