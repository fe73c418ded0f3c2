#include "agents/agent.h"
#include "agents/agent_spec.h"
#include "agents/greedy_agent.h"
#include "agents/mcts_agent.h"
#include "agents/random_agent.h"
#include "engine/errors.h"

#include <array>

namespace pb {

namespace {

// One known agent: what it reads and how to build it. A new agent is one row.
struct KnownAgent {
    const AgentDescription& (*describe)();
    std::unique_ptr<Agent> (*make)(AgentSpec& spec, std::uint64_t seed);
};

const std::array<KnownAgent, 3> kKnownAgents{{
    {&RandomAgent::description,
     [](AgentSpec&, std::uint64_t seed) -> std::unique_ptr<Agent> {
         return std::make_unique<RandomAgent>(seed);
     }},
    {&GreedyAgent::description,
     [](AgentSpec& spec, std::uint64_t seed) -> std::unique_ptr<Agent> {
         return std::make_unique<GreedyAgent>(spec, seed);
     }},
    {&MctsAgent::description,
     [](AgentSpec& spec, std::uint64_t seed) -> std::unique_ptr<Agent> {
         return std::make_unique<MctsAgent>(spec, seed);
     }},
}};

} // namespace

const std::vector<AgentDescription>& agentDescriptions() {
    static const std::vector<AgentDescription> descriptions = [] {
        std::vector<AgentDescription> list;
        for (const KnownAgent& known : kKnownAgents)
            list.push_back(known.describe());
        return list;
    }();
    return descriptions;
}

std::unique_ptr<Agent> makeAgent(std::string_view text, std::uint64_t seed) {
    AgentSpec spec(text);
    for (const KnownAgent& known : kKnownAgents) {
        if (known.describe().id != spec.name())
            continue;
        std::unique_ptr<Agent> agent = known.make(spec, seed);
        spec.finish();
        return agent;
    }
    std::string names;
    for (const AgentDescription& description : agentDescriptions())
        names += (names.empty() ? "" : ", ") + description.id;
    throw InvalidInput("unknown agent '" + spec.name() + "' (known: " + names + ")");
}

} // namespace pb
