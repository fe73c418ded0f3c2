#pragma once

#include "agents/agent.h"
#include "engine/rng.h"
#include "sim/game_record.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <span>
#include <type_traits>
#include <utility>

namespace pb {

class Game;
class State;

// Called after each decision with the state after it and the decision as
// recorded. The recorded hash (the state's after it) costs a walk of the whole
// state, 40% of a random batch's time in Butterfly Effect: an observer that
// does not read it (a heatmap's) says so, and then sees 0 there unless the
// game keeps its decisions anyway.
struct DecisionObserver {
    using Callback = std::function<void(const State&, const RecordedDecision&)>;

    DecisionObserver() = default;
    template <class F>
    requires std::is_invocable_v<F&, const State&, const RecordedDecision&>
    DecisionObserver(F callback, bool wantsHash = true) // implicit: a lambda stands for one
        : onDecision(std::move(callback)), wantsHash(wantsHash) {}

    explicit operator bool() const { return static_cast<bool>(onDecision); }
    void operator()(const State& after, const RecordedDecision& decision) const {
        onDecision(after, decision);
    }

    Callback onDecision;
    bool wantsHash = true;
    // If set, called once with the initial state before the first decision.
    std::function<void(const State&)> onStart;
};

// Plays one game to the end: chance by its probabilities, each seat by its agent
// (agents.size() == numPlayers; each is reset to agentSeed first).
// `keepDecisions` keeps every decision in the record, with its parameters and
// initial state (without it they are left empty); `countLegal` lists the
// legal decisions at every seat decision point (for the decision-complexity
// metric; it costs a full listing per decision).
GameRecord playGame(const Game& game, std::uint64_t seed, std::span<Agent* const> agents,
                    const nlohmann::json& setup = {}, const DecisionObserver& observer = {},
                    bool keepDecisions = true, bool countLegal = false);

} // namespace pb
