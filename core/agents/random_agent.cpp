#include "agents/random_agent.h"

#include "engine/state.h"

namespace pb {

Decision RandomAgent::choose(const State& state) {
    return state.sampleUniformLegal(rng_);
}

} // namespace pb
