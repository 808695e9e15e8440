#include "rules/structures.h"

#include "encounter/command_engine.h"
#include "geometry/primitives.h"
#include "movement/direction.h"
#include "movement/passability.h"
#include "rules/policy_cite.h"
#include "rules/ruleset.h"

#include <algorithm>
#include <cmath>

namespace skirmish {
namespace {

const StructurePolicy& structure_policy(const Encounter& enc) {
    return enc.ruleset.rules().structures;
}

/// The turn mark counting the squares dug in round `round`.
std::string dug_mark(int round) {
    return "dug:" + std::to_string(round);
}

std::string squares_text(const std::vector<Cell>& cells) {
    std::string out;
    for (const Cell& c : cells) {
        out += (out.empty() ? "" : ", ") + to_label(c);
    }
    return out;
}

int dig_size(const Encounter& enc, const Unit& u) {
    const StructurePolicy& p = structure_policy(enc);
    if (p.dig_special.empty() || !has_special(u, p.dig_special)) {
        return 0;
    }
    return std::max(1, stat_of(u, p.dig_stat, 1));
}

/// True when `a` and `b` are next to each other in a cardinal direction;
/// `dir` receives the direction index (movement/direction.h).
bool cardinal_step(Cell a, Cell b, int& dir) {
    for (int d = 0; d < 8; d += 2) {
        if (step(a, d) == b) {
            dir = d;
            return true;
        }
    }
    return false;
}

} // namespace

std::string structure_label(const BattleMap& map, std::size_t index) {
    const Wall& w = map.walls()[index];
    const Cell at{
        std::clamp(static_cast<int>(std::floor((w.from.x + w.to.x) / 2)), 0, map.width() - 1),
        std::clamp(static_cast<int>(std::floor((w.from.y + w.to.y) / 2)), 0, map.height() - 1)};
    std::string out = "the " + std::string(to_string(w.kind)) + " by " + to_label(at);
    if (w.structure) {
        out +=
            " (" + std::to_string(*w.structure) + " point" + (*w.structure == 1 ? "" : "s") + ")";
    }
    return out;
}

int structural_dice(const Encounter& enc, const Unit& u) {
    int x = 0;
    for (const auto& [special, stat] : enc.ruleset.rules().structures.damage) {
        if (has_special(u, special)) {
            x = std::max(x, std::max(1, stat_of(u, stat, 1)));
        }
    }
    return x;
}

bool structure_next_to(const BattleMap& map, std::size_t index, const Unit& u) {
    const Wall& w = map.walls()[index];
    // The footprint grown by one square, less a hair: the segment must
    // enter it, not merely run along its outer edge.
    const double e = 1e-9;
    const double x0 = u.cell.x - 1 + e;
    const double y0 = u.cell.y - 1 + e;
    const double x1 = u.cell.x + u.size + 1 - e;
    const double y1 = u.cell.y + u.size + 1 - e;
    return geom::segment_meets_convex(w.from, w.to, {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}});
}

std::vector<StructureInReach> structures_in_reach(const Encounter& enc, const Unit& u) {
    std::vector<StructureInReach> out;
    if (structural_dice(enc, u) == 0) {
        return out;
    }
    for (std::size_t i = 0; i < enc.map.walls().size(); ++i) {
        if (structure_next_to(enc.map, i, u)) {
            out.push_back({i, structure_label(enc.map, i)});
        }
    }
    return out;
}

std::optional<std::string> structure_problem(const TurnContext& ctx, const TakeAction& c) {
    const Encounter& enc = ctx.enc;
    const Unit& u = *ctx.unit(c.unit);
    const StructurePolicy& p = structure_policy(enc);
    if (structural_dice(enc, u) == 0 && !ctx.override) {
        std::string specials;
        for (const auto& [special, stat] : p.damage) {
            specials += (specials.empty() ? "" : " or ") + special + "(X)";
        }
        return ctx.name(u.id) + " deals no structural damage: that takes " +
               (specials.empty() ? std::string("a special this ruleset lacks") : specials) +
               cite(p);
    }
    if (!c.wall) {
        return structures_in_reach(enc, u).empty()
                   ? "No wall, window or door is next to " + ctx.name(u.id)
                   : std::string("Name the wall, window or door to strike");
    }
    if (*c.wall >= enc.map.walls().size()) {
        return "There is no wall number " + std::to_string(*c.wall) + " (the map has " +
               std::to_string(enc.map.walls().size()) + ")";
    }
    if (!structure_next_to(enc.map, *c.wall, u) && !ctx.override) {
        return structure_label(enc.map, *c.wall) + " is not next to " + ctx.name(u.id);
    }
    return std::nullopt;
}

std::optional<std::string> structural_attack(TurnContext& ctx, const TakeAction& c,
                                             std::vector<Event>& out) {
    const Encounter& enc = ctx.enc;
    const Unit& u = *ctx.unit(c.unit);
    const StructurePolicy& p = structure_policy(enc);
    const std::size_t index = *c.wall;
    const Wall& w = enc.map.walls()[index];
    const std::string what = structure_label(enc.map, index);
    const int x = std::max(1, structural_dice(enc, u)); // an override without the special: 1
    auto roll = ctx.roll(DiceExpr{x, p.die}, c.rolls, display_name(u),
                         "structural damage to " + what + ", ignoring its defense");
    if (!roll) {
        return roll.reason();
    }
    const int damage = roll.value().total;
    if (!w.structure) {
        ctx.say(ctx.name(u.id) + " deals " + std::to_string(damage) + " structural damage to " +
                    what +
                    ": its strength is not set, so the GM judges whether it falls (remove "
                    "it if it does)" +
                    cite(p),
                "roll");
        return std::nullopt;
    }
    const int left = *w.structure - damage;
    if (left > 0) {
        Wall after = w;
        after.structure = left;
        out.emplace_back(WallChanged{index, w, after});
        ctx.say(ctx.name(u.id) + " deals " + std::to_string(damage) + " structural damage to " +
                    what + ": " + std::to_string(left) + " left" + cite(p),
                "roll");
        return std::nullopt;
    }
    out.emplace_back(WallRemoved{index, w});
    ctx.say(ctx.name(u.id) + " deals " + std::to_string(damage) + " structural damage to " + what +
                ": it falls" + cite(p) +
                (w.imported ? std::string(" (the map's picture still shows it)") : std::string()),
            "roll");
    return std::nullopt;
}

int dig_left(const Encounter& enc, const Unit& u) {
    const int x = dig_size(enc, u);
    if (x == 0) {
        return 0;
    }
    const UnitTurn* t = enc.combat.turn_of(u.id);
    const int dug = t != nullptr ? t->mark(dug_mark(enc.combat.round)) : 0;
    return std::max(0, x - dug);
}

std::vector<DigOption> dig_options(const Encounter& enc, const Unit& u) {
    std::vector<DigOption> out;
    const int left = dig_left(enc, u);
    if (left == 0 || u.size != 1) {
        return out;
    }
    const Passability pass(enc.map);
    const std::pair<int, const char*> ways[] = {
        {6, "North"}, {0, "East"}, {2, "South"}, {4, "West"}};
    for (const auto& [dir, name] : ways) {
        std::vector<Cell> cells;
        Cell at = u.cell;
        while (static_cast<int>(cells.size()) < left && pass.can_step(at, dir) &&
               enc.map.terrain(step(at, dir)) == Terrain::Earth) {
            at = step(at, dir);
            cells.push_back(at);
            out.push_back({std::string(name) + ", " + std::to_string(cells.size()) + " square" +
                               (cells.size() == 1 ? "" : "s") + " (" + squares_text(cells) + ")",
                           cells});
        }
    }
    return out;
}

Result<std::vector<Event>> plan_dig(const Encounter& enc, const Dig& c, bool override) {
    const Unit* u = enc.find_unit(c.unit);
    if (u == nullptr) {
        return reject("There is no unit \"" + c.unit + "\"");
    }
    if (!enc.combat.active) {
        return reject("No fight is on: outside one, paint the tunnel as open terrain");
    }
    const StructurePolicy& p = structure_policy(enc);
    const std::string name = display_name(*u);
    if (p.dig_special.empty()) {
        return reject("Nobody digs under " + std::string(to_string(enc.ruleset)));
    }
    if (dig_size(enc, *u) == 0 && !override) {
        return reject(name + " cannot dig: that takes " + p.dig_special + "(X)" + cite(p));
    }
    if (u->size != 1) {
        return reject(name + " is " + std::to_string(u->size) +
                      " squares wide: a tunnel is one "
                      "square wide, so only a "
                      "one-square unit digs");
    }
    if (c.cells.empty()) {
        return reject("Name the tunnel's squares, the first next to " + name);
    }
    const Passability pass(enc.map);
    Cell from = u->cell;
    for (std::size_t i = 0; i < c.cells.size(); ++i) {
        const Cell& cell = c.cells[i];
        int dir = 0;
        if (std::find(c.cells.begin(), c.cells.begin() + static_cast<std::ptrdiff_t>(i), cell) !=
            c.cells.begin() + static_cast<std::ptrdiff_t>(i)) {
            return reject("The tunnel names " + to_label(cell) + " twice");
        }
        if (!enc.map.contains(cell)) {
            return reject("Square " + to_label(cell) + " is off the map");
        }
        if (!cardinal_step(from, cell, dir)) {
            return reject("The tunnel goes " + to_label(from) + " to " + to_label(cell) +
                          ": each square must be next to the one before to the N, E, S or W "
                          "(no diagonal digging)" +
                          cite(p));
        }
        if (enc.map.terrain(cell) != Terrain::Earth) {
            return reject(to_label(cell) + " is " + std::string(to_string(enc.map.terrain(cell))) +
                          ", not earth: a tunnel goes through dirt" + cite(p));
        }
        if (!pass.can_step(from, dir)) {
            return reject("A wall stands between " + to_label(from) + " and " + to_label(cell));
        }
        from = cell;
    }
    const int left = dig_left(enc, *u);
    const int n = static_cast<int>(c.cells.size());
    if (n > left && !override) {
        return reject(name + " may dig " + std::to_string(left) + " more square" +
                      (left == 1 ? "" : "s") + " this round (Digging " +
                      std::to_string(dig_size(enc, *u)) + "), not " + std::to_string(n) + cite(p));
    }
    // The tunnel opens, then the unit moves along it as any move goes.
    TerrainChanged opened{c.cells, {}, Terrain::Open};
    for (const Cell& cell : c.cells) {
        opened.before.push_back(enc.map.terrain(cell));
    }
    Encounter dug = enc;
    apply_all(dug, {opened});
    MoveUnit move{u->id, c.cells.back(), {c.cells.begin(), c.cells.end() - 1}};
    Command cmd = override ? Command(override_of(move)) : Command(move);
    auto moved = plan(dug, cmd);
    if (!moved) {
        return reject("The tunnel is dug only as " + name + " moves: " + moved.reason());
    }
    std::vector<Event> out{opened};
    out.emplace_back(LogAdded{
        {LogEntry{enc.combat.round, "command",
                  name + " digs a tunnel through " + squares_text(c.cells) + " (" +
                      std::to_string(n) + " of Digging " +
                      std::to_string(std::max(1, dig_size(enc, *u))) + " this round)" + cite(p)}}});
    // Count the squares dug this round, after the move's own changes; when
    // the move ended the round (nobody else could act), the count is moot.
    apply_all(dug, moved.value());
    for (Event& e : moved.value()) {
        out.push_back(std::move(e));
    }
    const int round = enc.combat.round;
    if (dug.combat.active && dug.combat.round == round) {
        CombatState after = dug.combat;
        UnitTurn& t = after.units[u->id];
        const int before = t.mark(dug_mark(round));
        t.clear_marks("dug:");
        t.set_mark(dug_mark(round), before + n);
        out.emplace_back(CombatChanged{dug.combat, after});
    }
    return out;
}

} // namespace skirmish
