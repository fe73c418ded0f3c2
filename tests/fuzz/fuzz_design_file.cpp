// Fuzz target: `.playbench.json` design files. Parsing refuses with
// pb::InvalidInput and nothing else, and names a JSON path ("$..."); a file it
// accepts writes back to text that parses to the same design.

#include "design/design_file.h"
#include "engine/errors.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    pb::design::DesignFile design;
    try {
        design = pb::design::parseDesignFile(pbfuzz::asText(data, size));
    } catch (const pb::InvalidInput& e) {
        if (std::string_view(e.what()).substr(0, 1) != "$")
            pbfuzz::finding(std::string("a refusal without a JSON path: ") + e.what());
        return 0;
    } catch (const std::exception& e) {
        pbfuzz::finding(std::string("parseDesignFile threw something other than InvalidInput: ") +
                        e.what());
    }
    const std::string text = pb::design::designFileToText(design);
    pb::design::DesignFile again;
    try {
        again = pb::design::parseDesignFile(text);
    } catch (const std::exception& e) {
        pbfuzz::finding(std::string("an accepted design does not import after export: ") +
                        e.what() + "\n  file: " + text);
    }
    if (!(again == design))
        pbfuzz::finding("export then import changed the design:\n  " + text);
    return 0;
}
