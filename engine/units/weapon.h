#pragma once
/// @file Weapon: one of a unit's weapons or natural attacks (issue 13
/// section 1: "its weapons or attacks each have a kind, a reach or range, a
/// bonus and damage dice").

#include <map>
#include <set>
#include <string>

namespace skirmish {

/// How a weapon is used. Melee and unarmed attacks are made in reach;
/// ranged ones at range; a thrown weapon is either (a hand axe, a spear).
enum class WeaponKind { Melee, Ranged, Unarmed, Thrown };

/// A weapon a unit carries. Its `stats` are the ruleset's weapon stats
/// (those whose StatDef::weapon is set: "attack", "damage", "damage_die",
/// "range", ...), in the same units as the unit's own; an attack made with
/// the weapon reads them in place of the unit's (rules/weapons.h). Its
/// `specials` ("Bow", "Reach") count as the wielder's for that attack.
struct Weapon {
    std::string name; ///< unique within the unit, as the GM and `act ... weapon` name it
    WeaponKind kind = WeaponKind::Melee;
    std::map<std::string, int> stats = {};
    std::set<std::string> specials = {};
    /// Knocked out of the wielder's hands (factions' Disarm, seed 003
    /// "Non-lethal attacks"): no attack is made with it until the unit
    /// picks it up. Files written before it have none dropped.
    bool dropped = false;
    bool operator==(const Weapon&) const = default;

    /// Usable in melee: a melee, unarmed or thrown weapon.
    bool melee() const { return kind != WeaponKind::Ranged; }
    /// Usable at range: a ranged or thrown weapon.
    bool ranged() const { return kind == WeaponKind::Ranged || kind == WeaponKind::Thrown; }
};

/// "melee", "ranged", "unarmed", "thrown": the kind's name in files, the
/// CLI and the specials of a unit wielding the weapon.
const char* weapon_kind_name(WeaponKind k);
/// The kind named `s` (as weapon_kind_name gives it), or false.
bool weapon_kind_from(const std::string& s, WeaponKind& out);

} // namespace skirmish
