// phases Combat Modifiers chosen per unit (issue 14; seed 000 "Combat
// Modifiers", "Combat Sequence", "Special Combat Maneuvers": Regroup,
// "Specials": Military, Transport). Each expected score is worked out by
// hand in its comment.
#include "fight_builder.h"
#include "test_helpers.h"

#include "io/encounter_json.h"
#include "rules/combat_modifiers.h"
#include "rules/squads.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

std::string comparison(const Encounter& enc, const std::string& a, const std::string& t,
                       const std::string& action = "attack") {
    return predicted(enc, a, t, action).check.comparison;
}

bool cites(const AttackPrediction& p, const std::string& what) {
    return std::any_of(p.check.modifiers.begin(), p.check.modifiers.end(), [&](auto& m) {
        return m.what == what && m.source == "seed 000 \"Combat Modifiers\"";
    });
}

/// The orcs attack: orc on B2, grunt on B3 and brute on A3 (Combat 4, so
/// all act in phase 4), the knight (Defense 5) on C2 and its squire on E2.
Encounter skirmish_line() {
    return make_fight(RulesetId::Phases, {"orcs", "knights"},
                      {{"orc", "orcs", "B2", {{"combat", 4}, {"hits", 8}}},
                       {"grunt", "orcs", "B3", {{"combat", 4}, {"hits", 8}}, {"Military"}},
                       {"brute", "orcs", "A3", {{"combat", 4}, {"hits", 8}}},
                       {"knight", "knights", "C2", {{"combat", 3}, {"defense", 5}, {"hits", 30}}},
                       {"squire", "knights", "E2", {{"combat", 3}, {"defense", 5}, {"hits", 30}}}});
}

} // namespace

// "Combat modifiers only apply to units with the Military special ... A
// unit can apply one (1) Combat Modifier for each level they possess. The
// same combat modifier cannot be selected more than once / level."
TEST(PhasesModifiers, OnlyMilitaryUnitsChooseOnePerLevel) {
    Encounter enc = skirmish_line();
    std::string why = refused(enc, SetModifiers{"orc", {"block"}});
    EXPECT_TRUE(contains(why, "not Military")) << why;
    EXPECT_TRUE(contains(why, "seed 000 \"Combat Modifiers\"")) << why;
    why = refused(enc, SetModifiers{"grunt", {"block", "guard"}}); // level 1
    EXPECT_TRUE(contains(why, "may hold 1 Combat Modifier, one for each level, not 2")) << why;
    why = refused(enc, SetModifiers{"grunt", {"fly"}});
    EXPECT_TRUE(contains(why, "not a Combat Modifier")) << why;
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {"block"}}));
    EXPECT_EQ(modifiers_of(enc, *enc.find_unit("grunt")), std::vector<std::string>{"block"});
    EXPECT_TRUE(contains(enc.log.back().text, "Grunt: Combat Modifiers Block (were none)"))
        << enc.log.back().text;
    why = refused(enc, SetModifiers{"grunt", {"block"}});
    EXPECT_TRUE(contains(why, "already holds Block")) << why;
    enc.find_unit("grunt")->stats["level"] = 2;
    why = refused(enc, SetModifiers{"grunt", {"guard", "guard"}});
    EXPECT_TRUE(contains(why, "Guard is chosen twice")) << why;
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {"guard", "mighty blow"}}));
    // Kept in the policy's order; Block is gone.
    EXPECT_EQ(modifiers_of(enc, *enc.find_unit("grunt")),
              (std::vector<std::string>{"mighty blow", "guard"}));
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {}}));
    EXPECT_TRUE(modifiers_of(enc, *enc.find_unit("grunt")).empty());
    // The dialog's content says the same.
    const ModifierMenu m = modifier_menu(enc, *enc.find_unit("orc"));
    EXPECT_EQ(m.choices.size(), 8U);
    EXPECT_EQ(m.limit, 0);
    EXPECT_TRUE(contains(m.refusal, "not Military"));
}

// "Transport (X): ... This unit cannot dodge" (seed 000 "Specials").
TEST(PhasesModifiers, ATransportCannotDodge) {
    Encounter enc = skirmish_line();
    enc.find_unit("grunt")->specials.insert("Transport");
    const std::string why = refused(enc, SetModifiers{"grunt", {"dodging"}});
    EXPECT_TRUE(contains(why, "cannot take Dodge")) << why;
    EXPECT_TRUE(contains(why, "\"Specials\"")) << why;
    EXPECT_TRUE(run(enc, SetModifiers{"grunt", {"block"}}));
}

// "At the beginning of the combat, Stacks and Combat modifiers are declared
// and applied. Once combat begins, restacking and changing Combat Modifiers
// requires spending an action to Regroup" ("Combat Sequence"); "A unit can
// drop from its current stack, join a new stack, and change all Combat
// Modifiers by spending an Action to Regroup" ("Special Combat Maneuvers").
TEST(PhasesModifiers, DeclaredFreelyAtTheStartThenARegroupCoversSquadAndModifiers) {
    Encounter enc = skirmish_line();
    enc.find_unit("grunt")->stats["combat"] = 2; // gains its Move and Action in phase 2
    enc.find_unit("orc")->specials.insert("Military");
    start(enc, "orcs");
    // Phase 4 of round 1: declared, free.
    ASSERT_TRUE(run(enc, SetModifiers{"orc", {"mighty blow"}}));
    EXPECT_EQ(left(enc, "orc", "action"), 1);
    EXPECT_TRUE(contains(modifier_menu(enc, *enc.find_unit("orc")).cost, "declared"));
    ASSERT_TRUE(run(enc, end_turn())); // phase 4 ends: the fight is under way
    ASSERT_TRUE(run(enc, end_turn())); // phase 3 (the knights) ends
    ASSERT_EQ(enc.combat.phase.value_or(-1), 2);
    // The orc's Action went with phase 4: it cannot Regroup.
    std::string why = refused(enc, SetModifiers{"orc", {"block"}});
    EXPECT_TRUE(contains(why, "cannot Regroup now")) << why;
    EXPECT_TRUE(contains(modifier_menu(enc, *enc.find_unit("grunt")).cost, "Costs Grunt's Action"));
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {"dodging"}}));
    EXPECT_EQ(left(enc, "grunt", "action"), 0);
    EXPECT_TRUE(contains(enc.log.back().text, "Grunt regroups: Combat Modifiers Dodge"))
        << enc.log.back().text;
    // The same Regroup lets it join a stack, but not change its modifiers
    // a second time.
    Squad s;
    s.id = s.name = "band";
    s.members = {"grunt"};
    s.leader = "grunt";
    ASSERT_TRUE(run(enc, SetSquad{s}));
    why = refused(enc, SetModifiers{"grunt", {"guard"}});
    EXPECT_TRUE(contains(why, "cannot Regroup now")) << why;
    // Next round it pays again; the Regroup that joins a new stack
    // changes its modifiers too.
    ASSERT_TRUE(run(enc, NextRound{}));
    ASSERT_TRUE(run(enc, end_turn()));
    ASSERT_TRUE(run(enc, end_turn()));
    ASSERT_EQ(enc.combat.phase.value_or(-1), 2);
    ASSERT_TRUE(run(enc, SetSquad{s, true})); // breaking a squad up is free
    s.id = s.name = "pair";
    s.members = {"grunt"};
    ASSERT_TRUE(run(enc, SetSquad{s}));
    EXPECT_EQ(left(enc, "grunt", "action"), 0);
    EXPECT_TRUE(contains(modifier_menu(enc, *enc.find_unit("grunt")).cost, "changes them too"));
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {"block"}}));
    EXPECT_EQ(modifiers_of(enc, *enc.find_unit("grunt")), std::vector<std::string>{"block"});
}

// "Support : Get Combat -2 for the round. Any adjacent ally targeting the
// same enemy as you gains +3 Combat for 1 attack / level"; Coordinate the
// same with Defense -2. The grunt on B3 attacks the knight: its Combat is
// 4 - 2 = 2 (Support). Then the orc on B2, next to it, attacks the knight
// with 4 + 3 = 7. The brute on A3, next to the grunt, fires at the knight
// after that: level 1, the help is spent (Combat 4); level 2, 7 again.
// The next round the grunt has targeted no one yet: 4.
TEST(PhasesModifiers, SupportGivesAnAllyNextToItThreeCombatOnTheEnemyItAttacked) {
    for (const char* modifier : {"support", "coordinate"}) {
        for (const int level : {1, 2}) {
            Encounter enc = skirmish_line();
            enc.find_unit("grunt")->stats["level"] = level;
            ASSERT_TRUE(run(enc, SetModifiers{"grunt", {modifier}}));
            start(enc, "orcs");
            EXPECT_TRUE(contains(comparison(enc, "orc", "knight"), "Combat 4 against"));
            const std::string own = comparison(enc, "grunt", "knight");
            EXPECT_TRUE(contains(own, std::string(modifier) == "support" ? "Combat 2 against"
                                                                         : "Combat 4 against"))
                << own;
            ASSERT_TRUE(run(enc, act("grunt", "attack", "knight")));
            const AttackPrediction helped = predicted(enc, "orc", "knight");
            EXPECT_TRUE(contains(helped.check.comparison, "Combat 7 against"))
                << helped.check.comparison;
            EXPECT_TRUE(cites(helped, "supported by Grunt: Combat +3"));
            // Not the squire: the grunt did not attack it.
            EXPECT_TRUE(contains(comparison(enc, "brute", "squire", "fire"), "Combat 4 against"));
            ASSERT_TRUE(run(enc, act("orc", "attack", "knight")));
            EXPECT_TRUE(contains(comparison(enc, "brute", "knight", "fire"),
                                 level == 1 ? "Combat 4 against" : "Combat 7 against"))
                << modifier << " level " << level;
            // A new round: nobody targeted yet, and the help is back.
            ASSERT_TRUE(run(enc, NextRound{}));
            EXPECT_TRUE(contains(comparison(enc, "orc", "knight"), "Combat 4 against"));
            ASSERT_TRUE(run(enc, act("grunt", "attack", "knight")));
            EXPECT_TRUE(contains(comparison(enc, "orc", "knight"), "Combat 7 against"));
        }
    }
}

// The marks that remember whom a unit attacked are saved with the fight,
// even after a unit id of the longest length allowed (128 bytes).
TEST(PhasesModifiers, TheTargetedMarksSurviveASave) {
    Encounter enc = skirmish_line();
    const std::string id(128, 'k');
    enc.find_unit("knight")->id = id;
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {"support"}}));
    start(enc, "orcs");
    ASSERT_TRUE(run(enc, act("grunt", "attack", id)));
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_TRUE(contains(comparison(back.value(), "orc", id), "Combat 7 against"));
}

// "Combat modifiers are declared and applied" at the beginning: once a
// blow is struck, a change is a Regroup even in round 1's first phase.
// A plain Regroup action spent first covers the change.
TEST(PhasesModifiers, AfterTheFirstBlowAChangeIsARegroup) {
    Encounter enc = skirmish_line();
    start(enc, "orcs");
    ASSERT_TRUE(run(enc, act("orc", "attack", "knight")));
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {"block"}}));
    EXPECT_EQ(left(enc, "grunt", "action"), 0);
    EXPECT_TRUE(contains(enc.log.back().text, "Grunt regroups")) << enc.log.back().text;
    enc = skirmish_line();
    start(enc, "orcs");
    ASSERT_TRUE(run(enc, act("orc", "attack", "knight")));
    ASSERT_TRUE(run(enc, act("grunt", "regroup")));
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {"dodging"}})); // the Regroup spent covers it
    const std::string why = refused(enc, SetModifiers{"grunt", {"block"}});
    EXPECT_TRUE(contains(why, "cannot Regroup now")) << why;
}

// The modifiers keep their limits whatever the command: the GM's condition
// command refuses them (an Override sets one), and an edit may not leave a
// unit over its level or without Military.
TEST(PhasesModifiers, OtherCommandsKeepTheLimits) {
    Encounter enc = skirmish_line();
    std::string why = refused(enc, SetCondition{"orc", "block", true});
    EXPECT_TRUE(contains(why, "is a Combat Modifier: choose it with set_modifiers")) << why;
    EXPECT_TRUE(run(enc, override_of(SetCondition{"orc", "block", true})));
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {"guard"}}));
    Unit more = *enc.find_unit("grunt");
    more.conditions.insert("block");
    why = refused(enc, EditUnit{more});
    EXPECT_TRUE(contains(why, "may hold 1 Combat Modifier")) << why;
    Unit plain = *enc.find_unit("grunt");
    plain.specials.clear();
    why = refused(enc, EditUnit{plain});
    EXPECT_TRUE(contains(why, "not Military")) << why;
}

// "Immobilized units defense cannot receive bonuses": the guard's +3 is not
// given, and its use is not spent on that attack.
TEST(PhasesModifiers, AGuardSpendsNothingOnAnImmobilizedAlly) {
    Encounter enc = skirmish_line();
    Unit guard{"guard", "Guard", "knights", *parse_label("C3")};
    guard.specials = {"Military"};
    guard.stats = {{"combat", 3}, {"defense", 5}, {"hits", 9}};
    enc.units.push_back(guard);
    ASSERT_TRUE(run(enc, SetModifiers{"guard", {"guard"}}));
    enc.find_unit("knight")->conditions.insert("immobilized");
    start(enc, "orcs");
    ASSERT_TRUE(run(enc, act("orc", "attack", "knight")));
    enc.find_unit("knight")->conditions.erase("immobilized");
    EXPECT_TRUE(contains(comparison(enc, "grunt", "knight"), "Defense 8"));
}

// "For Fire attacks, an entire squad counts as a enemy." The grunt attacked
// the knight; the knight and the squire are one stack, so the brute's Fire
// at the squire is helped (Combat 7). Outside the stack it is not.
TEST(PhasesModifiers, ForFireTheEnemysWholeSquadCounts) {
    Encounter enc = skirmish_line();
    Squad s;
    s.id = s.name = "lances";
    s.members = {"knight", "squire"};
    s.leader = "knight";
    ASSERT_TRUE(run(enc, SetSquad{s}));
    ASSERT_TRUE(run(enc, SetModifiers{"grunt", {"support"}}));
    start(enc, "orcs");
    ASSERT_TRUE(run(enc, act("grunt", "attack", "knight")));
    EXPECT_TRUE(contains(comparison(enc, "brute", "squire", "fire"), "Combat 7 against"));
    s.members = {"knight"};
    ASSERT_TRUE(run(enc, SetSquad{s})); // the squire leaves (its delayed Action)
    EXPECT_TRUE(contains(comparison(enc, "brute", "squire", "fire"), "Combat 4 against"));
}

// "Guard : ... Any adjacent ally gains +3 Defense against any opponent that
// is adjacent to the Guarding unit against 1 attack / level." A squire on
// Guard at C3 stands next to the knight (C2), the orc (B2) and the grunt
// (B3). The orc's attack meets Defense 8; then, at level 1, the grunt's
// meets 5; at level 2, 8.
TEST(PhasesModifiers, GuardHoldsAgainstOneAttackPerLevelEachRound) {
    for (const int level : {1, 2}) {
        Encounter enc = skirmish_line();
        Unit guard{"guard", "Guard", "knights", *parse_label("C3")};
        guard.specials = {"Military"};
        guard.stats = {{"combat", 3}, {"defense", 5}, {"hits", 9}, {"level", level}};
        enc.units.push_back(guard);
        ASSERT_TRUE(run(enc, SetModifiers{"guard", {"guard"}}));
        start(enc, "orcs");
        EXPECT_TRUE(contains(comparison(enc, "orc", "knight"), "Defense 8"));
        ASSERT_TRUE(run(enc, act("orc", "attack", "knight")));
        EXPECT_TRUE(
            contains(comparison(enc, "grunt", "knight"), level == 1 ? "Defense 5" : "Defense 8"))
            << "level " << level;
        ASSERT_TRUE(run(enc, NextRound{}));
        EXPECT_TRUE(contains(comparison(enc, "grunt", "knight"), "Defense 8"));
    }
}
