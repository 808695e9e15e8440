#include "encounter/command_engine.h"

#include "core/overloaded.h"
#include "fog/party_sight.h"
#include "fog/view_memo.h"
#include "geometry/sight.h"
#include "io/encounter_json.h"
#include "io/image_format.h"
#include "movement/pathfinder.h"
#include "rules/action_table.h"
#include "rules/combat_commands.h"
#include "rules/combat_modifiers.h"
#include "rules/gear.h"
#include "rules/mounts.h"
#include "rules/ruleset.h"
#include "rules/squads.h"
#include "rules/summons.h"
#include "rules/turn_context.h"

#include <algorithm>
#include <cmath>
#include <regex>
#include <sstream>

namespace skirmish {
namespace {

/// What the file format cannot hold (io::Limits), so that everything the
/// engine accepts can be saved and opened again.
std::optional<std::string> text_problem(const std::string& what, const std::string& text,
                                        std::size_t limit) {
    if (text.size() > limit) {
        return what + " is longer than " + std::to_string(limit) + " bytes";
    }
    return std::nullopt;
}

std::optional<std::string> unit_problem(const Unit& u) {
    using io::Limits;
    if (auto why = text_problem("The unit's id", u.id, Limits::kMaxId)) {
        return why;
    }
    if (auto why = text_problem("The unit's name", u.name, Limits::kMaxName)) {
        return why;
    }
    if (auto why = text_problem("The GM notes", u.notes, Limits::kMaxNotes)) {
        return why;
    }
    if (u.stats.size() > Limits::kMaxSetSize || u.specials.size() > Limits::kMaxSetSize ||
        u.conditions.size() > Limits::kMaxSetSize) {
        return "A unit has at most " + std::to_string(Limits::kMaxSetSize) +
               " stats, specials and conditions each";
    }
    std::vector<const std::map<std::string, int>*> stat_sets{&u.stats};
    for (const Weapon& w : u.weapons) {
        stat_sets.push_back(&w.stats);
    }
    for (const auto* stats : stat_sets) {
        for (const auto& [name, value] : *stats) {
            if (name.size() > Limits::kMaxId || value < -1'000'000'000 || value > 1'000'000'000) {
                return "Stat " + name +
                       " must be a name of at most 128 bytes with a value from "
                       "-1,000,000,000 to 1,000,000,000";
            }
        }
    }
    std::vector<const std::set<std::string>*> name_sets{&u.specials, &u.conditions};
    for (const Weapon& w : u.weapons) {
        name_sets.push_back(&w.specials);
    }
    for (const auto* set : name_sets) {
        for (const std::string& s : *set) {
            if (s.size() > Limits::kMaxId) {
                return "\"" + s.substr(0, 32) + "...\" is longer than 128 bytes";
            }
        }
    }
    if (u.weapons.size() > Limits::kMaxSetSize) {
        return "A unit has at most " + std::to_string(Limits::kMaxSetSize) + " weapons";
    }
    for (std::size_t i = 0; i < u.weapons.size(); ++i) {
        const Weapon& w = u.weapons[i];
        if (auto why = text_problem("A weapon's name", w.name, Limits::kMaxName)) {
            return why;
        }
        if (w.name.empty()) {
            return "A weapon needs a name";
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (same_condition(u.weapons[j].name, w.name)) { // as find_weapon names them
                return "Two weapons are called \"" + w.name + "\"";
            }
        }
        if (w.stats.size() > Limits::kMaxSetSize || w.specials.size() > Limits::kMaxSetSize) {
            return "A weapon has at most " + std::to_string(Limits::kMaxSetSize) +
                   " stats and specials each";
        }
    }
    if (u.image && io::image_format_of(u.image->bytes).empty()) {
        return "The token image is not a PNG, JPEG or WebP image";
    }
    return std::nullopt;
}

/// A token image the GM sets: at most Limits::kMaxTokenImageBytes. A token
/// is drawn a few hundred pixels wide at most, so a photo this large only
/// makes the encounter file slow to save and open.
std::optional<std::string> image_too_large(const Unit& u) {
    if (!u.image || u.image->bytes.size() <= io::Limits::kMaxTokenImageBytes) {
        return std::nullopt;
    }
    std::ostringstream mb;
    mb.precision(1);
    mb << std::fixed << static_cast<double>(u.image->bytes.size()) / (1 << 20);
    return "The token image is " + mb.str() + " MB; a token image may be at most " +
           std::to_string(io::Limits::kMaxTokenImageBytes >> 20) +
           " MB. Scale it down to about 512 x 512 pixels (a token is never drawn larger) and "
           "choose it again";
}

std::optional<std::string> side_problem(const Side& side) {
    static const std::regex kColor("#[0-9a-fA-F]{6}");
    if (side.id.empty()) {
        return "A side needs an id";
    }
    if (auto why = text_problem("The side's id", side.id, io::Limits::kMaxId)) {
        return why;
    }
    if (auto why = text_problem("The side's name", side.name, io::Limits::kMaxName)) {
        return why;
    }
    if (!std::regex_match(side.color, kColor)) {
        return "Colour \"" + side.color + "\" is not of the form #rrggbb";
    }
    return std::nullopt;
}

std::optional<std::string> cells_problem(const BattleMap& m, const std::vector<Cell>& cells) {
    if (cells.empty()) {
        return "No squares were given";
    }
    for (const Cell& c : cells) {
        if (!m.contains(c)) {
            return "Square " + to_label(c) + " is outside the " + m.size_text() + " map";
        }
    }
    return std::nullopt;
}

bool on_map_rect(const BattleMap& m, Point p) {
    return is_finite(p) && p.x >= 0 && p.y >= 0 && p.x <= m.width() && p.y <= m.height();
}

std::optional<std::size_t> index_of_unit(const Encounter& enc, const std::string& id) {
    for (std::size_t i = 0; i < enc.units.size(); ++i) {
        if (enc.units[i].id == id) {
            return i;
        }
    }
    return std::nullopt;
}

Result<std::vector<Event>> one(Event e) {
    return std::vector<Event>{std::move(e)};
}

Rejection no_unit(const std::string& id) {
    return reject("There is no unit \"" + id + "\"");
}

} // namespace

Result<std::vector<Event>> plan_unit_change(const Encounter& enc, const Unit& after,
                                            bool override) {
    const Unit* before = enc.find_unit(after.id);
    if (before == nullptr) {
        return no_unit(after.id);
    }
    if (auto why = armour_change_refusal(enc, *before, after); why && !override) {
        return reject(*why); // seed 003 "Bonus actions" (rules/gear.h)
    }
    if (auto why = unit_problem(after)) {
        return reject(*why);
    }
    if (after.image != before->image) {
        if (auto why = image_too_large(after)) {
            return reject(*why);
        }
    }
    if (enc.find_side(after.side) == nullptr) {
        return reject("There is no side \"" + after.side + "\"");
    }
    if (auto why = placement_problem(enc, after)) {
        return reject(*why);
    }
    if (*before == after) {
        return reject(after.name + " is unchanged");
    }
    if (after.mount != before->mount) {
        return reject(std::string("A unit mounts or gets down by the Mount command"));
    }
    if (auto why = rider_size_problem(enc, after)) {
        return reject(*why);
    }
    if (after.specials != before->specials) {
        if (auto why = specials_conflict(enc.ruleset.rules(), after)) {
            return reject(*why); // phases' Inhuman cannot be uncroaked
        }
    }
    // Combat Modifiers keep their limits through an edit (rules/combat_modifiers.h).
    if (const std::vector<std::string> held = modifiers_of(enc, after);
        held != modifiers_of(enc, *before) ||
        (!held.empty() && (after.specials != before->specials || after.stats != before->stats))) {
        if (std::string why = modifiers_problem(enc, after, held); !why.empty()) {
            return reject(why);
        }
    }
    const bool summons_on = enc.ruleset.rules().summons.enabled;
    if (after.summoner != before->summoner || (summons_on && after.side != before->side)) {
        if (auto why = summon_problem(enc, after)) {
            return reject(*why);
        }
    }
    if (after.side != before->side && !summons_of(enc, after.id).empty()) {
        return reject(after.name + " holds summons, which are of its side: free them first " +
                      "(their Summoned by) (" + enc.ruleset.rules().summons.slots_source + ")");
    }
    std::vector<Event> events;
    if (after.side != before->side) { // a squad is of one side: it leaves its squad
        if (auto squads = squads_without(enc, after.id)) {
            events.emplace_back(std::move(*squads));
        }
    }
    events.emplace_back(UnitChanged{*before, after});
    return events;
}

namespace {

Result<std::vector<Event>> plan_wall_at(const Encounter& enc, std::size_t index) {
    if (index >= enc.map.walls().size()) {
        return reject("There is no wall number " + std::to_string(index));
    }
    return std::vector<Event>{};
}

/// Sets the fog flags of `cells` (in reverse, so a cell listed twice ends
/// with its first value when reverting). All-zero fog is stored empty, so
/// that "nothing explored" has one representation.
void set_fog(Encounter& enc, const std::vector<Cell>& cells,
             const std::vector<std::uint8_t>& values) {
    auto& fog = enc.fog.cells;
    fog.resize(static_cast<std::size_t>(enc.map.width()) * enc.map.height(), 0);
    for (std::size_t i = cells.size(); i-- > 0;) {
        fog[static_cast<std::size_t>(cells[i].y) * enc.map.width() + cells[i].x] = values[i];
    }
    if (std::all_of(fog.begin(), fog.end(), [](std::uint8_t f) { return f == 0; })) {
        fog.clear();
    }
}

/// The ids of the player-side units whose view the events may change.
std::vector<std::string> viewers_to_look_at(const Encounter& enc,
                                            const std::vector<Event>& events) {
    const ViewersTouched touched = viewers_touched(events);
    std::vector<std::string> out;
    for (const Unit& u : enc.units) {
        const Side* side = enc.find_side(u.side);
        if (side != nullptr && side->player &&
            (touched.all ||
             std::find(touched.ids.begin(), touched.ids.end(), u.id) != touched.ids.end())) {
            out.push_back(u.id);
        }
    }
    return out;
}

/// Marks in `seen` what the given units see in `enc` now (from `views`).
void mark_views(const Encounter& enc, const std::vector<std::string>& ids,
                std::vector<std::uint8_t>& seen, ViewMemo& views) {
    for (const std::string& id : ids) {
        const Unit* u = enc.find_unit(id);
        const Side* side = u != nullptr ? enc.find_side(u->side) : nullptr;
        if (side == nullptr || !side->player) {
            continue;
        }
        for (const Cell& c : views.visible_cells(enc.map, sight_square(u->cell, u->size))) {
            seen[static_cast<std::size_t>(c.y) * enc.map.width() + c.x] = 1;
        }
    }
}

} // namespace

std::optional<std::string> token_image_problem(const Unit& unit) {
    if (unit.image && io::image_format_of(unit.image->bytes).empty()) {
        return "The token image is not a PNG, JPEG or WebP image";
    }
    return image_too_large(unit);
}

std::optional<std::string> placement_problem(const Encounter& enc, const Unit& unit) {
    const BattleMap& m = enc.map;
    if (unit.size < 1 || unit.size > std::min(m.width(), m.height())) {
        return unit.name + "'s size " + std::to_string(unit.size) + " does not fit the " +
               m.size_text() + " map";
    }
    if (!m.contains_block(unit.cell, unit.size)) {
        return "Square " + to_label(unit.cell) + " is outside the " + m.size_text() + " map for " +
               unit.name;
    }
    for (int dy = 0; dy < unit.size; ++dy) {
        for (int dx = 0; dx < unit.size; ++dx) {
            const Cell c{unit.cell.x + dx, unit.cell.y + dy};
            if (is_solid(m.terrain(c))) {
                return unit.name + " cannot stand on " + to_label(c) + ": " +
                       std::string(to_string(m.terrain(c))) + " (impassable)";
            }
        }
    }
    for (const Unit& other : enc.units) {
        // A rider stands on its mount's square (rules/mounts.h).
        if (other.id == unit.id || (!unit.id.empty() && other.mount == unit.id) ||
            (!unit.mount.empty() && (unit.mount == other.id || unit.mount == other.mount))) {
            continue;
        }
        const bool overlap =
            unit.cell.x < other.cell.x + other.size && other.cell.x < unit.cell.x + unit.size &&
            unit.cell.y < other.cell.y + other.size && other.cell.y < unit.cell.y + unit.size;
        if (overlap) {
            return unit.name + " cannot stand on " + to_label(unit.cell) + ": " + other.name +
                   " is there";
        }
    }
    return std::nullopt;
}

namespace {
Result<std::vector<Event>> plan_command(const Encounter& enc, const Command& cmd);
} // namespace

std::optional<std::string> confirmation_needed(const Encounter& enc, const Command& cmd) {
    const auto* remove = std::get_if<RemoveWall>(&cmd);
    if (remove == nullptr || remove->index >= enc.map.walls().size()) {
        return std::nullopt;
    }
    const Wall& w = enc.map.walls()[remove->index];
    if (!w.imported) {
        return std::nullopt;
    }
    const std::string what(to_string(w.kind));
    return "This " + what + " came with the imported map: the players still see it painted on " +
           "the background, but it will no longer block " +
           (w.kind == WallKind::Window ? "movement" : "sight or movement") + ". Remove it anyway?";
}

Result<std::vector<Event>> plan(const Encounter& enc, const Command& cmd) {
    if (auto why = blocked_by_pending(enc, cmd)) {
        return reject(*why);
    }
    auto planned = plan_command(enc, cmd);
    if (planned) {
        keep_riders(enc, planned.value()); // a mount moved takes its riders along
    }
    // The map changed in the middle of a fight (issue 15): the log says so,
    // as it says of any GM override, and undo takes it back with the rest.
    const bool map_edit =
        std::holds_alternative<AddWall>(cmd) || std::holds_alternative<RemoveWall>(cmd) ||
        std::holds_alternative<PaintTerrain>(cmd) || std::holds_alternative<SetElevation>(cmd) ||
        std::holds_alternative<SetStructure>(cmd);
    if (planned && map_edit && enc.combat.active) {
        planned.value().emplace_back(
            LogAdded{{LogEntry{enc.combat.round, "override", "GM edit: " + describe(enc, cmd)}}});
    }
    return planned;
}

namespace {

Result<std::vector<Event>> plan_command(const Encounter& enc, const Command& cmd) {
    return std::visit(
        Overloaded{
            [&](const PlaceUnit& c) -> Result<std::vector<Event>> {
                if (c.unit.id.empty()) {
                    return reject("A unit needs an id");
                }
                if (enc.find_unit(c.unit.id) != nullptr) {
                    return reject("A unit with id \"" + c.unit.id + "\" already exists");
                }
                if (!c.unit.mount.empty()) {
                    return reject(std::string("A unit is placed on foot; it mounts by the Mount "
                                              "command"));
                }
                if (auto why = unit_problem(c.unit)) {
                    return reject(*why);
                }
                if (auto why = specials_conflict(enc.ruleset.rules(), c.unit)) {
                    return reject(*why);
                }
                if (auto why = image_too_large(c.unit)) {
                    return reject(*why);
                }
                if (enc.find_side(c.unit.side) == nullptr) {
                    return reject("There is no side \"" + c.unit.side + "\"");
                }
                if (auto why = placement_problem(enc, c.unit)) {
                    return reject(*why);
                }
                if (auto why = summon_problem(enc, c.unit)) {
                    return reject(*why);
                }
                Unit placed = c.unit;
                // freehits "Summoning Sickness": summoned during the fight.
                if (const std::string& sick = enc.ruleset.rules().summons.sickness;
                    enc.combat.active && !placed.summoner.empty() && !sick.empty()) {
                    placed.conditions.insert(sick);
                }
                return one(UnitAdded{enc.units.size(), placed});
            },
            [&](const MoveUnit& c) -> Result<std::vector<Event>> {
                const Unit* u = enc.find_unit(c.unit);
                if (u == nullptr) {
                    return no_unit(c.unit);
                }
                if (auto why = rider_refusal(enc, *u)) {
                    return reject(*why);
                }
                if (u->cell == c.to) {
                    return reject(u->name + " is already on " + to_label(c.to));
                }
                Unit moved = *u;
                moved.cell = c.to;
                if (auto why = placement_problem(enc, moved)) {
                    return reject(*why);
                }
                if (!c.free && enc.combat.active) {
                    return plan_combat_move(enc, c);
                }
                std::vector<Event> events;
                if (!c.free) {
                    const PathResult p = Pathfinder(enc).path(u->id, c.to, c.via);
                    if (!p.legal) {
                        return reject(p.reason);
                    }
                    // A unit with a facing turns to face the way it last stepped.
                    const std::size_t n = p.path.size();
                    if (u->facing && n >= 2) {
                        const auto f = facing_of_move(p.path[n - 2].x, p.path[n - 2].y,
                                                      p.path[n - 1].x, p.path[n - 1].y);
                        if (f && f != u->facing) {
                            Unit turned = *u;
                            turned.facing = f;
                            events.emplace_back(UnitChanged{*u, turned});
                        }
                    }
                }
                events.emplace_back(UnitMoved{u->id, u->cell, c.to});
                return events;
            },
            [&](const RemoveUnit& c) -> Result<std::vector<Event>> {
                auto i = index_of_unit(enc, c.unit);
                if (!i) {
                    return no_unit(c.unit);
                }
                if (const auto riders = riders_of(enc, c.unit); !riders.empty()) {
                    return reject(display_name(enc.units[*i]) + " carries " +
                                  display_name(*riders.front()) + ": get it down first");
                }
                std::vector<Event> events;
                if (auto squads = squads_without(enc, c.unit)) { // it leaves its squad
                    events.emplace_back(std::move(*squads));
                }
                // Its summons stay, bound to no one (rules/summons.h).
                for (Event& e : release_summons(enc, c.unit)) {
                    events.push_back(std::move(e));
                }
                events.emplace_back(UnitRemoved{*i, enc.units[*i]});
                return events;
            },
            [&](const EditUnit& c) { return plan_unit_change(enc, c.unit, false); },
            [&](const FaceUnit& c) -> Result<std::vector<Event>> {
                const Unit* u = enc.find_unit(c.unit);
                if (u == nullptr) {
                    return no_unit(c.unit);
                }
                if (u->facing == c.facing) {
                    return reject(u->name +
                                  (c.facing ? " already faces " + std::string(label_of(*c.facing))
                                            : " has no facing"));
                }
                Unit after = *u;
                after.facing = c.facing;
                return one(UnitChanged{*u, after});
            },
            [&](const AddSide& c) -> Result<std::vector<Event>> {
                if (auto why = side_problem(c.side)) {
                    return reject(*why);
                }
                if (enc.find_side(c.side.id) != nullptr) {
                    return reject("A side with id \"" + c.side.id + "\" already exists");
                }
                return one(SideAdded{enc.sides.size(), c.side});
            },
            [&](const EditSide& c) -> Result<std::vector<Event>> {
                const Side* before = enc.find_side(c.side.id);
                if (before == nullptr) {
                    return reject("There is no side \"" + c.side.id + "\"");
                }
                if (auto why = side_problem(c.side)) {
                    return reject(*why);
                }
                return one(SideChanged{*before, c.side});
            },
            [&](const AddWall& c) -> Result<std::vector<Event>> {
                const auto& w = c.wall;
                if (!on_map_rect(enc.map, w.from) || !on_map_rect(enc.map, w.to)) {
                    return reject("The wall's ends must lie on the " + enc.map.size_text() +
                                  " map");
                }
                if (w.from == w.to) {
                    return reject("A wall needs two different end points");
                }
                return one(WallAdded{enc.map.walls().size(), w});
            },
            [&](const RemoveWall& c) -> Result<std::vector<Event>> {
                auto check = plan_wall_at(enc, c.index);
                if (!check) {
                    return check;
                }
                if (auto ask = confirmation_needed(enc, c); ask && !c.confirmed) {
                    return reject(*ask);
                }
                return one(WallRemoved{c.index, enc.map.walls()[c.index]});
            },
            [&](const SetDoor& c) -> Result<std::vector<Event>> {
                auto check = plan_wall_at(enc, c.index);
                if (!check) {
                    return check;
                }
                const Wall& w = enc.map.walls()[c.index];
                if (!w.is_door()) {
                    return reject("That is a " + std::string(to_string(w.kind)) + ", not a door");
                }
                if (w.state == c.state) {
                    return reject("The door is already " + std::string(to_string(c.state)));
                }
                Wall after = w;
                after.state = c.state;
                return one(WallChanged{c.index, w, after});
            },
            [&](const SetStructure& c) -> Result<std::vector<Event>> {
                auto check = plan_wall_at(enc, c.index);
                if (!check) {
                    return check;
                }
                if (c.points && (*c.points < 1 || *c.points > Wall::kMaxStructure)) {
                    return reject("Structural points are 1 to " +
                                  std::to_string(Wall::kMaxStructure) + " (none: the GM judges)");
                }
                const Wall& w = enc.map.walls()[c.index];
                if (w.structure == c.points) {
                    return reject("The " + std::string(to_string(w.kind)) + " already has " +
                                  (c.points ? std::to_string(*c.points) + " structural points"
                                            : std::string("no structural points set")));
                }
                Wall after = w;
                after.structure = c.points;
                return one(WallChanged{c.index, w, after});
            },
            [&](const PaintTerrain& c) -> Result<std::vector<Event>> {
                if (auto why = cells_problem(enc.map, c.cells)) {
                    return reject(*why);
                }
                TerrainChanged ev{c.cells, {}, c.terrain};
                for (const Cell& cell : c.cells) {
                    if (is_solid(c.terrain)) {
                        if (const Unit* u = enc.unit_at(cell)) {
                            return reject("Cannot make " + to_label(cell) + " " +
                                          std::string(to_string(c.terrain)) + ": " + u->name +
                                          " stands there");
                        }
                    }
                    ev.before.push_back(enc.map.terrain(cell));
                }
                return one(std::move(ev));
            },
            [&](const SetElevation& c) -> Result<std::vector<Event>> {
                if (auto why = cells_problem(enc.map, c.cells)) {
                    return reject(*why);
                }
                if (c.level < 0 || c.level > BattleMap::kMaxElevation) {
                    return reject("Elevation must be 0 to 4, not " + std::to_string(c.level));
                }
                ElevationChanged ev{c.cells, {}, c.level};
                for (const Cell& cell : c.cells) {
                    ev.before.push_back(enc.map.elevation(cell));
                }
                return one(std::move(ev));
            },
            [&](const SetFog& c) -> Result<std::vector<Event>> {
                if (enc.fog.enabled == c.enabled) {
                    return reject(std::string("Fog of war is already ") +
                                  (c.enabled ? "on" : "off"));
                }
                return one(FogEnabledChanged{enc.fog.enabled, c.enabled});
            },
            [&](const PaintFog& c) -> Result<std::vector<Event>> {
                if (auto why = cells_problem(enc.map, c.cells)) {
                    return reject(*why);
                }
                FogCellsChanged ev{c.cells, {}, {}};
                for (const Cell& cell : c.cells) {
                    const std::uint8_t before = fog_flags(enc, cell);
                    std::uint8_t after = before & FogOfWar::kExplored;
                    if (c.brush == FogBrush::Reveal) {
                        after |= FogOfWar::kRevealed;
                    } else if (c.brush == FogBrush::Hide) {
                        after |= FogOfWar::kHidden;
                    }
                    ev.before.push_back(before);
                    ev.after.push_back(after);
                }
                return one(std::move(ev));
            },
            [&](const ResetExplored&) -> Result<std::vector<Event>> {
                FogCellsChanged ev;
                for (int y = 0; y < enc.map.height(); ++y) {
                    for (int x = 0; x < enc.map.width(); ++x) {
                        const std::uint8_t f = fog_flags(enc, {x, y});
                        if ((f & FogOfWar::kExplored) != 0) {
                            ev.cells.push_back({x, y});
                            ev.before.push_back(f);
                            ev.after.push_back(f & ~FogOfWar::kExplored);
                        }
                    }
                }
                if (ev.cells.empty()) {
                    return reject("No squares are explored yet");
                }
                return one(std::move(ev));
            },
            [&](const PaintZone& c) -> Result<std::vector<Event>> {
                if (auto why = cells_problem(enc.map, c.cells)) {
                    return reject(*why);
                }
                if (auto why = text_problem("The zone's id", c.zone, io::Limits::kMaxId)) {
                    return reject(*why);
                }
                if (auto why = text_problem("The zone's name", c.name, io::Limits::kMaxName)) {
                    return reject(*why);
                }
                std::vector<Event> events;
                int index = -1;
                if (!c.zone.empty()) {
                    index = enc.map.zone_index(c.zone);
                    if (index < 0) {
                        if (static_cast<int>(enc.map.zones().size()) >= BattleMap::kMaxZones) {
                            return reject("A map has at most 1000 zones");
                        }
                        index = static_cast<int>(enc.map.zones().size());
                        events.emplace_back(
                            ZoneAdded{enc.map.zones().size(),
                                      Zone{c.zone, c.name.empty() ? c.zone : c.name}});
                    }
                }
                ZoneCellsChanged ev{c.cells, {}, index};
                for (const Cell& cell : c.cells) {
                    ev.before.push_back(enc.map.zone_at(cell));
                }
                events.emplace_back(std::move(ev));
                return events;
            },
            [&](const SetPlayerHealth& c) -> Result<std::vector<Event>> {
                if (enc.player_health == c.shown) {
                    return reject(std::string("The players already see that much of health"));
                }
                return one(PlayerHealthChanged{enc.player_health, c.shown});
            },
            [&](const PlaceTemplate& c) -> Result<std::vector<Event>> {
                if (auto why = template_problem(c.area, enc.map.width(), enc.map.height())) {
                    return reject(*why);
                }
                std::vector<Event> events;
                std::size_t index = enc.templates.size();
                if (enc.find_template(c.area.id) == nullptr &&
                    enc.templates.size() >= AreaTemplate::kMaxCount) {
                    return reject("A map holds at most " + std::to_string(AreaTemplate::kMaxCount) +
                                  " templates: take one off first");
                }
                if (const AreaTemplate* old = enc.find_template(c.area.id)) {
                    if (*old == c.area) {
                        return reject("Template " + c.area.id + " is already there");
                    }
                    index = static_cast<std::size_t>(old - enc.templates.data());
                    events.emplace_back(TemplateRemoved{index, *old});
                }
                events.emplace_back(TemplateAdded{index, c.area});
                // The engine lists what it covers (issue 14 "Area templates").
                std::string names;
                for (const std::string& id : units_in_template(enc, c.area)) {
                    names += (names.empty() ? "" : ", ") + display_name(*enc.find_unit(id));
                }
                const std::size_t squares =
                    template_cells(c.area, enc.map.width(), enc.map.height()).size();
                events.emplace_back(LogAdded{
                    {LogEntry{enc.combat.round, "template",
                              describe_template(c.area) + " covers " + std::to_string(squares) +
                                  (squares == 1 ? " square" : " squares") +
                                  (names.empty() ? " and no unit" : ": " + names)}}});
                return events;
            },
            [&](const RemoveTemplate& c) -> Result<std::vector<Event>> {
                const AreaTemplate* t = enc.find_template(c.id);
                if (t == nullptr) {
                    return reject("There is no template \"" + c.id + "\"");
                }
                return one(TemplateRemoved{static_cast<std::size_t>(t - enc.templates.data()), *t});
            },
            [&](const SetSquad& c) { return plan_set_squad(enc, c); },
            [&](const MountUnit& c) { return plan_mount(enc, c); },
            [&](const SetModifiers& c) { return plan_set_modifiers(enc, c); },
            [&](const OrderSquad& c) { return plan_order_squad(enc, c); },
            [&](const EditSettings& c) -> Result<std::vector<Event>> {
                const EncounterSettings before = enc.settings();
                const EncounterSettings& after = c.settings;
                if (after.name.empty()) {
                    return reject(std::string("The encounter needs a name"));
                }
                if (auto why =
                        text_problem("The encounter's name", after.name, io::Limits::kMaxName)) {
                    return reject(*why);
                }
                if (!(after.square.size >= 0.01 && after.square.size <= 10'000)) {
                    return reject(std::string("A square's size must be from 0.01 to 10,000"));
                }
                if (before == after) {
                    return reject(std::string("The settings are unchanged"));
                }
                std::vector<Event> events;
                if (after.ruleset != before.ruleset && enc.combat.active) {
                    if (!c.end_fight) {
                        return reject("A fight is on under " + enc.ruleset.rules().info.name +
                                      ": changing the ruleset ends it");
                    }
                    auto ended = plan_combat(enc, EndCombat{});
                    if (!ended) {
                        return ended.rejection();
                    }
                    events = std::move(ended.value());
                }
                events.emplace_back(SettingsChanged{before, after});
                return events;
            },
            [&](const auto&) -> Result<std::vector<Event>> {
                return plan_combat(enc, cmd); // the fight's commands (is_combat_command)
            },
        },
        cmd);
}

} // namespace

void apply(Encounter& enc, const Event& ev) {
    std::visit(Overloaded{
                   [&](const UnitAdded& e) {
                       enc.units.insert(enc.units.begin() + static_cast<long>(e.index), e.unit);
                   },
                   [&](const UnitRemoved& e) {
                       enc.units.erase(enc.units.begin() + static_cast<long>(e.index));
                   },
                   [&](const UnitMoved& e) { enc.find_unit(e.unit)->cell = e.to; },
                   [&](const UnitChanged& e) { *enc.find_unit(e.before.id) = e.after; },
                   [&](const SideAdded& e) {
                       enc.sides.insert(enc.sides.begin() + static_cast<long>(e.index), e.side);
                   },
                   [&](const SideChanged& e) { *enc.find_side(e.before.id) = e.after; },
                   [&](const WallAdded& e) {
                       auto& w = enc.map.walls();
                       w.insert(w.begin() + static_cast<long>(e.index), e.wall);
                   },
                   [&](const WallRemoved& e) {
                       auto& w = enc.map.walls();
                       w.erase(w.begin() + static_cast<long>(e.index));
                   },
                   [&](const WallChanged& e) { enc.map.walls()[e.index] = e.after; },
                   [&](const TerrainChanged& e) {
                       for (const Cell& c : e.cells) {
                           enc.map.set_terrain(c, e.after);
                       }
                   },
                   [&](const ElevationChanged& e) {
                       for (const Cell& c : e.cells) {
                           enc.map.set_elevation(c, e.after);
                       }
                   },
                   [&](const ZoneAdded& e) {
                       auto& z = enc.map.zones();
                       z.insert(z.begin() + static_cast<long>(e.index), e.zone);
                   },
                   [&](const FogEnabledChanged& e) { enc.fog.enabled = e.after; },
                   [&](const FogCellsChanged& e) { set_fog(enc, e.cells, e.after); },
                   [&](const ZoneCellsChanged& e) {
                       for (const Cell& c : e.cells) {
                           enc.map.set_zone_at(c, e.after);
                       }
                   },
                   [&](const CombatChanged& e) { enc.combat = e.after; },
                   [&](const PlayerHealthChanged& e) { enc.player_health = e.after; },
                   [&](const SettingsChanged& e) { enc.set_settings(e.after); },
                   [&](const LogAdded& e) {
                       enc.log.insert(enc.log.end(), e.entries.begin(), e.entries.end());
                   },
                   [&](const TemplateAdded& e) {
                       auto& t = enc.templates;
                       t.insert(t.begin() + static_cast<long>(e.index), e.area);
                   },
                   [&](const TemplateRemoved& e) {
                       auto& t = enc.templates;
                       t.erase(t.begin() + static_cast<long>(e.index));
                   },
                   [&](const SquadsChanged& e) { enc.squads = e.after; },
               },
               ev);
}

void revert(Encounter& enc, const Event& ev) {
    std::visit(Overloaded{
                   [&](const UnitAdded& e) {
                       enc.units.erase(enc.units.begin() + static_cast<long>(e.index));
                   },
                   [&](const UnitRemoved& e) {
                       enc.units.insert(enc.units.begin() + static_cast<long>(e.index), e.unit);
                   },
                   [&](const UnitMoved& e) { enc.find_unit(e.unit)->cell = e.from; },
                   [&](const UnitChanged& e) { *enc.find_unit(e.after.id) = e.before; },
                   [&](const SideAdded& e) {
                       enc.sides.erase(enc.sides.begin() + static_cast<long>(e.index));
                   },
                   [&](const SideChanged& e) { *enc.find_side(e.after.id) = e.before; },
                   [&](const WallAdded& e) {
                       auto& w = enc.map.walls();
                       w.erase(w.begin() + static_cast<long>(e.index));
                   },
                   [&](const WallRemoved& e) {
                       auto& w = enc.map.walls();
                       w.insert(w.begin() + static_cast<long>(e.index), e.wall);
                   },
                   [&](const WallChanged& e) { enc.map.walls()[e.index] = e.before; },
                   [&](const TerrainChanged& e) {
                       // Reverse order so a cell listed twice gets its first value back.
                       for (std::size_t i = e.cells.size(); i-- > 0;) {
                           enc.map.set_terrain(e.cells[i], e.before[i]);
                       }
                   },
                   [&](const ElevationChanged& e) {
                       for (std::size_t i = e.cells.size(); i-- > 0;) {
                           enc.map.set_elevation(e.cells[i], e.before[i]);
                       }
                   },
                   [&](const ZoneAdded& e) {
                       auto& z = enc.map.zones();
                       z.erase(z.begin() + static_cast<long>(e.index));
                   },
                   [&](const FogEnabledChanged& e) { enc.fog.enabled = e.before; },
                   [&](const FogCellsChanged& e) { set_fog(enc, e.cells, e.before); },
                   [&](const ZoneCellsChanged& e) {
                       for (std::size_t i = e.cells.size(); i-- > 0;) {
                           enc.map.set_zone_at(e.cells[i], e.before[i]);
                       }
                   },
                   [&](const CombatChanged& e) { enc.combat = e.before; },
                   [&](const PlayerHealthChanged& e) { enc.player_health = e.before; },
                   [&](const SettingsChanged& e) { enc.set_settings(e.before); },
                   [&](const LogAdded& e) { enc.log.resize(enc.log.size() - e.entries.size()); },
                   [&](const TemplateAdded& e) {
                       auto& t = enc.templates;
                       t.erase(t.begin() + static_cast<long>(e.index));
                   },
                   [&](const TemplateRemoved& e) {
                       auto& t = enc.templates;
                       t.insert(t.begin() + static_cast<long>(e.index), e.area);
                   },
                   [&](const SquadsChanged& e) { enc.squads = e.before; },
               },
               ev);
}

Result<std::vector<Event>> resolve(Encounter& enc, const Command& cmd, ViewMemo* views) {
    auto planned = plan(enc, cmd);
    if (!planned || !enc.fog.enabled) {
        if (!planned || !std::holds_alternative<SetFog>(cmd)) {
            return planned;
        }
    }
    std::vector<Event> events = std::move(planned).value();
    // Exploration: what the moved (or all) player units saw before the
    // change and see after it is explored from now on.
    const std::size_t n = static_cast<std::size_t>(enc.map.width()) * enc.map.height();
    std::vector<std::uint8_t> seen(n, 0);
    ViewMemo own; // this command's alone when the caller keeps none
    ViewMemo& memo = views != nullptr ? *views : own;
    mark_views(enc, viewers_to_look_at(enc, events), seen, memo);
    apply_all(enc, events);
    if (enc.fog.enabled) {
        mark_views(enc, viewers_to_look_at(enc, events), seen, memo);
    }
    FogCellsChanged explored;
    if (enc.fog.enabled) {
        for (std::size_t i = 0; i < n; ++i) {
            const Cell c{static_cast<int>(i % enc.map.width()),
                         static_cast<int>(i / enc.map.width())};
            const std::uint8_t f = fog_flags(enc, c);
            if (seen[i] != 0 && (f & FogOfWar::kExplored) == 0) {
                explored.cells.push_back(c);
                explored.before.push_back(f);
                explored.after.push_back(f | FogOfWar::kExplored);
            }
        }
    }
    revert_all(enc, events);
    if (!explored.cells.empty()) {
        events.emplace_back(std::move(explored));
    }
    return events;
}

Result<std::vector<Event>> execute(Encounter& enc, const Command& cmd) {
    auto events = resolve(enc, cmd);
    if (events) {
        apply_all(enc, events.value());
    }
    return events;
}

void revert_all(Encounter& enc, const std::vector<Event>& events) {
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        revert(enc, *it);
    }
}

void apply_all(Encounter& enc, const std::vector<Event>& events) {
    for (const Event& e : events) {
        apply(enc, e);
    }
}

std::string describe(const Encounter& enc, const Command& cmd) {
    auto name = [&](const std::string& id) {
        const Unit* u = enc.find_unit(id);
        return u != nullptr ? u->name : id;
    };
    return std::visit(
        Overloaded{
            [&](const PlaceUnit& c) { return "Place " + c.unit.name; },
            [&](const MoveUnit& c) {
                return (c.free ? "Place " + name(c.unit) + " on "
                               : "Move " + name(c.unit) + " to ") +
                       to_label(c.to);
            },
            [&](const RemoveUnit& c) { return "Remove " + name(c.unit); },
            [&](const EditUnit& c) { return "Edit " + c.unit.name; },
            [&](const FaceUnit& c) {
                return c.facing
                           ? "Turn " + name(c.unit) + " to face " + std::string(label_of(*c.facing))
                           : "Clear the facing of " + name(c.unit);
            },
            [&](const AddSide& c) { return "Add side " + c.side.name; },
            [&](const EditSide& c) { return "Edit side " + c.side.name; },
            [&](const AddWall& c) { return "Add " + std::string(to_string(c.wall.kind)); },
            [&](const RemoveWall& c) {
                const auto& walls = enc.map.walls();
                return "Remove " + std::string(c.index < walls.size()
                                                   ? to_string(walls[c.index].kind)
                                                   : std::string_view("wall"));
            },
            [&](const SetDoor& c) {
                return std::string(c.state == DoorState::Open     ? "Open door"
                                   : c.state == DoorState::Closed ? "Close door"
                                                                  : "Lock door");
            },
            [&](const SetStructure& c) {
                return c.points ? "Set structural points to " + std::to_string(*c.points)
                                : std::string("Clear structural points");
            },
            [&](const Dig& c) {
                std::string cells;
                for (const Cell& cell : c.cells) {
                    cells += (cells.empty() ? "" : ", ") + to_label(cell);
                }
                return name(c.unit) + " digs through " + cells;
            },
            [&](const PaintTerrain& c) {
                return "Paint " + std::string(to_string(c.terrain)) + " terrain";
            },
            [&](const SetElevation& c) { return "Set elevation " + std::to_string(c.level); },
            [&](const SetFog& c) {
                return std::string(c.enabled ? "Turn fog of war on" : "Turn fog of war off");
            },
            [&](const PaintFog& c) {
                return std::string(c.brush == FogBrush::Reveal ? "Reveal squares"
                                   : c.brush == FogBrush::Hide ? "Hide squares"
                                                               : "Clear fog marks");
            },
            [&](const ResetExplored&) { return std::string("Reset explored squares"); },
            [&](const PaintZone& c) {
                return c.zone.empty() ? std::string("Erase zone")
                                      : "Paint zone " + (c.name.empty() ? c.zone : c.name);
            },
            [&](const PlaceTemplate& c) {
                return (enc.find_template(c.area.id) != nullptr ? "Move " : "Place ") +
                       describe_template(c.area);
            },
            [&](const RemoveTemplate& c) { return "Remove template " + c.id; },
            [&](const StartCombat&) { return std::string("Start combat"); },
            [&](const ChooseFirst& c) {
                const Side* s = enc.find_side(c.side);
                return (s != nullptr ? s->name : c.side) + " act first this round";
            },
            [&](const TakeAction& c) {
                const ActionDef* a = find_action(enc.ruleset, c.action);
                return name(c.unit) + ": " + (a != nullptr ? a->label : c.action);
            },
            [&](const Delay& c) { return name(c.unit) + " delays " + c.what; },
            [&](const Pass& c) {
                const Side* s = enc.find_side(c.side);
                return (s != nullptr ? s->name : c.side) + " pass";
            },
            [&](const EndTurn& c) {
                return c.unit.empty() ? std::string("End turn") : "End " + name(c.unit) + "'s turn";
            },
            [&](const SetCondition& c) {
                return (c.on ? "Set " : "Clear ") + c.condition + " on " + name(c.unit);
            },
            [&](const ChangeHealth& c) {
                std::string who;
                for (const std::string& id : c.units) {
                    who += (who.empty() ? "" : ", ") + name(id);
                }
                return (c.amount < 0 ? std::to_string(-c.amount) + " damage to "
                                     : "Heal " + std::to_string(c.amount) + " to ") +
                       who;
            },
            [&](const SetPlayerHealth&) {
                return std::string("Change what the players see of health");
            },
            [&](const EditSettings&) { return std::string("Change the encounter's settings"); },
            [&](const NextRound&) { return std::string("Next round"); },
            [&](const Respond& c) {
                return std::string(c.take ? "Take the reaction" : "Decline the reaction");
            },
            [&](const BullRush& c) {
                return name(c.unit) + ": Bull Rush into " + to_label(c.target);
            },
            [&](const ContestSquare& c) {
                return name(c.unit) + " and " + name(c.other) + " contest " + to_label(c.square);
            },
            [&](const Shove& c) { return name(c.unit) + " shoves " + name(c.target); },
            [&](const Grapple& c) {
                return name(c.unit) + (c.as == "grab"      ? " grapples " + name(c.target)
                                       : c.as == "escape"  ? " struggles free"
                                       : c.as == "release" ? " lets go"
                                       : c.as == "throw"   ? " throws its grappled foe"
                                                           : " drags its grappled foe");
            },
            [&](const Intercept& c) { return name(c.unit) + " intercepts for " + name(c.ally); },
            [&](const Chase& c) {
                std::string who;
                for (const std::string& id : c.units) {
                    who += (who.empty() ? "" : ", ") + name(id);
                }
                return "Long chase: " + who + " flee";
            },
            [&](const SetSquad& c) {
                return (c.disband ? "Break up " : "Form ") + std::string(label_of(c.squad.kind)) +
                       " " + (c.squad.name.empty() ? c.squad.id : c.squad.name);
            },
            [&](const MountUnit& c) {
                return c.mount.empty() ? name(c.rider) + " gets down"
                                       : name(c.rider) + " mounts " + name(c.mount);
            },
            [&](const SetModifiers& c) { return "Combat Modifiers of " + name(c.unit); },
            [&](const OrderSquad& c) {
                const Squad* s = enc.find_squad(c.squad);
                const std::string squad = s != nullptr ? s->name : c.squad;
                return c.order ? "Order " + squad + ": " + describe_order(*c.order)
                               : "Carry out " + possessive(squad) + " order";
            },
            [&](const SetDiceMode& c) {
                return std::string(c.mode == "entered" ? "Enter the dice by hand"
                                                       : "Let the engine roll the dice");
            },
            [&](const EndCombat&) { return std::string("End combat"); },
            [&](const Override& c) {
                return "Override: " +
                       (c.command ? describe(enc, c.command->command) : std::string("nothing"));
            },
        },
        cmd);
}

} // namespace skirmish
