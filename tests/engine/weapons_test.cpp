// Weapons (issue 13 section 1: "its weapons or attacks each have a kind
// (melee, ranged, unarmed, thrown), a reach or range, a bonus and damage
// dice"): which weapon an attack is made with, the stats it brings, the
// zone it threatens, the file, and the reactions that land its damage.
#include "fight_builder.h"

#include "io/encounter_json.h"
#include "movement/move_rules.h"
#include "rules/registry.h"
#include "rules/ruleset.h"
#include "rules/weapons.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;
using skirmish::io::read_encounter;
using skirmish::io::write_encounter;

namespace {

Weapon weapon(std::string name, WeaponKind kind, std::map<std::string, int> stats,
              std::set<std::string> specials = {}) {
    return Weapon{std::move(name), kind, std::move(stats), std::move(specials)};
}

/// sides: the fighter (Attack +0 of its own, HP 12) carries a longsword
/// (+4, d8) and a longbow (+2, d6, 12 squares, long 24, a Bow); the
/// bandit (AC 14) stands next to her, the bandit archer 8 squares away.
Encounter sides_armed() {
    Encounter enc = make_fight(RulesetId::Sides, {"party", "bandits"},
                               {{"fighter", "party", "B2", {{"hp", 12}, {"range", 30}}},
                                {"bandit", "bandits", "C2", {{"ac", 14}, {"hp", 20}}},
                                {"archer", "bandits", "J2", {{"ac", 12}, {"hp", 20}}}});
    enc.find_unit("fighter")->weapons = {
        weapon("Longsword", WeaponKind::Melee, {{"attack", 4}, {"damage_die", 8}}),
        weapon("Longbow", WeaponKind::Ranged,
               {{"attack", 2}, {"damage_die", 6}, {"range", 12}, {"long_range", 24}}, {"Bow"})};
    return enc;
}

int attack_bonus(const AttackCheck& c) {
    return c.bonus();
}

} // namespace

// Seed 002 "Make a Melee Attack", "Make a Ranged Attack": a melee attack is
// made with a melee weapon, a ranged one with a bow or a thrown weapon; each
// brings its own bonus and die ("Attack Rolls", "Damage").
TEST(Weapons, SidesMeleeAndRangedAttacksTakeTheirOwnWeapon) {
    Encounter enc = sides_armed();
    const AttackPrediction sword = predicted(enc, "fighter", "bandit");
    EXPECT_EQ(sword.check.weapon, "Longsword");
    EXPECT_EQ(attack_bonus(sword.check), 4);
    EXPECT_EQ(sword.check.damage_dice, (std::vector<int>{8}));
    // d20 + 4 >= 14: 10 to 20 hit, 11/20.
    EXPECT_EQ(sword.hit(), (Chance{11, 20}));

    enc.find_unit("bandit")->cell = *parse_label("C6"); // no enemy in melee range
    const AttackPrediction bow = predicted(enc, "fighter", "archer", "ranged_attack");
    EXPECT_EQ(bow.check.weapon, "Longbow");
    EXPECT_EQ(attack_bonus(bow.check), 2);
    EXPECT_EQ(bow.check.damage_dice, (std::vector<int>{6}));
    // d20 + 2 >= 12: 10 to 20 hit.
    EXPECT_EQ(bow.hit(), (Chance{11, 20}));
}

TEST(Weapons, SidesANamedWeaponMustSuitTheAttack) {
    Encounter enc = sides_armed();
    enc.find_unit("bandit")->cell = *parse_label("C6");
    AttackSituation s;
    s.action = "ranged_attack";
    s.weapon = "Longsword";
    auto refused = predict(enc, *enc.find_unit("fighter"), *enc.find_unit("archer"), s);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.reason(), "Fighter's Longsword is not a ranged weapon");
    s.weapon = "Halberd";
    auto unknown = predict(enc, *enc.find_unit("fighter"), *enc.find_unit("archer"), s);
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.reason(), "Fighter has no weapon called \"Halberd\"");
    // Names are compared as conditions are: case and spaces aside.
    s.weapon = "long bow";
    auto bow = predict(enc, *enc.find_unit("fighter"), *enc.find_unit("archer"), s);
    ASSERT_TRUE(bow.ok()) << bow.reason();
    EXPECT_EQ(bow.value().check.weapon, "Longbow");
}

// The weapon's "Bow" special is the wielder's for that attack: "bows and
// other two-handed ranged weapons cannot be fired at all" with an enemy in
// melee range (seed 002 "Make a Ranged Attack (Main)").
TEST(Weapons, SidesABowCannotFireInMeleeButAThrownAxeCan) {
    Encounter enc = sides_armed();
    AttackSituation s;
    s.action = "ranged_attack";
    auto bow = predict(enc, *enc.find_unit("fighter"), *enc.find_unit("bandit"), s);
    ASSERT_FALSE(bow.ok());
    EXPECT_NE(bow.reason().find("cannot fire a bow"), std::string::npos) << bow.reason();
    enc.find_unit("fighter")->weapons.push_back(
        weapon("Hand axe", WeaponKind::Thrown, {{"attack", 3}, {"damage_die", 6}, {"range", 2}}));
    s.weapon = "Hand axe";
    auto axe = predict(enc, *enc.find_unit("fighter"), *enc.find_unit("bandit"), s);
    ASSERT_TRUE(axe.ok()) << axe.reason();
    EXPECT_EQ(attack_bonus(axe.value().check), 3 - 4); // "-4 penalty to hit"
}

// A melee weapon has no range: the unit's own "range" (30) is not read, so
// the longsword is not a ranged weapon and the bow's own ranges apply.
TEST(Weapons, SidesEachWeaponHasItsOwnRange) {
    Encounter enc = sides_armed();
    enc.find_unit("bandit")->cell = *parse_label("C6");
    enc.find_unit("archer")->cell = *parse_label("B20"); // 18 squares: past 12, within 24
    const AttackPrediction far = predicted(enc, "fighter", "archer", "ranged_attack");
    EXPECT_EQ(attack_bonus(far.check), 2 - 2);          // "past the weapon's normal range"
    enc.find_unit("archer")->cell = *parse_label("Z2"); // 24 squares: still within
    EXPECT_EQ(predicted(enc, "fighter", "archer", "ranged_attack").check.weapon, "Longbow");
    const Weapon& sword = enc.find_unit("fighter")->weapons[0];
    const Unit armed =
        wielding(*enc.find_unit("fighter"), sword, enc.ruleset.rules().stats, WeaponKind::Melee);
    EXPECT_FALSE(armed.stats.contains("range"));
    EXPECT_EQ(armed.stats.at("hp"), 12);
    EXPECT_TRUE(armed.specials.contains("melee"));
    EXPECT_TRUE(armed.weapons.empty());
}

// An attack of either use (freehits, seed 001 "Attacking") takes the first
// melee weapon that reaches the target, else the first ranged one.
TEST(Weapons, FreehitsPicksByDistanceAndReach) {
    Encounter enc = make_fight(RulesetId::Freehits, {"heroes", "orcs"},
                               {{"roland", "heroes", "B2", {{"agility", 4}, {"accuracy", 1}}},
                                {"orc", "orcs", "C2", {{"agility", 3}, {"hp", 30}}},
                                {"goblin", "orcs", "D2", {{"agility", 1}, {"hp", 10}}},
                                {"troll", "orcs", "J2", {{"agility", 1}, {"hp", 40}}}});
    enc.find_unit("roland")->weapons = {
        weapon("Dagger", WeaponKind::Melee, {{"damage", 3}}),
        weapon("Spear", WeaponKind::Melee, {{"damage", 5}}, {"Reach"}),
        weapon("Crossbow", WeaponKind::Ranged, {{"damage_die", 10}, {"accuracy", 3}})};
    EXPECT_EQ(predicted(enc, "roland", "orc").check.weapon, "Dagger");
    // Two squares: only the spear reaches (seed 001 "Feats": Reach, 2).
    EXPECT_EQ(predicted(enc, "roland", "goblin").check.weapon, "Spear");
    const AttackPrediction far = predicted(enc, "roland", "troll");
    EXPECT_EQ(far.check.weapon, "Crossbow");
    EXPECT_EQ(far.check.damage_dice, (std::vector<int>{10}));
    // The crossbow's accuracy replaces Roland's: d20 + 3 >= 1 + 10.
    EXPECT_EQ(attack_bonus(far.check), 3);
    // Its odds are what the crossbow's rolls give: 100,000 seeded attacks.
    expect_rolls_agree(enc, "roland", "troll", far);
    // The spear's reach is Roland's melee reach: he threatens two squares.
    EXPECT_EQ(melee_reach(enc, *enc.find_unit("roland")), 2);
}

// Who threatens (seed 002 "Attacks of Opportunity": "armed with a melee
// weapon"; issue 13: a unit with ranged attacks only has no melee zone).
TEST(Weapons, OnlyAMeleeWeaponThreatens) {
    Unit archer;
    archer.weapons = {weapon("Shortbow", WeaponKind::Ranged, {})};
    EXPECT_FALSE(has_melee_attack(archer));
    EXPECT_FALSE(armed_for_melee(archer));
    archer.weapons.push_back(weapon("Fists", WeaponKind::Unarmed, {}));
    EXPECT_TRUE(has_melee_attack(archer));
    EXPECT_FALSE(armed_for_melee(archer)); // unarmed strikes are not a melee weapon
    archer.weapons.push_back(weapon("Knife", WeaponKind::Thrown, {}));
    EXPECT_TRUE(armed_for_melee(archer));
}

// The attack is rolled with the weapon named, and the log says which.
TEST(Weapons, SidesTheAttackRollsTheWeaponsDice) {
    Encounter enc = sides_armed();
    StartCombat start;
    start.setup.party = "party";
    start.rolls = {{"party", {6}}, {"bandits", {2}}};
    ASSERT_TRUE(run(enc, start));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    // The bandit steps away (6 squares), and the bow is fired at it.
    enc.find_unit("bandit")->cell = *parse_label("H5");
    TakeAction shot{"fighter", "ranged_attack", "", "bandit", {12, 5}};
    shot.weapon = "Longbow";
    ASSERT_TRUE(run(enc, shot));
    // Within 2 of the AC: the target could take Total Defense (seed 002);
    // it takes the hit.
    ASSERT_TRUE(run(enc, Respond{false}));
    // 12 + 2 = 14 hits; the d6 shows 5.
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("hp"), 15);
    EXPECT_TRUE(logged_part(enc, "Fighter rolls 12+2 = 14 with the Longbow against AC 14: a hit"));
}

// factions (seed 003 "Reacting to an attack"): the damage of an answered
// attack lands after the answer, with the weapon the attack was made with;
// a file keeps it.
TEST(Weapons, FactionsTheAnsweredHitKeepsItsWeapon) {
    Encounter enc =
        make_fight(RulesetId::Factions, {"players", "bandits"},
                   {{"theobald", "players", "B2", {{"wit", 12}, {"health", 10}}},
                    {"bandit", "bandits", "C2", {{"health", 20}, {"agi", 9}, {"wit", 8}}}});
    enc.find_unit("theobald")->weapons = {
        weapon("Sword", WeaponKind::Melee, {{"damage_die", 6}}),
        weapon("Maul", WeaponKind::Melee, {{"damage_die", 10}, {"damage", 2}})};
    StartCombat start;
    start.setup.initiator = "players";
    start.setup.initiative_holder = "players";
    ASSERT_TRUE(run(enc, start));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    TakeAction blow{"theobald", "attack", "", "bandit"};
    blow.weapon = "Maul";
    ASSERT_TRUE(run(enc, blow));
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->weapon, "Maul");
    auto saved = read_encounter(write_encounter(enc), RulesetRegistry::builtin());
    ASSERT_TRUE(saved.ok()) << saved.reason();
    EXPECT_EQ(saved.value().combat.pending->weapon, "Maul");
    Respond take;
    take.take = false;
    take.rolls = {9}; // the maul's d10
    ASSERT_TRUE(run(enc, take));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 20 - 9 - 2);
}

TEST(Weapons, AFileKeepsThemAndOldFilesHaveNone) {
    Encounter enc = sides_armed();
    const std::string text = write_encounter(enc);
    auto back = read_encounter(text, RulesetRegistry::builtin());
    ASSERT_TRUE(back.ok()) << back.reason();
    EXPECT_EQ(back.value().find_unit("fighter")->weapons, enc.find_unit("fighter")->weapons);
    EXPECT_TRUE(back.value().find_unit("bandit")->weapons.empty());

    // A file written before weapons: the unit attacks with its own stats.
    nlohmann::json old = nlohmann::json::parse(text);
    ASSERT_EQ(old["units"][0]["id"], "fighter");
    old["units"][0].erase("weapons");
    auto before = read_encounter(old.dump(), RulesetRegistry::builtin());
    ASSERT_TRUE(before.ok()) << before.reason();
    EXPECT_TRUE(before.value().find_unit("fighter")->weapons.empty());
    EXPECT_EQ(predicted(before.value(), "fighter", "bandit").check.weapon, "");

    // A weapon of an unknown kind: the JSON path of the problem.
    nlohmann::json bad = nlohmann::json::parse(text);
    bad["units"][0]["weapons"][1]["kind"] = "sling";
    auto refused = read_encounter(bad.dump(), RulesetRegistry::builtin());
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.reason().find("units[0].weapons[1].kind"), std::string::npos)
        << refused.reason();
    bad["units"][0]["weapons"][1]["kind"] = "ranged";
    bad["units"][0]["weapons"][1]["name"] = "Longsword";
    auto twice = read_encounter(bad.dump(), RulesetRegistry::builtin());
    ASSERT_FALSE(twice.ok());
    EXPECT_NE(twice.reason().find("units[0].weapons[1].name"), std::string::npos) << twice.reason();
}

// The engine refuses a unit whose weapons a file could not hold.
TEST(Weapons, AnEditWithTwoWeaponsOfOneNameIsRefused) {
    Encounter enc = sides_armed();
    Unit u = *enc.find_unit("fighter");
    u.weapons[1].name = "Longsword";
    EXPECT_EQ(refused(enc, EditUnit{u}), "Two weapons are called \"Longsword\"");
    u.weapons[1].name = "";
    EXPECT_EQ(refused(enc, EditUnit{u}), "A weapon needs a name");
}

// The first weapon the rules accept: with an enemy in melee range "bows
// ... cannot be fired at all", and thrown weapons take -4 (seed 002 "Make
// a Ranged Attack (Main)"), so the knife is thrown.
TEST(Weapons, SidesABowRefusedInMeleeGivesWayToAThrownKnife) {
    Encounter enc = sides_armed();
    enc.find_unit("fighter")->weapons.push_back(
        weapon("Knife", WeaponKind::Thrown,
               {{"attack", 1}, {"damage_die", 4}, {"range", 2}, {"long_range", 8}}));
    const AttackPrediction p = predicted(enc, "fighter", "archer", "ranged_attack");
    EXPECT_EQ(p.check.weapon, "Knife");
    // 8 squares: past its range of 2 (-2), and the bandit next to her (-4).
    EXPECT_EQ(attack_bonus(p.check), 1 - 2 - 4);
}

// teams (seed 004 "Free Actions", Drop Prone): a melee attack on a prone
// target has advantage, a ranged one disadvantage. A thrown spear used on
// a target next to its wielder is a melee attack: its range is not read.
// The hit held for the guard's answer keeps the spear.
TEST(Weapons, TeamsAThrownSpearUsedInMeleeIsAMeleeAttack) {
    Encounter enc =
        make_fight(RulesetId::Teams, {"players", "guards"},
                   {{"boudica",
                     "players",
                     "B2",
                     {{"attribute_die", 6}, {"combat_die", 6}, {"proficiency", 1}}},
                    {"guard",
                     "guards",
                     "C2",
                     {{"evasion", 6}, {"endurance", 20}, {"health", 10}, {"stamina", 2}}}});
    enc.find_unit("boudica")->weapons = {
        weapon("Spear", WeaponKind::Thrown, {{"damage", 4}, {"range", 10}})};
    enc.find_unit("guard")->conditions.insert("prone");
    const AttackPrediction p = predicted(enc, "boudica", "guard");
    EXPECT_EQ(p.check.weapon, "Spear");
    EXPECT_EQ(p.check.advantage(), 1);
    EXPECT_FALSE(p.check.fumble_strays);
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.attacked = "guards";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    // d6 4 and d6 3 (twice, the better kept), then the luck die.
    ASSERT_TRUE(run(enc, TakeAction{"boudica", "attack", "", "guard", {4, 3, 2, 2, 10}}));
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->kind, "attack_reaction");
    EXPECT_EQ(enc.combat.pending->weapon, "Spear");
}

// Only the ruleset's weapon stats come from the weapon: a weapon that says
// "ac" does not armour its wielder. Reach is compared as specials are.
TEST(Weapons, AWeaponSetsOnlyWeaponStats) {
    const Encounter enc = sides_armed();
    Unit u = *enc.find_unit("bandit");
    const Weapon odd = weapon("Odd", WeaponKind::Melee, {{"ac", 30}, {"attack", 2}, {"charm", 3}});
    const Unit armed = wielding(u, odd, enc.ruleset.rules().stats, WeaponKind::Melee);
    EXPECT_EQ(armed.stats.at("ac"), 14);
    EXPECT_EQ(armed.stats.at("attack"), 2);
    EXPECT_EQ(armed.stats.at("charm"), 3); // a stat sides does not know is kept
    Encounter fh = make_fight(RulesetId::Freehits, {"a"}, {{"pike", "a", "B2"}});
    fh.find_unit("pike")->weapons = {weapon("Pike", WeaponKind::Melee, {}, {"reach"})};
    EXPECT_EQ(melee_reach(fh, *fh.find_unit("pike")), 2);
}

TEST(Weapons, AFileWhosePendingWeaponIsNotTheAttackersIsRefused) {
    Encounter enc =
        make_fight(RulesetId::Factions, {"players", "bandits"},
                   {{"theobald", "players", "B2", {{"wit", 12}, {"health", 10}}},
                    {"bandit", "bandits", "C2", {{"health", 20}, {"agi", 9}, {"wit", 8}}}});
    enc.find_unit("theobald")->weapons = {weapon("Maul", WeaponKind::Melee, {{"damage_die", 10}})};
    StartCombat start;
    start.setup.initiator = "players";
    start.setup.initiative_holder = "players";
    ASSERT_TRUE(run(enc, start));
    ASSERT_TRUE(run(enc, TakeAction{"theobald", "attack", "", "bandit"}));
    ASSERT_TRUE(enc.combat.pending.has_value());
    nlohmann::json doc = nlohmann::json::parse(write_encounter(enc));
    ASSERT_EQ(doc["combat"]["pending"]["weapon"], "Maul");
    doc["combat"]["pending"]["weapon"] = "Axe";
    auto refused = read_encounter(doc.dump(), RulesetRegistry::builtin());
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.reason().find("combat.pending.weapon"), std::string::npos)
        << refused.reason();
}

// Seed 002 "Dual Wielding Weapons": "a -1 penalty to all attack rolls";
// "On a hit, the weapon does +2 damage so long as the target is within
// range of both wielded weapons. This bonus does not add to Shock." The
// fighter dual-wields a shortsword (d6 + 1, Shock 2) and a handaxe (d6):
// next to the bandit, the sword attacks at +4 - 1 = +3, hits on 11 (10/20),
// and does d6 + 1 + 2 with a Shock of 2 + 1 (the modifier adds to Shock,
// "Shock"), not 2 + 1 + 2. With the longsword and the longbow, the
// archer 8 squares off is in the bow's range but not the sword's: the bow
// shoots at +2 - 1, with no +2 damage.
TEST(Weapons, SidesDualWieldingCostsOneToHitAndAddsTwoDamageInRangeOfBoth) {
    Encounter enc = sides_armed();
    Unit& f = *enc.find_unit("fighter");
    f.conditions.insert("dual wielding");
    f.weapons = {weapon("Shortsword", WeaponKind::Melee,
                        {{"attack", 4}, {"damage_die", 6}, {"damage", 1}, {"shock", 2}}),
                 weapon("Handaxe", WeaponKind::Melee, {{"attack", 4}, {"damage_die", 6}})};
    const AttackPrediction sword = predicted(enc, "fighter", "bandit");
    EXPECT_EQ(attack_bonus(sword.check), 3);
    EXPECT_EQ(sword.hit(), (Chance{1, 2})); // 11 to 20: 10/20
    EXPECT_EQ(sword.check.damage, 3);
    EXPECT_EQ(sword.check.shock, 3);
    const bool cited =
        std::any_of(sword.check.damage_modifiers.begin(), sword.check.damage_modifiers.end(),
                    [](const auto& m) {
                        return m.value == 2 && m.source == "seed 002 \"Dual Wielding Weapons\"";
                    });
    EXPECT_TRUE(cited);
    // A longsword and a longbow: the archer is in the bow's range only.
    Encounter far = sides_armed();
    far.find_unit("fighter")->conditions.insert("dual wielding");
    far.find_unit("bandit")->cell = *parse_label("C6"); // no enemy in melee range
    const AttackPrediction bow = predicted(far, "fighter", "archer", "ranged_attack");
    EXPECT_EQ(bow.check.weapon, "Longbow");
    EXPECT_EQ(attack_bonus(bow.check), 1);
    EXPECT_EQ(bow.check.damage, 0);
    // Without the condition, nothing changes.
    far.find_unit("fighter")->conditions.clear();
    EXPECT_EQ(attack_bonus(predicted(far, "fighter", "archer", "ranged_attack").check), 2);
}
