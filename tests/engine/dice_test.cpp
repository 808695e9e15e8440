// Dice expressions, seeded rolls that replay, and GM-entered values.
#include "combat/dice.h"

#include <gtest/gtest.h>

#include <map>

using namespace skirmish;

TEST(DiceExpr, ParsesTheFormsOfTheIssue) {
    auto d20 = DiceExpr::parse("d20");
    ASSERT_TRUE(d20.ok());
    EXPECT_EQ(d20.value(), (DiceExpr{1, 20, std::nullopt, true, 0}));
    auto e = DiceExpr::parse("2d6+1");
    ASSERT_TRUE(e.ok());
    EXPECT_EQ(e.value(), (DiceExpr{2, 6, std::nullopt, true, 1}));
    e = DiceExpr::parse(" 3D6 - 2 ");
    ASSERT_TRUE(e.ok());
    EXPECT_EQ(e.value(), (DiceExpr{3, 6, std::nullopt, true, -2}));
    e = DiceExpr::parse("4d6kh3");
    ASSERT_TRUE(e.ok());
    EXPECT_EQ(e.value(), (DiceExpr{4, 6, 3, true, 0}));
    e = DiceExpr::parse("2d20kl1");
    ASSERT_TRUE(e.ok());
    EXPECT_EQ(e.value().text(), "2d20kl1");
    EXPECT_EQ(DiceExpr::parse("4d6kh3+1").value().text(), "4d6kh3+1");
}

TEST(DiceExpr, ClearErrorsAndLimits) {
    EXPECT_EQ(DiceExpr::parse("2d").reason(), "\"2d\" needs the number of sides, as in 2d6");
    EXPECT_EQ(DiceExpr::parse("101d6").reason(), "\"101d6\": roll 1 to 100 dice");
    EXPECT_EQ(DiceExpr::parse("d1001").reason(), "\"d1001\": dice have 2 to 1000 sides");
    EXPECT_EQ(DiceExpr::parse("d1").reason(), "\"d1\": dice have 2 to 1000 sides");
    EXPECT_EQ(DiceExpr::parse("3d6kh4").reason(), "\"3d6kh4\": keep 1 to 3 dice");
    EXPECT_EQ(DiceExpr::parse("2d6+x").reason(),
              "\"2d6+x\": the modifier must be a number up to 10000");
    EXPECT_EQ(DiceExpr::parse("2d6 lots").reason(), "\"2d6 lots\" has \"lots\" left over");
    EXPECT_FALSE(DiceExpr::parse("").ok());
    EXPECT_FALSE(DiceExpr::parse("fireball").ok());
    EXPECT_FALSE(DiceExpr::parse("99999999999d6").ok());
}

TEST(Dice, SeededRollsReplayFromSeedAndPosition) {
    Dice a(42);
    const DiceExpr e = DiceExpr::parse("3d6").value();
    std::vector<Roll> first;
    for (int i = 0; i < 5; ++i) {
        first.push_back(a.roll(e));
    }
    // Saved mid-fight: seed and position give the rest exactly.
    Dice b(42);
    for (int i = 0; i < 2; ++i) {
        EXPECT_EQ(b.roll(e), first[static_cast<std::size_t>(i)]);
    }
    Dice resumed(b.seed(), b.position());
    for (int i = 2; i < 5; ++i) {
        EXPECT_EQ(resumed.roll(e), first[static_cast<std::size_t>(i)]);
    }
    EXPECT_EQ(resumed.position(), a.position());
}

TEST(Dice, FacesAreInRangeAndRoughlyUniform) {
    Dice d(7);
    std::map<int, int> seen;
    const DiceExpr e = DiceExpr::parse("d6").value();
    for (int i = 0; i < 6000; ++i) {
        const Roll r = d.roll(e);
        ASSERT_GE(r.total, 1);
        ASSERT_LE(r.total, 6);
        ++seen[r.total];
    }
    for (int f = 1; f <= 6; ++f) {
        EXPECT_GT(seen[f], 850) << f;
        EXPECT_LT(seen[f], 1150) << f;
    }
}

TEST(Dice, KeepHighestAndModifiers) {
    const DiceExpr e = DiceExpr::parse("4d6kh3+1").value();
    auto r = Dice::entered(e, {2, 6, 1, 5});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value().total, 6 + 5 + 2 + 1);
    EXPECT_EQ(r.value().kept, (std::vector<bool>{true, true, false, true}));
    const DiceExpr low = DiceExpr::parse("2d20kl1").value();
    EXPECT_EQ(Dice::entered(low, {17, 4}).value().total, 4);
}

TEST(Dice, EnteredValuesAreChecked) {
    const DiceExpr e = DiceExpr::parse("2d6").value();
    EXPECT_EQ(Dice::entered(e, {3}).reason(), "2d6 needs 2 values, not 1");
    EXPECT_EQ(Dice::entered(e, {3, 7}).reason(), "A d6 shows 1 to 6, not 7");
    EXPECT_EQ(Dice::entered(e, {0, 3}).reason(), "A d6 shows 1 to 6, not 0");
    EXPECT_EQ(Dice::entered(e, {3, 4}).value().total, 7);
}
