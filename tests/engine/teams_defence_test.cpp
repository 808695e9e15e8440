// Answering a hit in `teams` (seed 004 "Actions in Combat", Table:
// Reactions; "Defensive Actions"; "Damage"): dodge, parry and block, each
// for 1 stamina and the reaction, before the damage lands (issue 13,
// section 1: "Reactions to an attack ... dodge ... shields").
#include "fight_builder.h"

#include "io/encounter_json.h"
#include "rules/reactions.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Boudica's spear from seed 004 "Attacks" (d6 + d6 + 1, damage 4,
/// critical 8 on 19+) against a guard with evasion 6 and deflection 2.
Encounter fight(std::vector<std::pair<std::string, int>> guard_stats = {}) {
    std::vector<std::pair<std::string, int>> stats = {
        {"evasion", 6}, {"deflection", 2}, {"endurance", 20}, {"health", 10}, {"stamina", 2}};
    for (const auto& s : guard_stats) {
        auto it =
            std::find_if(stats.begin(), stats.end(), [&](auto& x) { return x.first == s.first; });
        if (it != stats.end()) {
            it->second = s.second;
        } else {
            stats.push_back(s);
        }
    }
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"boudica",
                                 "players",
                                 "B2",
                                 {{"attribute_die", 6},
                                  {"combat_die", 6},
                                  {"proficiency", 1},
                                  {"damage", 4},
                                  {"critical", 19},
                                  {"critical_damage", 8}}},
                                {"guard", "guards", "C2", stats}});
    StartCombat s;
    s.setup.initiator = "players";
    s.setup.attacked = "guards";
    run(enc, s);
    run(enc, SetDiceMode{"entered"});
    return enc;
}

/// Boudica's attack with the dice 4 + 3 and the luck die `luck`: a result
/// of 8, 12 damage before the guard's deflection.
TakeAction spear(int luck = 10) {
    return TakeAction{"boudica", "attack", "", "guard", {4, 3, luck}};
}

int stat_or_zero(const Encounter& enc, const std::string& unit, const std::string& s) {
    return stat_of(*enc.find_unit(unit), s);
}

} // namespace

// "Dodge: Spend 1 stamina to attempt to avoid an attack by making a test";
// settled: the test must reach the attack test's result (8 here).
TEST(TeamsDefence, ADodgeThatReachesTheAttacksResultAvoidsIt) {
    Encounter enc = fight();
    ASSERT_TRUE(run(enc, spear()));
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->held, (HeldHit{8, 12}));
    EXPECT_TRUE(logged(enc,
                       "Guard is hit by Boudica: 10 damage (12 before deflection), unless Guard "
                       "dodges (a test of 8 or more), parries or blocks"));
    EXPECT_EQ(refused(enc, answer("dodge")), "Enter the total of Guard's dodge test (one number)");
    ASSERT_TRUE(run(enc, answer("dodge", {8})));
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 20);
    EXPECT_EQ(stat_or_zero(enc, "guard", "stamina"), 1);
    EXPECT_EQ(left(enc, "guard", "reaction"), 0);
    EXPECT_TRUE(logged(enc, "Guard avoids the attack"));
    EXPECT_EQ(enc.log.back().missed, "guard"); // floats "missed" over the guard
    EXPECT_FALSE(enc.combat.pending);
}

TEST(TeamsDefence, AShortDodgeTakesTheHit) {
    Encounter enc = fight();
    ASSERT_TRUE(run(enc, spear()));
    ASSERT_TRUE(run(enc, answer("dodge", {7})));
    EXPECT_TRUE(logged(enc, "Guard fails to dodge"));
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 10); // 8 + 4 - 2
    EXPECT_EQ(stat_or_zero(enc, "guard", "stamina"), 1);
}

// Guard: "a +1 bonus to all defences and defence tests until next turn":
// the same 7 now reaches the 8 the attack needs against evasion 7.
TEST(TeamsDefence, GuardAddsOneToTheDodgeTest) {
    Encounter enc = fight();
    enc.find_unit("guard")->conditions.insert("guarding");
    ASSERT_TRUE(run(enc, spear()));
    ASSERT_TRUE(run(enc, answer("dodge", {7})));
    EXPECT_TRUE(logged(enc, "Guard dodges with 8 (+1 on Guard) against the attack's 8"));
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 20);
}

// "if your luck roll is greater than or equal to the weapon's critical
// threshold, the attack cannot miss": no dodge, but a parry still helps.
TEST(TeamsDefence, ACriticalCannotBeDodgedButCanBeParried) {
    Encounter enc = fight();
    ASSERT_TRUE(run(enc, spear(19)));
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_TRUE(enc.combat.pending->critical);
    EXPECT_EQ(enc.combat.pending->held->raw, 16); // 8 + the critical damage 8
    EXPECT_EQ(refused(enc, answer("dodge", {20})),
              "A critical hit cannot miss: a dodge cannot avoid it");
    const TurnContext ctx(enc, false);
    const auto options = answer_options(ctx, *enc.combat.pending);
    ASSERT_EQ(options.size(), 4u);
    EXPECT_FALSE(options[0].available);
    EXPECT_TRUE(options[1].available);
    EXPECT_EQ(options[2].reason, "Guard wields no item with the block property (stat block)");
    EXPECT_EQ(options[3].reason,
              "No ally next to Guard has its reaction and 1 stamina to Intercept");
    ASSERT_TRUE(run(enc, answer("parry")));
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 7); // 16 - (2 + 1)
}

// "If that item has a parry value, add it to your physical defense. If it
// does not, add 1 instead. After you parry, that item receives 1 damage to
// its durability." "Items that are broken (have zero durability) cannot be
// used to block or parry."
TEST(TeamsDefence, AParryAddsTheItemsValueAndWearsItDown) {
    Encounter enc = fight({{"parry", 3}, {"parry_durability", 1}});
    ASSERT_TRUE(run(enc, spear()));
    ASSERT_TRUE(run(enc, answer("parry")));
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 13); // 12 - (2 + 3)
    EXPECT_EQ(stat_or_zero(enc, "guard", "parry_durability"), 0);
    EXPECT_TRUE(logged(enc, "Guard parries: deflection +3, 7 damage (the item's broken)"));
    // Next round, the reaction is back but the item is broken.
    ASSERT_TRUE(run(enc, end_turn("boudica")));
    ASSERT_TRUE(run(enc, act("guard", "other")));
    ASSERT_TRUE(run(enc, end_turn("guard")));
    ASSERT_TRUE(run(enc, NextRound{}));
    ASSERT_TRUE(run(enc, spear()));
    EXPECT_EQ(refused(enc, answer("parry")), "Guard's parrying item is broken");
    // Without a listed durability an item has 4 ("Otherwise ... 4").
    enc.find_unit("guard")->stats.erase("parry_durability");
    ASSERT_TRUE(run(enc, answer("parry")));
    EXPECT_EQ(stat_or_zero(enc, "guard", "parry_durability"), 3);
}

// "Reduce the damage by the item's block value instead of your damage
// reduction, then deal the remaining damage to the item's durability to a
// minimum of 1." 12 - 5 = 7 to a shield of durability 10.
TEST(TeamsDefence, ABlockSendsTheDamageToTheShield) {
    Encounter enc = fight({{"block", 5}, {"block_durability", 10}});
    ASSERT_TRUE(run(enc, spear()));
    ASSERT_TRUE(run(enc, answer("block")));
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 20);
    EXPECT_EQ(stat_or_zero(enc, "guard", "block_durability"), 3);
    EXPECT_EQ(stat_or_zero(enc, "guard", "stamina"), 1);
    EXPECT_TRUE(logged(enc, "Guard blocks: the item takes 7 (durability 3 left)"));
}

// "If an item you are blocking with would be dealt damage from an attack in
// excess of its durability, the excess damage is dealt directly to you":
// 7 against durability 3 breaks it and 4 go through, not reduced again.
TEST(TeamsDefence, TheExcessPastABlockHitsTheBlocker) {
    Encounter enc = fight({{"block", 5}, {"block_durability", 3}});
    ASSERT_TRUE(run(enc, spear()));
    ASSERT_TRUE(run(enc, answer("block")));
    EXPECT_EQ(stat_or_zero(enc, "guard", "block_durability"), 0);
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 16);
    EXPECT_TRUE(logged(enc, "4 damage goes past the item to Guard"));
    // A block value above the damage still costs the item 1.
    Encounter small = fight({{"block", 30}, {"block_durability", 2}});
    ASSERT_TRUE(run(small, spear()));
    ASSERT_TRUE(run(small, answer("block")));
    EXPECT_EQ(stat_or_zero(small, "guard", "block_durability"), 1);
}

// Each answer is the reaction of that name: without stamina (or with the
// round's reaction spent) the hit lands at once; a unit that keeps no
// stamina answers with its reaction alone.
TEST(TeamsDefence, OnlyAUnitWithAReactionAndStaminaIsAsked) {
    Encounter tired = fight({{"stamina", 0}});
    ASSERT_TRUE(run(tired, spear()));
    EXPECT_FALSE(tired.combat.pending);
    EXPECT_EQ(stat_or_zero(tired, "guard", "endurance"), 10);

    Encounter untracked = fight();
    untracked.find_unit("guard")->stats.erase("stamina");
    ASSERT_TRUE(run(untracked, spear()));
    ASSERT_TRUE(untracked.combat.pending);
    ASSERT_TRUE(run(untracked, answer("dodge", {9})));
    EXPECT_EQ(stat_or_zero(untracked, "guard", "endurance"), 20);
    // Its reaction is spent: the second attack lands at once.
    ASSERT_TRUE(run(untracked, spear()));
    EXPECT_FALSE(untracked.combat.pending);
    EXPECT_EQ(stat_or_zero(untracked, "guard", "endurance"), 12); // 4 + 3 + 1 - 2 (penalty) + 4 - 2
}

// "Intercept ... then may take any defensive action as a free reaction":
// the interceptor, hit in its ally's place, may still parry.
TEST(TeamsDefence, AnInterceptorMayAnswerTheHitForFree) {
    Encounter enc = make_fight(RulesetId::Teams, {"players", "guards"},
                               {{"roland", "players", "B2", {{"stamina", 2}, {"endurance", 10}}},
                                {"petra", "players", "B3", {{"endurance", 10}}},
                                {"guard", "guards", "C3", {{"damage", 2}}}});
    StartCombat s;
    s.setup.initiator = "guards";
    ASSERT_TRUE(run(enc, s));
    ASSERT_TRUE(run(enc, SetDiceMode{"entered"}));
    ASSERT_TRUE(run(enc, Intercept{"roland", "petra"}));
    EXPECT_EQ(left(enc, "roland", "reaction"), 0);
    ASSERT_TRUE(run(enc, TakeAction{"guard", "attack", "", "roland", {5, 4, 10}}));
    ASSERT_TRUE(enc.combat.pending);
    ASSERT_TRUE(run(enc, answer("parry")));
    EXPECT_TRUE(logged(enc, "Roland takes Parry as the free reaction of its Intercept"));
    EXPECT_EQ(stat_or_zero(enc, "roland", "endurance"), 0); // 9 + 2 - 1: 10 damage
    EXPECT_EQ(stat_or_zero(enc, "roland", "stamina"), 0);   // 1 for the Intercept, 1 for the Parry
}

namespace {

/// Petra (no stamina: she cannot defend herself) next to Roland, whose
/// stamina is `stamina`; the guard's attack on Petra, 5 + 4 with damage 2:
/// a result of 9 and 11 damage before deflection.
Encounter petra_hit(int stamina) {
    Encounter enc = make_fight(
        RulesetId::Teams, {"players", "guards"},
        {{"roland", "players", "B2", {{"stamina", stamina}, {"endurance", 10}, {"deflection", 3}}},
         {"petra", "players", "B3", {{"stamina", 0}, {"endurance", 10}, {"deflection", 1}}},
         {"far", "players", "H8", {{"stamina", 2}, {"endurance", 10}}},
         {"guard", "guards", "C3", {{"damage", 2}}}});
    StartCombat s;
    s.setup.initiator = "guards";
    run(enc, s);
    run(enc, SetDiceMode{"entered"});
    run(enc, TakeAction{"guard", "attack", "", "petra", {5, 4, 10}});
    return enc;
}

Respond intercept_by(const std::string& ally) {
    Respond r = answer("intercept");
    r.unit = ally;
    return r;
}

} // namespace

// Table: Reactions: "Intercept | Spend 1 stamina to move and displace an
// ally replacing them as a target, then may take any defensive action as a
// free reaction". Petra cannot answer the hit herself, but Roland next to
// her may: the hit waits, Roland takes her square and the hit (its result
// stands, his deflection 3 instead of her 1: 8 damage), and parries it for
// free.
TEST(TeamsDefence, AnAllyInterceptsAWaitingHitAndParriesIt) {
    Encounter enc = petra_hit(2);
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->by, "petra");
    EXPECT_TRUE(logged_part(enc, "Petra is hit by Guard: 10 damage (11 before deflection)"));
    EXPECT_TRUE(logged_part(enc, "or an ally intercepts"));
    const TurnContext ctx(enc, false);
    const auto options = answer_options(ctx, *enc.combat.pending);
    ASSERT_EQ(options.size(), 4u);
    EXPECT_EQ(options[0].reason, "Petra has no reaction or stamina left");
    EXPECT_TRUE(options[3].available);
    EXPECT_EQ(options[3].units, std::vector<std::string>{"roland"}); // not Far, nor the guard
    EXPECT_NE(refused(enc, intercept_by("far")).find("Far cannot Intercept"), std::string::npos);

    ASSERT_TRUE(run(enc, intercept_by("roland")));
    EXPECT_TRUE(logged(enc, "Roland takes Petra's place as the target (1 stamina)"));
    EXPECT_EQ(to_label(enc.find_unit("roland")->cell), "B3");
    EXPECT_EQ(to_label(enc.find_unit("petra")->cell), "B2");
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->by, "roland");
    EXPECT_EQ(enc.combat.pending->damage, 8);
    ASSERT_TRUE(run(enc, answer("parry")));
    EXPECT_TRUE(logged(enc, "Roland takes Parry as the free reaction of its Intercept"));
    EXPECT_EQ(stat_or_zero(enc, "roland", "endurance"), 3); // 8 - 1 for the parry
    EXPECT_EQ(stat_or_zero(enc, "roland", "stamina"), 0);
    EXPECT_EQ(stat_or_zero(enc, "petra", "endurance"), 10);
}

// With no stamina left for a defence after the Intercept, the hit lands on
// the interceptor at once.
// Petra, able to defend herself, stands next to him after the swap, but
// the hit is intercepted only once.
TEST(TeamsDefence, AnInterceptorWithoutADefenceLeftTakesTheHit) {
    Encounter enc = petra_hit(1);
    enc.find_unit("petra")->stats["stamina"] = 2;
    ASSERT_TRUE(run(enc, intercept_by("roland")));
    EXPECT_FALSE(enc.combat.pending);
    EXPECT_TRUE(logged(enc, "Roland can give no defence and takes the hit"));
    EXPECT_EQ(stat_or_zero(enc, "roland", "endurance"), 2); // 11 - 3
    EXPECT_EQ(stat_or_zero(enc, "petra", "endurance"), 10);
    EXPECT_EQ(enc.combat.turn_of("roland")->mark("free_defence"), 0); // it was for this hit
}

// The attacker is no interceptor of its own blow: Roland striking Petra
// (who cannot defend herself) lands at once, with no one else beside her.
TEST(TeamsDefence, TheAttackerCannotInterceptItsOwnBlow) {
    Encounter enc = petra_hit(2);
    ASSERT_TRUE(run(enc, answer("", {}, false))); // Petra takes the guard's hit
    ASSERT_TRUE(run(enc, end_turn("guard")));
    ASSERT_TRUE(run(enc, TakeAction{"roland", "attack", "", "petra", {5, 4, 10}}));
    EXPECT_FALSE(enc.combat.pending);
    EXPECT_FALSE(logged_part(enc, "Petra is hit by Roland")); // no answer asked for
}

// An intercepted hit is saved with who was first hit, and not offered for
// another Intercept; an older file without the field still loads.
TEST(TeamsDefence, AnInterceptedHitIsInterceptedOnlyOnce) {
    Encounter enc = petra_hit(2);
    enc.find_unit("petra")->stats["stamina"] = 2;
    ASSERT_TRUE(run(enc, intercept_by("roland")));
    ASSERT_TRUE(enc.combat.pending);
    EXPECT_EQ(enc.combat.pending->intercepted, "petra");
    EXPECT_FALSE(logged_part(enc, "Roland is hit by Guard: 8 damage (11 before deflection), unless "
                                  "Roland dodges (a test of 9 or more), parries or blocks, or"));
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().combat.pending, enc.combat.pending);
    EXPECT_NE(refused(back.value(), intercept_by("petra")).find("intercepted only once"),
              std::string::npos);
}

// "Normally, only physical and elemental damage can be reduced by
// deflection" (Table: Damage Types: Psychic is typeless).
TEST(TeamsDefence, TypelessDamageIgnoresDeflection) {
    Encounter enc = fight({{"stamina", 0}});
    enc.find_unit("boudica")->stats["typeless_damage"] = 1;
    const AttackPrediction p = predicted(enc, "boudica", "guard");
    EXPECT_EQ(p.check.reduction, 0);
    ASSERT_EQ(p.check.damage_modifiers.size(), 1u);
    EXPECT_NE(p.check.damage_modifiers[0].what.find("typeless"), std::string::npos);
    ASSERT_TRUE(run(enc, spear()));
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 8); // 8 + 4, no deflection
}

// The held hit is saved with the fight, undone with it, and an older file
// without it still loads.
TEST(TeamsDefence, AHeldHitIsSavedAndUndone) {
    Encounter enc = fight();
    ASSERT_TRUE(run(enc, spear()));
    const Encounter waiting = enc;
    auto back = io::read_encounter(io::write_encounter(waiting));
    ASSERT_TRUE(back);
    ASSERT_TRUE(back.value().combat.pending);
    EXPECT_EQ(back.value().combat.pending->held, (HeldHit{8, 12}));
    auto events = execute(enc, answer("parry"));
    ASSERT_TRUE(events);
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 11);
    revert_all(enc, events.value());
    EXPECT_EQ(enc.combat.pending, waiting.combat.pending);
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 20);
    EXPECT_EQ(stat_or_zero(enc, "guard", "stamina"), 2);
    EXPECT_FALSE(enc.find_unit("guard")->stats.contains("parry_durability"));
    // A file from before held hits: its pending reaction has no "held".
    std::string old = io::write_encounter(waiting);
    const auto at = old.find(",\n      \"held\"");
    ASSERT_NE(at, std::string::npos);
    old.erase(at, old.find('}', at) + 1 - at);
    auto older = io::read_encounter(old);
    ASSERT_TRUE(older) << older.reason();
    ASSERT_TRUE(older.value().combat.pending);
    EXPECT_FALSE(older.value().combat.pending->held);
}

// A GM override passes the rules' refusals, not an answer the rules do not
// have: "counter" is refused (it once reached the action table unchecked).
TEST(TeamsDefence, AnOverrideStillNeedsAKnownAnswer) {
    Encounter enc = fight();
    ASSERT_TRUE(run(enc, spear()));
    EXPECT_EQ(enc.combat.pending->damage, 10);
    EXPECT_EQ(refused(enc, override_of(answer("counter"))),
              "Answer a hit with \"dodge\", \"parry\", \"block\" or \"intercept\", not "
              "\"counter\"");
    // A critical cannot be dodged, but the GM may override that.
    Encounter crit = fight();
    ASSERT_TRUE(run(crit, spear(19)));
    ASSERT_TRUE(run(crit, override_of(answer("dodge", {20}))));
    EXPECT_EQ(stat_or_zero(crit, "guard", "endurance"), 20);
}

// Typeless damage skips deflection (seed 004 "Damage"), so a parry, which
// adds to deflection, lessens nothing.
TEST(TeamsDefence, AParryDoesNotLessenTypelessDamage) {
    Encounter enc = fight({{"parry", 3}});
    enc.find_unit("boudica")->stats["typeless_damage"] = 1;
    ASSERT_TRUE(run(enc, spear()));
    ASSERT_TRUE(run(enc, answer("parry")));
    EXPECT_EQ(stat_or_zero(enc, "guard", "endurance"), 8); // 8 + 4, nothing off
}
