// Issue 2, acceptance 4: load(save(x)) == x on generated encounters.
#include "io/encounter_json.h"
#include "io/image_format.h"
#include "random_encounter.h"

#include <gtest/gtest.h>

using namespace skirmish;

TEST(RoundTrip, GeneratedEncountersSurviveSaveAndLoad) {
    for (std::uint32_t seed = 0; seed < 500; ++seed) {
        const Encounter enc = test_support::random_encounter(seed);
        const std::string text = io::write_encounter(enc);
        auto back = io::read_encounter(text);
        ASSERT_TRUE(back.ok()) << "seed " << seed << ": " << back.reason();
        ASSERT_EQ(back.value(), enc) << "seed " << seed;
        ASSERT_EQ(io::write_encounter(back.value()), text) << "seed " << seed;
    }
}

TEST(RoundTrip, EmbeddedImagesKeepTheirBytes) {
    Encounter enc = test_support::random_encounter(3);
    std::vector<std::uint8_t> png = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    for (int i = 0; i < 1000; ++i) {
        png.push_back(static_cast<std::uint8_t>(i * 7));
    }
    enc.map.set_background(Background{png, "png", 128});
    auto back = io::read_encounter(io::write_encounter(enc));
    ASSERT_TRUE(back.ok()) << back.reason();
    EXPECT_EQ(back.value(), enc);
    EXPECT_EQ(io::image_format_of(back.value().map.background()->bytes), "png");
}

TEST(RoundTrip, InvalidUtf8ThrowsInsteadOfWritingGarbage) {
    Encounter enc = test_support::random_encounter(4);
    enc.name = "bad \xFF\xFE bytes";
    EXPECT_ANY_THROW(io::write_encounter(enc));
}

// Issue 15: token images round-trip byte for byte, the file's text too.
TEST(RoundTrip, TokenImagesKeepTheirBytes) {
    Encounter enc = test_support::random_encounter(5);
    ASSERT_GE(enc.units.size(), 3U);
    const std::vector<std::vector<std::uint8_t>> heads = {
        {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A},
        {0xFF, 0xD8, 0xFF, 0xE0},
        {'R', 'I', 'F', 'F', 0x10, 0, 0, 0, 'W', 'E', 'B', 'P'}};
    for (std::size_t u = 0; u < 3; ++u) {
        std::vector<std::uint8_t> bytes = heads[u];
        for (int i = 0; i < 3000; ++i) {
            bytes.push_back(static_cast<std::uint8_t>((i * 31 + static_cast<int>(u)) & 0xFF));
        }
        enc.units[u].image = TokenImage{bytes, io::image_format_of(bytes)};
        ASSERT_FALSE(enc.units[u].image->format.empty()) << u;
    }
    const std::string text = io::write_encounter(enc);
    auto back = io::read_encounter(text);
    ASSERT_TRUE(back.ok()) << back.reason();
    for (std::size_t u = 0; u < 3; ++u) {
        EXPECT_EQ(back.value().units[u].image, enc.units[u].image) << u;
    }
    EXPECT_EQ(io::write_encounter(back.value()), text);
}
