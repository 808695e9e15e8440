#include "io/json_guard.h"

#include "io/json_reader.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

namespace skirmish::io {
namespace {

struct Frame {
    bool array = false;
    std::size_t count = 0;
    std::string key; ///< the current member's key (objects)
};

std::string path_of(const std::vector<Frame>& frames) {
    std::string out;
    for (const Frame& f : frames) {
        if (f.array) {
            out += "[" + std::to_string(f.count == 0 ? 0 : f.count - 1) + "]";
        } else if (!f.key.empty()) {
            out += (out.empty() ? "" : ".") + f.key;
        }
    }
    return out;
}

} // namespace

void guard_json(std::string_view text, const JsonGuardLimits& limits) {
    std::vector<Frame> frames;
    bool expect_key = false; // the next string in an object is a key
    const char* p = text.data();
    const char* end = p + text.size();
    auto fail = [&](const std::string& message) { throw JsonPathError(path_of(frames), message); };
    std::size_t values = 0;
    auto start_value = [&] {
        if (++values > limits.max_values) {
            fail("the file holds more than " + std::to_string(limits.max_values) + " values");
        }
        if (!frames.empty() && frames.back().array) {
            if (++frames.back().count > limits.max_elements) {
                frames.back().count = limits.max_elements + 1;
                frames.back().array = false; // report the array itself
                fail("has more than " + std::to_string(limits.max_elements) + " elements");
            }
        }
    };
    while (p < end) {
        const char c = *p;
        switch (c) {
        case ' ':
        case '\t':
        case '\n':
        case '\r':
        case ',':
            if (c == ',' && !frames.empty() && !frames.back().array) {
                expect_key = true;
            }
            ++p;
            break;
        case ':':
            expect_key = false;
            ++p;
            break;
        case '{':
        case '[':
            start_value();
            if (static_cast<int>(frames.size()) >= limits.max_depth) {
                fail("nesting deeper than " + std::to_string(limits.max_depth) + " levels");
            }
            frames.push_back(Frame{c == '[', 0, {}});
            expect_key = c == '{';
            ++p;
            break;
        case '}':
        case ']':
            if (frames.empty()) {
                return; // let the parser say what is wrong
            }
            frames.pop_back();
            expect_key = false;
            ++p;
            break;
        case '"': {
            // Find the closing quote: one not preceded by an odd run of backslashes.
            const char* q = p + 1;
            for (;;) {
                q = static_cast<const char*>(
                    std::memchr(q, '"', static_cast<std::size_t>(end - q)));
                if (q == nullptr) {
                    return; // unterminated: the parser reports it
                }
                const char* b = q;
                while (b > p + 1 && b[-1] == '\\') {
                    --b;
                }
                if ((q - b) % 2 == 0) {
                    break;
                }
                ++q;
            }
            const auto len = static_cast<std::size_t>(q - p - 1);
            if (expect_key && !frames.empty() && !frames.back().array) {
                if (++frames.back().count > limits.max_elements) {
                    fail("has more than " + std::to_string(limits.max_elements) + " members");
                }
                frames.back().key.assign(p + 1, std::min<std::size_t>(len, 256));
                expect_key = false;
            } else {
                start_value();
                const std::string_view key =
                    frames.empty() || frames.back().array ? std::string_view() : frames.back().key;
                const bool long_ok =
                    std::find(limits.long_string_keys.begin(), limits.long_string_keys.end(),
                              key) != limits.long_string_keys.end();
                const std::size_t limit = long_ok ? limits.max_long_string : limits.max_string;
                if (len > limit) {
                    fail("string of " + std::to_string(len) +
                         " bytes is longer than the limit of " + std::to_string(limit));
                }
            }
            p = q + 1;
            break;
        }
        default: {
            start_value();
            const char* q = p;
            // A NUL byte (a UTF-16 file, a zeroed file) is never part of JSON:
            // leave it to the parser, which reports it.
            if (*q == '\0') {
                return;
            }
            while (q < end && *q != '\0' && std::strchr(" \t\r\n,:]}[{\"", *q) == nullptr) {
                ++q;
            }
            if (static_cast<std::size_t>(q - p) > limits.max_scalar) {
                fail("a number or literal of " + std::to_string(q - p) + " characters");
            }
            p = q;
            break;
        }
        }
    }
}

} // namespace skirmish::io
