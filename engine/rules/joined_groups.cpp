#include "rules/joined_groups.h"

namespace skirmish {

std::string joined_mark(std::string_view group, std::string_view actor) {
    std::string out(group);
    out += ':';
    out += actor;
    return out;
}

int joined_count(const UnitTurn& on, std::string_view group, std::string_view except) {
    const std::string prefix = joined_mark(group, "");
    const std::string left_out = except.empty() ? std::string() : joined_mark(group, except);
    int n = 0;
    for (const auto& [mark, v] : on.marks) {
        n += mark.starts_with(prefix) && mark != left_out ? 1 : 0;
    }
    return n;
}

void clear_joined(UnitTurn& on, std::string_view group) {
    on.clear_marks(joined_mark(group, ""));
}

} // namespace skirmish
