// Carrying and dragging in `phases` (seed 000 "Carrying"; issue 13 section
// 5: "Carrying slows the carrier and stops it acting. Picking up.").
#include "fight_builder.h"
#include "test_helpers.h"

#include "io/encounter_json.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// A Heavy troll and a squire (red, phase 1) next to each other; a goblin
/// (blue) far off.
Encounter carry_fight() {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"troll", "red", "B2", {{"combat", 1}, {"move", 6}}, {"Heavy"}},
                                {"squire", "red", "B3", {{"combat", 1}, {"defense", 9}}},
                                {"goblin", "blue", "K11", {{"combat", 0}}}});
    StartCombat s;
    s.setup.initiator = "red";
    run(enc, s);
    return enc;
}

/// Ends phases until round `round` begins.
void to_round(Encounter& enc, int round) {
    for (int guard = 0; guard < 20 && enc.combat.round < round; ++guard) {
        run(enc, end_turn());
    }
}

/// The effective Defense the odds show ("Combat 1 against Defense 3: ...").
int defense_of(const Encounter& enc, const std::string& attacker, const std::string& target) {
    const std::string text = predicted(enc, attacker, target).check.comparison;
    const auto at = text.find("against Defense ");
    return at == std::string::npos ? -1 : std::stoi(text.substr(at + 16));
}

} // namespace

// "Picking up a willing unit or a body ... is an action, and ends the
// lifter's move." "Heavy units can carry a single non-heavy unit or body.
// A carried unit receives a -2 Combat / -4 Defense penalty, but may
// otherwise cast or act normally." "Units that are carried gain the status
// Immobilized while carried."
TEST(PhasesCarrying, AHeavyUnitCarriesAWillingAlly) {
    Encounter enc = carry_fight();
    const int before = defense_of(enc, "goblin", "squire");
    ASSERT_TRUE(run(enc, act("troll", "pick_up", "squire")));
    EXPECT_TRUE(has_condition(*enc.find_unit("troll"), "carrying"));
    EXPECT_TRUE(has_condition(*enc.find_unit("squire"), "carried"));
    EXPECT_EQ(enc.combat.carrying.at("troll"), "squire");
    EXPECT_EQ(left(enc, "troll", "move"), 0); // the action ends its move
    EXPECT_TRUE(logged(enc, "Troll carries Squire: no Action while carrying, Move 2/3"));
    // -4 Defense carried, -2 Immobilized: 9 - 6 = 3.
    EXPECT_EQ(defense_of(enc, "goblin", "squire"), before - 6);
    // It may act, but not move.
    EXPECT_EQ(refused(enc, move("squire", "C3")), "Squire is Immobilized (carried)");
    ASSERT_TRUE(run(enc, act("squire", "other")));
}

// "Heavy units carrying another unit cannot take an action while carrying
// the unit, and receive a 1/3 movement penalty": Move 6 becomes 4. The
// carried unit is set down in the square its carrier left last.
TEST(PhasesCarrying, TheCarrierMovesTwoThirdsAndCannotAct) {
    Encounter enc = carry_fight();
    ASSERT_TRUE(run(enc, act("troll", "pick_up", "squire")));
    to_round(enc, 2);
    const std::string far = refused(enc, move("troll", "G2"));
    EXPECT_NE(far.find("4"), std::string::npos) << far;
    ASSERT_TRUE(run(enc, move("troll", "F2")));
    EXPECT_EQ(cell_of(enc, "troll"), *parse_label("F2"));
    EXPECT_EQ(cell_of(enc, "squire"), *parse_label("E2"));
    EXPECT_TRUE(logged(enc, "Squire goes with Troll to E2"));
    EXPECT_EQ(refused(enc, act("troll", "attack")),
              "Troll is carrying a unit and cannot take an Action; put it down first (seed 000 "
              "\"Carrying\")");
}

// "A non-heavy unit can drag a non-heavy unit or body. A dragged unit has a
// 0 defense and cannot act. Regular units dragging another unit cannot take
// an action while dragging the unit, and receive a 1/2 movement penalty."
TEST(PhasesCarrying, ARegularUnitDragsABodyAtHalfMove) {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"squire", "red", "B2", {{"combat", 1}, {"move", 6}}},
                                {"orc", "blue", "C2", {{"combat", 1}, {"defense", 5}}},
                                {"goblin", "blue", "K11", {{"combat", 1}}}});
    enc.find_unit("orc")->conditions.insert("croaked");
    StartCombat s;
    s.setup.initiator = "red";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, act("squire", "pick_up", "orc")));
    EXPECT_TRUE(has_condition(*enc.find_unit("squire"), "dragging"));
    EXPECT_TRUE(has_condition(*enc.find_unit("orc"), "dragged"));
    to_round(enc, 2);
    EXPECT_FALSE(refused(enc, move("squire", "B6")).empty()); // 4 squares: more than 3
    ASSERT_TRUE(run(enc, move("squire", "B5")));
    // The body is behind it, in the last square of its path before B5.
    EXPECT_EQ(squares_between(*enc.find_unit("squire"), *enc.find_unit("orc")), 1);
    EXPECT_TRUE(logged(enc, "Orc goes with Squire to " + to_label(cell_of(enc, "orc"))));
}

TEST(PhasesCarrying, ADraggedUnitHasDefenseZeroAndCannotAct) {
    Encounter enc = carry_fight();
    enc.find_unit("troll")->specials.clear(); // not Heavy: it drags
    ASSERT_TRUE(run(enc, act("troll", "pick_up", "squire")));
    EXPECT_EQ(defense_of(enc, "goblin", "squire"), 0);
    EXPECT_EQ(refused(enc, act("squire", "other")),
              "Squire is dragged and cannot act (seed 000 \"Carrying\")");
}

// Who may be picked up: a unit next to the lifter, a willing (allied) one
// or a body; one Heavy carrier only takes hold of a Heavy unit ("Two heavy
// units can carry a single heavy unit"): it cannot move it alone.
TEST(PhasesCarrying, OnlyAnAdjacentAllyOrBody) {
    Encounter enc = carry_fight();
    EXPECT_EQ(refused(enc, act("troll", "pick_up", "goblin")), "Goblin is not next to Troll");
    enc.find_unit("goblin")->cell = *parse_label("C2");
    EXPECT_EQ(refused(enc, act("troll", "pick_up", "goblin")), "Goblin is not an ally or a body");
    EXPECT_EQ(refused(enc, act("troll", "pick_up")), "Pick up a body: name the unit next to Troll");
    enc.find_unit("squire")->specials.insert("Heavy");
    ASSERT_TRUE(run(enc, act("troll", "pick_up", "squire")));
    to_round(enc, 2);
    const std::string alone = refused(enc, move("troll", "A1"));
    EXPECT_NE(alone.find("two Heavy units carry it"), std::string::npos) << alone;
}

// "They lose this status once they are no longer carried. (Immobilize
// status gained from other effects is not removed.)" Put Down ends the pair.
TEST(PhasesCarrying, PuttingDownEndsThePairButKeepsAnImmobilizedOfItsOwn) {
    Encounter enc = carry_fight();
    enc.find_unit("squire")->conditions.insert("immobilized");
    ASSERT_TRUE(run(enc, act("troll", "pick_up", "squire")));
    ASSERT_TRUE(run(enc, SetCondition{"troll", "carrying", false}));
    EXPECT_TRUE(enc.combat.carrying.empty());
    EXPECT_FALSE(has_condition(*enc.find_unit("squire"), "carried"));
    EXPECT_TRUE(has_condition(*enc.find_unit("squire"), "immobilized"));
    EXPECT_TRUE(logged(enc, "Troll puts Squire down"));
    // And from the other side: letting the carried unit go.
    Encounter again = carry_fight();
    ASSERT_TRUE(run(again, act("troll", "pick_up", "squire")));
    ASSERT_TRUE(run(again, SetCondition{"squire", "carried", false}));
    EXPECT_FALSE(has_condition(*again.find_unit("troll"), "carrying"));
    EXPECT_TRUE(again.combat.carrying.empty());
}

// "Units carrying a body can choose to receive a +4 cover bonus from the
// body."
TEST(PhasesCarrying, ACarriedBodyCoversItsCarrier) {
    Encounter enc = carry_fight();
    enc.find_unit("troll")->stats["defense"] = 5;
    const int before = defense_of(enc, "goblin", "troll");
    enc.find_unit("squire")->conditions.insert("croaked");
    ASSERT_TRUE(run(enc, act("troll", "pick_up", "squire")));
    EXPECT_EQ(defense_of(enc, "goblin", "troll"), before + 4);
}

// The pair is saved with the fight; a pair naming a unit no longer on the
// map (removed mid-fight) is dropped on load, and the file still opens.
TEST(PhasesCarrying, ThePairIsSavedAndABrokenOneDroppedOnLoad) {
    Encounter enc = carry_fight();
    ASSERT_TRUE(run(enc, act("troll", "pick_up", "squire")));
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().combat.carrying, enc.combat.carrying);
    ASSERT_TRUE(run(enc, RemoveUnit{"squire"}));
    auto removed = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(removed) << removed.reason();
    EXPECT_TRUE(removed.value().combat.carrying.empty());
}

// The pair ends with the carrier's fall (phases' settle after each command)
// and with the fight (its conditions go with it).
TEST(PhasesCarrying, AFallenCarrierOrTheFightsEndSetsTheUnitDown) {
    Encounter enc = carry_fight();
    enc.find_unit("troll")->stats["hits"] = 3;
    ASSERT_TRUE(run(enc, act("troll", "pick_up", "squire")));
    ASSERT_TRUE(run(enc, ChangeHealth{{"troll"}, -3}));
    EXPECT_TRUE(enc.combat.carrying.empty());
    EXPECT_FALSE(has_condition(*enc.find_unit("squire"), "carried"));
    EXPECT_TRUE(logged(enc, "Troll puts Squire down"));
    Encounter ended = carry_fight();
    ASSERT_TRUE(run(ended, act("troll", "pick_up", "squire")));
    ASSERT_TRUE(run(ended, EndCombat{}));
    EXPECT_FALSE(has_condition(*ended.find_unit("troll"), "carrying"));
    EXPECT_FALSE(has_condition(*ended.find_unit("squire"), "carried"));
}

// The carried unit is set down in the last square of the path that no
// other unit holds: moves pass through allies.
TEST(PhasesCarrying, TheCarriedUnitIsNeverSetOnAnotherUnit) {
    Encounter enc = carry_fight();
    enc.units.push_back(Unit{"ally", "Ally", "red", *parse_label("E2")});
    ASSERT_TRUE(run(enc, act("troll", "pick_up", "squire")));
    to_round(enc, 2);
    ASSERT_TRUE(run(enc, move("troll", "F2")));
    EXPECT_EQ(cell_of(enc, "troll"), *parse_label("F2"));
    EXPECT_NE(cell_of(enc, "squire"), *parse_label("E2")); // the ally's square
    for (const Unit& u : enc.units) {
        if (u.id != "squire") {
            EXPECT_NE(u.cell, cell_of(enc, "squire")) << u.id;
        }
    }
}

// "Two heavy units can carry a single heavy unit. The carrying units must
// remain adjacent for the entire path that they carry the unit." The first
// troll takes hold of the Heavy ogre's body, which cannot move until the
// second picks it up too; then a move of one takes the other into the
// square it left last and the body behind them, spending both Moves
// (carriers: 6 x 2/3 = 4 squares).
TEST(PhasesCarrying, TwoHeavyUnitsCarryAHeavyBodyAdjacentAllTheWay) {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"t1", "red", "B2", {{"combat", 1}, {"move", 6}}, {"Heavy"}},
                                {"t2", "red", "C2", {{"combat", 1}, {"move", 6}}, {"Heavy"}},
                                {"ogre", "red", "B3", {{"combat", 1}, {"hits", 0}}, {"Heavy"}},
                                {"squire", "red", "A2", {{"combat", 1}}},
                                {"goblin", "blue", "K11", {{"combat", 0}}}});
    enc.find_unit("ogre")->conditions.insert("croaked");
    StartCombat s;
    s.setup.initiator = "red";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, act("t1", "pick_up", "ogre")));
    EXPECT_TRUE(logged(enc, "T1 takes hold of Ogre: it is Heavy, and a second Heavy unit must "
                            "pick it up too before it moves (seed 000 \"Carrying\")"));
    EXPECT_NE(refused(enc, act("squire", "pick_up", "ogre")).find("must be Heavy too"),
              std::string::npos);
    to_round(enc, 2);
    EXPECT_NE(refused(enc, move("t1", "C3")).find("cannot move Ogre alone"), std::string::npos);
    ASSERT_TRUE(run(enc, act("t2", "pick_up", "ogre")));
    EXPECT_EQ(enc.combat.carrying.at("t2"), "ogre");
    to_round(enc, 3);
    // The square t1 leaves last is where t2 must go: an ally there refuses
    // the move, which would part the carriers.
    enc.find_unit("squire")->cell = at("D2");
    EXPECT_NE(refused(enc, move("t1", "E2")).find("T2 cannot follow T1 into D2"),
              std::string::npos);
    enc.find_unit("squire")->cell = at("A2");
    ASSERT_TRUE(run(enc, move("t1", "E2")));
    EXPECT_EQ(cell_of(enc, "t1"), at("E2"));
    EXPECT_EQ(cell_of(enc, "t2"), at("D2"));
    EXPECT_EQ(cell_of(enc, "ogre"), at("C2"));
    EXPECT_EQ(left(enc, "t2", "move"), 0); // its Move went with it
    EXPECT_NE(refused(enc, move("t2", "F3")).find("no Move"), std::string::npos);
    // Carriers set apart (a push, the GM's hand) no longer carry it.
    Encounter parted = enc;
    parted.find_unit("t2")->cell = at("H8");
    ASSERT_TRUE(run(parted, SetCondition{"goblin", "stunned"}));
    EXPECT_TRUE(parted.combat.carrying.empty());
    // Either one putting it down sets it down for both.
    ASSERT_TRUE(run(enc, SetCondition{"t2", "carrying", false}));
    EXPECT_TRUE(enc.combat.carrying.empty());
    EXPECT_FALSE(has_condition(*enc.find_unit("t1"), "carrying"));
    EXPECT_FALSE(has_condition(*enc.find_unit("ogre"), "carried"));
}

// "Two regular units can drag a single heavy unit. The dragging units must
// remain adjacent": the second must stand next to the first.
TEST(PhasesCarrying, TwoRegularUnitsDragAHeavyUnitFromSideBySide) {
    Encounter enc = make_fight(RulesetId::Phases, {"red", "blue"},
                               {{"a", "red", "B2", {{"combat", 1}}},
                                {"b", "red", "D4", {{"combat", 1}}},
                                {"c", "red", "C2", {{"combat", 1}}},
                                {"ogre", "red", "C3", {{"combat", 1}}, {"Heavy"}},
                                {"goblin", "blue", "K11", {{"combat", 0}}}});
    StartCombat s;
    s.setup.initiator = "red";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, act("a", "pick_up", "ogre")));
    EXPECT_TRUE(has_condition(*enc.find_unit("ogre"), "dragged"));
    EXPECT_NE(refused(enc, act("b", "pick_up", "ogre")).find("must stand next to A"),
              std::string::npos);
    ASSERT_TRUE(run(enc, act("c", "pick_up", "ogre")));
    EXPECT_TRUE(has_condition(*enc.find_unit("c"), "dragging"));
    EXPECT_EQ(enc.combat.carrying.size(), 2u);
    // Dragging: Move 1/2, 3 squares; c takes B4, the ogre B3 behind it.
    to_round(enc, 2);
    EXPECT_FALSE(refused(enc, move("a", "B6")).empty());
    ASSERT_TRUE(run(enc, move("a", "B5")));
    EXPECT_EQ(cell_of(enc, "a"), at("B5"));
    EXPECT_EQ(cell_of(enc, "c"), at("B4"));
    EXPECT_EQ(cell_of(enc, "ogre"), at("B3"));
}
