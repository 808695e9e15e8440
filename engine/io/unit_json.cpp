#include "io/unit_json.h"

#include "io/base64.h"
#include "io/encounter_json.h"
#include "io/image_format.h"
#include "map/battle_map.h"
#include "rules/turn_context.h"

#include <algorithm>

namespace skirmish::io {

using nlohmann::json;

std::vector<std::uint8_t> image_bytes(const JsonAt& data) {
    const std::size_t max_chars = Limits::kMaxImageBytes / 3 * 4 + 8;
    auto bytes = base64_decode(data.string(max_chars));
    if (!bytes) {
        data.fail("is not base64");
    }
    if (bytes->size() > Limits::kMaxImageBytes) {
        data.fail("image is larger than 64 MiB");
    }
    return std::move(*bytes);
}

std::string image_format_at(const JsonAt& data, const std::vector<std::uint8_t>& bytes) {
    const std::string format = image_format_of(bytes);
    if (format.empty()) {
        data.fail("is not a PNG, JPEG or WebP image");
    }
    return format;
}

std::set<std::string> read_string_set(const JsonAt& at) {
    at.expect_array(Limits::kMaxSetSize);
    std::set<std::string> out;
    for (std::size_t i = 0; i < at.size(); ++i) {
        out.insert(at.at(i).string(Limits::kMaxId));
    }
    return out;
}

namespace {

std::map<std::string, int> read_stats(const JsonAt& stats) {
    stats.expect_object();
    if (stats.size() > Limits::kMaxSetSize) {
        stats.fail("has more than " + std::to_string(Limits::kMaxSetSize) + " stats");
    }
    std::map<std::string, int> out;
    for (const auto& [key, value] : stats.json().items()) {
        if (key.size() > Limits::kMaxId) {
            stats.fail("stat name longer than " + std::to_string(Limits::kMaxId) + " bytes");
        }
        out[key] = static_cast<int>(stats.at(key).integer(-1'000'000'000, 1'000'000'000));
    }
    return out;
}

/// A unit's "weapons" (since issue 13; older files have none): each with a
/// name unique in the unit, a kind, stats and specials.
std::vector<Weapon> read_weapons(const JsonAt& at) {
    at.expect_array(Limits::kMaxSetSize);
    std::vector<Weapon> out;
    for (std::size_t i = 0; i < at.size(); ++i) {
        const JsonAt w = at.at(i);
        w.expect_object();
        Weapon weapon;
        const JsonAt name = w.at("name");
        weapon.name = name.string(Limits::kMaxName);
        if (weapon.name.empty()) {
            name.fail("must not be empty");
        }
        if (std::any_of(out.begin(), out.end(),
                        [&](const Weapon& o) { return same_condition(o.name, weapon.name); })) {
            name.fail("duplicate weapon name \"" + weapon.name + "\"");
        }
        if (auto kind = w.find("kind")) {
            const std::string k = kind->string(Limits::kMaxId);
            if (!weapon_kind_from(k, weapon.kind)) {
                kind->fail("unknown weapon kind \"" + k + "\" (melee, ranged, unarmed or thrown)");
            }
        }
        if (auto stats = w.find("stats")) {
            weapon.stats = read_stats(*stats);
        }
        if (auto v = w.find("specials")) {
            weapon.specials = read_string_set(*v);
        }
        if (auto v = w.find("dropped")) { // since Disarm (issue 14)
            weapon.dropped = v->boolean();
        }
        out.push_back(std::move(weapon));
    }
    return out;
}

} // namespace

void read_unit_body(const JsonAt& at, Unit& u) {
    if (auto v = at.find("name")) {
        u.name = v->string(Limits::kMaxName);
    }
    if (auto v = at.find("size")) {
        u.size = static_cast<int>(v->integer(1, BattleMap::kMaxSide));
    }
    if (auto stats = at.find("stats")) {
        u.stats = read_stats(*stats);
    }
    if (auto weapons = at.find("weapons")) {
        u.weapons = read_weapons(*weapons);
    }
    if (auto v = at.find("specials")) {
        u.specials = read_string_set(*v);
    }
    if (auto v = at.find("notes")) {
        u.notes = v->string(Limits::kMaxNotes);
    }
    if (auto img = at.find("image")) {
        img->expect_object();
        JsonAt data = img->at("data");
        TokenImage t;
        t.bytes = image_bytes(data);
        t.format = image_format_at(data, t.bytes);
        u.image = std::move(t);
    }
}

json unit_body_json(const Unit& u) {
    json out = {{"name", u.name}};
    if (u.size != 1) {
        out["size"] = u.size;
    }
    if (!u.stats.empty()) {
        out["stats"] = u.stats;
    }
    if (!u.specials.empty()) {
        out["specials"] = u.specials;
    }
    if (!u.weapons.empty()) {
        json weapons = json::array();
        for (const Weapon& w : u.weapons) {
            json one = {{"name", w.name}, {"kind", weapon_kind_name(w.kind)}};
            if (!w.stats.empty()) {
                one["stats"] = w.stats;
            }
            if (!w.specials.empty()) {
                one["specials"] = w.specials;
            }
            if (w.dropped) {
                one["dropped"] = true;
            }
            weapons.push_back(std::move(one));
        }
        out["weapons"] = std::move(weapons);
    }
    if (!u.notes.empty()) {
        out["notes"] = u.notes;
    }
    if (u.image) {
        out["image"] = {{"format", u.image->format}, {"data", base64_encode(u.image->bytes)}};
    }
    return out;
}

Side read_side(const JsonAt& at) {
    at.expect_object();
    Side s;
    s.id = at.at("id").string(Limits::kMaxId);
    if (s.id.empty()) {
        at.at("id").fail("must not be empty");
    }
    s.name = s.id;
    if (auto v = at.find("name")) {
        s.name = v->string(Limits::kMaxName);
    }
    if (auto v = at.find("color")) {
        s.color = v->string(16);
        const bool ok = s.color.size() == 7 && s.color[0] == '#' &&
                        s.color.find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
        if (!ok) {
            v->fail("\"" + s.color + "\" is not a colour of the form #rrggbb");
        }
    }
    if (auto v = at.find("player")) {
        s.player = v->boolean();
    }
    return s;
}

void expect_header(const JsonAt& root, std::string_view expected, int newest) {
    root.expect_object();
    const JsonAt format = root.at("format");
    if (format.string(64) != expected) {
        format.fail("is not \"" + std::string(expected) + "\"");
    }
    const JsonAt version = root.at("version");
    if (version.integer(1, 1'000'000) > newest) {
        version.fail("is newer than this program reads (" + std::to_string(newest) + ")");
    }
}

} // namespace skirmish::io
