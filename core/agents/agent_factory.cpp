#include "agents/agent.h"
#include "agents/random_agent.h"
#include "engine/errors.h"

namespace pb {

std::unique_ptr<Agent> makeAgent(std::string_view spec, std::uint64_t seed) {
    const auto colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    const std::string_view options = colon == std::string_view::npos ? "" : spec.substr(colon + 1);
    if (name == "random") {
        if (!options.empty())
            throw InvalidInput("agent 'random' takes no options, got '" + std::string(options) +
                               "'");
        return std::make_unique<RandomAgent>(seed);
    }
    throw InvalidInput("unknown agent '" + std::string(name) + "' (known: random)");
}

} // namespace pb
