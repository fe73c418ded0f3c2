#include "check/mutation_check.h"

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <memory>
#include <vector>

namespace pb::check {

namespace {

// Where a value of the state's JSON sits, for the mutation probe.
void collectLeaves(const nlohmann::json& j, const nlohmann::json::json_pointer& at,
                   std::vector<nlohmann::json::json_pointer>& out) {
    if (j.is_object()) {
        for (const auto& [key, value] : j.items())
            collectLeaves(value, at / key, out);
    } else if (j.is_array()) {
        out.push_back(at); // the array itself: an element dropped or repeated
        for (std::size_t i = 0; i < j.size(); ++i)
            collectLeaves(j[i], at / i, out);
    } else if (j.is_number_integer() || j.is_boolean()) {
        out.push_back(at);
    }
}

} // namespace

std::string checkMutation(const Ruleset& ruleset, const nlohmann::json& stateJson, Rng& rng) {
    std::vector<nlohmann::json::json_pointer> leaves;
    collectLeaves(stateJson, nlohmann::json::json_pointer(), leaves);
    if (leaves.empty())
        return {};
    nlohmann::json mutated = stateJson;
    const nlohmann::json::json_pointer at =
        leaves[rng.below(static_cast<std::uint32_t>(leaves.size()))];
    nlohmann::json& value = mutated[at];
    std::string change;
    if (value.is_array()) {
        if (value.empty())
            return {};
        const auto i = rng.below(static_cast<std::uint32_t>(value.size()));
        if (rng.below(2) == 0) {
            value.erase(i);
            change = "dropped element " + std::to_string(i);
        } else {
            value.push_back(value[i]);
            change = "repeated element " + std::to_string(i);
        }
    } else if (value.is_boolean()) {
        value = !value.get<bool>();
        change = "flipped";
    } else {
        static constexpr int deltas[] = {-2, -1, 1, 2, 7};
        const long long old = value.get<long long>();
        value = old + deltas[rng.below(5)];
        change = std::to_string(old) + " -> " + value.dump();
    }
    const std::string where = "the state with " + at.to_string() + " " + change;
    std::unique_ptr<State> s;
    try {
        s = ruleset.stateFromJson(mutated);
    } catch (const InvalidInput&) {
        return {};
    } catch (const std::exception& e) {
        return where + " threw something other than InvalidInput: " + e.what();
    }
    Rng play(rng.next());
    for (int step = 0; step < 24; ++step) {
        if (std::string why = s->invariantViolation(); !why.empty())
            return where + " was accepted, and " +
                   (step == 0 ? "it" : std::to_string(step) + " random decisions later the state") +
                   " breaks " + why;
        // Its own JSON reads back where it was accepted and where play on it
        // stops (every step would cost more than the rest of the harness).
        if (step == 0 || step == 23 || s->isTerminal()) {
            try {
                (void)ruleset.stateFromJson(s->toJson());
            } catch (const std::exception& e) {
                return where + " was accepted, but " + std::to_string(step) +
                       " decisions later its own JSON is refused: " + e.what();
            }
        }
        if (s->isTerminal())
            break;
        std::vector<Decision> legal;
        s->legalDecisions(legal);
        if (legal.empty())
            return where + " was accepted, but " + std::to_string(step) +
                   " decisions later a live state has no legal decision";
        try {
            s->apply(s->isChance() ? s->sampleChance(play) : s->sampleUniformLegal(play));
        } catch (const std::exception& e) {
            return where + " was accepted, but playing on from it threw: " + e.what();
        }
    }
    return {};
}

} // namespace pb::check
