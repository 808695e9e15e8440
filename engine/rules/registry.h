#pragma once
/// @file RulesetRegistry: the rulesets the program knows (issue 12). It is
/// the only place that lists the built-in five; the ruleset combo box, the
/// file reader and the CLI iterate or search it. A registry is a value:
/// tests make their own and add a ruleset of theirs (after Tiled's format
/// registry, without its global plugin manager).

#include "core/ruleset_id.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

struct Ruleset;
enum class ForcedKind;

class RulesetRegistry {
public:
    /// The built-in rulesets, in RULESETS.md's order: phases, freehits,
    /// sides, factions, teams.
    static const RulesetRegistry& builtin();

    /// Adds `id` (a ruleset with an id not yet listed; a second one with
    /// the same id replaces the first).
    void add(RulesetId id);
    /// Every ruleset, in the order added.
    const std::vector<RulesetId>& all() const { return ids_; }
    /// The ruleset with this id ("phases"), or nullopt.
    std::optional<RulesetId> find(std::string_view id) const;
    /// "phases, freehits, sides, factions, teams", for error messages.
    std::string id_list() const;

private:
    std::vector<RulesetId> ids_;
};

/// The ruleset of a new encounter: the first built-in one (phases).
RulesetId default_ruleset();

/// The built-in ruleset with this id, or nullopt.
std::optional<RulesetId> parse_ruleset_id(std::string_view s);

/// "the phases ruleset", "the sides and factions rulesets": the built-in
/// rulesets that have a forced movement of any of `kinds`, for refusals.
std::string rulesets_with(std::initializer_list<ForcedKind> kinds);

} // namespace skirmish
