#include "ruleset_test_support.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"

#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace rulesettest {

std::string tryPlay(pb::State& state, const json& decision) {
    try {
        state.apply(state.decisionFromJson(decision));
        return {};
    } catch (const std::exception& e) {
        return "decision " + decision.dump() + " refused: " + e.what() +
               "\n  state: " + state.toJson().dump();
    }
}

std::string checkRefused(pb::State& state, const json& decision) {
    const std::string what = "decision " + decision.dump();
    pb::Decision d;
    try {
        d = state.decisionFromJson(decision);
    } catch (const pb::InvalidInput& e) {
        return std::string(e.what()).empty() ? what + ": InvalidInput without a message" : "";
    } catch (const std::exception& e) {
        return what + ": decisionFromJson threw something other than InvalidInput: " + e.what();
    }
    const std::string why = state.whyIllegal(d);
    if (why.empty())
        return what + " is legal, expected it to be refused; state: " + state.toJson().dump();
    if (state.isLegal(d))
        return what + ": whyIllegal says '" + why + "' but isLegal is true";
    const auto list = state.legalDecisions();
    if (std::find(list.begin(), list.end(), d) != list.end())
        return what + ": whyIllegal says '" + why + "' but it is in legalDecisions()";
    const auto hashBefore = state.hash();
    const json jsonBefore = state.toJson();
    try {
        state.apply(d);
        return what + ": apply did not throw";
    } catch (const pb::IllegalDecision& e) {
        if (std::string(e.what()).empty())
            return what + ": IllegalDecision without a message";
    } catch (const std::exception& e) {
        return what + ": apply threw something other than IllegalDecision: " + e.what();
    }
    if (state.hash() != hashBefore || state.toJson() != jsonBefore)
        return what + ": the refused decision changed the state";
    return {};
}

std::string checkLegal(const pb::State& state, const json& decision) {
    const std::string what = "decision " + decision.dump();
    pb::Decision d;
    try {
        d = state.decisionFromJson(decision);
    } catch (const std::exception& e) {
        return what + " does not parse: " + e.what();
    }
    if (const std::string why = state.whyIllegal(d); !why.empty())
        return what + " is refused: " + why + "\n  state: " + state.toJson().dump();
    if (!state.isLegal(d))
        return what + ": whyIllegal is empty but isLegal is false";
    const auto list = state.legalDecisions();
    if (std::find(list.begin(), list.end(), d) == list.end())
        return what + ": legal but not in legalDecisions()";
    return {};
}

std::set<std::string> legalSet(const pb::State& state) {
    std::set<std::string> out;
    for (const auto& d : state.legalDecisions())
        out.insert(state.decisionToJson(d).dump());
    return out;
}

std::set<std::string> dumps(std::initializer_list<json> decisions) {
    std::set<std::string> out;
    for (const auto& d : decisions)
        out.insert(d.dump());
    return out;
}

std::string joined(const std::set<std::string>& items) {
    std::string out;
    for (const auto& item : items)
        out += (out.empty() ? "" : " ") + item;
    return out;
}

std::string setDifference(const std::set<std::string>& expected,
                          const std::set<std::string>& actual) {
    std::set<std::string> missing;
    std::set<std::string> unexpected;
    std::set_difference(expected.begin(), expected.end(), actual.begin(), actual.end(),
                        std::inserter(missing, missing.end()));
    std::set_difference(actual.begin(), actual.end(), expected.begin(), expected.end(),
                        std::inserter(unexpected, unexpected.end()));
    return "legal decisions differ (" + std::to_string(actual.size()) + " listed, " +
           std::to_string(expected.size()) + " expected)\n  missing: " + joined(missing) +
           "\n  unexpected: " + joined(unexpected);
}

std::uint64_t counterTotal(const pb::SimulationResult& result, const pb::Ruleset& ruleset,
                           int players, const std::string& id) {
    const auto& counters = ruleset.counters();
    const auto at = std::find_if(counters.begin(), counters.end(),
                                 [&](const pb::CounterSpec& c) { return c.id == id; });
    if (at == counters.end())
        throw std::invalid_argument("no counter " + id);
    const auto index = static_cast<std::size_t>(at - counters.begin());
    std::uint64_t sum = 0;
    for (const pb::SimulatedGame& game : result.games)
        for (int seat = 0; seat < players; ++seat)
            sum += game.counters[static_cast<std::size_t>(seat) * counters.size() + index];
    return sum;
}

std::uint64_t heatTotal(const json& maps, std::size_t map) {
    std::uint64_t sum = 0;
    for (const auto& cell : maps.at(map).at("cells"))
        sum += cell.get<std::uint64_t>();
    return sum;
}

} // namespace rulesettest
