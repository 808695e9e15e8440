// freehits flanking and unit facing (issue 14; seed 001 "Flanking": "When
// attacking a unit from behind, you gain a +1 bonus to accuracy").
#include "fight_builder.h"

#include "io/command_json.h"
#include "io/encounter_json.h"
#include "rules/attack_prediction.h"
#include "rules/freehits/freehits_attack.h"
#include "units/facing.h"

#include <nlohmann/json.hpp>

using namespace skirmish;
using namespace skirmish::test_support;

namespace {

/// Roland (Accuracy 3) next to an orc (Agility 1) on C3, Roland placed at
/// `roland`: the orc is hit on 11, from behind on 11 with Accuracy 4.
Encounter flank_fight(const char* roland) {
    Encounter enc = make_fight(
        RulesetId::Freehits, {"players", "orcs"},
        {{"roland",
          "players",
          roland,
          {{"agility", 3}, {"accuracy", 3}, {"damage", 5}, {"hp", 20}}},
         {"orc", "orcs", "C3", {{"agility", 1}, {"accuracy", 2}, {"damage", 4}, {"hp", 30}}}});
    EXPECT_TRUE(run(enc, StartCombat{}));
    return enc;
}

int accuracy_bonus(const Encounter& enc) {
    return predicted(enc, "roland", "orc").check.bonus();
}

} // namespace

TEST(Facing, NamesStepsAndTurns) {
    EXPECT_EQ(parse_facing("NE"), Facing::NE);
    EXPECT_EQ(parse_facing("sw"), Facing::SW);
    EXPECT_FALSE(parse_facing("north"));
    EXPECT_EQ(turned(Facing::N, 1), Facing::NE);
    EXPECT_EQ(turned(Facing::N, -1), Facing::NW);
    EXPECT_EQ(turned(Facing::NW, 2), Facing::NE);
    EXPECT_EQ(step_of(Facing::N).dy, -1); // north is up the map
    for (int i = 0; i < 8; ++i) {
        const auto f = static_cast<Facing>(i);
        EXPECT_EQ(parse_facing(to_string(f)), f);
        EXPECT_EQ(facing_of_step(step_of(f).dx, step_of(f).dy), f);
        // Of the 8 neighbours, exactly the 3 at its back are behind.
        int behind = 0;
        for (int k = 0; k < 8; ++k) {
            const FacingStep s = step_of(static_cast<Facing>(k));
            behind += is_behind(f, s.dx, s.dy);
        }
        EXPECT_EQ(behind, 3) << to_string(f);
        EXPECT_TRUE(is_behind(f, -step_of(f).dx, -step_of(f).dy));
    }
}

// Seed 001 "Flanking": +1 accuracy from behind; none from the front or the
// side, and none against a unit with no facing.
TEST(FreehitsFlanking, PlusOneAccuracyOnlyFromBehind) {
    // The orc on C3 faces north; Roland stands on each neighbour in turn.
    struct Case {
        const char* square;
        bool behind;
    };
    for (const Case& c :
         {Case{"B2", false}, Case{"C2", false}, Case{"D2", false}, Case{"B3", false},
          Case{"D3", false}, Case{"B4", true}, Case{"C4", true}, Case{"D4", true}}) {
        Encounter enc = flank_fight(c.square);
        EXPECT_EQ(accuracy_bonus(enc), 3) << c.square << ": the orc has no facing yet";
        ASSERT_TRUE(run(enc, FaceUnit{"orc", Facing::N}));
        EXPECT_EQ(accuracy_bonus(enc), c.behind ? 4 : 3) << c.square;
        EXPECT_EQ(attacked_from_behind(*enc.find_unit("roland"), *enc.find_unit("orc")), c.behind)
            << c.square;
    }
}

// The modifier is named with its seed section, and an entered roll that
// needs it hits: 7 + 4 = 11 against Agility 1 + 10.
TEST(FreehitsFlanking, AnEnteredRollHitsOnlyWithTheBonus) {
    Encounter enc = flank_fight("C4");
    ASSERT_TRUE(run(enc, FaceUnit{"orc", Facing::N}));
    const AttackPrediction p = predicted(enc, "roland", "orc");
    bool named = false;
    for (const auto& m : p.check.modifiers) {
        named |= m.source == "seed 001 \"Flanking\"" && m.value == 1;
    }
    EXPECT_TRUE(named);
    TakeAction a;
    a.unit = "roland";
    a.action = "attack";
    a.target = "orc";
    a.rolls = {7};
    ASSERT_TRUE(run(enc, a));
    EXPECT_EQ(enc.find_unit("orc")->stats.at("hp"), 25);

    // The same roll from the front misses.
    Encounter front = flank_fight("C2");
    ASSERT_TRUE(run(front, FaceUnit{"orc", Facing::N}));
    ASSERT_TRUE(run(front, a));
    EXPECT_EQ(front.find_unit("orc")->stats.at("hp"), 30);
}

// Turning is a command: undoable, refused when nothing changes, saved in
// the file (written only when set; older files load with no facing), and
// readable by `skirmish-cli play`.
TEST(Facing, TurningIsACommandThatSavesAndUndoes) {
    Encounter enc = flank_fight("C4");
    auto done = execute(enc, FaceUnit{"orc", Facing::SE});
    ASSERT_TRUE(done.ok()) << done.reason();
    EXPECT_EQ(enc.find_unit("orc")->facing, Facing::SE);
    auto again = execute(enc, FaceUnit{"orc", Facing::SE});
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.reason(), "Orc already faces SE");
    revert_all(enc, done.value());
    EXPECT_FALSE(enc.find_unit("orc")->facing.has_value());
    apply_all(enc, done.value());
    EXPECT_EQ(enc.find_unit("orc")->facing, Facing::SE);

    const std::string text = io::write_encounter(enc);
    const auto doc = nlohmann::json::parse(text);
    for (const auto& u : doc["units"]) {
        EXPECT_EQ(u.contains("facing"), u["id"] == "orc");
    }
    auto back = io::read_encounter(text);
    ASSERT_TRUE(back.ok()) << back.reason();
    EXPECT_EQ(back.value().find_unit("orc")->facing, Facing::SE);

    auto bad = nlohmann::json::parse(text);
    bad["units"][1]["facing"] = "up";
    auto refused = io::read_encounter(bad.dump());
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.reason().find("units[1].facing"), std::string::npos) << refused.reason();

    auto cmd =
        io::read_command(nlohmann::json::parse(R"({"cmd": "face", "unit": "orc", "facing": "w"})"));
    ASSERT_TRUE(cmd.ok()) << cmd.reason();
    ASSERT_TRUE(std::holds_alternative<FaceUnit>(cmd.value()));
    EXPECT_EQ(std::get<FaceUnit>(cmd.value()).facing, Facing::W);
    auto clear = io::read_command(nlohmann::json::parse(R"({"cmd": "face", "unit": "orc"})"));
    ASSERT_TRUE(clear.ok());
    EXPECT_FALSE(std::get<FaceUnit>(clear.value()).facing.has_value());
}

// A unit with a facing turns to face the way it last stepped, in and out
// of a fight (one undo step with the move); one without stays without.
TEST(Facing, AMoveTurnsAUnitThatHasAFacing) {
    Encounter enc = flank_fight("C5");
    // In the fight: Roland (no facing) moves; nothing is set.
    ASSERT_TRUE(run(enc, MoveUnit{"roland", *parse_label("E5")}));
    EXPECT_FALSE(enc.find_unit("roland")->facing.has_value());
    ASSERT_TRUE(run(enc, FaceUnit{"roland", Facing::W}));
    auto moved = execute(enc, MoveUnit{"roland", *parse_label("F6")});
    ASSERT_TRUE(moved.ok()) << moved.reason();
    EXPECT_EQ(enc.find_unit("roland")->facing, Facing::SE);
    revert_all(enc, moved.value());
    EXPECT_EQ(enc.find_unit("roland")->facing, Facing::W);
    EXPECT_EQ(to_label(enc.find_unit("roland")->cell), "E5");

    // Out of a fight, the same.
    Encounter calm = make_fight(RulesetId::Freehits, {"players", "orcs"},
                                {{"roland", "players", "B2", {{"agility", 3}}}});
    ASSERT_TRUE(run(calm, FaceUnit{"roland", Facing::N}));
    ASSERT_TRUE(run(calm, MoveUnit{"roland", *parse_label("B5")}));
    EXPECT_EQ(calm.find_unit("roland")->facing, Facing::S);
    // A GM placement (free) keeps the facing.
    MoveUnit drop{"roland", *parse_label("H5")};
    drop.free = true;
    ASSERT_TRUE(run(calm, drop));
    EXPECT_EQ(calm.find_unit("roland")->facing, Facing::S);
}
