#pragma once
/// @file Validating commands, applying and reverting their events.

#include "core/result.h"
#include "encounter/command.h"
#include "encounter/encounter.h"
#include "encounter/event.h"

#include <optional>
#include <string>
#include <vector>

namespace skirmish {

class ViewMemo; // fog/view_memo.h

/// Validates `cmd` against `enc` and returns the events it would cause, or a
/// Rejection whose reason names the problem ("Square Z99 is outside the 12x12
/// map"). Never changes `enc`.
Result<std::vector<Event>> plan(const Encounter& enc, const Command& cmd);

/// EditUnit's plan for the unit as `after` shows it. With `override` (the
/// GM's Override), the rules' limits that an override lifts do not apply:
/// a change of armour in a fight (rules/gear.h).
Result<std::vector<Event>> plan_unit_change(const Encounter& enc, const Unit& after, bool override);

/// The question the GM must answer yes to before `cmd` runs, or nullopt:
/// removing a wall that came with an imported map ("The players see it
/// painted on the map ... Remove it anyway?"). plan() refuses such a
/// command with the same text until it is marked confirmed.
std::optional<std::string> confirmation_needed(const Encounter& enc, const Command& cmd);

/// Applies one event. Precondition: the event came from plan() on this state.
void apply(Encounter& enc, const Event& ev);
/// Reverts one event. Precondition: it was the last event applied.
void revert(Encounter& enc, const Event& ev);

/// plan(), plus the consequences: the squares that player-side units saw
/// before the change and see after it become explored (fog of war), as a
/// FogCellsChanged event at the end. `enc` is left as it was (the events
/// are applied and reverted exactly to find out). Use this, not plan(),
/// for commands a user gives. With `views`, the views it needs are taken
/// from and kept in that memo (PartySight::memo()); the events are the same.
Result<std::vector<Event>> resolve(Encounter& enc, const Command& cmd, ViewMemo* views = nullptr);

/// resolve() then apply every event. Returns the events, or the rejection with
/// `enc` unchanged.
Result<std::vector<Event>> execute(Encounter& enc, const Command& cmd);
/// Reverts `events` in reverse order (an undo of execute()).
void revert_all(Encounter& enc, const std::vector<Event>& events);
/// Applies `events` in order (a redo of execute()).
void apply_all(Encounter& enc, const std::vector<Event>& events);

/// A short text for menus and the log, e.g. "Move Guard to C8".
std::string describe(const Encounter& enc, const Command& cmd);

/// Why the token image of `unit` cannot be set (not a PNG, JPEG or WebP
/// image; larger than io::Limits::kMaxTokenImageBytes, with a suggestion
/// to scale it down), or nullopt when it can. PlaceUnit and an EditUnit
/// that changes the image refuse with this reason.
std::optional<std::string> token_image_problem(const Unit& unit);

/// Why `unit` cannot stand where it is in `enc`, or nullopt when it can: its
/// footprint must be on the map, on passable terrain, and free of every
/// other unit (the unit with the same id is ignored).
std::optional<std::string> placement_problem(const Encounter& enc, const Unit& unit);

} // namespace skirmish
