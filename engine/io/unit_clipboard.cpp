#include "io/unit_clipboard.h"

#include "io/encounter_json.h"
#include "io/json_guard.h"
#include "io/json_reader.h"
#include "io/unit_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace skirmish::io {

using nlohmann::json;

namespace {

constexpr const char* kUnitsFormat = "skirmish-units";
constexpr int kUnitsVersion = 1;
constexpr long long kMaxOffset = 10'000;

} // namespace

std::string write_unit_clip(const Encounter& enc, const std::vector<std::string>& ids) {
    json units = json::array();
    json sides = json::array();
    std::vector<std::string> listed;
    const Unit* first = nullptr;
    for (const std::string& id : ids) {
        const Unit* u = enc.find_unit(id);
        if (u == nullptr) {
            continue;
        }
        first = first == nullptr ? u : first;
        json one = unit_body_json(*u);
        one["id"] = u->id;
        one["side"] = u->side;
        one["offset"] = {u->cell.x - first->cell.x, u->cell.y - first->cell.y};
        if (!u->conditions.empty()) {
            one["conditions"] = u->conditions;
        }
        if (u->facing) {
            one["facing"] = to_string(*u->facing);
        }
        if (u->hidden) {
            one["hidden"] = true;
        }
        units.push_back(std::move(one));
        const Side* s = enc.find_side(u->side);
        if (s != nullptr && std::find(listed.begin(), listed.end(), s->id) == listed.end()) {
            listed.push_back(s->id);
            sides.push_back(
                {{"id", s->id}, {"name", s->name}, {"color", s->color}, {"player", s->player}});
        }
    }
    return json{{"format", kUnitsFormat},
                {"version", kUnitsVersion},
                {"ruleset", std::string(to_string(enc.ruleset))},
                {"sides", sides},
                {"units", units}}
        .dump(2);
}

Result<UnitClip> read_unit_clip(std::string_view text, const RulesetRegistry& registry) {
    try {
        guard_json(text);
        const json doc = parse_json(text);
        const JsonAt root(doc, "");
        expect_header(root, kUnitsFormat, kUnitsVersion);
        const JsonAt rs = root.at("ruleset");
        const std::string rid = rs.string(Limits::kMaxId);
        const auto ruleset = registry.find(rid);
        if (!ruleset) {
            rs.fail("unknown ruleset \"" + rid + "\"");
        }
        UnitClip clip{*ruleset, {}, {}};
        const JsonAt sides = root.at("sides");
        sides.expect_array(Limits::kMaxSides);
        for (std::size_t i = 0; i < sides.size(); ++i) {
            clip.sides.push_back(read_side(sides.at(i)));
        }
        const JsonAt units = root.at("units");
        units.expect_array(Limits::kMaxUnits);
        for (std::size_t i = 0; i < units.size(); ++i) {
            const JsonAt at = units.at(i);
            at.expect_object();
            Unit u;
            u.id = at.at("id").string(Limits::kMaxId);
            u.name = u.id;
            read_unit_body(at, u);
            const JsonAt side = at.at("side");
            u.side = side.string(Limits::kMaxId);
            if (std::none_of(clip.sides.begin(), clip.sides.end(),
                             [&](const Side& s) { return s.id == u.side; })) {
                side.fail("unknown side \"" + u.side + "\"");
            }
            const JsonAt offset = at.at("offset");
            offset.expect_array(2);
            if (offset.size() != 2) {
                offset.fail("must be [dx, dy]");
            }
            u.cell = Cell{static_cast<int>(offset.at(0).integer(-kMaxOffset, kMaxOffset)),
                          static_cast<int>(offset.at(1).integer(-kMaxOffset, kMaxOffset))};
            if (auto c = at.find("conditions")) {
                u.conditions = read_string_set(*c);
            }
            if (auto f = at.find("facing")) {
                const auto facing = parse_facing(f->string(8));
                if (!facing) {
                    f->fail("expected n, ne, e, se, s, sw, w or nw");
                }
                u.facing = *facing;
            }
            if (auto h = at.find("hidden")) {
                u.hidden = h->boolean();
            }
            clip.units.push_back(std::move(u));
        }
        return clip;
    } catch (const JsonPathError& e) {
        return reject(e.text());
    } catch (const std::exception& e) {
        return reject(std::string("$: not units copied from Skirmish: ") + e.what());
    }
}

} // namespace skirmish::io
