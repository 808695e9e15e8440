#pragma once
/// @file Dice: expressions such as `d20`, `2d6+1`, `3d6-2`, `4d6kh3`, and a
/// roller that either rolls from a seeded generator (saved as seed and
/// position, so a fight replays exactly) or checks the values a GM read off
/// physical dice (issue 6, "Dice").

#include "core/result.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

/// A parsed dice expression: `count` dice of `sides` sides, keeping the
/// highest (or lowest) `keep` of them when set, plus `modifier`.
struct DiceExpr {
    static constexpr int kMaxDice = 100;
    static constexpr int kMaxSides = 1000;

    int count = 1;
    int sides = 20;
    std::optional<int> keep = {}; ///< how many dice count
    bool keep_highest = true;
    int modifier = 0;

    bool operator==(const DiceExpr&) const = default;

    /// Parses `[N]dS[kh|kl K][+|-M]` (case-insensitive, spaces allowed),
    /// 1 <= N <= 100, 2 <= S <= 1000, 1 <= K <= N, |M| <= 10000. The
    /// rejection says what is wrong, e.g. "\"2d\" needs the number of sides".
    static Result<DiceExpr> parse(std::string_view text);
    /// The canonical text, e.g. "4d6kh3+1".
    std::string text() const;
};

/// One roll: every face rolled, which of them count, and the total.
struct Roll {
    DiceExpr expr;
    std::vector<int> faces;
    std::vector<bool> kept; ///< one per face
    int total = 0;
    bool operator==(const Roll&) const = default;
};

/// Rolls dice. Seeded mode draws from a Mersenne Twister whose seed and
/// position (draws so far) are the whole state: Dice(seed, position) gives
/// the same rolls again. Faces are mapped from the draws without
/// std::uniform_int_distribution, whose output differs between standard
/// libraries, so saved fights replay the same everywhere.
class Dice {
public:
    explicit Dice(std::uint64_t seed = 0, std::uint64_t position = 0);

    std::uint64_t seed() const { return seed_; }
    std::uint64_t position() const { return position_; }

    /// Rolls `expr` from the generator.
    Roll roll(const DiceExpr& expr);

    /// Checks and totals faces a GM entered: exactly `expr.count` values,
    /// each 1..sides. The rejection says which value is wrong.
    static Result<Roll> entered(const DiceExpr& expr, const std::vector<int>& faces);

private:
    int face(int sides);
    std::uint64_t seed_;
    std::uint64_t position_;
    std::mt19937_64 engine_;
};

/// The face at `i` of the faces a GM entered for several one-die rolls, as
/// the list for one roll; empty (roll it) when the GM gave fewer.
std::vector<int> face_at(const std::vector<int>& faces, std::size_t i);

} // namespace skirmish
