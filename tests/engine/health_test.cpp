// Health on the table (issue 13 "Health, damage and down", "Quick damage
// and healing"): the GM's damage and healing as one undoable command, the
// view the tokens draw, and the players' health setting in the file.
#include "fight_builder.h"

#include "io/command_json.h"
#include "io/encounter_json.h"
#include "rules/health.h"
#include "rules/ruleset.h"

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

Encounter freehits_pair() {
    return make_fight(RulesetId::Freehits, {"heroes", "orcs"},
                      {{"roland", "heroes", "B2", {{"agility", 4}, {"hp", 12}, {"hp_max", 12}}},
                       {"orc", "orcs", "C3", {{"agility", 3}, {"hp", 30}}},
                       {"rock", "orcs", "H8", {}}});
}

} // namespace

// "-7" on two units: each takes it through the ruleset's pools, and one undo
// takes both back.
TEST(QuickHealth, DamageToSeveralUnitsIsOneCommand) {
    Encounter enc = freehits_pair();
    const Encounter before = enc;
    auto events = execute(enc, ChangeHealth{{"roland", "orc"}, -7});
    ASSERT_TRUE(events.ok()) << events.reason();
    EXPECT_EQ(enc.find_unit("roland")->stats.at("hp"), 5);
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 23);
    EXPECT_TRUE(logged(enc, "Orc takes 7 damage (hp 23)"));
    revert_all(enc, events.value());
    EXPECT_EQ(enc, before);
}

// Healing stops at `hp_max`; a unit without a maximum heals without limit.
TEST(QuickHealth, HealingStopsAtTheMaximum) {
    Encounter enc = freehits_pair();
    ASSERT_TRUE(run(enc, ChangeHealth{{"roland"}, -3}));
    ASSERT_TRUE(run(enc, ChangeHealth{{"roland"}, 10}));
    EXPECT_EQ(enc.find_unit("roland")->stats.at("hp"), 12);
    EXPECT_TRUE(logged(enc, "Roland heals 3 (7 more would pass the maximum) (hp 12)"));
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc"}, 5}));
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 35);
}

// RULESETS.md: at 0 HP a freehits unit is unconscious and loses its turns;
// the GM's healing brings it back.
TEST(QuickHealth, DamageToZeroDownsAndHealingRevives) {
    Encounter enc = freehits_pair();
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc"}, -40}));
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 0);
    EXPECT_TRUE(has_condition(*enc.find_unit("orc"), "unconscious"));
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc"}, 4}));
    EXPECT_FALSE(has_condition(*enc.find_unit("orc"), "unconscious"));
    EXPECT_TRUE(logged(enc, "Orc is no longer unconscious"));
}

// Seed 004 "Damage and Health" (teams): damage takes endurance first, then
// health; healing fills health first, then endurance, each to its maximum.
TEST(QuickHealth, TeamsTakesEnduranceThenHealth) {
    Encounter enc =
        make_fight(RulesetId::Teams, {"a", "b"},
                   {{"x",
                     "a",
                     "B2",
                     {{"endurance", 3}, {"endurance_max", 3}, {"health", 10}, {"health_max", 10}}},
                    {"y", "b", "H8", {{"health", 5}}}});
    ASSERT_TRUE(run(enc, ChangeHealth{{"x"}, -5}));
    EXPECT_EQ(enc.find_unit("x")->stats.at("endurance"), 0);
    EXPECT_EQ(enc.find_unit("x")->stats.at("health"), 8);
    ASSERT_TRUE(run(enc, ChangeHealth{{"x"}, 4}));
    EXPECT_EQ(enc.find_unit("x")->stats.at("health"), 10);
    EXPECT_EQ(enc.find_unit("x")->stats.at("endurance"), 2);
    const HealthView v = health_view(enc.ruleset.rules(), *enc.find_unit("x"));
    EXPECT_EQ(v.text(), "Endurance 2/3, Health 10/10");
    EXPECT_DOUBLE_EQ(*v.fraction(), 12.0 / 13.0);
}

TEST(QuickHealth, RefusalsSayWhy) {
    Encounter enc = freehits_pair();
    EXPECT_NE(refused(enc, ChangeHealth{{"rock"}, -2}).find("Rock has no hp stat"),
              std::string::npos);
    EXPECT_NE(refused(enc, ChangeHealth{{"orc"}, 0}).find("-10000 to -1 or 1 to 10000"),
              std::string::npos);
    EXPECT_NE(refused(enc, ChangeHealth{{}, -1}).find("Name the units"), std::string::npos);
    EXPECT_NE(refused(enc, ChangeHealth{{"nobody"}, -1}).find("nobody"), std::string::npos);
}

TEST(HealthView, PoolsDownAndBadges) {
    Encounter enc = freehits_pair();
    Unit& orc = *enc.find_unit("orc");
    orc.conditions = {"prone", "unconscious"};
    const HealthView v = health_view(enc.ruleset.rules(), orc);
    EXPECT_EQ(v.text(), "HP 30");
    EXPECT_FALSE(v.fraction().has_value()); // no hp_max
    EXPECT_EQ(v.down, "unconscious");
    EXPECT_EQ(v.badges, std::vector<std::string>{"prone"});
    const HealthView r = health_view(enc.ruleset.rules(), *enc.find_unit("roland"));
    EXPECT_EQ(r.text(), "HP 12/12");
    EXPECT_DOUBLE_EQ(*r.fraction(), 1.0);
    EXPECT_TRUE(health_view(enc.ruleset.rules(), *enc.find_unit("rock")).pools.empty());
}

// The players' health setting: a command, saved only when not the default;
// a file written before it existed loads with the default.
TEST(PlayerHealthSetting, IsACommandAndRoundTrips) {
    Encounter enc = freehits_pair();
    const std::string old_file = io::write_encounter(enc);
    EXPECT_EQ(old_file.find("player_health"), std::string::npos);
    auto old = io::read_encounter(old_file);
    ASSERT_TRUE(old.ok());
    EXPECT_EQ(old.value().player_health, PlayerHealth{});

    auto cmd = io::read_command(
        nlohmann::json::parse(R"({"cmd": "set_player_health", "enemies": "nothing"})"));
    ASSERT_TRUE(cmd.ok()) << cmd.reason();
    auto events = execute(enc, cmd.value());
    ASSERT_TRUE(events.ok()) << events.reason();
    EXPECT_EQ(enc.player_health.enemies, HealthShown::Nothing);
    EXPECT_EQ(enc.player_health.party, HealthShown::Numbers);
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.value().player_health, enc.player_health);
    revert_all(enc, events.value());
    EXPECT_EQ(enc.player_health, PlayerHealth{});

    auto bad = io::read_encounter(R"({"format":"skirmish-encounter","version":1,
        "ruleset":"sides","map":{"width":4,"height":4},"player_health":{"party":"all"}})");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.reason().find("player_health.party"), std::string::npos) << bad.reason();
}

TEST(QuickHealth, ReadFromAPlayLine) {
    auto cmd = io::read_command(nlohmann::json::parse(
        R"({"cmd": "change_health", "units": ["orc", "roland"], "amount": -7})"));
    ASSERT_TRUE(cmd.ok()) << cmd.reason();
    const auto& c = std::get<ChangeHealth>(cmd.value());
    EXPECT_EQ(c.units, (std::vector<std::string>{"orc", "roland"}));
    EXPECT_EQ(c.amount, -7);
    auto one = io::read_command(
        nlohmann::json::parse(R"({"cmd": "change_health", "unit": "orc", "amount": 3})"));
    ASSERT_TRUE(one.ok()) << one.reason();
    EXPECT_EQ(std::get<ChangeHealth>(one.value()).units, std::vector<std::string>{"orc"});
}

// Seed 004 "Damage", worked: Boudica (endurance 12, health 12) takes 7: her
// endurance is 5, half or less, so she is harmed. She takes 10: endurance 0,
// the excess 5 to health (7): she is also bloodied.
TEST(QuickHealth, TeamsBoudicaIsHarmedThenBloodied) {
    Encounter enc = make_fight(
        RulesetId::Teams, {"a", "b"},
        {{"boudica",
          "a",
          "B2",
          {{"endurance", 12}, {"endurance_max", 12}, {"health", 12}, {"health_max", 12}}},
         {"y", "b", "H8", {{"health", 5}}}});
    ASSERT_TRUE(run(enc, ChangeHealth{{"boudica"}, -7}));
    HealthView v = health_view(enc.ruleset.rules(), *enc.find_unit("boudica"));
    EXPECT_EQ(v.text(), "Endurance 5/12, Health 12/12");
    EXPECT_EQ(v.states, std::vector<std::string>{"harmed"});
    ASSERT_TRUE(run(enc, ChangeHealth{{"boudica"}, -10}));
    v = health_view(enc.ruleset.rules(), *enc.find_unit("boudica"));
    EXPECT_EQ(v.text(), "Endurance 0/12, Health 7/12");
    EXPECT_EQ(v.states, (std::vector<std::string>{"harmed", "bloodied"}));
}
