// Issue 5 acceptance 1: the seeds' worked examples as `play` files under
// tests/scenarios/, each run through the real skirmish-cli.
//
// A scenario is a folder with encounter.skirmish, commands.jsonl and
// expect.json. expect.json may hold:
//   "exit": the exit code of play;
//   "acting_sequence": the units that took turns, in order (from the
//       combat_changed events, consecutive repeats dropped);
//   "to_act_sequence": likewise, whose turn or pick it was;
//   "final_turn": fields that `query OUT turn --json` must have;
//   "units": unit id -> the square it ends on;
//   "final_units": unit id -> {"stats": a subset of its stats at the end,
//       "conditions": all of its conditions at the end};
//   "log_contains": lines the log must hold;
//   "rejected_reason_contains": part of the reason of the rejection;
//   "events_contain": objects each of which some output line must match
//       (every field equal), e.g. a reaction_pending event;
//   "pending": what `query OUT pending --json` must print under "pending";
//   "encounter": the encounter file, relative to the source tree, when it
//       is not the folder's encounter.skirmish;
//   "map": {"terrain": the saved terrain rows, "walls": how many walls are
//       left} (issue 14: siege and digging change the map).
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace {

using nlohmann::json;

struct CliResult {
    int exit_code = -1;
    std::vector<json> lines;
    std::string err;
};

CliResult cli_lines(const QStringList& args) {
    QProcess p;
    p.start(SKIRMISH_CLI, args);
    p.waitForFinished(120000);
    CliResult r;
    r.exit_code = p.exitStatus() == QProcess::CrashExit ? -2 : p.exitCode();
    std::istringstream out(p.readAllStandardOutput().toStdString());
    for (std::string line; std::getline(out, line);) {
        r.lines.push_back(json::parse(line));
    }
    r.err = p.readAllStandardError().toStdString();
    return r;
}

std::vector<std::string> sequence_of(const std::vector<json>& lines, const char* field) {
    std::vector<std::string> out;
    for (const json& l : lines) {
        if (l.value("event", "") == "combat_changed" && l[field].is_string()) {
            const std::string v = l[field];
            if (out.empty() || out.back() != v) {
                out.push_back(v);
            }
        }
    }
    return out;
}

/// The saved unit `id` of `enc`, or null.
const json* saved_unit(const json& enc, const std::string& id) {
    for (const json& u : enc["units"]) {
        if (u["id"] == id) {
            return &u;
        }
    }
    return nullptr;
}

class Scenario : public testing::TestWithParam<std::string> {};

TEST_P(Scenario, PlaysAsTheSeedSays) {
    const QString dir =
        QString(SKIRMISH_SOURCE_DIR) + "/tests/scenarios/" + QString::fromStdString(GetParam());
    std::ifstream in((dir + "/expect.json").toStdString());
    ASSERT_TRUE(in.good()) << "no expect.json in " << dir.toStdString();
    const json expect = json::parse(in);
    QTemporaryDir tmp;
    const QString out = tmp.filePath("out.skirmish");
    const QString encounter =
        expect.contains("encounter")
            ? QString(SKIRMISH_SOURCE_DIR) + "/" +
                  QString::fromStdString(expect["encounter"].get<std::string>())
            : dir + "/encounter.skirmish";
    const CliResult run =
        cli_lines({"play", encounter, "--commands", dir + "/commands.jsonl", "--json", "-o", out});
    ASSERT_EQ(run.exit_code, expect.value("exit", 0)) << run.err;
    if (expect.contains("acting_sequence")) {
        EXPECT_EQ(json(sequence_of(run.lines, "acting")), expect["acting_sequence"]);
    }
    if (expect.contains("to_act_sequence")) {
        EXPECT_EQ(json(sequence_of(run.lines, "to_act")), expect["to_act_sequence"]);
    }
    if (expect.contains("rejected_reason_contains")) {
        ASSERT_FALSE(run.lines.empty());
        const json& last = run.lines.back();
        ASSERT_TRUE(last.contains("rejected")) << last.dump();
        EXPECT_NE(last["reason"].get<std::string>().find(expect["rejected_reason_contains"]),
                  std::string::npos)
            << last["reason"];
    }
    const json events_wanted = expect.value("events_contain", json::array());
    for (const json& want : events_wanted) {
        const bool found = std::any_of(run.lines.begin(), run.lines.end(), [&](const json& l) {
            return std::all_of(want.items().begin(), want.items().end(), [&](const auto& kv) {
                return l.contains(kv.key()) && l[kv.key()] == kv.value();
            });
        });
        EXPECT_TRUE(found) << "no event " << want.dump();
    }
    const json log_wanted = expect.value("log_contains", json::array());
    for (const json& want : log_wanted) {
        const bool found = std::any_of(run.lines.begin(), run.lines.end(), [&](const json& l) {
            return l.value("event", "") == "log" && l["text"] == want;
        });
        EXPECT_TRUE(found) << "no log line " << want;
    }
    const CliResult turn = cli_lines({"query", out, "turn", "--json"});
    ASSERT_EQ(turn.exit_code, 0) << turn.err;
    ASSERT_EQ(turn.lines.size(), 1u);
    const json final_turn = expect.value("final_turn", json::object());
    for (const auto& [key, want] : final_turn.items()) {
        ASSERT_TRUE(turn.lines[0].contains(key)) << key;
        if (key == "budgets") {
            for (const auto& [unit, pools] : want.items()) {
                EXPECT_EQ(turn.lines[0]["budgets"][unit], pools) << unit;
            }
        } else {
            EXPECT_EQ(turn.lines[0][key], want) << key;
        }
    }
    if (expect.contains("pending")) {
        const CliResult pending = cli_lines({"query", out, "pending", "--json"});
        ASSERT_EQ(pending.exit_code, 0) << pending.err;
        ASSERT_EQ(pending.lines.size(), 1u);
        EXPECT_EQ(pending.lines[0]["pending"], expect["pending"]);
    }
    if (expect.contains("units")) {
        std::ifstream saved(out.toStdString());
        const json enc = json::parse(saved);
        for (const auto& [unit, cell] : expect["units"].items()) {
            bool seen = false;
            for (const json& u : enc["units"]) {
                if (u["id"] == unit) {
                    EXPECT_EQ(u["cell"], cell) << unit;
                    seen = true;
                }
            }
            EXPECT_TRUE(seen) << unit;
        }
    }
    if (expect.contains("map")) {
        std::ifstream saved(out.toStdString());
        const json enc = json::parse(saved);
        const json& want = expect["map"];
        if (want.contains("terrain")) {
            EXPECT_EQ(enc["map"].value("terrain", json::array()), want["terrain"]);
        }
        if (want.contains("walls")) {
            EXPECT_EQ(enc["map"].value("walls", json::array()).size(),
                      want["walls"].get<std::size_t>());
        }
    }
    if (expect.contains("final_units")) {
        std::ifstream saved(out.toStdString());
        const json enc = json::parse(saved);
        for (const auto& [unit, want] : expect["final_units"].items()) {
            const json* u = saved_unit(enc, unit);
            ASSERT_NE(u, nullptr) << unit;
            const json stats = want.value("stats", json::object());
            for (const auto& [stat, value] : stats.items()) {
                EXPECT_EQ((*u)["stats"][stat], value) << unit << "." << stat;
            }
            if (want.contains("conditions")) {
                EXPECT_EQ(u->value("conditions", json::array()), want["conditions"]) << unit;
            }
        }
    }
}

std::vector<std::string> scenarios() {
    QDir dir(QString(SKIRMISH_SOURCE_DIR) + "/tests/scenarios");
    std::vector<std::string> out;
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        out.push_back(name.toStdString());
    }
    return out;
}

std::string test_name(const testing::TestParamInfo<std::string>& info) {
    std::string s = info.param;
    for (char& c : s) {
        if (!std::isalnum(static_cast<unsigned char>(c))) {
            c = '_';
        }
    }
    return s;
}

INSTANTIATE_TEST_SUITE_P(Seeds, Scenario, testing::ValuesIn(scenarios()), test_name);

TEST(ScenarioFolder, HoldsTheWorkedExamplesOfAllFiveRulesets) {
    const auto all = scenarios();
    for (const char* ruleset : {"phases", "freehits", "sides", "factions", "teams"}) {
        EXPECT_TRUE(std::any_of(all.begin(), all.end(), [&](const std::string& s) {
            return s.rfind(ruleset, 0) == 0;
        })) << ruleset;
    }
}

} // namespace
