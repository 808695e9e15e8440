#include "encounter/unit_copies.h"

#include "encounter/command_engine.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <set>

namespace skirmish {
namespace {

/// "Bandit 12" -> {"Bandit", 12}; "Bandit" -> {"Bandit", 1}.
std::pair<std::string, int> split_number(const std::string& name) {
    std::size_t end = name.size();
    while (end > 0 && std::isdigit(static_cast<unsigned char>(name[end - 1])) != 0) {
        --end;
    }
    if (end == name.size() || end == 0 || name[end - 1] != ' ' || name.size() - end > 6) {
        return {name, 1};
    }
    return {name.substr(0, end - 1), std::stoi(name.substr(end))};
}

} // namespace

std::vector<std::string> numbered_names(const Encounter& enc, const std::string& name, int n) {
    const auto [base, from] = split_number(name);
    std::set<std::string> used;
    for (const Unit& u : enc.units) {
        used.insert(u.name);
    }
    std::vector<std::string> out;
    for (int k = from + 1; static_cast<int>(out.size()) < n; ++k) {
        std::string candidate = base + " " + std::to_string(k);
        if (used.insert(candidate).second) {
            out.push_back(std::move(candidate));
        }
    }
    return out;
}

std::string fresh_unit_id(const Encounter& enc, const std::string& name,
                          const std::vector<std::string>& taken) {
    std::string slug;
    for (const char ch : name) {
        const auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c) != 0) {
            slug += static_cast<char>(std::tolower(c));
        } else if (!slug.empty() && slug.back() != '-') {
            slug += '-';
        }
    }
    while (!slug.empty() && slug.back() == '-') {
        slug.pop_back();
    }
    if (slug.size() > 100) {
        slug.resize(100); // ids are at most 128 bytes, with room for "-123"
    }
    if (slug.empty()) {
        slug = "unit";
    }
    const auto free = [&](const std::string& id) {
        return enc.find_unit(id) == nullptr &&
               std::find(taken.begin(), taken.end(), id) == taken.end();
    };
    if (free(slug)) {
        return slug;
    }
    for (int k = 2;; ++k) {
        std::string id = slug + "-" + std::to_string(k);
        if (free(id)) {
            return id;
        }
    }
}

std::vector<Cell> free_cells_near(const Encounter& enc, const Unit& unit, Cell from, int n) {
    std::vector<Cell> out;
    Unit probe = unit;
    probe.id = {}; // a copy: the original counts as another unit
    const auto overlaps_chosen = [&](Cell c) {
        return std::any_of(out.begin(), out.end(), [&](Cell o) {
            return c.x < o.x + unit.size && o.x < c.x + unit.size && c.y < o.y + unit.size &&
                   o.y < c.y + unit.size;
        });
    };
    const int rings = std::max(enc.map.width(), enc.map.height());
    for (int r = 0; r <= rings && static_cast<int>(out.size()) < n; ++r) {
        for (int y = from.y - r; y <= from.y + r && static_cast<int>(out.size()) < n; ++y) {
            for (int x = from.x - r; x <= from.x + r && static_cast<int>(out.size()) < n; ++x) {
                if (std::max(std::abs(x - from.x), std::abs(y - from.y)) != r) {
                    continue; // inside the ring: looked at already
                }
                probe.cell = Cell{x, y};
                if (!overlaps_chosen(probe.cell) && !placement_problem(enc, probe)) {
                    out.push_back(probe.cell);
                }
            }
        }
    }
    return out;
}

std::vector<Unit> copies_of(const Encounter& enc, const Unit& original, Cell from, int n) {
    Unit unit = original;
    unit.mount.clear();    // a copy stands on foot
    unit.summoner.clear(); // and fills no summoning slot
    unit.thralled = false;
    const std::vector<Cell> cells = free_cells_near(enc, unit, from, n);
    const std::vector<std::string> names =
        numbered_names(enc, unit.name, static_cast<int>(cells.size()));
    std::vector<Unit> out;
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        Unit copy = unit;
        copy.name = names[i];
        copy.id = fresh_unit_id(enc, copy.name, ids);
        copy.cell = cells[i];
        ids.push_back(copy.id);
        out.push_back(std::move(copy));
    }
    return out;
}

std::vector<Command> paste_commands(const Encounter& enc, const std::vector<Side>& sides,
                                    const std::vector<Unit>& units, Cell at) {
    std::vector<Command> out;
    Encounter trial = enc; // what the commands so far make of it
    for (const Side& s : sides) {
        if (trial.find_side(s.id) == nullptr) {
            out.emplace_back(AddSide{s});
            trial.sides.push_back(s);
        }
    }
    for (const Unit& u : units) {
        Unit p = u;
        p.mount.clear();
        p.summoner.clear();
        p.thralled = false;
        const bool named = std::any_of(trial.units.begin(), trial.units.end(),
                                       [&](const Unit& o) { return o.name == u.name; });
        if (named) {
            p.name = numbered_names(trial, u.name, 1).front();
        }
        p.id = fresh_unit_id(trial, p.name);
        p.cell = Cell{at.x + u.cell.x, at.y + u.cell.y};
        if (placement_problem(trial, p)) {
            const Cell near{std::clamp(p.cell.x, 0, std::max(0, trial.map.width() - 1)),
                            std::clamp(p.cell.y, 0, std::max(0, trial.map.height() - 1))};
            const auto free = free_cells_near(trial, p, near, 1);
            if (free.empty()) {
                continue;
            }
            p.cell = free.front();
        }
        trial.units.push_back(p);
        out.emplace_back(PlaceUnit{p});
    }
    return out;
}

Unit with_changes(const Unit& target, const Unit& before, const Unit& after) {
    Unit out = target;
    const auto take = [](auto& field, const auto& was, const auto& now) {
        if (!(was == now)) {
            field = now;
        }
    };
    take(out.side, before.side, after.side);
    take(out.size, before.size, after.size);
    take(out.hidden, before.hidden, after.hidden);
    take(out.summoner, before.summoner, after.summoner);
    take(out.thralled, before.thralled, after.thralled);
    take(out.notes, before.notes, after.notes);
    take(out.image, before.image, after.image);
    take(out.weapons, before.weapons, after.weapons);
    // Stats one by one: set where the value changed, cleared where it went.
    std::set<std::string> keys;
    for (const auto* m : {&before.stats, &after.stats}) {
        for (const auto& [k, v] : *m) {
            keys.insert(k);
        }
    }
    for (const std::string& k : keys) {
        const auto was = before.stats.find(k);
        const auto now = after.stats.find(k);
        if (now == after.stats.end()) {
            if (was != before.stats.end()) {
                out.stats.erase(k);
            }
        } else if (was == before.stats.end() || was->second != now->second) {
            out.stats[k] = now->second;
        }
    }
    // Specials and conditions: what was added or taken away.
    const auto sets = [](std::set<std::string>& field, const std::set<std::string>& was,
                         const std::set<std::string>& now) {
        for (const std::string& x : was) {
            if (!now.contains(x)) {
                field.erase(x);
            }
        }
        for (const std::string& x : now) {
            if (!was.contains(x)) {
                field.insert(x);
            }
        }
    };
    sets(out.specials, before.specials, after.specials);
    sets(out.conditions, before.conditions, after.conditions);
    for (auto it = out.condition_rounds.begin(); it != out.condition_rounds.end();) {
        it = out.conditions.contains(it->first) ? std::next(it) : out.condition_rounds.erase(it);
    }
    for (const auto& [c, rounds] : after.condition_rounds) {
        const auto was = before.condition_rounds.find(c);
        if ((was == before.condition_rounds.end() || was->second != rounds) &&
            out.conditions.contains(c)) {
            out.condition_rounds[c] = rounds;
        }
    }
    return out;
}

} // namespace skirmish
