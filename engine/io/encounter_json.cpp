#include "io/encounter_json.h"

#include "io/combat_json.h"

#include "encounter/command_engine.h"
#include "io/base64.h"
#include "io/encounter_migration.h"
#include "io/image_format.h"
#include "io/json_guard.h"
#include "io/json_reader.h"
#include "io/squad_json.h"
#include "io/template_json.h"
#include "io/unit_json.h"
#include "rules/ruleset.h"
#include "rules/squads.h"
#include "rules/weapons.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <limits>
#include <set>
#include <unordered_set>

namespace skirmish::io {

using nlohmann::json;

namespace {

constexpr char kFormat[] = "skirmish-encounter";
constexpr char kTerrainChars[] = {'.', '~', '#', '%'}; // open, difficult, impassable, earth

// ---------------------------------------------------------------- reading

template <typename E, typename Parse>
E enum_at(const JsonAt& at, Parse parse, const char* expected) {
    const std::string s = at.string(64);
    auto v = parse(s);
    if (!v) {
        at.fail("\"" + s + "\" is not one of " + expected);
    }
    return *v;
}

void read_rows(const JsonAt& rows, BattleMap& m, const char* what,
               const std::function<void(Cell, char, const JsonAt&)>& set) {
    rows.expect_array(static_cast<std::size_t>(m.height()));
    if (rows.size() != static_cast<std::size_t>(m.height())) {
        rows.fail("needs one row per map row (" + std::to_string(m.height()) + "), found " +
                  std::to_string(rows.size()));
    }
    for (std::size_t y = 0; y < rows.size(); ++y) {
        JsonAt row = rows.at(y);
        const std::string s = row.string(static_cast<std::size_t>(m.width()));
        if (s.size() != static_cast<std::size_t>(m.width())) {
            row.fail(std::string("a ") + what + " row needs " + std::to_string(m.width()) +
                     " characters, found " + std::to_string(s.size()));
        }
        for (std::size_t x = 0; x < s.size(); ++x) {
            set({static_cast<int>(x), static_cast<int>(y)}, s[x], row);
        }
    }
}

Wall read_wall(const JsonAt& at, const BattleMap& m) {
    at.expect_object();
    Wall w;
    w.from = at.at("from").point();
    w.to = at.at("to").point();
    if (auto k = at.find("kind")) {
        w.kind = enum_at<WallKind>(*k, parse_wall_kind, "wall, window, door");
    }
    if (auto s = at.find("state")) {
        w.state = enum_at<DoorState>(*s, parse_door_state, "open, closed, locked");
    }
    if (!w.is_door()) {
        w.state = DoorState::Closed; // only doors have a state; the writer keeps none for others
    }
    if (auto imp = at.find("imported")) {
        w.imported = imp->boolean();
    }
    if (auto sp = at.find("structure")) {
        w.structure = static_cast<int>(sp->integer(1, Wall::kMaxStructure));
    }
    const double margin = 1.0; // imported maps may overshoot the edge a little
    for (const Point& p : {w.from, w.to}) {
        if (p.x < -margin || p.y < -margin || p.x > m.width() + margin ||
            p.y > m.height() + margin) {
            at.fail("wall point (" + json(p.x).dump() + ", " + json(p.y).dump() +
                    ") is outside the " + m.size_text() + " map");
        }
    }
    return w;
}

Light read_light(const JsonAt& at) {
    at.expect_object();
    Light l;
    l.position = at.at("position").point();
    l.range = at.at("range").number(0, 1e6);
    if (auto v = at.find("intensity")) {
        l.intensity = v->number(0, 1e6);
    }
    if (auto v = at.find("color")) {
        l.color = v->string(16);
    }
    if (auto v = at.find("shadows")) {
        l.shadows = v->boolean();
    }
    return l;
}

/// Squares written as "C8", or as a block "A1:H3" (corners included):
/// calls `each` for every square, in order.
void read_cell_runs(const JsonAt& cells, const BattleMap& m,
                    const std::function<void(Cell, const JsonAt&)>& each) {
    cells.expect_array(static_cast<std::size_t>(m.width()) * m.height());
    std::size_t visited = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        JsonAt item = cells.at(i);
        const std::string text = item.string(32);
        const auto colon = text.find(':');
        const auto a = parse_label(text.substr(0, colon));
        const auto b = colon == std::string::npos ? a : parse_label(text.substr(colon + 1));
        if (!a || !b) {
            item.fail("\"" + text +
                      "\" is not a square such as \"C8\" or a block such as \"A1:C3\"");
        }
        if (!m.contains(*a) || !m.contains(*b)) {
            item.fail("\"" + text + "\" is outside the " + m.size_text() + " map");
        }
        // Blocks may overlap, but a list never needs more squares than the map has.
        visited += static_cast<std::size_t>(std::abs(a->x - b->x) + 1) *
                   static_cast<std::size_t>(std::abs(a->y - b->y) + 1);
        if (visited > static_cast<std::size_t>(m.width()) * m.height()) {
            item.fail("the blocks cover more squares than the map has");
        }
        for (int y = std::min(a->y, b->y); y <= std::max(a->y, b->y); ++y) {
            for (int x = std::min(a->x, b->x); x <= std::max(a->x, b->x); ++x) {
                if (!m.contains({x, y})) {
                    item.fail("\"" + text + "\" is outside the " + m.size_text() + " map");
                }
                each({x, y}, item);
            }
        }
    }
}

void read_zone_cells(const JsonAt& cells, BattleMap& m, int index) {
    read_cell_runs(cells, m, [&](Cell c, const JsonAt& item) {
        if (m.zone_at(c) >= 0) {
            item.fail(to_label(c) + " is already in zone \"" +
                      m.zones()[static_cast<std::size_t>(m.zone_at(c))].id + "\"");
        }
        m.set_zone_at(c, index);
    });
}

void read_zones(const JsonAt& zones, BattleMap& m) {
    zones.expect_array(BattleMap::kMaxZones);
    for (std::size_t i = 0; i < zones.size(); ++i) {
        JsonAt z = zones.at(i);
        z.expect_object();
        Zone zone;
        JsonAt id = z.at("id");
        zone.id = id.string(Limits::kMaxId);
        if (zone.id.empty()) {
            id.fail("must not be empty");
        }
        if (m.zone_index(zone.id) >= 0) {
            id.fail("duplicate zone id \"" + zone.id + "\"");
        }
        zone.name = zone.id;
        if (auto n = z.find("name")) {
            zone.name = n->string(Limits::kMaxName);
        }
        m.zones().push_back(zone);
        if (auto cells = z.find("cells")) {
            read_zone_cells(*cells, m, static_cast<int>(i));
        }
    }
}

BattleMap read_map(const JsonAt& at) {
    at.expect_object();
    const auto width = static_cast<int>(at.at("width").integer(1, BattleMap::kMaxSide));
    const auto height = static_cast<int>(at.at("height").integer(1, BattleMap::kMaxSide));
    BattleMap m(width, height);
    if (auto sq = at.find("square")) {
        SquareSize s;
        if (auto size = sq->find("size")) {
            s.size = size->number(1e-6, 1e6);
            if (s.size <= 0) {
                size->fail("must be positive");
            }
        }
        if (auto unit = sq->find("unit")) {
            s.unit = enum_at<LengthUnit>(*unit, parse_length_unit, "ft, m, square");
        }
        m.set_square(s);
    }
    if (auto d = at.find("diagonal")) {
        m.set_diagonal(
            enum_at<DiagonalRule>(*d, parse_diagonal_rule, "uniform, alternating, manhattan"));
    }
    if (auto t = at.find("terrain")) {
        read_rows(*t, m, "terrain", [&](Cell c, char ch, const JsonAt& row) {
            const char* found = std::find(std::begin(kTerrainChars), std::end(kTerrainChars), ch);
            if (found == std::end(kTerrainChars)) {
                row.fail(std::string("terrain '") + ch + "' at " + to_label(c) +
                         " is not one of . ~ # %");
            }
            m.set_terrain(c, static_cast<Terrain>(found - std::begin(kTerrainChars)));
        });
    }
    if (auto e = at.find("elevation")) {
        read_rows(*e, m, "elevation", [&](Cell c, char ch, const JsonAt& row) {
            if (ch < '0' || ch > '0' + BattleMap::kMaxElevation) {
                row.fail(std::string("elevation '") + ch + "' at " + to_label(c) +
                         " is not 0 to 4");
            }
            m.set_elevation(c, ch - '0');
        });
    }
    if (auto walls = at.find("walls")) {
        walls->expect_array(Limits::kMaxWalls);
        m.walls().reserve(walls->size());
        for (std::size_t i = 0; i < walls->size(); ++i) {
            m.walls().push_back(read_wall(walls->at(i), m));
        }
    }
    if (auto bg = at.find("background")) {
        bg->expect_object();
        Background b;
        JsonAt data = bg->at("data");
        b.bytes = image_bytes(data);
        b.format = image_format_at(data, b.bytes);
        b.pixels_per_cell = bg->at("pixels_per_cell").number(1, 10000);
        m.set_background(std::move(b));
    }
    if (auto lights = at.find("lights")) {
        lights->expect_array(Limits::kMaxLights);
        for (std::size_t i = 0; i < lights->size(); ++i) {
            m.lights().push_back(read_light(lights->at(i)));
        }
    }
    if (auto zones = at.find("zones")) {
        read_zones(*zones, m);
    }
    return m;
}

/// `ids`: the ids of the units read so far (a set, not a scan of the units
/// for each: a file of 10,000 units took a quarter of its reading so).
Unit read_unit(const JsonAt& at, const Encounter& enc, std::unordered_set<std::string>& ids) {
    at.expect_object();
    Unit u;
    JsonAt id = at.at("id");
    u.id = id.string(Limits::kMaxId);
    if (u.id.empty()) {
        id.fail("must not be empty");
    }
    if (!ids.insert(u.id).second) {
        id.fail("duplicate unit id \"" + u.id + "\"");
    }
    u.name = u.id;
    read_unit_body(at, u); // name, size, stats, weapons, specials, notes, image
    JsonAt side = at.at("side");
    u.side = side.string(Limits::kMaxId);
    if (enc.find_side(u.side) == nullptr) {
        side.fail("unknown side \"" + u.side + "\"");
    }
    JsonAt cell = at.at("cell");
    u.cell = cell.cell();
    if (!enc.map.contains_block(u.cell, u.size)) {
        const std::string shown = cell.json().is_string() ? cell.json().dump()
                                                          : "[" + std::to_string(u.cell.x) + ", " +
                                                                std::to_string(u.cell.y) + "]";
        cell.fail(shown + (u.size > 1 ? " (size " + std::to_string(u.size) + ")" : "") +
                  " is outside the " + enc.map.size_text() + " map");
    }
    if (auto v = at.find("conditions")) {
        u.conditions = read_string_set(*v);
    }
    if (auto timers = at.find("condition_rounds")) { // since issue 13; older files have none
        timers->expect_object();
        for (const auto& [key, value] : timers->json().items()) {
            if (!u.conditions.contains(key)) {
                timers->at(key).fail("is a timer for \"" + key +
                                     "\", a condition the unit has not");
            }
            u.condition_rounds[key] = static_cast<int>(timers->at(key).integer(1, 1000));
        }
    }
    if (auto v = at.find("facing")) { // since issue 14; older files have none
        u.facing = enum_at<Facing>(*v, parse_facing, "n, ne, e, se, s, sw, w, nw");
    }
    if (auto v = at.find("mount")) { // since issue 14; older files have none
        u.mount = v->string(Limits::kMaxId);
    }
    if (auto v = at.find("summoner")) { // since issue 14; older files have none
        u.summoner = v->string(Limits::kMaxId);
    }
    if (auto v = at.find("thralled")) { // since issue 14; older files: false
        u.thralled = v->boolean();
    }
    if (auto v = at.find("hidden")) {
        u.hidden = v->boolean();
    }
    return u;
}

void read_fog(const JsonAt& at, Encounter& enc);

/// Runs the migration chain on an encounter of an older version that this
/// program reads; anything else is left for read_root to judge.
void migrate(json& doc) {
    if (!doc.is_object() || doc.value("format", json()) != kFormat) {
        return;
    }
    const auto version = doc.find("version");
    if (version == doc.end() || !version->is_number_integer()) {
        return;
    }
    const auto v = version->get<long long>();
    if (v >= kOldestFormatVersion && v < kFormatVersion) {
        migrate_encounter(doc, static_cast<int>(v));
    }
}

Encounter read_root(const JsonAt& root, const RulesetRegistry& registry) {
    root.expect_object();
    JsonAt format = root.at("format");
    if (format.string(64) != kFormat) {
        format.fail("expected \"skirmish-encounter\", found " + format.json().dump());
    }
    JsonAt version = root.at("version");
    const long long v =
        version.integer(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    if (v != kFormatVersion) { // migrate() has brought older ones up
        version.fail("unsupported version " + std::to_string(v) + "; this program reads versions " +
                     std::to_string(kOldestFormatVersion) + " to " +
                     std::to_string(kFormatVersion) +
                     (v > kFormatVersion ? " (a newer program wrote it)" : ""));
    }
    Encounter enc;
    if (auto n = root.find("name")) {
        enc.name = n->string(Limits::kMaxName);
    }
    const std::string list = registry.id_list();
    enc.ruleset = enum_at<RulesetId>(
        root.at("ruleset"), [&](std::string_view id) { return registry.find(id); }, list.c_str());
    if (auto o = root.find("options")) {
        o->expect_object();
        enc.options = o->json();
    }
    enc.map = read_map(root.at("map"));
    if (auto sides = root.find("sides")) {
        sides->expect_array(Limits::kMaxSides);
        for (std::size_t i = 0; i < sides->size(); ++i) {
            JsonAt at = sides->at(i);
            Side s = read_side(at);
            if (enc.find_side(s.id) != nullptr) {
                at.at("id").fail("duplicate side id \"" + s.id + "\"");
            }
            enc.sides.push_back(std::move(s));
        }
    }
    if (auto fog = root.find("fog")) {
        read_fog(*fog, enc);
    }
    if (auto units = root.find("units")) {
        units->expect_array(Limits::kMaxUnits);
        enc.units.reserve(units->size());
        std::unordered_set<std::string> ids;
        for (std::size_t i = 0; i < units->size(); ++i) {
            enc.units.push_back(read_unit(units->at(i), enc, ids));
        }
        // A rider names a unit on the map that rides nothing, and stands
        // on its square (rules/mounts.h).
        for (std::size_t i = 0; i < enc.units.size(); ++i) {
            const Unit& r = enc.units[i];
            if (r.mount.empty()) {
                continue;
            }
            const JsonAt at = units->at(i).at("mount");
            const Unit* m = enc.find_unit(r.mount);
            if (m == nullptr || m->id == r.id) {
                at.fail("there is no other unit \"" + r.mount + "\" to ride");
            }
            if (!m->mount.empty()) {
                at.fail("\"" + r.mount + "\" rides another unit itself");
            }
            if (m->cell != r.cell) {
                at.fail("a rider stands on its mount's square, " + to_label(m->cell));
            }
        }
        // A summon names another unit on the map (rules/summons.h).
        for (std::size_t i = 0; i < enc.units.size(); ++i) {
            const Unit& s = enc.units[i];
            if (!s.summoner.empty() &&
                (enc.find_unit(s.summoner) == nullptr || s.summoner == s.id)) {
                units->at(i)
                    .at("summoner")
                    .fail("there is no other unit \"" + s.summoner + "\" that summoned it");
            }
        }
    }
    if (auto combat = root.find("combat")) {
        enc.combat = read_combat(*combat);
        // A pair naming a unit no longer on the map (removed mid-fight) is
        // dropped: the file still opens, and the other unit is set down.
        std::erase_if(enc.combat.carrying, [&](const auto& pair) {
            return enc.find_unit(pair.first) == nullptr || enc.find_unit(pair.second) == nullptr ||
                   pair.first == pair.second;
        });
        for (auto* pairs : {&enc.combat.grappling, &enc.combat.screening}) {
            std::erase_if(*pairs, [&](const auto& pair) {
                return enc.find_unit(pair.first) == nullptr ||
                       enc.find_unit(pair.second) == nullptr || pair.first == pair.second;
            });
        }
        // A reaction waiting names units on the map.
        const auto known = [&](const PendingReaction& r, const JsonAt& at) {
            for (const char* key : {"by", "against"}) {
                const std::string& id = std::string_view(key) == "by" ? r.by : r.against;
                if (enc.find_unit(id) == nullptr) {
                    at.at(key).fail("no unit \"" + id + "\" on the map");
                }
            }
        };
        if (enc.combat.pending) {
            known(*enc.combat.pending, combat->at("pending"));
        }
        for (std::size_t i = 0; i < enc.combat.queued.size(); ++i) {
            known(enc.combat.queued[i], combat->at("queued").at(i));
        }
        // The weapon of an attack being answered is the attacker's.
        if (const auto& p = enc.combat.pending; p && !p->weapon.empty()) {
            const Unit* attacker = enc.find_unit(p->against);
            if (attacker != nullptr && find_weapon(*attacker, p->weapon) == nullptr) {
                combat->at("pending").at("weapon").fail(
                    "\"" + p->weapon + "\" is not a weapon of \"" + p->against + "\"");
            }
        }
    }
    if (auto log = root.find("log")) {
        enc.log = read_log(*log);
    }
    if (auto templates = root.find("templates")) { // issue 14; absent before
        templates->expect_array(Limits::kMaxTemplates);
        for (std::size_t i = 0; i < templates->size(); ++i) {
            const JsonAt at = templates->at(i);
            AreaTemplate t = read_template(at);
            if (auto why = template_problem(t, enc.map.width(), enc.map.height())) {
                at.fail(*why);
            }
            if (enc.find_template(t.id) != nullptr) {
                at.at("id").fail("a second template \"" + t.id + "\"");
            }
            enc.templates.push_back(std::move(t));
        }
    }
    if (auto squads = root.find("squads")) { // issue 14; absent before
        squads->expect_array(Squad::kMaxCount);
        for (std::size_t i = 0; i < squads->size(); ++i) {
            const JsonAt at = squads->at(i);
            Squad s = read_squad(at);
            if (enc.find_squad(s.id) != nullptr) {
                at.at("id").fail("a second squad \"" + s.id + "\"");
            }
            // What the file must hold together; the rules' limits (sizes,
            // sides, a Horde's member) are checked as squads are set, so a
            // unit edited since, or another ruleset, still loads.
            if (s.members.empty()) {
                at.at("members").fail("a squad needs at least one unit");
            }
            for (std::size_t m = 0; m < s.members.size(); ++m) {
                const JsonAt member = at.at("members").at(m);
                if (enc.find_unit(s.members[m]) == nullptr) {
                    member.fail("there is no unit \"" + s.members[m] + "\"");
                }
                if (squad_of(enc, s.members[m]) != nullptr ||
                    std::count(s.members.begin(), s.members.end(), s.members[m]) > 1) {
                    member.fail("\"" + s.members[m] + "\" is in two squads or listed twice");
                }
            }
            if (auto why = order_problem(enc, s.order)) {
                (at.find("order") && at.at("order").find("point") ? at.at("order").at("point") : at)
                    .fail(*why);
            }
            if (std::find(s.members.begin(), s.members.end(), s.leader) == s.members.end()) {
                (at.find("leader") ? at.at("leader") : at).fail("the leader must be a member");
            }
            enc.squads.push_back(std::move(s));
        }
    }
    if (auto ph = root.find("player_health")) {
        ph->expect_object();
        if (auto v = ph->find("party")) {
            enc.player_health.party =
                enum_at<HealthShown>(*v, parse_health_shown, "nothing, bar, numbers");
        }
        if (auto v = ph->find("enemies")) {
            enc.player_health.enemies =
                enum_at<HealthShown>(*v, parse_health_shown, "nothing, bar, numbers");
        }
    }
    return enc;
}

// ---------------------------------------------------------------- writing

json point_json(Point p) {
    return json::array({p.x, p.y});
}

/// The squares for which `in` holds, as runs along rows: "A3:F3" or "C8".
json cell_runs(const BattleMap& m, const std::function<bool(Cell)>& in) {
    json out = json::array();
    for (int y = 0; y < m.height(); ++y) {
        for (int x = 0; x < m.width(); ++x) {
            if (!in({x, y})) {
                continue;
            }
            int end = x;
            while (end + 1 < m.width() && in({end + 1, y})) {
                ++end;
            }
            out.push_back(end == x ? to_label({x, y})
                                   : to_label({x, y}) + ":" + to_label({end, y}));
            x = end;
        }
    }
    return out;
}

json fog_json(const Encounter& enc) {
    auto flagged = [&](std::uint8_t flag) {
        return cell_runs(enc.map, [&](Cell c) { return (fog_flags(enc, c) & flag) != 0; });
    };
    return {{"enabled", enc.fog.enabled},
            {"explored", flagged(FogOfWar::kExplored)},
            {"revealed", flagged(FogOfWar::kRevealed)},
            {"hidden", flagged(FogOfWar::kHidden)}};
}

void read_fog(const JsonAt& at, Encounter& enc) {
    at.expect_object();
    if (auto e = at.find("enabled")) {
        enc.fog.enabled = e->boolean();
    }
    const std::pair<const char*, std::uint8_t> kinds[] = {{"explored", FogOfWar::kExplored},
                                                          {"revealed", FogOfWar::kRevealed},
                                                          {"hidden", FogOfWar::kHidden}};
    for (const auto& [key, flag] : kinds) {
        if (auto cells = at.find(key)) {
            read_cell_runs(*cells, enc.map, [&, f = flag](Cell c, const JsonAt&) {
                enc.fog.cells.resize(static_cast<std::size_t>(enc.map.width()) * enc.map.height(),
                                     0);
                enc.fog.cells[static_cast<std::size_t>(c.y) * enc.map.width() + c.x] |= f;
            });
        }
    }
}

json map_json(const BattleMap& m) {
    json out = {{"width", m.width()},
                {"height", m.height()},
                {"square", {{"size", m.square().size}, {"unit", to_string(m.square().unit)}}}};
    if (m.diagonal()) {
        out["diagonal"] = to_string(*m.diagonal());
    }
    bool any_terrain = false;
    bool any_elevation = false;
    json terrain = json::array();
    json elevation = json::array();
    for (int y = 0; y < m.height(); ++y) {
        std::string t_row(static_cast<std::size_t>(m.width()), '.');
        std::string e_row(static_cast<std::size_t>(m.width()), '0');
        for (int x = 0; x < m.width(); ++x) {
            const Terrain t = m.terrain({x, y});
            const int e = m.elevation({x, y});
            t_row[static_cast<std::size_t>(x)] = kTerrainChars[static_cast<int>(t)];
            e_row[static_cast<std::size_t>(x)] = static_cast<char>('0' + e);
            any_terrain = any_terrain || t != Terrain::Open;
            any_elevation = any_elevation || e != 0;
        }
        terrain.push_back(std::move(t_row));
        elevation.push_back(std::move(e_row));
    }
    if (any_terrain) {
        out["terrain"] = std::move(terrain);
    }
    if (any_elevation) {
        out["elevation"] = std::move(elevation);
    }
    json walls = json::array();
    for (const Wall& w : m.walls()) {
        json jw = {{"from", point_json(w.from)}, {"to", point_json(w.to)}};
        if (w.kind != WallKind::Wall) {
            jw["kind"] = to_string(w.kind);
        }
        if (w.is_door()) {
            jw["state"] = to_string(w.state);
        }
        if (w.imported) {
            jw["imported"] = true;
        }
        if (w.structure) {
            jw["structure"] = *w.structure;
        }
        walls.push_back(std::move(jw));
    }
    out["walls"] = std::move(walls);
    if (const auto& bg = m.background()) {
        out["background"] = {{"format", bg->format},
                             {"pixels_per_cell", bg->pixels_per_cell},
                             {"data", base64_encode(bg->bytes)}};
    }
    if (!m.lights().empty()) {
        json lights = json::array();
        for (const Light& l : m.lights()) {
            lights.push_back({{"position", point_json(l.position)},
                              {"range", l.range},
                              {"intensity", l.intensity},
                              {"color", l.color},
                              {"shadows", l.shadows}});
        }
        out["lights"] = std::move(lights);
    }
    if (!m.zones().empty()) {
        json zones = json::array();
        for (std::size_t i = 0; i < m.zones().size(); ++i) {
            const int index = static_cast<int>(i);
            zones.push_back(
                {{"id", m.zones()[i].id},
                 {"name", m.zones()[i].name},
                 {"cells", cell_runs(m, [&](Cell c) { return m.zone_at(c) == index; })}});
        }
        out["zones"] = std::move(zones);
    }
    return out;
}

json unit_json(const Unit& u) {
    json out = unit_body_json(u);
    out["id"] = u.id;
    out["side"] = u.side;
    out["cell"] = to_label(u.cell);
    if (!u.conditions.empty()) {
        out["conditions"] = u.conditions;
    }
    if (!u.condition_rounds.empty()) {
        out["condition_rounds"] = u.condition_rounds;
    }
    if (u.facing) {
        out["facing"] = to_string(*u.facing);
    }
    if (!u.mount.empty()) {
        out["mount"] = u.mount;
    }
    if (!u.summoner.empty()) {
        out["summoner"] = u.summoner;
    }
    if (u.thralled) {
        out["thralled"] = true;
    }
    if (u.hidden) {
        out["hidden"] = true;
    }
    return out;
}

} // namespace

Result<Encounter> read_encounter(std::string_view text, const RulesetRegistry& registry) {
    try {
        if (text.size() > Limits::kMaxFileBytes) {
            return reject("$: the file is " + std::to_string(text.size()) +
                          " bytes; the limit is " + std::to_string(Limits::kMaxFileBytes));
        }
        guard_json(text);
        json doc = parse_json(text);
        migrate(doc);
        return read_root(JsonAt(doc, ""), registry);
    } catch (const JsonPathError& e) {
        return reject(e.text());
    } catch (const std::exception& e) { // bad_alloc and the like: still no crash
        return reject(std::string("$: cannot read the file: ") + e.what());
    }
}

std::string write_encounter(const Encounter& enc) {
    json sides = json::array();
    for (const Side& s : enc.sides) {
        sides.push_back({{"id", s.id}, {"name", s.name}, {"color", s.color}, {"player", s.player}});
    }
    json units = json::array();
    for (const Unit& u : enc.units) {
        units.push_back(unit_json(u));
    }
    json doc = {{"format", kFormat},         {"version", kFormatVersion},
                {"name", enc.name},          {"ruleset", to_string(enc.ruleset)},
                {"options", enc.options},    {"map", map_json(enc.map)},
                {"sides", std::move(sides)}, {"units", std::move(units)}};
    if (!enc.fog.enabled || !enc.fog.cells.empty()) {
        doc["fog"] = fog_json(enc);
    }
    if (combat_worth_saving(enc.combat)) {
        doc["combat"] = combat_json(enc.combat);
    }
    if (!enc.log.empty()) {
        doc["log"] = log_json(enc.log);
    }
    if (!enc.templates.empty()) {
        json templates = json::array();
        for (const AreaTemplate& t : enc.templates) {
            templates.push_back(template_json(t));
        }
        doc["templates"] = std::move(templates);
    }
    if (!enc.squads.empty()) {
        json squads = json::array();
        for (const Squad& s : enc.squads) {
            squads.push_back(squad_json(s));
        }
        doc["squads"] = std::move(squads);
    }
    if (enc.player_health != PlayerHealth{}) {
        doc["player_health"] = {{"party", to_string(enc.player_health.party)},
                                {"enemies", to_string(enc.player_health.enemies)}};
    }
    return doc.dump(2) + "\n";
}

} // namespace skirmish::io
