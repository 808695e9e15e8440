#include "rules/registry.h"

#include "rules/ruleset.h"

#include <algorithm>

namespace skirmish {

const RulesetRegistry& RulesetRegistry::builtin() {
    static const RulesetRegistry registry = [] {
        RulesetRegistry r;
        for (RulesetId id : {RulesetId::Phases, RulesetId::Freehits, RulesetId::Sides,
                             RulesetId::Factions, RulesetId::Teams}) {
            r.add(id);
        }
        return r;
    }();
    return registry;
}

void RulesetRegistry::add(RulesetId id) {
    auto same = std::find(ids_.begin(), ids_.end(), id);
    if (same != ids_.end()) {
        *same = id;
    } else {
        ids_.push_back(id);
    }
}

std::optional<RulesetId> RulesetRegistry::find(std::string_view id) const {
    for (RulesetId r : ids_) {
        if (r.str() == id) {
            return r;
        }
    }
    return std::nullopt;
}

std::string RulesetRegistry::id_list() const {
    std::string out;
    for (RulesetId r : ids_) {
        out += (out.empty() ? "" : ", ") + std::string(r.str());
    }
    return out;
}

RulesetId default_ruleset() {
    return RulesetRegistry::builtin().all().front();
}

std::optional<RulesetId> parse_ruleset_id(std::string_view s) {
    return RulesetRegistry::builtin().find(s);
}

std::string rulesets_with(std::initializer_list<ForcedKind> kinds) {
    std::vector<std::string> ids;
    for (RulesetId r : RulesetRegistry::builtin().all()) {
        if (std::any_of(kinds.begin(), kinds.end(),
                        [&](ForcedKind k) { return r.rules().forced.find(k) != nullptr; })) {
            ids.emplace_back(r.str());
        }
    }
    std::string out = "the ";
    for (std::size_t i = 0; i < ids.size(); ++i) {
        out += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + ids[i];
    }
    return out + (ids.size() == 1 ? " ruleset" : " rulesets");
}

} // namespace skirmish
