#include "io/image_format.h"

#include <algorithm>
#include <array>

namespace skirmish::io {

std::string image_format_of(const std::vector<std::uint8_t>& b) {
    auto starts = [&](std::size_t at, auto... bytes) {
        const std::array<std::uint8_t, sizeof...(bytes)> want{static_cast<std::uint8_t>(bytes)...};
        return b.size() >= at + want.size() &&
               std::equal(want.begin(), want.end(), b.begin() + static_cast<long>(at));
    };
    if (starts(0, 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A)) {
        return "png";
    }
    if (starts(0, 0xFF, 0xD8, 0xFF)) {
        return "jpeg";
    }
    if (starts(0, 'R', 'I', 'F', 'F') && starts(8, 'W', 'E', 'B', 'P')) {
        return "webp";
    }
    return {};
}

} // namespace skirmish::io
