// phases mounts and riders (issue 14; seed 000 "Specials": Mount,
// Dismounting, Transport; "Special Combat Maneuvers": "A mount/rider pair
// is treated as a single unit, using the mount's stats").
#include "fight_builder.h"
#include "test_helpers.h"

#include "io/encounter_json.h"
#include "rules/mounts.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// A knight on B3 beside its horse (a Mount, Defense 3) on B2, a page
/// (Heavy) on C3, a wagon (Transport 2) on D2, a goblin (blue) on F2.
Encounter stable() {
    Encounter enc = make_fight(
        RulesetId::Phases, {"red", "blue"},
        {{"knight", "red", "B3", {{"combat", 3}, {"defense", 4}, {"hits", 10}}},
         {"horse",
          "red",
          "B2",
          {{"combat", 3}, {"defense", 3}, {"hits", 12}, {"move", 6}},
          {"Mount"}},
         {"page", "red", "C3", {{"combat", 3}, {"hits", 6}}, {"Heavy"}},
         {"wagon", "red", "D2", {{"combat", 1}, {"hits", 20}, {"transport", 2}}, {"Transport"}},
         {"gob", "blue", "F2", {{"combat", 2}, {"defense", 2}, {"hits", 5}}}});
    return enc;
}

} // namespace

// "Mount: Unit can carry another non-Heavy unit"; "Transport (X): Unit can
// carry X other units. (These units can be heavy.)"
TEST(PhasesMounts, AMountCarriesOneNonHeavyRiderAndATransportX) {
    Encounter enc = stable();
    EXPECT_TRUE(contains(refused(enc, MountUnit{"page", "horse"}), "non-Heavy"));
    EXPECT_TRUE(contains(refused(enc, MountUnit{"gob", "horse"}), "not on one side"));
    EXPECT_TRUE(contains(refused(enc, MountUnit{"knight", "wagon"}), "next to"));
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    EXPECT_EQ(enc.find_unit("knight")->cell, at("B2"));
    EXPECT_EQ(enc.find_unit("knight")->mount, "horse");
    EXPECT_TRUE(contains(refused(enc, MountUnit{"page", "knight"}), "cannot carry or be carried"));
    ASSERT_TRUE(run(enc, MountUnit{"page", "wagon"})); // Heavy rides a Transport
    EXPECT_EQ(riders_of(enc, "wagon").size(), 1U);
}

// The pair moves as one: the mount moves for both, its rider cannot move
// alone, and undo takes both back.
TEST(PhasesMounts, TheMountMovesForBoth) {
    Encounter enc = stable();
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    start(enc, "red");
    const Encounter before = enc;
    auto moved = execute(enc, move("horse", "B6"));
    ASSERT_TRUE(moved) << moved.reason();
    EXPECT_EQ(enc.find_unit("horse")->cell, at("B6"));
    EXPECT_EQ(enc.find_unit("knight")->cell, at("B6"));
    revert_all(enc, moved.value());
    EXPECT_EQ(enc, before);
    EXPECT_TRUE(contains(refused(enc, move("knight", "A2")), "moves for both"));
}

// "All normal Attack, Strike, and Fire actions directed at the mounted unit
// strike the Mount instead"; a Transport "does not act as a shield".
TEST(PhasesMounts, AttacksAtTheRiderStrikeTheMount) {
    Encounter enc = stable();
    enc.find_unit("gob")->cell = at("C1");
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    start(enc, "red");
    TakeAction hit{"gob", "attack", "", "knight"};
    hit.damage = 4;
    ASSERT_TRUE(run(enc, hit));
    EXPECT_EQ(enc.find_unit("horse")->stats.at("hits"), 8);
    EXPECT_EQ(enc.find_unit("knight")->stats.at("hits"), 10);
    bool said = false;
    for (const LogEntry& e : enc.log) {
        said = said || contains(e.text, "The attack on Knight strikes Horse, its mount");
    }
    EXPECT_TRUE(said) << enc.log.back().text;
}

// "Attacker rolls 2d6 ... If this number exceeds the Mount's modified
// defense, the Mounted unit is dismounted": the horse's Defense is 3; 2+1 =
// 3 does not exceed it, 4+3 does, and the knight lands on the first free
// square beside the horse, row by row (A1).
TEST(PhasesMounts, DismountingBeatsTheMountsDefense) {
    Encounter enc = stable();
    enc.find_unit("gob")->cell = at("C1");
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    start(enc, "red");
    run(enc, SetDiceMode{"entered"});
    TakeAction pull{"gob", "dismount", "", "knight"};
    pull.rolls = {2, 1};
    ASSERT_TRUE(run(enc, pull));
    EXPECT_EQ(enc.find_unit("knight")->mount, "horse");
    ASSERT_TRUE(run(enc, NextRound{}));
    ASSERT_TRUE(run(enc, end_turn())); // phase 2: the goblin's
    pull.rolls = {4, 3};
    ASSERT_TRUE(run(enc, pull));
    EXPECT_TRUE(enc.find_unit("knight")->mount.empty());
    EXPECT_EQ(enc.find_unit("knight")->cell, at("A1"));
}

// "Attacker rolls 2d6, +1d6 for each additional enemy unit aiding in the
// dismount. If this number exceeds the Mount's modified defense, the
// Mounted unit is dismounted." A second goblin next to the horse aids
// (its Action): 1 + 1 + 2 = 4 beats Defense 3, where two dice showing 1
// and 1 would not. A goblin away from the horse cannot aid.
TEST(PhasesMounts, AidingEnemiesAddADieEach) {
    Encounter enc = stable();
    enc.find_unit("gob")->cell = at("C1");
    enc.units.push_back(enc.units.back());
    enc.units.back().id = "gob2";
    enc.units.back().name = "Gob2";
    enc.units.back().cell = at("A3");
    enc.units.push_back(enc.units.back());
    enc.units.back().id = "gob3";
    enc.units.back().name = "Gob3";
    enc.units.back().cell = at("F6");
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    start(enc, "red");
    run(enc, SetDiceMode{"entered"});
    EXPECT_TRUE(contains(refused(enc, act("gob3", "aid_dismount", "knight")), "next to"));
    ASSERT_TRUE(run(enc, act("gob2", "aid_dismount", "knight")));
    TakeAction pull{"gob", "dismount", "", "knight"};
    pull.rolls = {1, 1};
    EXPECT_FALSE(refused(enc, pull).empty()); // three dice now
    pull.rolls = {1, 1, 2};
    ASSERT_TRUE(run(enc, pull));
    EXPECT_TRUE(enc.find_unit("knight")->mount.empty());
}

// Getting down (settled: the rider's Action in a fight) onto a chosen
// square next to the mount.
TEST(PhasesMounts, GettingDownTakesTheRidersAction) {
    Encounter enc = stable();
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    start(enc, "red");
    EXPECT_TRUE(contains(refused(enc, MountUnit{"knight", "", at("E5")}), "not next to"));
    ASSERT_TRUE(run(enc, MountUnit{"knight", "", at("A2")}));
    EXPECT_EQ(enc.find_unit("knight")->cell, at("A2"));
    EXPECT_EQ(left(enc, "knight", "action"), 0);
}

// Saved and read back; a rider off its mount's square is refused at its
// path; a ridden mount stays on the map and a rider no larger than it.
TEST(PhasesMounts, RidersInTheFile) {
    Encounter enc = stable();
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().find_unit("knight")->mount, "horse");
    nlohmann::json doc = nlohmann::json::parse(io::write_encounter(enc));
    doc["units"][0]["cell"] = "E5";
    auto bad = io::read_encounter(doc.dump());
    ASSERT_FALSE(bad);
    EXPECT_TRUE(contains(bad.reason(), "units[0].mount")) << bad.reason();
    EXPECT_TRUE(contains(refused(enc, RemoveUnit{"horse"}), "get it down first"));
    enc.find_unit("page")->cell = at("H5"); // room for a 2-square knight
    Unit big = *enc.find_unit("knight");
    big.size = 2; // larger than its mount
    EXPECT_TRUE(contains(refused(enc, EditUnit{big}), "larger than"));
}

// "Mounts with a rider cannot be in stack unless their rider is also in
// the stack."
TEST(PhasesMounts, ARiddenMountJoinsASquadOnlyWithItsRider) {
    Encounter enc = stable();
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    Squad s;
    s.id = "lance";
    s.name = "Lance";
    s.members = {"horse", "page"};
    s.leader = "horse";
    EXPECT_TRUE(contains(refused(enc, SetSquad{s}), "must join Stack Lance too"));
    s.members.push_back("knight");
    EXPECT_TRUE(run(enc, SetSquad{s}));
}

// Two riders share a Transport's square and may each be edited; a Transport
// is no shield, and a croaked Mount shields nothing; only an enemy pulls a
// rider off.
TEST(PhasesMounts, TransportRidersAndDownMounts) {
    Encounter enc = stable();
    enc.find_unit("knight")->cell = at("C2");
    ASSERT_TRUE(run(enc, MountUnit{"knight", "wagon"}));
    ASSERT_TRUE(run(enc, MountUnit{"page", "wagon"}));
    Unit renamed = *enc.find_unit("page");
    renamed.name = "Squire";
    EXPECT_TRUE(run(enc, EditUnit{renamed}));
    EXPECT_EQ(shielding_mount(enc, *enc.find_unit("page")), nullptr); // a Transport
    Encounter mounted = stable();
    ASSERT_TRUE(run(mounted, MountUnit{"knight", "horse"}));
    EXPECT_NE(shielding_mount(mounted, *mounted.find_unit("knight")), nullptr);
    mounted.find_unit("horse")->conditions.insert("croaked");
    EXPECT_EQ(shielding_mount(mounted, *mounted.find_unit("knight")), nullptr);
    mounted.find_unit("horse")->conditions.clear();
    start(mounted, "red");
    EXPECT_TRUE(contains(refused(mounted, act("page", "dismount", "knight")), "Only an enemy"));
}

// "Dodging: If a mount is Dodging, the rider is also considered to be
// Dodging as long as the rider remains mounted"; "Bull Rush: ... (also see
// Dodging)": a Dodging defender loses without rolling. The goblin on C2
// rushes the horse's square B2 with the knight mounted: the pair, one
// defender, does not roll, the goblin wins without rolling, and the pair
// is pushed back together.
TEST(PhasesMounts, TheRiderOfADodgingMountLosesABullRushUnrolled) {
    Encounter enc = stable();
    enc.find_unit("horse")->conditions.insert("dodging");
    enc.find_unit("gob")->cell = at("C2");
    enc.find_unit("gob")->stats["combat"] = 3; // acts in the first phase
    enc.find_unit("page")->cell = at("H8");
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    StartCombat s;
    s.setup.initiator = "blue";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, BullRush{"gob", at("B2")})); // no die is rolled
    EXPECT_EQ(enc.find_unit("gob")->cell, at("B2"));
    EXPECT_EQ(enc.find_unit("knight")->cell, enc.find_unit("horse")->cell);
    int unrolled = 0;
    for (const LogEntry& e : enc.log) {
        unrolled += contains(e.text, "is Dodging and loses automatically") ? 1 : 0;
    }
    EXPECT_EQ(unrolled, 1);
}

/// The goblin on C2 (first phase) next to the knight riding its horse on
/// B2, the page out of the way; entered dice.
Encounter rushed_pair() {
    Encounter enc = stable();
    enc.find_unit("gob")->cell = at("C2");
    enc.find_unit("gob")->stats["combat"] = 3; // acts in the first phase
    enc.find_unit("page")->cell = at("H8");
    run(enc, MountUnit{"knight", "horse"});
    StartCombat s;
    s.setup.initiator = "blue";
    run(enc, s);
    run(enc, SetDiceMode{"entered", std::nullopt});
    return enc;
}

// "Bull Rush: ... A mount/rider pair is treated as a single unit, using the
// mount's stats": as a defender too. The goblin's 2d6 (3 + 4 = 7) against
// the pair's one roll, the horse's 2d6 (2 + 4 = 6): the knight rolls
// nothing, and the pair goes back to A2 together. A tie fails.
TEST(PhasesMounts, AMountedPairDefendsABullRushAsOneUnit) {
    Encounter enc = rushed_pair();
    BullRush rush{"gob", at("B2")};
    rush.rolls = {{"gob", {3, 4}}, {"horse", {2, 4}}};
    ASSERT_TRUE(run(enc, rush));
    EXPECT_EQ(enc.find_unit("gob")->cell, at("B2"));
    EXPECT_EQ(enc.find_unit("horse")->cell, at("A2"));
    EXPECT_EQ(enc.find_unit("knight")->cell, at("A2"));
    Encounter tie = rushed_pair();
    rush.rolls = {{"gob", {3, 3}}, {"horse", {2, 4}}};
    ASSERT_TRUE(run(tie, rush));
    EXPECT_EQ(tie.find_unit("horse")->cell, at("B2"));
}

// "The mount and rider are considered to be Adjacent to each other, and all
// units that are Adjacent to the mount are also considered Adjacent to the
// rider": the knight on a 2x2 horse (B2 to C3) reaches the goblin on D4,
// next to the horse's far corner, for a Subdue Attack (which needs an
// adjacent enemy). "Transport (X): ... All riders are considered adjacent
// to this unit and all other riders. Riders are NOT adjacent to non-rider
// units that are adjacent to this unit."
TEST(PhasesMounts, RidersAreAdjacentThroughAMountButNotFromATransport) {
    Encounter enc = stable();
    enc.find_unit("horse")->size = 2;
    enc.find_unit("knight")->cell = at("A2");
    enc.find_unit("wagon")->cell = at("H2");
    enc.find_unit("page")->cell = at("G2");
    enc.find_unit("gob")->cell = at("D4");
    ASSERT_TRUE(run(enc, MountUnit{"knight", "horse"}));
    const Unit& knight = *enc.find_unit("knight");
    const Unit& gob = *enc.find_unit("gob");
    EXPECT_EQ(squares_between(knight, gob), 2);
    EXPECT_EQ(mounted_distance(enc, knight, gob), 1);
    EXPECT_EQ(mounted_distance(enc, knight, *enc.find_unit("horse")), 1);
    start(enc, "red");
    EXPECT_FALSE(predicted(enc, "knight", "gob", "subdue").outcomes.empty());
    // On the wagon (H2) with the page, next to a goblin on I2.
    Encounter cart = stable();
    cart.find_unit("wagon")->cell = at("H2");
    cart.find_unit("page")->cell = at("G2");
    cart.find_unit("knight")->cell = at("H3");
    cart.find_unit("gob")->cell = at("I2");
    ASSERT_TRUE(run(cart, MountUnit{"knight", "wagon"}));
    ASSERT_TRUE(run(cart, MountUnit{"page", "wagon"}));
    const Unit& rider = *cart.find_unit("knight");
    EXPECT_EQ(mounted_distance(cart, rider, *cart.find_unit("page")), 1);
    EXPECT_EQ(mounted_distance(cart, rider, *cart.find_unit("wagon")), 1);
    EXPECT_GE(mounted_distance(cart, rider, *cart.find_unit("gob")), 2);
    start(cart, "red");
    AttackSituation subdue;
    subdue.action = "subdue";
    auto odds = predict(cart, rider, *cart.find_unit("gob"), subdue);
    ASSERT_FALSE(odds);
    EXPECT_NE(odds.reason().find("not adjacent"), std::string::npos);
}
