#include "map/wall.h"

#include "core/enum_names.h"

namespace skirmish {
namespace {
constexpr std::array<EnumName<WallKind>, 3> kWallKinds{
    {{WallKind::Wall, "wall"}, {WallKind::Window, "window"}, {WallKind::Door, "door"}}};
constexpr std::array<EnumName<DoorState>, 3> kStates{
    {{DoorState::Open, "open"}, {DoorState::Closed, "closed"}, {DoorState::Locked, "locked"}}};
} // namespace

std::string_view to_string(WallKind k) {
    return name_of(kWallKinds, k);
}
std::string_view to_string(DoorState s) {
    return name_of(kStates, s);
}
std::optional<WallKind> parse_wall_kind(std::string_view s) {
    return value_of(kWallKinds, s);
}
std::optional<DoorState> parse_door_state(std::string_view s) {
    return value_of(kStates, s);
}

} // namespace skirmish
