#pragma once
/// @file Squads as JSON (docs/file-format.md "squads"; the `set_squad` and
/// `order_squad` commands of docs/cli.md):
/// {"id": "wolves", "name": "Wolves", "kind": "stack", "members": ["o1",
/// "o2"], "leader": "o1", "order": {"tactic": "rally", "point": "F8",
/// "target": {"kind": "type", "value": "Goblin"}, "by": "o1", "round": 1}}.
/// `name` defaults to the id, `kind` to "stack", `leader` to the first
/// member and `order` to Hold, Target (Any); `point` is a label or `[x, y]`.

#include "io/json_reader.h"
#include "units/squad.h"

#include <nlohmann/json.hpp>

namespace skirmish::io {

/// Reads one squad; throws JsonPathError at the first problem (a missing
/// key, an unknown kind, tactic or target). The rules (limits, members) are
/// checked by squad_problem() (rules/squads.h).
Squad read_squad(const JsonAt& at);
/// Reads an order, as in a squad's "order".
SquadOrder read_order(const JsonAt& at);

nlohmann::json squad_json(const Squad& s);
nlohmann::json order_json(const SquadOrder& o);

} // namespace skirmish::io
