// Fuzz target: a state's interchange JSON, tried with every ruleset. Parsing
// may refuse with pb::InvalidInput and nothing else; a state it accepts keeps
// the state contract (fuzz_support.h) and plays on without breaking it.

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "fuzz_support.h"
#include "games/registry.h"

#include <nlohmann/json.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = pbfuzz::asText(data, size);
    const nlohmann::json json = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (json.is_discarded())
        return 0;
    for (const pb::Ruleset* ruleset : pb::allRulesets()) {
        const std::string where = std::string(ruleset->id()) + " state";
        std::unique_ptr<pb::State> state;
        try {
            state = ruleset->stateFromJson(json);
        } catch (const pb::InvalidInput&) {
            continue;
        } catch (const std::exception& e) {
            pbfuzz::finding(where +
                            ": stateFromJson threw something other than InvalidInput: " + e.what());
        }
        pbfuzz::checkStateContract(*state, where);
        pbfuzz::playOn(*state, 12, size, where);
    }
    return 0;
}
