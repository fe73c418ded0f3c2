#include "agents/random_agent.h"

#include "engine/state.h"

namespace pb {

const AgentDescription& RandomAgent::description() {
    static const AgentDescription description{"random", {}};
    return description;
}

Decision RandomAgent::choose(const State& state) {
    return state.sampleUniformLegal(rng_);
}

} // namespace pb
