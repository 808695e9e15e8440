#pragma once
/// @file Result<T>: a value or a Rejection that says why, in a GM's words.

#include <string>
#include <utility>
#include <variant>

namespace skirmish {

/// Why the engine refused a command or an input. `reason` is a sentence for
/// the GM ("Square Z99 is outside the 12x12 map"); it never is empty.
struct Rejection {
    std::string reason;
    bool operator==(const Rejection&) const = default;
};

/// Either a value or a Rejection. Check `ok()` before `value()`.
template <typename T> class Result {
public:
    Result(T value) : data_(std::move(value)) {}     // NOLINT(google-explicit-constructor)
    Result(Rejection why) : data_(std::move(why)) {} // NOLINT(google-explicit-constructor)

    bool ok() const { return std::holds_alternative<T>(data_); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(data_); }
    T& value() & { return std::get<T>(data_); }
    T&& value() && { return std::get<T>(std::move(data_)); }
    const Rejection& rejection() const { return std::get<Rejection>(data_); }
    const std::string& reason() const { return rejection().reason; }

private:
    std::variant<T, Rejection> data_;
};

inline Rejection reject(std::string reason) {
    return Rejection{std::move(reason)};
}

} // namespace skirmish
