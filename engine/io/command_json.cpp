#include "io/command_json.h"

#include "io/encounter_json.h"
#include "io/json_reader.h"

#include <functional>
#include <map>

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
    s.initiative_holder = optional_id(at, "initiative_holder");
    if (auto v = at.find("fast_slow")) {
        s.fast_slow = v->boolean();
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
        {"act",
         [](const JsonAt& a) -> Command {
             return TakeAction{id_at(a, "unit"), id_at(a, "action"), optional_id(a, "using"),
                               optional_id(a, "target")};
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
        {"end_turn", [](const JsonAt& a) -> Command { return EndTurn{optional_id(a, "unit")}; }},
        {"set_condition",
         [](const JsonAt& a) -> Command {
             SetCondition c{id_at(a, "unit"), id_at(a, "condition")};
             if (auto on = a.find("on")) {
                 c.on = on->boolean();
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
        {"override",
         [](const JsonAt& a) -> Command {
             JsonAt inner = a.at("command");
             inner.expect_object();
             if (inner.find("cmd") && inner.at("cmd").json() == "override") {
                 inner.fail("an override cannot hold another override");
             }
             return override_of(read_one(inner));
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
