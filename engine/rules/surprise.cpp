#include "rules/surprise.h"

#include <algorithm>

namespace skirmish {

bool surprised_now(const CombatState& state, const std::string& side) {
    const auto& s = state.setup.surprised;
    return state.round == 0 && std::find(s.begin(), s.end(), side) != s.end();
}

} // namespace skirmish
