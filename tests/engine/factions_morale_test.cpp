// The factions morale phase (seed 003 "Morale", "Surrendering", issue 13
// section 4): who checks, the WIT save, its effects, and a side routed.
#include "fight_builder.h"

#include "io/command_json.h"
#include "rules/attack_prediction.h"
#include "rules/chases.h"
#include "rules/factions/faction_morale.h"
#include "rules/fight_end.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Theobald against four bandits (WIT 8), each with 1 health; all with bows
/// (range 12 squares) and 5 damage, so each hit takes a bandit down.
Encounter four_bandits() {
    return make_fight(
        RulesetId::Factions, {"players", "bandits"},
        {{"theobald",
          "players",
          "B2",
          {{"wit", 12}, {"range", 12}, {"damage", 5}, {"health", 10}, {"health_max", 10}}},
         {"b1", "bandits", "B8", {{"wit", 8}, {"health", 1}, {"range", 12}}},
         {"b2", "bandits", "C8", {{"wit", 8}, {"health", 1}, {"range", 12}}},
         {"b3", "bandits", "D8", {{"wit", 8}, {"health", 1}, {"range", 12}}},
         {"b4", "bandits", "E8", {{"wit", 8}, {"health", 1}, {"range", 12}}, {"Fearless"}}});
}

Respond d20(int face) {
    Respond r;
    r.rolls = {face};
    return r;
}

} // namespace

// "Groups must make a morale check after being reduced to half or less
// their original number"; "Characters who are immune to fear are also
// immune to morale"; "those who fail must surrender or retreat, but those
// who pass aren't subject to morale for the remainder of the stretch."
TEST(FactionsMorale, AGroupAtHalfItsNumberChecksAtTheEndOfTheRound) {
    Encounter enc = four_bandits();
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    enc.find_unit("b1")->conditions.insert("incapacitated");
    {
        TurnContext ctx(enc, false);
        EXPECT_TRUE(due_for_morale(ctx).empty()); // 3 of 4 stand
    }
    enc.find_unit("b2")->conditions.insert("incapacitated");
    {
        TurnContext ctx(enc, false);
        // 2 of 4: b3 checks; b4 is Fearless; Theobald's side is whole.
        EXPECT_EQ(due_for_morale(ctx), (std::vector<std::string>{"b3"}));
    }
    // The round ends: Theobald takes an empty turn, the bandits act, all pass.
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    ASSERT_TRUE(run(enc, end_turn("b3")));
    ASSERT_TRUE(run(enc, end_turn("b4")));
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->kind, "morale");
    EXPECT_NE(refused(enc, act("theobald", "attack", "b3"))
                  .find("Waiting for the GM: B3 must check morale"),
              std::string::npos);
    ASSERT_TRUE(run(enc, d20(9))); // 9 > WIT 8: it breaks
    EXPECT_TRUE(logged(enc, "B3 breaks: it must surrender or retreat"));
    EXPECT_TRUE(has_condition(*enc.find_unit("b3"), "broken"));
    EXPECT_FALSE(enc.combat.pending.has_value());
    // A broken character may not attack.
    const std::string why = predict(enc, "b3", "theobald").reason();
    EXPECT_NE(why.find("failed its morale check"), std::string::npos) << why;
    TurnContext ctx(enc, false);
    EXPECT_TRUE(due_for_morale(ctx).empty()); // checked once
}

// "Characters fighting alone must do so after taking damage reducing their
// health to half or less the maximum." The engine rolls when it rolls the
// dice; a pass leaves the character steadfast.
TEST(FactionsMorale, ACharacterFightingAloneChecksAtHalfHealth) {
    Encounter enc = four_bandits();
    enc.find_unit("theobald")->stats["health"] = 5;
    TurnContext ctx(enc, false);
    EXPECT_EQ(due_for_morale(ctx), (std::vector<std::string>{"theobald"}));
    ctx.state.seed = 7;
    morale_phase(ctx);
    const bool held = std::any_of(ctx.changed_units.begin(), ctx.changed_units.end(), [](auto& u) {
        return has_condition(u.second, "steadfast") || has_condition(u.second, "broken");
    });
    EXPECT_TRUE(held);
    EXPECT_EQ(ctx.state.position, 1u); // one d20
}

// A side whose standing members have all broken or surrendered is routed:
// the fight is over (issue 13 "routed by morale").
TEST(FactionsMorale, ARoutedSideEndsTheFight) {
    Encounter enc = four_bandits();
    ASSERT_TRUE(run(enc, players_first()));
    for (const char* id : {"b1", "b2"}) {
        enc.find_unit(id)->conditions.insert("incapacitated");
    }
    enc.find_unit("b3")->conditions.insert("broken");
    ASSERT_TRUE(run(enc, act("theobald", "attack", "b4")));
    Respond take_it;
    take_it.take = false; // b4 takes the hit: 5 damage, down
    ASSERT_TRUE(run(enc, take_it));
    EXPECT_TRUE(logged(enc, "The fight is over after round 1: Players stand"));
    EXPECT_TRUE(logged(enc, "Routed: B3 (broken)"));
}

// "Surrendering characters who are harmed by the enemy can resume fighting
// normally even if they previously failed a morale check."
TEST(FactionsMorale, HarmedWhileSurrenderedFightsAgain) {
    Encounter enc = four_bandits();
    enc.find_unit("b1")->stats["health"] = 5;
    enc.find_unit("b1")->conditions.insert("broken");
    enc.find_unit("b1")->conditions.insert("surrendered");
    ASSERT_TRUE(run(enc, players_first()));
    EXPECT_FALSE(predict(enc, "b1", "theobald").ok());
    ASSERT_TRUE(run(enc, ChangeHealth{{"b1"}, -2}));
    EXPECT_FALSE(has_condition(*enc.find_unit("b1"), "broken"));
    EXPECT_FALSE(has_condition(*enc.find_unit("b1"), "surrendered"));
    EXPECT_TRUE(logged(enc, "B1 is harmed while out of the fight: it may fight again"));
    EXPECT_TRUE(predict(enc, "b1", "theobald").ok());
}

// "Characters can spend their turn to surrender, throwing their weapons
// away": b1's sword goes (not its fists), and b2, whose weapon is its own
// stats, is disarmed; Pick up takes a weapon back.
TEST(FactionsMorale, SurrenderingThrowsTheWeaponsAway) {
    Encounter enc = four_bandits();
    enc.find_unit("b1")->weapons = {Weapon{"Sword", WeaponKind::Melee, {{"damage", 4}}},
                                    Weapon{"Fists", WeaponKind::Unarmed, {{"damage", 1}}}};
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    ASSERT_TRUE(run(enc, act("b1", "surrender")));
    EXPECT_TRUE(has_condition(*enc.find_unit("b1"), "surrendered"));
    EXPECT_TRUE(enc.find_unit("b1")->weapons[0].dropped);
    EXPECT_FALSE(enc.find_unit("b1")->weapons[1].dropped);
    EXPECT_TRUE(logged(enc, "B1 throws away Sword (seed 003 \"Surrendering\")"));
    ASSERT_TRUE(run(enc, act("b2", "surrender")));
    EXPECT_TRUE(has_condition(*enc.find_unit("b2"), "disarmed"));
    EXPECT_TRUE(logged(enc, "B2 throws away its weapon (seed 003 \"Surrendering\")"));
}

// "Surrendering characters who are harmed by the enemy can resume
// fighting": harm from its own side (b2's shot at the surrendered b1) does
// not free it, nor harm to a broken character that retreats instead of
// surrendering (Theobald's shot at b3). Theobald's shot at b1 does.
TEST(FactionsMorale, OnlyTheEnemysHarmFreesASurrenderedCharacter) {
    Encounter enc = four_bandits();
    for (const char* id : {"b1", "b3"}) {
        enc.find_unit(id)->stats["health"] = 9;
        enc.find_unit(id)->conditions.insert("broken");
    }
    enc.find_unit("b1")->conditions.insert("surrendered");
    enc.find_unit("b2")->stats["damage"] = 2;
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered", std::nullopt}));
    // Each target takes the hit rather than answer it.
    const auto hit = [&](const std::string& by, const std::string& on) {
        ASSERT_TRUE(run(enc, attack(by, on, {})));
        if (enc.combat.pending) {
            ASSERT_TRUE(run(enc, answer("", {}, false)));
        }
    };
    hit("theobald", "b3");
    EXPECT_LT(enc.find_unit("b3")->stats.at("health"), 9);
    EXPECT_TRUE(has_condition(*enc.find_unit("b3"), "broken"));
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    hit("b2", "b1");
    EXPECT_EQ(enc.find_unit("b1")->stats.at("health"), 7);
    EXPECT_TRUE(has_condition(*enc.find_unit("b1"), "surrendered"));
    EXPECT_TRUE(has_condition(*enc.find_unit("b1"), "broken"));
    EXPECT_FALSE(logged(enc, "B1 is harmed while out of the fight: it may fight again"));
}

// seed 003 "Chases": "Chases over long distances can be resolved with the
// fleeing character making a group AGI save: those who pass escape, those
// who fail are reached by the pursuers. If the fleeing characters can move
// faster or keep the speed for longer, the save is not required. If the
// opposite is true, escaping is impossible."
TEST(FactionsChases, ALongChaseIsAGroupAgiSave) {
    Encounter enc = make_fight(RulesetId::Factions, {"players", "bandits"},
                               {{"sybilla", "players", "B2", {{"agi", 8}, {"health", 6}}},
                                {"balthasar", "players", "C2", {{"agi", 12}, {"health", 6}}},
                                {"bandit", "bandits", "B8", {{"agi", 8}, {"health", 6}}}});
    StartCombat s;
    s.setup.initiator = "bandits";
    s.setup.initiative_holder = "bandits";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered", std::nullopt}));
    Encounter faster = enc;
    Encounter slower = enc;
    // The dice the UI asks for at the even pace: one d20 each, under the
    // unit's id, with the number to roll under; none at the other paces.
    const auto dice = chase_dice(enc, Chase{{"sybilla", "balthasar"}, "even"});
    ASSERT_EQ(dice.size(), 2U);
    EXPECT_EQ(dice[0].key, "sybilla");
    EXPECT_EQ(dice[0].sides, 20);
    EXPECT_NE(dice[0].label.find("8 or less"), std::string::npos) << dice[0].label;
    EXPECT_EQ(dice[1].key, "balthasar");
    EXPECT_NE(dice[1].label.find("12 or less"), std::string::npos) << dice[1].label;
    EXPECT_TRUE(chase_dice(enc, Chase{{"sybilla"}, "faster"}).empty());
    // Even: 9 is over Sybilla's AGI 8 (reached); 12 is Balthasar's (escapes),
    // entered under the keys asked for.
    Chase even{{"sybilla", "balthasar"}, "even"};
    even.rolls[dice[0].key] = {9};
    even.rolls[dice[1].key] = {12};
    ASSERT_TRUE(run(enc, even));
    EXPECT_FALSE(has_condition(*enc.find_unit("sybilla"), "fled"));
    EXPECT_TRUE(has_condition(*enc.find_unit("balthasar"), "fled"));
    EXPECT_TRUE(out_of_fight(*enc.find_unit("balthasar")));
    // Faster: all escape, no dice; slower: nobody does.
    ASSERT_TRUE(run(faster, Chase{{"sybilla", "balthasar"}, "faster"}));
    EXPECT_TRUE(has_condition(*faster.find_unit("sybilla"), "fled"));
    ASSERT_TRUE(run(slower, Chase{{"sybilla", "balthasar"}, "slower"}));
    EXPECT_FALSE(has_condition(*slower.find_unit("balthasar"), "fled"));
    EXPECT_NE(refused(slower, Chase{{"sybilla"}, "crawling"}).find("no pace"), std::string::npos);
    EXPECT_NE(refused(slower, Chase{{"sybilla"}, "even"}).find("Enter"), std::string::npos);
    // Written as the CLI reads it.
    auto cmd = io::read_command(
        nlohmann::json::parse(R"({"cmd": "chase", "units": ["sybilla"], "pace": "faster"})"));
    ASSERT_TRUE(cmd) << cmd.reason();
    ASSERT_TRUE(run(slower, cmd.value()));
    EXPECT_TRUE(has_condition(*slower.find_unit("sybilla"), "fled"));
}

TEST(FactionsChases, OtherRulesetsPlayChasesAsFights) {
    Encounter enc =
        make_fight(RulesetId::Sides, {"party", "orcs"},
                   {{"a", "party", "B2", {{"hp", 5}}}, {"o", "orcs", "B8", {{"hp", 5}}}});
    EXPECT_NE(refused(enc, Chase{{"a"}, "even"}).find("no long chases"), std::string::npos);
}
