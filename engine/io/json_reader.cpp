#include "io/json_reader.h"

#include <cmath>
#include <limits>

namespace skirmish::io {

using nlohmann::json;

std::string type_name(const json& v) {
    switch (v.type()) {
    case json::value_t::null:
        return "null";
    case json::value_t::object:
        return "an object";
    case json::value_t::array:
        return "an array";
    case json::value_t::string:
        return "a string";
    case json::value_t::boolean:
        return "a boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
        return "an integer";
    case json::value_t::number_float:
        return "a number";
    default:
        return "an unknown value";
    }
}

void JsonAt::fail(const std::string& message) const {
    throw JsonPathError(path_, message);
}

std::string JsonAt::child_path(std::string_view key) const {
    return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
}

JsonAt JsonAt::at(std::string_view key) const {
    auto found = find(key);
    if (!found) {
        throw JsonPathError(child_path(key), "is missing");
    }
    return *found;
}

std::optional<JsonAt> JsonAt::find(std::string_view key) const {
    expect_object();
    auto it = v_->find(key);
    if (it == v_->end() || it->is_null()) {
        return std::nullopt;
    }
    return JsonAt(*it, child_path(key));
}

JsonAt JsonAt::at(std::size_t i) const {
    return JsonAt((*v_)[i], path_ + "[" + std::to_string(i) + "]");
}

void JsonAt::expect_object() const {
    if (!v_->is_object()) {
        fail("expected an object, found " + type_name(*v_));
    }
}

void JsonAt::expect_array(std::size_t max_size) const {
    if (!v_->is_array()) {
        fail("expected an array, found " + type_name(*v_));
    }
    if (v_->size() > max_size) {
        fail("has " + std::to_string(v_->size()) + " elements; the limit is " +
             std::to_string(max_size));
    }
}

std::string JsonAt::string(std::size_t max_len) const {
    if (!v_->is_string()) {
        fail("expected a string, found " + type_name(*v_));
    }
    const auto& s = v_->get_ref<const std::string&>();
    if (s.size() > max_len) {
        fail("string of " + std::to_string(s.size()) + " bytes is longer than the limit of " +
             std::to_string(max_len));
    }
    return s;
}

long long JsonAt::integer(long long lo, long long hi) const {
    long long value = 0;
    if (v_->is_number_integer()) {
        if (v_->is_number_unsigned() &&
            v_->get<unsigned long long>() >
                static_cast<unsigned long long>(std::numeric_limits<long long>::max())) {
            fail(v_->dump() + " is out of range " + std::to_string(lo) + ".." + std::to_string(hi));
        }
        value = v_->get<long long>();
    } else if (v_->is_number_float()) {
        const double d = v_->get<double>();
        if (!std::isfinite(d) || d != std::floor(d) || d < static_cast<double>(lo) ||
            d > static_cast<double>(hi)) {
            fail(v_->dump() + " is not a whole number in " + std::to_string(lo) + ".." +
                 std::to_string(hi));
        }
        value = static_cast<long long>(d);
    } else {
        fail("expected an integer, found " + type_name(*v_));
    }
    if (value < lo || value > hi) {
        fail(std::to_string(value) + " is out of range " + std::to_string(lo) + ".." +
             std::to_string(hi));
    }
    return value;
}

double JsonAt::number(double lo, double hi) const {
    if (!v_->is_number()) {
        fail("expected a number, found " + type_name(*v_));
    }
    const double d = v_->get<double>();
    if (!std::isfinite(d)) {
        fail("number is not finite");
    }
    if (d < lo || d > hi) {
        fail(v_->dump() + " is out of range " + nlohmann::json(lo).dump() + ".." +
             nlohmann::json(hi).dump());
    }
    return d;
}

bool JsonAt::boolean() const {
    if (!v_->is_boolean()) {
        fail("expected true or false, found " + type_name(*v_));
    }
    return v_->get<bool>();
}

Point JsonAt::point() const {
    constexpr double kBig = 1e7;
    if (v_->is_array()) {
        if (v_->size() != 2) {
            fail("expected a point [x, y]");
        }
        return {at(0).number(-kBig, kBig), at(1).number(-kBig, kBig)};
    }
    if (v_->is_object()) {
        return {at("x").number(-kBig, kBig), at("y").number(-kBig, kBig)};
    }
    fail("expected a point [x, y], found " + type_name(*v_));
}

Cell JsonAt::cell() const {
    if (v_->is_string()) {
        const std::string text = string(16);
        auto c = parse_label(text);
        if (!c) {
            fail("\"" + text + "\" is not a square such as \"C8\"");
        }
        return *c;
    }
    if (v_->is_array() && v_->size() == 2) {
        constexpr long long kMax = 1'000'000;
        return {static_cast<int>(at(0).integer(-kMax, kMax)),
                static_cast<int>(at(1).integer(-kMax, kMax))};
    }
    fail("expected a square such as \"C8\" or [x, y], found " + type_name(*v_));
}

namespace {

/// A SAX handler that builds the document with nlohmann's own DOM builder
/// and keeps the JSON path of where the parser is, so that a syntax error
/// names it. (nlohmann's callback parser would give the path too, but it
/// scans the enclosing container at every closing brace: quadratic in the
/// number of walls or units.)
class PathTrackingSax {
public:
    PathTrackingSax(json& result, int max_depth) : dom_(result, true), max_depth_(max_depth) {}

    bool null() { return value(dom_.null()); }
    bool boolean(bool v) { return value(dom_.boolean(v)); }
    bool number_integer(json::number_integer_t v) { return value(dom_.number_integer(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return value(dom_.number_unsigned(v)); }
    bool number_float(json::number_float_t v, const json::string_t& s) {
        return value(dom_.number_float(v, s));
    }
    bool string(json::string_t& v) { return value(dom_.string(v)); }
    bool binary(json::binary_t& v) { return value(dom_.binary(v)); }
    bool start_object(std::size_t n) {
        open(false);
        return dom_.start_object(n);
    }
    bool key(json::string_t& k) {
        frames_.back().key = k;
        return dom_.key(k);
    }
    bool end_object() {
        close();
        return dom_.end_object();
    }
    bool start_array(std::size_t n) {
        open(true);
        return dom_.start_array(n);
    }
    bool end_array() {
        close();
        return dom_.end_array();
    }
    /// Called with the exact exception type (parse_error, out_of_range...);
    /// the DOM builder throws it, since exceptions are on.
    template <class Exception>
    bool parse_error(std::size_t position, const std::string& last_token, const Exception& ex) {
        return dom_.parse_error(position, last_token, ex);
    }

    std::string path() const {
        std::string out;
        for (const Frame& f : frames_) {
            if (f.array) {
                out += "[" + std::to_string(f.index) + "]";
            } else if (!f.key.empty()) {
                out += (out.empty() ? "" : ".") + f.key;
            }
        }
        return out;
    }

private:
    struct Frame {
        bool array;
        std::size_t index;
        std::string key;
    };
    bool value(bool ok) {
        advance();
        return ok;
    }
    void open(bool array) {
        if (static_cast<int>(frames_.size()) >= max_depth_) {
            throw JsonPathError(path(),
                                "nesting deeper than " + std::to_string(max_depth_) + " levels");
        }
        frames_.push_back({array, 0, {}});
    }
    void close() {
        frames_.pop_back();
        advance();
    }
    void advance() {
        if (!frames_.empty() && frames_.back().array) {
            ++frames_.back().index;
        }
    }

    nlohmann::detail::json_sax_dom_parser<json> dom_;
    int max_depth_;
    std::vector<Frame> frames_;
};

} // namespace

json parse_json(std::string_view text, int max_depth) {
    json result;
    PathTrackingSax where(result, max_depth);
    try {
        json::sax_parse(text.begin(), text.end(), &where);
        return result;
    } catch (const JsonPathError&) {
        throw;
    } catch (const json::out_of_range& e) {
        // id 406: a number too large for a double, such as 1e999.
        throw JsonPathError(where.path(), e.id == 406 ? "number is not finite"
                                                      : std::string("not valid JSON: ") + e.what());
    } catch (const json::parse_error& e) {
        throw JsonPathError(where.path(),
                            "not valid JSON at byte " + std::to_string(e.byte) +
                                (e.byte >= text.size() ? " (the file ends too early)" : ""));
    } catch (const json::exception& e) {
        throw JsonPathError(where.path(), std::string("not valid JSON: ") + e.what());
    }
}

} // namespace skirmish::io
