#include "io/template_library.h"

#include "encounter/unit_copies.h"
#include "io/encounter_json.h"
#include "io/json_guard.h"
#include "io/json_reader.h"
#include "io/unit_json.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <set>

namespace skirmish::io {

using nlohmann::json;

namespace {

constexpr const char* kTemplatesFormat = "skirmish-templates";
constexpr int kTemplatesVersion = 1;

std::string trim(std::string_view s) {
    std::size_t b = 0;
    std::size_t e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b])) != 0) {
        ++b;
    }
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])) != 0) {
        --e;
    }
    return std::string(s.substr(b, e - b));
}

std::vector<std::string> split(std::string_view s, char sep) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == sep) {
            out.push_back(trim(s.substr(start, i - start)));
            start = i + 1;
        }
    }
    return out;
}

std::optional<int> to_int(const std::string& s) {
    // "+3" as a GM writes a bonus; from_chars takes no sign of its own.
    const std::size_t skip = !s.empty() && s[0] == '+' ? 1 : 0;
    int v = 0;
    const char* first = s.data() + skip;
    const auto [end, ec] = std::from_chars(first, s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || first == end) {
        return std::nullopt;
    }
    return v;
}

/// The rows of RFC 4180 CSV: fields split on commas, double quotes around a
/// field that holds commas, quotes ("") or line breaks. nullopt, with the
/// line in `bad_line`, on an unclosed quote.
std::optional<std::vector<std::vector<std::string>>> csv_rows(std::string_view text, int& bad_line,
                                                              std::vector<int>& lines) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3); // the byte order mark of a spreadsheet's "CSV UTF-8"
    }
    std::vector<std::vector<std::string>> rows(1);
    lines = {1};
    std::string field;
    bool quoted = false;
    int line = 1;
    int quote_line = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                line += c == '\n' ? 1 : 0;
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
            quote_line = line;
        } else if (c == ',') {
            rows.back().push_back(std::move(field));
            field.clear();
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
                ++i;
            }
            rows.back().push_back(std::move(field));
            field.clear();
            rows.emplace_back();
            ++line;
            lines.push_back(line);
        } else {
            field += c;
        }
    }
    if (quoted) {
        bad_line = quote_line;
        return std::nullopt;
    }
    rows.back().push_back(std::move(field));
    // Blank lines (a trailing newline) are no rows.
    std::vector<std::vector<std::string>> kept;
    std::vector<int> kept_lines;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!(rows[i].size() == 1 && trim(rows[i][0]).empty())) {
            kept.push_back(std::move(rows[i]));
            kept_lines.push_back(lines[i]);
        }
    }
    lines = std::move(kept_lines);
    return kept;
}

std::string csv_field(const std::string& s) {
    if (s.find_first_of(",\"\r\n") == std::string::npos) {
        return s;
    }
    std::string out = "\"";
    for (const char c : s) {
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return out + "\"";
}

} // namespace

UnitTemplate template_of(const Encounter& enc, const Unit& unit) {
    Unit body;
    body.name = unit.name;
    body.size = unit.size;
    body.stats = unit.stats;
    body.weapons = unit.weapons;
    body.specials = unit.specials;
    body.notes = unit.notes;
    body.image = unit.image;
    return UnitTemplate{enc.ruleset, std::move(body)};
}

std::optional<Unit> unit_from_template(const Encounter& enc, const UnitTemplate& t,
                                       const std::string& side, Cell near) {
    Unit u = t.unit;
    u.side = side;
    const std::vector<Cell> cells = free_cells_near(enc, u, near, 1);
    if (cells.empty()) {
        return std::nullopt;
    }
    u.cell = cells.front();
    const bool taken = std::any_of(enc.units.begin(), enc.units.end(),
                                   [&](const Unit& o) { return o.name == u.name; });
    if (taken) {
        u.name = numbered_names(enc, u.name, 1).front();
    }
    u.id = fresh_unit_id(enc, u.name);
    return u;
}

Result<std::vector<UnitTemplate>> read_templates(std::string_view text,
                                                 const RulesetRegistry& registry) {
    try {
        guard_json(text);
        const json doc = parse_json(text);
        const JsonAt root(doc, "");
        expect_header(root, kTemplatesFormat, kTemplatesVersion);
        std::vector<UnitTemplate> out;
        const JsonAt list = root.at("templates");
        list.expect_array(Limits::kMaxUnits);
        for (std::size_t i = 0; i < list.size(); ++i) {
            const JsonAt t = list.at(i);
            t.expect_object();
            const JsonAt rs = t.at("ruleset");
            const std::string id = rs.string(Limits::kMaxId);
            const auto ruleset = registry.find(id);
            if (!ruleset) {
                rs.fail("unknown ruleset \"" + id + "\"");
            }
            UnitTemplate tpl{*ruleset, {}};
            const JsonAt name = t.at("name");
            if (name.string(Limits::kMaxName).empty()) {
                name.fail("must not be empty");
            }
            read_unit_body(t, tpl.unit);
            out.push_back(std::move(tpl));
        }
        return out;
    } catch (const JsonPathError& e) {
        return reject(e.text());
    } catch (const std::exception& e) {
        return reject(std::string("$: cannot read the library: ") + e.what());
    }
}

std::string write_templates(const std::vector<UnitTemplate>& templates) {
    json list = json::array();
    for (const UnitTemplate& t : templates) {
        json one = unit_body_json(t.unit);
        one["ruleset"] = std::string(to_string(t.ruleset));
        list.push_back(std::move(one));
    }
    return json{{"format", kTemplatesFormat}, {"version", kTemplatesVersion}, {"templates", list}}
               .dump(2) +
           "\n";
}

std::string weapon_line(const Weapon& w) {
    std::string out = w.name + ": " + weapon_kind_name(w.kind);
    for (const auto& [k, v] : w.stats) {
        out += ", " + k + "=" + std::to_string(v);
    }
    for (const std::string& s : w.specials) {
        out += ", " + s;
    }
    return out;
}

std::optional<Weapon> parse_weapon_line(std::string_view line, std::string* error) {
    const auto fail = [&](std::string why) -> std::optional<Weapon> {
        if (error != nullptr) {
            *error = std::move(why);
        }
        return std::nullopt;
    };
    const std::size_t colon = line.find(':');
    Weapon w;
    w.name = trim(line.substr(0, colon));
    if (w.name.empty()) {
        return fail("a weapon needs a name before the colon");
    }
    if (colon == std::string_view::npos) {
        return w;
    }
    bool first = true; // only the first item may be the kind
    for (const std::string& item : split(line.substr(colon + 1), ',')) {
        if (item.empty()) {
            continue;
        }
        std::string lower = item;
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (std::exchange(first, false) && weapon_kind_from(lower, w.kind)) {
            continue;
        }
        const std::size_t eq = item.find('=');
        if (eq != std::string::npos && eq > 0) {
            const auto value = to_int(trim(item.substr(eq + 1)));
            if (!value) {
                return fail("\"" + item + "\" is not name=number");
            }
            w.stats[trim(item.substr(0, eq))] = *value;
        } else {
            w.specials.insert(item);
        }
    }
    return w;
}

Result<std::vector<UnitTemplate>> read_templates_csv(std::string_view text, RulesetId fallback,
                                                     const RulesetRegistry& registry) {
    int bad_line = 0;
    std::vector<int> lines;
    auto rows = csv_rows(text, bad_line, lines);
    if (!rows) {
        return reject("line " + std::to_string(bad_line) + ": a quote is never closed");
    }
    if (rows->empty()) {
        return reject(std::string("line 1: the file is empty (it needs a header row)"));
    }
    // The template's own columns, in any case; any other is a stat, named
    // as written.
    const std::set<std::string> own = {"name",     "ruleset", "footprint",
                                       "specials", "weapons", "notes"};
    std::vector<std::string> header;
    for (std::size_t c = 0; c < rows->front().size(); ++c) {
        std::string k = trim(rows->front()[c]);
        std::string lower = k;
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
        if (own.contains(lower)) {
            k = lower;
        }
        if (k.empty()) {
            return reject("line 1: column " + std::to_string(c + 1) + " has no name");
        }
        if (std::find(header.begin(), header.end(), k) != header.end()) {
            return reject("line 1: column \"" + k + "\" twice");
        }
        header.push_back(k);
    }
    if (std::find(header.begin(), header.end(), "name") == header.end()) {
        return reject(std::string("line 1: no \"name\" column"));
    }
    std::vector<UnitTemplate> out;
    for (std::size_t r = 1; r < rows->size(); ++r) {
        const std::vector<std::string>& row = (*rows)[r];
        const std::string where = "line " + std::to_string(lines[r]);
        if (row.size() > header.size()) {
            return reject(where + ": " + std::to_string(row.size()) + " fields, the header has " +
                          std::to_string(header.size()));
        }
        UnitTemplate t{fallback, {}};
        for (std::size_t c = 0; c < row.size(); ++c) {
            const std::string& col = header[c];
            const std::string value = trim(row[c]);
            const auto bad = [&](const std::string& why) {
                return reject(where + ", column \"" + col + "\": " + why);
            };
            if (col == "name") {
                t.unit.name = value;
            } else if (col == "ruleset") {
                if (!value.empty()) {
                    const auto id = registry.find(value);
                    if (!id) {
                        return bad("unknown ruleset \"" + value + "\"");
                    }
                    t.ruleset = *id;
                }
            } else if (col == "footprint") {
                const auto v = value.empty() ? std::optional<int>(1) : to_int(value);
                if (!v || *v < 1 || *v > BattleMap::kMaxSide) {
                    return bad("\"" + value + "\" is not a size (1 or more squares)");
                }
                t.unit.size = *v;
            } else if (col == "specials") {
                for (const std::string& s : split(value, ';')) {
                    if (!s.empty()) {
                        t.unit.specials.insert(s);
                    }
                }
            } else if (col == "notes") {
                t.unit.notes = row[c]; // as written, spaces and all
            } else if (col == "weapons") {
                for (const std::string& line : split(value, '|')) {
                    if (line.empty()) {
                        continue;
                    }
                    std::string why;
                    auto w = parse_weapon_line(line, &why);
                    if (!w) {
                        return bad(why);
                    }
                    t.unit.weapons.push_back(std::move(*w));
                }
            } else if (!value.empty()) {
                const auto v = to_int(value);
                if (!v) {
                    return bad("\"" + value + "\" is not a whole number");
                }
                t.unit.stats[col] = *v;
            }
        }
        if (t.unit.name.empty()) {
            return reject(where + ": no name");
        }
        out.push_back(std::move(t));
    }
    // What the library file takes (lengths, values, weapon names), checked
    // as the library reads it: an import never writes a file that cannot
    // be read back.
    auto checked = read_templates(write_templates(out), registry);
    if (!checked) {
        const std::string& why = checked.reason();
        const std::size_t open = why.find('[');
        const std::size_t close = why.find(']');
        if (why.rfind("templates[", 0) == 0 && close != std::string::npos) {
            const std::size_t i = std::stoul(why.substr(open + 1, close - open - 1));
            return reject("line " + std::to_string(lines[i + 1]) + ": " +
                          why.substr(why.find(' ') + 1));
        }
        return checked.rejection();
    }
    return out;
}

std::string write_templates_csv(const std::vector<UnitTemplate>& templates) {
    std::set<std::string> stat_names;
    for (const UnitTemplate& t : templates) {
        for (const auto& [k, v] : t.unit.stats) {
            stat_names.insert(k);
        }
    }
    std::string out = "name,ruleset,footprint,specials,weapons,notes";
    for (const std::string& k : stat_names) {
        out += "," + csv_field(k);
    }
    out += "\n";
    for (const UnitTemplate& t : templates) {
        std::string specials;
        for (const std::string& s : t.unit.specials) {
            specials += (specials.empty() ? "" : ";") + s;
        }
        std::string weapons;
        for (const Weapon& w : t.unit.weapons) {
            weapons += (weapons.empty() ? "" : " | ") + weapon_line(w);
        }
        out += csv_field(t.unit.name) + "," + std::string(to_string(t.ruleset)) + "," +
               std::to_string(t.unit.size) + "," + csv_field(specials) + "," + csv_field(weapons) +
               "," + csv_field(t.unit.notes);
        for (const std::string& k : stat_names) {
            auto it = t.unit.stats.find(k);
            out += "," + (it == t.unit.stats.end() ? std::string() : std::to_string(it->second));
        }
        out += "\n";
    }
    return out;
}

} // namespace skirmish::io
