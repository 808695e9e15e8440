// Issue 6 acceptance 2: on random boards, after any Bull Rush no two units
// share a square and every unit stands on a passable square.
#include "encounter/command_engine.h"
#include "movement/passability.h"
#include "random_encounter.h"
#include "rules/forced_movement.h"

#include <gtest/gtest.h>

using namespace skirmish;

namespace {

std::string crowding(const Encounter& enc) {
    const Passability pass(enc.map);
    for (std::size_t i = 0; i < enc.units.size(); ++i) {
        const Unit& a = enc.units[i];
        if (!pass.can_stand(a.cell, a.size)) {
            return a.id + " stands where it cannot (" + to_label(a.cell) + ")";
        }
        for (std::size_t j = i + 1; j < enc.units.size(); ++j) {
            const Unit& b = enc.units[j];
            if (a.cell.x < b.cell.x + b.size && b.cell.x < a.cell.x + a.size &&
                a.cell.y < b.cell.y + b.size && b.cell.y < a.cell.y + a.size) {
                return a.id + " and " + b.id + " share a square";
            }
        }
    }
    return {};
}

} // namespace

TEST(BullRushProperty, NoTwoUnitsShareASquareAndAllStandOnPassableSquares) {
    int rushes = 0;
    int pushed = 0;
    for (std::uint32_t seed = 1; seed <= 150; ++seed) {
        Encounter enc = test_support::random_encounter(seed);
        enc.ruleset = RulesetId::Phases;
        if (enc.sides.size() < 2 || !crowding(enc).empty()) {
            continue; // generated units may overlap walls between their own squares
        }
        StartCombat start;
        start.setup.initiator = enc.sides.front().id;
        start.seed = seed;
        if (!execute(enc, start).ok()) {
            continue;
        }
        for (std::size_t i = 0; i < enc.units.size(); ++i) {
            const Unit attacker = enc.units[i];
            for (int dy = -1; dy <= attacker.size; ++dy) {
                for (int dx = -1; dx <= attacker.size; ++dx) {
                    const Cell target{attacker.cell.x + dx, attacker.cell.y + dy};
                    const Unit* d = enc.unit_at(target);
                    if (d == nullptr || d->side == attacker.side) {
                        continue;
                    }
                    const auto before = enc.units;
                    auto r = execute(enc, override_of(BullRush{attacker.id, target}));
                    if (!r) {
                        continue;
                    }
                    ++rushes;
                    pushed += enc.units != before ? 1 : 0;
                    ASSERT_EQ(crowding(enc), "")
                        << "seed " << seed << ", " << attacker.id << " into " << to_label(target);
                }
            }
        }
    }
    EXPECT_GE(rushes, 50);
    EXPECT_GE(pushed, 20);
}
