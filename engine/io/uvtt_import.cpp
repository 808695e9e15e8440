#include "io/uvtt_import.h"

#include "rules/ruleset.h"

#include "io/base64.h"
#include "io/encounter_json.h"
#include "io/image_format.h"
#include "io/json_guard.h"
#include "io/json_reader.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace skirmish::io {

using nlohmann::json;

namespace {

constexpr double kBig = 1e6;

/// Imported coordinates are rounded to 1/1024 cell (docs/file-format.md), a
/// lattice that the exact predicates of geometry/exact.h read exactly, so
/// that mirrored copies of a map get mirrored answers. 1/1024 cell is a
/// fraction of a pixel at any usual map resolution.
constexpr double kImportLattice = 1024;

Point on_lattice(Point p) {
    return {std::nearbyint(p.x * kImportLattice) / kImportLattice,
            std::nearbyint(p.y * kImportLattice) / kImportLattice};
}

/// A file point in cells from the map's origin, on the import lattice.
Point minus(Point p, Point origin) {
    return on_lattice(p - origin);
}

/// The part of segment a-b inside the map's rectangle [0, width] x
/// [0, height] (Liang-Barsky), or nullopt when no more than a point of it is
/// inside. A segment wholly inside comes back unchanged.
std::optional<std::pair<Point, Point>> clip_to_map(const BattleMap& m, Point a, Point b) {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x, m.width() - a.x, a.y, m.height() - a.y};
    double t0 = 0;
    double t1 = 1;
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) {
                return std::nullopt; // parallel to this edge, outside it
            }
            continue;
        }
        const double r = q[i] / p[i];
        if (p[i] < 0) {
            t0 = std::max(t0, r);
        } else {
            t1 = std::min(t1, r);
        }
    }
    if (t0 >= t1) {
        return std::nullopt;
    }
    const Point c = t0 == 0 ? a : on_lattice({a.x + t0 * dx, a.y + t0 * dy});
    const Point d = t1 == 1 ? b : on_lattice({a.x + t1 * dx, a.y + t1 * dy});
    if (c == d) {
        return std::nullopt; // a point's worth of the segment on the map
    }
    return std::pair{c, d};
}

/// Where segment a-b of an imported map goes: the part of it on the map
/// (issue 16: a crop of a bigger floor has walls that run past its edge;
/// one on the map comes back as it is). nullopt, counted in `dropped`, when
/// none of it is.
std::optional<std::pair<Point, Point>> on_map(const BattleMap& m, Point a, Point b, int& dropped) {
    auto part = clip_to_map(m, a, b);
    if (!part) {
        ++dropped;
    }
    return part;
}

void add_polylines(const JsonAt& lines, Point origin, BattleMap& m, int& dropped) {
    lines.expect_array(Limits::kMaxWalls);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        JsonAt line = lines.at(i);
        line.expect_array(Limits::kMaxWalls);
        for (std::size_t k = 1; k < line.size(); ++k) {
            const Point a = minus(line.at(k - 1).point(), origin);
            const Point b = minus(line.at(k).point(), origin);
            if (a == b) {
                continue; // a repeated point draws nothing
            }
            const auto part = on_map(m, a, b, dropped);
            if (!part) {
                continue;
            }
            if (m.walls().size() >= Limits::kMaxWalls) {
                line.fail("more than " + std::to_string(Limits::kMaxWalls) + " wall segments");
            }
            m.walls().push_back(
                Wall{part->first, part->second, WallKind::Wall, DoorState::Closed, true});
        }
    }
}

/// An interval along one grid line: `lo` < `hi`.
struct Span {
    double lo;
    double hi;
};

/// Snaps each imported door that lies on a grid line but off its squares'
/// edges (a Dungeondraft door half a square off, say) to whole edges of
/// about its length, nearest its middle (issue 16: "snap doors to the grid
/// edge they lie on, within a tolerance, so that open doors can be walked
/// through"). The walls along that line give way to it, and the part of the
/// old door outside the new one becomes wall, so that nothing opens that
/// was closed. Doors not on a grid line (within kLineTolerance) stay.
void snap_doors(BattleMap& m) {
    constexpr double kLineTolerance = 0.1; ///< squares
    constexpr double kEps = 1e-9;
    auto& walls = m.walls();
    for (std::size_t d = 0; d < walls.size(); ++d) {
        Wall door = walls[d];
        if (!door.is_door() || !door.imported) {
            continue;
        }
        const bool vertical = std::abs(door.from.x - door.to.x) < kEps;
        const bool horizontal = std::abs(door.from.y - door.to.y) < kEps;
        if (vertical == horizontal) {
            continue; // slanted (or a point): not on a grid line
        }
        const double line = vertical ? door.from.x : door.from.y;
        if (std::abs(line - std::round(line)) > kLineTolerance) {
            continue;
        }
        const double a = vertical ? door.from.y : door.from.x;
        const double b = vertical ? door.to.y : door.to.x;
        const Span old{std::min(a, b), std::max(a, b)};
        const double n = std::max(1.0, std::round(old.hi - old.lo));
        const double lo = std::floor((old.lo + old.hi) / 2 - n / 2 + 0.5);
        const Span snapped{lo, lo + n};
        const double at = std::round(line);
        if (std::abs(at - line) < kEps && snapped.lo == old.lo && snapped.hi == old.hi) {
            continue; // on the edges already
        }
        auto point = [&](double t) { return vertical ? Point{at, t} : Point{t, at}; };
        auto on_line = [&](const Wall& w) {
            return vertical ? std::abs(w.from.x - line) < kEps && std::abs(w.to.x - line) < kEps
                            : std::abs(w.from.y - line) < kEps && std::abs(w.to.y - line) < kEps;
        };
        std::vector<Wall> out;
        out.reserve(walls.size() + 2);
        auto add_pieces = [&](const Wall& like, Span span) {
            // `span` less the snapped door.
            for (const Span piece : {Span{span.lo, std::min(span.hi, snapped.lo)},
                                     Span{std::max(span.lo, snapped.hi), span.hi}}) {
                if (piece.hi - piece.lo > kEps) {
                    Wall w = like;
                    w.from = point(piece.lo);
                    w.to = point(piece.hi);
                    out.push_back(w);
                }
            }
        };
        std::size_t door_at = 0;
        for (std::size_t i = 0; i < walls.size(); ++i) {
            const Wall& w = walls[i];
            if (i == d) {
                // The part of the old door outside the new one: wall.
                add_pieces(Wall{{}, {}, WallKind::Wall, DoorState::Closed, true}, old);
                door_at = out.size();
                Wall moved = door;
                moved.from = point(snapped.lo);
                moved.to = point(snapped.hi);
                out.push_back(moved);
            } else if (!w.is_door() && on_line(w)) {
                const double wa = vertical ? w.from.y : w.from.x;
                const double wb = vertical ? w.to.y : w.to.x;
                add_pieces(w, Span{std::min(wa, wb), std::max(wa, wb)});
            } else {
                out.push_back(w);
            }
        }
        walls = std::move(out);
        d = door_at;
    }
}

std::string strip_data_prefix(std::string_view s) {
    if (s.substr(0, 5) == "data:") {
        const auto comma = s.find(',');
        if (comma != std::string_view::npos) {
            s.remove_prefix(comma + 1);
        }
    }
    return std::string(s);
}

} // namespace

Result<UvttImport> import_uvtt(std::string_view text, RulesetId ruleset, std::string name) {
    try {
        if (text.size() > Limits::kMaxFileBytes) {
            return reject("$: the file is " + std::to_string(text.size()) +
                          " bytes; the limit is " + std::to_string(Limits::kMaxFileBytes));
        }
        guard_json(text);
        const json doc = parse_json(text);
        JsonAt root(doc, "");
        root.expect_object();
        UvttImport out;
        if (auto f = root.find("format")) {
            const double format = f->number(0, 100);
            if (format != 0.2 && format != 0.3 && format != 1.0) {
                out.warnings.push_back("format: " + f->json().dump() +
                                       " is not 0.2, 0.3 or 1.0; read as 0.3");
            }
        }
        JsonAt res = root.at("resolution");
        const Point origin = res.at("map_origin").point();
        JsonAt size = res.at("map_size");
        const double w = size.at("x").number(1, BattleMap::kMaxSide);
        const double h = size.at("y").number(1, BattleMap::kMaxSide);
        const double ppg = res.at("pixels_per_grid").number(1, 10000);

        Encounter& enc = out.encounter;
        enc.name = std::move(name);
        enc.ruleset = ruleset;
        enc.map = BattleMap(static_cast<int>(std::ceil(w)), static_cast<int>(std::ceil(h)));
        enc.map.set_square(ruleset.rules().info.default_square);
        enc.sides = {Side{"party", "Party", "#2e86de", true},
                     Side{"enemies", "Enemies", "#c0392b", false}};
        BattleMap& m = enc.map;
        int dropped = 0;
        add_polylines(root.at("line_of_sight"), origin, m, dropped);
        if (auto objects = root.find("objects_line_of_sight")) {
            add_polylines(*objects, origin, m, dropped);
        }
        if (auto portals = root.find("portals")) {
            portals->expect_array(Limits::kMaxWalls);
            for (std::size_t i = 0; i < portals->size(); ++i) {
                JsonAt p = portals->at(i);
                p.expect_object();
                JsonAt bounds = p.at("bounds");
                bounds.expect_array(2);
                if (bounds.size() != 2) {
                    bounds.fail("expected two points");
                }
                const bool closed = p.find("closed") ? p.at("closed").boolean() : true;
                const Point a = minus(bounds.at(0).point(), origin);
                const Point b = minus(bounds.at(1).point(), origin);
                if (a == b) {
                    ++dropped;
                    continue;
                }
                const auto part = on_map(m, a, b, dropped);
                if (!part) {
                    continue;
                }
                if (m.walls().size() >= Limits::kMaxWalls) {
                    p.fail("more than " + std::to_string(Limits::kMaxWalls) + " wall segments");
                }
                m.walls().push_back(Wall{part->first, part->second, WallKind::Door,
                                         closed ? DoorState::Closed : DoorState::Open, true});
            }
        }
        if (auto lights = root.find("lights")) {
            lights->expect_array(Limits::kMaxLights);
            for (std::size_t i = 0; i < lights->size(); ++i) {
                JsonAt l = lights->at(i);
                l.expect_object();
                Light light;
                light.position = minus(l.at("position").point(), origin);
                light.range = l.at("range").number(0, kBig);
                if (auto v = l.find("intensity")) {
                    light.intensity = v->number(0, kBig);
                }
                if (auto v = l.find("color")) {
                    light.color = v->string(16);
                }
                if (auto v = l.find("shadows")) {
                    light.shadows = v->boolean();
                }
                m.lights().push_back(std::move(light));
            }
        }
        snap_doors(m);
        if (dropped > 0) {
            out.warnings.push_back(
                dropped == 1 ? std::string("1 wall or door segment lies wholly outside the map "
                                           "and was left out")
                             : std::to_string(dropped) + " wall or door segments lie wholly "
                                                         "outside the map and were left out");
        }
        if (auto image = root.find("image")) {
            const std::size_t max_chars = Limits::kMaxImageBytes / 3 * 4 + 256;
            const std::string data = strip_data_prefix(image->string(max_chars));
            auto bytes = base64_decode(data);
            std::string format = bytes ? image_format_of(*bytes) : std::string();
            if (!bytes) {
                out.warnings.push_back("image: not base64 (a file path?); imported without a "
                                       "background");
            } else if (format.empty()) {
                out.warnings.push_back("image: not a PNG, JPEG or WebP image; imported without "
                                       "a background");
            } else {
                m.set_background(Background{std::move(*bytes), std::move(format), ppg});
            }
        } else {
            out.warnings.push_back("image: missing; imported without a background");
        }
        return out;
    } catch (const JsonPathError& e) {
        return reject(e.text());
    } catch (const std::exception& e) {
        return reject(std::string("$: cannot read the file: ") + e.what());
    }
}

} // namespace skirmish::io
