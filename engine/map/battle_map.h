#pragma once
/// @file BattleMap: the grid, its terrain, elevation, walls and background.

#include "core/cell.h"
#include "map/wall.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

/// Terrain of one cell. Difficult terrain costs double to enter; impassable
/// cells cannot be entered or stood on. Earth is solid ground, impassable
/// too, that a Digging unit tunnels through (issue 14; seed 000 "Specials",
/// Digging: "a tunnel ... through dirt"); a tunnel square becomes Open.
enum class Terrain : std::uint8_t { Open, Difficult, Impassable, Earth };

/// True for terrain nobody may enter or stand on (Impassable, Earth).
inline bool is_solid(Terrain t) {
    return t == Terrain::Impassable || t == Terrain::Earth;
}

/// The unit a square's size is given in.
enum class LengthUnit { Feet, Metres, Square };

/// How diagonal steps count (RULESETS.md, "Diagonal movement rule").
enum class DiagonalRule { Uniform, Alternating, Manhattan };

/// One square's real size: e.g. 5 ft, 1 m, or 1 plain square.
struct SquareSize {
    double size = 1;
    LengthUnit unit = LengthUnit::Square;
    bool operator==(const SquareSize&) const = default;
};

/// An embedded background image: the encoded bytes (PNG, WebP or JPEG) as
/// read from the file, and how many image pixels make one cell.
struct Background {
    std::vector<std::uint8_t> bytes;
    std::string format; ///< "png", "webp" or "jpeg"
    double pixels_per_cell = 64;
    bool operator==(const Background&) const = default;
};

/// A light source kept from an imported map for later use. Position in cell
/// units, range in cells, colour as "AARRGGBB" hex (alpha kept).
struct Light {
    Point position;
    double range = 0;
    double intensity = 1;
    std::string color = "ffffffff";
    bool shadows = true;
    bool operator==(const Light&) const = default;
};

/// A zone painted by the GM (`factions` moves by zone: RULESETS.md, seed 003).
struct Zone {
    std::string id;
    std::string name;
    bool operator==(const Zone&) const = default;
};

/// The battle map. Width and height are in cells (1..1000). Terrain and
/// elevation are stored row-major. Cells outside the map have no terrain.
class BattleMap {
public:
    static constexpr int kMaxSide = 1000;
    static constexpr int kMaxElevation = 4;

    BattleMap() : BattleMap(12, 12) {}
    /// Creates an open, flat map. Sizes are clamped to 1..kMaxSide.
    BattleMap(int width, int height);

    int width() const { return width_; }
    int height() const { return height_; }
    /// "<width>x<height>" in squares, as messages name the map ("the 30x20 map").
    std::string size_text() const;
    bool contains(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_; }
    /// True when every cell of the size x size block with top-left `c` is on the map.
    bool contains_block(Cell c, int size) const;

    const SquareSize& square() const { return square_; }
    void set_square(SquareSize s) { square_ = s; }

    /// The map's own diagonal rule, if the file sets one; otherwise the
    /// ruleset's default applies.
    const std::optional<DiagonalRule>& diagonal() const { return diagonal_; }
    void set_diagonal(std::optional<DiagonalRule> d) { diagonal_ = d; }

    /// Terrain of a cell on the map (precondition: contains(c)).
    Terrain terrain(Cell c) const { return terrain_[index(c)]; }
    void set_terrain(Cell c, Terrain t) { terrain_[index(c)] = t; }
    /// Every cell's terrain, row-major (width() x height()).
    const std::vector<Terrain>& terrain_grid() const { return terrain_; }
    /// Elevation level 0..4 of a cell on the map (precondition: contains(c)).
    int elevation(Cell c) const { return elevation_[index(c)]; }
    void set_elevation(Cell c, int level) {
        elevation_[index(c)] = static_cast<std::uint8_t>(level);
    }

    const std::vector<Wall>& walls() const { return walls_; }
    std::vector<Wall>& walls() { return walls_; }

    const std::optional<Background>& background() const { return background_; }
    void set_background(std::optional<Background> b) { background_ = std::move(b); }

    const std::vector<Light>& lights() const { return lights_; }
    std::vector<Light>& lights() { return lights_; }

    /// Zones, in file order; at most kMaxZones.
    static constexpr int kMaxZones = 1000;
    const std::vector<Zone>& zones() const { return zones_; }
    std::vector<Zone>& zones() { return zones_; }
    /// The index into zones() of the zone painted on `c`, or -1 (precondition: contains(c)).
    int zone_at(Cell c) const { return zone_of_[index(c)]; }
    void set_zone_at(Cell c, int zone) { zone_of_[index(c)] = static_cast<std::int16_t>(zone); }
    /// The index of the zone with this id, or -1.
    int zone_index(std::string_view id) const;

    bool operator==(const BattleMap&) const = default;

private:
    std::size_t index(Cell c) const {
        return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(c.x);
    }

    int width_;
    int height_;
    SquareSize square_;
    std::optional<DiagonalRule> diagonal_;
    std::vector<Terrain> terrain_;
    std::vector<std::uint8_t> elevation_;
    std::vector<Wall> walls_;
    std::optional<Background> background_;
    std::vector<Light> lights_;
    std::vector<Zone> zones_;
    std::vector<std::int16_t> zone_of_;
};

std::string_view to_string(Terrain t);
std::string_view to_string(LengthUnit u);
std::string_view to_string(DiagonalRule d);
std::optional<Terrain> parse_terrain(std::string_view s);
std::optional<LengthUnit> parse_length_unit(std::string_view s);
std::optional<DiagonalRule> parse_diagonal_rule(std::string_view s);

} // namespace skirmish
