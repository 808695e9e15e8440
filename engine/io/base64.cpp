#include "io/base64.h"

#include <boost/beast/core/detail/base64.hpp>

namespace skirmish::io {

namespace b64 = boost::beast::detail::base64;

std::string base64_encode(const std::vector<std::uint8_t>& bytes) {
    std::string out(b64::encoded_size(bytes.size()), '\0');
    out.resize(b64::encode(out.data(), bytes.data(), bytes.size()));
    return out;
}

std::optional<std::vector<std::uint8_t>> base64_decode(std::string_view text) {
    std::string clean;
    clean.reserve(text.size());
    for (char c : text) {
        const bool alnum =
            (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (alnum || c == '+' || c == '/') {
            clean.push_back(c);
        } else if (c == '=' || c == ' ' || c == '\n' || c == '\r' || c == '\t') {
            continue;
        } else {
            return std::nullopt;
        }
    }
    if (clean.size() % 4 == 1) {
        return std::nullopt;
    }
    std::vector<std::uint8_t> out(b64::decoded_size(clean.size()) + 3);
    auto [written, read] = b64::decode(out.data(), clean.data(), clean.size());
    if (read != clean.size()) {
        return std::nullopt;
    }
    out.resize(written);
    return out;
}

} // namespace skirmish::io
