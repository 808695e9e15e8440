#include "rules/turn_context.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace skirmish {
namespace {

std::string faces_text(const Roll& r) {
    std::string out;
    for (std::size_t i = 0; i < r.faces.size(); ++i) {
        out += (i == 0 ? "" : ", ") + std::to_string(r.faces[i]);
    }
    return out;
}

} // namespace

TurnContext::TurnContext(const Encounter& e, bool gm_override)
    : enc(e), state(e.combat), override(gm_override) {}

const Unit* TurnContext::unit(const std::string& id) const {
    auto it = changed_units.find(id);
    if (it != changed_units.end()) {
        return &it->second;
    }
    return enc.find_unit(id);
}

Unit& TurnContext::edit_unit(const std::string& id) {
    auto it = changed_units.find(id);
    if (it == changed_units.end()) {
        it = changed_units.emplace(id, *enc.find_unit(id)).first;
    }
    return it->second;
}

bool TurnContext::set_condition(const std::string& id, const std::string& condition, bool on) {
    const Unit* u = unit(id);
    if (u == nullptr || u->conditions.contains(condition) == on) {
        return false;
    }
    Unit& e = edit_unit(id);
    if (on) {
        e.conditions.insert(condition);
    } else {
        e.conditions.erase(condition);
        e.condition_rounds.erase(condition); // its timer goes with it
    }
    return true;
}

UnitTurn& TurnContext::turn(const std::string& id) {
    return state.units[id];
}

std::string TurnContext::name(const std::string& id) const {
    const Unit* u = unit(id);
    return u != nullptr ? display_name(*u) : id;
}

std::string display_name(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

std::string TurnContext::side_name(const std::string& id) const {
    const Side* s = enc.find_side(id);
    return s != nullptr && !s->name.empty() ? s->name : id;
}

std::vector<const Unit*> TurnContext::units() const {
    std::vector<const Unit*> out;
    for (const Unit& u : enc.units) {
        out.push_back(unit(u.id));
    }
    return out;
}

std::vector<const Unit*> TurnContext::members(const std::string& side) const {
    std::vector<const Unit*> out;
    for (const Unit* u : units()) {
        if (u->side == side) {
            out.push_back(u);
        }
    }
    return out;
}

void TurnContext::say(std::string text, std::string kind) {
    log.push_back(
        LogEntry{state.active ? std::max(0, state.round) : 0, std::move(kind), std::move(text)});
}

Result<Roll> TurnContext::roll(const DiceExpr& expr, const std::vector<int>* entered,
                               const std::string& who, const std::string& why) {
    Roll r;
    if (entered != nullptr) {
        auto checked = Dice::entered(expr, *entered);
        if (!checked) {
            return reject(who + "'s " + why + ": " + checked.reason());
        }
        r = checked.value();
    } else if (state.dice_mode == "entered") {
        return reject("Enter the dice for " + possessive(who) + " " + why + ": " + expr.text() +
                      " (the dice are entered by the GM)");
    } else {
        Dice dice(state.seed, state.position);
        r = dice.roll(expr);
        state.position = dice.position();
    }
    say(who + " rolls " + expr.text() + " for " + why + ": [" + faces_text(r) +
            "] = " + std::to_string(r.total) + (entered != nullptr ? " (entered by the GM)" : ""),
        "roll");
    return r;
}

Result<Roll> TurnContext::roll(const DiceExpr& expr, const std::vector<int>& faces,
                               const std::string& who, const std::string& why) {
    return roll(expr, faces.empty() ? nullptr : &faces, who, why);
}

bool same_condition(std::string_view a, std::string_view b) {
    const auto skip = [](char ch) { return ch == ' ' || ch == '_' || ch == '-'; };
    std::size_t i = 0;
    std::size_t j = 0;
    while (true) {
        while (i < a.size() && skip(a[i])) {
            ++i;
        }
        while (j < b.size() && skip(b[j])) {
            ++j;
        }
        if (i == a.size() || j == b.size()) {
            return i == a.size() && j == b.size();
        }
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[j]))) {
            return false;
        }
        ++i;
        ++j;
    }
}

bool has_name(const std::set<std::string>& names, std::string_view name) {
    return std::any_of(names.begin(), names.end(),
                       [&](const std::string& x) { return same_condition(x, name); });
}

bool has_condition(const Unit& u, std::string_view c) {
    return has_name(u.conditions, c);
}

bool has_special(const Unit& u, std::string_view s) {
    return has_name(u.specials, s);
}

std::string first_special(const Unit& u, const std::vector<std::string>& specials) {
    for (const std::string& s : specials) {
        if (has_special(u, s)) {
            return s;
        }
    }
    return {};
}

std::string down_condition(const Unit& u) {
    if (u.conditions.empty()) {
        return {}; // most units: nothing to compare
    }
    for (const char* c :
         {"dead", "croaked", "mortally injured", "unconscious", "incapacitated", "fled"}) {
        if (has_condition(u, c)) {
            return c;
        }
    }
    return {};
}

bool out_of_fight(const Unit& u) {
    return !down_condition(u).empty();
}

bool routed(const Unit& u) {
    return has_condition(u, "broken") || has_condition(u, "surrendered");
}

std::string possessive(const std::string& name) {
    return name + (!name.empty() && (name.back() == 's' || name.back() == 'S') ? "'" : "'s");
}

std::string out_reason(const TurnContext& ctx, const Unit& u) {
    const std::string c = down_condition(u);
    return ctx.name(u.id) + (c.empty() ? " is out of the fight" : " is " + c);
}

int stat_of(const Unit& u, const std::string& stat, int fallback) {
    auto it = u.stats.find(stat);
    return it == u.stats.end() ? fallback : it->second;
}

} // namespace skirmish
