#include "sim/game_record.h"

#include "engine/state.h"

#include <cstdio>

namespace pb {

std::string hashToHex(std::uint64_t hash) {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(hash));
    return buffer;
}

nlohmann::json outcomeToJson(const Outcome& outcome) {
    nlohmann::json scores = nlohmann::json::array(), ranks = nlohmann::json::array();
    for (int seat = 0; seat < outcome.numSeats; ++seat) {
        scores.push_back(outcome.score[seat]);
        ranks.push_back(outcome.rank[seat]);
    }
    return {{"scores", std::move(scores)},
            {"ranks", std::move(ranks)},
            {"winner", outcome.winner >= 0 ? nlohmann::json(outcome.winner) : nlohmann::json()},
            {"draw", outcome.draw},
            {"turn_limit", outcome.turnLimit}};
}

nlohmann::json GameRecord::toJson(const State& initial) const {
    // Each decision is rendered at the state it was taken in (a ruleset's
    // text may depend on the position).
    nlohmann::json decisionList = nlohmann::json::array();
    auto state = initial.clone();
    for (const auto& d : decisions) {
        decisionList.push_back({{"actor", d.actor >= 0 ? nlohmann::json(d.actor) : "chance"},
                                {"decision", state->decisionToJson(d.decision)},
                                {"text", state->decisionToText(d.decision)},
                                {"hash", hashToHex(d.hashAfter)}});
        state->applyUnchecked(d.decision);
    }
    return {{"game", ruleset},
            {"params", params},
            {"players", numPlayers},
            {"seed", seed},
            {"agents", agents},
            {"initial_state", initialState},
            {"first_mover", firstMover},
            {"turns", turns},
            {"decisions", std::move(decisionList)},
            {"result", outcomeToJson(outcome)}};
}

} // namespace pb
