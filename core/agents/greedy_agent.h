#pragma once

#include "agents/agent.h"
#include "engine/rng.h"
#include "engine/state.h"

#include <memory>
#include <vector>

namespace pb {

class AgentSpec;

// One-step lookahead: tries every legal decision and keeps the best, scored
// by the ruleset's State::evaluate when it has one (score=eval), else by the
// mean of `rollouts` random playouts; ties are broken at random.
// Spec: "greedy[:rollouts=N,score=eval|rollout]".
class GreedyAgent final : public Agent {
public:
    GreedyAgent(AgentSpec& spec, std::uint64_t seed);
    // Its name in a spec and the options it reads.
    static const AgentDescription& description();
    std::string spec() const override;
    void reset(std::uint64_t seed) override { rng_.reseed(seed); }
    Decision choose(const State& state) override;

private:
    double score(const State& after, int seat);

    int rollouts_ = 4;
    bool useEvaluation_ = true;
    Rng rng_;
    std::vector<Decision> legal_;
    std::unique_ptr<State> child_, scratch_;
};

} // namespace pb
