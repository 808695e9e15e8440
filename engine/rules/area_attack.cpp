#include "rules/area_attack.h"

#include "encounter/area_template.h"
#include "encounter/command.h"
#include "geometry/sight.h"
#include "movement/direction.h"
#include "movement/passability.h"
#include "movement/zones.h"
#include "rules/reactions.h"
#include "rules/weapons.h"

#include <algorithm>
#include <cstdlib>

namespace skirmish {
namespace {

const std::string kBlast = "seed 003 \"Blast attacks\"";
const std::string kFactionsAttacking = "seed 003 \"Attacking\"";

/// The squares a blast hits: a zone's, or on a map without zones an area
/// template's (see the file comment of area_attack.h).
struct BlastArea {
    std::vector<char> in;   ///< one per square, row by row
    std::string name;       ///< "Yard", "template t1"
    std::string where = {}; ///< a deviated template: how far it moved, for the log

    static std::size_t at(const BattleMap& map, Cell c) {
        return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(map.width()) +
               static_cast<std::size_t>(c.x);
    }
    /// No square yet, with `name`.
    static BlastArea none(const BattleMap& map, std::string name) {
        return {std::vector<char>(static_cast<std::size_t>(map.width()) *
                                  static_cast<std::size_t>(map.height())),
                std::move(name)};
    }
    bool covers(const BattleMap& map, Cell c) const { return in[at(map, c)] != 0; }
    bool empty() const { return std::find(in.begin(), in.end(), 1) == in.end(); }
};

std::string zone_name(const BattleMap& map, int zone) {
    const Zone& z = map.zones()[static_cast<std::size_t>(zone)];
    return z.name.empty() ? z.id : z.name;
}

BlastArea zone_area(const BattleMap& map, int zone) {
    BlastArea a = BlastArea::none(map, zone_name(map, zone));
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            a.in[BlastArea::at(map, {x, y})] = map.zone_at({x, y}) == zone ? 1 : 0;
        }
    }
    return a;
}

BlastArea template_area(const BattleMap& map, const AreaTemplate& t, std::string name) {
    BlastArea a = BlastArea::none(map, std::move(name));
    for (const Cell c : template_cells(t, map.width(), map.height())) {
        a.in[BlastArea::at(map, c)] = 1;
    }
    return a;
}

/// True when template `t` covers a square of `u`'s footprint on the map.
bool under(const BattleMap& map, const Unit& u, const AreaTemplate& t) {
    for (int dy = 0; dy < u.size; ++dy) {
        for (int dx = 0; dx < u.size; ++dx) {
            const Cell c{u.cell.x + dx, u.cell.y + dy};
            if (map.contains(c) && template_covers(t, c)) {
                return true;
            }
        }
    }
    return false;
}

/// True when a square of `u`'s footprint is in the area, or (borders)
/// shares an open edge with a square of it.
bool in_blast(const BattleMap& map, const Passability& pass, const Unit& u, const BlastArea& area) {
    for (int dy = 0; dy < u.size; ++dy) {
        for (int dx = 0; dx < u.size; ++dx) {
            const Cell c{u.cell.x + dx, u.cell.y + dy};
            if (!map.contains(c)) {
                continue;
            }
            if (area.covers(map, c)) {
                return true;
            }
            for (int dir = 0; dir < 8; dir += 2) { // the four edges
                const Cell n = step(c, dir);
                if (map.contains(n) && area.covers(map, n) && pass.can_step(c, dir)) {
                    return true;
                }
            }
        }
    }
    return false;
}

/// True when a square of `u`'s footprint is in the area itself.
bool stands_in(const BattleMap& map, const Unit& u, const BlastArea& area) {
    for (int dy = 0; dy < u.size; ++dy) {
        for (int dx = 0; dx < u.size; ++dx) {
            const Cell c{u.cell.x + dx, u.cell.y + dy};
            if (map.contains(c) && area.covers(map, c)) {
                return true;
            }
        }
    }
    return false;
}

std::vector<std::string> targets_in(const Encounter& enc, const BlastArea& area,
                                    const std::string& attacker, bool with_attacker) {
    std::vector<std::string> out;
    const Passability pass(enc.map);
    for (const Unit& u : enc.units) {
        if ((u.id == attacker && !with_attacker) || out_of_fight(u)) {
            continue;
        }
        if (in_blast(enc.map, pass, u, area)) {
            out.push_back(u.id);
        }
    }
    return out;
}

/// The weapon the blast is made with: the one named, else the unit's first
/// that suits (ranged for a ranged blast, melee for a melee one), else
/// none (its own stats).
Result<std::string> blast_weapon(const Unit& u, const TakeAction& cmd, bool ranged) {
    if (!cmd.weapon.empty()) {
        const Weapon* w = find_weapon(u, cmd.weapon);
        if (w == nullptr) {
            return reject(display_name(u) + " has no weapon \"" + cmd.weapon + "\"");
        }
        return w->name;
    }
    for (const Weapon& w : u.weapons) {
        if (ranged ? w.ranged() || w.stats.contains("range") : w.melee()) {
            return w.name;
        }
    }
    return std::string();
}

/// Where a ranged blast is aimed and what it can deviate to.
struct Aim {
    BlastArea area;
    int far = 0;      ///< in zones, or squares on a map without zones
    std::string unit; ///< " zone(s)", " square(s)"
    /// The neighbouring areas a miss deviates to, numbered from 1 in this
    /// order.
    std::vector<BlastArea> around;
};

/// Whether `attacker` sees some square of `area` (seed 003 "Attacking":
/// "Ranged attacks. Target a visible character"; settled for a blast, which
/// hits an area: a square of it in sight).
bool sees_some(const BattleMap& map, const Unit& attacker, const BlastArea& area) {
    const Sight sight(map);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Cell c{x, y};
            if (area.in[BlastArea::at(map, c)] != 0 &&
                sight.line_of_sight(attacker.cell, c, attacker.size, 1).visible) {
                return true;
            }
        }
    }
    return false;
}

/// A ranged blast at the zone `id`, from the attacker's zone `own`.
Result<Aim> zone_aim(const BattleMap& map, int own, const std::string& id) {
    const int zone = map.zone_index(id);
    if (zone < 0) {
        return reject("There is no zone \"" + id + "\"");
    }
    const Passability pass(map);
    const ZoneGraph zones(map, pass);
    Aim aim{zone_area(map, zone), zones.distance(own, zone), " zone(s)", {}};
    std::vector<int> sorted = zones.neighbours(zone);
    std::sort(sorted.begin(), sorted.end());
    for (const int n : sorted) {
        aim.around.push_back(zone_area(map, n));
    }
    return aim;
}

const AreaTemplate* find_template(const Encounter& enc, const std::string& id) {
    for (const AreaTemplate& t : enc.templates) {
        if (t.id == id) {
            return &t;
        }
    }
    return nullptr;
}

/// Settled: a ranged blast through a template, on a map without zones. Its
/// range is counted in squares to the nearest square the template covers;
/// a miss deviates to the template moved by its own width or height in one
/// of the eight directions (north first, clockwise) that leaves a square on
/// the map: the neighbouring areas of the same shape.
Result<Aim> template_aim(const Encounter& enc, const Unit& attacker, const std::string& id) {
    const AreaTemplate* t = find_template(enc, id);
    if (t == nullptr) {
        return reject("There is no template \"" + id +
                      "\" (on a map without zones, a blast is "
                      "aimed at an area template)");
    }
    const BattleMap& map = enc.map;
    const std::vector<Cell> cells = template_cells(*t, map.width(), map.height());
    if (cells.empty()) {
        return reject("The template " + t->id + " covers no square of the map");
    }
    Aim aim{template_area(map, *t, "template " + t->id), -1, " square(s)", {}};
    for (const Cell c : cells) {
        const int dx =
            std::max({0, attacker.cell.x - c.x, c.x - (attacker.cell.x + attacker.size - 1)});
        const int dy =
            std::max({0, attacker.cell.y - c.y, c.y - (attacker.cell.y + attacker.size - 1)});
        const int d = std::max(dx, dy);
        aim.far = aim.far < 0 ? d : std::min(aim.far, d);
    }
    // Its own width and height, the part off the map included: it is
    // measured on a canvas one reach larger than the map on every side.
    const int reach = t->size + (t->size + 1) / 2 + 2;
    AreaTemplate whole = *t;
    whole.origin = {whole.origin.x2 + 2 * reach, whole.origin.y2 + 2 * reach};
    whole.toward = {whole.toward.x2 + 2 * reach, whole.toward.y2 + 2 * reach};
    const std::vector<Cell> all =
        template_cells(whole, map.width() + 2 * reach, map.height() + 2 * reach);
    int x0 = all.front().x, x1 = x0, y0 = all.front().y, y1 = y0;
    for (const Cell c : all) {
        x0 = std::min(x0, c.x);
        x1 = std::max(x1, c.x);
        y0 = std::min(y0, c.y);
        y1 = std::max(y1, c.y);
    }
    struct Way {
        const char* name;
        Cell by;
    };
    static constexpr Way kWays[] = {
        {"north", {0, -1}}, {"north-east", {1, -1}}, {"east", {1, 0}},  {"south-east", {1, 1}},
        {"south", {0, 1}},  {"south-west", {-1, 1}}, {"west", {-1, 0}}, {"north-west", {-1, -1}}};
    const auto squares = [](int n, const char* plus, const char* minus) {
        return n == 0 ? std::string()
                      : std::to_string(std::abs(n)) + " square" + (std::abs(n) == 1 ? "" : "s") +
                            " " + (n > 0 ? plus : minus);
    };
    for (const Way& way : kWays) {
        const Cell by = way.by;
        AreaTemplate moved = *t;
        const int sx = 2 * by.x * (x1 - x0 + 1);
        const int sy = 2 * by.y * (y1 - y0 + 1);
        moved.origin = {moved.origin.x2 + sx, moved.origin.y2 + sy};
        moved.toward = {moved.toward.x2 + sx, moved.toward.y2 + sy};
        BlastArea a = template_area(map, moved,
                                    "the area " + std::string(way.name) + " of template " + t->id);
        const std::string across = squares(sx / 2, "east", "west");
        const std::string down = squares(sy / 2, "south", "north");
        a.where =
            t->id + " moved " + across + (across.empty() || down.empty() ? "" : " and ") + down;
        if (!a.empty()) {
            aim.around.push_back(std::move(a));
        }
    }
    return aim;
}

/// The template a melee blast hits on a map without zones: the one named,
/// which must lie over the attacker, else the only one that does.
Result<BlastArea> own_template(const Encounter& enc, const Unit& attacker, const std::string& id) {
    const BattleMap& map = enc.map;
    const std::string who = display_name(attacker);
    const std::string why = ": on a map without zones, a melee blast hits the template laid over "
                            "the attacker, as it hits the attacker's zone (" +
                            kBlast + ")";
    const AreaTemplate* hit = nullptr;
    if (!id.empty()) {
        hit = find_template(enc, id);
        if (hit == nullptr) {
            return reject("There is no template \"" + id + "\"");
        }
        if (!under(map, attacker, *hit)) {
            return reject(who + " is not under template " + id + why);
        }
    } else {
        for (const AreaTemplate& t : enc.templates) {
            if (under(map, attacker, t)) {
                if (hit != nullptr) {
                    return reject(who + " stands under several templates: name the one its melee "
                                        "blast hits");
                }
                hit = &t;
            }
        }
        if (hit == nullptr) {
            return reject(who + " stands under no area template" + why);
        }
    }
    return template_area(map, *hit, "template " + hit->id);
}

} // namespace

std::vector<std::string> blast_targets(const Encounter& enc, int zone, const std::string& attacker,
                                       bool with_attacker) {
    return targets_in(enc, zone_area(enc.map, zone), attacker, with_attacker);
}

std::vector<std::string> blast_targets(const Encounter& enc, const AreaTemplate& area,
                                       const std::string& attacker, bool with_attacker) {
    return targets_in(enc, template_area(enc.map, area, std::string()), attacker, with_attacker);
}

std::vector<AreaChoice> area_choices(const Encounter& enc, const Unit& unit, const ActionDef& def) {
    const BattleMap& map = enc.map;
    std::vector<AreaChoice> out;
    if (!map.zones().empty()) {
        if (def.area == AreaAttack::ZoneInRange) {
            for (std::size_t z = 0; z < map.zones().size(); ++z) {
                out.push_back({map.zones()[z].id, zone_name(map, static_cast<int>(z))});
            }
        } else if (const int own = map.contains(unit.cell) ? map.zone_at(unit.cell) : -1;
                   own >= 0) {
            out.push_back({map.zones()[static_cast<std::size_t>(own)].id, zone_name(map, own)});
        }
        return out;
    }
    for (const AreaTemplate& t : enc.templates) {
        if (def.area == AreaAttack::ZoneInRange || under(map, unit, t)) {
            out.push_back({t.id, describe_template(t)});
        }
    }
    return out;
}

Refusal area_attack(TurnContext& ctx, const ActionDef& def, const TakeAction& cmd) {
    const BattleMap& map = ctx.enc.map;
    const Unit& attacker = *ctx.unit(cmd.unit);
    const std::string who = ctx.name(cmd.unit);
    if (routed(attacker)) {
        return who + " has given up the fight and may not attack (seed 003 \"Morale\")";
    }
    // Settled: a map without zones has area templates for its zones.
    const bool templated = map.zones().empty();
    const int own = !templated && map.contains(attacker.cell) ? map.zone_at(attacker.cell) : -1;
    if (!templated && own < 0) {
        return who + " stands in no zone: a blast hits a zone (" + kBlast + ")";
    }
    const bool ranged = def.area == AreaAttack::ZoneInRange;
    auto weapon = blast_weapon(attacker, cmd, ranged);
    if (!weapon) {
        return weapon.reason();
    }
    std::optional<BlastArea> area;
    std::size_t used = 0; // faces read so far
    if (!ranged) {
        if (templated) {
            auto over = own_template(ctx.enc, attacker, cmd.zone);
            if (!over) {
                return over.reason();
            }
            area = std::move(over.value());
        } else {
            area = zone_area(map, own);
        }
    } else {
        if (cmd.zone.empty()) {
            return def.label + (templated ? ": name the template it is aimed at (the map has no "
                                            "zones)"
                                          : ": name the zone it is aimed at");
        }
        auto aim =
            templated ? template_aim(ctx.enc, attacker, cmd.zone) : zone_aim(map, own, cmd.zone);
        if (!aim) {
            return aim.reason();
        }
        Aim& at = aim.value();
        const int range = stat_with(attacker, weapon.value(), "range");
        if (range <= 0) {
            return who + " has no ranged weapon (a range) for a ranged blast";
        }
        if (at.far < 0 || at.far > range) {
            return at.area.name + " is out of range (" + std::to_string(range) + at.unit + "; " +
                   kFactionsAttacking + ")";
        }
        const UnitTurn* turn = ctx.state.turn_of(cmd.unit);
        const bool moving = turn != nullptr && turn->mark("moved") > 0;
        if (2 * at.far > range && moving) {
            return who + " has moved this turn and cannot fire beyond half range (" +
                   kFactionsAttacking + ")";
        }
        // "Barriers completely block attacks", unless the attacker peeks out.
        if (!has_condition(attacker, "peeking") && !ctx.override &&
            !sees_some(map, attacker, at.area)) {
            return who + " sees no square of " + at.area.name +
                   ": a ranged blast targets an area in sight (" + kFactionsAttacking + ")";
        }
        ctx.say(who + " makes a ranged blast at " + at.area.name, "roll");
        area = std::move(at.area);
        if (2 * at.far > range || moving) {
            const int wit = stat_of(attacker, "wit");
            const std::string why = 2 * at.far > range ? "beyond half range" : "while moving";
            auto save = ctx.roll(
                DiceExpr{1, 20},
                cmd.rolls.empty() ? std::vector<int>{} : std::vector<int>{cmd.rolls[0]}, who,
                "a WIT save (" + std::to_string(wit) + " or less) to hit " + why + " (" +
                    kFactionsAttacking + ")");
            if (!save) {
                return save.reason();
            }
            used = 1;
            if (save.value().total > wit) {
                if (at.around.empty()) {
                    ctx.say(who + " misses, and " + area->name + " has no neighbouring " +
                                (templated ? "area on the map" : "zone") +
                                ": the blast hits nothing (" + kBlast + ")",
                            "roll");
                    return std::nullopt;
                }
                std::string numbered;
                for (std::size_t i = 0; i < at.around.size(); ++i) {
                    numbered +=
                        (i == 0 ? "" : ", ") + std::to_string(i + 1) + " " + at.around[i].name;
                }
                auto die = ctx.roll(DiceExpr{1, static_cast<int>(at.around.size())},
                                    cmd.rolls.size() > 1 ? std::vector<int>{cmd.rolls[1]}
                                                         : std::vector<int>{},
                                    who, "where the missed blast deviates (" + numbered + ")");
                if (!die) {
                    return die.reason();
                }
                used = 2;
                area = std::move(at.around[static_cast<std::size_t>(die.value().total - 1)]);
                ctx.say("The blast deviates to " + area->name +
                            (area->where.empty() ? "" : ": " + area->where) + " (" + kBlast + ")",
                        "roll");
            }
        }
    }
    // A ranged blast that lands on the attacker's own zone hits it too.
    const bool with_attacker = ranged && stands_in(map, attacker, *area);
    const std::vector<std::string> targets = targets_in(ctx.enc, *area, cmd.unit, with_attacker);
    std::string names;
    for (const std::string& t : targets) {
        names += (names.empty() ? "" : ", ") + ctx.name(t);
    }
    ctx.say((ranged ? "The blast hits " : who + "'s melee blast hits ") + area->name +
                " and its borders: " + (names.empty() ? std::string("nobody") : names),
            "roll");
    return hit_each(ctx, cmd.unit, targets, cmd.rolls, used, cmd.damage, weapon.value());
}

} // namespace skirmish
