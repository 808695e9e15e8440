// libFuzzer: `skirmish-cli play` reads one JSON command a line; whatever the
// line, it gives a command or a Rejection, never a crash, and a command
// that reads is validated and run against a small fight without a crash
// (issue 16).
#include "encounter/command_engine.h"
#include "io/command_json.h"
#include "io/json_reader.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

skirmish::Encounter small_fight(std::size_t pick) {
    using namespace skirmish;
    const RulesetId rulesets[] = {RulesetId::Phases, RulesetId::Freehits, RulesetId::Sides,
                                  RulesetId::Factions, RulesetId::Teams};
    Encounter enc;
    enc.ruleset = rulesets[pick % 5];
    enc.map = BattleMap(8, 8);
    enc.sides = {Side{"red", "Red", "#c0392b", true}, Side{"blue", "Blue", "#2e86de", false}};
    enc.units = {Unit{"a", "A", "red", Cell{1, 1}}, Unit{"b", "B", "blue", Cell{2, 1}},
                 Unit{"c", "C", "blue", Cell{5, 5}}};
    return enc;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    try {
        const auto value = skirmish::io::parse_json(line, 32);
        auto cmd = skirmish::io::read_command(value);
        if (cmd.ok()) {
            skirmish::Encounter enc = small_fight(size);
            (void)skirmish::execute(enc, skirmish::StartCombat{});
            (void)skirmish::execute(enc, cmd.value());
        }
    } catch (const skirmish::io::JsonPathError&) {
        // not JSON: play reports it with the line
    }
    return 0;
}
