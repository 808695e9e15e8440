// Gear in factions (seed 003 "Combat gear degradation", "Bonus actions",
// issue 14): damaged and improvised weapons break on a 1 on the damage die,
// damaged armour is destroyed by 8 or more before armour, the fight's end
// asks for the durability rolls of what was used, a swap is two bonus
// actions, and armour does not change during a fight.
#include "fight_builder.h"

#include "io/encounter_json.h"
#include "rules/weapons.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Theobald (a Damaged Sword: d6 + 1) and a bandit (armour 1, health 12)
/// in the hall, nearby each other.
Encounter armoury() {
    Encounter enc = make_fight(RulesetId::Factions, {"players", "bandits"},
                               {{"theobald", "players", "B2", {{"wit", 12}, {"health", 10}}},
                                {"bandit", "bandits", "D2", {{"armour", 1}, {"health", 12}}}});
    paint_hall_and_yard(enc);
    enc.find_unit("theobald")->weapons = {
        Weapon{"Sword", WeaponKind::Melee, {{"damage_die", 6}, {"damage", 1}}, {"Damaged"}}};
    return enc;
}

/// Theobald hits the bandit, who takes it; the damage die shows `face`.
void hit(Encounter& enc, int face) {
    ASSERT_TRUE(run(enc, act("theobald", "attack", "bandit")));
    Respond take;
    take.take = false;
    take.rolls = {face};
    ASSERT_TRUE(run(enc, take));
}

} // namespace

// "Damaged weapons and shields are destroyed if they are used to attack and
// a 1 is rolled on the damage die": a 2 leaves the Sword; a 1 breaks it
// (the hit still lands: 1 + 1 - 1 armour = 1).
TEST(FactionsGear, ADamagedWeaponBreaksOnAOne) {
    for (const int face : {2, 1}) {
        Encounter enc = armoury();
        ASSERT_TRUE(run(enc, players_first()));
        hit(enc, face);
        const Unit& theobald = *enc.find_unit("theobald");
        EXPECT_EQ(find_weapon(theobald, "Sword") == nullptr, face == 1) << face;
        EXPECT_EQ(logged_part(enc, "Theobald's Sword breaks on the 1 (seed 003 \"Combat gear "
                                   "degradation\")"),
                  face == 1);
        EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 12 - face) << face;
    }
}

// "Many mundane items can be used as improvised weapons ... handled as if
// they were already damaged": a character whose own stats are an
// improvised weapon (the special Improvised) breaks it on a 1, and then
// fights unarmed (a d4).
TEST(FactionsGear, AnImprovisedWeaponIsHandledAsDamaged) {
    Encounter enc = armoury();
    Unit& theobald = *enc.find_unit("theobald");
    theobald.weapons.clear();
    theobald.stats["damage_die"] = 8;
    theobald.specials.insert("Improvised");
    ASSERT_TRUE(run(enc, players_first()));
    hit(enc, 1);
    EXPECT_TRUE(logged_part(enc, "Theobald's weapon breaks on the 1: it fights unarmed"));
    EXPECT_FALSE(enc.find_unit("theobald")->stats.contains("damage_die"));
    EXPECT_FALSE(has_special(*enc.find_unit("theobald"), "Improvised"));
    EXPECT_EQ(predicted(enc, "theobald", "bandit").check.damage_dice, (std::vector<int>{4}));
}

// "Damaged shields and armour are destroyed by attacks inflicting at least
// 8 damage before armour reduction": with a d8 + 1 sword on armour 2, a 6
// (7 before armour) leaves the damaged armour; a 7 (8) destroys it, and
// that hit is still reduced by it (settled): 8 - 2 = 6.
TEST(FactionsGear, DamagedArmourIsDestroyedByEightOrMore) {
    for (const int face : {6, 7}) {
        Encounter enc = armoury();
        enc.find_unit("theobald")->weapons = {
            Weapon{"Sword", WeaponKind::Melee, {{"damage_die", 8}, {"damage", 1}}}};
        Unit& bandit = *enc.find_unit("bandit");
        bandit.stats["armour"] = 2;
        bandit.conditions.insert("damaged armour");
        ASSERT_TRUE(run(enc, players_first()));
        hit(enc, face);
        const Unit& after = *enc.find_unit("bandit");
        EXPECT_EQ(after.stats.at("health"), 12 - (face + 1 - 2)) << face;
        EXPECT_EQ(stat_of(after, "armour"), face == 7 ? 0 : 2) << face;
        EXPECT_EQ(has_condition(after, "damaged armour"), face == 6) << face;
        EXPECT_EQ(logged_part(enc, "Bandit's damaged armour is destroyed by 8 damage"), face == 7);
    }
}

// "After a fight, make a durability roll for all weapons and armour which
// were used at least once": the engine keeps what was used (also in the
// file) and asks for the rolls as the fight ends, naming the section.
TEST(FactionsGear, TheFightsEndAsksForTheDurabilityRolls) {
    Encounter enc = armoury();
    enc.find_unit("theobald")->weapons[0].specials.clear();
    ASSERT_TRUE(run(enc, players_first()));
    hit(enc, 3);
    EXPECT_EQ(enc.combat.used_gear.at("theobald"), (std::set<std::string>{"Sword"}));
    EXPECT_EQ(enc.combat.used_gear.at("bandit"), (std::set<std::string>{"(armour)"}));
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().combat.used_gear, enc.combat.used_gear);
    ASSERT_TRUE(run(enc, EndCombat{}));
    EXPECT_TRUE(logged_part(enc,
                            "Durability rolls for the gear used in the fight (seed 003 \"Combat "
                            "gear degradation\"; the GM rolls and marks what is damaged: the "
                            "special Damaged on the weapon, or on the unit for its own weapon; "
                            "\"damaged armour\" on the unit): Bandit's armour, Theobald's "
                            "Sword"));
    EXPECT_TRUE(enc.combat.used_gear.empty());
}

// "Swapping two items is two bonus actions": the bonus action and the main
// one as the second, so no attack is left.
TEST(FactionsGear, SwappingTwoItemsIsTwoBonusActions) {
    Encounter enc = armoury();
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, act("theobald", "swap")));
    EXPECT_EQ(left(enc, "theobald", "bonus"), 0);
    EXPECT_EQ(left(enc, "theobald", "main"), 0);
    EXPECT_FALSE(refused(enc, act("theobald", "attack", "bandit")).empty());
}

// "Armour can't be changed during a fight": Edit Unit is refused while
// the fight is on, unless the GM overrides; outside a fight it is not.
TEST(FactionsGear, ArmourDoesNotChangeDuringAFight) {
    Encounter enc = armoury();
    Unit lighter = *enc.find_unit("bandit");
    lighter.stats["armour"] = 0;
    ASSERT_TRUE(run(enc, players_first()));
    EXPECT_EQ(refused(enc, EditUnit{lighter}), "Armour can't be changed during a fight (seed 003 "
                                               "\"Bonus actions\"): end the fight first, or "
                                               "override");
    Unit hurt = *enc.find_unit("bandit");
    hurt.stats["health"] = 5;
    ASSERT_TRUE(run(enc, EditUnit{hurt})); // other stats may change
    lighter.stats["health"] = 5;
    ASSERT_TRUE(run(enc, override_of(EditUnit{lighter})));
    EXPECT_EQ(stat_of(*enc.find_unit("bandit"), "armour"), 0);
    ASSERT_TRUE(run(enc, EndCombat{}));
    lighter.stats["armour"] = 3;
    ASSERT_TRUE(run(enc, EditUnit{lighter}));
}

// A blast rolls each target's damage with the same weapon: the Damaged
// Sword's 1 on the first target breaks it, but the blast goes on with it
// (4 + 1 - 1 on the second) and the Sword goes once the blast is settled,
// with no durability roll asked for it.
TEST(FactionsGear, AWeaponBrokenInABlastGoesWhenTheBlastIsDone) {
    Encounter enc = armoury();
    enc.units.push_back(enc.units.back());
    enc.units.back().id = "bandit2";
    enc.units.back().name = "Bandit 2";
    enc.units.back().cell = *parse_label("E3");
    enc.find_unit("theobald")->conditions.insert("concealed"); // no reactions
    ASSERT_TRUE(run(enc, players_first()));
    TakeAction blast;
    blast.unit = "theobald";
    blast.action = "melee_blast";
    blast.rolls = {1, 4};
    ASSERT_TRUE(run(enc, blast));
    EXPECT_TRUE(logged_part(enc, "Theobald's Sword breaks on the 1"));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 11); // 1 + 1 - 1
    EXPECT_EQ(enc.find_unit("bandit2")->stats.at("health"), 8); // 4 + 1 - 1
    EXPECT_EQ(find_weapon(*enc.find_unit("theobald"), "Sword"), nullptr);
    ASSERT_TRUE(run(enc, EndCombat{}));
    const auto asked = std::find_if(enc.log.begin(), enc.log.end(), [](const LogEntry& e) {
        return e.text.starts_with("Durability rolls");
    });
    ASSERT_NE(asked, enc.log.end());
    EXPECT_EQ(asked->text.find("Sword"), std::string::npos) << asked->text;
    EXPECT_NE(asked->text.find("Bandit 2's armour"), std::string::npos) << asked->text;
}

// The GM may end the fight while a blast's next target still has to
// answer: the Sword broken on the first target goes all the same, and no
// durability roll is asked for it.
TEST(FactionsGear, AFightEndedMidBlastStillTakesTheBrokenWeapon) {
    Encounter enc = armoury();
    enc.units.push_back(enc.units.back());
    enc.units.back().id = "bandit2";
    enc.units.back().name = "Bandit 2";
    enc.units.back().cell = *parse_label("E3");
    ASSERT_TRUE(run(enc, players_first()));
    TakeAction blast;
    blast.unit = "theobald";
    blast.action = "melee_blast";
    ASSERT_TRUE(run(enc, blast));
    ASSERT_TRUE(enc.combat.pending.has_value());
    Respond take;
    take.take = false;
    take.rolls = {1};
    ASSERT_TRUE(run(enc, take));
    EXPECT_TRUE(logged_part(enc, "Theobald's Sword breaks on the 1"));
    ASSERT_TRUE(enc.combat.pending.has_value()); // Bandit 2's turn to answer
    EXPECT_NE(find_weapon(*enc.find_unit("theobald"), "Sword"), nullptr); // the blast goes on
    ASSERT_TRUE(run(enc, EndCombat{}));
    EXPECT_EQ(find_weapon(*enc.find_unit("theobald"), "Sword"), nullptr);
    const auto asked = std::find_if(enc.log.begin(), enc.log.end(), [](const LogEntry& e) {
        return e.text.starts_with("Durability rolls");
    });
    ASSERT_NE(asked, enc.log.end());
    EXPECT_EQ(asked->text.find("Sword"), std::string::npos) << asked->text;
    EXPECT_EQ(asked->text.find("(breaks)"), std::string::npos) << asked->text;
}
