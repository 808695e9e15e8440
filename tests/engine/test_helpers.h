#pragma once
// Small helpers the engine tests share (one definition each: the tests are
// compiled as a unity build, where two file-local copies would clash).

#include "core/cell.h"
#include "encounter/encounter.h"
#include "geometry/wall_index.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace skirmish::test_support {

/// The square of a label such as "C8"; the label must be valid.
inline Cell at(const char* label) {
    return *parse_label(label);
}

/// The square unit `id` stands on; the unit must exist.
inline Cell cell_of(const Encounter& enc, const std::string& id) {
    return enc.find_unit(id)->cell;
}

/// `text` contains `part`.
inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

/// The labels of `cells`, in order.
inline std::vector<std::string> labels(const std::vector<Cell>& cells) {
    std::vector<std::string> out;
    for (const Cell& c : cells) {
        out.push_back(to_label(c));
    }
    return out;
}

/// The whole file at `p` ("" when it cannot be read).
inline std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// A 12 x 12 map holding the given walls (from, to, in cell units), all
/// plain walls that block sight.
inline BattleMap walled_map(std::initializer_list<std::pair<Point, Point>> walls) {
    BattleMap m(12, 12);
    for (const auto& [a, b] : walls) {
        m.walls().push_back(Wall{a, b, WallKind::Wall, DoorState::Closed});
    }
    return m;
}

/// Every segment id of `index`, in increasing order.
inline std::vector<std::uint32_t> every_segment(const WallIndex& index) {
    std::vector<std::uint32_t> ids(index.segments().size());
    for (std::uint32_t id = 0; id < ids.size(); ++id) {
        ids[id] = id;
    }
    return ids;
}

} // namespace skirmish::test_support
