#pragma once
/// @file RulesetId: names a ruleset and leads to its rules (issue 12).

#include <string_view>

namespace skirmish {

struct Ruleset;

/// The id of `r` (rules/ruleset.h: `r.info.id`).
std::string_view id_of(const Ruleset& r);

/// A combat system, named by its id ("phases"). A handle: `rules()` gives
/// the ruleset's policies (rules/ruleset.h), so the engine never switches
/// on which ruleset it is. The built-in five (RULESETS.md) are the static
/// members, each defined in its folder `engine/rules/<id>/`; a ruleset of
/// one's own is `RulesetId(&my_ruleset)`, where `my_ruleset()` returns a
/// static Ruleset, and is listed in a RulesetRegistry (rules/registry.h).
/// Two handles are equal when their ids are.
class RulesetId {
public:
    using Source = const Ruleset& (*)();
    constexpr explicit RulesetId(Source source) : source_(source) {}

    /// The rules (never null; built on first use).
    const Ruleset& rules() const { return source_(); }
    /// The id in files and the CLI: "phases".
    std::string_view str() const { return id_of(rules()); }

    bool operator==(const RulesetId& other) const {
        return source_ == other.source_ || str() == other.str();
    }

    static const RulesetId Phases;   ///< seed 000
    static const RulesetId Freehits; ///< seed 001
    static const RulesetId Sides;    ///< seed 002
    static const RulesetId Factions; ///< seed 003
    static const RulesetId Teams;    ///< seed 004

private:
    Source source_;
};

/// The ruleset's id ("phases").
std::string_view to_string(RulesetId id);

} // namespace skirmish
