#pragma once
/// @file Base64 (RFC 4648) for images embedded in JSON, via Boost.Beast.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish::io {

std::string base64_encode(const std::vector<std::uint8_t>& bytes);
/// Decodes standard base64; whitespace is skipped, padding optional.
/// Returns nullopt when any other character is not base64.
std::optional<std::vector<std::uint8_t>> base64_decode(std::string_view text);

} // namespace skirmish::io
