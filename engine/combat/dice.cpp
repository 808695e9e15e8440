#include "combat/dice.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace skirmish {
namespace {

/// Reads digits at `i`; nullopt when there are none or they overflow 10^6.
std::optional<int> number_at(const std::string& s, std::size_t& i) {
    const std::size_t start = i;
    long value = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) != 0) {
        value = value * 10 + (s[i] - '0');
        if (value > 1'000'000) {
            return std::nullopt;
        }
        ++i;
    }
    if (i == start) {
        return std::nullopt;
    }
    return static_cast<int>(value);
}

Roll total(const DiceExpr& expr, std::vector<int> faces) {
    Roll r{expr, std::move(faces), {}, 0};
    r.kept.assign(r.faces.size(), true);
    if (expr.keep && *expr.keep < expr.count) {
        // Keep the K highest (or lowest); among equal faces, the earlier ones.
        std::vector<std::size_t> order(r.faces.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return expr.keep_highest ? r.faces[a] > r.faces[b] : r.faces[a] < r.faces[b];
        });
        std::fill(r.kept.begin(), r.kept.end(), false);
        for (int k = 0; k < *expr.keep; ++k) {
            r.kept[order[static_cast<std::size_t>(k)]] = true;
        }
    }
    for (std::size_t i = 0; i < r.faces.size(); ++i) {
        r.total += r.kept[i] ? r.faces[i] : 0;
    }
    r.total += expr.modifier;
    return r;
}

} // namespace

Result<DiceExpr> DiceExpr::parse(std::string_view text) {
    std::string s;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c)) == 0) {
            s.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
        }
    }
    const std::string shown = "\"" + std::string(text) + "\"";
    if (s.empty()) {
        return reject("No dice given: write them as d20, 2d6+1 or 4d6kh3");
    }
    DiceExpr e;
    std::size_t i = 0;
    if (std::isdigit(static_cast<unsigned char>(s[0])) != 0) {
        auto n = number_at(s, i);
        if (!n || *n < 1 || *n > kMaxDice) {
            return reject(shown + ": roll 1 to " + std::to_string(kMaxDice) + " dice");
        }
        e.count = *n;
    }
    if (i >= s.size() || s[i] != 'd') {
        return reject(shown + " is not a dice expression such as d20, 2d6+1 or 4d6kh3");
    }
    ++i;
    auto sides = number_at(s, i);
    if (!sides) {
        return reject(shown + " needs the number of sides, as in 2d6");
    }
    if (*sides < 2 || *sides > kMaxSides) {
        return reject(shown + ": dice have 2 to " + std::to_string(kMaxSides) + " sides");
    }
    e.sides = *sides;
    if (i + 1 < s.size() && s[i] == 'k' && (s[i + 1] == 'h' || s[i + 1] == 'l')) {
        e.keep_highest = s[i + 1] == 'h';
        i += 2;
        auto k = number_at(s, i);
        if (!k || *k < 1 || *k > e.count) {
            return reject(shown + ": keep 1 to " + std::to_string(e.count) + " dice");
        }
        e.keep = *k;
    }
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
        const int sign = s[i] == '+' ? 1 : -1;
        ++i;
        auto m = number_at(s, i);
        if (!m || *m > 10000) {
            return reject(shown + ": the modifier must be a number up to 10000");
        }
        e.modifier = sign * *m;
    }
    if (i != s.size()) {
        return reject(shown + " has \"" + s.substr(i) + "\" left over");
    }
    return e;
}

std::string DiceExpr::text() const {
    std::string out = (count == 1 ? "" : std::to_string(count)) + "d" + std::to_string(sides);
    if (keep) {
        out += (keep_highest ? "kh" : "kl") + std::to_string(*keep);
    }
    if (modifier != 0) {
        out += (modifier > 0 ? "+" : "") + std::to_string(modifier);
    }
    return out;
}

Dice::Dice(std::uint64_t seed, std::uint64_t position)
    : seed_(seed), position_(position), engine_(seed) {
    engine_.discard(position);
}

int Dice::face(int sides) {
    // Rejection sampling: uniform, and the same on every platform.
    const std::uint64_t n = static_cast<std::uint64_t>(sides);
    const std::uint64_t limit = std::mt19937_64::max() - (std::mt19937_64::max() % n);
    std::uint64_t draw = 0;
    do {
        draw = engine_();
        ++position_;
    } while (draw >= limit);
    return static_cast<int>(draw % n) + 1;
}

Roll Dice::roll(const DiceExpr& expr) {
    std::vector<int> faces;
    faces.reserve(static_cast<std::size_t>(expr.count));
    for (int i = 0; i < expr.count; ++i) {
        faces.push_back(face(expr.sides));
    }
    return total(expr, std::move(faces));
}

Result<Roll> Dice::entered(const DiceExpr& expr, const std::vector<int>& faces) {
    if (static_cast<int>(faces.size()) != expr.count) {
        return reject(expr.text() + " needs " + std::to_string(expr.count) +
                      (expr.count == 1 ? " value" : " values") + ", not " +
                      std::to_string(faces.size()));
    }
    for (std::size_t i = 0; i < faces.size(); ++i) {
        if (faces[i] < 1 || faces[i] > expr.sides) {
            return reject("A d" + std::to_string(expr.sides) + " shows 1 to " +
                          std::to_string(expr.sides) + ", not " + std::to_string(faces[i]));
        }
    }
    return total(expr, faces);
}

std::vector<int> face_at(const std::vector<int>& faces, std::size_t i) {
    return faces.size() > i ? std::vector<int>{faces[i]} : std::vector<int>{};
}

} // namespace skirmish
