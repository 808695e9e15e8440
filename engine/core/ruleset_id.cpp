#include "core/ruleset_id.h"

namespace skirmish {

std::string_view to_string(RulesetId id) {
    return id.str();
}

} // namespace skirmish
