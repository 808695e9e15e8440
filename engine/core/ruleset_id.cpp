#include "core/ruleset_id.h"

#include "core/enum_names.h"

namespace skirmish {
namespace {
constexpr std::array<EnumName<RulesetId>, 5> kIds{{{RulesetId::Phases, "phases"},
                                                   {RulesetId::Freehits, "freehits"},
                                                   {RulesetId::Sides, "sides"},
                                                   {RulesetId::Factions, "factions"},
                                                   {RulesetId::Teams, "teams"}}};
} // namespace

std::string_view to_string(RulesetId id) {
    return name_of(kIds, id);
}
std::optional<RulesetId> parse_ruleset_id(std::string_view s) {
    return value_of(kIds, s);
}

} // namespace skirmish
