// skirmish-cli end to end (issue 2, sections 7 and acceptance 2-3).
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>

#include "core/cell.h"
#include "support/tiny_disk.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace {

struct CliRun {
    int exit_code = -1;
    bool crashed = false;
    std::string out;
    std::string err;
    qint64 ms = 0;
};

CliRun cli(const QStringList& args) {
    QProcess p;
    QElapsedTimer timer;
    timer.start();
    p.start(SKIRMISH_CLI, args);
    p.waitForFinished(120000);
    CliRun r;
    r.ms = timer.elapsed();
    r.crashed = p.exitStatus() == QProcess::CrashExit;
    r.exit_code = p.exitCode();
    r.out = p.readAllStandardOutput().toStdString();
    r.err = p.readAllStandardError().toStdString();
    return r;
}

/// The pixel near the centre of square `label` in a render at `scale` px per square.
QPoint centre_of(const char* label, int scale) {
    const skirmish::Cell c = *skirmish::parse_label(label);
    return QPoint(c.x * scale + scale / 2, c.y * scale + scale / 2 + 4);
}

QString source(const char* rel) {
    return QString(SKIRMISH_SOURCE_DIR) + "/" + rel;
}

QString sample(const char* name) {
    return QString(SKIRMISH_SHARED_DIR) + "/samples/uvtt/" + name;
}

#define REQUIRE_SAMPLE(path)                                                                       \
    if (!QFileInfo::exists(path)) {                                                                \
        GTEST_SKIP() << "../shared is missing: " << (path).toStdString() << " not found";          \
    }

class Cli : public ::testing::Test {
protected:
    QTemporaryDir dir;
    QString path(const char* name) const { return dir.filePath(name); }
    QString write(const char* name, const std::string& text) const {
        std::ofstream(path(name).toStdString(), std::ios::binary) << text;
        return path(name);
    }
};

} // namespace

TEST_F(Cli, CheckAcceptsTheBundledSamples) {
    for (const char* f :
         {"resources/encounters/dungeon.skirmish", "resources/encounters/bull-rush.skirmish",
          "resources/encounters/bull-rush-variant.skirmish"}) {
        const CliRun r = cli({"check", source(f)});
        EXPECT_EQ(r.exit_code, 0) << f << ": " << r.err;
        EXPECT_EQ(r.out, "ok\n");
    }
}

TEST_F(Cli, MalformedInputsExit2WithAJsonPath) {
    const std::string head = R"({"format":"skirmish-encounter","version":1,"ruleset":"phases",)";
    const std::string map = R"("map":{"width":12,"height":12},"sides":[{"id":"red"}],)";
    std::string huge =
        head + R"("name":")" + std::string(100u << 20, 'x') + R"(",)" + map + R"("units":[]})";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"truncated", (head + map).substr(0, 70)},
        {"wrong types", head + R"("map":{"width":12,"height":[12]}})"},
        {"negative size", head + R"("map":{"width":-1,"height":12}})"},
        {"zero size", head + R"("map":{"width":12,"height":0}})"},
        {"huge size", head + R"("map":{"width":1000000000,"height":12}})"},
        {"unit off the map", head + map + R"("units":[{"id":"a","side":"red","cell":"Z99"}]})"},
        {"duplicate ids",
         head + map +
             R"("units":[{"id":"a","side":"red","cell":"A1"},{"id":"a","side":"red","cell":"A2"}]})"},
        {"unknown side", head + map + R"("units":[{"id":"a","side":"blue","cell":"A1"}]})"},
        {"nan", head + R"("map":{"width":12,"height":12,"walls":[{"from":[NaN,0],"to":[1,1]}]}})"},
        {"inf",
         head + R"("map":{"width":12,"height":12,"walls":[{"from":[1e400,0],"to":[1,1]}]}})"},
        {"100 MB string", huge},
        {"unknown version",
         R"({"format":"skirmish-encounter","version":99,"ruleset":"phases","map":{"width":1,"height":1}})"},
    };
    const std::map<std::string, std::string> expected_path = {
        {"wrong types", "map.height: "},         {"negative size", "map.width: "},
        {"zero size", "map.height: "},           {"huge size", "map.width: "},
        {"unit off the map", "units[0].cell: "}, {"duplicate ids", "units[1].id: "},
        {"unknown side", "units[0].side: "},     {"nan", "map.walls[0].from[0]: "},
        {"inf", "map.walls[0].from[0]: "},       {"100 MB string", "name: "},
        {"unknown version", "version: "},        {"truncated", "map: "},
    };
    int i = 0;
    for (const auto& [what, text] : cases) {
        const QString file = write(("bad" + std::to_string(i++) + ".skirmish").c_str(), text);
        const CliRun r = cli({"check", file});
        EXPECT_FALSE(r.crashed) << what;
        EXPECT_EQ(r.exit_code, 2) << what << ": " << r.err;
        EXPECT_LT(r.ms, 1000) << what;
        const std::string prefix = file.toStdString() + ": " + expected_path.at(what);
        EXPECT_EQ(r.err.rfind(prefix, 0), 0u) << what << ": " << r.err;
        EXPECT_TRUE(r.out.empty()) << what;
    }
}

TEST_F(Cli, MissingFileAndUnknownCommand) {
    CliRun r = cli({"check", path("nope.skirmish")});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("cannot open"), std::string::npos) << r.err;
    r = cli({"frobnicate"});
    EXPECT_EQ(r.exit_code, 1);
    r = cli({"info"});
    EXPECT_EQ(r.exit_code, 1);
}

TEST_F(Cli, InfoJsonOfTheDungeon) {
    const CliRun r = cli({"info", source("resources/encounters/dungeon.skirmish"), "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["ruleset"], "sides");
    EXPECT_EQ(j["map"]["square"], (nlohmann::json{{"size", 5}, {"unit", "ft"}}));
    EXPECT_EQ(j["map"]["windows"], 1);
    EXPECT_EQ(j["map"]["doors"], (nlohmann::json{{"open", 0}, {"closed", 1}, {"locked", 1}}));
    EXPECT_TRUE(j["map"]["background"].is_null());
    EXPECT_GE(j["units"].size(), 6u);
    EXPECT_EQ(j["sides"][0]["units"].get<int>() + j["sides"][1]["units"].get<int>(),
              static_cast<int>(j["units"].size()));
    EXPECT_EQ(
        j["units"][0],
        (nlohmann::json{
            {"id", "roland"}, {"name", "Roland"}, {"side", "party"}, {"cell", "C3"}, {"size", 1}}));
}

TEST_F(Cli, ImportBothSamplesAndReportThem) {
    struct Expect {
        const char* file;
        int size;
        int open, closed;
        int px, ppc;
    };
    for (const Expect& e : {Expect{"Imagix_uvtt2fgu_sampleMap.dd2vtt", 10, 1, 1, 2560, 256},
                            Expect{"oganm_dd2vtt_importer_test.dd2vtt", 20, 0, 3, 1280, 64}}) {
        const QString in = sample(e.file);
        REQUIRE_SAMPLE(in);
        const QString out = path("imported.skirmish");
        CliRun r = cli({"import-uvtt", in, "-o", out, "--ruleset", "sides"});
        ASSERT_EQ(r.exit_code, 0) << r.err;
        r = cli({"info", out, "--json"});
        ASSERT_EQ(r.exit_code, 0) << r.err;
        const auto j = nlohmann::json::parse(r.out);
        EXPECT_EQ(j["map"]["width"], e.size) << e.file;
        EXPECT_EQ(j["map"]["height"], e.size) << e.file;
        EXPECT_EQ(j["map"]["doors"]["open"], e.open) << e.file;
        EXPECT_EQ(j["map"]["doors"]["closed"], e.closed) << e.file;
        EXPECT_EQ(j["map"]["background"]["width_px"], e.px) << e.file;
        EXPECT_EQ(j["map"]["background"]["height_px"], e.px) << e.file;
        EXPECT_EQ(j["map"]["background"]["pixels_per_cell"], e.ppc) << e.file;
        EXPECT_EQ(cli({"check", out}).exit_code, 0);
    }
}

// Issue 16: each import warning is printed once (it was logged and printed).
TEST_F(Cli, EachImportWarningIsPrintedOnce) {
    const QString in = write("path.dd2vtt", R"({"format":0.3,"resolution":{"map_origin":
        {"x":0,"y":0},"map_size":{"x":2,"y":2},"pixels_per_grid":50},"line_of_sight":[],
        "image":"C:/maps/cave.png"})");
    const CliRun r = cli({"import-uvtt", in, "-o", path("w.skirmish")});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::size_t count = 0;
    for (std::size_t at = r.err.find("not base64"); at != std::string::npos;
         at = r.err.find("not base64", at + 1)) {
        ++count;
    }
    EXPECT_EQ(count, 1u) << r.err;
}

TEST_F(Cli, ImportOfABadFileExits2) {
    const QString bad =
        write("bad.dd2vtt", R"({"format":0.3,"resolution":{"map_origin":{"x":0,"y":0}}})");
    const CliRun r = cli({"import-uvtt", bad, "-o", path("x.skirmish")});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("resolution.map_size: is missing"), std::string::npos) << r.err;
    EXPECT_FALSE(QFileInfo::exists(path("x.skirmish")));
}

TEST_F(Cli, RenderTheImagixMapAtItsOwnScale) {
    const QString in = sample("Imagix_uvtt2fgu_sampleMap.dd2vtt");
    REQUIRE_SAMPLE(in);
    const QString enc = path("imagix.skirmish");
    ASSERT_EQ(cli({"import-uvtt", in, "-o", enc}).exit_code, 0);
    const QString png = path("imagix.png");
    const CliRun r = cli({"render", enc, "-o", png});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const QImage image(png);
    EXPECT_EQ(image.size(), QSize(2560, 2560));
}

// Issue 16: render writes through QSaveFile, so a full disk leaves no
// partial PNG, keeps an older file of that name, and says what happened.
TEST_F(Cli, RenderToAFullDiskLeavesNoPartialPngAndSaysSo) {
    skirmish::test::TinyDisk disk("16k");
    if (!disk.ok()) {
        GTEST_SKIP() << disk.why().toStdString();
    }
    const QString png = disk.filePath("map.png");
    {
        QFile old(png);
        ASSERT_TRUE(old.open(QIODevice::WriteOnly));
        old.write("an older picture");
    }
    const CliRun r = cli(
        {"render", source("resources/encounters/dungeon.skirmish"), "-o", png, "--scale", "64"});
    EXPECT_EQ(r.exit_code, 3) << r.err;
    EXPECT_NE(r.err.find("cannot write " + png.toStdString() + ": the disk is full ("),
              std::string::npos)
        << r.err;
    QFile old(png);
    ASSERT_TRUE(old.open(QIODevice::ReadOnly));
    EXPECT_EQ(old.readAll(), QByteArray("an older picture"));
    EXPECT_EQ(QDir(disk.path()).entryList(QDir::Files), QStringList{"map.png"});
}

TEST_F(Cli, RenderScaleAndPlayersView) {
    const QString enc = source("resources/encounters/dungeon.skirmish");
    const QString gm = path("gm.png");
    const QString players = path("players.png");
    ASSERT_EQ(cli({"render", enc, "-o", gm, "--scale", "32"}).exit_code, 0);
    ASSERT_EQ(cli({"render", enc, "-o", players, "--view", "players", "--scale", "32"}).exit_code,
              0);
    const QImage a(gm);
    const QImage b(players);
    EXPECT_EQ(a.size(), QSize(18 * 32, 12 * 32)); // the dungeon is 18 x 12 squares
    EXPECT_EQ(b.size(), a.size());
    // The players' render draws the fog: the locked shrine (P2) is out of the
    // party's sight and dark; the party's own hall is the same in both.
    EXPECT_LT(qGray(b.pixel(centre_of("P2", 32))), 30);
    EXPECT_GT(qGray(a.pixel(centre_of("P2", 32))), 30);
    EXPECT_EQ(b.pixel(centre_of("E2", 32)), a.pixel(centre_of("E2", 32)));
    EXPECT_NE(a, b); // the hidden Lurker is only in the GM's render
    EXPECT_EQ(cli({"render", enc, "-o", gm, "--view", "nobody"}).exit_code, 1);
}

TEST_F(Cli, QueryLosThroughTheArrowSlit) {
    const QString file = write("slit.skirmish", R"({"format":"skirmish-encounter","version":1,
        "ruleset":"sides","map":{"width":12,"height":12,"walls":[
            {"from":[0,4],"to":[5.4,4]},{"from":[5.6,4],"to":[12,4]}]},
        "sides":[{"id":"red"},{"id":"blue"}],
        "units":[{"id":"archer","side":"red","cell":"F1"},{"id":"goblin","side":"blue","cell":"F5"},
                 {"id":"orc","side":"blue","cell":"A8"}]})");
    CliRun r = cli({"query", file, "los", "archer", "goblin", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["from"], "F1");
    EXPECT_EQ(j["to"], "F5");
    EXPECT_EQ(j["los"], true);
    EXPECT_EQ(j["cover"], "full");
    EXPECT_EQ(
        j["corners"],
        (nlohmann::json{{"F5.nw", false}, {"F5.ne", false}, {"F5.se", false}, {"F5.sw", false}}));
    ASSERT_TRUE(j["witness"].is_array());
    // The witness passes through the slit.
    const double ax = j["witness"][0][0], ay = j["witness"][0][1];
    const double bx = j["witness"][1][0], by = j["witness"][1][1];
    const double x = ax + (4 - ay) / (by - ay) * (bx - ax);
    EXPECT_GT(x, 5.4);
    EXPECT_LT(x, 5.6);

    // Squares work as well as unit ids; no sight gives a null witness.
    r = cli({"query", file, "los", "B2", "orc", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["los"], false);
    EXPECT_EQ(j["cover"], "blocked");
    EXPECT_TRUE(j["witness"].is_null());

    r = cli({"query", file, "los", "archer", "Z99", "--json"});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("neither a unit id nor a square"), std::string::npos) << r.err;
}

// Seed 002 "Attack Rolls" and "Situation Mod": through the arrow slit the
// goblin has full cover, -4: 5 - 4 + n >= AC 12 needs n >= 11, half the d20.
TEST_F(Cli, QueryOddsGivesExactChancesAndTheirRules) {
    const QString file = write("slit-odds.skirmish", R"({"format":"skirmish-encounter","version":1,
        "ruleset":"sides","map":{"width":12,"height":12,"walls":[
            {"from":[0,4],"to":[5.4,4]},{"from":[5.6,4],"to":[12,4]}]},
        "sides":[{"id":"red"},{"id":"blue"}],
        "units":[{"id":"archer","side":"red","cell":"F1","stats":{"attack":5,"damage":3}},
                 {"id":"goblin","side":"blue","cell":"F5","stats":{"ac":12,"hp":5}},
                 {"id":"orc","side":"blue","cell":"A8"}]})");
    CliRun r =
        cli({"query", file, "odds", "archer", "goblin", "--attack", "ranged_attack", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["need"], 12);
    EXPECT_EQ(j["hit"]["num"], 1);
    EXPECT_EQ(j["hit"]["den"], 2);
    ASSERT_EQ(j["modifiers"].size(), 2U);
    EXPECT_EQ(j["modifiers"][1]["what"], "full cover");
    EXPECT_EQ(j["modifiers"][1]["value"], -4);
    EXPECT_EQ(j["modifiers"][1]["source"], "seed 002 \"Situation Mod\"");
    EXPECT_DOUBLE_EQ(j["expected_damage"].get<double>(), 1.5);

    r = cli({"query", file, "odds", "archer", "goblin", "--attack", "ranged_attack"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("Hit 50% (1/2)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("-4 full cover (seed 002 \"Situation Mod\")"), std::string::npos) << r.out;

    // No line of sight: the rules refuse the attack and say why.
    r = cli({"query", file, "odds", "archer", "orc", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(nlohmann::json::parse(r.out)["refused"].get<std::string>().find("no line of sight"),
              std::string::npos);
    EXPECT_EQ(cli({"query", file, "odds", "archer", "nobody"}).exit_code, 1);
    // "Make a Melee Attack (Main)": a target in melee range; and no such attack.
    r = cli({"query", file, "odds", "archer", "goblin", "--json"});
    EXPECT_NE(nlohmann::json::parse(r.out)["refused"].get<std::string>().find("melee range"),
              std::string::npos);
    r = cli({"query", file, "odds", "archer", "goblin", "--attack", "reload"});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("attacks: attack, ranged_attack, swarm_strike, snap_attack"),
              std::string::npos)
        << r.err;
}

// Issue 13 section 1: a unit's weapons each bring their bonus and die;
// --weapon picks one, and one that cannot make the attack is refused.
TEST_F(Cli, QueryOddsWithAWeapon) {
    const QString file = write("weapons.skirmish", R"({"format":"skirmish-encounter","version":1,
        "ruleset":"sides","map":{"width":12,"height":12},
        "sides":[{"id":"red"},{"id":"blue"}],
        "units":[{"id":"archer","name":"Archer","side":"red","cell":"A1","weapons":[
                    {"name":"Dagger","kind":"thrown",
                     "stats":{"attack":1,"damage_die":4,"range":2,"long_range":6}},
                    {"name":"Longbow","kind":"ranged","stats":{"attack":5,"damage_die":8}}]},
                 {"id":"goblin","name":"Goblin","side":"blue","cell":"A6",
                  "stats":{"ac":12,"hp":5}}]})");
    // The first ranged weapon: the thrown dagger, 5 squares off, past its
    // range of 2, within its long range of 6 (seed 002 "Situation Mod": -2):
    // 1 - 2 + n >= 12 needs 13 or more, 8/20.
    CliRun r =
        cli({"query", file, "odds", "archer", "goblin", "--attack", "ranged_attack", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["weapon"], "Dagger");
    EXPECT_EQ(j["hit"]["num"], 2);
    EXPECT_EQ(j["hit"]["den"], 5);
    r = cli({"query", file, "odds", "archer", "goblin", "--attack", "ranged_attack", "--weapon",
             "Longbow"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("Archer attacks Goblin with the Longbow: d20+5 against AC 12"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Hit 70% (7/10)"), std::string::npos) << r.out;
    r = cli({"query", file, "odds", "archer", "goblin", "--weapon", "Longbow", "--json"});
    EXPECT_NE(nlohmann::json::parse(r.out)["refused"].get<std::string>().find(
                  "Archer's Longbow is not a melee weapon"),
              std::string::npos)
        << r.out;
}

TEST_F(Cli, QueryVisibleListsSquaresByRowThenColumn) {
    const QString file = write("room.skirmish", R"({"format":"skirmish-encounter","version":1,
        "ruleset":"phases","map":{"width":4,"height":3,"walls":[{"from":[2,0],"to":[2,3]}]},
        "sides":[{"id":"red"}],"units":[{"id":"a","side":"red","cell":"A2"}]})");
    const CliRun r = cli({"query", file, "visible", "a", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out),
              (nlohmann::json{{"from", "A2"}, {"visible", {"A1", "B1", "A2", "B2", "A3", "B3"}}}));
}

TEST_F(Cli, RenderTheLineOfSightOverlay) {
    const QString enc = source("resources/encounters/dungeon.skirmish");
    const QString plain = path("plain.png");
    const QString los = path("los.png");
    ASSERT_EQ(cli({"render", enc, "-o", plain, "--scale", "32"}).exit_code, 0);
    const CliRun r = cli({"render", enc, "-o", los, "--scale", "32", "--overlay", "los=roland"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const QImage a(plain);
    const QImage b(los);
    // Roland (C3) sees the west hall but not the east chamber behind the
    // closed door: a square there (P7) is darker, his own square is unchanged.
    const QPoint east(15 * 32 + 16, 6 * 32 + 16);
    const QPoint own(2 * 32 + 3, 2 * 32 + 3);
    EXPECT_LT(qGray(b.pixel(east)), qGray(a.pixel(east)));
    EXPECT_EQ(b.pixel(own), a.pixel(own));
    EXPECT_EQ(cli({"render", enc, "-o", los, "--overlay", "los=nobody"}).exit_code, 1);
    EXPECT_EQ(cli({"render", enc, "-o", los, "--overlay", "fog"}).exit_code, 1);
}

TEST_F(Cli, QueryPathStopsWhereTheSeedSays) {
    CliRun r = cli({"query", source("resources/encounters/bull-rush.skirmish"), "path", "attacker",
                    "C8", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["legal"], false);
    EXPECT_EQ(j["stops_at"], "C7");
    EXPECT_EQ(j["path"].front(), "C1");
    EXPECT_TRUE(j["reason"].get<std::string>().find("hostile square") != std::string::npos);
    r = cli({"query", source("resources/encounters/bull-rush-variant.skirmish"), "path", "attacker",
             "C8", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["stops_at"], "C6");
    r = cli({"query", source("resources/encounters/bull-rush.skirmish"), "path", "attacker", "C5",
             "--via", "A3", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["legal"], true);
    EXPECT_TRUE(j["reason"].is_null());
    EXPECT_EQ(j["cost"], 4); // C1 -> A3 (2) -> C5 (2)
}

TEST_F(Cli, QueryReachAndThreat) {
    const QString file = source("resources/encounters/bull-rush.skirmish");
    CliRun r = cli({"query", file, "reach", "attacker", "--budget", "2", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["budget"], 2);
    EXPECT_EQ(j["squares"].size(), 14u); // 5 x 3 block of A1..E3, minus C1
    EXPECT_EQ(j["squares"][0], (nlohmann::json{{"square", "A1"},
                                               {"cost", 2},
                                               {"ends_move", false},
                                               {"provokes", nlohmann::json::array()}}));
    r = cli({"query", file, "threat", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    j = nlohmann::json::parse(r.out);
    ASSERT_EQ(j["threat"].size(), 4u);
    EXPECT_EQ(j["threat"][2]["unit"], "c8");
    EXPECT_EQ(j["threat"][2]["squares"],
              (nlohmann::json{"B7", "C7", "D7", "B8", "D8", "B9", "C9", "D9"}));
    EXPECT_EQ(cli({"query", file, "reach", "nobody"}).exit_code, 1);
}

TEST_F(Cli, RenderTheMovementAndThreatOverlays) {
    const QString enc = source("resources/encounters/bull-rush.skirmish");
    const QString plain = path("plain.png");
    const QString reach = path("reach.png");
    const QString threat = path("threat.png");
    ASSERT_EQ(cli({"render", enc, "-o", plain, "--scale", "32"}).exit_code, 0);
    ASSERT_EQ(
        cli({"render", enc, "-o", reach, "--scale", "32", "--overlay", "reach=attacker"}).exit_code,
        0);
    ASSERT_EQ(cli({"render", enc, "-o", threat, "--scale", "32", "--overlay", "threat"}).exit_code,
              0);
    const QImage a(plain);
    const QImage r(reach);
    const QImage t(threat);
    auto centre = [](const char* label) { return centre_of(label, 32); };
    EXPECT_NE(r.pixel(centre("C5")), a.pixel(centre("C5")));   // in range
    EXPECT_EQ(r.pixel(centre("H12")), a.pixel(centre("H12"))); // out of range
    EXPECT_NE(t.pixel(centre("C7")), a.pixel(centre("C7")));   // threatened by B8, C8, D8
    EXPECT_EQ(t.pixel(centre("H1")), a.pixel(centre("H1")));
}

#undef REQUIRE_SAMPLE // the file's own: the unity build shares its translation unit
