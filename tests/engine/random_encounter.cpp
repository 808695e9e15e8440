#include "random_encounter.h"

#include "encounter/command_engine.h"

#include <random>

namespace skirmish::test_support {

Encounter random_encounter(std::uint32_t seed) {
    std::mt19937 rng(seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    auto real = [&](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };

    Encounter enc;
    enc.name = "Fight " + std::to_string(seed) + (pick(0, 1) ? " \xC3\xA9p\xC3\xA9" : "");
    enc.ruleset = RulesetRegistry::builtin().all()[static_cast<std::size_t>(pick(0, 4))];
    if (pick(0, 1)) {
        enc.options = {{"phase_order", pick(0, 1) ? "descending" : "ascending"},
                       {"depth", pick(1, 9)}};
    }
    const int w = pick(1, 40);
    const int h = pick(1, 40);
    enc.map = BattleMap(w, h);
    enc.map.set_square({static_cast<double>(pick(1, 10)), static_cast<LengthUnit>(pick(0, 2))});
    if (pick(0, 2) == 0) {
        enc.map.set_diagonal(static_cast<DiagonalRule>(pick(0, 2)));
    }
    for (int i = pick(0, w * h / 4); i > 0; --i) {
        enc.map.set_terrain({pick(0, w - 1), pick(0, h - 1)}, static_cast<Terrain>(pick(0, 2)));
    }
    for (int i = pick(0, w * h / 4); i > 0; --i) {
        enc.map.set_elevation({pick(0, w - 1), pick(0, h - 1)}, pick(0, 4));
    }
    for (int i = pick(0, 30); i > 0; --i) {
        Wall wall;
        wall.from = {static_cast<double>(pick(0, w)), static_cast<double>(pick(0, h))};
        wall.to = pick(0, 3) == 0
                      ? Point{real(0, w), real(0, h)}
                      : Point{static_cast<double>(pick(0, w)), static_cast<double>(pick(0, h))};
        wall.kind = static_cast<WallKind>(pick(0, 2));
        wall.state =
            wall.kind == WallKind::Door ? static_cast<DoorState>(pick(0, 2)) : DoorState::Closed;
        enc.map.walls().push_back(wall);
    }
    for (int i = pick(0, 3); i > 0; --i) {
        enc.map.lights().push_back(
            Light{{real(0, w), real(0, h)}, real(0, 10), real(0, 1), "ff00ffaa", pick(0, 1) == 1});
    }
    for (int z = pick(0, 3) == 0 ? pick(1, 3) : 0; z > 0; --z) {
        const int index = static_cast<int>(enc.map.zones().size());
        enc.map.zones().push_back(Zone{"zone" + std::to_string(z), "Zone " + std::to_string(z)});
        for (int i = pick(1, w * h / 3); i > 0; --i) {
            enc.map.set_zone_at({pick(0, w - 1), pick(0, h - 1)}, index);
        }
    }
    const int sides = pick(1, 4);
    for (int s = 0; s < sides; ++s) {
        enc.sides.push_back(Side{"side" + std::to_string(s), "Side " + std::to_string(s),
                                 s % 2 ? "#c0392b" : "#2E86DE", pick(0, 1) == 1});
    }
    for (int i = pick(0, 25); i > 0; --i) {
        Unit u;
        u.id = "u" + std::to_string(i);
        u.name = "Unit \"" + std::to_string(i) + "\"";
        u.side = enc.sides[static_cast<std::size_t>(pick(0, sides - 1))].id;
        u.size = pick(0, 5) == 0 ? 2 : 1;
        u.cell = {pick(0, w - 1), pick(0, h - 1)};
        if (pick(0, 1)) {
            u.stats = {{"combat", pick(0, 6)}, {"hp", pick(-3, 40)}};
        }
        if (pick(0, 2) == 0) {
            u.specials = {"Heavy", "melee"};
        }
        if (pick(0, 2) == 0) {
            u.conditions = {"dodging"};
        }
        u.hidden = pick(0, 3) == 0;
        if (pick(0, 3) == 0) {
            u.notes = "Carries the key.\nLine two";
        }
        // Only keep units the engine would accept, so the encounter is one a GM could build.
        if (!placement_problem(enc, u)) {
            enc.units.push_back(u);
        }
    }
    if (pick(0, 3) == 0) {
        enc.fog.enabled = pick(0, 1) == 1;
        enc.fog.cells.assign(static_cast<std::size_t>(w) * h, 0);
        for (int i = pick(1, w * h); i > 0; --i) {
            enc.fog.cells[static_cast<std::size_t>(pick(0, w * h - 1))] =
                static_cast<std::uint8_t>(pick(1, 3) == 1 ? 1
                                          : pick(0, 1)    ? 3
                                                          : 5);
        }
    }
    return enc;
}

} // namespace skirmish::test_support
