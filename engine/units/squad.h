#pragma once
/// @file Squads and their orders (issue 14; seed 000 "Combat Squads").
///
/// A squad is a Stack or a Horde of units of one side, with a leader and an
/// Order: one Tactic and one Attack [Target]. The model holds no rule: the
/// limits, who may lead and give orders, and what an order makes the
/// members do are the ruleset's squad policy (rules/squads.h).

#include "core/cell.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

/// seed 000 "Combat Squads": Stack (at most 8) or Horde (at most 24).
enum class SquadKind { Stack, Horde };
/// seed 000 "Combat Squads", "Tactics".
enum class Tactic { Hold, Delay, Rally, BullRush, Withdraw };
/// Attack [Target]: a unit by id or name, a unit type (the name without
/// its number: "Goblin" for "Goblin 3", or "Goblins"), the closest units, units with a special,
/// none, or any (the same as closest).
enum class TargetKind { Any, None, Unit, Type, Closest, Special };

/// "stack", "horde"; "hold", "delay", "rally", "bull_rush", "withdraw";
/// "any", "none", "unit", "type", "closest", "special".
std::string_view to_string(SquadKind k);
std::string_view to_string(Tactic t);
std::string_view to_string(TargetKind k);
std::optional<SquadKind> parse_squad_kind(std::string_view s);
std::optional<Tactic> parse_tactic(std::string_view s);
std::optional<TargetKind> parse_target_kind(std::string_view s);

/// The seed's words: "Stack", "Bull Rush", "Closest".
std::string_view label_of(SquadKind k);
std::string_view label_of(Tactic t);

/// True for the tactics that name a coordinate: Rally, Bull Rush, Withdraw.
bool needs_point(Tactic t);

struct OrderTarget {
    TargetKind kind = TargetKind::Any;
    std::string value = {}; ///< Unit: an id or name; Type: a word; Special: a special
    bool operator==(const OrderTarget&) const = default;
};

/// The default Order is Hold, Target (Any). `point` is the cell `[x, y]`
/// (0-based) of Rally, Bull Rush and Withdraw. `by` is the unit that gave
/// it (empty: the squad's leader) and `round` the round it was given in
/// (0 outside a fight), so a later order of lower rank that round is
/// refused (seed 000: "Squad's Leader, then Chief Warlord, then Highest
/// Leadership, then Closest Leader").
struct SquadOrder {
    Tactic tactic = Tactic::Hold;
    std::optional<Cell> point = {};
    OrderTarget target = {};
    std::string by = {};
    int round = 0;
    bool operator==(const SquadOrder&) const = default;
};

struct Squad {
    static constexpr std::size_t kMaxCount = 1000; ///< squads in one encounter

    std::string id;
    std::string name;
    SquadKind kind = SquadKind::Stack;
    std::vector<std::string> members; ///< unit ids, in the order the GM listed them
    std::string leader;               ///< a member's id; hidden from the players
    SquadOrder order = {};
    bool operator==(const Squad&) const = default;
};

/// "Rally (F8), Target (Any)": an order in the seed's words.
std::string describe_order(const SquadOrder& o);

} // namespace skirmish
