#pragma once
/// @file The typed stats a ruleset reads (issue 12): what the unit form
/// shows instead of free text. A unit's stats stay named integers in the
/// file (`Unit::stats`); a stat the schema does not know is kept as it is.

#include <string>
#include <vector>

namespace skirmish {

/// What a stat's number counts; every stat is an integer in the file.
enum class StatType {
    Score,   ///< an attribute or bonus added to rolls: "Combat", "DEX"
    Points,  ///< a pool that goes down: hit points, endurance, damage dealt
    Squares, ///< a distance in the map's squares
    Metres,  ///< a distance in metres (teams, seed 004)
};

struct StatDef {
    std::string id = {};    ///< the name in `Unit::stats`: "combat", "hp"
    std::string label = {}; ///< in the ruleset's words: "Combat", "Hit points"
    StatType type = StatType::Score;
    int min = 0;
    int max = 99;
    int fallback = 0;        ///< the value the rules use when the unit has none
    bool required = false;   ///< the rules need it to work as written
    std::string help = {};   ///< one line
    std::string source = {}; ///< seed file and section: "seed 000 \"Combat Sequence\""
    /// A weapon's stat (issue 13 section 1): each of the unit's weapons
    /// may set it, and an attack with a weapon reads the weapon's.
    bool weapon = false;
    /// A weapon's range: a melee or unarmed weapon has none, so an attack
    /// with it never reads the unit's own.
    bool range = false;
};

using StatSchema = std::vector<StatDef>;

/// A special the rules read (issue 15): the unit form's check list. A
/// unit's specials stay strings in the file; one the catalogue does not
/// know is kept and does nothing.
struct SpecialDef {
    std::string id = {};     ///< as on the unit (compared as same_condition does): "Heavy"
    std::string effect = {}; ///< what the engine does with it, in one line
    std::string source = {}; ///< seed file and section
    /// Specials a unit with it may never have (phases' Inhuman "cannot be
    /// uncroaked": Uncroaked, Skeletal); a unit edited to hold both is refused.
    std::vector<std::string> excludes = {};
    /// The unit gains no XP (phases' Construct, Inhuman, Uncroaked): the
    /// fight's summary tells the GM, who awards XP.
    bool no_xp = false;
};

/// "melee", "ranged", "unarmed": what a unit listing no weapons attacks
/// with (movement/move_rules.h), in every ruleset's catalogue.
std::vector<SpecialDef> attack_kind_specials();

/// The stat `id` of `schema`, or nullptr.
const StatDef* find_stat(const StatSchema& schema, const std::string& id);

/// Marks the stats `ids` of `schema` as weapon stats (StatDef::weapon),
/// and `ranges` as weapon ranges too (StatDef::range). Throws
/// std::logic_error for an id the schema lacks (a ruleset's typo).
void mark_weapon_stats(StatSchema& schema, const std::vector<std::string>& ids,
                       const std::vector<std::string>& ranges = {});

} // namespace skirmish
