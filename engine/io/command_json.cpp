#include "io/command_json.h"

#include "io/encounter_json.h"
#include "io/json_reader.h"
#include "io/squad_json.h"
#include "io/template_json.h"

#include <functional>
#include <limits>
#include <map>
#include <optional>

namespace skirmish::io {
namespace {

std::string id_at(const JsonAt& at, std::string_view key) {
    return at.at(key).string(Limits::kMaxId);
}

std::string optional_id(const JsonAt& at, std::string_view key) {
    auto v = at.find(key);
    return v ? v->string(Limits::kMaxId) : std::string();
}

EnteredRolls read_rolls(const JsonAt& at) {
    at.expect_object();
    if (at.size() > Limits::kMaxSides + 1) {
        at.fail("too many entries");
    }
    EnteredRolls out;
    for (const auto& [key, value] : at.json().items()) {
        JsonAt faces = at.at(key);
        faces.expect_array(100);
        std::vector<int>& v = out[key];
        for (std::size_t i = 0; i < faces.size(); ++i) {
            v.push_back(static_cast<int>(faces.at(i).integer(-1'000'000, 1'000'000)));
        }
    }
    return out;
}

Command read_one(const JsonAt& at);

std::vector<int> read_faces(const JsonAt& at) {
    at.expect_array(100);
    std::vector<int> out;
    for (std::size_t i = 0; i < at.size(); ++i) {
        out.push_back(static_cast<int>(at.at(i).integer(-1'000'000, 1'000'000)));
    }
    return out;
}

std::optional<int> optional_int(const JsonAt& at, std::string_view key) {
    auto v = at.find(key);
    if (!v) {
        return std::nullopt;
    }
    return static_cast<int>(v->integer(-1'000'000, 1'000'000));
}

Command read_act(const JsonAt& a) {
    TakeAction t{id_at(a, "unit"), id_at(a, "action"), optional_id(a, "using"),
                 optional_id(a, "target")};
    if (auto r = a.find("rolls")) {
        t.rolls = read_faces(*r);
    }
    t.damage = optional_int(a, "damage");
    if (auto tr = a.find("trigger")) {
        t.trigger = tr->string(1024);
    }
    if (auto w = a.find("weapon")) { // since weapons (issue 13)
        t.weapon = w->string(Limits::kMaxName);
    }
    t.zone = optional_id(a, "zone"); // an area attack's zone (issue 14)
    if (t.zone.empty()) {            // or, on a map without zones, its template
        t.zone = optional_id(a, "template");
    }
    if (auto w = a.find("item")) { // a Disarm's weapon (issue 14)
        t.item = w->string(Limits::kMaxName);
    }
    if (auto s = a.find("stunt")) { // an attack stunt (issue 14)
        t.stunt = s->string(Limits::kMaxName);
    }
    if (auto w = a.find("wall")) { // a structural attack's wall (issue 14)
        t.wall = static_cast<std::size_t>(w->integer(0, Limits::kMaxWalls - 1));
    }
    return t;
}

Command read_start(const JsonAt& at) {
    StartCombat c;
    CombatSetup& s = c.setup;
    s.initiator = optional_id(at, "initiator");
    s.initiating_unit = optional_id(at, "initiating_unit");
    if (auto v = at.find("surprised")) {
        v->expect_array(Limits::kMaxSides);
        for (std::size_t i = 0; i < v->size(); ++i) {
            s.surprised.push_back(v->at(i).string(Limits::kMaxId));
        }
    }
    s.party = optional_id(at, "party");
    s.attacked = optional_id(at, "attacked");
    if (auto v = at.find("order")) {
        v->expect_array(Limits::kMaxSides);
        for (std::size_t i = 0; i < v->size(); ++i) {
            s.order.push_back(v->at(i).string(Limits::kMaxId));
        }
    }
    s.initiative_holder = optional_id(at, "initiative_holder");
    if (auto v = at.find("fast_slow")) {
        s.fast_slow = v->boolean();
    }
    if (auto v = at.find("chaos")) {
        s.chaos = v->boolean();
    }
    if (auto v = at.find("ambush")) { // factions (issue 14)
        s.ambush = v->boolean();
    }
    if (auto v = at.find("rolls")) {
        c.rolls = read_rolls(*v);
    }
    if (auto v = at.find("seed")) {
        c.seed = static_cast<std::uint64_t>(v->integer(0, std::numeric_limits<long long>::max()));
    }
    return c;
}

Command read_move(const JsonAt& at) {
    MoveUnit m;
    m.unit = id_at(at, "unit");
    if (auto path = at.find("path")) {
        path->expect_array(1000);
        if (path->size() == 0) {
            path->fail("a path needs at least one square");
        }
        for (std::size_t i = 0; i + 1 < path->size(); ++i) {
            m.via.push_back(path->at(i).cell());
        }
        m.to = path->at(path->size() - 1).cell();
    } else {
        m.to = at.at("to").cell();
    }
    if (auto v = at.find("as")) {
        m.as = v->string(Limits::kMaxId);
    }
    if (auto v = at.find("free")) {
        m.free = v->boolean();
    }
    return m;
}

Command read_one(const JsonAt& at) {
    at.expect_object();
    const std::string cmd = at.at("cmd").string(64);
    using Reader = std::function<Command(const JsonAt&)>;
    static const std::map<std::string, Reader> kReaders = {
        {"start_combat", read_start},
        {"move", read_move},
        {"act", read_act},
        {"disengage",
         [](const JsonAt& a) -> Command {
             return TakeAction{id_at(a, "unit"), "disengage", optional_id(a, "using")};
         }},
        {"respond",
         [](const JsonAt& a) -> Command {
             Respond r;
             if (auto t = a.find("take")) {
                 r.take = t->boolean();
             }
             if (auto rolls = a.find("rolls")) {
                 r.rolls = read_faces(*rolls);
             }
             r.damage = optional_int(a, "damage");
             if (auto as = a.find("as")) {
                 r.as = as->string(16);
             }
             r.unit = optional_id(a, "unit");
             r.action = optional_id(a, "action");
             return r;
         }},
        {"bull_rush",
         [](const JsonAt& a) -> Command {
             BullRush b{id_at(a, "unit"), a.at("target").cell()};
             if (auto r = a.find("rolls")) {
                 b.rolls = read_rolls(*r);
             }
             return b;
         }},
        {"contest_square",
         [](const JsonAt& a) -> Command {
             ContestSquare c{id_at(a, "unit"), id_at(a, "other"), a.at("square").cell()};
             if (auto r = a.find("rolls")) {
                 c.rolls = read_rolls(*r);
             }
             return c;
         }},
        {"shove",
         [](const JsonAt& a) -> Command {
             Shove sh{id_at(a, "unit"), id_at(a, "target")};
             if (auto e = a.find("effect")) {
                 const std::string effect = e->string(16);
                 if (effect != "push" && effect != "prone") {
                     e->fail("expected \"push\" or \"prone\"");
                 }
                 sh.prone = effect == "prone";
             }
             if (auto to = a.find("to")) {
                 sh.to = to->cell();
             }
             if (auto r = a.find("rolls")) {
                 sh.rolls = read_rolls(*r);
             }
             return sh;
         }},
        {"grapple",
         [](const JsonAt& a) -> Command {
             Grapple g{id_at(a, "unit"), optional_id(a, "target")};
             if (auto as = a.find("as")) {
                 g.as = as->string(16);
                 if (g.as != "grab" && g.as != "escape" && g.as != "move" && g.as != "throw" &&
                     g.as != "release") {
                     as->fail("expected grab, escape, move, throw or release");
                 }
             }
             if (auto to = a.find("to")) {
                 g.to = to->cell();
             }
             if (auto r = a.find("rolls")) {
                 g.rolls = read_rolls(*r);
             }
             return g;
         }},
        {"chase",
         [](const JsonAt& a) -> Command {
             Chase c;
             auto units = a.at("units");
             units.expect_array(Limits::kMaxUnits);
             for (std::size_t i = 0; i < units.size(); ++i) {
                 c.units.push_back(units.at(i).string(Limits::kMaxId));
             }
             if (auto pace = a.find("pace")) {
                 c.pace = pace->string(Limits::kMaxId);
             }
             if (auto r = a.find("rolls")) {
                 c.rolls = read_rolls(*r);
             }
             return c;
         }},
        {"dig",
         [](const JsonAt& a) -> Command {
             Dig d{id_at(a, "unit"), {}};
             auto cells = a.at("cells");
             cells.expect_array(1000);
             for (std::size_t i = 0; i < cells.size(); ++i) {
                 d.cells.push_back(cells.at(i).cell());
             }
             return d;
         }},
        {"set_structure",
         [](const JsonAt& a) -> Command {
             SetStructure s;
             s.index = static_cast<std::size_t>(a.at("wall").integer(0, Limits::kMaxWalls - 1));
             if (auto p = a.find("points")) { // null or absent: clear them
                 s.points = static_cast<int>(p->integer(1, Wall::kMaxStructure));
             }
             return s;
         }},
        {"intercept",
         [](const JsonAt& a) -> Command {
             return Intercept{id_at(a, "unit"), id_at(a, "ally")};
         }},
        {"set_dice_mode",
         [](const JsonAt& a) -> Command {
             SetDiceMode m;
             m.mode = a.at("mode").string(16);
             if (auto seed = a.find("seed")) {
                 m.seed = static_cast<std::uint64_t>(
                     seed->integer(0, std::numeric_limits<long long>::max()));
             }
             return m;
         }},
        {"delay",
         [](const JsonAt& a) -> Command {
             Delay d{id_at(a, "unit")};
             if (auto w = a.find("what")) {
                 d.what = w->string(16);
             }
             d.after = optional_id(a, "after");
             return d;
         }},
        {"pass", [](const JsonAt& a) -> Command { return Pass{id_at(a, "side")}; }},
        {"choose_first", [](const JsonAt& a) -> Command { return ChooseFirst{id_at(a, "side")}; }},
        {"end_turn", [](const JsonAt& a) -> Command { return EndTurn{optional_id(a, "unit")}; }},
        {"place_template",
         [](const JsonAt& a) -> Command { return PlaceTemplate{read_template(a)}; }},
        {"remove_template",
         [](const JsonAt& a) -> Command { return RemoveTemplate{id_at(a, "id")}; }},
        {"mount",
         [](const JsonAt& a) -> Command {
             return MountUnit{id_at(a, "rider"), id_at(a, "mount")};
         }},
        {"get_down",
         [](const JsonAt& a) -> Command {
             MountUnit c{id_at(a, "rider")};
             if (auto to = a.find("to")) {
                 c.to = to->cell();
             }
             return c;
         }},
        {"set_modifiers",
         [](const JsonAt& a) -> Command {
             SetModifiers c{id_at(a, "unit")};
             const JsonAt list = a.at("modifiers"); // [] clears them
             list.expect_array(Limits::kMaxSetSize);
             for (std::size_t i = 0; i < list.size(); ++i) {
                 c.modifiers.push_back(list.at(i).string(Limits::kMaxId));
             }
             return c;
         }},
        {"set_squad",
         [](const JsonAt& a) -> Command {
             SetSquad c{read_squad(a)};
             if (auto d = a.find("disband")) {
                 c.disband = d->boolean();
             }
             return c;
         }},
        {"order_squad",
         [](const JsonAt& a) -> Command {
             OrderSquad c{id_at(a, "squad")};
             if (auto o = a.find("order")) {
                 c.order = read_order(*o);
             }
             c.by = optional_id(a, "by");
             if (auto r = a.find("rolls")) {
                 c.rolls = read_rolls(*r);
             }
             return c;
         }},
        {"face",
         [](const JsonAt& a) -> Command {
             FaceUnit f{id_at(a, "unit"), std::nullopt};
             if (auto v = a.find("facing")) { // null or absent: no facing
                 const auto facing = parse_facing(v->string(8));
                 if (!facing) {
                     v->fail("expected n, ne, e, se, s, sw, w or nw");
                 }
                 f.facing = *facing;
             }
             return f;
         }},
        {"set_condition",
         [](const JsonAt& a) -> Command {
             SetCondition c{id_at(a, "unit"), id_at(a, "condition")};
             if (auto on = a.find("on")) {
                 c.on = on->boolean();
             }
             if (auto rounds = a.find("rounds")) {
                 c.rounds = static_cast<int>(rounds->integer(1, 1000));
             }
             return c;
         }},
        {"next_round",
         [](const JsonAt& a) -> Command {
             NextRound n;
             if (auto r = a.find("rolls")) {
                 n.rolls = read_rolls(*r);
             }
             return n;
         }},
        {"end_combat", [](const JsonAt&) -> Command { return EndCombat{}; }},
        {"change_health",
         [](const JsonAt& a) -> Command {
             ChangeHealth c;
             if (auto units = a.find("units")) {
                 units->expect_array(Limits::kMaxUnits);
                 for (std::size_t i = 0; i < units->size(); ++i) {
                     c.units.push_back(units->at(i).string(Limits::kMaxId));
                 }
             } else {
                 c.units.push_back(id_at(a, "unit"));
             }
             c.amount = static_cast<int>(a.at("amount").integer(-10'000, 10'000));
             if (auto kind = a.find("kind")) { // issue 14
                 c.kind = kind->string(Limits::kMaxId);
             }
             return c;
         }},
        {"set_player_health",
         [](const JsonAt& a) -> Command {
             SetPlayerHealth c;
             const auto shown = [&](const char* key, HealthShown& out) {
                 if (auto v = a.find(key)) {
                     auto parsed = parse_health_shown(v->string(16));
                     if (!parsed) {
                         v->fail("expected nothing, bar or numbers");
                     }
                     out = *parsed;
                 }
             };
             shown("party", c.shown.party);
             shown("enemies", c.shown.enemies);
             return c;
         }},
        {"override",
         [](const JsonAt& a) -> Command {
             JsonAt inner = a.at("command");
             inner.expect_object();
             if (inner.find("cmd") && inner.at("cmd").json() == "override") {
                 inner.fail("an override cannot hold another override");
             }
             Override o = override_of(read_one(inner));
             if (auto place = a.find("place_only")) {
                 o.place_only = place->boolean();
             }
             return o;
         }},
    };
    auto it = kReaders.find(cmd);
    if (it == kReaders.end()) {
        std::string known;
        for (const auto& [name, reader] : kReaders) {
            known += (known.empty() ? "" : ", ") + name;
        }
        at.at("cmd").fail("unknown command \"" + cmd + "\" (known: " + known + ")");
    }
    return it->second(at);
}

} // namespace

Result<Command> read_command(const nlohmann::json& value) {
    try {
        return read_one(JsonAt(value, ""));
    } catch (const JsonPathError& e) {
        return reject(e.text());
    } catch (const std::exception& e) {
        return reject(std::string("$: ") + e.what());
    }
}

} // namespace skirmish::io
