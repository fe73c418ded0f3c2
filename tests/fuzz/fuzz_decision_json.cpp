// Fuzz target: decision JSON against fixed positions of every ruleset. The
// input is one decision, or an array of decisions applied one after another.
// decisionFromJson may refuse with pb::InvalidInput only; whyIllegal and
// isLegal agree; apply succeeds exactly when whyIllegal is empty, and when it
// throws the state (hash and JSON) is unchanged.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "fuzz_support.h"

#include <nlohmann/json.hpp>

namespace {

constexpr std::size_t kMaxDecisions = 32;

// Tries `decision` at `state`; returns whether it was applied.
bool tryDecision(pb::State& state, const nlohmann::json& decision, const std::string& where) {
    pb::Decision d;
    try {
        d = state.decisionFromJson(decision);
    } catch (const pb::InvalidInput&) {
        return false;
    } catch (const std::exception& e) {
        pbfuzz::finding(where +
                        ": decisionFromJson threw something other than InvalidInput: " + e.what());
    }
    const std::string why = state.whyIllegal(d);
    if (state.isLegal(d) != why.empty())
        pbfuzz::finding(where + ": isLegal and whyIllegal disagree on " +
                        pbfuzz::dumpSafe(decision) + " (" + why + ")");
    (void)state.decisionToText(d);
    const nlohmann::json rendered = state.decisionToJson(d);
    const std::uint64_t hashBefore = state.hash();
    const nlohmann::json jsonBefore = state.toJson();
    try {
        state.apply(d);
    } catch (const pb::IllegalDecision&) {
        if (why.empty())
            pbfuzz::finding(where + ": apply refused " + pbfuzz::dumpSafe(decision) +
                            ", which whyIllegal calls legal");
        if (state.hash() != hashBefore || state.toJson() != jsonBefore)
            pbfuzz::finding(where + ": a refused decision " + pbfuzz::dumpSafe(decision) +
                            " changed the state");
        return false;
    } catch (const std::exception& e) {
        pbfuzz::finding(where + ": apply threw something other than IllegalDecision: " + e.what());
    }
    if (!why.empty())
        pbfuzz::finding(where + ": apply accepted " + pbfuzz::dumpSafe(decision) +
                        ", which whyIllegal refuses: " + why);
    if (state.decisionFromJson(rendered) != d)
        pbfuzz::finding(where + ": the applied decision's JSON does not round-trip");
    pbfuzz::checkStateContract(state, where + " after " + pbfuzz::dumpSafe(decision));
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = pbfuzz::asText(data, size);
    const nlohmann::json json = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (json.is_discarded())
        return 0;
    std::vector<nlohmann::json> decisions;
    if (json.is_array())
        for (std::size_t i = 0; i < json.size() && i < kMaxDecisions; ++i)
            decisions.push_back(json[i]);
    else
        decisions.push_back(json);

    const auto& states = pbfuzz::fixedStates();
    for (std::size_t i = 0; i < states.size(); ++i) {
        const std::string where =
            std::string(states[i]->game().ruleset().id()) + " fixed state " + std::to_string(i);
        auto state = states[i]->clone();
        for (const nlohmann::json& decision : decisions)
            tryDecision(*state, decision, where);
    }
    return 0;
}
