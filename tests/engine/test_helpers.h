#pragma once
// Small helpers the engine tests share (one definition each: the tests are
// compiled as a unity build, where two file-local copies would clash).

#include "core/cell.h"
#include "encounter/encounter.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
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

} // namespace skirmish::test_support
