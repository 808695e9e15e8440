// Grapple and Disarm in factions (seed 003 "Non-lethal attacks", issue 14):
// a save instead of damage, dodged and countered as any attack and resolved
// last in a counter; the hold of a grab (the grabbed cannot move and goes
// with its grabber; anything but attacking it lets go; the grabber may hide
// behind it); a knocked-away weapon and its pick-up; the file.
#include "fight_builder.h"

#include "io/encounter_json.h"
#include "rules/reactions.h"
#include "rules/weapons.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Theobald (STR 12, a sword of his own stats: d6 + 1) and Sybilla in the
/// hall (rows 1-4); a bandit (STR 10, AGI 9, armour 1) nearby Theobald;
/// the leader (unarmed) in the yard (rows 5-12).
Encounter brawl() {
    Encounter enc =
        make_fight(RulesetId::Factions, {"players", "bandits"},
                   {{"theobald",
                     "players",
                     "B2",
                     {{"wit", 12}, {"str", 12}, {"damage_die", 6}, {"damage", 1}, {"health", 10}}},
                    {"sybilla", "players", "C2", {{"wit", 9}, {"health", 8}}},
                    {"bandit",
                     "bandits",
                     "D2",
                     {{"armour", 1}, {"health", 6}, {"agi", 9}, {"wit", 8}, {"str", 10}}},
                    {"leader", "bandits", "J10", {{"health", 6}, {"wit", 10}}}});
    paint_hall_and_yard(enc);
    return enc;
}

TakeAction deed(const std::string& unit, const std::string& action, const std::string& target,
                const std::string& item = {}) {
    TakeAction a;
    a.unit = unit;
    a.action = action;
    a.target = target;
    a.item = item;
    return a;
}

std::vector<std::string> dice_for(const Encounter& enc, const std::string& as) {
    const TurnContext ctx(enc, false);
    return pending_dice(ctx, *enc.combat.pending, as);
}

bool grabbed(const Encounter& enc, const std::string& by, const std::string& who) {
    auto it = enc.combat.grappling.find(by);
    return it != enc.combat.grappling.end() && it->second == who &&
           has_condition(*enc.find_unit(who), "grabbed");
}

/// Theobald already holds the bandit (a grab of an earlier round).
void held(Encounter& enc) {
    enc.combat.grappling["theobald"] = "bandit";
    enc.find_unit("bandit")->conditions.insert("grabbed");
}

} // namespace

// "Grapple. A nearby target must pass a STR save or be grabbed by the
// attacker"; "Non-lethal attacks don't inflict damage but instead force the
// target to pass a save". The bandit takes it: a d20 of 11 is over its STR
// of 10, and it is grabbed; a 10 passes.
TEST(FactionsGrab, AGrappleForcesAStrSaveInsteadOfDamage) {
    for (const int face : {11, 10}) {
        Encounter enc = brawl();
        ASSERT_TRUE(run(enc, players_first()));
        ASSERT_TRUE(run(enc, deed("theobald", "grapple", "bandit")));
        ASSERT_TRUE(enc.combat.pending.has_value());
        EXPECT_EQ(enc.combat.pending->action, "grapple");
        EXPECT_EQ(dice_for(enc, ""), (std::vector<std::string>{"d20 (STR save)"}));
        ASSERT_TRUE(run(enc, answer("", {face}, false)));
        EXPECT_EQ(grabbed(enc, "theobald", "bandit"), face == 11) << face;
        EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 6) << face; // no damage
        EXPECT_TRUE(logged_part(enc, face == 11 ? "Bandit fails the save and is grabbed by Theobald"
                                                : "Bandit passes the save"))
            << face;
    }
}

// "They can be dodged": a passed AGI save (5, AGI 9) misses and no save is
// made; a failed one (15) leaves the STR save (12: failed, grabbed).
TEST(FactionsGrab, ADodgedGrappleMisses) {
    for (const int agi : {5, 15}) {
        Encounter enc = brawl();
        ASSERT_TRUE(run(enc, players_first()));
        ASSERT_TRUE(run(enc, deed("theobald", "grapple", "bandit")));
        EXPECT_EQ(dice_for(enc, "dodge"),
                  (std::vector<std::string>{"d20 (AGI save)", "d20 (STR save)"}));
        ASSERT_TRUE(run(enc, answer("dodge", {agi, 12})));
        EXPECT_EQ(logged_part(enc, "Bandit dodges: the attack misses"), agi == 5);
        EXPECT_EQ(grabbed(enc, "theobald", "bandit"), agi == 15) << agi;
    }
}

// The save's d20 may be typed with the attack: it waits with the hit, and
// the answer needs no more dice (the odds list it last).
TEST(FactionsGrab, TheSaveMayBeTypedWithTheAttack) {
    Encounter enc = brawl();
    ASSERT_TRUE(run(enc, players_first()));
    EXPECT_EQ(dice_to_enter(predicted(enc, "theobald", "bandit", "grapple").check),
              (std::vector<std::string>{"d20 (STR save)"}));
    TakeAction grapple = deed("theobald", "grapple", "bandit");
    grapple.rolls = {16, 3};
    EXPECT_EQ(refused(enc, grapple), "Grapple deals no damage: type only its STR save's d20 "
                                     "after the attack's");
    grapple.rolls = {16};
    ASSERT_TRUE(run(enc, grapple));
    EXPECT_EQ(enc.combat.pending->damage, 16);
    EXPECT_TRUE(dice_for(enc, "").empty());
    ASSERT_TRUE(run(enc, answer("", {}, false)));
    EXPECT_TRUE(grabbed(enc, "theobald", "bandit"));
}

// A move stopped by an opportunity attack drags the grabbed along once it
// goes on: the leader, nearby in the hall, strikes at Theobald leaving it
// (declined here), and the bandit still ends beside him in the yard.
TEST(FactionsGrab, TheGrabbedFollowsAMoveThatWasInterrupted) {
    Encounter enc = brawl();
    enc.find_unit("leader")->cell = *parse_label("F3");
    ASSERT_TRUE(run(enc, players_first()));
    held(enc);
    ASSERT_TRUE(run(enc, move("theobald", "B6")));
    ASSERT_TRUE(enc.combat.pending.has_value());
    EXPECT_EQ(enc.combat.pending->by, "leader");
    ASSERT_TRUE(run(enc, answer("", {}, false)));
    const int yard = enc.map.zone_at(*parse_label("B6"));
    EXPECT_EQ(enc.find_unit("theobald")->cell, *parse_label("B6"));
    EXPECT_EQ(enc.map.zone_at(enc.find_unit("bandit")->cell), yard);
    EXPECT_TRUE(grabbed(enc, "theobald", "bandit"));
}

// "Since they inflict no damage they are always resolved last in case of a
// counter": the bandit's counter (its d8 shows 7, Theobald has 3 health)
// lands first and Theobald falls before his grapple lands; with 10 health
// he takes 3, then the bandit's STR save (15) fails and it is grabbed.
TEST(FactionsGrab, ACounterLandsBeforeTheSave) {
    for (const int health : {3, 10}) {
        Encounter enc = brawl();
        enc.find_unit("bandit")->stats["damage_die"] = 8;
        enc.find_unit("theobald")->stats["health"] = health;
        ASSERT_TRUE(run(enc, players_first()));
        ASSERT_TRUE(run(enc, deed("theobald", "grapple", "bandit")));
        EXPECT_EQ(dice_for(enc, "counter"),
                  (std::vector<std::string>{"damage d8 (the counter)", "d20 (STR save)"}));
        ASSERT_TRUE(run(enc, answer("counter", {health == 3 ? 7 : 3, 15})));
        if (health == 3) {
            EXPECT_TRUE(logged_part(enc, "Theobald falls before its Grapple lands"));
            EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 0);
            EXPECT_TRUE(enc.combat.grappling.empty());
        } else {
            EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 7);
            EXPECT_TRUE(grabbed(enc, "theobald", "bandit"));
        }
        EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 6);
    }
}

// "Non-lethal attacks ... can be used to counter. Since they inflict no
// damage they are always resolved last in case of a counter." Theobald
// strikes the bandit (d6 + 1, less its armour 1) and the bandit counters
// with a grapple: Theobald's blow lands first; the bandit, still standing,
// then forces Theobald's STR save (12): a 15 fails and he is grabbed, a 12
// passes. A 6 on Theobald's die fells the bandit before its grapple lands.
TEST(FactionsGrab, AGrappleCounterLandsAfterTheBlow) {
    struct Case {
        int blow;
        int save;
    };
    for (const Case k : {Case{4, 15}, Case{4, 12}, Case{6, 15}}) {
        Encounter enc = brawl();
        ASSERT_TRUE(run(enc, players_first()));
        ASSERT_TRUE(run(enc, deed("theobald", "attack", "bandit")));
        ASSERT_TRUE(enc.combat.pending.has_value());
        const TurnContext ctx(enc, false);
        EXPECT_EQ(pending_dice(ctx, *enc.combat.pending, "counter", "grapple"),
                  (std::vector<std::string>{"damage d6", "d20 (STR save against the counter)"}));
        Respond r = answer("counter", {k.blow, k.save});
        r.action = "grapple";
        ASSERT_TRUE(run(enc, r));
        const int left = 6 - (k.blow + 1 - 1);
        EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), std::max(left, 0));
        EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 10); // a grapple deals none
        EXPECT_TRUE(logged_part(enc, "Bandit counters Theobald with a Grapple: the attack lands "
                                     "first"));
        EXPECT_EQ(logged_part(enc, "Bandit falls before its Grapple lands"), left <= 0);
        EXPECT_EQ(grabbed(enc, "bandit", "theobald"), left > 0 && k.save > 12);
        EXPECT_FALSE(enc.combat.pending.has_value());
    }
}

// Two non-lethal attacks in a counter both inflict no damage: a tie, and
// "In case of a tie both characters are hit at the same time". Theobald
// grapples the bandit, who grapples back; both saves fail (11 over the
// bandit's STR 10, 13 over Theobald's 12): each holds the other.
TEST(FactionsGrab, TwoGrapplesInACounterBothLand) {
    Encounter enc = brawl();
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, deed("theobald", "grapple", "bandit")));
    const TurnContext ctx(enc, false);
    EXPECT_EQ(pending_dice(ctx, *enc.combat.pending, "counter", "grapple"),
              (std::vector<std::string>{"d20 (STR save)", "d20 (STR save against the counter)"}));
    Respond r = answer("counter", {11, 13});
    r.action = "grapple";
    ASSERT_TRUE(run(enc, r));
    EXPECT_TRUE(grabbed(enc, "theobald", "bandit"));
    EXPECT_TRUE(grabbed(enc, "bandit", "theobald"));
    EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 10);
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 6);
}

// A Disarm made as a counter knocks away the weapon the attacker struck
// with (settled: "a weapon chosen by the attacker", the counterer, who
// parries the blow at hand): Sybilla strikes with her Knife, and the
// bandit's counter makes her drop it, not her Spear.
TEST(FactionsGrab, ADisarmCounterTakesTheWeaponStruckWith) {
    Encounter enc = brawl();
    Unit& sybilla = *enc.find_unit("sybilla");
    sybilla.stats["str"] = 8;
    sybilla.weapons = {Weapon{"Spear", WeaponKind::Melee, {{"damage_die", 8}}},
                       Weapon{"Knife", WeaponKind::Melee, {{"damage_die", 4}}}};
    enc.find_unit("bandit")->cell = *parse_label("C3");
    ASSERT_TRUE(run(enc, players_first()));
    TakeAction stab = deed("sybilla", "attack", "bandit");
    stab.weapon = "Knife";
    ASSERT_TRUE(run(enc, stab));
    ASSERT_TRUE(enc.combat.pending.has_value());
    Respond r = answer("counter", {2, 9});
    r.action = "disarm";
    ASSERT_TRUE(run(enc, r));
    EXPECT_TRUE(logged_part(enc, "Sybilla fails the save and drops Knife"));
    EXPECT_TRUE(find_weapon(*enc.find_unit("sybilla"), "Knife")->dropped);
    EXPECT_FALSE(find_weapon(*enc.find_unit("sybilla"), "Spear")->dropped);
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 6 - (2 - 1));
}

// The reaction prompt's list: after "Counter", a counter with each
// non-lethal attack, with the reason where it cannot be made. Against a
// ranged attack from the yard, Sybilla's counters need a nearby target; a
// named action that is not a non-lethal attack is refused.
TEST(FactionsGrab, TheAnswersOfferACounterWithEachNonLethalAttack) {
    Encounter enc = brawl();
    Unit& leader = *enc.find_unit("leader");
    leader.cell = *parse_label("D5");
    leader.stats["damage_die"] = 6;
    leader.stats["range"] = 6;
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, deed("theobald", "attack", "bandit")));
    {
        const TurnContext ctx(enc, false);
        const auto options = answer_options(ctx, *enc.combat.pending);
        std::vector<std::string> labels;
        for (const HitAnswerOption& o : options) {
            labels.push_back(o.answer.label + (o.available ? "" : " (no)"));
        }
        EXPECT_EQ(labels,
                  (std::vector<std::string>{"Dodge (AGI save)", "Counter", "Counter with Grapple",
                                            "Counter with Disarm", "Hide behind", "Guarded by",
                                            "Accept the stunt (no)"}));
        EXPECT_EQ(options[2].answer.action, "grapple");
        EXPECT_EQ(options[3].answer.action, "disarm");
    }
    Respond wrong = answer("counter", {3});
    wrong.action = "attack";
    EXPECT_EQ(refused(enc, wrong), "Bandit cannot counter with \"attack\": name a non-lethal "
                                   "attack of the ruleset, or none for a damaging one");
    Respond dodge = answer("dodge", {3});
    dodge.action = "grapple";
    EXPECT_EQ(refused(enc, dodge), "\"action\" names the non-lethal attack a counter is made "
                                   "with: answer \"counter\", or leave it out");
    ASSERT_TRUE(run(enc, answer("", {3}, false)));
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    ASSERT_TRUE(run(enc, deed("leader", "attack", "sybilla")));
    ASSERT_TRUE(enc.combat.pending.has_value());
    const TurnContext ctx(enc, false);
    const auto options = answer_options(ctx, *enc.combat.pending);
    ASSERT_EQ(options.size(), 7U);
    // Sybilla has no range: neither her own attack nor a grapple reaches.
    EXPECT_FALSE(options[1].available);
    EXPECT_EQ(options[1].reason, "Leader is not nearby: Sybilla's melee attack targets a nearby "
                                 "character (give it a range for a ranged weapon)");
    EXPECT_FALSE(options[2].available);
    EXPECT_EQ(options[2].reason, "Leader is not nearby: Sybilla's Grapple needs a nearby target "
                                 "(seed 003 \"Non-lethal attacks\")");
}

// "Grabbed characters are entangled for as long as their enemy keeps hold
// of them"; "Characters who are grabbing another character can move
// together with them": Theobald walks into the yard and the bandit is
// dragged along into it (settled: not left behind, it makes no opportunity
// attack); the bandit cannot move away.
TEST(FactionsGrab, TheGrabbedCannotMoveAndGoesWithItsGrabber) {
    Encounter enc = brawl();
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, deed("theobald", "grapple", "bandit")));
    ASSERT_TRUE(run(enc, answer("", {20}, false)));
    ASSERT_TRUE(grabbed(enc, "theobald", "bandit"));
    ASSERT_TRUE(run(enc, move("theobald", "B6")));
    const Unit& bandit = *enc.find_unit("bandit");
    const int yard = enc.map.zone_at(*parse_label("B6"));
    EXPECT_EQ(enc.find_unit("theobald")->cell, *parse_label("B6"));
    EXPECT_EQ(enc.map.zone_at(bandit.cell), yard) << to_label(bandit.cell);
    EXPECT_TRUE(logged_part(enc, "Bandit is dragged along to " + to_label(bandit.cell)));
    EXPECT_TRUE(grabbed(enc, "theobald", "bandit"));
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    EXPECT_EQ(refused(enc, move("bandit", "D9")),
              "Bandit is grabbed by Theobald and entangled: it cannot move while held (seed 003 "
              "\"Non-lethal attacks\")");
}

// "... and attack them while keeping hold, but doing anything else
// automatically frees the grabbed character": an attack on the bandit
// keeps the hold; saying a few words (a bonus action) lets go. Only the
// grabber may shove the grabbed.
TEST(FactionsGrab, AnythingButAttackingTheGrabbedLetsGo) {
    Encounter enc = brawl();
    ASSERT_TRUE(run(enc, players_first()));
    held(enc);
    Shove shove;
    shove.unit = "sybilla";
    shove.target = "bandit";
    shove.to = *parse_label("D6");
    EXPECT_EQ(refused(enc, shove), "Bandit is held by Theobald: only its grabber can shove it "
                                   "(seed 003 \"Main actions\")");
    TakeAction hit = deed("theobald", "attack", "bandit");
    ASSERT_TRUE(run(enc, hit));
    ASSERT_TRUE(run(enc, answer("", {4}, false))); // 4 + 1 - 1 armour
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 2);
    EXPECT_TRUE(grabbed(enc, "theobald", "bandit"));
    ASSERT_TRUE(run(enc, deed("theobald", "say", "")));
    EXPECT_TRUE(logged_part(enc, "Theobald does something else and lets go of Bandit"));
    EXPECT_TRUE(enc.combat.grappling.empty());
    EXPECT_FALSE(has_condition(*enc.find_unit("bandit"), "grabbed"));
}

// "Finally, they can hide behind the grabbed character as a reaction to an
// attack. The grabbed character has no option but become the new target":
// the leader's unarmed blow (a d4: 3, less the bandit's armour 1) lands on
// the bandit Theobald holds, with no reaction of its own. An enemy that is
// not held is no cover.
TEST(FactionsGrab, TheGrabberHidesBehindTheGrabbed) {
    Encounter enc = brawl();
    enc.find_unit("leader")->cell = *parse_label("E3"); // in the hall
    ASSERT_TRUE(run(enc, players_first()));
    held(enc);
    ASSERT_TRUE(run(enc, Pass{"players"}));
    ASSERT_TRUE(run(enc, deed("leader", "attack", "theobald")));
    ASSERT_TRUE(enc.combat.pending.has_value());
    Respond hide = answer("hide", {3});
    hide.unit = "leader";
    EXPECT_EQ(refused(enc, hide), "Name a nearby ally of Theobald to hide behind (\"unit\")");
    hide.unit = "bandit";
    ASSERT_TRUE(run(enc, hide));
    EXPECT_EQ(enc.find_unit("leader")->stats.at("health"), 6);
    EXPECT_FALSE(enc.combat.pending.has_value());
    EXPECT_TRUE(logged_part(enc, "Theobald hides behind Bandit, whom it holds: the new target"));
    EXPECT_EQ(enc.find_unit("bandit")->stats.at("health"), 4);
    EXPECT_EQ(enc.find_unit("theobald")->stats.at("health"), 10);
    EXPECT_TRUE(grabbed(enc, "theobald", "bandit"));
}

// The grabbed is no cover against its own attack: Theobald cannot hide
// behind the bandit he holds when it is the bandit that attacks him.
TEST(FactionsGrab, NoHidingBehindTheGrabbedAttacker) {
    Encounter enc = brawl();
    enc.find_unit("bandit")->stats["damage_die"] = 6;
    ASSERT_TRUE(run(enc, players_first()));
    held(enc);
    ASSERT_TRUE(run(enc, Pass{"players"}));
    ASSERT_TRUE(run(enc, deed("bandit", "attack", "theobald")));
    Respond hide = answer("hide", {3});
    hide.unit = "bandit";
    EXPECT_EQ(refused(enc, hide), "Name a nearby ally of Theobald to hide behind (\"unit\")");
    const TurnContext ctx(enc, false);
    for (const HitAnswerOption& o : answer_options(ctx, *enc.combat.pending)) {
        EXPECT_EQ(o.units, o.answer.needs_ally ? std::vector<std::string>{"sybilla"}
                                               : std::vector<std::string>{})
            << o.answer.as; // Sybilla, the ally in the hall; not the attacker
    }
}

// "Disarm. A nearby target must pass a STR save or drop a weapon chosen by
// the attacker": Theobald knocks the bandit's Knife away (a save of 15);
// the Knife cannot be used until the bandit picks it up (a bonus action).
// A character with no weapon cannot be disarmed.
TEST(FactionsGrab, DisarmDropsTheChosenWeapon) {
    Encounter enc = brawl();
    Unit& bandit = *enc.find_unit("bandit");
    bandit.weapons = {Weapon{"Club", WeaponKind::Melee, {{"damage_die", 6}}},
                      Weapon{"Knife", WeaponKind::Thrown, {{"damage_die", 4}, {"range", 1}}}};
    ASSERT_TRUE(run(enc, players_first()));
    EXPECT_EQ(refused(enc, deed("theobald", "disarm", "bandit", "Axe")),
              "Bandit has no weapon called \"Axe\"");
    EXPECT_EQ(refused(enc, deed("theobald", "disarm", "leader")),
              "Leader holds no weapon to drop (seed 003 \"Non-lethal attacks\")");
    ASSERT_TRUE(run(enc, deed("theobald", "disarm", "bandit", "Knife")));
    ASSERT_TRUE(run(enc, answer("", {15}, false)));
    EXPECT_TRUE(logged_part(enc, "Bandit fails the save and drops Knife"));
    EXPECT_TRUE(find_weapon(*enc.find_unit("bandit"), "Knife")->dropped);
    EXPECT_FALSE(find_weapon(*enc.find_unit("bandit"), "Club")->dropped);
    AttackSituation with_knife;
    with_knife.weapon = "Knife";
    auto check =
        attack_check(enc, *enc.find_unit("bandit"), *enc.find_unit("theobald"), with_knife);
    ASSERT_FALSE(check);
    EXPECT_EQ(check.reason(), "Bandit's Knife was knocked away: it must pick it up first (a "
                              "bonus action)");
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    ASSERT_TRUE(run(enc, deed("bandit", "pick_up", "", "Knife")));
    EXPECT_FALSE(find_weapon(*enc.find_unit("bandit"), "Knife")->dropped);
    EXPECT_TRUE(logged_part(enc, "Bandit picks up Knife"));
}

// A character whose weapon is its own stats drops it as a whole: disarmed,
// it attacks unarmed (a d4) until it picks it up.
TEST(FactionsGrab, ADisarmedCharacterFightsUnarmed) {
    Encounter enc = brawl();
    enc.find_unit("bandit")->stats["damage_die"] = 6;
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, end_turn("theobald")));
    // Theobald has taken his turn and cannot react: the save comes at once.
    TakeAction disarm = deed("bandit", "disarm", "theobald");
    disarm.rolls = {13}; // over STR 12
    ASSERT_TRUE(run(enc, disarm));
    EXPECT_TRUE(logged_part(enc, "Theobald fails the save and drops its weapon"));
    EXPECT_TRUE(has_condition(*enc.find_unit("theobald"), "disarmed"));
    EXPECT_EQ(predicted(enc, "theobald", "bandit").check.damage_dice, (std::vector<int>{4}));
    EXPECT_EQ(predicted(enc, "theobald", "bandit").check.damage, 0); // no +1 unarmed
}

// The file keeps a dropped weapon and a non-lethal attack waiting for its
// answer; a file written before them (no "dropped", "action" or "item")
// loads with nothing dropped and a hit that deals damage.
TEST(FactionsGrab, TheFileKeepsDroppedWeaponsAndPendingGrapples) {
    Encounter enc = brawl();
    enc.find_unit("bandit")->weapons = {Weapon{"Club", WeaponKind::Melee, {{"damage_die", 6}}}};
    ASSERT_TRUE(run(enc, players_first()));
    ASSERT_TRUE(run(enc, deed("theobald", "disarm", "bandit", "Club")));
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    ASSERT_TRUE(back.value().combat.pending.has_value());
    EXPECT_EQ(back.value().combat.pending->action, "disarm");
    EXPECT_EQ(back.value().combat.pending->item, "Club");
    Encounter again = back.value();
    ASSERT_TRUE(run(again, answer("", {19}, false)));
    EXPECT_TRUE(find_weapon(*again.find_unit("bandit"), "Club")->dropped);
    auto saved = io::read_encounter(io::write_encounter(again));
    ASSERT_TRUE(saved) << saved.reason();
    EXPECT_TRUE(find_weapon(*saved.value().find_unit("bandit"), "Club")->dropped);

    nlohmann::json old = nlohmann::json::parse(io::write_encounter(enc));
    old["combat"]["pending"].erase("action");
    old["combat"]["pending"].erase("item");
    auto older = io::read_encounter(old.dump());
    ASSERT_TRUE(older) << older.reason();
    EXPECT_TRUE(older.value().combat.pending->action.empty());
    EXPECT_TRUE(older.value().combat.pending->item.empty());
    nlohmann::json old_weapon = nlohmann::json::parse(io::write_encounter(again));
    for (auto& u : old_weapon["units"]) {
        for (auto& w : u.value("weapons", nlohmann::json::array())) {
            EXPECT_TRUE(w.contains("dropped") == (w["name"] == "Club"));
        }
        if (u.contains("weapons")) {
            for (auto& w : u["weapons"]) {
                w.erase("dropped");
            }
        }
    }
    auto undropped = io::read_encounter(old_weapon.dump());
    ASSERT_TRUE(undropped) << undropped.reason();
    EXPECT_FALSE(find_weapon(*undropped.value().find_unit("bandit"), "Club")->dropped);
}

// The odds panel: a grapple hits without a roll and the bandit (STR 10)
// fails its save on 11 to 20: grabbed 1 time in 2. Unseen (concealed), a
// WIT save of 12 first: 12/20 x 10/20 = 30%.
TEST(FactionsGrab, TheOddsAreOfTheEffectNotOfDamage) {
    Encounter enc = brawl();
    const AttackPrediction plain = predicted(enc, "theobald", "bandit", "grapple");
    EXPECT_EQ(plain.effect(), (Chance{1, 2}));
    EXPECT_EQ(odds_summary(plain), "Hit 100%; Bandit is grabbed 50%");
    EXPECT_EQ(roll_needed(plain.check), "The attack hits without a roll under these rules; no "
                                        "damage: a STR save (d20, 10 or less) or Bandit is "
                                        "grabbed");
    enc.find_unit("bandit")->conditions.insert("concealed");
    const AttackPrediction unseen = predicted(enc, "theobald", "bandit", "grapple");
    EXPECT_EQ(unseen.effect().value(), 0.3);
    EXPECT_EQ(odds_summary(unseen), "Hit 60% (3/5); Bandit is grabbed 30%");
}
