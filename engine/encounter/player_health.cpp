#include "encounter/player_health.h"

#include "core/enum_names.h"

namespace skirmish {
namespace {

constexpr std::array<EnumName<HealthShown>, 3> kHealthShown{{{HealthShown::Nothing, "nothing"},
                                                             {HealthShown::Bar, "bar"},
                                                             {HealthShown::Numbers, "numbers"}}};

} // namespace

std::string_view to_string(HealthShown h) {
    return name_of(kHealthShown, h);
}

std::optional<HealthShown> parse_health_shown(std::string_view s) {
    return value_of(kHealthShown, s);
}

} // namespace skirmish
