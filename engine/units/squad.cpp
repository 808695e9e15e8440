#include "units/squad.h"

#include "core/enum_names.h"

#include <array>

namespace skirmish {

namespace {

constexpr std::array<EnumName<SquadKind>, 2> kSquadKinds{
    {{SquadKind::Stack, "stack"}, {SquadKind::Horde, "horde"}}};
constexpr std::array<EnumName<Tactic>, 5> kTactics{{{Tactic::Hold, "hold"},
                                                    {Tactic::Delay, "delay"},
                                                    {Tactic::Rally, "rally"},
                                                    {Tactic::BullRush, "bull_rush"},
                                                    {Tactic::Withdraw, "withdraw"}}};
constexpr std::array<EnumName<Tactic>, 5> kTacticLabels{{{Tactic::Hold, "Hold"},
                                                         {Tactic::Delay, "Delay"},
                                                         {Tactic::Rally, "Rally"},
                                                         {Tactic::BullRush, "Bull Rush"},
                                                         {Tactic::Withdraw, "Withdraw"}}};
constexpr std::array<EnumName<TargetKind>, 6> kTargets{{{TargetKind::Any, "any"},
                                                        {TargetKind::None, "none"},
                                                        {TargetKind::Unit, "unit"},
                                                        {TargetKind::Type, "type"},
                                                        {TargetKind::Closest, "closest"},
                                                        {TargetKind::Special, "special"}}};

} // namespace

std::string_view to_string(SquadKind k) {
    return name_of(kSquadKinds, k);
}
std::string_view to_string(Tactic t) {
    return name_of(kTactics, t);
}
std::string_view to_string(TargetKind k) {
    return name_of(kTargets, k);
}
std::optional<SquadKind> parse_squad_kind(std::string_view s) {
    return value_of(kSquadKinds, s);
}
std::optional<Tactic> parse_tactic(std::string_view s) {
    return value_of(kTactics, s);
}
std::optional<TargetKind> parse_target_kind(std::string_view s) {
    return value_of(kTargets, s);
}

std::string_view label_of(SquadKind k) {
    return k == SquadKind::Stack ? "Stack" : "Horde";
}
std::string_view label_of(Tactic t) {
    return name_of(kTacticLabels, t);
}

bool needs_point(Tactic t) {
    return t == Tactic::Rally || t == Tactic::BullRush || t == Tactic::Withdraw;
}

std::string describe_order(const SquadOrder& o) {
    std::string text(label_of(o.tactic));
    if (o.point) {
        text += " (" + to_label(*o.point) + ")";
    }
    switch (o.target.kind) {
    case TargetKind::Any:
        return text + ", Target (Any)";
    case TargetKind::None:
        return text + ", Target (None)";
    case TargetKind::Closest:
        return text + ", Target (Closest Units)";
    case TargetKind::Unit:
        return text + ", Target (" + o.target.value + ")";
    case TargetKind::Type:
        return text + ", Target (type " + o.target.value + ")";
    case TargetKind::Special:
        return text + ", Target (units with " + o.target.value + ")";
    }
    return text;
}

} // namespace skirmish
