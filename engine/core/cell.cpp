#include "core/cell.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace skirmish {

std::string column_letters(int x) {
    if (x < 0) {
        return {};
    }
    std::string out;
    long long n = static_cast<long long>(x) + 1; // bijective base 26
    while (n > 0) {
        const long long rem = (n - 1) % 26;
        out.insert(out.begin(), static_cast<char>('A' + rem));
        n = (n - 1) / 26;
    }
    return out;
}

std::string to_label(Cell c) {
    if (c.x < 0 || c.y < 0) {
        return {};
    }
    return column_letters(c.x) + std::to_string(static_cast<long long>(c.y) + 1);
}

std::optional<Cell> parse_label(std::string_view text) {
    constexpr long long kMax = std::numeric_limits<int>::max();
    std::size_t i = 0;
    long long col = 0;
    while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])) != 0) {
        const int letter = std::toupper(static_cast<unsigned char>(text[i])) - 'A' + 1;
        col = col * 26 + letter;
        if (col > kMax) {
            return std::nullopt;
        }
        ++i;
    }
    if (i == 0 || i == text.size() || i > 7) {
        return std::nullopt;
    }
    long long row = 0;
    for (; i < text.size(); ++i) {
        if (std::isdigit(static_cast<unsigned char>(text[i])) == 0) {
            return std::nullopt;
        }
        row = row * 10 + (text[i] - '0');
        if (row > kMax) {
            return std::nullopt;
        }
    }
    if (row < 1) {
        return std::nullopt;
    }
    return Cell{static_cast<int>(col - 1), static_cast<int>(row - 1)};
}

std::vector<Cell> grid_line(Cell from, Cell to) {
    std::vector<Cell> out;
    const long long dx = static_cast<long long>(to.x) - from.x;
    const long long dy = static_cast<long long>(to.y) - from.y;
    const long long n = std::max(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
    out.reserve(static_cast<std::size_t>(n));
    for (long long i = 1; i <= n; ++i) {
        // Exact rounding of from + i/n * d, halves towards `from`.
        const auto step = [&](int start, long long d) {
            const long long num = 2 * i * d; // 2 * the offset, times n
            const long long q = num >= 0 ? (num + n - 1) / (2 * n) : -((-num + n - 1) / (2 * n));
            return static_cast<int>(start + q);
        };
        out.push_back(Cell{step(from.x, dx), step(from.y, dy)});
    }
    return out;
}

} // namespace skirmish
