#pragma once

#include "agents/agent_description.h"
#include "engine/decision.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace pb {

class State;

// A player for one seat. choose() is called only at states where that seat is
// the actor; it may copy and explore the state (search agents do) but never
// changes it. An agent is deterministic given its seed: reset() reseeds it.
class Agent {
public:
    virtual ~Agent() = default;
    // The spec that recreates this agent, e.g. "random" or "mcts:iterations=1000".
    virtual std::string spec() const = 0;
    virtual void reset(std::uint64_t seed) = 0;
    virtual Decision choose(const State& state) = 0;
};

// Builds an agent from a spec "name[:key=value,key=value]"; throws InvalidInput
// for an unknown name or option. Known: agentDescriptions(), that is "random",
// "greedy[:rollouts=N,score=eval|rollout]" and
// "mcts[:iterations=N,ms=T,c=X,rollout=auto|random|eval]".
std::unique_ptr<Agent> makeAgent(std::string_view spec, std::uint64_t seed);

} // namespace pb
