// Issue 14: each rule the GM must judge is asked for by the engine, naming
// its seed section, at the moment it matters. These are the rules that were
// left to the GM's memory before: freehits' Disengage by a spell and
// Flat-footed; sides' Dual Wielding and Morale; factions' ambush, the
// enemies ignoring concealed player characters, and the noise that reveals
// a concealed character.
#include "fight_builder.h"

#include "io/encounter_json.h"

#include <nlohmann/json.hpp>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// The last log line of kind "rule" (a "GM: ..." question), or "".
std::string last_rule(const Encounter& enc) {
    for (auto it = enc.log.rbegin(); it != enc.log.rend(); ++it) {
        if (it->kind == "rule") {
            return it->text;
        }
    }
    return {};
}

int rule_lines(const Encounter& enc) {
    int n = 0;
    for (const LogEntry& e : enc.log) {
        n += e.kind == "rule" ? 1 : 0;
    }
    return n;
}

bool has_note(const AttackPrediction& p, const std::string& part, const std::string& source) {
    for (const AttackModifier& m : p.check.modifiers) {
        if (m.what.find(part) != std::string::npos && m.source == source) {
            return true;
        }
    }
    return false;
}

/// factions: the players (Sybilla on C2, Theobald on D2) against two
/// bandits on C3 and J10.
Encounter asks_fight() {
    Encounter enc = make_fight(RulesetId::Factions, {"players", "bandits"},
                               {{"sybilla", "players", "C2", {{"wit", 9}, {"health", 8}}},
                                {"theobald", "players", "D2", {{"wit", 12}, {"health", 10}}},
                                {"bandit", "bandits", "C3", {{"wit", 8}, {"health", 9}}},
                                {"lurker", "bandits", "J10", {{"wit", 8}, {"health", 9}}}});
    enc.sides[0].player = true;
    return enc;
}

StartCombat factions_start(const std::string& holder, bool ambush) {
    StartCombat s;
    s.setup.initiator = holder;
    s.setup.initiative_holder = holder;
    s.setup.ambush = ambush;
    return s;
}

} // namespace

// seed 001 "Disengage": "through specific spells and abilities that grant
// disengagement": the free hit's prompt says that such a unit provokes none.
TEST(GmAsks, FreehitsAFreeHitPromptNamesDisengagementBySpells) {
    Encounter enc = make_fight(RulesetId::Freehits, {"heroes", "orcs"},
                               {{"roland", "heroes", "B2", {{"agility", 3}, {"hp", 20}}},
                                {"orc", "orcs", "C3", {{"agility", 0}, {"hp", 10}}}});
    StartCombat s;
    s.setup.initiator = "heroes";
    s.seed = 7;
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, move("roland", "B6")));
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_TRUE(logged_part(enc, "a spell or ability that grants disengagement provokes none: "
                                 "then the GM declines, seed 001 \"Disengage\""));
}

// seed 001 "Flat Footed": "Times you would be flat footed are: when a unit
// successfully snuck up on you". A sneaking attacker's odds ask the GM
// whether it did; the need is the target's defence until the GM says so.
TEST(GmAsks, FreehitsASneakingAttackerAsksWhetherTheTargetIsFlatFooted) {
    Encounter enc = make_fight(RulesetId::Freehits, {"heroes", "orcs"},
                               {{"roland", "heroes", "B2", {{"agility", 3}, {"hp", 20}}},
                                {"orc", "orcs", "C3", {{"agility", 2}, {"hp", 10}}}});
    const AttackPrediction plain = predicted(enc, "roland", "orc");
    EXPECT_FALSE(has_note(plain, "snuck up", "seed 001 \"Flat Footed\""));
    run(enc, SetCondition{"roland", "sneaking", true});
    const AttackPrediction sneaking = predicted(enc, "roland", "orc");
    EXPECT_TRUE(has_note(sneaking, "if it snuck up on the target unseen, the target is flat-footed",
                         "seed 001 \"Flat Footed\""));
    EXPECT_EQ(sneaking.check.need, 12); // 10 + Agility 2: the GM has not said
    run(enc, SetCondition{"orc", "flat-footed", true});
    const AttackPrediction flat = predicted(enc, "roland", "orc");
    EXPECT_EQ(flat.check.need, 5);
    EXPECT_FALSE(has_note(flat, "snuck up", "seed 001 \"Flat Footed\""));
}

// seed 002 "Dual Wielding Weapons": "Characters who wish to do so must have
// at least level 1 in the relevant weapon skills". The engine keeps no
// skills, so setting Dual Wield asks the GM; clearing it does not.
TEST(GmAsks, SidesDualWieldingAsksForTheWeaponSkills) {
    Encounter enc =
        make_fight(RulesetId::Sides, {"party", "orcs"},
                   {{"fighter", "party", "B2", {{"hp", 10}}}, {"orc", "orcs", "C3", {{"hp", 5}}}});
    ASSERT_TRUE(run(enc, SetCondition{"fighter", "dual wielding", true}));
    EXPECT_EQ(last_rule(enc),
              "GM: dual wielding needs at least level 1 in both weapons' skills (Stab-1 for a mace "
              "and a sword): without them, Stop Dual Wielding (seed 002 \"Dual Wielding "
              "Weapons\")");
    const int asked = rule_lines(enc);
    ASSERT_TRUE(run(enc, SetCondition{"fighter", "dual wielding", false}));
    EXPECT_EQ(rule_lines(enc), asked);
}

// seed 002 "Morale": "Almost everything ... prioritizes its own survival";
// the seed gives no procedure, so when a unit falls the GM is asked whether
// the rest of its side run. Not when none of its side is left standing.
TEST(GmAsks, SidesAFallenUnitAsksTheGmAboutMorale) {
    Encounter enc = make_fight(RulesetId::Sides, {"party", "orcs"},
                               {{"fighter", "party", "B2", {{"hp", 10}}},
                                {"orc", "orcs", "C3", {{"hp", 3}}},
                                {"orc2", "orcs", "H8", {{"hp", 3}}}});
    start_sides(enc, "party", "orcs", "party");
    const int before = rule_lines(enc);
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc"}, -3}));
    EXPECT_EQ(rule_lines(enc), before + 1);
    EXPECT_EQ(last_rule(enc),
              "GM: Orc is down: most creatures put their own survival first, so those of Orcs "
              "who would rather live (not the undead, constructs or zealots) run: Flee (Morale) "
              "from their menus (seed 002 \"Morale\")");
    ASSERT_TRUE(run(enc, ChangeHealth{{"orc2"}, -3})); // the last: nobody left to run
    EXPECT_EQ(rule_lines(enc), before + 1);
}

// seed 003 "Sneaking in combat": "Characters who launch an ambush are
// concealed at the start of the fight ... concealed characters play a bonus
// turn". The start question conceals the initiator's characters.
TEST(GmAsks, FactionsAnAmbushConcealsTheInitiatorsCharacters) {
    Encounter enc = asks_fight();
    ASSERT_TRUE(run(enc, factions_start("bandits", true)));
    EXPECT_TRUE(enc.find_unit("bandit")->conditions.contains("concealed"));
    EXPECT_TRUE(enc.find_unit("lurker")->conditions.contains("concealed"));
    EXPECT_FALSE(enc.find_unit("sybilla")->conditions.contains("concealed"));
    EXPECT_TRUE(logged(enc, "Bandits launch an ambush: Bandit, Lurker start concealed (seed 003 "
                            "\"Sneaking in combat\")"));
    EXPECT_EQ(enc.combat.round, 0); // the bonus turn
    EXPECT_EQ(may_act(enc), (std::vector<std::string>{"bandit", "lurker"}));
    EXPECT_TRUE(enc.combat.setup.ambush);
    // Saved with the fight, and absent from files written before it.
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_TRUE(back.value().combat.setup.ambush);
    Encounter plain = asks_fight();
    ASSERT_TRUE(run(plain, factions_start("bandits", false)));
    EXPECT_FALSE(plain.find_unit("bandit")->conditions.contains("concealed"));
    EXPECT_EQ(plain.combat.round, 1);
    const std::string text = io::write_encounter(plain);
    EXPECT_EQ(text.find("\"ambush\""), std::string::npos);
    auto old = io::read_encounter(text);
    ASSERT_TRUE(old) << old.reason();
    EXPECT_FALSE(old.value().combat.setup.ambush);
}

// "The GM ... should control their characters so that they realistically
// ignore concealed Player characters": an attack by the GM's character on
// one carries the rule in its odds; a player's attack does not.
TEST(GmAsks, FactionsTheGmsCharactersIgnoreConcealedPlayerCharacters) {
    Encounter enc = asks_fight();
    run(enc, SetCondition{"sybilla", "concealed", true});
    run(enc, SetCondition{"bandit", "concealed", true});
    EXPECT_TRUE(has_note(predicted(enc, "bandit", "sybilla"),
                         "Sybilla is a concealed player character: the GM's characters "
                         "realistically ignore it",
                         "seed 003 \"Sneaking in combat\""));
    EXPECT_FALSE(has_note(predicted(enc, "sybilla", "bandit"), "realistically ignore",
                          "seed 003 \"Sneaking in combat\""));
    run(enc, SetCondition{"sybilla", "concealed", false});
    EXPECT_FALSE(has_note(predicted(enc, "bandit", "sybilla"), "realistically ignore",
                          "seed 003 \"Sneaking in combat\""));
}

// "Concealed characters are revealed when they make noise or become visible
// to the enemy. Actions which might reveal a character include: attacking,
// invoking a power, talking, moving without sneaking": the GM is asked after
// each; a character in plain sight is not.
TEST(GmAsks, FactionsAConcealedCharacterThatActsMayBeRevealed) {
    Encounter enc = asks_fight();
    ASSERT_TRUE(run(enc, factions_start("bandits", true)));
    const int before = rule_lines(enc);
    ASSERT_TRUE(run(enc, act("lurker", "say")));
    EXPECT_EQ(last_rule(enc), "GM: Say a few words may reveal Lurker (attacking, invoking a "
                              "power, talking...): if the enemy noticed, Reveal it from its menu "
                              "(seed 003 \"Sneaking in combat\")");
    ASSERT_TRUE(run(enc, move("lurker", "J9")));
    EXPECT_EQ(last_rule(enc), "GM: moving without sneaking, or right in front of the enemy, may "
                              "reveal Lurker: if the enemy noticed, Reveal it from its menu (seed "
                              "003 \"Sneaking in combat\")");
    EXPECT_EQ(rule_lines(enc), before + 2);
    // A character in plain sight: nothing to ask.
    Encounter plain = asks_fight();
    ASSERT_TRUE(run(plain, factions_start("players", false)));
    const int none = rule_lines(plain);
    ASSERT_TRUE(run(plain, act("sybilla", "say")));
    ASSERT_TRUE(run(plain, move("sybilla", "B2")));
    EXPECT_EQ(rule_lines(plain), none);
}

// seed 003 "Initiative": with fast and slow activations, the GM rolls the
// fast action threshold as the fight starts. After an ambush it is round
// 1's, once the ambushers' bonus turn is over.
TEST(GmAsks, FactionsTheThresholdRolledAtAnAmbushIsRoundOnes) {
    Encounter enc = asks_fight();
    StartCombat s = factions_start("bandits", true);
    s.setup.fast_slow = true;
    s.rolls["threshold"] = {14};
    ASSERT_TRUE(run(enc, s));
    EXPECT_EQ(enc.combat.round, 0);
    ASSERT_TRUE(run(enc, SetCondition{"lurker", "concealed", false})); // it did not hide
    ASSERT_TRUE(run(enc, end_turn("bandit")));
    EXPECT_EQ(enc.combat.round, 1);
    EXPECT_EQ(enc.combat.threshold, 14);
    EXPECT_TRUE(logged(enc, "Fast actions: WIT 14 or more"));
}
