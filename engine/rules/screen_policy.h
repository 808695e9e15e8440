#pragma once
/// @file ScreenPolicy: allies that body-block the attacks on another (issue
/// 14; sides, seed 002 "Screen an Ally (Move)"). rules/screens.h does what
/// it says; rulesets without it (`condition` empty) have no screens.

#include <string>
#include <vector>

namespace skirmish {

struct ScreenPolicy {
    /// The condition of a screener (set by the Screen action aimed at its
    /// ward): "screening". Empty: no screens.
    std::string condition = {};
    /// The stat of the highest combat skill: added to the opposed check, and
    /// how many attackers it screens against a round ("combat_skill").
    std::string skill = {};
    /// The attributes of the opposed check: the better one is added ("str",
    /// "dex": "using either STR or DEX").
    std::vector<std::string> attributes = {};
    int reach = 1;           ///< squares from the ward ("within 5 ft of you")
    std::string source = {}; ///< the seed section
};

} // namespace skirmish
