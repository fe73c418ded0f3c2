#pragma once

#include "agents/agent.h"
#include "engine/rng.h"

namespace pb {

// Uniform over the legal decisions of the current decision point, through
// State::sampleUniformLegal (no list is built where the ruleset can avoid it).
class RandomAgent final : public Agent {
public:
    explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
    // Its name in a spec and the options it reads.
    static const AgentDescription& description();
    std::string spec() const override { return "random"; }
    void reset(std::uint64_t seed) override { rng_.reseed(seed); }
    Decision choose(const State& state) override;

private:
    Rng rng_;
};

} // namespace pb
