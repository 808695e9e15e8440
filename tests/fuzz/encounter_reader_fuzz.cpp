// libFuzzer: the encounter file reader must answer every input with an
// encounter or a Rejection, never a crash (issue 16).
#include "io/encounter_json.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto r = skirmish::io::read_encounter(text);
    if (r.ok()) {
        // What reads must write and read back.
        (void)skirmish::io::read_encounter(skirmish::io::write_encounter(r.value()));
    }
    return 0;
}
