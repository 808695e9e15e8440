// libFuzzer: the Universal VTT importer must answer every input with an
// encounter or a Rejection, never a crash (issue 16).
#include "io/encounter_json.h"
#include "io/uvtt_import.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto r = skirmish::io::import_uvtt(text, skirmish::RulesetId::Sides, "fuzz");
    if (r.ok()) {
        // An imported map must save and open again.
        (void)skirmish::io::read_encounter(skirmish::io::write_encounter(r.value().encounter));
    }
    return 0;
}
