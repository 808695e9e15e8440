// freehits summons bound to their summoner (issue 14; seed 001 "Summoning
// Slots", "Thralling", "Summoning Sickness", "Feats": Legion leader).
#include "fight_builder.h"
#include "test_helpers.h"

#include "io/encounter_json.h"
#include "rules/summons.h"

#include <algorithm>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Mira (a level 2 summoner) and her ally Tam on the heroes' side, a bandit
/// far off.
Encounter coven() {
    return make_fight(RulesetId::Freehits, {"heroes", "bandits"},
                      {{"mira", "heroes", "B2", {{"agility", 2}, {"level", 2}, {"hp", 10}}},
                       {"tam", "heroes", "C2", {{"agility", 1}, {"hp", 10}}},
                       {"cutter", "bandits", "J10", {{"agility", 0}, {"hp", 10}}}});
}

Unit summon(const std::string& id, const char* cell, const std::string& by = "mira") {
    Unit u{id, id, "heroes", *parse_label(cell)};
    u.stats = {{"hp", 4}};
    u.summoner = by;
    return u;
}

} // namespace

// "The number of summoning slots you have is equal to your level";
// "Legion leader: gain 2 extra summoning slots."
TEST(FreehitsSummons, ASummonerHoldsAsManySummonsAsItsLevel) {
    Encounter enc = coven();
    ASSERT_TRUE(run(enc, PlaceUnit{summon("imp1", "B4")}));
    ASSERT_TRUE(run(enc, PlaceUnit{summon("imp2", "C4")}));
    std::string why = refused(enc, PlaceUnit{summon("imp3", "D4")});
    EXPECT_TRUE(contains(why, "Mira has 2 summoning slots, all taken")) << why;
    EXPECT_TRUE(contains(why, "seed 001 \"Summoning Slots\"")) << why;
    // Tam (level 1 by default) holds one.
    ASSERT_TRUE(run(enc, PlaceUnit{summon("imp3", "D4", "tam")}));
    EXPECT_TRUE(
        contains(refused(enc, PlaceUnit{summon("imp4", "E4", "tam")}), "1 summoning slot,"));
    enc.find_unit("mira")->specials.insert("Legion leader");
    EXPECT_EQ(summoning_slots(enc, *enc.find_unit("mira")), 4);
    ASSERT_TRUE(run(enc, PlaceUnit{summon("imp4", "E4")}));
    EXPECT_EQ(summons_of(enc, "mira").size(), 3U);
    // Of the summoner's side, and not itself; an edit is held to the same.
    Unit turned = *enc.find_unit("imp1");
    turned.side = "bandits";
    EXPECT_TRUE(contains(refused(enc, EditUnit{turned}), "must be of Mira's side"));
    Unit own = *enc.find_unit("tam");
    own.summoner = "tam";
    EXPECT_TRUE(contains(refused(enc, EditUnit{own}), "its own summoner"));
    // Not under a ruleset without summons.
    Encounter phases = make_fight(RulesetId::Phases, {"heroes"}, {{"mira", "heroes", "B2"}});
    EXPECT_TRUE(contains(refused(phases, PlaceUnit{summon("imp1", "B4")}), "No unit is summoned"));
}

// "Un-thralled summoned units cast outside of battle only persist until the
// commencement of a battle. Un-thralled units summoned during a battle
// vanish at the battle's conclusion. ... To retain them, you must pay the
// unit's thrall cost." "Summoning Sickness": one summoned in the fight
// cannot act in its first round.
TEST(FreehitsSummons, UnthralledSummonsVanishAsTheBattleBeginsAndEnds) {
    Encounter enc = coven();
    ASSERT_TRUE(run(enc, PlaceUnit{summon("wisp", "B4")}));
    Unit kept = summon("golem", "C4");
    kept.thralled = true;
    ASSERT_TRUE(run(enc, PlaceUnit{kept}));
    ASSERT_TRUE(run(enc, StartCombat{}));
    EXPECT_EQ(enc.find_unit("wisp"), nullptr); // cast outside the battle
    ASSERT_NE(enc.find_unit("golem"), nullptr);
    EXPECT_TRUE(std::any_of(enc.log.begin(), enc.log.end(), [](const LogEntry& e) {
        return e.text == "wisp vanishes as the battle begins: it is not thralled (seed 001 "
                         "\"Thralling\")";
    }));
    // Summoned in the fight: sick for its first round, gone at the end.
    ASSERT_TRUE(run(enc, PlaceUnit{summon("imp", "D4")}));
    EXPECT_TRUE(has_condition(*enc.find_unit("imp"), "summoned"));
    ASSERT_TRUE(run(enc, EndCombat{}));
    EXPECT_EQ(enc.find_unit("imp"), nullptr);
    ASSERT_NE(enc.find_unit("golem"), nullptr);
    EXPECT_TRUE(contains(enc.log.back().text, "imp vanishes as the battle ends"));
}

// Settled: removing the summoner frees its summons, which stay; a file
// names a summoner that is on the map, and a copy fills no slot.
TEST(FreehitsSummons, SummonsInTheFile) {
    Encounter enc = coven();
    ASSERT_TRUE(run(enc, PlaceUnit{summon("imp", "B4")}));
    enc.find_unit("imp")->thralled = true;
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back) << back.reason();
    EXPECT_EQ(back.value().find_unit("imp")->summoner, "mira");
    EXPECT_TRUE(back.value().find_unit("imp")->thralled);
    nlohmann::json doc = nlohmann::json::parse(io::write_encounter(enc));
    doc["units"][3]["summoner"] = "nobody";
    auto bad = io::read_encounter(doc.dump());
    ASSERT_FALSE(bad);
    EXPECT_TRUE(contains(bad.reason(), "units[3].summoner")) << bad.reason();
    ASSERT_TRUE(run(enc, RemoveUnit{"mira"}));
    ASSERT_NE(enc.find_unit("imp"), nullptr);
    EXPECT_TRUE(enc.find_unit("imp")->summoner.empty());
    EXPECT_TRUE(io::read_encounter(io::write_encounter(enc)));
}

// A summoner keeps its summons' side: it may not change sides while it
// holds them. A bound summon may not be rebound past the slots either.
TEST(FreehitsSummons, EditsKeepTheBond) {
    Encounter enc = coven();
    enc.find_unit("mira")->stats["level"] = 1;
    ASSERT_TRUE(run(enc, PlaceUnit{summon("imp", "B4")}));
    Unit turned = *enc.find_unit("mira");
    turned.side = "bandits";
    EXPECT_TRUE(contains(refused(enc, EditUnit{turned}), "holds summons"));
    Unit tam = *enc.find_unit("tam");
    tam.summoner = "mira";
    EXPECT_TRUE(contains(refused(enc, EditUnit{tam}), "1 summoning slot, all taken"));
    Unit freed = *enc.find_unit("imp");
    freed.summoner.clear();
    ASSERT_TRUE(run(enc, EditUnit{freed}));
    EXPECT_TRUE(run(enc, EditUnit{turned}));
}

// A summoned mount vanishes with its rider set down first; a summoned
// rider goes before its summoned mount, whatever their order in the file.
// The fight's order holds neither, and the file saved after reloads.
TEST(FreehitsSummons, SummonedMountsAndRidersVanishInAnyOrder) {
    for (const bool rider_first : {true, false}) {
        Encounter enc = coven();
        Unit steed = summon("steed", "E5");
        Unit hob = summon("hob", "E5");
        hob.mount = "steed";
        enc.find_unit("mira")->stats["level"] = 3;
        if (rider_first) {
            enc.units.push_back(hob);
            enc.units.push_back(steed);
        } else {
            enc.units.push_back(steed);
            enc.units.push_back(hob);
        }
        ASSERT_TRUE(io::read_encounter(io::write_encounter(enc)));
        ASSERT_TRUE(run(enc, StartCombat{}));
        EXPECT_EQ(enc.find_unit("steed"), nullptr) << rider_first;
        EXPECT_EQ(enc.find_unit("hob"), nullptr) << rider_first;
        EXPECT_EQ(std::count(enc.combat.order.begin(), enc.combat.order.end(), "steed"), 0);
        auto back = io::read_encounter(io::write_encounter(enc));
        EXPECT_TRUE(back) << back.reason();
    }
    // A rider that is not a summon gets down and stays.
    Encounter enc = coven();
    enc.units.push_back(summon("steed", "E5"));
    enc.find_unit("tam")->cell = *parse_label("E5");
    enc.find_unit("tam")->mount = "steed";
    ASSERT_TRUE(run(enc, StartCombat{}));
    EXPECT_EQ(enc.find_unit("steed"), nullptr);
    ASSERT_NE(enc.find_unit("tam"), nullptr);
    EXPECT_TRUE(enc.find_unit("tam")->mount.empty());
}

// A ruleset change that ends the fight ends it for the summons too.
TEST(FreehitsSummons, EndingTheFightByARulesetChangeDismissesThem) {
    Encounter enc = coven();
    ASSERT_TRUE(run(enc, StartCombat{}));
    ASSERT_TRUE(run(enc, PlaceUnit{summon("imp", "D4")}));
    EncounterSettings s = enc.settings();
    s.ruleset = RulesetId::Sides;
    EditSettings change{s};
    change.end_fight = true;
    ASSERT_TRUE(run(enc, change));
    EXPECT_FALSE(enc.combat.active);
    EXPECT_EQ(enc.find_unit("imp"), nullptr);
}
