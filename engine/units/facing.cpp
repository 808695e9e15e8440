#include "units/facing.h"

#include "core/cell.h"

#include <array>
#include <cctype>
#include <string>

namespace skirmish {
namespace {

constexpr std::array<std::string_view, 8> kNames = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};
constexpr std::array<std::string_view, 8> kLabels = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
constexpr std::array<FacingStep, 8> kSteps = {
    {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};

} // namespace

std::string_view to_string(Facing f) {
    return kNames[static_cast<std::size_t>(f)];
}

std::string_view label_of(Facing f) {
    return kLabels[static_cast<std::size_t>(f)];
}

std::optional<Facing> parse_facing(std::string_view s) {
    std::string lower;
    for (char c : s) {
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    for (std::size_t i = 0; i < kNames.size(); ++i) {
        if (lower == kNames[i]) {
            return static_cast<Facing>(i);
        }
    }
    return std::nullopt;
}

Facing turned(Facing f, int steps) {
    const int i = ((static_cast<int>(f) + steps) % 8 + 8) % 8;
    return static_cast<Facing>(i);
}

FacingStep step_of(Facing f) {
    return kSteps[static_cast<std::size_t>(f)];
}

std::optional<Facing> facing_of_step(int dx, int dy) {
    for (std::size_t i = 0; i < kSteps.size(); ++i) {
        if (kSteps[i].dx == dx && kSteps[i].dy == dy) {
            return static_cast<Facing>(i);
        }
    }
    return std::nullopt;
}

std::optional<Facing> facing_of_move(int from_x, int from_y, int to_x, int to_y) {
    const int dx = step_sign(to_x - from_x);
    const int dy = step_sign(to_y - from_y);
    if (dx == 0 && dy == 0) {
        return std::nullopt;
    }
    return facing_of_step(dx, dy);
}

bool is_behind(Facing f, long long dx, long long dy) {
    const FacingStep s = step_of(f);
    return dx * s.dx + dy * s.dy < 0;
}

} // namespace skirmish
