#pragma once
/// @file The marks of ActionDef::joins: an actor that joins a group on a
/// target for the round holds "<group>:<actor id>" on the target's turn
/// (a swarm, the aid to a dismount). One place for that format.

#include "combat/combat_state.h"

#include <string>
#include <string_view>

namespace skirmish {

/// The mark `actor` holds on the target's turn for joining `group`.
std::string joined_mark(std::string_view group, std::string_view actor);

/// How many have joined `group` on `on` this round, leaving out `except`
/// (an actor id) when it is not empty.
int joined_count(const UnitTurn& on, std::string_view group, std::string_view except = {});

/// Erases every mark of `group` on `on` (the round is over, or the joined
/// attempt spent them).
void clear_joined(UnitTurn& on, std::string_view group);

} // namespace skirmish
