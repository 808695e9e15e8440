// factions blast attacks (issue 14; seed 003 "Blast attacks"): "Blast
// attacks hit a zone and target all characters in it and on its borders.
// Melee blast attacks hit the attacker's zone and don't target the attacker
// themselves. They can't miss. Ranged blast attacks hit any zone within
// range and target the attacker as well if directed at their own zone. If
// they miss, they are deviated and hit a random neighbouring zone."
// Every figure is worked out by hand from the map below and entered dice.
#include "fight_builder.h"

#include "encounter/area_template.h"
#include "io/encounter_json.h"
#include "rules/area_attack.h"
#include "rules/reactions.h"
#include "rules/weapons.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// The players hold the initiative; the GM enters the dice.
void start_with_entered_dice(Encounter& enc) {
    StartCombat start;
    start.setup.initiator = "players";
    start.setup.initiative_holder = "players";
    run(enc, start);
    run(enc, SetDiceMode{"entered", std::nullopt});
}

/// Four zones on 12 x 12: hall (columns A-F, rows 1-4), tower (G-L, rows
/// 1-4), yard (rows 5-8), pit (rows 9-12). Hall touches tower and yard;
/// yard touches all three; pit only the yard.
///
/// Theobald (players; WIT 12, d6 + 1) in the yard on B6; Sybilla (players;
/// WIT 9, a d6 sling of range 1 zone) in the hall on C2; the bandit (armour
/// 1, AGI 9) in the yard on E6; the leader in the hall's bottom row on D4
/// (on the yard's border); the lurker in the tower on G2 (on the hall's
/// border); the archer in the pit's top row on E9 (on the yard's border).
Encounter blast_fight() {
    Encounter enc = make_fight(
        RulesetId::Factions, {"players", "bandits"},
        {{"theobald",
          "players",
          "B6",
          {{"wit", 12}, {"damage_die", 6}, {"damage", 1}, {"health", 10}}},
         {"sybilla", "players", "C2", {{"wit", 9}, {"damage_die", 6}, {"range", 1}, {"health", 8}}},
         {"bandit", "bandits", "E6", {{"armour", 1}, {"health", 9}, {"agi", 9}}},
         {"leader", "bandits", "D4", {{"health", 9}}},
         {"lurker", "bandits", "G2", {{"health", 9}}},
         {"archer", "bandits", "E9", {{"health", 9}}}});
    std::vector<Cell> hall, tower, yard, pit;
    for (int y = 0; y < 12; ++y) {
        for (int x = 0; x < 12; ++x) {
            (y < 4 ? (x < 6 ? hall : tower) : y < 8 ? yard : pit).push_back({x, y});
        }
    }
    run(enc, PaintZone{hall, "hall", "Hall"});
    run(enc, PaintZone{tower, "tower", "Tower"});
    run(enc, PaintZone{yard, "yard", "Yard"});
    run(enc, PaintZone{pit, "pit", "Pit"});
    start_with_entered_dice(enc);
    return enc;
}

TakeAction blast(const std::string& unit, const std::string& action, std::vector<int> rolls,
                 const std::string& zone = "") {
    TakeAction a{unit, action};
    a.rolls = std::move(rolls);
    a.zone = zone;
    return a;
}

Respond take_hit(std::vector<int> rolls) {
    Respond r;
    r.take = false;
    r.rolls = std::move(rolls);
    return r;
}

int health(const Encounter& enc, const std::string& id) {
    return enc.find_unit(id)->stats.at("health");
}

int zone(const Encounter& enc, const char* id) {
    return enc.map.zone_index(id);
}

AreaTemplate t1() {
    return AreaTemplate{"t1", TemplateShape::Circle, {11, 11}, {11, 11}, 1};
}

/// 12 x 12 squares, no zones. Template t1: a circle of radius 1 on F6's
/// centre ([5.5, 5.5]), covering F5, E6, F6, G6 and F7 (3 x 3 squares
/// across). Theobald (players; WIT 12, d6) on F5, under it; Sybilla
/// (players; WIT 9, a d6 sling of range 6) on B2, 4 squares from its
/// nearest squares (F5, E6); the bandit on F6 (under it); the leader on H6
/// (on its border: H6 shares an edge with G6); the archer on D4, which
/// touches no covered square.
Encounter template_fight() {
    Encounter enc = make_fight(
        RulesetId::Factions, {"players", "bandits"},
        {{"theobald", "players", "F5", {{"wit", 12}, {"damage_die", 6}, {"health", 10}}},
         {"sybilla", "players", "B2", {{"wit", 9}, {"damage_die", 6}, {"range", 6}, {"health", 8}}},
         {"bandit", "bandits", "F6", {{"health", 9}}},
         {"leader", "bandits", "H6", {{"health", 9}}},
         {"archer", "bandits", "D4", {{"health", 9}}}});
    run(enc, PlaceTemplate{t1()});
    start_with_entered_dice(enc);
    return enc;
}

} // namespace

TEST(FactionsBlast, TargetsTheZoneAndItsBorders) {
    const Encounter enc = blast_fight();
    // The yard: the bandit in it; the leader (D4) and the archer (E9) on its
    // borders; Theobald is the attacker; Sybilla and the lurker are two rows away.
    EXPECT_EQ(blast_targets(enc, zone(enc, "yard"), "theobald", false),
              (std::vector<std::string>{"bandit", "leader", "archer"}));
    EXPECT_EQ(blast_targets(enc, zone(enc, "yard"), "theobald", true),
              (std::vector<std::string>{"theobald", "bandit", "leader", "archer"}));
    // The hall: Sybilla and the leader in it, the lurker on its border (G2
    // shares an edge with F2); Theobald on B6 is a row too far.
    EXPECT_EQ(blast_targets(enc, zone(enc, "hall"), "nobody", false),
              (std::vector<std::string>{"sybilla", "leader", "lurker"}));
}

// "Counter ... Attacks with multiple targets can only be countered by a
// single target." A thug in the yard, hit by Theobald's melee blast after
// the bandit, may counter it when the bandit dodged, and may not once the
// bandit countered (the bandit's d4 deals Theobald 2; the blast's 4 + 1 - 1
// armour leaves the bandit on 5). The bar survives a save mid-answer.
TEST(FactionsBlast, OnlyOneTargetMayCounterABlast) {
    for (const bool bandit_counters : {false, true}) {
        Encounter enc = blast_fight();
        Unit thug;
        thug.id = "thug";
        thug.name = "Thug";
        thug.side = "bandits";
        thug.cell = *parse_label("H7");
        thug.stats = {{"health", 9}};
        enc.units.push_back(thug);
        ASSERT_TRUE(run(enc, blast("theobald", "melee_blast", {})));
        ASSERT_TRUE(enc.combat.pending);
        ASSERT_EQ(enc.combat.pending->by, "bandit");
        Respond first;
        first.as = bandit_counters ? "counter" : "dodge";
        first.rolls = bandit_counters ? std::vector<int>{4, 2} : std::vector<int>{5};
        ASSERT_TRUE(run(enc, first));
        EXPECT_EQ(health(enc, "bandit"), bandit_counters ? 5 : 9);
        EXPECT_EQ(health(enc, "theobald"), bandit_counters ? 8 : 10);
        while (enc.combat.pending && enc.combat.pending->by != "thug") {
            ASSERT_TRUE(run(enc, take_hit({1})));
        }
        ASSERT_TRUE(enc.combat.pending);
        auto saved = io::read_encounter(io::write_encounter(enc));
        ASSERT_TRUE(saved) << saved.reason();
        enc = std::move(saved).value();
        const std::string barred = "Bandit has already countered Theobald's attack: an attack "
                                   "with multiple targets can only be countered by a single "
                                   "target (seed 003 \"Reacting to an attack\")";
        const TurnContext ctx(enc, false);
        for (const HitAnswerOption& o : answer_options(ctx, *enc.combat.pending)) {
            if (o.answer.as == "counter") {
                EXPECT_EQ(o.available, !bandit_counters) << o.answer.label << ": " << o.reason;
                EXPECT_EQ(o.reason, bandit_counters ? barred : "") << o.answer.label;
            }
        }
        Respond counter;
        counter.as = "counter";
        counter.rolls = {3, 1};
        if (bandit_counters) {
            EXPECT_EQ(refused(enc, counter), barred);
        } else {
            ASSERT_TRUE(run(enc, counter));
            EXPECT_EQ(health(enc, "thug"), 9 - (3 + 1));
        }
    }
}

// "Melee blast attacks hit the attacker's zone and don't target the attacker
// themselves. They can't miss." Each target answers in turn ("Reacting to an
// attack").
TEST(FactionsBlast, AMeleeBlastHitsEveryoneAroundAndEachMayReact) {
    Encounter enc = blast_fight();
    ASSERT_TRUE(run(enc, blast("theobald", "melee_blast", {})));
    EXPECT_TRUE(logged_part(enc,
                            "Theobald's melee blast hits Yard and its borders: Bandit, Leader, "
                            "Archer"));
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->by, "bandit");
    EXPECT_EQ(enc.combat.queued.size(), 2u);
    // The bandit dodges: an AGI save of 5 against 9.
    Respond dodge;
    dodge.as = "dodge";
    dodge.rolls = {5};
    ASSERT_TRUE(run(enc, dodge));
    EXPECT_EQ(health(enc, "bandit"), 9);
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->by, "leader");
    // The leader takes it: 4 on the d6 + 1 = 5.
    ASSERT_TRUE(run(enc, take_hit({4})));
    EXPECT_EQ(health(enc, "leader"), 4);
    EXPECT_EQ(enc.combat.pending->by, "archer");
    EXPECT_TRUE(enc.combat.queued.empty());
    // The archer takes it: 6 + 1 = 7.
    ASSERT_TRUE(run(enc, take_hit({6})));
    EXPECT_EQ(health(enc, "archer"), 2);
    EXPECT_FALSE(enc.combat.pending);
    EXPECT_EQ(health(enc, "theobald"), 10); // not the attacker
    EXPECT_EQ(health(enc, "sybilla"), 8);   // two rows from the yard
}

// A concealed attacker's targets cannot react ("Sneaking in combat"): each
// takes its damage at once, reading the faces in turn.
TEST(FactionsBlast, TargetsThatCannotReactTakeTheirDiceInTurn) {
    Encounter enc = blast_fight();
    run(enc, SetCondition{"theobald", "concealed", true});
    ASSERT_TRUE(run(enc, blast("theobald", "melee_blast", {2, 3, 4})));
    EXPECT_FALSE(enc.combat.pending);
    EXPECT_EQ(health(enc, "bandit"), 9 - (2 + 1 - 1)); // armour 1
    EXPECT_EQ(health(enc, "leader"), 9 - (3 + 1));
    EXPECT_EQ(health(enc, "archer"), 9 - (4 + 1));
}

// "Ranged blast attacks hit any zone within range": the yard is 1 zone
// from the hall, beyond half of Sybilla's range 1, so a WIT save (seed 003
// "Attacking"); 3 passes. Theobald, her ally, is in the yard and is hit too.
TEST(FactionsBlast, ARangedBlastWithinRangeHitsAllInTheZone) {
    Encounter enc = blast_fight();
    ASSERT_TRUE(run(enc, blast("sybilla", "ranged_blast", {3}, "yard")));
    EXPECT_TRUE(logged_part(enc, "The blast hits Yard and its borders: Theobald, Bandit, Leader, "
                                 "Archer"));
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->by, "theobald");
    EXPECT_EQ(enc.combat.queued.size(), 3u);
}

// "If they miss, they are deviated and hit a random neighbouring zone": the
// save fails (15 against WIT 9); the yard's neighbours in map order are the
// hall, the tower and the pit, and a 1 on the d3 lands it in the hall, her
// own zone, so Sybilla is hit with the leader and the lurker.
TEST(FactionsBlast, AMissedRangedBlastDeviatesToANeighbouringZone) {
    Encounter enc = blast_fight();
    run(enc, SetCondition{"sybilla", "concealed", true}); // no reactions: damage at once
    ASSERT_TRUE(run(enc, blast("sybilla", "ranged_blast", {15, 1, 2, 3, 4}, "yard")));
    EXPECT_TRUE(logged_part(enc, "where the missed blast deviates (1 Hall, 2 Tower, 3 Pit)"));
    EXPECT_TRUE(logged_part(enc, "The blast deviates to Hall"));
    EXPECT_EQ(health(enc, "sybilla"), 8 - 2);
    EXPECT_EQ(health(enc, "leader"), 9 - 3);
    EXPECT_EQ(health(enc, "lurker"), 9 - 4);
    EXPECT_EQ(health(enc, "bandit"), 9);
    EXPECT_EQ(health(enc, "theobald"), 10);
}

TEST(FactionsBlast, RefusalsNameTheRule) {
    Encounter enc = blast_fight();
    // The pit is 2 zones from the hall: out of range 1.
    EXPECT_NE(refused(enc, blast("sybilla", "ranged_blast", {}, "pit")).find("out of range"),
              std::string::npos);
    EXPECT_NE(refused(enc, blast("sybilla", "ranged_blast", {})).find("name the zone"),
              std::string::npos);
    EXPECT_NE(refused(enc, blast("sybilla", "ranged_blast", {}, "moat")).find("no zone"),
              std::string::npos);
    // Theobald has no range: no ranged blast.
    EXPECT_NE(refused(enc, blast("theobald", "ranged_blast", {}, "yard")).find("ranged weapon"),
              std::string::npos);
    // A map without zones blasts through a template (FactionsTemplateBlast
    // below): with none laid over the attacker there is nothing to blast.
    Encounter bare = make_fight(RulesetId::Factions, {"players", "bandits"},
                                {{"theobald", "players", "B2"}, {"bandit", "bandits", "C2"}});
    StartCombat start;
    start.setup.initiator = "players";
    start.setup.initiative_holder = "players";
    run(bare, start);
    EXPECT_NE(
        refused(bare, blast("theobald", "melee_blast", {})).find("stands under no area template"),
        std::string::npos);
    // A map with zones: off them, there is no zone to blast.
    std::vector<Cell> top;
    for (int x = 0; x < 12; ++x) {
        top.push_back({x, 0});
    }
    run(bare, PaintZone{top, "roof", "Roof"});
    EXPECT_NE(refused(bare, blast("theobald", "melee_blast", {})).find("stands in no zone"),
              std::string::npos);
}

// The targets still to answer are saved with the fight and asked after a reload.
TEST(FactionsBlast, TheQueueOfReactionsIsSavedWithTheFight) {
    Encounter enc = blast_fight();
    ASSERT_TRUE(run(enc, blast("theobald", "melee_blast", {})));
    ASSERT_EQ(enc.combat.queued.size(), 2u);
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().combat, enc.combat);
    Encounter again = back.value();
    ASSERT_TRUE(run(again, take_hit({1})));
    EXPECT_EQ(again.combat.pending->by, "leader");
}

// seed 003 "Attacking": "Indirect ranged attacks. Can be directed at
// targets which aren't directly visible and over obstacles, but can only
// target beyond half range. A WIT save to hit is always required."
TEST(FactionsIndirect, BeyondHalfRangeAlwaysWithASave) {
    Encounter enc = blast_fight();
    run(enc, SetCondition{"sybilla", "concealed", true}); // no reaction: the damage lands
    // The bandit is 1 zone away, beyond half of range 1: a save of 3
    // against WIT 9 hits; the d6 shows 4, less armour 1.
    TakeAction lob{"sybilla", "indirect_attack", {}, "bandit", {3, 4}};
    ASSERT_TRUE(run(enc, lob));
    EXPECT_TRUE(logged_part(enc, "rolls d20 for a WIT save to hit on Bandit: [3]"));
    EXPECT_EQ(predicted(enc, "sybilla", "bandit", "indirect_attack").check.roll_reason,
              "a WIT save to hit: an indirect attack always needs one (seed 003 \"Attacking\")");
    EXPECT_EQ(health(enc, "bandit"), 9 - 3);
    // The leader shares her zone: within half range.
    Encounter near = blast_fight();
    EXPECT_NE(refused(near, TakeAction{"sybilla", "indirect_attack", {}, "leader", {3, 4}})
                  .find("within half range"),
              std::string::npos);
    // The pit is 2 zones away: out of range.
    EXPECT_NE(refused(near, TakeAction{"sybilla", "indirect_attack", {}, "archer", {3, 4}})
                  .find("out of range"),
              std::string::npos);
}

// Behind a wall the bandit is not visible: an ordinary shot cannot be made,
// an indirect one can.
TEST(FactionsIndirect, OverAnObstacleAtAnUnseenTarget) {
    Encounter enc = blast_fight();
    // A wall from [1, 4] to [5, 4] stands between them; the hall and the yard
    // still touch at its ends.
    run(enc, AddWall{Wall{Point{1, 4}, Point{5, 4}, WallKind::Wall, DoorState::Closed}});
    TakeAction shot{"sybilla", "attack", {}, "bandit", {3, 4}};
    EXPECT_NE(refused(enc, shot).find("behind a barrier"), std::string::npos);
    shot.action = "indirect_attack";
    ASSERT_TRUE(run(enc, shot));
}

// seed 003 "Protection from attacks": "Barriers completely block attacks.
// If a character peeks behind cover to attack, they can be still countered
// and the barrier only counts as cover."
TEST(FactionsBarrier, BlocksAttacksUnlessTheAttackerPeeksOut) {
    Encounter enc = blast_fight();
    run(enc, AddWall{Wall{Point{1, 4}, Point{5, 4}, WallKind::Wall, DoorState::Closed}});
    EXPECT_FALSE(attack_check(enc, *enc.find_unit("sybilla"), *enc.find_unit("bandit")));
    run(enc, SetCondition{"sybilla", "peeking", true});
    auto peek = attack_check(enc, *enc.find_unit("sybilla"), *enc.find_unit("bandit"));
    ASSERT_TRUE(peek) << peek.reason();
    // The barrier counts as cover: armour 1 + 1.
    EXPECT_EQ(peek.value().reduction, 2);
    // A counter crosses the barrier too: with a sling the bandit could
    // shoot back at the peeking Sybilla.
    Unit slinger = *enc.find_unit("bandit");
    slinger.stats["range"] = 2;
    EXPECT_TRUE(attack_check(enc, slinger, *enc.find_unit("sybilla")));
    // The hit can still be answered: the bandit is asked.
    ASSERT_TRUE(run(enc, TakeAction{"sybilla", "attack", {}, "bandit", {3}}));
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->by, "bandit");
}

// Blasts through an area template, on a map without zones. Settled
// (rules/area_attack.h): the template the GM lays stands for the zone; a
// ranged blast's range counts squares to its nearest square; a miss
// deviates to the template moved by its own width or height, one face per
// direction from north clockwise.

TEST(FactionsTemplateBlast, TargetsTheTemplatesSquaresAndItsBorders) {
    const Encounter enc = template_fight();
    EXPECT_EQ(template_cells(t1(), 12, 12),
              (std::vector<Cell>{{5, 4}, {4, 5}, {5, 5}, {6, 5}, {5, 6}}));
    EXPECT_EQ(blast_targets(enc, t1(), "theobald", false),
              (std::vector<std::string>{"bandit", "leader"}));
    EXPECT_EQ(blast_targets(enc, t1(), "sybilla", true),
              (std::vector<std::string>{"theobald", "bandit", "leader"}));
}

// "Ranged blast attacks hit any zone within range": 4 squares, beyond half
// of range 6, so a WIT save (seed 003 "Attacking"): 5 passes against 9.
// Sybilla is concealed, so nobody reacts and the d6s land in file order.
TEST(FactionsTemplateBlast, ARangedBlastHitsEveryoneUnderTheTemplate) {
    Encounter enc = template_fight();
    run(enc, SetCondition{"sybilla", "concealed", true});
    ASSERT_TRUE(run(enc, blast("sybilla", "ranged_blast", {5, 1, 2, 3}, "t1")));
    EXPECT_TRUE(logged(enc, "Sybilla makes a ranged blast at template t1"));
    EXPECT_TRUE(logged(enc, "The blast hits template t1 and its borders: Theobald, Bandit, "
                            "Leader"));
    EXPECT_FALSE(enc.combat.pending);
    EXPECT_EQ(health(enc, "theobald"), 10 - 1);
    EXPECT_EQ(health(enc, "bandit"), 9 - 2);
    EXPECT_EQ(health(enc, "leader"), 9 - 3);
    EXPECT_EQ(health(enc, "archer"), 9);
    EXPECT_EQ(health(enc, "sybilla"), 8);
}

// "If they miss, they are deviated": 15 fails the save; the template is 3
// squares across, so its neighbours are it moved 3 squares each way, all on
// the map; a 3 on the d8 is east, a circle on I6 covering H6 to J6 and I5
// to I7: only the leader, on H6.
TEST(FactionsTemplateBlast, AMissDeviatesToTheNeighbouringAreaTheDieNames) {
    Encounter enc = template_fight();
    run(enc, SetCondition{"sybilla", "concealed", true});
    ASSERT_TRUE(run(enc, blast("sybilla", "ranged_blast", {15, 3, 4}, "t1")));
    EXPECT_TRUE(logged_part(enc, "where the missed blast deviates (1 the area north of template "
                                 "t1, 2 the area north-east of template t1, 3 the area east of "
                                 "template t1, 4 the area south-east of template t1, 5 the area "
                                 "south of template t1, 6 the area south-west of template t1, 7 "
                                 "the area west of template t1, 8 the area north-west of template "
                                 "t1)"));
    EXPECT_TRUE(logged(enc, "The blast deviates to the area east of template t1: t1 moved 3 "
                            "squares east (seed 003 \"Blast attacks\")"));
    EXPECT_TRUE(logged(enc, "The blast hits the area east of template t1 and its borders: Leader"));
    EXPECT_EQ(health(enc, "leader"), 9 - 4);
    EXPECT_EQ(health(enc, "bandit"), 9);
    EXPECT_EQ(health(enc, "theobald"), 10);
}

// Near the map's edge, only the areas that keep a square on the map are
// numbered: a circle on A1's centre ([0.5, 0.5], radius 1) covers A1, B1
// and A2 on the map and a square off each of its other two sides, so it is
// 3 x 3 across, and it deviates east, south-east or south (a d3). Sybilla
// moves to C3 first, 2 squares from it: within half range, but a save while
// moving (seed 003 "Attacking"). The 2 lands it south-east, 3 squares each
// way, on D4's centre: D3, C4, D4, E4 and D5, with the archer (D4) in it;
// Sybilla, on C3, is on its border, not in it, so it spares her.
TEST(FactionsTemplateBlast, OnlyNeighboursOnTheMapAreNumbered) {
    Encounter enc = template_fight();
    run(enc, PlaceTemplate{AreaTemplate{"corner", TemplateShape::Circle, {1, 1}, {1, 1}, 1}});
    run(enc, SetCondition{"sybilla", "concealed", true});
    ASSERT_TRUE(run(enc, move("sybilla", "C3")));
    ASSERT_TRUE(run(enc, blast("sybilla", "ranged_blast", {15, 2, 4}, "corner")));
    EXPECT_TRUE(logged_part(enc, "(1 the area east of template corner, 2 the area south-east of "
                                 "template corner, 3 the area south of template corner)"));
    EXPECT_TRUE(logged_part(enc, "The blast deviates to the area south-east of template corner: "
                                 "corner moved 3 squares east and 3 squares south"));
    EXPECT_TRUE(logged(enc, "The blast hits the area south-east of template corner and its "
                            "borders: Archer"));
    EXPECT_EQ(health(enc, "archer"), 9 - 4);
    EXPECT_EQ(health(enc, "sybilla"), 8);
}

// "Melee blast attacks hit the attacker's zone and don't target the
// attacker themselves": the template over Theobald. Each target answers in
// turn ("Reacting to an attack").
TEST(FactionsTemplateBlast, AMeleeBlastHitsTheTemplateOverTheAttacker) {
    Encounter enc = template_fight();
    ASSERT_TRUE(run(enc, blast("theobald", "melee_blast", {})));
    EXPECT_TRUE(logged(enc, "Theobald's melee blast hits template t1 and its borders: Bandit, "
                            "Leader"));
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->by, "bandit");
    EXPECT_EQ(enc.combat.queued.size(), 1u);
}

// "Ranged attacks. Target a visible character"; "Barriers completely block
// attacks": a wall down the line between columns D and E hides every square
// of t1 (E6, F5 to G6, F7) from Sybilla on B2, 4 squares off, within her
// range of 6: her blast is refused; peeking out, she may throw it.
TEST(FactionsTemplateBlast, ARangedBlastNeedsASquareOfItsAreaInSight) {
    Encounter enc = template_fight();
    enc.map.walls().push_back(Wall{{4.0, 0.0}, {4.0, 12.0}});
    EXPECT_EQ(refused(enc, blast("sybilla", "ranged_blast", {5, 1, 2, 3}, "t1")),
              "Sybilla sees no square of template t1: a ranged blast targets an area in sight "
              "(seed 003 \"Attacking\")");
    ASSERT_TRUE(run(enc, SetCondition{"sybilla", "peeking", true}));
    EXPECT_TRUE(run(enc, blast("sybilla", "ranged_blast", {5, 1, 2, 3}, "t1")));
}

TEST(FactionsTemplateBlast, RefusalsNameTheRule) {
    Encounter enc = template_fight();
    EXPECT_NE(
        refused(enc, blast("sybilla", "melee_blast", {})).find("stands under no area template"),
        std::string::npos);
    EXPECT_NE(refused(enc, blast("sybilla", "ranged_blast", {})).find("name the template"),
              std::string::npos);
    EXPECT_NE(refused(enc, blast("sybilla", "ranged_blast", {}, "t9")).find("no template \"t9\""),
              std::string::npos);
    // A circle on L12: its nearest squares (K12, L11) are 10 squares from B2.
    run(enc, PlaceTemplate{AreaTemplate{"far", TemplateShape::Circle, {23, 23}, {23, 23}, 1}});
    EXPECT_NE(refused(enc, blast("sybilla", "ranged_blast", {}, "far"))
                  .find("template far is out of range (6 square(s)"),
              std::string::npos);
    // A second template over Theobald: the melee blast must name one.
    run(enc, PlaceTemplate{AreaTemplate{"t2", TemplateShape::Circle, {11, 9}, {11, 9}, 1}});
    EXPECT_NE(refused(enc, blast("theobald", "melee_blast", {})).find("several templates"),
              std::string::npos);
    EXPECT_NE(
        refused(enc, blast("theobald", "melee_blast", {}, "far")).find("not under template far"),
        std::string::npos);
    ASSERT_TRUE(run(enc, blast("theobald", "melee_blast", {}, "t2")));
}

// What the Act menu offers (area_choices): a ranged blast, every zone (the
// engine checks the range when it is made) or, without zones, every
// template; a melee blast, the unit's own zone or the templates over it.
TEST(FactionsBlast, TheChoicesOfWhereToAim) {
    const auto ids = [](const std::vector<AreaChoice>& choices) {
        std::vector<std::string> out;
        for (const AreaChoice& c : choices) {
            out.push_back(c.id);
        }
        return out;
    };
    const auto def = [](const Encounter& enc, const char* id) {
        return *find_action(enc.ruleset, id);
    };
    const Encounter zoned = blast_fight();
    const Unit& theobald = *zoned.find_unit("theobald");
    EXPECT_EQ(ids(area_choices(zoned, theobald, def(zoned, "ranged_blast"))),
              (std::vector<std::string>{"hall", "tower", "yard", "pit"}));
    EXPECT_EQ(ids(area_choices(zoned, theobald, def(zoned, "melee_blast"))),
              (std::vector<std::string>{"yard"}));
    Encounter bare = template_fight();
    run(bare, PlaceTemplate{AreaTemplate{"far", TemplateShape::Circle, {23, 23}, {23, 23}, 1}});
    EXPECT_EQ(ids(area_choices(bare, *bare.find_unit("sybilla"), def(bare, "ranged_blast"))),
              (std::vector<std::string>{"t1", "far"}));
    EXPECT_TRUE(area_choices(bare, *bare.find_unit("sybilla"), def(bare, "melee_blast")).empty());
    EXPECT_EQ(ids(area_choices(bare, *bare.find_unit("theobald"), def(bare, "melee_blast"))),
              (std::vector<std::string>{"t1"}));
}
