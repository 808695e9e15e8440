#pragma once
/// @file A table of an enum's values and their names in files and the CLI.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace skirmish {

template <typename E> struct EnumName {
    E value;
    std::string_view name;
};

/// The name of `v` in `table`; the first entry's name when `v` is missing.
template <typename E, std::size_t N>
constexpr std::string_view name_of(const std::array<EnumName<E>, N>& table, E v) {
    for (const auto& e : table) {
        if (e.value == v) {
            return e.name;
        }
    }
    return table[0].name;
}

/// The value named `s` in `table` (exact, case-sensitive), or nullopt.
template <typename E, std::size_t N>
constexpr std::optional<E> value_of(const std::array<EnumName<E>, N>& table, std::string_view s) {
    for (const auto& e : table) {
        if (e.name == s) {
            return e.value;
        }
    }
    return std::nullopt;
}

} // namespace skirmish
