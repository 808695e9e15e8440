#pragma once
/// @file The fight's state and the combat log in the `.skirmish` file
/// (docs/file-format.md "combat", "log"). Internal to engine/io.

#include "combat/combat_state.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace skirmish::io {

/// Limits on the combat state and the log, enforced on load.
struct CombatLimits {
    static constexpr std::size_t kMaxLogEntries = 100'000;
    static constexpr std::size_t kMaxLogText = 4096; ///< bytes per log line
    static constexpr int kMaxCounter = 1'000'000;    ///< budgets and marks, absolute
};

/// True when the state is worth writing (a fight is on, or the dice moved).
bool combat_worth_saving(const CombatState& state);
nlohmann::json combat_json(const CombatState& state);
/// Throws JsonPathError on the first problem.
CombatState read_combat(const JsonAt& at);

nlohmann::json log_json(const std::vector<LogEntry>& log);
std::vector<LogEntry> read_log(const JsonAt& at);

} // namespace skirmish::io
