// The built-in registry and the descriptors every ruleset gives the UI
// (issue 12): names, stat schemas, start questions, the action table and
// the forced movements hang together.
#include "rules/registry.h"
#include "rules/ruleset.h"
#include "rules/turn_policy.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <set>

using namespace skirmish;

namespace {

bool asked(const Ruleset& r, const std::string& id) {
    return std::any_of(r.start.questions.begin(), r.start.questions.end(),
                       [&](const StartQuestion& q) { return q.id == id; });
}

} // namespace

TEST(Registry, ListsTheFiveInRulesetsMdOrder) {
    EXPECT_EQ(RulesetRegistry::builtin().id_list(), "phases, freehits, sides, factions, teams");
    EXPECT_EQ(default_ruleset(), RulesetId::Phases);
    EXPECT_EQ(parse_ruleset_id("sides"), RulesetId::Sides);
    EXPECT_FALSE(parse_ruleset_id("Sides").has_value());
    EXPECT_FALSE(parse_ruleset_id("").has_value());
    EXPECT_EQ(rulesets_with({ForcedKind::BullRush}), "the phases ruleset");
    EXPECT_EQ(to_string(RulesetId::Teams), "teams");
}

TEST(Registry, EveryRulesetDescribesItself) {
    std::set<std::string> names;
    for (RulesetId id : RulesetRegistry::builtin().all()) {
        const Ruleset& r = id.rules();
        SCOPED_TRACE(r.info.id);
        EXPECT_EQ(id.str(), r.info.id);
        // "Phases (seed 000)": the name says which seed it plays.
        EXPECT_NE(r.info.name.find("(seed " + r.info.seed.substr(0, 3) + ")"), std::string::npos)
            << r.info.name;
        EXPECT_TRUE(std::filesystem::exists(std::filesystem::path(SKIRMISH_SHARED_DIR) / "seeds" /
                                            r.info.seed) ||
                    !std::filesystem::exists(SKIRMISH_SHARED_DIR))
            << r.info.seed;
        EXPECT_TRUE(names.insert(r.info.name).second);
        EXPECT_FALSE(r.info.description.empty());
        EXPECT_FALSE(r.info.seed.empty());
        EXPECT_GT(r.info.default_square.size, 0);
        ASSERT_NE(r.turns, nullptr);
        ASSERT_NE(r.attacks, nullptr);
        EXPECT_FALSE(r.turns->pools().empty());
        EXPECT_FALSE(r.actions.empty());
        std::set<std::string> actions;
        for (const ActionDef& a : r.actions) {
            EXPECT_TRUE(actions.insert(a.id).second) << a.id;
            EXPECT_EQ(r.find_action(a.id), &a);
        }
        EXPECT_EQ(r.find_action("no such action"), nullptr);
    }
}

TEST(Registry, StatSchemasAreWellFormedAndHoldTheSpeedStat) {
    for (RulesetId id : RulesetRegistry::builtin().all()) {
        const Ruleset& r = id.rules();
        SCOPED_TRACE(r.info.id);
        std::set<std::string> ids;
        for (const StatDef& s : r.stats) {
            SCOPED_TRACE(s.id);
            EXPECT_TRUE(ids.insert(s.id).second);
            EXPECT_FALSE(s.label.empty());
            EXPECT_LE(s.min, s.fallback);
            EXPECT_LE(s.fallback, s.max);
            EXPECT_FALSE(s.help.empty());
            EXPECT_FALSE(s.source.empty());
            EXPECT_EQ(find_stat(r.stats, s.id), &s);
        }
        const StatDef* speed = find_stat(r.stats, r.movement.speed_stat);
        ASSERT_NE(speed, nullptr) << r.movement.speed_stat;
        EXPECT_EQ(speed->fallback, r.movement.default_speed);
        EXPECT_EQ(speed->type, r.movement.speed_in_metres ? StatType::Metres : StatType::Squares);
        for (const std::string& stat : r.health.pools) {
            ASSERT_NE(find_stat(r.stats, stat), nullptr) << stat;
            EXPECT_EQ(find_stat(r.stats, stat)->type, StatType::Points) << stat;
        }
    }
}

TEST(Registry, StartQuestionsReferToQuestionsOfTheirOwn) {
    for (RulesetId id : RulesetRegistry::builtin().all()) {
        const Ruleset& r = id.rules();
        SCOPED_TRACE(r.info.id);
        EXPECT_FALSE(r.start.intro.empty());
        std::set<std::string> ids;
        for (const StartQuestion& q : r.start.questions) {
            SCOPED_TRACE(q.id);
            EXPECT_TRUE(ids.insert(q.id).second);
            EXPECT_FALSE(q.label.empty());
            EXPECT_FALSE(q.source.empty());
            if (!q.shown_when.empty()) {
                EXPECT_TRUE(asked(r, q.shown_when));
            }
            if (!q.differs_from.empty()) {
                EXPECT_TRUE(asked(r, q.differs_from));
            }
            if (q.kind == QuestionKind::Roll || q.kind == QuestionKind::RollPerSide) {
                EXPECT_GE(q.preset, 1);
                EXPECT_LE(q.preset, q.faces);
            }
        }
    }
}

TEST(Registry, ForcedMovementsNameWhatTheyNeed) {
    int on_map = 0;
    for (RulesetId id : RulesetRegistry::builtin().all()) {
        const Ruleset& r = id.rules();
        SCOPED_TRACE(r.info.id);
        for (const ForcedMoveDef& m : r.forced.moves) {
            EXPECT_FALSE(m.label.empty());
            EXPECT_FALSE(m.needs.empty());
            EXPECT_FALSE(m.source.empty());
            EXPECT_EQ(r.forced.find(m.kind), &m);
        }
        if (r.forced.on_map() != nullptr) {
            ++on_map;
            EXPECT_TRUE(r.forced.on_map()->on_map);
        }
    }
    // Bull Rush (phases), Shove (sides, factions): the map tool's three.
    EXPECT_EQ(on_map, 3);
}

// Issue 15, the unit form's check list: each ruleset catalogues every
// special its rules read, with the effect and the seed section. The scan
// reads the engine's sources: a `has_special(u, "X")` in a ruleset's folder
// must be in that ruleset's catalogue, one in shared code in some
// ruleset's; the movement policy's specials in their ruleset's.
TEST(Registry, EveryRulesetCataloguesTheSpecialsItsRulesRead) {
    std::map<std::string, std::set<std::string>> catalogue; // ruleset id -> ids
    for (const RulesetId id : RulesetRegistry::builtin().all()) {
        const Ruleset& r = id.rules();
        SCOPED_TRACE(r.info.id);
        for (const SpecialDef& s : r.specials) {
            EXPECT_TRUE(catalogue[r.info.id].insert(s.id).second) << s.id << " twice";
            EXPECT_FALSE(s.effect.empty()) << s.id;
            EXPECT_FALSE(s.source.empty()) << s.id;
        }
        for (const std::string* s : {&r.movement.reach_special, &r.movement.speed_special,
                                     &r.movement.hostile_exempt, &r.movement.hostile_free}) {
            if (!s->empty()) {
                EXPECT_TRUE(catalogue[r.info.id].contains(*s)) << *s;
            }
        }
        EXPECT_TRUE(catalogue[r.info.id].contains("melee"));
    }
    const std::regex call(R"re(has_special\([^,()]*,\s*"([^"]+)"\))re");
    const std::filesystem::path root = std::filesystem::path(SKIRMISH_SOURCE_DIR) / "engine";
    int found = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
        if (entry.path().extension() != ".cpp") {
            continue;
        }
        std::ifstream in(entry.path());
        const std::string text((std::istreambuf_iterator<char>(in)), {});
        const std::string folder = entry.path().parent_path().filename().string();
        for (auto it = std::sregex_iterator(text.begin(), text.end(), call);
             it != std::sregex_iterator(); ++it) {
            const std::string special = (*it)[1];
            ++found;
            if (catalogue.contains(folder)) {
                EXPECT_TRUE(catalogue[folder].contains(special))
                    << special << " (" << entry.path().filename() << ") is not in " << folder;
            } else {
                EXPECT_TRUE(std::any_of(catalogue.begin(), catalogue.end(),
                                        [&](const auto& c) { return c.second.contains(special); }))
                    << special << " (" << entry.path().filename() << ") is in no catalogue";
            }
        }
    }
    EXPECT_GE(found, 15); // the scan found the calls at all
}
