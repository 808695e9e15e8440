// phases squads and orders (issue 14; seed 000 "Combat Squads": Stacks,
// Hordes, Squad Leaders, Orders and Tactics; "Special Combat Maneuvers":
// Regroup). The expected squares are worked out by hand in each comment.
#include "fight_builder.h"
#include "test_helpers.h"

#include "io/encounter_json.h"
#include "rules/squads.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

Squad stack(const std::string& id, std::vector<std::string> members, std::string leader = "") {
    Squad s;
    s.id = id;
    s.name = id;
    s.leader = leader.empty() && !members.empty() ? members.front() : leader;
    s.members = std::move(members);
    return s;
}

SquadOrder order(Tactic t, const char* point = nullptr, OrderTarget target = {}) {
    SquadOrder o;
    o.tactic = t;
    if (point != nullptr) {
        o.point = at(point);
    }
    o.target = std::move(target);
    return o;
}

/// Three orcs (red, Combat 3, Move 6) on A1, B1, C1 and two enemies far
/// off; red attacks, so round 1 opens in phase 3 with the orcs' Moves.
Encounter warband() {
    Encounter enc = make_fight(
        RulesetId::Phases, {"red", "blue"},
        {{"o1", "red", "A1", {{"combat", 3}, {"move", 6}, {"hits", 10}}},
         {"o2", "red", "B1", {{"combat", 3}, {"move", 6}, {"hits", 10}}},
         {"o3", "red", "C1", {{"combat", 3}, {"move", 6}, {"hits", 10}}},
         {"boss", "red", "A3", {{"combat", 3}, {"move", 6}, {"hits", 10}}, {"Leadership"}},
         {"g1", "blue", "L12", {{"combat", 1}, {"hits", 5}}},
         {"wolf", "blue", "L10", {{"combat", 1}, {"hits", 5}}}});
    enc.find_unit("g1")->name = "Goblin 1";
    enc.find_unit("wolf")->name = "Wolf";
    return enc;
}

} // namespace

// "A stack is limited to 8 units."
TEST(PhasesSquads, AStackHoldsAtMostEightUnits) {
    std::vector<FightUnit> units;
    std::vector<std::string> ids;
    for (int i = 0; i < 9; ++i) {
        ids.push_back("u" + std::to_string(i));
        units.push_back({ids.back(), "red", to_label(Cell{i, 0})});
    }
    Encounter enc = make_fight(RulesetId::Phases, {"red"}, units);
    const std::string why = refused(enc, SetSquad{stack("s", ids)});
    EXPECT_TRUE(contains(why, "limited to 8")) << why;
    EXPECT_TRUE(contains(why, "Combat Squads")) << why;
    ids.pop_back();
    EXPECT_TRUE(run(enc, SetSquad{stack("s", ids)}));
    EXPECT_EQ(enc.squads.size(), 1U);
}

// "[Requires Uncroaked or Thriller or Bone Warlord] Horde: ... limited to 24
// units."
TEST(PhasesSquads, AHordeNeedsAnUncroakedThrillerOrBoneWarlordAndHoldsTwentyFour) {
    std::vector<FightUnit> units;
    std::vector<std::string> ids;
    for (int i = 0; i < 25; ++i) {
        ids.push_back("z" + std::to_string(i));
        units.push_back({ids.back(), "blue", to_label(Cell{i % 12, i / 12})});
    }
    Encounter enc = make_fight(RulesetId::Phases, {"blue"}, units);
    Squad horde = stack("h", {ids.begin(), ids.begin() + 10});
    horde.kind = SquadKind::Horde;
    EXPECT_TRUE(
        contains(refused(enc, SetSquad{horde}), "requires an Uncroaked, Thriller or Bone Warlord"));
    enc.find_unit("z3")->specials.insert("Bone Warlord");
    EXPECT_TRUE(run(enc, SetSquad{horde}));
    horde.members = ids;
    EXPECT_TRUE(contains(refused(enc, SetSquad{horde}), "limited to 24"));
    horde.members.pop_back();
    EXPECT_TRUE(run(enc, SetSquad{horde}));
    EXPECT_EQ(enc.squads.front().members.size(), 24U);
}

// "A unit can only belong to 1 stack at a time ... Units in a Stack cannot
// also be in a Horde." A squad has one side, and its leader is a member.
TEST(PhasesSquads, AUnitBelongsToOneSquadAndTheLeaderIsAMember) {
    Encounter enc = warband();
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2"})}));
    EXPECT_TRUE(contains(refused(enc, SetSquad{stack("b", {"o3"}, "o1")}), "leader must be one"));
    EXPECT_TRUE(contains(refused(enc, SetSquad{stack("b", {"o3", "g1"})}), "mixes sides"));
    // Joining another squad drops the unit from its first one.
    ASSERT_TRUE(run(enc, SetSquad{stack("b", {"o2", "o3"})}));
    EXPECT_EQ(enc.find_squad("a")->members, std::vector<std::string>{"o1"});
    EXPECT_EQ(squad_of(enc, "o2"), enc.find_squad("b"));
    EXPECT_TRUE(run(enc, SetSquad{stack("a", {}), true}));
    EXPECT_EQ(enc.squads.size(), 1U);
}

// "Once combat begins, restacking ... requires spending an action to
// Regroup"; at the start of combat, stacks are declared freely.
TEST(PhasesSquads, JoiningASquadInTheFightCostsTheActionToRegroup) {
    Encounter enc = warband();
    enc.find_unit("o3")->stats["combat"] = 2; // gains its Action in phase 2
    start(enc, "red");
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2"})})); // declared: free
    EXPECT_EQ(left(enc, "o1", "action"), 1);
    ASSERT_TRUE(run(enc, end_turn())); // phase 3 ends: the fight is under way
    EXPECT_EQ(left(enc, "o3", "action"), 1);
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2", "o3"})}));
    EXPECT_EQ(left(enc, "o3", "action"), 0); // o3 Regrouped
    EXPECT_TRUE(contains(enc.log[enc.log.size() - 1].text, "1 joining"));
    // Without an Action left, o3 cannot leave again this round.
    const std::string why = refused(enc, SetSquad{stack("a", {"o1", "o2"})});
    EXPECT_TRUE(contains(why, "cannot Regroup now")) << why;
}

// "If a Squad Leader drops from a stack (... being croaked), the former
// Squad Leader can designate a Command Unit in the Squad ... If no other
// Command Units are in the Squad, all members of the Stack are dropped".
TEST(PhasesSquads, ASquadWhoseLeaderFallsWithoutACommandUnitIsBrokenUp) {
    Encounter enc = warband();
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2", "boss"})}));
    enc.find_unit("o1")->conditions.insert("croaked");
    EXPECT_EQ(acting_leader(enc, *enc.find_squad("a")), "boss"); // the Command Unit leads
    Encounter leaderless = warband();
    ASSERT_TRUE(run(leaderless, SetSquad{stack("a", {"o1", "o2"})}));
    leaderless.find_unit("o1")->conditions.insert("croaked");
    EXPECT_EQ(ordered_squad_of(leaderless, "o2"), nullptr);
    const std::string why = refused(leaderless, OrderSquad{"a", order(Tactic::Hold)});
    EXPECT_TRUE(contains(why, "broken up")) << why;
}

// "Orders are set at the start of Combat, and can only be changed at the
// start of each round"; "If the Squad Leader is a Command Unit, the Squad
// Leader can freely change a Squad's Order ... Units with Leadership can
// also issue a Squad Order for any Squad."
TEST(PhasesSquads, OrdersChangeOnlyAtARoundsStartAndByCommandUnits) {
    Encounter enc = warband();
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2"})}));
    start(enc, "red");
    ASSERT_TRUE(run(enc, OrderSquad{"a", order(Tactic::Delay)})); // declared at the start
    ASSERT_TRUE(run(enc, NextRound{}));                           // round 2, phase 3
    // o1 leads but is no Command Unit.
    std::string why = refused(enc, OrderSquad{"a", order(Tactic::Hold)});
    EXPECT_TRUE(contains(why, "not a Command Unit")) << why;
    why = refused(enc, OrderSquad{"a", order(Tactic::Hold), "o3"});
    EXPECT_TRUE(contains(why, "has no Leadership")) << why;
    ASSERT_TRUE(run(enc, OrderSquad{"a", order(Tactic::Hold), "boss"}));
    EXPECT_EQ(enc.find_squad("a")->order.tactic, Tactic::Hold);
    EXPECT_EQ(enc.find_squad("a")->order.by, "boss");
    ASSERT_TRUE(run(enc, end_turn())); // phase 2: no longer the round's start
    why = refused(enc, OrderSquad{"a", order(Tactic::Rally, "F6"), "boss"});
    EXPECT_TRUE(contains(why, "start of each round")) << why;
}

// "If a Squad receives conflicting orders, order of resolution is: Squad's
// Leader, then Chief Warlord, then Highest Leadership, then Closest Leader."
TEST(PhasesSquads, ConflictingOrdersFollowTheRanks) {
    Encounter enc = warband();
    enc.find_unit("o1")->specials.insert("Paragon"); // a Command Unit leader
    enc.find_unit("o3")->specials.insert("Leadership");
    enc.find_unit("o3")->stats["leadership"] = 3; // outranks boss (1)
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2"})}));
    start(enc, "red");
    ASSERT_TRUE(run(enc, NextRound{}));
    ASSERT_TRUE(run(enc, OrderSquad{"a", order(Tactic::Delay), "o3"}));
    std::string why = refused(enc, OrderSquad{"a", order(Tactic::Hold), "boss"});
    EXPECT_TRUE(contains(why, "order this round stands")) << why;
    ASSERT_TRUE(run(enc, OrderSquad{"a", order(Tactic::Hold)})); // the leader outranks all
    why = refused(enc, OrderSquad{"a", order(Tactic::Delay), "o3"});
    EXPECT_TRUE(contains(why, "stands over")) << why;
    enc.find_unit("boss")->specials.insert("Chief Warlord");
    EXPECT_FALSE(refused(enc, OrderSquad{"a", order(Tactic::Delay), "boss"}).empty());
}

// "Rally (X,Y) - Move towards a particular coordinate": H1. Nearest first:
// o3 (C1) reaches H1 in 5; o2 (B1) takes G1 (5 squares, 1 from H1, in line);
// o1 (A1) reaches at most G-column squares: G1 is taken, G2 (6 diagonal-free
// squares under the uniform rule) is 1 from H1. One log line per unit.
TEST(PhasesSquads, RallyMovesEachMemberTowardsThePoint) {
    Encounter enc = warband();
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2", "o3"})}));
    start(enc, "red");
    const Encounter before = enc;
    auto events = execute(enc, OrderSquad{"a", order(Tactic::Rally, "H1")});
    ASSERT_TRUE(events) << events.reason();
    EXPECT_EQ(enc.find_unit("o3")->cell, at("H1"));
    EXPECT_EQ(enc.find_unit("o2")->cell, at("G1"));
    EXPECT_EQ(enc.find_unit("o1")->cell, at("G2"));
    for (const char* id : {"o1", "o2", "o3"}) {
        EXPECT_EQ(left(enc, id, "move"), 0) << id; // each spent its Move
    }
    int moves = 0;
    for (const LogEntry& e : enc.log) {
        moves += contains(e.text, " moves ") ? 1 : 0;
    }
    EXPECT_EQ(moves, 3);
    revert_all(enc, events.value()); // one undoable command
    EXPECT_EQ(enc, before);
}

// "Hold - Melee units remain where they are"; "Delay - Delay moves and
// actions until orders change".
TEST(PhasesSquads, HoldKeepsMeleeUnitsAndDelayHoldsEverything) {
    Encounter enc = warband();
    enc.find_unit("o2")->specials.insert("ranged");
    // A Command Unit: it changes the order after the first move of the fight.
    enc.find_unit("o1")->specials.insert("Leadership");
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2", "o3"})}));
    start(enc, "red");
    std::string why = refused(enc, move("o1", "A2"));
    EXPECT_TRUE(contains(why, "Hold")) << why;
    EXPECT_TRUE(run(enc, move("o2", "B2"))); // a ranged unit may move
    ASSERT_TRUE(run(enc, OrderSquad{"a", order(Tactic::Delay)}));
    EXPECT_EQ(left(enc, "o3", "delayed_move"), 1);
    EXPECT_EQ(left(enc, "o3", "delayed_action"), 1);
    why = refused(enc, act("o3", "other"));
    EXPECT_TRUE(contains(why, "Delay")) << why;
    // Regrouping out of the squad is still allowed (it costs the Action).
    EXPECT_TRUE(run(enc, act("o3", "regroup")));
}

// "Attack [Target] ... applied to the entire squad": Type 'Goblin' allows
// Goblin 1 but not the Wolf; "Target (Any: same as Closest)".
TEST(PhasesSquads, TheTargetFiltersWhomMembersAttack) {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"o1", "red", "E5", {{"combat", 3}}},
                                {"g1", "blue", "E6", {{"combat", 1}, {"hits", 5}}},
                                {"wolf", "blue", "F6", {{"combat", 1}, {"hits", 5}}},
                                {"far", "blue", "E9", {{"combat", 1}, {"hits", 5}}}});
    enc.find_unit("g1")->name = "Goblin 1";
    enc.find_unit("wolf")->name = "Wolf";
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1"})}));
    start(enc, "red");
    ASSERT_TRUE(
        run(enc, OrderSquad{"a", order(Tactic::Hold, nullptr, {TargetKind::Type, "Goblins"})}));
    std::string why = refused(enc, act("o1", "attack", "wolf"));
    EXPECT_TRUE(
        contains(why, "not O1's squad's target: Stack a attacks only Target (type Goblins)"))
        << why;
    EXPECT_TRUE(matches_target(enc, enc.find_squad("a")->order.target, *enc.find_unit("o1"),
                               *enc.find_unit("g1")));
    ASSERT_TRUE(run(enc, OrderSquad{"a", order(Tactic::Hold)})); // Target (Any): closest
    why = refused(enc, act("o1", "fire", "far"));
    EXPECT_TRUE(contains(why, "the closest enemies")) << why;
    EXPECT_TRUE(run(enc, act("o1", "attack", "wolf"))); // 1 square, as close as the goblin
}

// seed 000 "Special Combat Maneuvers": "Bull Rush is treated like an
// attack": a squad's order binds it as it binds attacks ("Combat Squads").
// Under Hold with Target (type Goblins) o1 may rush the goblin, not the
// wolf ("Taking that last square doesn't count as a move", so Hold does
// not keep it in place); under Delay it may not rush at all.
TEST(PhasesSquads, ABullRushFollowsTheSquadsOrders) {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"o1", "red", "E5", {{"combat", 3}}},
                                {"o2", "red", "G5", {{"combat", 3}}},
                                {"g1", "blue", "E6", {{"combat", 1}, {"hits", 5}}},
                                {"wolf", "blue", "F6", {{"combat", 1}, {"hits", 5}}}});
    enc.find_unit("g1")->name = "Goblin 1";
    enc.find_unit("wolf")->name = "Wolf";
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1"})}));
    ASSERT_TRUE(run(enc, SetSquad{stack("b", {"o2"})}));
    start(enc, "red");
    ASSERT_TRUE(
        run(enc, OrderSquad{"a", order(Tactic::Hold, nullptr, {TargetKind::Type, "Goblins"})}));
    ASSERT_TRUE(run(enc, OrderSquad{"b", order(Tactic::Delay)}));
    run(enc, SetDiceMode{"entered"});
    std::string why = refused(enc, BullRush{"o1", *parse_label("F6")});
    EXPECT_TRUE(contains(why, "not O1's squad's target")) << why;
    why = refused(enc, BullRush{"o2", *parse_label("F6")});
    EXPECT_TRUE(contains(why, "Delay")) << why;
    ASSERT_TRUE(run(enc, BullRush{"o1", *parse_label("E6"), {{"o1", {6, 6}}, {"g1", {1, 1}}}}));
    EXPECT_EQ(to_label(enc.find_unit("o1")->cell), "E6");
    EXPECT_EQ(to_label(enc.find_unit("g1")->cell), "E7");
}

// "Bull Rush (X,Y) - Move towards a particular coordinate, attempting to
// Bull Rush enemy units that obstruct the path": the tactic rushes the wolf
// in the way although the Target names goblins.
TEST(PhasesSquads, TheBullRushTacticRushesWhateverObstructsThePath) {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"orc", "red", "A5", {{"combat", 3}, {"move", 2}}},
                                {"wolf", "blue", "C5", {{"combat", 1}}}});
    enc.find_unit("wolf")->name = "Wolf";
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"orc"})}));
    start(enc, "red");
    run(enc, SetDiceMode{"entered"});
    OrderSquad o{"a", order(Tactic::BullRush, "F5", {TargetKind::Type, "Goblins"})};
    o.rolls = {{"orc", {6, 6}}, {"wolf", {1, 1}}};
    ASSERT_TRUE(run(enc, o));
    EXPECT_EQ(enc.find_unit("wolf")->cell, at("D5"));
    EXPECT_EQ(enc.find_unit("orc")->cell, at("C5"));

    // By hand, the tactic frees only the rush on its way: the cat beside
    // the path is not the squad's target.
    Encounter hand = make_fight(RulesetId::Phases, {"red", "blue"},
                                {{"orc", "red", "A5", {{"combat", 3}}},
                                 {"wolf", "blue", "B5", {{"combat", 1}}},
                                 {"cat", "blue", "B6", {{"combat", 1}}}});
    ASSERT_TRUE(run(hand, SetSquad{stack("a", {"orc"})}));
    hand.squads.front().order = order(Tactic::BullRush, "F5", {TargetKind::Type, "Goblins"});
    start(hand, "red");
    run(hand, SetDiceMode{"entered"});
    const std::string why = refused(hand, BullRush{"orc", at("B6")});
    EXPECT_TRUE(contains(why, "not Orc's squad's target")) << why;
    EXPECT_TRUE(run(hand, BullRush{"orc", at("B5"), {{"orc", {6, 6}}, {"wolf", {1, 1}}}}));
}

// "Withdraw (X,Y) - Move wounded units, and any unit that cannot attack
// this turn, away from the fight and towards the designated coordinate."
// o1 is wounded, o2 has an enemy next to it and stays, o3 has used its
// Action and goes.
TEST(PhasesSquads, WithdrawMovesTheWoundedAndThoseWhoCannotAttack) {
    Encounter enc = make_fight(
        RulesetId::Phases, {"red", "blue"},
        {{"o1", "red", "E5", {{"combat", 3}, {"move", 3}, {"hits", 4}, {"hits_max", 10}}},
         {"o2", "red", "F5", {{"combat", 3}, {"move", 3}, {"hits", 10}}},
         {"o3", "red", "G5", {{"combat", 3}, {"move", 3}, {"hits", 10}}},
         {"g1", "blue", "F6", {{"combat", 1}, {"hits", 5}}}});
    // A Command Unit: it orders after the first action of the fight.
    enc.find_unit("o1")->specials.insert("Leadership");
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2", "o3"})}));
    start(enc, "red");
    ASSERT_TRUE(run(enc, act("o3", "other"))); // o3 has no Action left (and no Move)
    ASSERT_TRUE(run(enc, OrderSquad{"a", order(Tactic::Withdraw, "E1")}));
    EXPECT_EQ(enc.find_unit("o1")->cell, at("E2")); // 3 squares north
    EXPECT_EQ(enc.find_unit("o2")->cell, at("F5")); // unwounded, can attack: stays
    EXPECT_EQ(enc.find_unit("o3")->cell, at("G5")); // its Move went with its Action
    EXPECT_TRUE(contains(enc.log[enc.log.size() - 2].text + enc.log.back().text, "stays"));
}

// "Bull Rush (X,Y) - Move towards a particular coordinate, attempting to
// Bull Rush enemy units that obstruct the path". The orc (Move 2) on A5
// goes for F5: B5 is as near as it gets (entering it ends the move next to
// the goblin on C5), then it rushes C5 with 6+6 against 1+1: the goblin
// goes to D5 and the orc takes C5 ("Bull Rush").
TEST(PhasesSquads, BullRushPushesTheEnemyInTheWay) {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"orc", "red", "A5", {{"combat", 3}, {"move", 2}}},
                                {"gob", "blue", "C5", {{"combat", 1}}}});
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"orc"})}));
    start(enc, "red");
    run(enc, SetDiceMode{"entered"});
    OrderSquad o{"a", order(Tactic::BullRush, "F5")};
    o.rolls = {{"orc", {6, 6}}, {"gob", {1, 1}}};
    ASSERT_TRUE(run(enc, o));
    EXPECT_EQ(enc.find_unit("gob")->cell, at("D5"));
    EXPECT_EQ(enc.find_unit("orc")->cell, at("C5"));
    EXPECT_EQ(left(enc, "orc", "action"), 0);
}

// The file keeps squads and orders; a file without them loads with none.
TEST(PhasesSquads, SquadsRoundTripThroughTheFile) {
    Encounter enc = warband();
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2"}, "o2")}));
    ASSERT_TRUE(
        run(enc, OrderSquad{"a", order(Tactic::Rally, "H1", {TargetKind::Special, "Leadership"}),
                            "boss"}));
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().squads, enc.squads);
    EXPECT_EQ(back.value().squads.front().leader, "o2");
    auto bad = io::write_encounter(enc);
    const std::string kind = "\"kind\": \"stack\"";
    ASSERT_NE(bad.find(kind), std::string::npos);
    bad.replace(bad.find(kind), kind.size(), "\"kind\": \"mob\"");
    // An order's point off the map is refused at its path too.
    nlohmann::json doc = nlohmann::json::parse(io::write_encounter(enc));
    doc["squads"][0]["order"]["point"] = nlohmann::json::array({5000, 2});
    auto off = io::read_encounter(doc.dump());
    ASSERT_FALSE(off);
    EXPECT_TRUE(contains(off.reason(), "squads[0].order.point")) << off.reason();
    auto failed = io::read_encounter(bad);
    ASSERT_FALSE(failed);
    EXPECT_TRUE(contains(failed.reason(), "squads[0].kind")) << failed.reason();
}

// A unit taken off the map leaves its squad (its leadership passing to a
// Command Unit), and the file still loads; undo puts both back.
TEST(PhasesSquads, ARemovedUnitLeavesItsSquad) {
    Encounter enc = warband();
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2", "boss"})}));
    const Encounter before = enc;
    auto removed = execute(enc, RemoveUnit{"o1"});
    ASSERT_TRUE(removed) << removed.reason();
    EXPECT_EQ(enc.find_squad("a")->members, (std::vector<std::string>{"o2", "boss"}));
    EXPECT_EQ(enc.find_squad("a")->leader, "boss"); // the Command Unit
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    revert_all(enc, removed.value());
    EXPECT_EQ(enc, before);
    ASSERT_TRUE(run(enc, RemoveUnit{"o1"}));
    ASSERT_TRUE(run(enc, RemoveUnit{"o2"}));
    ASSERT_TRUE(run(enc, RemoveUnit{"boss"}));
    EXPECT_TRUE(enc.squads.empty()); // left empty, it goes
}

// A file naming a unit that is not there is refused at that member's path.
TEST(PhasesSquads, AFileWithAnUnknownMemberIsRefusedWithItsPath) {
    Encounter enc = warband();
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2"})}));
    nlohmann::json doc = nlohmann::json::parse(io::write_encounter(enc));
    doc["squads"][0]["members"][1] = "ghost";
    auto read = io::read_encounter(doc.dump());
    ASSERT_FALSE(read);
    EXPECT_TRUE(contains(read.reason(), "squads[0].members[1]")) << read.reason();
    EXPECT_TRUE(contains(read.reason(), "ghost")) << read.reason();
}

// Regroup: "drop from its current stack, join a new stack" is one Action;
// breaking a squad up drops its members free (seed 000 "Combat Squads").
TEST(PhasesSquads, MovingToAnotherSquadIsOneRegroupAndBreakingUpIsFree) {
    Encounter enc = warband();
    enc.find_unit("o3")->stats["combat"] = 2; // its phase comes second
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o3"})}));
    ASSERT_TRUE(run(enc, SetSquad{stack("b", {"o2"})}));
    start(enc, "red");
    ASSERT_TRUE(run(enc, end_turn())); // phase 2: o3 gains its Action
    ASSERT_TRUE(run(enc, SetSquad{stack("b", {"o2", "o3"})}));
    EXPECT_EQ(enc.find_squad("a")->members, std::vector<std::string>{"o1"});
    EXPECT_EQ(enc.find_squad("b")->members, (std::vector<std::string>{"o2", "o3"}));
    EXPECT_EQ(left(enc, "o3", "action"), 0);               // one Regroup
    ASSERT_TRUE(run(enc, SetSquad{stack("b", {}), true})); // nobody is on turn: free
    EXPECT_EQ(enc.find_squad("b"), nullptr);
}

// A unit that changes side leaves its squad; under another ruleset the
// squads are kept but bind nothing, and can still be broken up.
TEST(PhasesSquads, ASideChangeLeavesTheSquadAndAnotherRulesetUnbindsIt) {
    Encounter enc = warband();
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2"})}));
    Unit turned = *enc.find_unit("o2");
    turned.side = "blue";
    ASSERT_TRUE(run(enc, EditUnit{turned}));
    EXPECT_EQ(enc.find_squad("a")->members, std::vector<std::string>{"o1"});
    EXPECT_NE(order_move_refusal(enc, *enc.find_unit("o1")), std::nullopt); // Hold binds
    EncounterSettings other = enc.settings();
    other.ruleset = RulesetId::Sides;
    ASSERT_TRUE(run(enc, EditSettings{other}));
    EXPECT_EQ(order_move_refusal(enc, *enc.find_unit("o1")), std::nullopt);
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().squads.size(), 1U);
    EXPECT_TRUE(run(enc, SetSquad{stack("a", {}), true}));
}

// "In large-scale encounters, units that aren't in a Squad will only act to
// preserve themselves ... Command Units and Units with Free Will (Player
// Characters) are always able to determine their own actions." Once red
// forms a squad, an attack by a red unit outside it carries the note for
// the GM; not by a Command Unit, nor while red has no squad.
TEST(PhasesSquads, AnAttackOutsideASquadNamesTheRuleForTheGM) {
    Encounter enc = warband();
    enc.find_unit("wolf")->cell = at("B3"); // next to the boss on A3
    enc.find_unit("o3")->cell = at("C4");   // and to o3
    const auto noted = [&](const std::string& attacker) {
        const AttackPrediction p = predicted(enc, attacker, "wolf");
        return std::any_of(p.check.modifiers.begin(), p.check.modifiers.end(), [](auto& m) {
            return m.value == 0 && m.source == "seed 000 \"Combat Squads\"" &&
                   contains(m.what, "acts only to preserve itself");
        });
    };
    EXPECT_FALSE(noted("o3")); // no squad on red yet
    ASSERT_TRUE(run(enc, SetSquad{stack("a", {"o1", "o2"})}));
    EXPECT_TRUE(noted("o3"));
    EXPECT_FALSE(noted("boss")); // Leadership: a Command Unit
    enc.find_unit("o2")->cell = at("A2");
    EXPECT_FALSE(noted("o2")); // in the squad
}
