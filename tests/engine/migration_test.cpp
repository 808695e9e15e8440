// Issue 16, "Versions": every old version of the .skirmish file has samples
// in tests/data/v<N>/, and each loads through the migration chain and saves
// as the current version.
#include "test_helpers.h"

#include "io/encounter_json.h"
#include "io/encounter_migration.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace skirmish;
using namespace skirmish::test_support;
namespace fs = std::filesystem;

namespace {

fs::path data_dir() {
    return fs::path(SKIRMISH_SOURCE_DIR) / "tests" / "data";
}

std::vector<fs::path> samples_of(int version) {
    std::vector<fs::path> out;
    const fs::path dir = data_dir() / ("v" + std::to_string(version));
    if (fs::is_directory(dir)) {
        for (const auto& e : fs::directory_iterator(dir)) {
            if (e.path().extension() == ".skirmish") {
                out.push_back(e.path());
            }
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool on_lattice(double v) {
    return v * 1024 == std::nearbyint(v * 1024);
}

} // namespace

TEST(Migration, TheChainHasOneStepForEachOlderVersion) {
    const auto& steps = io::migration_steps();
    ASSERT_EQ(static_cast<int>(steps.size()), io::kFormatVersion - io::kOldestFormatVersion);
    for (std::size_t i = 0; i < steps.size(); ++i) {
        EXPECT_EQ(steps[i].from, io::kOldestFormatVersion + static_cast<int>(i));
        EXPECT_FALSE(steps[i].what.empty());
    }
}

TEST(Migration, EveryOldVersionHasSamplesThatLoadAndSaveAsTheCurrentVersion) {
    for (int v = io::kOldestFormatVersion; v < io::kFormatVersion; ++v) {
        const auto files = samples_of(v);
        EXPECT_GE(files.size(), 1u) << "no sample of version " << v << " in " << data_dir();
        for (const fs::path& f : files) {
            const std::string text = read_file(f);
            ASSERT_EQ(nlohmann::json::parse(text).at("version"), v) << f;
            auto read = io::read_encounter(text);
            ASSERT_TRUE(read.ok()) << f << ": " << read.reason();
            const std::string saved = io::write_encounter(read.value());
            EXPECT_EQ(nlohmann::json::parse(saved).at("version"), io::kFormatVersion) << f;
            // The saved file reads back to the same encounter and writes the same text.
            auto again = io::read_encounter(saved);
            ASSERT_TRUE(again.ok()) << f << ": " << again.reason();
            EXPECT_EQ(io::write_encounter(again.value()), saved) << f;
            EXPECT_EQ(again.value().units.size(), read.value().units.size()) << f;
            EXPECT_EQ(again.value().map.walls(), read.value().map.walls()) << f;
            // Fields newer than the file take their defaults: no area
            // templates (issue 14), none written back.
            EXPECT_TRUE(read.value().templates.empty()) << f;
            EXPECT_FALSE(nlohmann::json::parse(saved).contains("templates")) << f;
            // Nor riders, nor summons (issue 14).
            for (const Unit& u : read.value().units) {
                EXPECT_TRUE(u.mount.empty()) << f;
                EXPECT_TRUE(u.summoner.empty()) << f;
                EXPECT_FALSE(u.thralled) << f;
            }
            // Nor squads (issue 14).
            EXPECT_TRUE(read.value().squads.empty()) << f;
            EXPECT_FALSE(nlohmann::json::parse(saved).contains("squads")) << f;
        }
    }
}

// Step 1 -> 2: imported walls and doors go onto the 1/1024 lattice that the
// import rounds to; walls drawn by hand keep what was written; an imported
// one with no length left is left out.
TEST(Migration, VersionOneImportedWallsGoOntoTheImportLattice) {
    const std::string text = read_file(data_dir() / "v1" / "imported-map.skirmish");
    ASSERT_FALSE(text.empty());
    const auto old_doc = nlohmann::json::parse(text);
    auto read = io::read_encounter(text);
    ASSERT_TRUE(read.ok()) << read.reason();
    const auto& walls = read.value().map.walls();
    // The last wall, an imported stub of 0.00014 square, rounds to a point
    // on the grid corner (3, 1) and is left out, as the import leaves it out.
    ASSERT_EQ(walls.size() + 1, old_doc["map"]["walls"].size());
    for (const Wall& w : walls) {
        EXPECT_FALSE(w.from == w.to) << w.from.x << "," << w.from.y;
    }
    int imported = 0;
    for (std::size_t i = 0; i < walls.size(); ++i) {
        const auto& w = old_doc["map"]["walls"][i];
        auto x_of = [](const nlohmann::json& p) { return p.is_array() ? p[0] : p["x"]; };
        auto y_of = [](const nlohmann::json& p) { return p.is_array() ? p[1] : p["y"]; };
        const double fx = x_of(w["from"]).get<double>();
        const double fy = y_of(w["from"]).get<double>();
        if (w.value("imported", false)) {
            ++imported;
            EXPECT_TRUE(walls[i].imported);
            for (Point p : {walls[i].from, walls[i].to}) {
                EXPECT_TRUE(on_lattice(p.x) && on_lattice(p.y)) << i << ": " << p.x << "," << p.y;
            }
            EXPECT_EQ(walls[i].from.x, std::nearbyint(fx * 1024) / 1024) << i;
            EXPECT_LE(std::abs(walls[i].from.x - fx), 0.5 / 1024) << i;
            EXPECT_LE(std::abs(walls[i].from.y - fy), 0.5 / 1024) << i;
        } else {
            EXPECT_EQ(walls[i].from.x, fx) << i; // 4.1 stays 4.1
            EXPECT_EQ(walls[i].from.y, fy) << i;
        }
    }
    EXPECT_EQ(imported, 3);
    // The sample does hold points off the lattice, so the step did work.
    EXPECT_FALSE(on_lattice(old_doc["map"]["walls"][0]["from"]["x"].get<double>()));
}

TEST(Migration, VersionsOutsideTheChainAreRefusedWithTheirPath) {
    std::string text = read_file(data_dir() / "v1" / "imported-map.skirmish");
    const auto at = text.find("\"version\": 1");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 12, "\"version\": " + std::to_string(io::kFormatVersion + 1));
    auto read = io::read_encounter(text);
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.reason().find("version: unsupported version"), std::string::npos)
        << read.reason();
    EXPECT_NE(read.reason().find("a newer program wrote it"), std::string::npos) << read.reason();
    // And one older than the chain reaches.
    text.replace(at, 12, "\"version\": 0");
    read = io::read_encounter(text);
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.reason().find("unsupported version 0; this program reads versions 1 to"),
              std::string::npos)
        << read.reason();
}
