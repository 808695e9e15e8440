#include "units/weapon.h"

#include "core/enum_names.h"

#include <array>

namespace skirmish {
namespace {

constexpr std::array<EnumName<WeaponKind>, 4> kWeaponKinds{{{WeaponKind::Melee, "melee"},
                                                            {WeaponKind::Ranged, "ranged"},
                                                            {WeaponKind::Unarmed, "unarmed"},
                                                            {WeaponKind::Thrown, "thrown"}}};

} // namespace

const char* weapon_kind_name(WeaponKind k) {
    return name_of(kWeaponKinds, k).data(); // the table's names are literals
}

bool weapon_kind_from(const std::string& s, WeaponKind& out) {
    if (auto k = value_of(kWeaponKinds, s)) {
        out = *k;
        return true;
    }
    return false;
}

} // namespace skirmish
