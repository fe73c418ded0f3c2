#include "step_session.h"

#include "cli_support.h"
#include "engine/errors.h"
#include "engine/state.h"
#include "sim/game_record.h"

#include <string>
#include <vector>

namespace pb::cli {

namespace {

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

} // namespace

StepSession::StepSession(std::unique_ptr<State> state) : state_(std::move(state)) {}

StepSession::~StepSession() = default;

nlohmann::json StepSession::stateLine() const {
    const State& state = *state_;
    nlohmann::json line{{"state", state.toJson()},
                        {"actor", actorJson(state)},
                        {"legal", legalDecisionsJson(state)}};
    if (state.isChance()) {
        // Parallel to "legal": a bot that plays chance itself needs the odds.
        std::vector<ChanceOutcome> outcomes;
        state.chanceOutcomes(outcomes);
        nlohmann::json probabilities = nlohmann::json::array();
        for (const auto& outcome : outcomes)
            probabilities.push_back(outcome.probability);
        line["probabilities"] = std::move(probabilities);
    }
    if (state.isTerminal())
        line["result"] = outcomeToJson(state.outcome());
    return line;
}

std::optional<nlohmann::json> StepSession::answer(std::string_view line) {
    const std::string_view text = trimmed(line);
    if (text.empty())
        return std::nullopt;
    try {
        const Decision decision = parseDecision(*state_, std::string(text));
        try {
            state_->apply(decision);
        } catch (const IllegalDecision& e) {
            throw IllegalDecision("illegal decision " + state_->decisionToJson(decision).dump() +
                                  ": " + e.what());
        }
    } catch (const PlaybenchError& e) {
        return nlohmann::json{{"error", e.what()}};
    }
    return stateLine();
}

} // namespace pb::cli
