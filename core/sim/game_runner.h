#pragma once

#include "agents/agent.h"
#include "sim/game_record.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <span>

namespace pb {

class Game;
class State;

// How one game's randomness is split: the set-up (e.g. Stability's board) is
// generated from `seed` itself; chance decisions draw from chanceSeed(seed);
// the agent at seat k is seeded with agentSeed(seed, k).
std::uint64_t chanceSeed(std::uint64_t gameSeed);
std::uint64_t agentSeed(std::uint64_t gameSeed, int seat);

// Called after each decision with the state after it and the decision as recorded.
using DecisionObserver = std::function<void(const State&, const RecordedDecision&)>;

// Plays one game to the end: chance by its probabilities, each seat by its agent
// (agents.size() == numPlayers; each is reset to agentSeed first).
// `keepDecisions` keeps every decision in the record; `countLegal` lists the
// legal decisions at every seat decision point (for the decision-complexity
// metric; it costs a full listing per decision).
GameRecord playGame(const Game& game, std::uint64_t seed, std::span<Agent* const> agents,
                    const nlohmann::json& setup = {}, const DecisionObserver& observer = {},
                    bool keepDecisions = true, bool countLegal = false);

} // namespace pb
