// The conditions' catalogue and clock (issue 13 "Conditions with their
// effects"): every condition a rule reads or sets is in its ruleset's
// catalogue with its effect, duration and seed section; timed ones end by
// themselves, logged and undoable.
#include "fight_builder.h"

#include "io/encounter_json.h"
#include "rules/health.h"
#include "rules/registry.h"
#include "rules/ruleset.h"

#include <algorithm>
#include <set>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

bool has(const Encounter& enc, const std::string& unit, const std::string& c) {
    return enc.find_unit(unit)->conditions.contains(c);
}

/// A sides fight, the orcs' turn first (they rolled higher).
Encounter orcs_first_fight() {
    Encounter enc = make_fight(RulesetId::Sides, {"party", "orcs"},
                               {{"alice", "party", "B2"}, {"orc", "orcs", "B9"}});
    StartCombat s;
    s.setup.initiator = "orcs";
    s.setup.party = "party";
    s.rolls = {{"party", {1}}, {"orcs", {8}}};
    EXPECT_TRUE(run(enc, s));
    return enc;
}

} // namespace

// Each entry says what it does, how long it lasts and where the rule is;
// ids are unique; every condition an action sets, the health model's down
// condition, the movement slowdowns and Disengage are in the catalogue.
TEST(Conditions, EveryRulesetCataloguesTheConditionsItsRulesUse) {
    for (const RulesetId id : RulesetRegistry::builtin().all()) {
        const Ruleset* r = &id.rules();
        SCOPED_TRACE(r->info.id);
        std::set<std::string> ids;
        for (const ConditionDef& c : r->conditions) {
            EXPECT_TRUE(ids.insert(c.id).second) << c.id << " twice";
            EXPECT_FALSE(c.effect.empty()) << c.id;
            EXPECT_FALSE(c.source.empty()) << c.id;
            if (c.menu) {
                EXPECT_FALSE(c.on.empty()) << c.id;
                EXPECT_FALSE(c.off.empty()) << c.id;
            }
        }
        std::vector<std::string> used = {r->health.down};
        for (const ActionDef& a : r->actions) {
            used.push_back(a.sets_condition);
            used.push_back(a.clears_condition);
        }
        for (const Slowdown& s : r->movement.slowdowns) {
            used.insert(used.end(), s.conditions.begin(), s.conditions.end());
        }
        used.push_back(r->movement.disengaged_condition);
        for (const std::string& c : used) {
            if (!c.empty()) {
                EXPECT_TRUE(ids.contains(c)) << c << " is used but not catalogued";
            }
        }
    }
}

// seed 002 "Charge (Special)": "-2 penalty to your AC until the end of the
// round"; "Disengage (Main)": "for the rest of the round". Both end as the
// next round begins, and the log says so.
TEST(Conditions, RoundConditionsEndAsTheNextRoundBegins) {
    Encounter enc = orcs_first_fight();
    ASSERT_TRUE(run(enc, act("orc", "disengage")));
    EXPECT_TRUE(has(enc, "orc", "disengaged"));
    ASSERT_TRUE(run(enc, NextRound{}));
    EXPECT_FALSE(has(enc, "orc", "disengaged"));
    EXPECT_TRUE(logged(enc, "Orc's Disengage ends"));
}

// seed 002 "Total Defense (Instant)": "until the start of your next turn":
// the orcs' next turn, not the party's.
TEST(Conditions, TotalDefenseLastsUntilItsSidesNextTurn) {
    Encounter enc = orcs_first_fight();
    ASSERT_TRUE(run(enc, act("orc", "total_defense")));
    ASSERT_TRUE(run(enc, Pass{"orcs"}));
    EXPECT_EQ(enc.combat.to_act, "party");
    EXPECT_TRUE(has(enc, "orc", "total defense")); // through the party's turn
    ASSERT_TRUE(run(enc, Pass{"party"}));
    EXPECT_EQ(enc.combat.round, 2);
    EXPECT_EQ(enc.combat.to_act, "orcs");
    EXPECT_FALSE(has(enc, "orc", "total defense"));
    EXPECT_TRUE(logged(enc, "Orc's Total Defense ends"));
}

// The GM's timer: "stunned for 2 rounds" set in round 1 holds through
// round 2 and ends as round 3 begins; one undo brings it back.
TEST(Conditions, AGmTimerCountsRoundsAndEndsTheCondition) {
    Encounter enc = orcs_first_fight();
    ASSERT_TRUE(run(enc, SetCondition{"alice", "prone", true, 2}));
    EXPECT_TRUE(logged(enc, "Alice is now prone (2 rounds left)"));
    EXPECT_EQ(enc.find_unit("alice")->condition_rounds.at("prone"), 2);
    ASSERT_TRUE(run(enc, NextRound{}));
    EXPECT_TRUE(has(enc, "alice", "prone"));
    EXPECT_EQ(enc.find_unit("alice")->condition_rounds.at("prone"), 1);
    EXPECT_EQ(health_view(enc.ruleset.rules(), *enc.find_unit("alice")).badges,
              (std::vector<std::string>{"prone (1)"}));
    auto third = execute(enc, NextRound{});
    ASSERT_TRUE(third);
    EXPECT_FALSE(has(enc, "alice", "prone"));
    EXPECT_TRUE(enc.find_unit("alice")->condition_rounds.empty());
    EXPECT_TRUE(logged(enc, "Alice's Prone ends"));
    revert_all(enc, third.value());
    EXPECT_TRUE(has(enc, "alice", "prone"));
    EXPECT_EQ(enc.find_unit("alice")->condition_rounds.at("prone"), 1);
}

// A timer on a condition the unit has resets it; clearing the condition
// drops its timer; a timer outside 1..1000 or on a clearing is refused.
TEST(Conditions, TimersResetClearAndRefuseNonsense) {
    Encounter enc = orcs_first_fight();
    ASSERT_TRUE(run(enc, SetCondition{"alice", "prone", true}));
    EXPECT_TRUE(enc.find_unit("alice")->condition_rounds.empty()); // until she stands up
    ASSERT_TRUE(run(enc, SetCondition{"alice", "prone", true, 3}));
    EXPECT_EQ(enc.find_unit("alice")->condition_rounds.at("prone"), 3);
    EXPECT_NE(refused(enc, SetCondition{"alice", "prone", true, 1001}).find("1 to 1000"),
              std::string::npos);
    EXPECT_NE(refused(enc, SetCondition{"alice", "prone", false, 2}).find("1 to 1000"),
              std::string::npos);
    ASSERT_TRUE(run(enc, SetCondition{"alice", "prone", false}));
    EXPECT_TRUE(enc.find_unit("alice")->condition_rounds.empty());
}

// The tooltips' notes come from the catalogue: effect, duration, section.
TEST(Conditions, TheHealthViewExplainsEachCondition) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "enemies"},
                               {{"roland", "players", "B2"}, {"guard", "enemies", "C2"}});
    enc.units[0].conditions = {"guarding", "bleeding"};
    const HealthView v = health_view(enc.ruleset.rules(), enc.units[0]);
    ASSERT_EQ(v.notes.size(), 2u);
    EXPECT_EQ(v.notes[0], "bleeding (set by the GM)");
    EXPECT_EQ(v.notes[1], "Guard: +1 to evasion and deflection (until its next turn; seed 004 "
                          "\"Actions in Combat\")");
}

// Files keep the timers; a file from before them loads with none; a timer
// for a condition the unit has not is an error with its JSON path.
TEST(Conditions, TimersRoundTripAndOldFilesLoad) {
    Encounter enc = orcs_first_fight();
    ASSERT_TRUE(run(enc, SetCondition{"alice", "prone", true, 2}));
    const std::string text = io::write_encounter(enc);
    auto back = io::read_encounter(text);
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().find_unit("alice")->condition_rounds.at("prone"), 2);

    std::string old = text;
    const auto at = old.find(",\n      \"condition_rounds\"");
    ASSERT_NE(at, std::string::npos);
    old.erase(at, old.find('}', at) + 1 - at);
    auto loaded = io::read_encounter(old);
    ASSERT_TRUE(loaded) << loaded.reason();
    EXPECT_TRUE(loaded.value().find_unit("alice")->condition_rounds.empty());
    EXPECT_TRUE(loaded.value().find_unit("alice")->conditions.contains("prone"));

    std::string bad = text;
    bad.replace(bad.find("\"prone\": 2"), 10, "\"asleep\": 2");
    auto refusedFile = io::read_encounter(bad);
    ASSERT_FALSE(refusedFile);
    EXPECT_NE(refusedFile.reason().find("condition_rounds.asleep"), std::string::npos)
        << refusedFile.reason();
}
