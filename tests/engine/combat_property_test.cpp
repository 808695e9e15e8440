// Issue 5 acceptance 3: on random fights, saving mid-combat and reloading,
// then going on with the same commands, gives a byte-identical final file;
// undoing every command gives back the starting state.
#include "encounter/command_engine.h"
#include "io/encounter_json.h"
#include "random_encounter.h"
#include "rules/action_table.h"

#include <gtest/gtest.h>

#include <random>

using namespace skirmish;

namespace {

/// Commands drawn without looking at the state, so that two runs of the
/// same list meet the same rejections when the engine is deterministic.
std::vector<Command> random_commands(const Encounter& enc, std::uint32_t seed, int count) {
    std::mt19937 rng(seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    auto unit = [&]() {
        return enc.units.empty() ? std::string("nobody")
                                 : enc.units[static_cast<std::size_t>(
                                                 pick(0, static_cast<int>(enc.units.size()) - 1))]
                                       .id;
    };
    auto side = [&]() {
        return enc.sides[static_cast<std::size_t>(pick(0, static_cast<int>(enc.sides.size()) - 1))]
            .id;
    };
    const auto& actions = actions_of(enc.ruleset);
    std::vector<Command> out;
    StartCombat start;
    start.setup.initiator = side();
    start.setup.party = side();
    start.setup.attacked = side();
    start.setup.initiative_holder = side();
    start.setup.fast_slow = pick(0, 1) == 1;
    if (pick(0, 3) == 0) {
        start.setup.surprised = {side()};
    }
    if (!enc.units.empty() && pick(0, 1) == 1) {
        start.setup.initiating_unit = unit();
    }
    start.seed = static_cast<std::uint64_t>(seed) * 7919u;
    out.emplace_back(start);
    static const char* kConditions[] = {"unconscious",   "stunned",     "prone",
                                        "incapacitated", "immobilized", "concealed"};
    static const char* kMoves[] = {"", "", "", "step", "sprint", "charge"};
    for (int i = 1; i < count; ++i) {
        const int kind = pick(0, 24);
        Command c;
        if (kind < 7) {
            MoveUnit m{unit(), {pick(0, enc.map.width() - 1), pick(0, enc.map.height() - 1)}};
            m.as = kMoves[pick(0, 5)];
            c = m;
        } else if (kind < 12) {
            c = TakeAction{
                unit(),
                actions[static_cast<std::size_t>(pick(0, static_cast<int>(actions.size()) - 1))].id,
                "", pick(0, 2) == 0 ? unit() : std::string()};
        } else if (kind < 15) {
            c = EndTurn{pick(0, 1) ? unit() : std::string()};
        } else if (kind == 15) {
            c = Pass{side()};
        } else if (kind == 16) {
            static const char* kWhat[] = {"move", "action", "turn"};
            c = Delay{unit(), kWhat[pick(0, 2)], pick(0, 1) ? unit() : std::string()};
        } else if (kind == 17) {
            c = SetCondition{unit(), kConditions[pick(0, 5)], pick(0, 1) == 1};
        } else if (kind == 18) {
            c = pick(0, 3) == 0 ? Command(NextRound{}) : Command(override_of(EndTurn{}));
        } else {
            c = override_of(
                MoveUnit{unit(), {pick(0, enc.map.width() - 1), pick(0, enc.map.height() - 1)}});
        }
        out.push_back(std::move(c));
    }
    return out;
}

Encounter reloaded(const Encounter& enc) {
    auto back = io::read_encounter(io::write_encounter(enc));
    EXPECT_TRUE(back.ok()) << (back ? "" : back.reason());
    return back ? std::move(back).value() : enc;
}

} // namespace

TEST(CombatProperty, SaveMidFightReloadAndGoOnGivesTheSameFileAndUndoRestoresTheStart) {
    int fights = 0;
    int accepted_total = 0;
    for (std::uint32_t seed = 1; seed <= 60; ++seed) {
        Encounter start = test_support::random_encounter(seed);
        start.ruleset = RulesetRegistry::builtin().all()[seed % 5];
        std::mt19937 rng(seed);
        for (Unit& u : start.units) {
            u.stats["agility"] = static_cast<int>(rng() % 7) - 2;
            u.stats["dex"] = static_cast<int>(rng() % 4);
            u.stats["wit"] = static_cast<int>(rng() % 20) + 1;
        }
        start = reloaded(start); // what a file holds
        const std::vector<Command> commands = random_commands(start, seed, 50);
        const std::size_t half = commands.size() / 2;

        Encounter straight = start;
        std::vector<std::vector<Event>> done;
        std::vector<bool> accepted;
        for (const Command& c : commands) {
            auto r = execute(straight, c);
            accepted.push_back(r.ok());
            if (r) {
                done.push_back(std::move(r).value());
            }
        }
        Encounter resumed = start;
        for (std::size_t i = 0; i < commands.size(); ++i) {
            if (i == half) {
                resumed = reloaded(resumed);
            }
            EXPECT_EQ(execute(resumed, commands[i]).ok(), accepted[i])
                << "seed " << seed << ", command " << i << ": " << describe(resumed, commands[i]);
        }
        ASSERT_EQ(io::write_encounter(resumed), io::write_encounter(straight)) << "seed " << seed;

        for (auto it = done.rbegin(); it != done.rend(); ++it) {
            revert_all(straight, *it);
        }
        ASSERT_EQ(straight, start) << "seed " << seed;
        ASSERT_EQ(io::write_encounter(straight), io::write_encounter(start)) << "seed " << seed;
        fights += accepted.front() ? 1 : 0;
        accepted_total += static_cast<int>(done.size());
    }
    // The fights really happened: most started, and many commands went through.
    EXPECT_GE(fights, 40);
    EXPECT_GE(accepted_total, 600);
}
