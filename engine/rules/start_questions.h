#pragma once
/// @file What the GM is asked when a fight starts (issue 12): a ruleset
/// lists its questions, the start-combat dialog draws them without knowing
/// the ruleset, and start_command() turns the answers into StartCombat.

#include "encounter/command.h"
#include "encounter/encounter.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace skirmish {

enum class QuestionKind {
    Side,        ///< one side (a combo box)
    Unit,        ///< one unit
    Sides,       ///< any number of sides (check boxes)
    Flag,        ///< yes or no
    RollPerSide, ///< one die per fighting side, rolled or entered
    Roll,        ///< one die, rolled or entered
    SideOrder,   ///< the fighting sides in an order the GM arranges
};

/// Which side a Side question starts on.
enum class SideDefault { First, Second, PlayerSide, Nobody };

struct StartQuestion {
    /// The CombatSetup field it fills: "initiator", "initiating_unit",
    /// "party", "attacked", "initiative_holder", "surprised", "fast_slow";
    /// for RollPerSide the rolls are keyed by side id, for Roll by `id`
    /// ("threshold").
    std::string id = {};
    QuestionKind kind = QuestionKind::Side;
    std::string label = {}; ///< with its mnemonic: "Side that &attacked:"
    std::string help = {};  ///< a one-line tooltip
    /// Side/Unit: the entry meaning nobody ("(no party)"); empty: none.
    std::string none = {};
    SideDefault side_default = SideDefault::First;
    int faces = 0;  ///< Roll/RollPerSide: the die (8 for 1d8)
    int preset = 1; ///< Roll/RollPerSide: the value the spin box starts at
    /// Asked only while the Flag question of this id is ticked.
    std::string shown_when = {};
    /// Side: reset to `none` when it equals this other question's answer.
    std::string differs_from = {};
    /// The answer (a side, or a unit's side) also names who started it.
    bool names_initiator = false;
    /// SideOrder: the sides chosen in these Side questions are not listed
    /// (teams: the initiator and the attacked team go first anyway).
    std::vector<std::string> leaves_out = {};
    std::string source = {}; ///< seed section
};

struct StartQuestions {
    std::string intro = {}; ///< a sentence on how the ruleset starts a fight
    std::vector<StartQuestion> questions = {};
};

/// The GM's answers, by question id.
struct StartAnswers {
    std::map<std::string, std::string> choices = {};            ///< Side/Unit: id or ""
    std::map<std::string, std::vector<std::string>> lists = {}; ///< Sides, SideOrder
    std::map<std::string, bool> flags = {};                     ///< Flag
    /// Roll/RollPerSide when the GM rolled at the table: key -> faces.
    EnteredRolls rolls;
    /// When the engine rolls: a fresh seed for the fight.
    std::optional<std::uint64_t> seed;
};

/// The sides that have units on the map (the ones that fight), file order.
std::vector<const Side*> fighting_sides(const Encounter& enc);

/// True when `q` is asked given the flags answered so far.
bool question_shown(const StartQuestion& q, const StartAnswers& a);

/// The StartCombat the answers describe under the encounter's ruleset.
/// Surprised sides keep the encounter's side order.
StartCombat start_command(const Encounter& enc, const StartAnswers& answers);

} // namespace skirmish
