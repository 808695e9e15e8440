#pragma once
/// @file A fast structural pass over JSON text that enforces size limits
/// before the real parser builds anything. nlohmann_json lexes a string at
/// about 200 MB/s and builds a value per array element, so a 100 MB string
/// or a 50-million-element array would take over a second and much memory;
/// this pass finds them in milliseconds (strings are skipped with memchr)
/// and names their JSON path. It does not validate JSON: anything it does
/// not understand is left to the parser. Internal to engine/io.

#include <cstddef>
#include <initializer_list>
#include <string_view>

namespace skirmish::io {

struct JsonGuardLimits {
    std::size_t max_string = 1u << 20; ///< bytes, for any string not below
    /// Bytes, for strings under `long_string_keys`: base64 of a 64 MiB image,
    /// plus room for a `data:` prefix.
    std::size_t max_long_string = ((64u << 20) + 2) / 3 * 4 + 256;
    std::initializer_list<std::string_view> long_string_keys = {"data", "image"};
    std::size_t max_elements = 100'000; ///< per array or object
    /// Values in the whole document: the largest encounter (100,000 walls of
    /// 7 values, 10,000 units, 1,000 rows) holds well under a million.
    std::size_t max_values = 4'000'000;
    std::size_t max_scalar = 64; ///< characters in a number or literal
    int max_depth = 64;
};

/// Throws JsonPathError (json_reader.h) at the first value over a limit.
void guard_json(std::string_view text, const JsonGuardLimits& limits = {});

} // namespace skirmish::io
