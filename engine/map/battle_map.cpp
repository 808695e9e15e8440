#include "map/battle_map.h"

#include "core/enum_names.h"

#include <algorithm>

namespace skirmish {

BattleMap::BattleMap(int width, int height)
    : width_(std::clamp(width, 1, kMaxSide)), height_(std::clamp(height, 1, kMaxSide)),
      terrain_(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), Terrain::Open),
      elevation_(terrain_.size(), 0), zone_of_(terrain_.size(), -1) {}

int BattleMap::zone_index(std::string_view id) const {
    for (std::size_t i = 0; i < zones_.size(); ++i) {
        if (zones_[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

std::string BattleMap::size_text() const {
    return std::to_string(width_) + "x" + std::to_string(height_);
}

bool BattleMap::contains_block(Cell c, int size) const {
    return size >= 1 && contains(c) && c.x + size <= width_ && c.y + size <= height_;
}

namespace {
constexpr std::array<EnumName<Terrain>, 4> kTerrains{{{Terrain::Open, "open"},
                                                      {Terrain::Difficult, "difficult"},
                                                      {Terrain::Impassable, "impassable"},
                                                      {Terrain::Earth, "earth"}}};
constexpr std::array<EnumName<LengthUnit>, 3> kUnits{
    {{LengthUnit::Feet, "ft"}, {LengthUnit::Metres, "m"}, {LengthUnit::Square, "square"}}};
constexpr std::array<EnumName<DiagonalRule>, 3> kDiagonals{
    {{DiagonalRule::Uniform, "uniform"},
     {DiagonalRule::Alternating, "alternating"},
     {DiagonalRule::Manhattan, "manhattan"}}};
} // namespace

std::string_view to_string(Terrain t) {
    return name_of(kTerrains, t);
}
std::string_view to_string(LengthUnit u) {
    return name_of(kUnits, u);
}
std::string_view to_string(DiagonalRule d) {
    return name_of(kDiagonals, d);
}
std::optional<Terrain> parse_terrain(std::string_view s) {
    return value_of(kTerrains, s);
}
std::optional<LengthUnit> parse_length_unit(std::string_view s) {
    return value_of(kUnits, s);
}
std::optional<DiagonalRule> parse_diagonal_rule(std::string_view s) {
    return value_of(kDiagonals, s);
}

} // namespace skirmish
