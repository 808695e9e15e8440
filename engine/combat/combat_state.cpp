#include "combat/combat_state.h"

namespace skirmish {

int UnitTurn::left(const std::string& pool) const {
    auto it = budget.find(pool);
    return it == budget.end() ? 0 : it->second;
}

int UnitTurn::mark(const std::string& name) const {
    auto it = marks.find(name);
    return it == marks.end() ? 0 : it->second;
}

void UnitTurn::set_mark(const std::string& name, int value) {
    if (value == 0) {
        marks.erase(name);
    } else {
        marks[name] = value;
    }
}

void UnitTurn::clear_marks(const std::string& prefix) {
    for (auto it = marks.lower_bound(prefix);
         it != marks.end() && it->first.rfind(prefix, 0) == 0;) {
        it = marks.erase(it);
    }
}

const UnitTurn* CombatState::turn_of(const std::string& unit) const {
    auto it = units.find(unit);
    return it == units.end() ? nullptr : &it->second;
}

} // namespace skirmish
