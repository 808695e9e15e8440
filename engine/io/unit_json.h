#pragma once
/// @file A unit's body in JSON (docs/file-format.md, `units[]`): what does
/// not depend on where it stands in an encounter (name, size, stats,
/// weapons, specials, notes, token image). The encounter file adds its id,
/// side, square, conditions and visibility; a template library
/// (io/template_library.h) keeps the body alone.

#include "encounter/encounter.h"
#include "io/json_reader.h"
#include "units/unit.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish::io {

/// Reads the body's fields that `at` (an object) has into `u`, leaving the
/// others as they are. Throws JsonPathError (with the JSON path) on the first
/// problem, as JsonAt does.
void read_unit_body(const JsonAt& at, Unit& u);
/// The body's fields of `u`, those with their default left out.
nlohmann::json unit_body_json(const Unit& u);

/// Checks the header of a Skirmish JSON document other than the encounter
/// (a template library, units on the clipboard): `format` must be
/// `expected`, `version` at most `newest`. Throws JsonPathError at the field.
void expect_header(const JsonAt& root, std::string_view expected, int newest);

/// A side (`sides[]`: id, name, color #rrggbb, player). Throws
/// JsonPathError on the first problem.
Side read_side(const JsonAt& at);

/// A list of at most Limits::kMaxSetSize strings of at most kMaxId bytes.
std::set<std::string> read_string_set(const JsonAt& at);
/// An embedded image's base64 `data` (at most Limits::kMaxImageBytes), and
/// its format ("png", "jpeg", "webp"; anything else fails at `data`).
std::vector<std::uint8_t> image_bytes(const JsonAt& data);
std::string image_format_at(const JsonAt& data, const std::vector<std::uint8_t>& bytes);

} // namespace skirmish::io
