#pragma once
/// @file Reading JSON values with the JSON path of each one, for error
/// messages such as `units[3].cell: "Z99" is outside the 12x12 map`.
/// Internal to engine/io.

#include "core/cell.h"
#include "geometry/point.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace skirmish::io {

/// Thrown by JsonAt's accessors; `path()` is the JSON path ("" for the root).
class JsonPathError : public std::runtime_error {
public:
    JsonPathError(std::string path, const std::string& message)
        : std::runtime_error(message), path_(std::move(path)) {}
    const std::string& path() const { return path_; }
    /// "path: message", with "$" standing for the root.
    std::string text() const { return (path_.empty() ? "$" : path_) + ": " + what(); }

private:
    std::string path_;
};

/// A JSON value together with its path from the document root.
class JsonAt {
public:
    JsonAt(const nlohmann::json& value, std::string path) : v_(&value), path_(std::move(path)) {}

    const nlohmann::json& json() const { return *v_; }
    const std::string& path() const { return path_; }

    /// Throws JsonPathError at this path.
    [[noreturn]] void fail(const std::string& message) const;

    /// The member `key` (which must exist), or throws "missing".
    JsonAt at(std::string_view key) const;
    /// The member `key`, or nullopt when absent or null.
    std::optional<JsonAt> find(std::string_view key) const;
    /// Element i of an array.
    JsonAt at(std::size_t i) const;

    void expect_object() const;
    void expect_array(std::size_t max_size) const;
    std::size_t size() const { return v_->size(); }

    /// A string of at most `max_len` bytes.
    std::string string(std::size_t max_len) const;
    /// An integer in [lo, hi].
    long long integer(long long lo, long long hi) const;
    /// A finite number in [lo, hi].
    double number(double lo, double hi) const;
    bool boolean() const;
    /// A point: `[x, y]` or `{"x": x, "y": y}`, finite.
    Point point() const;
    /// A cell: a label such as "C8" or `[x, y]` (0-based).
    Cell cell() const;

private:
    std::string child_path(std::string_view key) const;
    const nlohmann::json* v_;
    std::string path_;
};

/// A short description of a JSON value's type for messages: "a string", ...
std::string type_name(const nlohmann::json& v);

/// Parses JSON text. On a syntax error throws JsonPathError at the root with
/// the byte offset. Nesting deeper than `max_depth` is refused the same way.
nlohmann::json parse_json(std::string_view text, int max_depth = 64);

} // namespace skirmish::io
