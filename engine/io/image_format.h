#pragma once
/// @file Telling an image's format from its magic bytes.

#include <cstdint>
#include <string>
#include <vector>

namespace skirmish::io {

/// "png", "jpeg" or "webp" from the first bytes; "" when none of them.
std::string image_format_of(const std::vector<std::uint8_t>& bytes);

} // namespace skirmish::io
