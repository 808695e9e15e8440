#include "core/cell.h"

#include <gtest/gtest.h>

using namespace skirmish;

TEST(CellLabel, KnownLabels) {
    EXPECT_EQ(to_label({0, 0}), "A1");
    EXPECT_EQ(to_label({2, 7}), "C8");
    EXPECT_EQ(to_label({25, 0}), "Z1");
    EXPECT_EQ(to_label({26, 0}), "AA1");
    EXPECT_EQ(to_label({27, 9}), "AB10");
    EXPECT_EQ(to_label({701, 0}), "ZZ1");
    EXPECT_EQ(to_label({702, 0}), "AAA1");
    EXPECT_EQ(to_label({-1, 0}), "");
}

TEST(CellLabel, ParsesBothCases) {
    EXPECT_EQ(parse_label("C8"), (Cell{2, 7}));
    EXPECT_EQ(parse_label("c8"), (Cell{2, 7}));
    EXPECT_EQ(parse_label("AA12"), (Cell{26, 11}));
}

TEST(CellLabel, RejectsGarbage) {
    for (const char* bad :
         {"", "C", "8", "C0", "C-1", "8C", "C8x", "C 8", "ABCDEFGHIJ1", "A99999999999999999999"}) {
        EXPECT_FALSE(parse_label(bad).has_value()) << bad;
    }
}

TEST(CellLabel, RoundTripsEveryCellOfALargeMap) {
    for (int x = 0; x < 1000; x += 7) {
        for (int y = 0; y < 1000; y += 13) {
            const Cell c{x, y};
            ASSERT_EQ(parse_label(to_label(c)), c) << to_label(c);
        }
    }
}
