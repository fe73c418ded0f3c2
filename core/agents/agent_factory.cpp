#include "agents/agent.h"
#include "agents/agent_spec.h"
#include "agents/greedy_agent.h"
#include "agents/mcts_agent.h"
#include "agents/random_agent.h"
#include "engine/errors.h"

namespace pb {

std::unique_ptr<Agent> makeAgent(std::string_view text, std::uint64_t seed) {
    AgentSpec spec(text);
    std::unique_ptr<Agent> agent;
    if (spec.name() == "random")
        agent = std::make_unique<RandomAgent>(seed);
    else if (spec.name() == "greedy")
        agent = std::make_unique<GreedyAgent>(spec, seed);
    else if (spec.name() == "mcts")
        agent = std::make_unique<MctsAgent>(spec, seed);
    else
        throw InvalidInput("unknown agent '" + spec.name() + "' (known: random, greedy, mcts)");
    spec.finish();
    return agent;
}

} // namespace pb
